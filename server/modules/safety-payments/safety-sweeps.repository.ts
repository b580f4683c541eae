/** SQL of the safety-payment sweeps: what is due for release, reminders, overdue answers, and the reconciliation. */
import type { Queryable } from '../../lib/db';

export async function dueForRelease(q: Queryable, days: number, now: Date, limit: number): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(
    `SELECT p.id FROM safety_payment_parts p JOIN safety_payments sp ON sp.id = p.safety_payment_id
      WHERE p.status = 'held' AND sp.completed_at IS NOT NULL AND sp.completed_at + make_interval(days => $1) <= $2
      ORDER BY sp.completed_at LIMIT $3`,
    [days, now, limit],
  );
  return rows.map((r) => r.id);
}

export interface RemindableRow {
  id: number;
  quote_bid_id: number;
  consumer_id: number;
  completed_at: Date;
  release_reminders: number;
  held: number;
}

export async function remindable(q: Queryable, now: Date, limit: number): Promise<RemindableRow[]> {
  void now;
  const { rows } = await q.query<RemindableRow>(
    `SELECT sp.id, sp.quote_bid_id, sp.consumer_id, sp.completed_at, sp.release_reminders,
            (SELECT coalesce(sum(p.amount), 0)::int FROM safety_payment_parts p WHERE p.safety_payment_id = sp.id AND p.status = 'held') AS held
       FROM safety_payments sp
      WHERE sp.completed_at IS NOT NULL AND sp.release_reminders < 2
        AND EXISTS (SELECT 1 FROM safety_payment_parts p WHERE p.safety_payment_id = sp.id AND p.status = 'held')
      ORDER BY sp.completed_at LIMIT $1`,
    [limit],
  );
  return rows;
}

/** Counts a reminder sent (from `seen` to `to`); false when another run counted it first. */
export async function countReminder(q: Queryable, paymentId: number, seen: number, to: number): Promise<boolean> {
  const { rowCount } = await q.query(`UPDATE safety_payments SET release_reminders = $3 WHERE id = $1 AND release_reminders = $2`, [
    paymentId,
    seen,
    to,
  ]);
  return (rowCount ?? 0) > 0;
}

export async function unanswered(q: Queryable, now: Date, limit: number): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(
    `SELECT id FROM safety_payment_parts
      WHERE status IN ('cancel_requested', 'refund_requested', 'refund_countered') AND answer_due <= $1
      ORDER BY answer_due LIMIT $2`,
    [now, limit],
  );
  return rows.map((r) => r.id);
}

export interface MismatchRow {
  part_id: number;
  held: number;
  captured: number;
  refunded: number;
  released: number;
  expected: number;
}

/**
 * Parts whose held money differs from the provider's record: captured = the amounts of verified success events of
 * the part's pay-ins (one per pay-in), refunded = what was refunded through the provider, released = the ledger's
 * releases.
 */
export async function mismatches(q: Queryable): Promise<MismatchRow[]> {
  const { rows } = await q.query<MismatchRow>(
    `WITH captured AS (
       SELECT i.part_id, sum(e.amount)::int AS captured, sum(i.refunded_amount)::int AS refunded
         FROM safety_pay_ins i
         JOIN LATERAL (SELECT (ev.payload->>'amount')::int AS amount FROM payment_events ev
                        WHERE ev.provider = i.provider AND ev.type = 'payment.succeeded' AND ev.payload->>'orderRef' = i.hash
                        ORDER BY ev.id LIMIT 1) e ON true
        GROUP BY i.part_id
     ), ledger AS (
       SELECT part_id,
              coalesce(-sum(amount) FILTER (WHERE account = 'held'), 0)::int AS held,
              coalesce(sum(amount) FILTER (WHERE account = 'held' AND movement = 'release'), 0)::int AS released
         FROM safety_ledger GROUP BY part_id
     )
     SELECT coalesce(c.part_id, l.part_id) AS part_id, coalesce(l.held, 0) AS held, coalesce(c.captured, 0) AS captured,
            coalesce(c.refunded, 0) AS refunded, coalesce(l.released, 0) AS released,
            coalesce(c.captured, 0) - coalesce(c.refunded, 0) - coalesce(l.released, 0) AS expected
       FROM captured c FULL JOIN ledger l ON l.part_id = c.part_id
      WHERE coalesce(l.held, 0) <> coalesce(c.captured, 0) - coalesce(c.refunded, 0) - coalesce(l.released, 0)`,
  );
  return rows;
}
