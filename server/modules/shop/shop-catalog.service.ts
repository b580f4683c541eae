/**
 * The public shop's reads (docs/decisions/0038): the listing with search, filters and orders, the strips of a pro's
 * profile and a category page, and the sitemap's items. Public, the same for every visitor and cached for 1200 s
 * (SPEC §9) under the catalogue's prefix, so an edit of a service (a category removed, the profile taken down) drops
 * them with the rest of the catalogue; shop changes drop them (shop-catalog-cache.ts). Every read is a 404 while the
 * shop is off.
 */
import { CATALOG_MAX_WORDS, CATALOG_PAGE_SIZE, STRIP_SIZE } from '@shared/domain/shop-catalog';
import { normalizeSearch } from '@shared/domain/search-query';
import { shopEnabled } from '@shared/domain/shop-flags';
import type { Language } from '@shared/i18n/i18n-config';
import type { ShopCatalogCard, ShopCatalogFilter, ShopCatalogPage, ShopStrip } from '@shared/schemas/shop-catalog.schema';
import type { FullDeps } from '../../lib/adapters';
import type { Db } from '../../lib/db';
import { notFound } from '../../lib/errors';
import { memo } from '../../lib/memo-cache';
import { publicImageOf } from '../attachments/attachments.service';
import { categoryBySlug, districtBySlug } from '../catalog/catalog.service';
import { assertShop } from './shop-items.service';
import * as repo from './shop-catalog.repository';
import { SHOP_CATALOG_PREFIX } from './shop-catalog-cache';

const PREFIX = SHOP_CATALOG_PREFIX;
const sfxOf = (lng: Language): repo.Sfx => (lng === 'en-HK' ? 'en' : 'zh');

function cardOf(r: repo.CardRow): ShopCatalogCard {
  return {
    id: r.id,
    service: {
      quote_service_id: r.quote_service_id,
      slug: r.service_slug,
      business_name: r.business_name,
      rating: Number(r.service_rating),
      review_count: r.review_count,
    },
    category: { id: r.category_id, slug: r.category_slug, name: r.category_name },
    name: r.name,
    service_type: r.service_type as ShopCatalogCard['service_type'],
    remaining_quantity: r.remaining_quantity,
    sold_out: r.remaining_quantity === 0,
    rating: { score: Math.round(Number(r.score) * 100) / 100, count: r.feedback_count },
    from_price: r.from_price,
    photo: publicImageOf(r),
    like_count: r.like_count,
    accepts_reservation: r.accepts_reservation,
  };
}

/** The cards of `ids` in that order. */
async function cards(db: Db, ids: number[], lng: Language): Promise<ShopCatalogCard[]> {
  if (!ids.length) return [];
  const byId = new Map((await repo.cardRows(db, ids, sfxOf(lng))).map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [cardOf(r)] : [];
  });
}

/**
 * The typed words (at most CATALOG_MAX_WORDS, normalized as the search normalizes them), the whole phrase, and whether
 * a close spelling may match: Latin text of four characters or more (a misspelt "aircn").
 */
function wordsOf(q: string | undefined): Pick<repo.CatalogFilter, 'words' | 'phrase' | 'fuzzy'> {
  const phrase = normalizeSearch(q ?? '');
  return { words: phrase ? phrase.split(' ').slice(0, CATALOG_MAX_WORDS) : [], phrase, fuzzy: /^[ -~]{4,}$/.test(phrase) };
}

/**
 * Whether a listing is kept in the shared cache: only those named by a bounded set of values (category, district,
 * reservations, sort, an existing page). A typed search, a price or a service id can take any value, and caching
 * each would let anyone push the home and category data out of the cache; they are read fresh (one indexed query).
 */
const isCacheable = (q: ShopCatalogFilter) =>
  q.q === undefined && q.min_price === undefined && q.max_price === undefined && q.service === undefined;

