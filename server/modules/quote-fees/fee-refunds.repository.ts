/** SQL of quote-fee refunds: charged bids that may get their fee back. */
import type { Queryable } from '../../lib/db';

export interface RefundableBid {
  quote_bid_id: number;
  quote_request_id: number;
  pro_id: number;
  is_requestor_readed: boolean;
  quote_sent_on: Date | null;
}

/** The bid, locked, when its fee was charged, not refunded yet, and it was not hired. */
export async function lockRefundable(q: Queryable, bidId: number): Promise<RefundableBid | undefined> {
  const { rows } = await q.query<RefundableBid>(
    `SELECT b.quote_bid_id, b.quote_request_id, s.user_id AS pro_id, b.is_requestor_readed, b.quote_sent_on
       FROM quote_bids b JOIN quote_services s ON s.quote_service_id = b.quote_service_id
      WHERE b.quote_bid_id = $1 AND b.quote_fee_charged > 0 AND b.fee_refunded_on IS NULL
        AND b.quote_status_id NOT IN (3, 4, 5)
      FOR UPDATE OF b`,
    [bidId],
  );
  return rows[0];
}

/** Charged quotes the consumer has not opened for `hours`, oldest first. */
export async function unreadChargedBefore(q: Queryable, hours: number, limit: number): Promise<Array<{ quote_bid_id: number }>> {
  const { rows } = await q.query<{ quote_bid_id: number }>(
    `SELECT quote_bid_id FROM quote_bids
      WHERE quote_fee_charged > 0 AND fee_refunded_on IS NULL AND NOT is_requestor_readed
        AND quote_sent_on <= now() - make_interval(hours => $1) AND quote_status_id NOT IN (3, 4, 5)
      ORDER BY quote_sent_on LIMIT $2`,
    [hours, limit],
  );
  return rows;
}

export async function chargedOfRequest(q: Queryable, requestId: number): Promise<Array<{ quote_bid_id: number }>> {
  const { rows } = await q.query<{ quote_bid_id: number }>(
    'SELECT quote_bid_id FROM quote_bids WHERE quote_request_id = $1 AND quote_fee_charged > 0 AND fee_refunded_on IS NULL ORDER BY quote_bid_id',
    [requestId],
  );
  return rows;
}
