/**
 * Typography that templates cannot get right alone, applied to every translated string (STYLE: docs/style-guide.md).
 *
 * Chinese: templates put a space around a placeholder so that a Latin name or a number stands apart ("同 May 傾偈",
 * "第 2 頁"); a Chinese name must not be spaced ("同陳美玲傾偈"), so spaces left between two Chinese characters or
 * full-width punctuation after interpolation are dropped.
 * English: category names are data in title case ("Aircon Cleaning"); inside a sentence they read in lower case
 * ("Get free aircon cleaning quotes") except proper nouns and acronyms ("English tutoring", "IT support");
 * templates ask for it with `{{name, inline}}`.
 */
import type { i18n, PostProcessorModule } from 'i18next';

const CJK = '\\u3400-\\u9fff\\u3000-\\u303f\\uff01-\\uff60';
const SPACE_BETWEEN_CJK = new RegExp(`([${CJK}]) +(?=[${CJK}])`, 'g');
/** Languages keep their capital inside a sentence ("English tutoring"); acronyms keep theirs anyway ("IT support"). */
const PROPER_NOUN = /^(?:English|Chinese|Cantonese|Putonghua|Mandarin|Japanese|Korean|French|German|Spanish)$/;

export function tidyChinese(text: string): string {
  return text.replace(SPACE_BETWEEN_CJK, '$1');
}

/** "Aircon Cleaning" → "aircon cleaning", "English Tutoring" → "English tutoring", "IT Support" → "IT support". */
export function inSentence(name: string): string {
  return name.replace(/\b([A-Z])([a-z]+)\b/g, (word: string, first: string, rest: string) =>
    PROPER_NOUN.test(word) ? word : first.toLowerCase() + rest,
  );
}

export const TYPOGRAPHY = 'typography';

export const typography: PostProcessorModule = {
  type: 'postProcessor',
  name: TYPOGRAPHY,
  process: (value: string, _key: string | string[], options: { lng?: string }, translator: { language?: string }) =>
    (options?.lng ?? translator?.language) === 'zh-HK' && typeof value === 'string' ? tidyChinese(value) : value,
};

/** Registers the formatters after init (the formatter service exists only then). */
export function addFormatters(instance: i18n): void {
  instance.services.formatter?.add('inline', (value: unknown) => (typeof value === 'string' ? inSentence(value) : String(value)));
}
