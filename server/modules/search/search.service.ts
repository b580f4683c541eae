/**
 * Search: the words people type (通渠, 漏水, plumber, plumbr, ＡＣ) → the category they mean and the pros to show.
 * Categories are scored in process (search-scoring.ts, over the cached catalogue and the terms of category-terms.ts);
 * pros come from indexed candidates ranked by pro-ranking.ts. Suggestions as you type and the results page share one
 * scoring; the home search's "go straight to the questionnaire" uses `confident`. docs/features.md, Search.
 */
import type { Language } from '@shared/i18n/i18n-config';
import { PAGE_SIZE } from '@shared/domain/limits';
import { normalizeSearch, SEARCH_OTHER_CATEGORIES, SUGGEST_LIMITS } from '@shared/domain/search-query';
import type { SearchCategory, SearchQuery, SearchResult, SuggestQuery, Suggestions } from '@shared/schemas/search.schema';
import type { Db } from '../../lib/db';
import { notFound } from '../../lib/errors';
import { memo } from '../../lib/memo-cache';
import * as catalog from '../catalog/catalog.service';
import { toProCard } from '../pro-services/pro-services.service';
import { namePattern, rankPros } from './pro-ranking';
import { searchQueryEmpty } from './search.errors';
import * as repo from './search.repository';
import { buildIndex, scoreQuery, type MatchKind, type SearchIndex } from './search-scoring';

/** An exact or synonym match (never a typo) of a term of weight ≥ 0.95, leading the next category clearly. */
const CONFIDENT_SCORE = 95;
const CONFIDENT_LEAD = 20;
/** The best match needs this much; a typo of a whole word scores 80 × its weight, a word inside a longer query 55+. */
const BEST_FLOOR = 35;
/** Other categories below this are noise and dropped (a word inside the query scores 55 × its weight and up). */
const RELATED_FLOOR = 55;
/** Popularity breaks ties only: at most half a point. */
const POPULARITY_POINTS = 0.5;
const POPULAR_COUNT = 8;

type CategoryRow = Awaited<ReturnType<typeof catalog.allCategories>>[number];

interface Scored {
  category: CategoryRow;
  score: number;
  kind: MatchKind;
}

/** Requests per category in the last year, cached like the catalogue (SPEC §9: 1200 s). */
function popularity(db: Db): Promise<Map<number, number>> {
  return memo(db, 'search:popularity', async () => new Map((await repo.requestCounts(db)).map((r) => [r.category_id, r.n])));
}

/** The scoring index of the active categories (names in both languages) and the place names, cached with the catalogue. */
function searchIndex(db: Db): Promise<SearchIndex> {
  return memo(db, 'search:index', async () => {
    const [zh, en, zhPlaces, enPlaces] = await Promise.all([
      catalog.allCategories(db, 'zh-HK'),
      catalog.allCategories(db, 'en-HK'),
      catalog.allDistricts(db, 'zh-HK'),
      catalog.allDistricts(db, 'en-HK'),
    ]);
    const enName = new Map(en.map((c) => [c.id, c.name]));
    const places = [...zhPlaces, ...enPlaces].flatMap((d) => [d.name, ...d.areas.map((a) => a.name)]);
    const categories = zh.map((c) => ({ id: c.id, slug: c.slug, names: [c.name, enName.get(c.id) ?? ''] }));
    return buildIndex(categories, places, normalizeSearch);
  });
}

function view(c: CategoryRow): SearchCategory {
  return {
    id: c.id,
    slug: c.slug,
    name: c.name,
    icon: c.icon,
    genre_slug: c.genre_slug,
    genre_name: c.genre_name,
    pro_count: c.pro_count,
  };
}

/** The normalized query, or 422 search_query_empty when nothing searchable is left ("", "   ", "!!!"). */
function queryOf(raw: string): string {
  const q = normalizeSearch(raw);
  if (!q) throw searchQueryEmpty();
  return q;
}

/** Every category the words mean, best first (popularity breaks near-ties), without the floors applied. */
async function scoreAll(db: Db, q: string, lng: Language): Promise<{ ranked: Scored[]; index: SearchIndex }> {
  const [index, categories, counts] = await Promise.all([searchIndex(db), catalog.allCategories(db, lng), popularity(db)]);
  const byId = new Map(categories.map((c) => [c.id, c]));
  const most = Math.max(1, ...counts.values());
  const ranked = scoreQuery(index, q)
    .flatMap((r) => {
      const category = byId.get(r.id);
      const bonus = (POPULARITY_POINTS * Math.log1p(counts.get(r.id) ?? 0)) / Math.log1p(most);
      return category ? [{ category, kind: r.kind, raw: r.score, score: r.score + bonus }] : [];
    })
    .sort((a, b) => b.score - a.score || a.category.display_order - b.category.display_order)
    .map(({ category, raw, kind }) => ({ category, score: raw, kind }));
  return { ranked, index };
}

