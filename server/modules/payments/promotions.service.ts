/**
 * Free-credit events and coupons (SPEC §2 free-credits, §7 free credit events and coupons). Both give
 * free credit that expires (credit-grants.service): claims are once per pro per event and a coupon's limits hold
 * under concurrency because each claim or redemption locks its event or coupon row first.
 */
import type { Language } from '@shared/i18n/i18n-config';
import type { FreeCreditEvent } from '@shared/schemas/payments.schema';
import type { Db, Queryable } from '../../lib/db';
import { AppError, notFound, unprocessable } from '../../lib/errors';
import { utcStringOf } from '../../lib/utc-time';
import { freeCreditSummary, grantFreeCredit } from '../wallet/credit-grants.service';
import * as repo from './promotions.repository';

function eventView(e: repo.EventRow, lng: Language): FreeCreditEvent {
  const soldOut = e.max_claims !== null && e.claims >= e.max_claims;
  return {
    id: e.id,
    slug: e.slug,
    title: lng === 'en-HK' ? e.title_en : e.title_zh,
    description: lng === 'en-HK' ? e.description_en : e.description_zh,
    amount: e.amount,
    valid_days: e.valid_days,
    claim_until: utcStringOf(e.claim_until),
    state: e.claimed ? 'claimed' : !e.eligible ? 'not_eligible' : soldOut ? 'sold_out' : 'claimable',
  };
}

/** GET /api/free_credits */
export async function listFreeCredits(q: Queryable, userId: number, lng: Language) {
  const [events, summary] = await Promise.all([repo.openEvents(q, userId), freeCreditSummary(q, userId)]);
  return {
    items: events.map((e) => eventView(e, lng)),
    summary: {
      free_balance: summary.free,
      next_expiry: summary.next_expiry ? utcStringOf(summary.next_expiry) : null,
      next_expiry_amount: summary.next_amount,
    },
  };
}

const expiry = (days: number) => new Date(Date.now() + days * 86_400_000);

/** POST /api/free_credits/claim/{id} */
export async function claimFreeCredit(db: Db, userId: number, eventId: number) {
  return db.withTransaction(async (tx) => {
    const [e] = await repo.openEvents(tx, userId, eventId, true);
    if (!e) throw notFound();
    if (e.claimed) throw unprocessable('already_claimed', 'free_credit_already_claimed');
    if (!e.eligible) throw unprocessable('not_eligible', 'free_credit_not_eligible');
    if (e.max_claims !== null && e.claims >= e.max_claims) throw unprocessable('sold_out', 'free_credit_sold_out');
    const expiresAt = expiry(e.valid_days);
    const granted = await grantFreeCredit(tx, {
      userId,
      source: 'free_credit_event',
      refId: e.id,
      amount: e.amount,
      expiresAt,
      key: `free-credit:event:${e.id}:${userId}`,
      description: `free_credit_event:${e.slug}`,
    });
    if (!granted) throw unprocessable('already_claimed', 'free_credit_already_claimed');
    await repo.countClaim(tx, e.id, userId, granted.grantId);
    return { amount: e.amount, expires_at: utcStringOf(expiresAt), balance: granted.balance };
  });
}

const couponError = (code: string) => new AppError({ code, status: 422, messageKey: `coupon_${code}`, fields: { code: `coupon_${code}` } });

/** POST /api/coupons/redeem: the coupon row is locked, so its global and per-user limits hold under concurrency. */
export async function redeemCoupon(db: Db, userId: number, code: string) {
  return db.withTransaction(async (tx) => {
    const c = await repo.lockCoupon(tx, code);
    if (!c) throw couponError('not_found');
    if (!c.open) throw couponError('expired');
    if (c.max_uses !== null && c.uses >= c.max_uses) throw couponError('used_up');
    const mine = await repo.countRedemptions(tx, c.id, userId);
    if (mine >= c.per_user_limit) throw couponError('already_used');
    const expiresAt = expiry(c.credit_valid_days);
    const granted = await grantFreeCredit(tx, {
      userId,
      source: 'coupon',
      refId: c.id,
      amount: c.amount,
      expiresAt,
      key: `coupon:${c.id}:${userId}:${mine + 1}`,
      description: `coupon:${c.code}`,
    });
    if (!granted) throw couponError('already_used');
    await repo.countRedemption(tx, c.id, userId, granted.grantId);
    return { amount: c.amount, expires_at: utcStringOf(expiresAt), balance: granted.balance };
  });
}
