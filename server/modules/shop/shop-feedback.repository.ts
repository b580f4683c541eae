/** SQL of order feedback (migration 0813): one per order by its consumer, with up to three photos and the pro's reply. */
import { fullName } from '@shared/schemas/accounts.schema';
import type { ShopFeedback } from '@shared/schemas/shop.schema';
import type { Queryable } from '../../lib/db';
import { many, one } from './shop-orders.sql';
import { utcString, utcStringOf } from '../../lib/utc-time';
import { attachmentsByIds } from '../attachments/attachments.service';

interface FeedbackRow {
  nshop_order_feedback_id: number;
  shop_order_id: number;
  shop_item_id: number;
  plan_name: string;
  score: number;
  feedback: string;
  comment: string | null;
  replied_at: Date | null;
  created: Date;
  photo_ids: number[];
  username: string;
  first_name: string;
  last_name: string;
}

/** A feedback with its order's plan, its consumer's names and its photos in order. */
const FEEDBACK_SELECT = `
  SELECT f.nshop_order_feedback_id, f.shop_order_id, f.shop_item_id, o.plan_name, f.score, f.feedback, f.comment, f.replied_at, f.created,
         coalesce(u.username, '') AS username, coalesce(u.first_name, '') AS first_name, coalesce(u.last_name, '') AS last_name,
         coalesce((SELECT array_agg(p.attachment_id ORDER BY p.position) FROM shop_feedback_photos p
                    WHERE p.nshop_order_feedback_id = f.nshop_order_feedback_id), '{}') AS photo_ids
    FROM shop_order_feedbacks f
    JOIN shop_orders o ON o.id = f.shop_order_id
    JOIN users u ON u.id = f.consumer_id`;

type Names = Pick<FeedbackRow, 'username' | 'first_name' | 'last_name'>;

async function viewsOf(q: Queryable, rows: FeedbackRow[], nameOf: (r: Names) => string): Promise<ShopFeedback[]> {
  const photos = await attachmentsByIds(
    q,
    rows.flatMap((r) => r.photo_ids),
  );
  return rows.map((r) => ({
    nshop_order_feedback_id: r.nshop_order_feedback_id,
    shop_item_id: r.shop_item_id,
    reviewer_name: nameOf(r),
    plan_name: r.plan_name,
    score: r.score,
    feedback: r.feedback,
    photos: r.photo_ids.flatMap((id) => photos.get(id) ?? []),
    comment: r.comment,
    replied_at: utcString(r.replied_at),
    created: utcStringOf(r.created),
  }));
}

/** The feedback of each order that has one (hidden ones too: the order's two sides still see what was written). */
export async function feedbacksOfOrders(q: Queryable, orderIds: number[]): Promise<Map<number, ShopFeedback>> {
  if (!orderIds.length) return new Map();
  const rows = await many<FeedbackRow>(q, `${FEEDBACK_SELECT} WHERE f.shop_order_id = ANY($1::int[])`, [orderIds]);
  const views = await viewsOf(q, rows, fullName);
  return new Map(rows.map((r, i) => [r.shop_order_id, views[i]]));
}

/** One feedback as the order's sides see it. */
export async function feedbackView(q: Queryable, id: number): Promise<ShopFeedback | undefined> {
  const rows = await many<FeedbackRow>(q, `${FEEDBACK_SELECT} WHERE f.nshop_order_feedback_id = $1`, [id]);
  return (await viewsOf(q, rows, fullName))[0];
}

/** A page of an item's feedback that is not hidden, newest first, each consumer named as `nameOf` shows them. */
export async function itemFeedbackPage(
  q: Queryable,
  itemId: number,
  limit: number,
  offset: number,
  nameOf: (r: Names) => string,
): Promise<{ items: ShopFeedback[]; total: number; score: number }> {
  const rows = await many<FeedbackRow>(
    q,
    `${FEEDBACK_SELECT} WHERE f.shop_item_id = $1 AND f.hidden_at IS NULL
      ORDER BY f.created DESC, f.nshop_order_feedback_id DESC LIMIT $2 OFFSET $3`,
    [itemId, limit, offset],
  );
  const stats = await one<{ score: string; total: number }>(
    q,
    `SELECT coalesce(avg(score), 0) AS score, count(*)::int AS total FROM shop_order_feedbacks WHERE shop_item_id = $1 AND hidden_at IS NULL`,
    [itemId],
  );
  return { items: await viewsOf(q, rows, nameOf), total: stats!.total, score: Math.round(Number(stats!.score) * 100) / 100 };
}

/** Who a feedback's reply belongs to: the order's pro and the item's (its service's user) now. */
export async function feedbackOwners(q: Queryable, id: number): Promise<{ order_pro_id: number; item_pro_id: number } | undefined> {
  return one(
    q,
    `SELECT o.pro_id AS order_pro_id, s.user_id AS item_pro_id
       FROM shop_order_feedbacks f
       JOIN shop_orders o ON o.id = f.shop_order_id
       JOIN shop_items i ON i.id = f.shop_item_id
       JOIN quote_services s ON s.quote_service_id = i.quote_service_id
      WHERE f.nshop_order_feedback_id = $1`,
    [id],
  );
}

/** Writes the pro's reply unless there is one already (two replies at once: one wins); false when there was. */
export async function setComment(q: Queryable, id: number, comment: string): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE shop_order_feedbacks SET comment = $2, replied_at = now() WHERE nshop_order_feedback_id = $1 AND comment IS NULL`,
    [id, comment],
  );
  return rowCount === 1;
}

/** Inserts the feedback and its photos; undefined when the order already has one. */
export async function insertFeedback(
  tx: Queryable,
  f: { orderId: number; itemId: number; serviceId: number; consumerId: number; score: number; feedback: string; photos: number[] },
): Promise<number | undefined> {
  const row = await one<{ id: number }>(
    tx,
    `INSERT INTO shop_order_feedbacks (shop_order_id, shop_item_id, quote_service_id, consumer_id, score, feedback)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (shop_order_id) DO NOTHING RETURNING nshop_order_feedback_id AS id`,
    [f.orderId, f.itemId, f.serviceId, f.consumerId, f.score, f.feedback],
  );
  if (!row) return undefined;
  await tx.query(
    `INSERT INTO shop_feedback_photos (nshop_order_feedback_id, attachment_id, position)
     SELECT $1, a, n FROM unnest($2::int[]) WITH ORDINALITY AS p(a, n)`,
    [row.id, f.photos],
  );
  return row.id;
}
