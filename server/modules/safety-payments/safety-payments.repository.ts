/**
 * SQL of safety payments (migration 0811): a payment and its parts, a part's moves (one conditional UPDATE each, from
 * the statuses shared/domain/safety-payments allows before the target), and the ledger's postings (unique per
 * movement key and account, so a replay posts nothing).
 */
import {
  postingsOf,
  type PayoutAccount,
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

export interface SafetyPaymentRow {
  id: number;
  quote_bid_id: number;
  kind: SafetyKind;
  plan: SafetyPlan;
  price: number;
  commission_percent: number;
  consumer_id: number;
  pro_id: number;
  created: Date;
  completed_at: Date | null;
  inspection_deducted: number;
  release_reminders: number;
}

export interface SafetyPartFullRow extends SafetyPartRow {
  request_kind: 'cancel' | 'refund' | null;
  request_amount: number | null;
  request_reason: string | null;
  request_photos: number[];
  requested_at: Date | null;
  counter_amount: number | null;
  counter_reason: string | null;
  answer_due: Date | null;
  refund_info: PayoutAccount | null;
  refunded_amount: number;
  released_amount: number;
  decided_by: number | null;
  decision_note: string | null;
  settled_at: Date | null;
}

export async function paymentsOfBid(q: Queryable, bidId: number): Promise<SafetyPaymentRow[]> {
  const { rows } = await q.query<SafetyPaymentRow>(`SELECT * FROM safety_payments WHERE quote_bid_id = $1 ORDER BY kind DESC, id`, [bidId]);
  return rows;
}

export async function findPayment(q: Queryable, id: number, lock = false): Promise<SafetyPaymentRow | undefined> {
  const { rows } = await q.query<SafetyPaymentRow>(`SELECT * FROM safety_payments WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0];
}

export async function partsOf(q: Queryable, paymentIds: number[]): Promise<SafetyPartFullRow[]> {
  if (!paymentIds.length) return [];
  const { rows } = await q.query<SafetyPartFullRow>(
    `SELECT * FROM safety_payment_parts WHERE safety_payment_id = ANY($1::int[]) ORDER BY safety_payment_id, position`,
    [paymentIds],
  );
  return rows;
}

/** A part with its payment; `lock` locks the part's row (the payment's row stays free). */
export async function findPart(
  q: Queryable,
  partId: number,
  lock = false,
): Promise<{ part: SafetyPartFullRow; payment: SafetyPaymentRow } | undefined> {
  const { rows } = await q.query<SafetyPartFullRow>(`SELECT * FROM safety_payment_parts WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [
    partId,
  ]);
  if (!rows[0]) return undefined;
  const payment = await findPayment(q, rows[0].safety_payment_id);
  return payment && { part: rows[0], payment };
}

export type PartPatch = Partial<
  Pick<
    SafetyPartFullRow,
    | 'request_kind'
    | 'request_amount'
    | 'request_reason'
    | 'request_photos'
    | 'requested_at'
    | 'counter_amount'
    | 'counter_reason'
    | 'answer_due'
    | 'refund_info'
    | 'refunded_amount'
    | 'released_amount'
    | 'decided_by'
    | 'decision_note'
    | 'settled_at'
  >
>;

/** Writes fields of a part that change without (or with, through movePartWith) a status move. */
export async function patchPart(q: Queryable, partId: number, patch: PartPatch): Promise<void> {
  const keys = Object.keys(patch) as (keyof PartPatch)[];
  if (!keys.length) return;
  const values = keys.map((k) => (k === 'refund_info' && patch[k] ? JSON.stringify(patch[k]) : patch[k]));
  await q.query(`UPDATE safety_payment_parts SET ${keys.map((k, i) => `${k} = $${i + 2}`).join(', ')}, modified = now() WHERE id = $1`, [
    partId,
    ...values,
  ]);
}

/** Moves a part (as movePart) and writes `patch` in the same statement; undefined when another move came first. */
export async function movePartWith(
  tx: Queryable,
  partId: number,
  to: SafetyPaymentStatus,
  patch: PartPatch,
): Promise<SafetyPartFullRow | undefined> {
  const keys = Object.keys(patch) as (keyof PartPatch)[];
  const values = keys.map((k) => (k === 'refund_info' && patch[k] ? JSON.stringify(patch[k]) : patch[k]));
  const sets = keys.map((k, i) => `, ${k} = $${i + 4}`).join('');
  const { rows } = await tx.query<SafetyPartFullRow>(
    `UPDATE safety_payment_parts SET status = $2, modified = now()${sets} WHERE id = $1 AND status = ANY($3::text[]) RETURNING *`,
    [partId, to, safetyStatusesBefore(to), ...values],
  );
  return rows[0];
}

/** Replaces the parts of a payment nobody has started paying (the pro changed the plan). */
export async function replaceParts(
  tx: Queryable,
  paymentId: number,
  plan: SafetyPlan,
  price: number,
  parts: readonly number[],
): Promise<boolean> {
  const { rows } = await tx.query(
    `SELECT 1 FROM safety_payment_parts p WHERE p.safety_payment_id = $1
        AND (p.status <> 'awaiting_payment' OR EXISTS (SELECT 1 FROM safety_pay_ins i WHERE i.part_id = p.id))`,
    [paymentId],
  );
  if (rows.length) return false;
  await tx.query(`DELETE FROM safety_payment_parts WHERE safety_payment_id = $1`, [paymentId]);
  await tx.query(`UPDATE safety_payments SET plan = $2, price = $3 WHERE id = $1`, [paymentId, plan, price]);
  await tx.query(
    `INSERT INTO safety_payment_parts (safety_payment_id, position, amount)
     SELECT $1, n, amount FROM unnest($2::int[]) WITH ORDINALITY AS a(amount, n)`,
    [paymentId, parts],
  );
  return true;
}

export async function setCompleted(q: Queryable, bidId: number, kind: SafetyKind): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(
    `UPDATE safety_payments SET completed_at = now() WHERE quote_bid_id = $1 AND kind = $2 AND completed_at IS NULL RETURNING id`,
    [bidId, kind],
  );
  return rows.map((r) => r.id);
}

