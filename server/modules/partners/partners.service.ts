/**
 * Partner areas (SPEC §2 fet and 55688life; docs/decisions/0043): one kit for every partner. An area answers only
 * while its flag is on and its partner row exists (404 otherwise, which the pages turn into a redirect home): the
 * offer with the partner's discount codes and featured fixed-price services, quick-buy (published shop items of the
 * partner's categories), and a search scoped to those categories (the search's category matching plus the shop's
 * word search). A partner's discount on a shop order is redeemed here, inside the order's transaction.
 */
import { PARTNER_FEATURED, PARTNER_PAGE_SIZE, partnerEnabled, type PartnerSlug } from '@shared/domain/partners';
import { shopEnabled } from '@shared/domain/shop-flags';
import type { Language } from '@shared/i18n/i18n-config';
import type {
  PartnerCategory,
  PartnerItemsQuery,
  PartnerOffer,
  PartnerSearchQuery,
  PartnerSearchResult,
} from '@shared/schemas/partners.schema';
import type { Paged } from '@shared/schemas/common.schema';
import type { ShopCatalogCard } from '@shared/schemas/shop-catalog.schema';
import type { FullDeps } from '../../lib/adapters';
import type { Queryable, Tx } from '../../lib/db';
import { notFound } from '../../lib/errors';
import { partnerCoupons, partnerDiscountError, redeemPartnerDiscount } from '../payments/partner-discounts.service';
import { matchCategoriesWithin } from '../search/search.service';
import { listScopedItems } from '../shop/shop-catalog.service';
import * as repo from './partners.repository';

const sfxOf = (lng: Language): repo.Sfx => (lng === 'en-HK' ? 'en' : 'zh');

type Deps = Pick<FullDeps, 'db' | 'env'>;

/** The area's partner and categories, or 404 while its flag is off or its row is missing. */
async function partnerOf(deps: Deps, q: Queryable, slug: PartnerSlug, lng: Language) {
  if (!partnerEnabled(deps.env.featureFlags, slug)) throw notFound();
  const partner = await repo.findActive(q, slug, sfxOf(lng));
  if (!partner) throw notFound();
  const categories: PartnerCategory[] = (await repo.categoriesOf(q, partner.id, sfxOf(lng))).map((c) => ({
    ...c,
    icon: c.icon || null,
  }));
  return { partner, categories };
}

const ids = (categories: PartnerCategory[]) => categories.map((c) => c.id);

/** GET /api/partners/{slug}: who the partner is, what members get, its categories, codes and featured services. */
export async function partnerOffer(deps: FullDeps, slug: PartnerSlug, lng: Language): Promise<PartnerOffer> {
  const { partner, categories } = await partnerOf(deps, deps.db, slug, lng);
  const [coupons, featured] = await Promise.all([
    partnerCoupons(deps.db, partner.id, lng),
    categories.length && shopEnabled(deps.env.featureFlags)
      ? listScopedItems(deps, { categoryIds: ids(categories), page: 1, pageSize: PARTNER_FEATURED, lng }).then((p) => p.items)
      : [],
  ]);
  const { name, about, offer, benefits, terms } = partner;
  return { slug, name, about, offer, benefits, terms, categories, coupons, featured };
}

/** GET /api/partners/{slug}/items: quick-buy, the listed items of the partner's categories (or one of them). */
export async function partnerItems(deps: FullDeps, slug: PartnerSlug, query: PartnerItemsQuery): Promise<Paged<ShopCatalogCard>> {
  const { categories } = await partnerOf(deps, deps.db, slug, query.lng);
  const category = query.category === undefined ? undefined : categories.find((c) => c.slug === query.category);
  if (query.category !== undefined && !category) throw notFound();
  return listScopedItems(deps, {
    categoryIds: ids(categories),
    categoryId: category?.id,
    page: query.page,
    pageSize: PARTNER_PAGE_SIZE,
    lng: query.lng,
  });
}

/**
 * GET /api/partners/{slug}/search: the partner's categories the words mean (the search's scoring), and the items of
 * the partner's categories that match the words or are in those categories. 422 search_query_empty for no words.
 */
export async function partnerSearch(deps: FullDeps, slug: PartnerSlug, query: PartnerSearchQuery): Promise<PartnerSearchResult> {
  const { categories } = await partnerOf(deps, deps.db, slug, query.lng);
  const matched = await matchCategoriesWithin(deps.db, query.q, ids(categories));
  const items = await listScopedItems(deps, {
    categoryIds: ids(categories),
    q: matched.q,
    matchedCategoryIds: matched.ids,
    page: query.page,
    pageSize: PARTNER_PAGE_SIZE,
    lng: query.lng,
  });
  const byId = new Map(categories.map((c) => [c.id, c]));
  return { q: matched.q, categories: matched.ids.map((id) => byId.get(id)!), items };
}

/**
 * Redeems a partner's code for a shop order being placed (in its transaction): the area must be on and the item's
 * category one of the partner's (`coupon_not_applicable` otherwise); the coupon's own rules are the payments module's.
 */
export async function applyPartnerDiscount(
  deps: Deps,
  tx: Tx,
  r: { partner: PartnerSlug; code: string; userId: number; order: { id: number; amount: number; categoryId: number } },
): Promise<{ discount: number; code: string }> {
  if (!partnerEnabled(deps.env.featureFlags, r.partner)) throw partnerDiscountError('not_found');
  const partner = await repo.findActive(tx, r.partner, 'en');
  if (!partner) throw partnerDiscountError('not_found');
  const categories = await repo.categoriesOf(tx, partner.id, 'en');
  if (!categories.some((c) => c.id === r.order.categoryId)) throw partnerDiscountError('not_applicable');
  return redeemPartnerDiscount(tx, { code: r.code, partnerId: partner.id, userId: r.userId, orderId: r.order.id, amount: r.order.amount });
}
