/** What the shop's listing (shop?q=…) reads, once for its prefetch, its head and the page. */
import { pageFrom } from '@shared/domain/catalog';
import { CATALOG_SORTS, type CatalogSort } from '@shared/domain/shop-catalog';
import { SHOP_LIMITS } from '@shared/domain/shop-rules';
import { SEARCH_MAX_CHARS } from '@shared/domain/search-query';
import type { Language } from '@shared/i18n/i18n-config';
import type { ShopCatalogQuery } from '@shared/schemas/shop-catalog.schema';
import { districtNamesQuery } from '@client/features/catalog/api/catalog.queries';
import { catalogQuery } from '@client/features/shop/api/shop-catalog.queries';
import { pageReads } from '@client/lib/page-reads';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const slugOf = (v: string | null) => (v && v.length <= 80 && SLUG.test(v) ? v : undefined);
const idOf = (v: string | null) => (v && /^[1-9]\d{0,8}$/.test(v) ? Number(v) : undefined);
const priceOf = (v: string | null) => {
  const n = v && /^\d{1,6}$/.test(v.trim()) ? Number(v) : NaN;
  return n <= SHOP_LIMITS.planPrice.max ? n : undefined;
};

/**
 * The listing's query from the URL. A value the form could not have sent (a price in words, a slug with spaces) is
 * left out rather than answered with an error page; an unknown category or district, or a page past the end, is 404.
 */
export function catalogQueryOf(lng: Language, search: string | URLSearchParams): ShopCatalogQuery {
  const s = typeof search === 'string' ? new URLSearchParams(search) : search;
  const sort = s.get('sort') as CatalogSort | null;
  return {
    lng,
    q: s.get('q')?.trim().slice(0, SEARCH_MAX_CHARS) || undefined,
    category: slugOf(s.get('category')),
    service: idOf(s.get('service')),
    district: slugOf(s.get('district')),
    min_price: priceOf(s.get('min_price')),
    max_price: priceOf(s.get('max_price')),
    reservation: s.get('reservation') === '1' || undefined,
    sort: sort && sort !== 'relevance' && CATALOG_SORTS.includes(sort) ? sort : undefined,
    page: pageFrom(s),
  };
}

/** Whether the URL narrows or reorders the listing (such a page is never indexed: only the plain pages are). */
export function isFiltered(q: ShopCatalogQuery): boolean {
  return Object.entries(q).some(([k, v]) => v !== undefined && k !== 'lng' && k !== 'page');
}

export const shopListReads = pageReads(({ data, lng, search }) => ({
  catalog: catalogQuery(data, catalogQueryOf(lng, search)),
  districts: districtNamesQuery(data, lng),
}));
