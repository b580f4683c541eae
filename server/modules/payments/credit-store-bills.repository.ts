/** SQL of the user's convenience-store bills for credit (payment_orders paid or to pay at a store). */
import type { Queryable } from '../../lib/db';
import type { OrderRow } from './payments.repository';

export type CreditStoreBillRow = Pick<
  OrderRow,
  'id' | 'hash' | 'amount' | 'credit' | 'status' | 'payment_code' | 'barcode' | 'expires_at' | 'paid_at' | 'created' | 'name_zh' | 'name_en'
>;

const COLUMNS = `o.id, o.hash, o.amount, o.credit, o.status, o.payment_code, o.barcode, o.expires_at, o.paid_at, o.created,
  p.name_zh, p.name_en`;
const FROM = `payment_orders o LEFT JOIN credit_packages p ON p.id = o.package_id`;

export async function countBills(q: Queryable, userId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM payment_orders WHERE user_id = $1 AND pay_type = 'cvs'`, [
    userId,
  ]);
  return rows[0]?.n ?? 0;
}

/** The newest `limit` bills, newest first. */
export async function newestBills(q: Queryable, userId: number, limit: number): Promise<CreditStoreBillRow[]> {
  const { rows } = await q.query<CreditStoreBillRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE o.user_id = $1 AND o.pay_type = 'cvs' ORDER BY o.created DESC, o.id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows;
}

export async function findBill(q: Queryable, userId: number, id: number): Promise<CreditStoreBillRow | undefined> {
  const { rows } = await q.query<CreditStoreBillRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE o.id = $1 AND o.user_id = $2 AND o.pay_type = 'cvs'`,
    [id, userId],
  );
  return rows[0];
}
