/**
 * Text layout for share images: SVG has no line wrapping, so lines are measured and broken here. Widths are the
 * advances of Noto Sans CJK (the face the images are drawn in: fonts-noto-cjk in the Docker image), measured once
 * with sharp's Pango renderer, in hundredths of an em for printable ASCII; CJK and full-width characters are 1 em.
 * Line breaks follow the basic Chinese rules (no line starts with closing punctuation or ends with opening
 * punctuation), Latin text breaks at spaces, and headings are balanced so no line is left with a lone word.
 */

export type Weight = 'regular' | 'bold';

// Advances of U+0020…U+007E in 1/100 em.
const ASCII: Record<Weight, number[]> = {
  regular: [
    22, 32, 47, 56, 56, 92, 68, 28, 34, 34, 47, 56, 28, 35, 28, 39, 56, 56, 56, 56, 56, 56, 56, 56, 56, 56, 28, 28, 56, 56, 56, 47, 95, 60,
    66, 61, 69, 59, 55, 69, 73, 29, 49, 65, 54, 81, 72, 74, 63, 74, 64, 58, 60, 72, 59, 88, 57, 53, 59, 34, 39, 34, 56, 56, 61, 56, 62, 49,
    62, 55, 32, 56, 61, 28, 28, 55, 28, 93, 61, 61, 62, 62, 39, 47, 36, 61, 52, 80, 50, 52, 48, 34, 27, 34, 56,
  ],
  bold: [
    23, 37, 57, 59, 59, 96, 74, 33, 38, 38, 51, 59, 33, 37, 33, 39, 59, 59, 59, 59, 59, 59, 59, 59, 59, 59, 33, 33, 59, 59, 59, 51, 101, 64,
    68, 62, 71, 62, 59, 72, 76, 33, 52, 69, 58, 85, 75, 77, 67, 77, 68, 61, 63, 75, 63, 92, 63, 58, 60, 38, 39, 38, 59, 57, 63, 59, 64, 50,
    64, 58, 36, 60, 64, 30, 31, 60, 32, 96, 64, 63, 64, 64, 44, 50, 40, 64, 58, 86, 56, 57, 51, 38, 30, 38, 59,
  ],
};

const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua960-\ua97f\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u2605\u2606\u00b7\u2018\u2019\u201c\u201d\u2026]|[\u{20000}-\u{3fffd}]/u;
const SPECIAL: Record<string, number> = { '\u2013': 0.54, '\u2014': 0.82, '\u2026': 1.06 };

/** The advance of one character in em. */
function advance(ch: string, weight: Weight): number {
  const code = ch.codePointAt(0) ?? 0;
  if (code >= 0x20 && code <= 0x7e) return ASCII[weight][code - 0x20] / 100;
  if (SPECIAL[ch] !== undefined) return SPECIAL[ch];
  if (WIDE.test(ch)) return 1;
  return weight === 'bold' ? 0.62 : 0.58;
}

/** The width of `text` in pixels at `size` px. */
export function measure(text: string, size: number, weight: Weight = 'regular'): number {
  let em = 0;
  for (const ch of text) em += advance(ch, weight);
  return em * size;
}

