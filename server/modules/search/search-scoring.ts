/**
 * How search scores categories against typed words, in process over the catalogue's ~50 categories and their terms
 * (category-terms.ts plus each category's names in both languages and its slug). Pure and synchronous: the service
 * builds the index once per catalogue load and scores each query in well under a millisecond.
 *
 * The query is read several ways (as typed; simplified characters in Traditional; without filler and place words;
 * without spaces between English and Chinese; a mixed query with its English words in Chinese), and each reading meets
 * each term. Score = reading factor × term weight × a base by how they meet (docs/features.md, Search):
 * - 100 the same words; 96 the same words up to English plurals (painters = painter); 92 the same letters without spaces
 *   (lock smith = locksmith). These are "exact" matches, the only ones that may jump straight to a form.
 * - 70–85 the query is the start of a term, still being typed (plum → plumber).
 * - 55–70 the query is a whole-word part of a term, or terms lie inside the query (水龍頭漏水 holds 水龍頭 and 漏水:
 *   a category's terms covering more of the query score higher).
 * - 80 every word meets a term's words with some word a few letters off (plumbr → plumber); 50–65 for a part;
 *   60 a Chinese term of three or more characters with one character off (less than a real term inside the query).
 *   These and a listed misspelling (capped at 90) are "typo" matches: they find the category, they never jump.
 * Words of the query that are real words of some term never count as typos of another (blocked is not locked).
 */
import { coreOfSearch } from '@shared/domain/search-query';
import { CATEGORY_TERMS, MIXED_EQUIVALENTS, SIMPLIFIED_TO_TRADITIONAL } from './category-terms';

export type MatchKind = 'exact' | 'partial' | 'typo';

export interface IndexCategory {
  id: number;
  slug: string;
  /** Its names in both languages. */
  names: string[];
}

export interface CategoryScore {
  id: number;
  score: number;
  kind: MatchKind;
}

interface Cell {
  text: string;
  stem: string;
  han: boolean;
}

interface Term {
  categoryId: number;
  text: string;
  squashed: string;
  cells: Cell[];
  units: number;
  latin: boolean;
  weight: number;
  typo: boolean;
}

export interface SearchIndex {
  terms: Term[];
  /** Every English word of every term (not misspellings): a query word among them is never read as a typo. */
  vocabulary: Set<string>;
  /** Place names (districts and areas, both languages), dropped from the query's core. */
  places: string[];
  /** Terms by text, for reading which categories a business name says. */
  byText: Map<string, Term[]>;
  /** Terms by each English word (and its singular) and each Chinese character they hold, and by their squashed text. */
  byCell: Map<string, Term[]>;
  /** Every English word of every term, misspellings too (a word still being typed may begin any of them). */
  words: string[];
}

const HAN = /\p{Script=Han}/u;
const LATIN_ONLY = /^[ -~]+$/;
const S2T = new Map<string, string>();
for (let i = 0; i + 1 < SIMPLIFIED_TO_TRADITIONAL.length; i += 2) S2T.set(SIMPLIFIED_TO_TRADITIONAL[i]!, SIMPLIFIED_TO_TRADITIONAL[i + 1]!);

/**
 * English plurals to their singular (electricians → electrician, cockroaches → cockroach, nannies → nanny). Only
 * plurals: -ing and -er words mean different things here (cleaner is a person, cleaning a job, with their own weights).
 */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ss|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Latin words are one cell each; Chinese characters half a cell each (two characters make a word). */
function cellsOf(text: string): Cell[] {
  const cells: Cell[] = [];
  for (const token of text.split(' ')) {
    if (!token) continue;
    for (const run of token.match(/\p{Script=Han}+|[^\p{Script=Han}]+/gu) ?? []) {
      if (HAN.test(run)) for (const ch of run) cells.push({ text: ch, stem: ch, han: true });
      else cells.push({ text: run, stem: stem(run), han: false });
    }
  }
  return cells;
}

const unitsOf = (cells: Cell[]) => cells.reduce((n, c) => n + (c.han ? 0.5 : 1), 0);

/** Optimal string alignment distance, stopping early once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      cur.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[b.length]!;
}

/** Letters a word may be off by and still be read as a typo: none up to 3 letters, 1 up to 7, 2 from 8. */
const allowedEdits = (w: string) => (w.length <= 3 ? 0 : w.length <= 7 ? 1 : 2);

