/**
 * The default AI profile text provider: deterministic sentences built only from the pro's own data (ProfileFacts),
 * in zh-HK or en-HK. Every sentence states one fact of the data (or is a neutral opening/closing phrase); a fact
 * that is absent is left out, so nothing is invented and there are no superlatives. `modify` rewrites without new
 * claims: shorter keeps the first sentences, longer adds facts the text does not mention yet, and the two tones
 * switch the opening and closing phrases.
 */
import type { Language } from '@shared/i18n/i18n-config';
import { inSentence } from '@shared/i18n/typography';
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

/** Districts named in a draft; past this many the rest are counted ("and 4 more districts"). */
const AREAS_NAMED = 5;

function areasText(areas: string[], lang: Lang): string {
  if (areas.length <= AREAS_NAMED) return listOf(areas, lang);
  const rest = areas.length - AREAS_NAMED + 1;
  const named = areas.slice(0, AREAS_NAMED - 1);
  return lang === 'zh'
    ? `${named.join('、')}等 ${areas.length} 區`
    : `${named.join(', ')} and ${plural(rest, 'more district', 'more districts')}`;
}

/** "30 分鐘" / "2 hours": the pro's measured reply time, rounded as the profile shows it (client/lib/response-text.ts). */
function replyTime(minutes: number, lang: Lang): string {
  if (minutes < 60) {
    const m = Math.max(5, Math.round(minutes / 5) * 5);
    return lang === 'zh' ? `${m} 分鐘` : plural(m, 'minute', 'minutes');
  }
  if (minutes < 48 * 60) {
    const h = Math.round(minutes / 60);
    return lang === 'zh' ? `${h} 小時` : plural(h, 'hour', 'hours');
  }
  const d = Math.round(minutes / 1440);
  return lang === 'zh' ? `${d} 日` : plural(d, 'day', 'days');
}

/** "水喉維修、電工服務" + 服務 / "Plumbing and Electrician" + services, without doubling a name that already says it. */
function servicesText(cats: string[], lang: Lang): string {
  const list = listOf(cats, lang);
  const last = cats[cats.length - 1] ?? '';
  if (lang === 'zh') return last.endsWith('服務') ? list : `${list}服務`;
  return /services?$/i.test(last) ? list : `${list} services`;
}

/** Who the pro is: name, services, years and team, in one sentence (the name alone when nothing else is known). */
function introSentence(f: ProfileFacts, lang: Lang): FactSentence {
  const zh = lang === 'zh';
  const name = pick(f.business_name, lang);
  // Category names are data in title case; inside an English sentence they read in lower case.
  const cats = f.categories.map((c) => (lang === 'zh' ? pick(c, lang) : inSentence(pick(c, lang))));
  const years = f.year_founded !== null ? (f.years_in_business ?? 0) : null;
  const team = f.employees !== null && f.employees > 0 ? f.employees : null;
  const keys = [...cats, ...(f.year_founded !== null ? [String(f.year_founded)] : [])];
  if (zh) {
    const since = f.year_founded !== null ? `自 ${f.year_founded} 年起` : '';
    const what = cats.length ? `提供${servicesText(cats, lang)}` : '';
    const exp = years !== null && years >= 1 ? `，至今已有 ${years} 年經驗` : '';
    const crew = team !== null ? `${what || since ? '，' : ''}團隊共有 ${team} 人` : '';
    if (!what && !since && team === null) return { text: `我們是${name}。`, keys };
    return { text: `${name}${since}${what}${what ? exp : ''}${crew}。`, keys: team !== null ? [...keys, `${team} 人`] : keys };
  }
  const crew = team !== null ? `, with a team of ${plural(team, 'person', 'people')}` : '';
  const crewKeys = team !== null ? [...keys, `team of ${team}`] : keys;
  if (!cats.length) {
    if (f.year_founded !== null) return { text: `${name} has been in business since ${f.year_founded}${crew}.`, keys: crewKeys };
    return { text: team !== null ? `${name} is a team of ${plural(team, 'person', 'people')}.` : `We are ${name}.`, keys: crewKeys };
  }
  const span =
    years !== null && years >= 1
      ? ` for ${plural(years, 'year', 'years')}, since ${f.year_founded}`
      : f.year_founded !== null
        ? ` since ${f.year_founded}`
        : '';
  const verb = f.year_founded !== null ? 'has provided' : 'provides';
  return { text: `${name} ${verb} ${servicesText(cats, lang)} in Hong Kong${span}${crew}.`, keys: crewKeys };
}

