/**
 * Partner discount coupons (docs/decisions/0043): coupons of kind 'shop_discount' tagged with a partner, an amount
 * off a shop order in whole HKD. A use is counted in the transaction that places the order, with the coupon's row
 * locked, so max uses and the per-user limit hold under concurrent orders; an order that ends unfulfilled (void or
 * cancelled) releases its redemption and gives the use back. Errors reuse the credit coupons' codes and messages
 * (common|errors>coupon_*), plus `coupon_wrong_partner`.
 */
import type { Language } from '@shared/i18n/i18n-config';
import { discountOn } from '@shared/domain/partners';
import type { PartnerCoupon } from '@shared/schemas/partners.schema';
import type { Queryable, Tx } from '../../lib/db';
import { AppError } from '../../lib/errors';
import * as repo from './partner-discounts.repository';

export type PartnerDiscountError = 'not_found' | 'expired' | 'used_up' | 'already_used' | 'wrong_partner' | 'not_applicable';

/** 422 with the field `coupon_code` named, in the credit coupons' family of codes. */
export const partnerDiscountError = (code: PartnerDiscountError) =>
  new AppError({ code: `coupon_${code}`, status: 422, messageKey: `coupon_${code}`, fields: { coupon_code: `coupon_${code}` } });

function view(c: repo.DiscountCouponRow, lng: Language): PartnerCoupon {
  return {
    code: c.code,
    amount: c.amount,
    description: lng === 'en-HK' ? c.description_en : c.description_zh,
    valid_from: c.valid_from,
    valid_until: c.valid_until,
    per_user_limit: c.per_user_limit,
    remaining: c.max_uses === null ? null : Math.max(0, c.max_uses - c.uses),
    state: c.state,
  };
}

/** A partner's discount codes as its discount page shows them (open ones first). */
export async function partnerCoupons(q: Queryable, partnerId: number, lng: Language): Promise<PartnerCoupon[]> {
  return (await repo.partnerCoupons(q, partnerId)).map((c) => view(c, lng));
}

/**
 * Redeems `code` of partner `partnerId` for order `orderId` of `amount`, inside the order's transaction: the discount
 * (at most the order's amount) and the code as stored. Refused: unknown (`not_found`), another partner's
 * (`wrong_partner`), outside its window or switched off (`expired`), at max uses (`used_up`), at the user's limit
 * (`already_used`).
 */
export async function redeemPartnerDiscount(
  tx: Tx,
  r: { code: string; partnerId: number; userId: number; orderId: number; amount: number },
): Promise<{ discount: number; code: string }> {
  const c = await repo.lockDiscountCoupon(tx, r.code.trim().toUpperCase());
  if (!c) throw partnerDiscountError('not_found');
  if (c.partner_id !== r.partnerId) throw partnerDiscountError('wrong_partner');
  if (!c.in_window) throw partnerDiscountError('expired');
  if (c.max_uses !== null && c.uses >= c.max_uses) throw partnerDiscountError('used_up');
  if ((await repo.countHeldRedemptions(tx, c.id, r.userId)) >= c.per_user_limit) throw partnerDiscountError('already_used');
  const { discount } = discountOn(r.amount, c.amount);
  if (!(await repo.insertOrderRedemption(tx, { couponId: c.id, userId: r.userId, orderId: r.orderId, amount: discount })))
    throw partnerDiscountError('used_up');
  return { discount, code: c.code };
}

/** An order that ended unfulfilled gives its coupon use back (once; nothing when it had none). */
export const releasePartnerDiscount = (tx: Tx, orderId: number): Promise<boolean> => repo.releaseOrderRedemption(tx, orderId);
