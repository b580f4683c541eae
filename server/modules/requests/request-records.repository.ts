/** SQL on quote_requests that other modules ask the requests module for: a booking's request, lead discounts. */
import type { Queryable } from '../../lib/db';

/** A closed quote request (recommend_source direct_reserve) for a booking: it goes to the booked pro only. */
export async function insertClosedBooking(
  q: Queryable,
  r: { userId: number; categoryId: number; description: string; day: string; publicHash: string },
): Promise<number> {
  const { rows } = await q.query<{ quote_request_id: number }>(
    `INSERT INTO quote_requests (user_id, quote_category_id, description, preferred_dates, recommend_source, public_hash, is_closed)
     VALUES ($1, $2, $3, $4, 'direct_reserve', $5, true) RETURNING quote_request_id`,
    [r.userId, r.categoryId, r.description, JSON.stringify([r.day]), r.publicHash],
  );
  return rows[0].quote_request_id;
}

/**
 * Open, unhired requests older than `afterHours` that fewer than `fewerQuotesThan` pros quoted get `percent` as their
 * lead discount when it is higher than theirs; returns their ids.
 */
export async function raiseLeadDiscount(
  q: Queryable,
  rule: { afterHours: number; fewerQuotesThan: number; percent: number },
): Promise<number[]> {
  const { rows } = await q.query<{ quote_request_id: number }>(
    `UPDATE quote_requests r SET lead_discount_percent = $3
      WHERE NOT r.is_closed AND NOT r.is_archived AND r.lead_discount_percent < $3
        AND r.created <= now() - make_interval(hours => $1)
        AND (SELECT count(*) FROM quote_bids qb WHERE qb.quote_request_id = r.quote_request_id
                AND qb.quote_sent_on IS NOT NULL AND qb.quote_status_id <> 6) < $2
        AND NOT EXISTS (SELECT 1 FROM quote_bids hb WHERE hb.quote_request_id = r.quote_request_id AND hb.quote_status_id IN (3, 4, 5))
      RETURNING r.quote_request_id`,
    [rule.afterHours, rule.fewerQuotesThan, rule.percent],
  );
  return rows.map((r) => r.quote_request_id);
}

/** A deleted account's open requests close (no longer needed) and every request of theirs loses its photos. */
export async function closeAllOfUser(q: Queryable, userId: number): Promise<void> {
  await q.query(
    `UPDATE quote_requests SET is_closed = true, close_reason = COALESCE(close_reason, 'no_longer_needed'), modified = now()
      WHERE user_id = $1 AND NOT is_closed`,
    [userId],
  );
  await q.query(`UPDATE quote_requests SET photos = '[]'::jsonb WHERE user_id = $1 AND photos <> '[]'::jsonb`, [userId]);
}
