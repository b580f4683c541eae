/**
 * The order of pros on search results and suggestions (docs/features.md, Search), pure:
 * 1. a pro whose name is the query itself;
 * 2. pros whose name covers the query at word starts, when the query is not itself a category's word ("kwong fat",
 *    "lucky star movers"; never "mover", which names a service);
 * 3. pros of the best category: first those whose name says that category, then those whose name says nothing, last
 *    those whose name says another category (for "mover", Lucky Star Movers before HK Piano Movers);
 * 4. close spellings of a name, when the query is not a category's word;
 * and within each, quality: most hired first (SPEC §9), then rating. Anything else is dropped as noise.
 */
import { normalizeSearch } from '@shared/domain/search-query';
import type { CandidateRow } from './search.repository';
import { categoriesNamed, coversAtWordStarts, type SearchIndex } from './search-scoring';

/** pg_trgm's default word-similarity threshold, the one the name indexes answer (%>). */
const FUZZY_NAME = 0.6;

export interface RankInput {
  q: string;
  index: SearchIndex;
  bestId: number | null;
  /** The query is a category's own word (an exact or synonym match), so a name match does not jump the list. */
  categoryPhrase: boolean;
}

interface Ranked {
  row: CandidateRow;
  tier: number;
  named: number;
}

function named(index: SearchIndex, bestId: number, names: string[]): number {
  const said = new Set(names.flatMap((n) => [...categoriesNamed(index, n)]));
  return said.has(bestId) ? 1 : said.size ? -1 : 0;
}

export function rankPros(rows: CandidateRow[], p: RankInput): CandidateRow[] {
  // One letter or character is a word still being typed, not a name.
  const nameQuery = !p.categoryPhrase && [...p.q].length >= 2;
  const ranked: Ranked[] = [];
  for (const row of rows) {
    const names = [normalizeSearch(row.business_name_zh), normalizeSearch(row.business_name_en)];
    let tier = -1;
    if (names.includes(p.q)) tier = 3;
    else if (nameQuery && coversAtWordStarts(p.q, names)) tier = 2;
    else if (row.in_category) tier = 1;
    else if (!p.categoryPhrase && row.similarity >= FUZZY_NAME) tier = 0;
    if (tier < 0) continue;
    ranked.push({ row, tier, named: tier === 1 && p.bestId !== null ? named(p.index, p.bestId, names) : 0 });
  }
  return ranked
    .sort(
      (a, b) =>
        b.tier - a.tier ||
        b.named - a.named ||
        (a.tier === 0 ? b.row.similarity - a.row.similarity : 0) ||
        b.row.hired_count - a.row.hired_count ||
        b.row.rating - a.row.rating ||
        a.row.quote_service_id - b.row.quote_service_id,
    )
    .map((r) => r.row);
}

/** LIKE pattern of the query's longest word: from a word start for Latin text, anywhere for Chinese; null under 2 characters. */
export function namePattern(q: string): string | null {
  const parts = q.match(/\p{Script=Han}+|[^\s\p{Script=Han}]+/gu) ?? [];
  const longest = parts.reduce((a, b) => (b.length > a.length ? b : a), '');
  if (longest.length < 2) return null;
  const escaped = longest.replace(/[\\%_]/g, (c) => `\\${c}`);
  return /\p{Script=Han}/u.test(longest) ? `%${escaped}%` : `% ${escaped}%`;
}
