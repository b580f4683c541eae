/**
 * Partner areas (SPEC §2 fet and 55688life; docs/decisions/0043): one kit, parameterised by partner. Which areas exist,
 * the flag each needs, the pages of an area, and the money rule of a partner discount on a shop order. A partner's
 * name, offer, categories and discount codes are data (the `partners` table), never code.
 */
import type { FeatureFlags } from '../config/feature-flags';

export const PARTNER_SLUGS = ['fet', '55688life'] as const;
export type PartnerSlug = (typeof PARTNER_SLUGS)[number];

/** SPEC §6: each area is behind its own flag. */
export const PARTNER_FLAG: Readonly<Record<PartnerSlug, 'fet' | 'life55688'>> = { fet: 'fet', '55688life': 'life55688' };

/** The route of each area (shared/routes/route-paths.ts), whose {action} is one of PARTNER_ACTIONS. */
export const PARTNER_ROUTE = { fet: 'fet', '55688life': 'life55688' } as const;

/** SPEC §2 fet's children, which 55688life's {action} takes too; `index` is the landing under its own URL. */
export const PARTNER_ACTIONS = ['index', 'quick-buy', 'all-categories', 'search', 'search-result', 'discount'] as const;
export type PartnerAction = (typeof PARTNER_ACTIONS)[number];
/** The landing (no action, or `index`). */
export type PartnerView = PartnerAction | 'landing';

export const isPartnerSlug = (s: unknown): s is PartnerSlug => typeof s === 'string' && (PARTNER_SLUGS as readonly string[]).includes(s);
export const isPartnerAction = (s: unknown): s is PartnerAction =>
  typeof s === 'string' && (PARTNER_ACTIONS as readonly string[]).includes(s);

/** Whether an area is switched on (its partner row must exist too, which only the server knows). */
export function partnerEnabled(flags: Pick<FeatureFlags, 'fet' | 'life55688'>, slug: PartnerSlug): boolean {
  return flags[PARTNER_FLAG[slug]];
}

/** Featured fixed-price services on a landing, and quick-buy and search results per page. */
export const PARTNER_FEATURED = 6;
export const PARTNER_PAGE_SIZE = 12;

/**
 * A discount of `couponAmount` on an order of `amount` (whole HKD): the consumer pays `amount − discount`, never below
 * 0, so the discount is at most the order's amount. The pro's share is still computed on `amount`.
 */
export function discountOn(amount: number, couponAmount: number): { discount: number; payable: number } {
  const discount = Math.max(0, Math.min(amount, couponAmount));
  return { discount, payable: amount - discount };
}
