/** SQL on credit_packages, payment_orders, payment_events and saved_cards. */
import crypto from 'node:crypto';
import type { OrderKind, OrderStatus, PayType } from '@shared/domain/payments';
import { orderStatusesBefore } from '@shared/domain/payment-order-states';
import type { Queryable } from '../../lib/db';

export interface PackageRow {
  id: number;
  slug: string;
  name_zh: string;
  name_en: string;
  price: number;
  credit: number;
  bonus: number;
  is_starter: boolean;
}

export interface OrderRow {
  id: number;
  hash: string;
  user_id: number;
  kind: OrderKind;
  pay_type: PayType;
  package_id: number | null;
  quote_bid_id: number | null;
  amount: number;
  credit: number;
  currency: 'HKD';
  status: OrderStatus;
  provider: string;
  provider_ref: string | null;
  checkout_url: string | null;
  idempotency_key: string;
  quote_draft: Record<string, unknown> | null;
  follow_up: string | null;
  card_info: string | null;
  save_card: boolean;
  /** This order holds the pro's one starter-package sale (while pending, paid or refunded: migration 0808). */
  starter_sale: boolean;
  payment_code: string | null;
  barcode: string | null;
  virtual_account: string | null;
  expires_at: Date | null;
  paid_at: Date | null;
  failure_code: string | null;
  failure_message: string | null;
  created: Date;
  /** Joined: the package's names. */
  name_zh?: string | null;
  name_en?: string | null;
}

const ORDER_COLUMNS = `o.*, p.name_zh, p.name_en`;
const ORDER_FROM = `payment_orders o LEFT JOIN credit_packages p ON p.id = o.package_id`;

export async function listPackages(q: Queryable): Promise<PackageRow[]> {
  const { rows } = await q.query<PackageRow>(
    'SELECT id, slug, name_zh, name_en, price, credit, bonus, is_starter FROM credit_packages WHERE is_active ORDER BY sort_order, id',
  );
  return rows;
}

export async function findPackage(q: Queryable, by: { id?: number; slug?: string }): Promise<PackageRow | undefined> {
  const { rows } = await q.query<PackageRow>(
    `SELECT id, slug, name_zh, name_en, price, credit, bonus, is_starter FROM credit_packages
      WHERE is_active AND (id = $1 OR slug = $2)`,
    [by.id ?? null, by.slug ?? null],
  );
  return rows[0];
}

/** Whether the user has a paid starter-package order, or one still open (the starter package is sold once). */
export async function hasStarterOrder(q: Queryable, userId: number, statuses: readonly OrderStatus[]): Promise<boolean> {
  const { rows } = await q.query(
    `SELECT 1 FROM payment_orders o JOIN credit_packages p ON p.id = o.package_id
      WHERE o.user_id = $1 AND p.is_starter AND o.status = ANY($2::text[]) LIMIT 1`,
    [userId, statuses],
  );
  return rows.length > 0;
}

/** The public reference of an order (payment/{hash}): 24 unguessable URL-safe characters. */
export const newOrderHash = () => crypto.randomBytes(18).toString('base64url');

export interface NewOrder {
  hash: string;
  userId: number;
  kind: OrderKind;
  payType: PayType;
  packageId: number | null;
  bidId: number | null;
  amount: number;
  credit: number;
  provider: string;
  key: string;
  draft: unknown;
  saveCard: boolean;
  /** A starter-package order: the partial unique index refuses a second one holding the sale (a unique violation). */
  starterSale: boolean;
}

/** The unique index that sells the starter package once per pro. */
export const STARTER_SALE_INDEX = 'payment_orders_one_starter_sale';

/**
 * Inserts the order, or returns nothing when the user already used this idempotency key. A second starter order
 * while one holds the sale fails with a unique violation on STARTER_SALE_INDEX.
 */
export async function insertOrder(q: Queryable, o: NewOrder): Promise<OrderRow | undefined> {
  const { rows } = await q.query<OrderRow>(
    `INSERT INTO payment_orders (hash, user_id, kind, pay_type, package_id, quote_bid_id, amount, credit, provider,
                                 idempotency_key, quote_draft, save_card, starter_sale)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT (user_id, idempotency_key) DO NOTHING RETURNING *`,
    [
      o.hash,
      o.userId,
      o.kind,
      o.payType,
      o.packageId,
      o.bidId,
      o.amount,
      o.credit,
      o.provider,
      o.key,
      o.draft === undefined ? null : JSON.stringify(o.draft),
      o.saveCard,
      o.starterSale,
    ],
  );
  return rows[0];
}

