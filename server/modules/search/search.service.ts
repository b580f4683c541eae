/**
 * Search: the words people type (通渠, 漏水, plumber, plumbr, ＡＣ) → the category they mean and
 * the pros to show. Suggestions as you type and the results page share one scoring (search.repository.ts); the home
 * search's "go straight to the questionnaire" uses `confident`.
 */
import type { Language } from '@shared/i18n/i18n-config';
import { PAGE_SIZE } from '@shared/domain/limits';
import { coreOfSearch, normalizeSearch, SEARCH_OTHER_CATEGORIES, SUGGEST_LIMITS } from '@shared/domain/search-query';
import type { SearchCategory, SearchQuery, SearchResult, SuggestQuery, Suggestions } from '@shared/schemas/search.schema';
import type { Db } from '../../lib/db';
import { notFound } from '../../lib/errors';
import { memo } from '../../lib/memo-cache';
import * as catalog from '../catalog/catalog.service';
import { toProCard } from '../pro-services/pro-services.service';
import { searchQueryEmpty } from './search.errors';
import * as repo from './search.repository';

/** An exact match of an unambiguous term (weight ≥ 0.95) that leads the runner-up clearly. */
const CONFIDENT_SCORE = 95;
const CONFIDENT_LEAD = 10;
/** Popularity breaks ties only: at most half a point. */
const POPULARITY_POINTS = 0.5;
const POPULAR_COUNT = 8;

type CategoryRow = Awaited<ReturnType<typeof catalog.allCategories>>[number];

interface Scored {
  category: CategoryRow;
  score: number;
}

/** Requests per category in the last year, cached like the catalogue (SPEC §9: 1200 s). */
function popularity(db: Db): Promise<Map<number, number>> {
  return memo(db, 'search:popularity', async () => new Map((await repo.requestCounts(db)).map((r) => [r.category_id, r.n])));
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

/** LIKE pattern for business names: Latin text from a word start (names carry a leading space), Chinese anywhere. */
function namePattern(q: string): string {
  const escaped = q.replace(/[\\%_]/g, (c) => `\\${c}`);
  return /^[ -~]+$/.test(q) ? `% ${escaped}%` : `%${escaped}%`;
}

/** The normalized query, or 422 search_query_empty when nothing searchable is left ("", "   ", "!!!"). */
function queryOf(raw: string): string {
  const q = normalizeSearch(raw);
  if (!q) throw searchQueryEmpty();
  return q;
}

/** Matching categories, best first: score, then popularity as the tie-breaker. */
async function rankCategories(db: Db, q: string, lng: Language, limit: number): Promise<Scored[]> {
  const [rows, categories, counts] = await Promise.all([
    repo.scoreCategories(db, { full: q, core: coreOfSearch(q), limit: limit + 4 }),
    catalog.allCategories(db, lng),
    popularity(db),
  ]);
  const byId = new Map(categories.map((c) => [c.id, c]));
  const most = Math.max(1, ...counts.values());
  return rows
    .flatMap((r) => {
      const category = byId.get(r.category_id);
      const bonus = (POPULARITY_POINTS * Math.log1p(counts.get(r.category_id) ?? 0)) / Math.log1p(most);
      return category ? [{ category, raw: r.score, score: r.score + bonus }] : [];
    })
    .sort((a, b) => b.score - a.score || a.category.display_order - b.category.display_order)
    .slice(0, limit)
    .map(({ category, raw }) => ({ category, score: raw }));
}

/** GET /api/search/suggest: categories first (≤ 6), then pros (≤ 4). */
export async function suggest(db: Db, query: SuggestQuery): Promise<Suggestions> {
  const q = queryOf(query.q);
  const ranked = await rankCategories(db, q, query.lng, SUGGEST_LIMITS.categories);
  const rows = await repo.suggestPros(db, {
    q,
    pattern: namePattern(q),
    categoryId: ranked[0]?.category.id ?? null,
    sfx: catalog.sfxOf(query.lng),
    limit: SUGGEST_LIMITS.pros,
  });
  return {
    q,
    categories: ranked.map((r) => view(r.category)),
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
  const q = queryOf(query.q);
  const [ranked, district] = await Promise.all([
    rankCategories(db, q, query.lng, SEARCH_OTHER_CATEGORIES + 1),
    query.district ? catalog.districtBySlug(db, query.district, query.lng) : undefined,
  ]);
  const [best, second] = ranked;
  const size = PAGE_SIZE.providerList;
  const p = { q, pattern: namePattern(q), categoryId: best?.category.id ?? null, districtId: district?.id ?? null };
  const [total, rows, popular] = await Promise.all([
    repo.countResultPros(db, p),
    repo.listResultPros(db, { ...p, sfx: catalog.sfxOf(query.lng), limit: size, offset: (query.page - 1) * size }),
    best ? [] : popularCategories(db, query.lng),
  ]);
  const totalPages = Math.max(1, Math.ceil(total / size));
  if (query.page > totalPages) throw notFound();
  return {
    q,
    best: best ? view(best.category) : null,
    confident: Boolean(best && best.score >= CONFIDENT_SCORE && (!second || best.score - second.score >= CONFIDENT_LEAD)),
    categories: ranked.slice(1).map((r) => view(r.category)),
    pros: { items: rows.map(toProCard), page: query.page, page_size: size, total, total_pages: totalPages },
    popular,
  };
}
