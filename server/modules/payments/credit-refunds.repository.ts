/** SQL on credit_refund_requests and credit_refund_lines, and the refunded part of payment_orders. */
import type { PayType } from '@shared/domain/payments';
import type { CreditRefundStatus } from '@shared/schemas/credit-refunds.schema';
import type { Queryable } from '../../lib/db';

export interface RefundRequestRow {
  id: number;
  user_id: number;
  amount: number;
  status: CreditRefundStatus;
  source: 'credit' | 'deletion';
  note: string;
  reason: string;
  decided_by: number | null;
  decided_at: Date | null;
  created: Date;
}

export interface RefundLineRow {
  request_id: number;
  order_id: number;
  order_hash: string;
  pay_type: PayType;
  amount: number;
  method: 'card' | 'bank_transfer';
  status: 'refunded' | 'payout_due';
}

export interface PaidOrderRow {
  id: number;
  hash: string;
  pay_type: PayType;
  amount: number;
  credit: number;
  refunded_amount: number;
  provider: string;
  provider_ref: string | null;
  card_info: string | null;
  paid_at: Date | null;
}

/** Inserts a pending request; undefined when this pro already has one pending (the partial unique index). */
export async function insertRequest(
  q: Queryable,
  r: { userId: number; amount: number; source: 'credit' | 'deletion'; note: string },
): Promise<RefundRequestRow | undefined> {
  const { rows } = await q.query<RefundRequestRow>(
    `INSERT INTO credit_refund_requests (user_id, amount, source, note) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) WHERE status = 'pending' DO NOTHING RETURNING *`,
    [r.userId, r.amount, r.source, r.note],
  );
  return rows[0];
}

export async function findRequest(q: Queryable, id: number): Promise<RefundRequestRow | undefined> {
  const { rows } = await q.query<RefundRequestRow>('SELECT * FROM credit_refund_requests WHERE id = $1', [id]);
  return rows[0];
}

export async function latestOf(q: Queryable, userId: number): Promise<RefundRequestRow | undefined> {
  const { rows } = await q.query<RefundRequestRow>(
    'SELECT * FROM credit_refund_requests WHERE user_id = $1 ORDER BY created DESC, id DESC LIMIT 1',
    [userId],
  );
  return rows[0];
}

/**
 * The decision: only a still-pending request changes (the conditional UPDATE that makes a second click a 409).
 * A concurrent decider waits on the row lock and then finds it decided.
 */
export async function decide(
  q: Queryable,
  id: number,
  d: { status: 'approved' | 'rejected'; staffId: number; reason: string },
): Promise<RefundRequestRow | undefined> {
  const { rows } = await q.query<RefundRequestRow>(
    `UPDATE credit_refund_requests SET status = $2, decided_by = $3, reason = $4, decided_at = now(), modified = now()
      WHERE id = $1 AND status = 'pending' RETURNING *`,
    [id, d.status, d.staffId, d.reason],
  );
  return rows[0];
}

export async function linesOf(q: Queryable, requestId: number): Promise<RefundLineRow[]> {
  const { rows } = await q.query<RefundLineRow>(
    `SELECT l.request_id, l.order_id, o.hash AS order_hash, o.pay_type, l.amount, l.method, l.status
       FROM credit_refund_lines l JOIN payment_orders o ON o.id = l.order_id
      WHERE l.request_id = $1 ORDER BY l.id`,
    [requestId],
  );
  return rows;
}

export async function insertLine(
  q: Queryable,
  l: { requestId: number; orderId: number; amount: number; method: 'card' | 'bank_transfer'; status: 'refunded' | 'payout_due' },
): Promise<void> {
  await q.query('INSERT INTO credit_refund_lines (request_id, order_id, amount, method, status) VALUES ($1, $2, $3, $4, $5)', [
    l.requestId,
    l.orderId,
    l.amount,
    l.method,
    l.status,
  ]);
}

/** The pro's paid orders, newest payment first (the order refunds draw on); locked when `lock`. */
export async function paidOrders(q: Queryable, userId: number, lock = false): Promise<PaidOrderRow[]> {
  const { rows } = await q.query<PaidOrderRow>(
    `SELECT id, hash, pay_type, amount, credit, refunded_amount, provider, provider_ref, card_info, paid_at
       FROM payment_orders WHERE user_id = $1 AND status = 'paid'
      ORDER BY paid_at DESC NULLS LAST, id DESC${lock ? ' FOR UPDATE' : ''}`,
    [userId],
  );
  return rows;
}

/** Adds a refunded part to an order; false when it would exceed what the order paid (the CHECK is the last guard). */
export async function addRefunded(q: Queryable, orderId: number, amount: number): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE payment_orders SET refunded_amount = refunded_amount + $2, refunded_at = now()
      WHERE id = $1 AND refunded_amount + $2 <= amount`,
    [orderId, amount],
  );
  return rowCount === 1;
}
