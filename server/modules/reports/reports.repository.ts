/** SQL on quote_reports and the visibility checks of what is reported. */
import type { Queryable } from '../../lib/db';

export async function canSeeRequest(q: Queryable, userId: number, requestId: number): Promise<boolean> {
  const { rows } = await q.query(
    `SELECT 1 FROM quote_requests r WHERE r.quote_request_id = $2 AND (r.user_id = $1 OR EXISTS (
       SELECT 1 FROM quote_bids b JOIN quote_services s ON s.quote_service_id = b.quote_service_id
        WHERE b.quote_request_id = r.quote_request_id AND s.user_id = $1))`,
    [userId, requestId],
  );
  return rows.length > 0;
}

export async function canSeeBid(q: Queryable, userId: number, bidId: number): Promise<boolean> {
  const { rows } = await q.query(
    `SELECT 1 FROM quote_bids b JOIN quote_requests r ON r.quote_request_id = b.quote_request_id
       JOIN quote_services s ON s.quote_service_id = b.quote_service_id
      WHERE b.quote_bid_id = $2 AND (s.user_id = $1 OR (r.user_id = $1 AND b.quote_sent_on IS NOT NULL))`,
    [userId, bidId],
  );
  return rows.length > 0;
}

export async function serviceIsPublic(q: Queryable, serviceId: number): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM quote_services WHERE quote_service_id = $1 AND NOT is_archived', [serviceId]);
  return rows.length > 0;
}

export async function insert(
  q: Queryable,
  r: {
    userId: number;
    type: string;
    requestId: number | null;
    bidId: number | null;
    serviceId: number | null;
    message: string;
    param: string;
    topicId: number;
    subTopicId: number | null;
    attachments: unknown[];
  },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO quote_reports (user_id, type, quote_request_id, quote_bid_id, quote_service_id, message, param, quote_report_topic_id, quote_report_sub_topic_id, attachments)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [r.userId, r.type, r.requestId, r.bidId, r.serviceId, r.message, r.param, r.topicId, r.subTopicId, JSON.stringify(r.attachments)],
  );
  return rows[0].id;
}