export async function findOrderByKey(q: Queryable, userId: number, key: string): Promise<OrderRow | undefined> {
  const { rows } = await q.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM} WHERE o.user_id = $1 AND o.idempotency_key = $2`, [
    userId,
    key,
  ]);
  return rows[0];
}

export async function findOrderByHash(q: Queryable, hash: string): Promise<OrderRow | undefined> {
  const { rows } = await q.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM} WHERE o.hash = $1`, [hash]);
  return rows[0];
}

/** Locks the order for the webhook transaction. */
export async function lockOrderByHash(q: Queryable, hash: string): Promise<OrderRow | undefined> {
  const { rows } = await q.query<OrderRow>('SELECT * FROM payment_orders WHERE hash = $1 FOR UPDATE', [hash]);
  return rows[0];
}

/** Fields that change without a status change; a status changes only through moveOrder. */
export type OrderPatch = Partial<
  Pick<
    OrderRow,
    | 'provider_ref'
    | 'checkout_url'
    | 'card_info'
    | 'payment_code'
    | 'barcode'
    | 'virtual_account'
    | 'expires_at'
    | 'failure_code'
    | 'failure_message'
    | 'follow_up'
  >
> & { paid_at?: 'now' };

function setClauses(patch: OrderPatch, values: unknown[]): string[] {
  const sets: string[] = [];
  for (const [k, v] of Object.entries(patch)) {
    if (v === undefined) continue;
    if (k === 'paid_at') {
      sets.push('paid_at = now()');
      continue;
    }
    values.push(v);
    sets.push(`${k} = $${values.length}`);
  }
  return sets;
}

export async function updateOrder(q: Queryable, id: number, patch: OrderPatch): Promise<void> {
  const values: unknown[] = [id];
  const sets = setClauses(patch, values);
  if (!sets.length) return;
  await q.query(`UPDATE payment_orders SET ${sets.join(', ')}, modified = now() WHERE id = $1`, values);
}

/**
 * Moves an order to `to` (with `patch`) only from a status the state machine allows (shared/domain/
 * payment-order-states.ts), in one conditional UPDATE: the updated row, or undefined when the order was in no such
 * status (a replay, a late or concurrent event), and then the caller must change nothing else. Concurrent callers
 * queue on the row lock and re-check the status, so exactly one of them moves it.
 */
export async function moveOrder(q: Queryable, id: number, to: OrderStatus, patch: OrderPatch = {}): Promise<OrderRow | undefined> {
  const values: unknown[] = [id, to, orderStatusesBefore(to)];
  const sets = setClauses(patch, values);
  const { rows } = await q.query<OrderRow>(
    `UPDATE payment_orders SET status = $2, ${[...sets, 'modified = now()'].join(', ')}
      WHERE id = $1 AND status = ANY($3::text[]) RETURNING *`,
    values,
  );
  return rows[0];
}

/** Claims the quote follow-up of a paid order once: its quote for the one caller that may send it, else undefined. */
export async function claimFollowUp(
  q: Queryable,
  id: number,
): Promise<Pick<OrderRow, 'id' | 'user_id' | 'quote_bid_id' | 'quote_draft'> | undefined> {
  const { rows } = await q.query(
    `UPDATE payment_orders SET follow_up = 'sending', modified = now()
     WHERE id = $1 AND follow_up IS NULL AND status = 'paid' AND quote_draft IS NOT NULL AND quote_bid_id IS NOT NULL
     RETURNING id, user_id, quote_bid_id, quote_draft`,
    [id],
  );
  return rows[0];
}

/** SPEC §9 purchase history: orders created since `since`, newest first. */
export async function listOrders(
  q: Queryable,
  userId: number,
  since: 'all' | 'week',
  limit: number,
  offset: number,
): Promise<Array<OrderRow & { total: number }>> {
  const from =
    since === 'week'
      ? `(date_trunc('week', now() AT TIME ZONE 'Asia/Hong_Kong') AT TIME ZONE 'Asia/Hong_Kong')`
      : `timestamptz '2018-01-01 00:00:00+08'`;
  const { rows } = await q.query(
    `SELECT ${ORDER_COLUMNS}, count(*) OVER () AS total FROM ${ORDER_FROM}
      WHERE o.user_id = $1 AND o.created >= ${from}
      ORDER BY o.created DESC, o.id DESC LIMIT $2 OFFSET $3`,
    [userId, limit, offset],
  );
  return rows;
}

