/** SQL on quote_reports and the visibility checks of what is reported (each answers its author, or null when unseen). */
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

/** A chat message the user takes part in (the consumer of the request or the pro of the quote), not their own. */
export async function authorOfVisibleMessage(q: Queryable, userId: number, messageId: number): Promise<number | null> {
  const { rows } = await q.query<{ sender_id: number }>(
    `SELECT m.sender_id FROM messages m
       JOIN quote_bids b ON b.quote_bid_id = m.quote_bid_id
       JOIN quote_requests r ON r.quote_request_id = b.quote_request_id
       JOIN quote_services s ON s.quote_service_id = b.quote_service_id
      WHERE m.id = $2 AND m.sender_id <> $1 AND (r.user_id = $1 OR s.user_id = $1)`,
    [userId, messageId],
  );
  return rows[0]?.sender_id ?? null;
}

/** Reviews are public: any shown review of a service still listed, by its reviewer's account (null for a link review). */
export async function reviewAuthor(q: Queryable, reviewId: number): Promise<{ userId: number | null; serviceId: number } | null> {
  const { rows } = await q.query<{ user_id: number | null; quote_service_id: number }>(
    `SELECT v.user_id, v.quote_service_id FROM reviews v JOIN quote_services s ON s.quote_service_id = v.quote_service_id
      WHERE v.id = $1 AND NOT s.is_archived`,
    [reviewId],
  );
  return rows[0] ? { userId: rows[0].user_id, serviceId: rows[0].quote_service_id } : null;
}

/** Another account that still exists. */
export async function activeOtherUser(q: Queryable, userId: number, otherId: number): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM users WHERE id = $2 AND id <> $1 AND deleted_at IS NULL', [userId, otherId]);
  return rows.length > 0;
}

export async function requestAuthor(q: Queryable, requestId: number): Promise<number | null> {
  const { rows } = await q.query<{ user_id: number }>('SELECT user_id FROM quote_requests WHERE quote_request_id = $1', [requestId]);
  return rows[0]?.user_id ?? null;
}

export async function bidAuthor(q: Queryable, bidId: number): Promise<number | null> {
  const { rows } = await q.query<{ user_id: number }>(
    'SELECT s.user_id FROM quote_bids b JOIN quote_services s ON s.quote_service_id = b.quote_service_id WHERE b.quote_bid_id = $1',
    [bidId],
  );
  return rows[0]?.user_id ?? null;
}

export async function serviceOwner(q: Queryable, serviceId: number): Promise<number | null> {
  const { rows } = await q.query<{ user_id: number }>('SELECT user_id FROM quote_services WHERE quote_service_id = $1', [serviceId]);
  return rows[0]?.user_id ?? null;
}

export async function insert(
  q: Queryable,
  r: {
    userId: number;
    type: string;
    requestId: number | null;
    bidId: number | null;
    serviceId: number | null;
    messageId: number | null;
    reviewId: number | null;
    reportedUserId: number | null;
    message: string;
    param: string;
    topicId: number;
    subTopicId: number | null;
    attachments: unknown[];
  },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO quote_reports (user_id, type, quote_request_id, quote_bid_id, quote_service_id, message_id, review_id, reported_user_id,
       message, param, quote_report_topic_id, quote_report_sub_topic_id, attachments)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
    [
      r.userId,
      r.type,
      r.requestId,
      r.bidId,
      r.serviceId,
      r.messageId,
      r.reviewId,
      r.reportedUserId,
      r.message,
      r.param,
      r.topicId,
      r.subTopicId,
      JSON.stringify(r.attachments),
    ],
  );
  return rows[0].id;
}
