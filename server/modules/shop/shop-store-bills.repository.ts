/** SQL of the consumer's convenience-store bills for shop orders (shop_payments paid or to pay at a store). */
import type { Queryable } from '../../lib/db';
import { many, one } from './shop-orders.sql';
import type { ShopPaymentRow } from './shop-payments.repository';

export type ShopStoreBillRow = Pick<
  ShopPaymentRow,
  'id' | 'shop_order_id' | 'amount' | 'status' | 'payment_code' | 'barcode' | 'expires_at' | 'paid_at' | 'created'
> & { item_name: string; plan_name: string; quantity: number };

const BILL_COLUMNS = `p.id, p.shop_order_id, p.amount, p.status, p.payment_code, p.barcode, p.expires_at, p.paid_at, p.created,
  o.item_name, o.plan_name, o.quantity`;
const BILL_FROM = `shop_payments p JOIN shop_orders o ON o.id = p.shop_order_id`;

export async function countBills(q: Queryable, consumerId: number): Promise<number> {
  const row = await one<{ n: number }>(q, `SELECT count(*)::int AS n FROM shop_payments WHERE consumer_id = $1 AND pay_type = 'cvs'`, [
    consumerId,
  ]);
  return row?.n ?? 0;
}

/** The newest `limit` bills, newest first. */
export async function newestBills(q: Queryable, consumerId: number, limit: number): Promise<ShopStoreBillRow[]> {
  return many<ShopStoreBillRow>(
    q,
    `SELECT ${BILL_COLUMNS} FROM ${BILL_FROM} WHERE p.consumer_id = $1 AND p.pay_type = 'cvs'
      ORDER BY p.created DESC, p.id DESC LIMIT $2`,
    [consumerId, limit],
  );
}

export async function findBill(q: Queryable, consumerId: number, id: number): Promise<ShopStoreBillRow | undefined> {
  return one<ShopStoreBillRow>(
    q,
    `SELECT ${BILL_COLUMNS} FROM ${BILL_FROM} WHERE p.id = $1 AND p.consumer_id = $2 AND p.pay_type = 'cvs'`,
    [id, consumerId],
  );
}