/** GET /nshop/catalog: a page past the end is a 404 (crawlers never index an empty page); an unknown filter slug too. */
export async function listCatalog(deps: FullDeps, query: ShopCatalogFilter): Promise<ShopCatalogPage> {
  assertShop(deps);
  const { db } = deps;
  const { lng, page } = query;
  const load = async (): Promise<ShopCatalogPage> => {
    const [category, district] = await Promise.all([
      query.category ? categoryBySlug(db, query.category, lng) : undefined,
      query.district ? districtBySlug(db, query.district, lng) : undefined,
    ]);
    const [low, high] = [query.min_price, query.max_price];
    const swapped = low !== undefined && high !== undefined && low > high;
    const filter: repo.CatalogFilter = {
      ...wordsOf(query.q),
      categoryId: category?.id,
      serviceId: query.service,
      districtId: district?.id,
      minPrice: swapped ? high : low,
      maxPrice: swapped ? low : high,
      reservation: query.reservation === true,
      sort: query.sort,
    };
    const size = CATALOG_PAGE_SIZE;
    const [{ ids, total }, categories] = await Promise.all([
      repo.listIds(db, filter, { limit: size, offset: (page - 1) * size }),
      memo(db, `${PREFIX}facets:${lng}`, () => repo.categoryFacets(db, sfxOf(lng))),
    ]);
    const totalPages = Math.max(1, Math.ceil(total / size));
    if (page > totalPages) throw notFound();
    return { items: await cards(db, ids, lng), page, page_size: size, total, total_pages: totalPages, categories };
  };
  if (!isCacheable(query)) return load();
  const key = `${PREFIX}list:${lng}:${JSON.stringify([query.category, query.district, query.reservation, query.sort, page])}`;
  return memo(db, key, load);
}

/**
 * A partner area's items (docs/decisions/0043): listed items of `categoryIds` only (one of them when `categoryId`),
 * matching the typed words, or in `matchedCategoryIds` (the categories a search understood the words as). Read fresh,
 * like any typed search; a page past the end is a 404.
 */
export async function listScopedItems(
  deps: FullDeps,
  s: {
    categoryIds: number[];
    categoryId?: number;
    q?: string;
    matchedCategoryIds?: number[];
    page: number;
    pageSize: number;
    lng: Language;
  },
): Promise<Omit<ShopCatalogPage, 'categories'>> {
  assertShop(deps);
  const filter: repo.CatalogFilter = {
    ...wordsOf(s.q),
    categoryIds: s.categoryIds,
    categoryId: s.categoryId,
    alsoCategoryIds: s.matchedCategoryIds,
    reservation: false,
    sort: s.q ? 'relevance' : 'rating',
  };
  const { ids, total } = await repo.listIds(deps.db, filter, { limit: s.pageSize, offset: (s.page - 1) * s.pageSize });
  const totalPages = Math.max(1, Math.ceil(total / s.pageSize));
  if (s.page > totalPages) throw notFound();
  return { items: await cards(deps.db, ids, s.lng), page: s.page, page_size: s.pageSize, total, total_pages: totalPages };
}

async function strip(db: Db, of: { serviceId: number } | { categoryId: number }, lng: Language): Promise<ShopStrip> {
  const { ids, total } = await repo.stripIds(db, of, STRIP_SIZE);
  return { items: await cards(db, ids, lng), total };
}

/** GET /nshop/catalog/services/{id}: a profile's items (none for a service that is not public). */
export function serviceStrip(deps: FullDeps, serviceId: number, lng: Language): Promise<ShopStrip> {
  assertShop(deps);
  return memo(deps.db, `${PREFIX}service:${lng}:${serviceId}`, () => strip(deps.db, { serviceId }, lng));
}

/** GET /nshop/catalog/categories/{slug}: a category page's items (404 for a category that is not active). */
export async function categoryStrip(deps: FullDeps, slug: string, lng: Language): Promise<ShopStrip> {
  assertShop(deps);
  const category = await categoryBySlug(deps.db, slug, lng);
  return memo(deps.db, `${PREFIX}category:${lng}:${slug}`, () => strip(deps.db, { categoryId: category.id }, lng));
}

/** The listed items for the sitemap (none while the shop is off): id, name (its slug) and last change. */
export async function sitemapItems(deps: Pick<FullDeps, 'db' | 'env'>): Promise<Array<{ id: number; name: string; lastmod: string }>> {
  if (!shopEnabled(deps.env.featureFlags)) return [];
  return memo(deps.db, `${PREFIX}sitemap`, () => repo.sitemapRows(deps.db));
}
