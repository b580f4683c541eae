/**
 * Lead discounts sweep (docs/decisions/0015-lead-discounts.md): open, unhired requests that few pros
 * quoted after some hours (shared/domain/lead-discounts.ts) get a discount_percent, on the request (which the job
 * center shows and opted-in bids start with) and on the request's open bids not yet quoted. A discount is only ever
 * raised; a quoted bid is never touched (its fee was charged), and the bid lock of quote-send orders the two.
 */
import { LEAD_DISCOUNT_RULES } from '@shared/domain/lead-discounts';
import type { Queryable } from '../../lib/db';

/** Applies every rule once; returns how many requests got a higher discount. Idempotent: a second run changes nothing. */
export async function applyLeadDiscounts(q: Queryable): Promise<number> {
  let changed = 0;
  // Lower percents first, so a request that qualifies for several ends at the highest.
  for (const rule of [...LEAD_DISCOUNT_RULES].sort((a, b) => a.percent - b.percent)) {
    const { rows } = await q.query<{ requests: number }>(
      `WITH due AS (
         UPDATE quote_requests r SET lead_discount_percent = $3
          WHERE NOT r.is_closed AND NOT r.is_archived AND r.lead_discount_percent < $3
            AND r.created <= now() - make_interval(hours => $1)
            AND (SELECT count(*) FROM quote_bids qb WHERE qb.quote_request_id = r.quote_request_id
                    AND qb.quote_sent_on IS NOT NULL AND qb.quote_status_id <> 6) < $2
            AND NOT EXISTS (SELECT 1 FROM quote_bids hb WHERE hb.quote_request_id = r.quote_request_id AND hb.quote_status_id IN (3, 4, 5))
          RETURNING r.quote_request_id
       ),
       bids AS (
         UPDATE quote_bids b SET discount_percent = $3, modified = now() FROM due
          WHERE b.quote_request_id = due.quote_request_id AND b.quote_sent_on IS NULL AND b.quote_status_id = 1
            AND b.discount_percent < $3
          RETURNING b.quote_bid_id
       )
       SELECT (SELECT count(*) FROM due)::int AS requests, (SELECT count(*) FROM bids)::int AS bids`,
      [rule.afterHours, rule.fewerQuotesThan, rule.percent],
    );
    changed += rows[0]?.requests ?? 0;
  }
  return changed;
}