export interface TransitionRow {
  part_id: number;
  to_status: SafetyPaymentStatus;
  created: Date;
}

export async function timelinesOf(q: Queryable, partIds: number[]): Promise<TransitionRow[]> {
  if (!partIds.length) return [];
  const { rows } = await q.query<TransitionRow>(
    `SELECT part_id, to_status, created FROM safety_part_transitions WHERE part_id = ANY($1::int[]) ORDER BY part_id, id`,
    [partIds],
  );
  return rows;
}

/** What the ledger says of each part: held now, refunded and released (gross). */
export async function moneyOf(q: Queryable, partIds: number[]): Promise<Map<number, { held: number; refunded: number; released: number }>> {
  const out = new Map<number, { held: number; refunded: number; released: number }>();
  if (!partIds.length) return out;
  const { rows } = await q.query<{ part_id: number; held: number; refunded: number; released: number }>(
    `SELECT part_id,
            coalesce(-sum(amount) FILTER (WHERE account = 'held'), 0)::int AS held,
            coalesce(sum(amount) FILTER (WHERE account = 'held' AND movement = 'refund'), 0)::int AS refunded,
            coalesce(sum(amount) FILTER (WHERE account = 'held' AND movement = 'release'), 0)::int AS released
       FROM safety_ledger WHERE part_id = ANY($1::int[]) GROUP BY part_id`,
    [partIds],
  );
  for (const r of rows) out.set(r.part_id, { held: r.held, refunded: r.refunded, released: r.released });
  return out;
}

