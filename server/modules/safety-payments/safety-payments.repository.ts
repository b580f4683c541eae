/**
 * SQL of safety payments (migration 0811): a payment and its parts, a part's moves (one conditional UPDATE each, from
 * the statuses shared/domain/safety-payments allows before the target), and the ledger's postings (unique per
 * movement key and account, so a replay posts nothing).
 */
import {
  postingsOf,
  safetyStatusesBefore,
  type SafetyKind,
  type SafetyMovement,
  type SafetyPaymentStatus,
  type SafetyPlan,
} from '@shared/domain/safety-payments';
import type { Queryable } from '../../lib/db';

export interface SafetyPartRow {
  id: number;
  safety_payment_id: number;
  position: number;
  amount: number;
  status: SafetyPaymentStatus;
  created: Date;
  modified: Date;
}

export interface NewSafetyPayment {
  bidId: number;
  kind: SafetyKind;
  plan: SafetyPlan;
  price: number;
  commissionPercent: number;
  consumerId: number;
  proId: number;
  /** The parts' amounts in order (checked by the domain's planProblem before). */
  parts: readonly number[];
}

/** Creates the payment and its parts, all awaiting payment; null when the bid already has one of this kind. */
export async function insertPayment(tx: Queryable, p: NewSafetyPayment): Promise<{ id: number; parts: SafetyPartRow[] } | null> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO safety_payments (quote_bid_id, kind, plan, price, commission_percent, consumer_id, pro_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (quote_bid_id, kind) DO NOTHING RETURNING id`,
    [p.bidId, p.kind, p.plan, p.price, p.commissionPercent, p.consumerId, p.proId],
  );
  if (!rows[0]) return null;
  const parts = await tx.query<SafetyPartRow>(
    `INSERT INTO safety_payment_parts (safety_payment_id, position, amount)
     SELECT $1, n, amount FROM unnest($2::int[]) WITH ORDINALITY AS a(amount, n) RETURNING *`,
    [rows[0].id, p.parts],
  );
  return { id: rows[0].id, parts: parts.rows.sort((a, b) => a.position - b.position) };
}

/**
 * Moves a part to `to` if its status allows it, under the row's lock: the row as moved, or undefined when another
 * move came first (the caller then posts nothing and answers with the part as it is).
 */
export async function movePart(tx: Queryable, partId: number, to: SafetyPaymentStatus): Promise<SafetyPartRow | undefined> {
  const { rows } = await tx.query<SafetyPartRow>(
    `UPDATE safety_payment_parts SET status = $2, modified = now() WHERE id = $1 AND status = ANY($3::text[]) RETURNING *`,
    [partId, to, safetyStatusesBefore(to)],
  );
  return rows[0];
}

/** Posts a movement's postings under `key`; false when that key was posted before (a replay), which posts nothing. */
export async function postMovement(tx: Queryable, partId: number, movement: SafetyMovement, key: string): Promise<boolean> {
  const postings = postingsOf(movement).filter((p) => p.amount !== 0);
  const { rowCount } = await tx.query(
    `INSERT INTO safety_ledger (part_id, movement, account, amount, idempotency_key)
     SELECT $1, $2, account, amount, $5 FROM unnest($3::text[], $4::int[]) AS p(account, amount)
     ON CONFLICT (idempotency_key, account) DO NOTHING`,
    [partId, movement.kind, postings.map((p) => p.account), postings.map((p) => p.amount), key],
  );
  return (rowCount ?? 0) > 0;
}

/** What Sifu holds of a part now: captured less released less refunded (the held account's credit balance). */
export async function heldOf(db: Queryable, partId: number): Promise<number> {
  const { rows } = await db.query<{ held: number }>(
    `SELECT coalesce(-sum(amount), 0)::int AS held FROM safety_ledger WHERE part_id = $1 AND account = 'held'`,
    [partId],
  );
  return rows[0].held;
}
