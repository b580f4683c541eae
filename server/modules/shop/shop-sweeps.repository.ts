/**
 * SQL of the shop orders' deadlines (docs/decisions/0038; shared/domain/shop.ts orderDeadline): unpaid checkouts
 * whose payment window has passed, paid orders the pro did not confirm in time, cancel requests nobody answered, and
 * completion requests the consumer let run out. Each returns the ids of due orders, oldest deadline first, at most
 * `limit`; the service moves each one under its lock and checks the deadline again there.
 */
import { CARD_CHECKOUT_VALID_MINUTES } from '@shared/domain/payments';
import { AUTO_COMPLETE_DAYS, CANCEL_ANSWER_DAYS, CONFIRM_DAYS } from '@shared/domain/shop';
import type { Queryable } from '../../lib/db';
import { many, one } from './shop-orders.sql';

/**
 * When an unpaid order's checkout window closes: the latest window of its payment tries (a try still being started,
 * without a window yet, counts as a card checkout from when it was inserted), never before a card checkout's window
 * from when the order was placed (an order whose checkout could not be started).
 */
const CHECKOUT_ENDS = `greatest(
  o.created + make_interval(mins => ${CARD_CHECKOUT_VALID_MINUTES}),
  (SELECT max(coalesce(p.expires_at, p.created + make_interval(mins => ${CARD_CHECKOUT_VALID_MINUTES})))
     FROM shop_payments p WHERE p.shop_order_id = o.id))`;

/** When an unpaid order's checkout window closes (read under the order's lock: a new try locks the order too). */
export async function checkoutEnds(q: Queryable, orderId: number): Promise<Date | undefined> {
  const row = await one<{ ends: Date }>(q, `SELECT ${CHECKOUT_ENDS} AS ends FROM shop_orders o WHERE o.id = $1`, [orderId]);
  return row?.ends;
}

/** Orders to expire: unpaid past their checkout window, paid and not confirmed in time, cancel requests not answered. */
export async function dueForExpiry(q: Queryable, now: Date, limit: number): Promise<number[]> {
  const rows = await many<{ id: number }>(
    q,
    `SELECT id FROM (
       SELECT o.id, ${CHECKOUT_ENDS} AS due FROM shop_orders o WHERE o.status = 'awaiting_payment'
       UNION ALL
       SELECT o.id, o.paid_at + make_interval(days => $2) FROM shop_orders o WHERE o.status = 'paid'
       UNION ALL
       SELECT o.id, o.cancel_requested_at + make_interval(days => $3) FROM shop_orders o WHERE o.status = 'cancel_requested'
     ) d
     WHERE due <= $1 ORDER BY due, id LIMIT $4`,
    [now, CONFIRM_DAYS, CANCEL_ANSWER_DAYS, limit],
  );
  return rows.map((r) => r.id);
}

/** Orders whose completion request the consumer neither confirmed nor rejected in time. */
export async function dueForAutoComplete(q: Queryable, now: Date, limit: number): Promise<number[]> {
  const rows = await many<{ id: number }>(
    q,
    `SELECT id FROM shop_orders
      WHERE status = 'complete_requested' AND complete_requested_at + make_interval(days => $2) <= $1
      ORDER BY complete_requested_at, id LIMIT $3`,
    [now, AUTO_COMPLETE_DAYS, limit],
  );
  return rows.map((r) => r.id);
}
