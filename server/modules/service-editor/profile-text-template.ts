/**
 * The default AI profile text provider: deterministic sentences built only from the pro's own data (ProfileFacts),
 * in zh-HK or en-HK. Every sentence states one fact of the data (or is a neutral opening/closing phrase); a fact
 * that is absent is left out, so nothing is invented and there are no superlatives. `modify` rewrites without new
 * claims: shorter keeps the first sentences, longer adds facts the text does not mention yet, and the two tones
 * switch the opening and closing phrases.
 */
import type { Language } from '@shared/i18n/i18n-config';
import type { Bilingual, DraftInput, ModifyInput, ProfileFacts, ProfileTextProvider } from './profile-text-types';

type Lang = 'zh' | 'en';
type Tone = 'neutral' | 'friendly' | 'professional';

/** One sentence and the words whose presence in a text means its fact is already mentioned. */
interface FactSentence {
  text: string;
  keys: string[];
}

const langOf = (l: Language): Lang => (l === 'en-HK' ? 'en' : 'zh');
const pick = (b: Bilingual, lang: Lang) => (lang === 'en' ? b.en || b.zh : b.zh || b.en);

function listOf(items: string[], lang: Lang): string {
  if (lang === 'zh') return items.join('、');
  if (items.length <= 2) return items.join(' and ');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const WEEKDAYS: Record<Lang, string[]> = {
  zh: ['星期一', '星期二', '星期三', '星期四', '星期五', '星期六', '星期日'],
  en: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
};

/** "Mon–Fri 09:00–18:00; Sat 10:00–14:00": consecutive weekdays with the same periods are grouped. */
export function hoursSummary(hours: ProfileFacts['business_hours'], lang: Lang): string {
  const periods = new Map<number, string>();
  for (const h of [...hours].sort((a, b) => a.weekday - b.weekday || a.open.localeCompare(b.open))) {
    const p = `${h.open}–${h.close}`;
    periods.set(h.weekday, periods.has(h.weekday) ? `${periods.get(h.weekday)}${lang === 'zh' ? '、' : ', '}${p}` : p);
  }
  const groups: { from: number; to: number; periods: string }[] = [];
  for (const day of [...periods.keys()]) {
    const last = groups[groups.length - 1];
    if (last && last.to === day - 1 && last.periods === periods.get(day)) last.to = day;
    else groups.push({ from: day, to: day, periods: periods.get(day)! });
  }
  const name = (d: number) => WEEKDAYS[lang][d - 1];
  const days = (g: (typeof groups)[number]) =>
    g.from === g.to ? name(g.from) : `${name(g.from)}${lang === 'zh' ? '至' : '–'}${name(g.to)}`;
  return groups.map((g) => `${days(g)} ${g.periods}`).join(lang === 'zh' ? '；' : '; ');
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The fact sentences of a draft, in order; absent facts give no sentence. */
export function factSentences(f: ProfileFacts, lang: Lang): FactSentence[] {
  const zh = lang === 'zh';
  const name = pick(f.business_name, lang);
  const out: FactSentence[] = [];
  const cats = f.categories.map((c) => pick(c, lang));
  if (cats.length)
    out.push({
      text: zh ? `${name}提供${listOf(cats, lang)}服務。` : `${name} offers ${listOf(cats, lang)} services in Hong Kong.`,
      keys: cats,
    });
  const areas = f.areas.map((a) => pick(a, lang));
  if (f.travels_to_customer && areas.length)
    out.push({ text: zh ? `我們上門服務${listOf(areas, lang)}。` : `We travel to customers in ${listOf(areas, lang)}.`, keys: areas });
  if (f.customer_travels && f.base_district) {
    const base = pick(f.base_district, lang);
    out.push({ text: zh ? `歡迎客人到我們位於${base}的地點。` : `Customers are welcome to visit us in ${base}.`, keys: [base] });
  }
  if (f.over_phone_or_internet)
    out.push({
      text: zh ? '我們亦可以透過電話或網上提供服務。' : 'We can also help over the phone or online.',
      keys: zh ? ['電話', '網上'] : ['phone', 'online'],
    });
  if (f.year_founded !== null) {
    const years = f.years_in_business ?? 0;
    const since = zh
      ? `${name}於 ${f.year_founded} 年成立${years >= 1 ? `，至今已經營 ${years} 年` : ''}。`
      : `${name} was founded in ${f.year_founded}${years >= 1 ? ` and has been in business for ${plural(years, 'year', 'years')}` : ''}.`;
    out.push({ text: since, keys: [String(f.year_founded)] });
  }
  if (f.employees !== null)
    out.push({
      text: zh ? `團隊現有 ${f.employees} 人。` : `Our team has ${plural(f.employees, 'person', 'people')}.`,
      keys: zh ? [`${f.employees} 人`, `${f.employees}人`] : [`${f.employees} ${f.employees === 1 ? 'person' : 'people'}`],
    });
  if (f.business_hours.length) {
    const summary = hoursSummary(f.business_hours, lang);
    out.push({ text: zh ? `營業時間：${summary}。` : `Business hours: ${summary}.`, keys: [f.business_hours[0].open] });
  }
  const certificates = f.certificates.map((c) => pick(c, lang));
  if (certificates.length)
    out.push({
      text: zh
        ? `經 Sifu 審核的牌照及證書：${listOf(certificates, lang)}。`
        : `Licences and certificates checked by Sifu: ${listOf(certificates, lang)}.`,
      keys: certificates,
    });
  if (f.review_count > 0 && f.rating !== null) {
    const rating = f.rating.toFixed(1);
    out.push({
      text: zh
        ? `客人在 Sifu 留下了 ${f.review_count} 個評價，平均 ${rating} 分（滿分 5 分）。`
        : `Customers have left ${plural(f.review_count, 'review', 'reviews')} on Sifu, with an average rating of ${rating} out of 5.`,
      keys: [rating],
    });
  }
  if (f.faq_count > 0)
    out.push({
      text: zh
        ? `我們在常見問題中解答了 ${f.faq_count} 條問題。`
        : `Our FAQ answers ${plural(f.faq_count, 'common question', 'common questions')}.`,
      keys: zh ? ['常見問題'] : ['FAQ'],
    });
  return out;
}

/** Opening and closing phrases per tone; they carry no facts, so switching them changes no claim. */
const PHRASES: Record<Lang, Record<Tone, { open: string; close: string }>> = {
  zh: {
    neutral: { open: '', close: '歡迎發出報價要求，告訴我們工作詳情。' },
    friendly: { open: '你好！', close: '有任何問題，歡迎隨時搵我們傾傾！' },
    professional: { open: '感謝閣下瀏覽我們的專頁。', close: '如需報價，請發出報價要求並提供工作詳情。' },
  },
  en: {
    neutral: { open: '', close: 'Send us a request with the details of your job to get a quote.' },
    friendly: { open: 'Hi there!', close: 'Any questions? Just send us a message, we’d be glad to hear from you!' },
    professional: {
      open: 'Thank you for considering our services.',
      close: 'To receive a quote, please submit a request with the details of your job.',
    },
  },
};

const joiner = (lang: Lang) => (lang === 'zh' ? '' : ' ');

/** Sentences of a text: after 。！？ in Chinese, after . ! ? followed by a space in English (4.8 stays whole). */
export function sentencesOf(text: string): string[] {
  return text
    .replace(/\s*\n+\s*/g, ' ')
    .split(/(?<=[。！？])|(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function draftText(f: ProfileFacts, lang: Lang, tone: Tone = 'neutral'): string {
  const { open, close } = PHRASES[lang][tone];
  return [open, ...factSentences(f, lang).map((s) => s.text), close].filter(Boolean).join(joiner(lang));
}

const allPhrases = (lang: Lang) => Object.values(PHRASES[lang]).flatMap((p) => [p.open, p.close].filter(Boolean));

/** Shorter: the first sentences while they stay within ~60 % of the length (at least the first sentence). */
function shorter(text: string, lang: Lang): string {
  const limit = Math.floor(text.trim().length * 0.6);
  const phrases = allPhrases(lang);
  const sentences = sentencesOf(text).filter((s, i, all) => !(phrases.includes(s) && all.length > 1));
  const kept: string[] = [];
  for (const s of sentences) {
    if (kept.length && [...kept, s].join(joiner(lang)).length > limit) break;
    kept.push(s);
  }
  const result = kept.join(joiner(lang));
  if (result.length <= limit || kept.length > 1) return result;
  // One long sentence: cut it at the last clause boundary within the limit.
  const cut = result.slice(0, limit);
  const at = Math.max(cut.lastIndexOf('，'), cut.lastIndexOf('、'), cut.lastIndexOf(', '), cut.lastIndexOf('; '), cut.lastIndexOf('；'));
  return at > limit * 0.3 ? `${cut.slice(0, at)}${lang === 'zh' ? '。' : '.'}` : result;
}

/** Longer: the facts of the data the text does not mention yet, added before its closing phrase (if any). */
function longer(text: string, facts: ProfileFacts, lang: Lang): string {
  const lower = text.toLowerCase();
  const missing = factSentences(facts, lang)
    .filter((s) => !s.keys.some((k) => lower.includes(k.toLowerCase())))
    .map((s) => s.text);
  const sentences = sentencesOf(text);
  const closings = Object.values(PHRASES[lang]).map((p) => p.close);
  const end = closings.includes(sentences[sentences.length - 1]) ? sentences.length - 1 : sentences.length;
  const closing = end < sentences.length ? sentences.slice(end) : [PHRASES[lang].neutral.close];
  return [...sentences.slice(0, end), ...missing, ...closing].join(joiner(lang));
}

/** A tone: the opening and closing phrases of the other tones are swapped for this tone's. */
function retone(text: string, lang: Lang, tone: Tone): string {
  const phrases = allPhrases(lang);
  const body = sentencesOf(text).filter((s) => !phrases.includes(s));
  const { open, close } = PHRASES[lang][tone];
  return [open, ...body, close].filter(Boolean).join(joiner(lang));
}

export function modifyText(input: ModifyInput): string {
  const lang = langOf(input.language);
  switch (input.instruction) {
    case 'shorter':
      return shorter(input.text, lang);
    case 'longer':
      return longer(input.text, input.facts, lang);
    case 'friendlier':
      return retone(input.text, lang, 'friendly');
    case 'more_professional':
      return retone(input.text, lang, 'professional');
  }
}

export const templateProvider: ProfileTextProvider = {
  name: 'template',
  draft: async (input: DraftInput) => draftText(input.facts, langOf(input.language)),
  modify: async (input: ModifyInput) => modifyText(input),
};