export interface PayInRow {
  id: number;
  hash: string;
  part_id: number;
  consumer_id: number;
  pay_type: 'card' | 'cvs' | 'bank';
  amount: number;
  status: 'pending' | 'requires_action' | 'paid' | 'failed' | 'expired' | 'cancelled' | 'refunded';
  provider: string;
  provider_ref: string | null;
  checkout_url: string | null;
  idempotency_key: string;
  card_info: string | null;
  payment_code: string | null;
  barcode: string | null;
  virtual_account: string | null;
  expires_at: Date | null;
  paid_at: Date | null;
  failure_code: string | null;
  failure_message: string | null;
  refunded_amount: number;
  created: Date;
}

/** The prefix of a pay-in's provider reference: the webhook hands events with it to this module. */
export const PAY_IN_PREFIX = 'sp_';

export async function insertPayIn(
  q: Queryable,
  p: { hash: string; partId: number; consumerId: number; payType: string; amount: number; provider: string; key: string },
): Promise<PayInRow | undefined> {
  const { rows } = await q.query<PayInRow>(
    `INSERT INTO safety_pay_ins (hash, part_id, consumer_id, pay_type, amount, provider, idempotency_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (consumer_id, idempotency_key) DO NOTHING RETURNING *`,
    [p.hash, p.partId, p.consumerId, p.payType, p.amount, p.provider, p.key],
  );
  return rows[0];
}

export async function payInByKey(q: Queryable, consumerId: number, key: string): Promise<PayInRow | undefined> {
  const { rows } = await q.query<PayInRow>(`SELECT * FROM safety_pay_ins WHERE consumer_id = $1 AND idempotency_key = $2`, [
    consumerId,
    key,
  ]);
  return rows[0];
}

export async function lockPayInByHash(q: Queryable, hash: string): Promise<PayInRow | undefined> {
  const { rows } = await q.query<PayInRow>(`SELECT * FROM safety_pay_ins WHERE hash = $1 FOR UPDATE`, [hash]);
  return rows[0];
}

/** The latest pay-in of each part (what the part's page shows), and the paid one when there is one. */
export async function latestPayIns(q: Queryable, partIds: number[]): Promise<Map<number, PayInRow>> {
  const out = new Map<number, PayInRow>();
  if (!partIds.length) return out;
  const { rows } = await q.query<PayInRow>(
    `SELECT DISTINCT ON (part_id) * FROM safety_pay_ins WHERE part_id = ANY($1::int[])
      ORDER BY part_id, (status = 'paid') DESC, created DESC, id DESC`,
    [partIds],
  );
  for (const r of rows) out.set(r.part_id, r);
  return out;
}

export async function paidPayIn(q: Queryable, partId: number): Promise<PayInRow | undefined> {
  const { rows } = await q.query<PayInRow>(`SELECT * FROM safety_pay_ins WHERE part_id = $1 AND status = 'paid'`, [partId]);
  return rows[0];
}

export type PayInPatch = Partial<
  Pick<
    PayInRow,
    | 'provider_ref'
    | 'checkout_url'
    | 'card_info'
    | 'payment_code'
    | 'barcode'
    | 'virtual_account'
    | 'expires_at'
    | 'paid_at'
    | 'failure_code'
    | 'failure_message'
    | 'refunded_amount'
  >
>;

export async function patchPayIn(q: Queryable, id: number, patch: PayInPatch): Promise<void> {
  const keys = Object.keys(patch) as (keyof PayInPatch)[];
  if (!keys.length) return;
  await q.query(`UPDATE safety_pay_ins SET ${keys.map((k, i) => `${k} = $${i + 2}`).join(', ')}, modified = now() WHERE id = $1`, [
    id,
    ...keys.map((k) => patch[k]),
  ]);
}

/** Moves a pay-in by the credit orders' state machine (one conditional UPDATE); undefined when it could not move. */
export async function movePayIn(
  q: Queryable,
  id: number,
  to: PayInRow['status'],
  from: readonly string[],
  patch: PayInPatch = {},
): Promise<PayInRow | undefined> {
  const keys = Object.keys(patch) as (keyof PayInPatch)[];
  const sets = keys.map((k, i) => `, ${k} = $${i + 4}`).join('');
  const { rows } = await q.query<PayInRow>(
    `UPDATE safety_pay_ins SET status = $2, modified = now()${sets} WHERE id = $1 AND status = ANY($3::text[]) RETURNING *`,
    [id, to, from, ...keys.map((k) => patch[k])],
  );
  return rows[0];
}