/** Where the pro works: districts they travel to, their own place, phone or online. */
function whereSentence(f: ProfileFacts, lang: Lang): FactSentence | null {
  const zh = lang === 'zh';
  const areas = f.areas.map((a) => pick(a, lang));
  const base = f.customer_travels && f.base_district ? pick(f.base_district, lang) : null;
  const parts: string[] = [];
  const keys: string[] = [];
  if (f.travels_to_customer && areas.length) {
    parts.push(zh ? `我們上門服務${areasText(areas, lang)}` : `We come to you in ${areasText(areas, lang)}`);
    keys.push(...areas);
  }
  if (base) {
    parts.push(
      zh
        ? `${parts.length ? '亦' : ''}歡迎客人到我們位於${base}的地點`
        : `${parts.length ? 'you are also' : 'You are'} welcome to visit us in ${base}`,
    );
    keys.push(base);
  }
  if (f.over_phone_or_internet) {
    parts.push(
      zh
        ? `${parts.length ? '亦' : '我們'}可以透過電話或網上提供服務`
        : `${parts.length ? 'we can also' : 'We can'} help over the phone or online`,
    );
    keys.push(...(zh ? ['電話', '網上'] : ['phone', 'online']));
  }
  if (!parts.length) return null;
  if (zh) return { text: `${parts.join('，')}。`, keys };
  const text = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')}, and ${parts[parts.length - 1]}`;
  return { text: `${text}.`, keys };
}

/** What a customer can check: licences Sifu approved, jobs won and reviews on Sifu. */
function trustSentence(f: ProfileFacts, lang: Lang): FactSentence | null {
  const zh = lang === 'zh';
  const certificates = f.certificates.map((c) => pick(c, lang));
  const reviewed = f.review_count > 0 && f.rating !== null;
  const parts: string[] = [];
  const keys: string[] = [...certificates];
  if (certificates.length)
    parts.push(
      zh
        ? `我們的牌照及證書（${listOf(certificates, lang)}）已經 Sifu 審核`
        : `Sifu has checked our licences and certificates (${listOf(certificates, lang)})`,
    );
  if (f.hired_count > 0) {
    parts.push(
      zh
        ? `${parts.length ? '至今' : '我們'}在 Sifu 獲客人聘用 ${f.hired_count} 次`
        : `${parts.length ? 'c' : 'C'}ustomers have hired us ${plural(f.hired_count, 'time', 'times')} on Sifu`,
    );
    keys.push(zh ? '聘用' : 'hired us');
  }
  if (reviewed) {
    const rating = f.rating!.toFixed(1);
    parts.push(
      zh
        ? `${f.review_count} 個評價平均 ${rating} 分（滿分 5 分）`
        : `${parts.length ? 'our' : 'Our'} ${plural(f.review_count, 'review', 'reviews')} average ${rating} out of 5`,
    );
    keys.push(rating);
  }
  if (!parts.length) return null;
  if (zh) return { text: `${parts.join('，')}。`, keys };
  const text = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')}, and ${parts[parts.length - 1]}`;
  return { text: `${text}.`, keys };
}

/** When the pro works and how fast they have replied on Sifu. */
function habitsSentence(f: ProfileFacts, lang: Lang): FactSentence | null {
  const zh = lang === 'zh';
  const hours = f.business_hours.length ? hoursSummary(f.business_hours, lang) : null;
  const reply = f.response_minutes !== null && f.response_minutes > 0 ? replyTime(f.response_minutes, lang) : null;
  const keys = [...(hours ? [f.business_hours[0].open] : []), ...(reply ? [reply] : [])];
  if (zh) {
    if (hours && reply) return { text: `營業時間為${hours}，一般會在 ${reply}內回覆查詢。`, keys };
    if (hours) return { text: `營業時間為${hours}。`, keys };
    if (reply) return { text: `我們一般會在 ${reply}內回覆查詢。`, keys };
    return null;
  }
  if (hours && reply) return { text: `Our hours are ${hours}, and we usually reply within ${reply}.`, keys };
  if (hours) return { text: `Our hours are ${hours}.`, keys };
  if (reply) return { text: `We usually reply within ${reply}.`, keys };
  return null;
}

/** The fact sentences of a draft, in order (at most four); absent facts give no sentence or clause. */
export function factSentences(f: ProfileFacts, lang: Lang): FactSentence[] {
  return [introSentence(f, lang), whereSentence(f, lang), trustSentence(f, lang), habitsSentence(f, lang)].filter(
    (s): s is FactSentence => s !== null,
  );
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