const list = (s: string) =>
  s
    .split(/[,\n]/)
    .map((t) => t.trim())
    .filter(Boolean);

function termOf(categoryId: number, text: string, weight: number, typo: boolean): Term {
  const cells = cellsOf(text);
  const latin = LATIN_ONLY.test(text);
  return { categoryId, text, squashed: text.replaceAll(' ', ''), cells, units: unitsOf(cells), latin, weight, typo };
}

/** The index of the active categories: their terms, names and slugs, plus the place names to drop. */
export function buildIndex(categories: IndexCategory[], places: string[], normalize: (s: string) => string): SearchIndex {
  const terms: Term[] = [];
  for (const c of categories) {
    const data = CATEGORY_TERMS[c.slug];
    const own = [...c.names, c.slug.replaceAll('-', ' ')].map(normalize);
    for (const t of [...own, ...list(data?.terms ?? '')]) terms.push(termOf(c.id, normalize(t), 1, false));
    for (const [w, words] of Object.entries(data?.weighted ?? {}))
      for (const t of list(words)) terms.push(termOf(c.id, normalize(t), Number(w), false));
    for (const t of list(data?.typos ?? '')) terms.push(termOf(c.id, normalize(t), 1, true));
  }
  const vocabulary = new Set<string>();
  const byText = new Map<string, Term[]>();
  const byCell = new Map<string, Term[]>();
  const add = (map: Map<string, Term[]>, key: string, t: Term) => {
    const at = map.get(key);
    if (!at) map.set(key, [t]);
    else if (at[at.length - 1] !== t) at.push(t);
  };
  for (const t of terms) {
    if (!t.typo) for (const cell of t.cells) if (!cell.han) vocabulary.add(cell.text);
    add(byText, t.text, t);
    for (const cell of t.cells) {
      add(byCell, cell.text, t);
      add(byCell, cell.stem, t);
    }
    if (t.latin) add(byCell, ` ${t.squashed}`, t);
  }
  const words = [...new Set(terms.flatMap((t) => t.cells.filter((c) => !c.han).map((c) => c.text)))];
  const placeNames = [...new Set(places.map(normalize).filter((p) => p.length >= 2))].sort((a, b) => b.length - a.length);
  return { terms, vocabulary, places: placeNames, byText, byCell, words };
}

interface Reading {
  text: string;
  cells: Cell[];
  units: number;
  factor: number;
  /** Readings that rewrite words (mixed-language) never make an exact match. */
  exactAllowed: boolean;
  /** The reading is a term of some category as it stands: then it is no typo of another. */
  known: boolean;
  /** For each Latin cell: the vocabulary words within its allowed edits (typo candidates). */
  near: Array<Set<string> | null>;
}

function withoutPlaces(text: string, places: string[]): string {
  let out = ` ${text} `;
  for (const p of places) {
    out = LATIN_ONLY.test(p) ? out.replaceAll(` ${p} `, ' ') : out.replaceAll(p, ' ');
  }
  const stripped = out.replace(/\s+/g, ' ').trim();
  return stripped || text;
}

const toTraditional = (s: string) => [...s].map((ch) => S2T.get(ch) ?? ch).join('');

/** The mixed query with its English words in Chinese, up to a few combinations (冷氣 cleaning → 冷氣清洗, 冷氣清潔). */
function mixedReadings(text: string): string[] {
  if (!HAN.test(text) || !/[a-z]/.test(text)) return [];
  let variants = [''];
  const parts = text.split(/(\p{Script=Han}+)/u).filter(Boolean);
  for (const part of parts) {
    const key = part.trim();
    const options = HAN.test(part) ? [part] : (MIXED_EQUIVALENTS[key] ?? [part]);
    variants = variants.flatMap((v) => options.map((o) => v + o)).slice(0, 4);
  }
  return variants.map((v) => v.replace(/\s+/g, ' ').trim()).filter((v) => v !== text);
}

