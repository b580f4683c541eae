/** SQL of the work lists beside leads and works: the consumer's finished jobs to review, the pro's bid on one request. */
import type { Queryable } from '../../lib/db';
import { select, type BidViewRow } from './bids.repository';

/**
 * The consumer's finished jobs (WorkCompleted 4, PaymentCompleted 5, the statuses a review is allowed from) that have
 * no review yet; a review Sifu hid counts as written, since it may be restored.
 */
export function listToReview(q: Queryable, consumerId: number, limit: number, offset: number): Promise<BidViewRow[]> {
  return select(
    q,
    `r.user_id = $1 AND b.quote_status_id IN (4, 5)
     AND NOT EXISTS (SELECT 1 FROM reviews rv WHERE rv.quote_bid_id = b.quote_bid_id)
     AND NOT EXISTS (SELECT 1 FROM hidden_reviews hr WHERE hr.quote_bid_id = b.quote_bid_id)`,
    [consumerId],
    'COALESCE(b.completed_on, b.modified) DESC, b.quote_bid_id DESC',
    limit,
    offset,
  );
}

/** The pro's bid on the request (the newest when several of their services were matched), or nothing. */
export async function caseBidId(q: Queryable, proId: number, requestId: number): Promise<number | undefined> {
  const { rows } = await q.query<{ quote_bid_id: number }>(
    `SELECT b.quote_bid_id FROM quote_bids b JOIN quote_services s ON s.quote_service_id = b.quote_service_id
      WHERE b.quote_request_id = $2 AND s.user_id = $1 ORDER BY b.quote_bid_id DESC LIMIT 1`,
    [proId, requestId],
  );
  return rows[0]?.quote_bid_id;
}