/** The best match (at or above its floor) and the others at or above the related floor; at most `limit` in all. */
function withFloors(ranked: Scored[], limit: number): Scored[] {
  const [best, ...others] = ranked;
  if (!best || best.score < BEST_FLOOR) return [];
  return [best, ...others.filter((r) => r.score >= RELATED_FLOOR)].slice(0, limit);
}

/** Straight to the form only for an exact or synonym match of a sure word that leads the next category clearly. */
function isConfident(ranked: Scored[]): boolean {
  const [best, second] = ranked;
  return Boolean(
    best && best.kind === 'exact' && best.score >= CONFIDENT_SCORE && (!second || best.score - second.score >= CONFIDENT_LEAD),
  );
}

interface Matched {
  q: string;
  ranked: Scored[];
  index: SearchIndex;
}

async function match(db: Db, raw: string, lng: Language, limit: number): Promise<Matched> {
  const q = queryOf(raw);
  const { ranked, index } = await scoreAll(db, q, lng);
  return { q, ranked: withFloors(ranked, limit), index };
}

/**
 * Which of `within` a typed query means, best first, by the search's own scoring and floors applied within them (a
 * partner area's scoped search, docs/decisions/0043); 422 search_query_empty when nothing searchable is left.
 */
export async function matchCategoriesWithin(db: Db, raw: string, within: readonly number[]): Promise<{ q: string; ids: number[] }> {
  const q = queryOf(raw);
  const keep = new Set(within);
  const { ranked } = await scoreAll(db, q, 'zh-HK');
  return {
    q,
    ids: withFloors(
      ranked.filter((r) => keep.has(r.category.id)),
      within.length,
    ).map((r) => r.category.id),
  };
}

/** The pros for the words, ranked (pro-ranking.ts), as ids. */
async function rankedProIds(db: Db, m: Matched, districtId: number | null): Promise<number[]> {
  const best = m.ranked[0];
  const categoryPhrase = best?.kind === 'exact';
  const rows = await repo.candidatePros(db, {
    q: m.q,
    pattern: namePattern(m.q),
    // A name typed with a typo ("kwong fatt") is looked for only when the words name no service for sure.
    fuzzy: (!best || best.kind === 'typo') && m.q.length >= 3,
    categoryId: best?.category.id ?? null,
    districtId,
  });
  return rankPros(rows, { q: m.q, index: m.index, bestId: best?.category.id ?? null, categoryPhrase }).map((r) => r.quote_service_id);
}

/** GET /api/search/suggest: categories first (≤ 6), then pros (≤ 4). */
export async function suggest(db: Db, query: SuggestQuery): Promise<Suggestions> {
  const m = await match(db, query.q, query.lng, SUGGEST_LIMITS.categories);
  const ids = (await rankedProIds(db, m, null)).slice(0, SUGGEST_LIMITS.pros);
  const rows = ids.length
    ? await repo.suggestProsByIds(db, { ids, categoryId: m.ranked[0]?.category.id ?? null, sfx: catalog.sfxOf(query.lng) })
    : [];
  return {
    q: m.q,
    categories: m.ranked.map((r) => view(r.category)),
    pros: rows.map((r) => ({
      quote_service_id: r.quote_service_id,
      slug: r.slug,
      business_name: r.business_name,
      rating: Number(r.rating),
      review_count: r.review_count,
      category: r.category,
    })),
  };
}

/** The most requested categories (for an honest "no match"). */
async function popularCategories(db: Db, lng: Language): Promise<SearchCategory[]> {
  const [categories, counts] = await Promise.all([catalog.allCategories(db, lng), popularity(db)]);
  return [...categories]
    .sort((a, b) => (counts.get(b.id) ?? 0) - (counts.get(a.id) ?? 0) || b.pro_count - a.pro_count)
    .slice(0, POPULAR_COUNT)
    .map(view);
}

/** GET /api/search: best category (may be null), the others, pros 10 a page; a page past the end is a 404. */
export async function search(db: Db, query: SearchQuery): Promise<SearchResult> {
  const [m, district] = await Promise.all([
    match(db, query.q, query.lng, SEARCH_OTHER_CATEGORIES + 1),
    query.district ? catalog.districtBySlug(db, query.district, query.lng) : undefined,
  ]);
  const best = m.ranked[0];
  const size = PAGE_SIZE.providerList;
  const [ids, popular] = await Promise.all([rankedProIds(db, m, district?.id ?? null), best ? [] : popularCategories(db, query.lng)]);
  const total = ids.length;
  const totalPages = Math.max(1, Math.ceil(total / size));
  if (query.page > totalPages) throw notFound();
  const pageIds = ids.slice((query.page - 1) * size, query.page * size);
  const rows = pageIds.length
    ? await repo.proCardsByIds(db, { ids: pageIds, categoryId: best?.category.id ?? null, sfx: catalog.sfxOf(query.lng) })
    : [];
  return {
    q: m.q,
    best: best ? view(best.category) : null,
    confident: isConfident(m.ranked),
    categories: m.ranked.slice(1).map((r) => view(r.category)),
    pros: { items: rows.map(toProCard), page: query.page, page_size: size, total, total_pages: totalPages },
    popular,
  };
}