function readingsOf(index: SearchIndex, q: string): Reading[] {
  const traditional = toTraditional(q);
  const core = withoutPlaces(coreOfSearch(traditional), index.places);
  const joined = traditional.replace(/([a-z0-9]) (?=\p{Script=Han})|(\p{Script=Han}) (?=[a-z0-9])/gu, '$1$2');
  const raw: Array<[string, number, boolean]> = [
    [traditional, 1, true],
    [core, 0.98, true],
    [joined, 0.98, true],
    ...mixedReadings(core).map((m): [string, number, boolean] => [m, 0.95, false]),
  ];
  const seen = new Set<string>();
  return raw.flatMap(([text, factor, exactAllowed]) => {
    if (!text || seen.has(text)) return [];
    seen.add(text);
    const cells = cellsOf(text);
    const near = cells.map((c) => (c.han || index.vocabulary.has(c.text) ? null : nearWords(index, c.text)));
    return [{ text, cells, units: unitsOf(cells), factor, exactAllowed, known: index.byText.has(text), near }];
  });
}

function nearWords(index: SearchIndex, word: string): Set<string> | null {
  const max = allowedEdits(word);
  if (!max) return null;
  const out = new Set<string>();
  for (const v of index.vocabulary) if (editDistance(word, v, max) <= max) out.add(v);
  return out.size ? out : null;
}

type CellMatch = 'same' | 'near' | null;

/** The same word (or a plural of it); a near spelling; or no match. */
function cellMatch(r: Reading, i: number, t: Cell): CellMatch {
  const q = r.cells[i]!;
  if (q.han !== t.han) return null;
  if (q.text === t.text || (!q.han && q.stem === t.stem)) return 'same';
  return r.near[i]?.has(t.text) ? 'near' : null;
}

/** Where the term's cells lie inside the reading's, as [start, end, any typo], or null. */
function findInside(r: Reading, t: Term): [number, number, boolean] | null {
  const n = t.cells.length;
  for (let s = 0; s + n <= r.cells.length; s++) {
    let near = false;
    let ok = true;
    for (let k = 0; k < n && ok; k++) {
      const m = cellMatch(r, s + k, t.cells[k]!);
      if (!m) ok = false;
      else if (m === 'near') near = true;
    }
    if (ok) return [s, s + n, near];
  }
  return null;
}

function hanOneOff(a: string, b: string): boolean {
  const x = [...a];
  const y = [...b];
  if (x.length !== y.length || x.length < 3) return false;
  return x.filter((ch, i) => ch !== y[i]).length === 1;
}

interface Hit {
  score: number;
  kind: MatchKind;
}

/** How one reading meets one term, not counting terms inside the query (summed per category by the caller). */
function meet(r: Reading, t: Term): Hit | null {
  const x = r.text;
  if (x === t.text) return t.typo ? { score: 90, kind: 'typo' } : { score: 100, kind: r.exactAllowed ? 'exact' : 'partial' };
  const whole = t.cells.length === r.cells.length ? findInside(r, t) : null;
  if (whole && !whole[2]) return { score: 96, kind: t.typo ? 'typo' : r.exactAllowed ? 'exact' : 'partial' };
  if (whole) return { score: 80, kind: 'typo' };
  if (t.latin && x.length >= 4 && LATIN_ONLY.test(x) && x.replaceAll(' ', '') === t.squashed) {
    return { score: 92, kind: t.typo || !r.exactAllowed ? 'typo' : 'exact' };
  }
  const kind: MatchKind = t.typo ? 'typo' : 'partial';
  // Still typing an English word (plum → plumber); Chinese arrives whole words at a time from the input method.
  if (t.latin && t.text.startsWith(x) && t.text[x.length] !== ' ') return { score: 70 + (15 * x.length) / t.text.length, kind };
  const at = t.latin ? ` ${t.text}`.indexOf(` ${x}`) : t.text.indexOf(x);
  if (at >= 0) return { score: 55 + (15 * x.length) / t.text.length, kind };
  if (!t.latin && !r.known && hanOneOff(x, t.text)) return { score: 60, kind: 'typo' };
  return null;
}

/**
 * The terms a reading can meet at all: those sharing a word (or a near spelling of one) or a Chinese character with it,
 * those a last word still being typed begins, and those spelt the same without spaces. The rest cannot score.
 */
function candidateTerms(index: SearchIndex, r: Reading): Set<Term> {
  const out = new Set<Term>();
  const take = (key: string) => index.byCell.get(key)?.forEach((t) => out.add(t));
  r.cells.forEach((c, i) => {
    take(c.text);
    if (!c.han) take(c.stem);
    r.near[i]?.forEach(take);
  });
  const last = r.cells[r.cells.length - 1];
  if (last && !last.han) for (const w of index.words) if (w.startsWith(last.text)) take(w);
  if (LATIN_ONLY.test(r.text)) take(` ${r.text.replaceAll(' ', '')}`);
  return out;
}

