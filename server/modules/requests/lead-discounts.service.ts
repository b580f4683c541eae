/**
 * Lead discounts sweep (docs/decisions/0015-lead-discounts.md): open, unhired requests that few pros
 * quoted after some hours (shared/domain/lead-discounts.ts) get a discount_percent, on the request (which the job
 * center shows and opted-in bids start with) and on the request's open bids not yet quoted. A discount is only ever
 * raised; a quoted bid is never touched (its fee was charged), and the bid lock of quote-send orders the two.
 */
import { LEAD_DISCOUNT_RULES } from '@shared/domain/lead-discounts';
import type { Db } from '../../lib/db';
import { raiseUnquotedDiscount } from '../bids/bid-records.service';
import * as repo from './request-records.repository';

/** Applies every rule once; returns how many requests got a higher discount. Idempotent: a second run changes nothing. */
export async function applyLeadDiscounts(db: Db): Promise<number> {
  let changed = 0;
  // Lower percents first, so a request that qualifies for several ends at the highest.
  for (const rule of [...LEAD_DISCOUNT_RULES].sort((a, b) => a.percent - b.percent)) {
    // The request and its open bids change together, or not at all (a rerun would not find the request again).
    changed += await db.withTransaction(async (tx) => {
      const requestIds = await repo.raiseLeadDiscount(tx, rule);
      await raiseUnquotedDiscount(tx, requestIds, rule.percent);
      return requestIds.length;
    });
  }
  return changed;
}
