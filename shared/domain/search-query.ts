/**
 * How search input is normalized before it meets the search terms (server/db/migrations/0600_search.sql stores its
 * terms in this form): NFKC (full-width letters, digits and spaces become half-width), lower case, punctuation and
 * symbols become spaces, runs of spaces collapse, and spaces between Chinese characters go (通 渠 = 通渠).
 */

/** The longest query the search accepts (characters, as typed). */
export const SEARCH_MAX_CHARS = 80;
/** Suggestions: at most this many categories, then this many pros. */
export const SUGGEST_LIMITS = { categories: 6, pros: 4 } as const;
/** Other matching categories shown as chips on the results page. */
export const SEARCH_OTHER_CATEGORIES = 8;

const HAN = '\\p{Script=Han}';
const BETWEEN_HAN = new RegExp(`(${HAN})\\s+(?=${HAN})`, 'gu');

export function normalizeSearch(raw: string): string {
  return raw
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\p{P}\p{S}\p{C}]+/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(BETWEEN_HAN, '$1');
}

// Words that say "I need someone" rather than what for; removed to find the core of a phrase (我想搵人通渠 → 通渠).
const ZH_LEADING = [
  '我想搵人',
  '我想搵',
  '想搵人',
  '想搵',
  '我要搵',
  '我要',
  '我想',
  '邊度有',
  '邊度搵',
  '邊度',
  '有冇',
  '推介',
  '推薦',
  '邊間',
  '搵人',
  '請人',
  '幫我',
  '搵',
  '找',
  '請',
];
const ZH_TRAILING = ['師傅', '服務', '公司', '專家', '價錢', '收費', '幾錢', '報價', '推介', '香港', '附近', '急', '即日'];
const EN_FILLER = new Set([
  'i',
  'need',
  'want',
  'looking',
  'for',
  'find',
  'a',
  'an',
  'the',
  'to',
  'in',
  'near',
  'me',
  'my',
  'hong',
  'kong',
  'hk',
  'service',
  'services',
  'company',
  'cheap',
  'best',
  'good',
  'urgent',
  'quote',
  'quotes',
  'price',
  'cost',
  'please',
  'someone',
]);

function strip(s: string, words: string[], at: 'start' | 'end'): string {
  let out = s;
  for (let changed = true; changed;) {
    changed = false;
    for (const w of words) {
      const hit = at === 'start' ? out.startsWith(w) : out.endsWith(w);
      if (hit && out.length > w.length) {
        out = (at === 'start' ? out.slice(w.length) : out.slice(0, -w.length)).trim();
        changed = true;
      }
    }
  }
  return out;
}

/**
 * The phrase without filler words ("need a plumber in hk" → "plumber", "我想搵人通渠" → "通渠"), or the whole phrase
 * when nothing else would be left. The search scores both and keeps the better match.
 */
export function coreOfSearch(normalized: string): string {
  const words = normalized.split(' ').filter((w) => !EN_FILLER.has(w));
  const core = strip(strip(words.join(' '), ZH_LEADING, 'start'), ZH_TRAILING, 'end');
  return core || normalized;
}