const CLOSING = /^[，。、：；！？）」』】》〉〕．,.!?:;)\]}%…·]/u;
const OPENING = /[（「『【《〈〔([{$]$/u;
const IDEOGRAPHIC = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]|[\u{20000}-\u{3fffd}]/u;

/**
 * Unbreakable pieces of `text`: a Latin word with its trailing space, or one CJK character; closing punctuation
 * sticks to the piece before it and opening punctuation to the piece after it.
 */
export function breakUnits(text: string): string[] {
  const raw: string[] = [];
  let word = '';
  for (const ch of text) {
    if (IDEOGRAPHIC.test(ch)) {
      if (word) raw.push(word);
      word = '';
      raw.push(ch);
    } else if (ch === ' ') {
      raw.push(`${word} `);
      word = '';
    } else word += ch;
  }
  if (word) raw.push(word);
  const units: string[] = [];
  for (const piece of raw) {
    const last = units.length - 1;
    if (last >= 0 && (CLOSING.test(piece) || OPENING.test(units[last]))) units[last] += piece;
    else units.push(piece);
  }
  return units;
}

/** Greedy lines of at most `width` px (a unit wider than the line gets a line of its own). */
function greedy(units: string[], width: number, size: number, weight: Weight): string[] {
  const lines: string[] = [];
  let line = '';
  for (const u of units) {
    const next = line + u;
    if (line && measure(next.trimEnd(), size, weight) > width) {
      lines.push(line.trimEnd());
      line = u;
    } else line = next;
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

/** Cuts a line so that it and "…" fit in `width` px, at a word boundary in Latin text. */
function withEllipsis(line: string, width: number, size: number, weight: Weight): string {
  const chars = [...line];
  let n = chars.length;
  while (n > 0 && measure(`${chars.slice(0, n).join('')}…`, size, weight) > width) n--;
  let cut = chars.slice(0, n).join('');
  const midWord = n < chars.length && chars[n] !== ' ' && !IDEOGRAPHIC.test(chars[n - 1] ?? '') && !IDEOGRAPHIC.test(chars[n]);
  if (midWord && cut.lastIndexOf(' ') > cut.length / 2) cut = cut.slice(0, cut.lastIndexOf(' '));
  return `${cut.replace(/[\s,，、.。:：;；|｜·–—-]+$/u, '')}…`;
}

export interface TextBlock {
  lines: string[];
  size: number;
  lineHeight: number;
  /** False when the text was cut ("…"). */
  whole: boolean;
}

export const blockHeight = (b: TextBlock | null): number => (b ? b.lines.length * b.size * b.lineHeight : 0);

export interface LayoutOptions {
  width: number;
  /** Font sizes to try, largest first. */
  sizes: number[];
  maxLines: number;
  /** The most height the lines may take (lines × size × lineHeight). */
  maxHeight?: number;
  lineHeight?: number;
  weight?: Weight;
  /** Make lines about equally long (headings: no line left with a lone word). */
  balance?: boolean;
}

/**
 * Lays `text` out in lines of `width` px, at the first of `sizes` where it fits in `maxLines` lines and `maxHeight`;
 * otherwise at the smallest size with the last line ending in "…".
 */
export function layoutText(text: string, o: LayoutOptions): TextBlock {
  const weight = o.weight ?? 'regular';
  const lineHeight = o.lineHeight ?? 1.2;
  const units = breakUnits(text.replace(/\s+/g, ' ').trim());
  const allowed = (size: number) => Math.max(1, Math.min(o.maxLines, Math.floor((o.maxHeight ?? Infinity) / (size * lineHeight) + 0.001)));
  for (const size of o.sizes) {
    const lines = greedy(units, o.width, size, weight);
    if (lines.length <= allowed(size) && lines.every((l) => measure(l, size, weight) <= o.width)) {
      const laid = o.balance && lines.length > 1 ? balanced(units, lines.length, o.width, size, weight) : lines;
      return { lines: laid, size, lineHeight, whole: true };
    }
  }
  const size = o.sizes[o.sizes.length - 1];
  const lines = greedy(units, o.width, size, weight);
  const kept = lines.slice(0, allowed(size));
  const last = kept.length - 1;
  const rest = lines.slice(last + 1).join(' ');
  const tail = IDEOGRAPHIC.test([...kept[last]].pop() ?? '') ? `${kept[last]}${rest}` : `${kept[last]} ${rest}`;
  kept[last] = withEllipsis(lines.length > kept.length ? tail : kept[last], o.width, size, weight);
  return { lines: kept, size, lineHeight, whole: false };
}
/** The narrowest width that still gives `count` lines: lines of about equal length. */
function balanced(units: string[], count: number, width: number, size: number, weight: Weight): string[] {
  let lo = width / count;
  let hi = width;
  while (hi - lo > 4) {
    const mid = (lo + hi) / 2;
    if (greedy(units, mid, size, weight).length <= count) hi = mid;
    else lo = mid;
  }
  return greedy(units, hi, size, weight);
}

/** Characters XML 1.0 does not allow (C0 controls but tab, newline and carriage return). */
const isXmlChar = (ch: string) => {
  const c = ch.charCodeAt(0);
  return c >= 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
};

export const escapeXml = (s: string) =>
  [...s]
    .filter(isXmlChar)
    .join('')
    .replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
