/**
 * SQL of shop payments and the shop ledger (migration 0813): a try at paying an order through the provider per row,
 * moved by the credit orders' state machine, at most one paid per order (a partial unique index); the ledger's
 * postings are unique per movement key and account, so a replay posts nothing.
 */
import { shopPostingsOf, type ShopMovement } from '@shared/domain/shop';
import type { Queryable } from '../../lib/db';
import { many, one } from './shop-orders.sql';

/** The prefix of a shop payment's provider reference: the payments webhook hands events with it to the shop. */
export const SHOP_PAYMENT_PREFIX = 'so_';

export interface ShopPaymentRow {
  id: number;
  hash: string;
  shop_order_id: number;
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

export async function insertPayment(
  q: Queryable,
  p: { hash: string; orderId: number; consumerId: number; payType: string; amount: number; provider: string; key: string },
): Promise<ShopPaymentRow | undefined> {
  return one<ShopPaymentRow>(
    q,
    `INSERT INTO shop_payments (hash, shop_order_id, consumer_id, pay_type, amount, provider, idempotency_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (consumer_id, idempotency_key) DO NOTHING RETURNING *`,
    [p.hash, p.orderId, p.consumerId, p.payType, p.amount, p.provider, p.key],
  );
}

export async function paymentByKey(q: Queryable, consumerId: number, key: string): Promise<ShopPaymentRow | undefined> {
  return one<ShopPaymentRow>(q, `SELECT * FROM shop_payments WHERE consumer_id = $1 AND idempotency_key = $2`, [consumerId, key]);
}

export async function lockPaymentByHash(q: Queryable, hash: string): Promise<ShopPaymentRow | undefined> {
  return one<ShopPaymentRow>(q, `SELECT * FROM shop_payments WHERE hash = $1 FOR UPDATE`, [hash]);
}

/** The paid (or refunded) payment of an order, else its latest try: what the order's page shows. */
export async function latestPayments(q: Queryable, orderIds: number[]): Promise<Map<number, ShopPaymentRow>> {
  if (!orderIds.length) return new Map();
  const rows = await many<ShopPaymentRow>(
    q,
    `SELECT DISTINCT ON (shop_order_id) * FROM shop_payments WHERE shop_order_id = ANY($1::int[])
      ORDER BY shop_order_id, (status IN ('paid', 'refunded')) DESC, created DESC, id DESC`,
    [orderIds],
  );
  return new Map(rows.map((r) => [r.shop_order_id, r]));
}

export async function paidPayment(q: Queryable, orderId: number): Promise<ShopPaymentRow | undefined> {
  return one<ShopPaymentRow>(q, `SELECT * FROM shop_payments WHERE shop_order_id = $1 AND status = 'paid' FOR UPDATE`, [orderId]);
}

export type PaymentPatch = Partial<
  Pick<
    ShopPaymentRow,
    | 'provider'
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

export async function patchPayment(q: Queryable, id: number, patch: PaymentPatch): Promise<void> {
  const keys = Object.keys(patch) as (keyof PaymentPatch)[];
  if (!keys.length) return;
  await q.query(`UPDATE shop_payments SET ${keys.map((k, i) => `${k} = $${i + 2}`).join(', ')}, modified = now() WHERE id = $1`, [
    id,
    ...keys.map((k) => patch[k]),
  ]);
}

/** Moves a payment by the credit orders' state machine (one conditional UPDATE); undefined when it could not move. */
export async function movePayment(
  q: Queryable,
  id: number,
  to: ShopPaymentRow['status'],
  from: readonly string[],
  patch: PaymentPatch = {},
): Promise<ShopPaymentRow | undefined> {
  const keys = Object.keys(patch) as (keyof PaymentPatch)[];
  const sets = keys.map((k, i) => `, ${k} = $${i + 4}`).join('');
  return one<ShopPaymentRow>(
    q,
    `UPDATE shop_payments SET status = $2, modified = now()${sets} WHERE id = $1 AND status = ANY($3::text[]) RETURNING *`,
    [id, to, from, ...keys.map((k) => patch[k])],
  );
}

/** Cancels an order's open tries (another way to pay was chosen, or the order went void). */
export async function cancelOpenPayments(q: Queryable, orderId: number, from: readonly string[]): Promise<void> {
  await q.query(`UPDATE shop_payments SET status = 'cancelled', modified = now() WHERE shop_order_id = $1 AND status = ANY($2::text[])`, [
    orderId,
    from,
  ]);
}

/** Posts a movement's postings under `key`; false when that key was posted before (a replay), which posts nothing. */
export async function postMovement(tx: Queryable, orderId: number, m: ShopMovement, held: boolean, key: string): Promise<boolean> {
  const postings = shopPostingsOf(m, held).filter((p) => p.amount !== 0);
  if (!postings.length) return false;
  const { rowCount } = await tx.query(
    `INSERT INTO shop_ledger (shop_order_id, movement, account, amount, idempotency_key)
     SELECT $1, $2, account, amount, $5 FROM unnest($3::text[], $4::int[]) AS p(account, amount)
     ON CONFLICT (idempotency_key, account) DO NOTHING`,
    [orderId, m.kind, postings.map((p) => p.account), postings.map((p) => p.amount), key],
  );
  return (rowCount ?? 0) > 0;
}