interface Acc {
  best: Hit;
  /** Terms inside the query: covered cells, weighted, and whether any was a typo. */
  covered: Map<number, number>;
  insideWeight: number;
  insideTypo: boolean;
}

/** Every category the query meets, best first, scored as the file comment says. */
export function scoreQuery(index: SearchIndex, q: string): CategoryScore[] {
  const out = new Map<number, CategoryScore>();
  for (const r of readingsOf(index, q)) {
    const acc = new Map<number, Acc>();
    for (const t of candidateTerms(index, r)) {
      const a = acc.get(t.categoryId) ?? {
        best: { score: 0, kind: 'partial' as MatchKind },
        covered: new Map(),
        insideWeight: 0,
        insideTypo: false,
      };
      const hit = meet(r, t);
      if (hit && hit.score * t.weight > a.best.score) a.best = { score: hit.score * t.weight, kind: hit.kind };
      if (t.cells.length < r.cells.length) {
        const inside = findInside(r, t);
        if (inside) {
          for (let i = inside[0]; i < inside[1]; i++) a.covered.set(i, Math.max(a.covered.get(i) ?? 0, t.weight));
          a.insideWeight = Math.max(a.insideWeight, t.weight);
          a.insideTypo ||= inside[2] || t.typo;
        }
      }
      acc.set(t.categoryId, a);
    }
    for (const [id, a] of acc) {
      let best = a.best;
      if (a.covered.size) {
        let weighted = 0;
        for (const [i, w] of a.covered) weighted += w * (r.cells[i]!.han ? 0.5 : 1);
        const base = a.insideTypo ? 50 : 55;
        const inside = base * a.insideWeight + (15 * weighted) / r.units;
        if (inside > best.score) best = { score: inside, kind: a.insideTypo ? 'typo' : 'partial' };
      }
      const score = best.score * r.factor;
      if (score <= 0) continue;
      const prev = out.get(id);
      if (!prev || score > prev.score) out.set(id, { id, score, kind: best.kind });
    }
  }
  return [...out.values()].sort((a, b) => b.score - a.score || a.id - b.id);
}

/**
 * The categories a business name says outright (Lucky Star Movers → moving; HK Piano Movers → piano moving, not
 * moving: a term inside a longer term of the same name does not count). Listed terms of weight ≥ 0.6 only.
 */
export function categoriesNamed(index: SearchIndex, name: string): Set<number> {
  const cells = cellsOf(name);
  const spans: Array<{ start: number; end: number; ids: number[] }> = [];
  for (let s = 0; s < cells.length; s++) {
    for (let e = s + 1; e <= Math.min(cells.length, s + 8); e++) {
      const text = cells
        .slice(s, e)
        .map((c, i, all) => (i > 0 && !(c.han && all[i - 1]!.han) ? ` ${c.text}` : c.text))
        .join('');
      const ids = (index.byText.get(text) ?? []).filter((t) => !t.typo && t.weight >= 0.6).map((t) => t.categoryId);
      if (ids.length) spans.push({ start: s, end: e, ids });
    }
  }
  const kept = spans.filter(
    (a) => !spans.some((b) => b !== a && b.start <= a.start && b.end >= a.end && b.end - b.start > a.end - a.start),
  );
  return new Set(kept.flatMap((s) => s.ids));
}

/**
 * Whether a business name covers the query at word starts: every English word of the query begins a word of the
 * name, and every Chinese run of the query is in the name ("kwong fat" → Kwong Fat Removals; "company" alone does not
 * make "moving company" a match of Wing Fat Cleaning Company; "mover" is not in "Move-in").
 */
export function coversAtWordStarts(q: string, names: string[]): boolean {
  const words = names.flatMap((n) => n.split(' ')).filter(Boolean);
  const joined = names.join(' ');
  const parts = q.match(/\p{Script=Han}+|[^\s\p{Script=Han}]+/gu) ?? [];
  return parts.length > 0 && parts.every((p) => (HAN.test(p) ? joined.includes(p) : words.some((w) => w.startsWith(p))));
}
