/** SQL of order feedback (migration 0813): one per order by its consumer, with up to three photos. */
import type { ShopFeedback } from '@shared/schemas/shop.schema';
import type { Queryable } from '../../lib/db';
import { many, one } from './shop-orders.sql';
import { utcString, utcStringOf } from '../../lib/utc-time';
import { attachmentsByIds } from '../attachments/attachments.service';

interface FeedbackRow {
  nshop_order_feedback_id: number;
  shop_order_id: number;
  shop_item_id: number;
  reviewer_name: string;
  plan_name: string;
  score: number;
  feedback: string;
  comment: string | null;
  replied_at: Date | null;
  created: Date;
  photo_ids: number[];
}

/** The feedback of each order that has one (hidden ones too: the order's two sides still see what was written). */
export async function feedbacksOfOrders(q: Queryable, orderIds: number[]): Promise<Map<number, ShopFeedback>> {
  if (!orderIds.length) return new Map();
  const rows = await many<FeedbackRow>(
    q,
    `SELECT f.nshop_order_feedback_id, f.shop_order_id, f.shop_item_id, o.plan_name, f.score, f.feedback, f.comment, f.replied_at, f.created,
            coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), u.username, '') AS reviewer_name,
            coalesce((SELECT array_agg(p.attachment_id ORDER BY p.position) FROM shop_feedback_photos p
                       WHERE p.nshop_order_feedback_id = f.nshop_order_feedback_id), '{}') AS photo_ids
       FROM shop_order_feedbacks f
       JOIN shop_orders o ON o.id = f.shop_order_id
       JOIN users u ON u.id = f.consumer_id
      WHERE f.shop_order_id = ANY($1::int[])`,
    [orderIds],
  );
  const photos = await attachmentsByIds(
    q,
    rows.flatMap((r) => r.photo_ids),
  );
  return new Map(
    rows.map((r) => [
      r.shop_order_id,
      {
        nshop_order_feedback_id: r.nshop_order_feedback_id,
        shop_item_id: r.shop_item_id,
        reviewer_name: r.reviewer_name,
        plan_name: r.plan_name,
        score: r.score,
        feedback: r.feedback,
        photos: r.photo_ids.flatMap((id) => photos.get(id) ?? []),
        comment: r.comment,
        replied_at: utcString(r.replied_at),
        created: utcStringOf(r.created),
      },
    ]),
  );
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