/** Cancels a part's open pay-ins (the consumer chose another way to pay); the ids cancelled. */
export async function cancelOpenPayIns(q: Queryable, partId: number, from: readonly string[]): Promise<number> {
  const { rowCount } = await q.query(
    `UPDATE safety_pay_ins SET status = 'cancelled', modified = now() WHERE part_id = $1 AND status = ANY($2::text[])`,
    [partId, from],
  );
  return rowCount ?? 0;
}

export interface ListRow {
  id: number;
  quote_bid_id: number;
  kind: SafetyKind;
  price: number;
  consumer_id: number;
  pro_id: number;
  created: Date;
  statuses: SafetyPaymentStatus[];
  held: number;
  c_name_zh: string;
  c_name_en: string;
  consumer_name: string;
  pro_name_zh: string | null;
  pro_name_en: string | null;
  total: string;
}

export async function listOf(q: Queryable, userId: number, limit: number, offset: number): Promise<ListRow[]> {
  const { rows } = await q.query<ListRow>(
    `SELECT sp.id, sp.quote_bid_id, sp.kind, sp.price, sp.consumer_id, sp.pro_id, sp.created,
            (SELECT array_agg(p.status ORDER BY p.position) FROM safety_payment_parts p WHERE p.safety_payment_id = sp.id) AS statuses,
            (SELECT coalesce(-sum(l.amount), 0)::int FROM safety_ledger l JOIN safety_payment_parts p ON p.id = l.part_id
              WHERE p.safety_payment_id = sp.id AND l.account = 'held') AS held,
            c.name_zh AS c_name_zh, c.name_en AS c_name_en,
            full_name(u.first_name, u.last_name, u.username) AS consumer_name,
            s.business_name_zh AS pro_name_zh, s.business_name_en AS pro_name_en,
            count(*) OVER () AS total
       FROM safety_payments sp
       JOIN quote_bids b ON b.quote_bid_id = sp.quote_bid_id
       JOIN quote_services s ON s.quote_service_id = b.quote_service_id
       JOIN quote_requests r ON r.quote_request_id = b.quote_request_id
       JOIN quote_categories c ON c.id = r.quote_category_id
       JOIN users u ON u.id = sp.consumer_id
      WHERE sp.consumer_id = $1 OR sp.pro_id = $1
      ORDER BY sp.created DESC, sp.id DESC
      LIMIT $2 OFFSET $3`,
    [userId, limit, offset],
  );
  return rows;
}

/** Serialises plan changes and pay-in starts of one bid's payments (the bid row is the bids module's: a lock only). */
export async function lockBidPayments(tx: Queryable, bidId: number): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('safety-bid'), $1)`, [bidId]);
}

export async function setPaymentTerms(tx: Queryable, paymentId: number, t: { commission: number; deducted: number }): Promise<void> {
  await tx.query(`UPDATE safety_payments SET commission_percent = $2, inspection_deducted = $3 WHERE id = $1`, [
    paymentId,
    t.commission,
    t.deducted,
  ]);
}

export async function setPayInProvider(q: Queryable, id: number, provider: string): Promise<void> {
  await q.query(`UPDATE safety_pay_ins SET provider = $2 WHERE id = $1`, [id, provider]);
}

/** A payout instruction for what a release owes the pro (once per part). */
export async function insertPayout(tx: Queryable, p: { partId: number; proId: number; amount: number }): Promise<void> {
  await tx.query(`INSERT INTO payout_instructions (part_id, pro_id, amount) VALUES ($1, $2, $3) ON CONFLICT (part_id) DO NOTHING`, [
    p.partId,
    p.proId,
    p.amount,
  ]);
}