/** Records a provider event; nothing comes back when this event id was already received (a replay). */
export async function insertEvent(
  q: Queryable,
  e: { provider: string; eventId: string; type: string; payload: unknown },
): Promise<number | undefined> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO payment_events (provider, event_id, type, result, payload) VALUES ($1, $2, $3, 'received', $4)
     ON CONFLICT (provider, event_id) DO NOTHING RETURNING id`,
    [e.provider, e.eventId, e.type, JSON.stringify(e.payload)],
  );
  return rows[0]?.id;
}

export async function setEventResult(q: Queryable, id: number, orderId: number | null, result: string): Promise<void> {
  await q.query('UPDATE payment_events SET order_id = $2, result = $3 WHERE id = $1', [id, orderId, result]);
}

export interface CardRow {
  id: number;
  user_id: number;
  provider: string;
  token: string;
  card_info: string;
}

export async function listCards(q: Queryable, userId: number, provider: string): Promise<CardRow[]> {
  const { rows } = await q.query<CardRow>(
    'SELECT id, user_id, provider, token, card_info FROM saved_cards WHERE user_id = $1 AND provider = $2 ORDER BY created DESC, id DESC',
    [userId, provider],
  );
  return rows;
}

export async function findCard(q: Queryable, userId: number, id: number): Promise<CardRow | undefined> {
  const { rows } = await q.query<CardRow>(
    'SELECT id, user_id, provider, token, card_info FROM saved_cards WHERE id = $1 AND user_id = $2',
    [id, userId],
  );
  return rows[0];
}

export async function insertCard(
  q: Queryable,
  c: { userId: number; provider: string; token: string; cardInfo: string; expMonth?: number; expYear?: number },
): Promise<void> {
  await q.query(
    `INSERT INTO saved_cards (user_id, provider, token, card_info, exp_month, exp_year) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (provider, token) DO NOTHING`,
    [c.userId, c.provider, c.token, c.cardInfo, c.expMonth ?? null, c.expYear ?? null],
  );
}

export async function deleteCard(q: Queryable, userId: number, id: number): Promise<void> {
  await q.query('DELETE FROM saved_cards WHERE id = $1 AND user_id = $2', [id, userId]);
}

export interface AutoRefillSettings {
  auto_refill_package_id: number | null;
  auto_refill_card_id: number | null;
  auto_refill_monthly_limit: number;
}

export async function autoRefillSettings(q: Queryable, userId: number): Promise<AutoRefillSettings> {
  const { rows } = await q.query<AutoRefillSettings>(
    'SELECT auto_refill_package_id, auto_refill_card_id, auto_refill_monthly_limit FROM users WHERE id = $1',
    [userId],
  );
  return rows[0] ?? { auto_refill_package_id: null, auto_refill_card_id: null, auto_refill_monthly_limit: 0 };
}

/** Locks the user row: one auto-refill decision at a time per user. */
export async function lockAutoRefillSettings(q: Queryable, userId: number): Promise<AutoRefillSettings | undefined> {
  const { rows } = await q.query<AutoRefillSettings>(
    'SELECT auto_refill_package_id, auto_refill_card_id, auto_refill_monthly_limit FROM users WHERE id = $1 FOR UPDATE',
    [userId],
  );
  return rows[0];
}

export async function openAutoRefillOrder(q: Queryable, userId: number): Promise<OrderRow | undefined> {
  const { rows } = await q.query<OrderRow>(
    `SELECT * FROM payment_orders WHERE user_id = $1 AND kind = 'auto_refill' AND status IN ('pending', 'requires_action')
      ORDER BY id DESC LIMIT 1`,
    [userId],
  );
  return rows[0];
}

/** Auto-refill charges paid or under way since the 1st of this month, Asia/Hong_Kong. */
export async function autoRefillSpentThisMonth(q: Queryable, userId: number): Promise<number> {
  const { rows } = await q.query<{ spent: number }>(
    `SELECT COALESCE(sum(amount), 0)::int AS spent FROM payment_orders
      WHERE user_id = $1 AND kind = 'auto_refill' AND status IN ('pending', 'requires_action', 'paid')
        AND created >= (date_trunc('month', now() AT TIME ZONE 'Asia/Hong_Kong') AT TIME ZONE 'Asia/Hong_Kong')`,
    [userId],
  );
  return rows[0].spent;
}

/** The user's latest starter-package order (locked for a refund). */
export async function latestStarterOrder(q: Queryable, userId: number, lock = false): Promise<OrderRow | undefined> {
  const { rows } = await q.query<OrderRow>(
    `SELECT o.* FROM payment_orders o JOIN credit_packages p ON p.id = o.package_id
      WHERE o.user_id = $1 AND p.is_starter ORDER BY o.id DESC LIMIT 1 ${lock ? 'FOR UPDATE OF o' : ''}`,
    [userId],
  );
  return rows[0];
}

/** Whether a quote fee was charged to the user since `since` (the starter package's credit may have paid it). */
export async function hasFeeSince(q: Queryable, userId: number, since: Date): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM wallet_transactions WHERE user_id = $1 AND type = 14 AND created >= $2 LIMIT 1', [
    userId,
    since,
  ]);
  return rows.length > 0;
}
