/**
 * SQL of shop orders (migration 0813; docs/decisions/0038): the item and plan an order is placed for, the stock taken
 * with one conditional UPDATE and given back never above the stock, an order's moves (one conditional UPDATE each,
 * from the statuses shared/domain/shop.ts allows before the target) and the lists of either side.
 */
import { CART_STATUSES, shopOrderStatusesBefore, type OrderSide, type ShopOrderStatus } from '@shared/domain/shop';
import type { ServiceType } from '@shared/domain/shop-rules';
import type { Queryable } from '../../lib/db';
import { many, one } from './shop-orders.sql';
import type { StoredVariants } from '../attachments/attachments.service';
import { limitOffset } from '../../lib/db';
import { utcSql } from '../../lib/sql-time';

export interface SaleRow {
  item_id: number;
  item_status: string;
  item_name: string;
  quote_service_id: number;
  quote_category_id: number;
  pro_id: number;
  accepts_reservation: boolean;
  plan_id: number;
  plan_name: string;
  price: number;
  service_type: ServiceType;
  /** The item has a stock (remaining quantity), which the listings show: an order changes what they show. */
  stock_limited: boolean;
  /** Its category is still offered and the profile public: what the catalogue lists, and all that may be bought. */
  listed: boolean;
}

/** A plan of an item with the item's pro (the service's user); undefined when either does not exist. */
export async function findSale(q: Queryable, itemId: number, planId: number): Promise<SaleRow | undefined> {
  return one<SaleRow>(
    q,
    `SELECT i.id AS item_id, i.status AS item_status, i.name AS item_name, i.quote_service_id, i.quote_category_id,
            s.user_id AS pro_id,
            i.accepts_reservation, p.id AS plan_id, p.name AS plan_name, p.price, p.service_type,
            i.remaining_quantity IS NOT NULL AS stock_limited,
            (s.is_public AND NOT s.is_archived AND s.profile_ready_on IS NOT NULL
             AND EXISTS (SELECT 1 FROM service_categories c
                          WHERE c.quote_service_id = i.quote_service_id AND c.quote_category_id = i.quote_category_id)) AS listed
       FROM shop_items i
       JOIN quote_services s ON s.quote_service_id = i.quote_service_id
       JOIN shop_item_plans p ON p.shop_item_id = i.id AND p.id = $2
      WHERE i.id = $1`,
    [itemId, planId],
  );
}

/**
 * Takes `qty` of a published item's stock in one statement (the ADR's stock rule): false when none changed (sold out
 * or no longer for sale). Concurrent orders queue on the row and each re-checks the condition.
 */
export async function takeStock(tx: Queryable, itemId: number, qty: number): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE shop_items SET remaining_quantity = remaining_quantity - $2
      WHERE id = $1 AND status = 'published' AND (remaining_quantity IS NULL OR remaining_quantity >= $2)`,
    [itemId, qty],
  );
  return (rowCount ?? 0) > 0;
}

/**
 * Gives `qty` back to the item's stock (a void or cancelled order), never above the stock the pro set; false for an
 * item without a stock (nothing to give back).
 */
export async function returnStock(tx: Queryable, itemId: number, qty: number): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE shop_items SET remaining_quantity = least(quantity, remaining_quantity + $2)
      WHERE id = $1 AND remaining_quantity IS NOT NULL`,
    [itemId, qty],
  );
  return (rowCount ?? 0) > 0;
}

export interface ShopOrderRow {
  id: number;
  shop_item_id: number;
  plan_id: number | null;
  quote_service_id: number;
  consumer_id: number;
  pro_id: number;
  item_name: string;
  plan_name: string;
  service_type: ServiceType;
  unit_price: number;
  quantity: number;
  amount: number;
  /** A partner's discount (docs/decisions/0043): the consumer pays amount − discount; the pro's share is on amount. */
  discount: number;
  discount_code: string | null;
  commission_percent: number;
  is_held: boolean;
  note: string;
  status: ShopOrderStatus;
  cancel_requested_by: OrderSide | null;
  cancel_reason: string | null;
  cancelled_by: 'consumer' | 'pro' | 'operator' | 'system' | null;
  idempotency_key: string;
  paid_at: Date | null;
  confirmed_at: Date | null;
  complete_requested_at: Date | null;
  completed_at: Date | null;
  cancel_requested_at: Date | null;
  cancelled_at: Date | null;
  created: Date;
  modified: Date;
}

export interface NewShopOrder {
  sale: SaleRow;
  consumerId: number;
  quantity: number;
  commissionPercent: number;
  isHeld: boolean;
  note: string;
  key: string;
}

/** Inserts the order with what was bought copied; undefined when the consumer already used the key. */
export async function insertOrder(tx: Queryable, o: NewShopOrder): Promise<ShopOrderRow | undefined> {
  return one<ShopOrderRow>(
    tx,
    `INSERT INTO shop_orders (shop_item_id, plan_id, quote_service_id, consumer_id, pro_id, item_name, plan_name, service_type,
                              unit_price, quantity, amount, commission_percent, is_held, note, idempotency_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $9::int * $10::int, $11, $12, $13, $14)
     ON CONFLICT (consumer_id, idempotency_key) DO NOTHING RETURNING *`,
    [
      o.sale.item_id,
      o.sale.plan_id,
      o.sale.quote_service_id,
      o.consumerId,
      o.sale.pro_id,
      o.sale.item_name,
      o.sale.plan_name,
      o.sale.service_type,
      o.sale.price,
      o.quantity,
      o.commissionPercent,
      o.isHeld,
      o.note,
      o.key,
    ],
  );
}

/** Records the discount a partner coupon gave the order (in the transaction that placed it). */
export async function setDiscount(tx: Queryable, orderId: number, d: { discount: number; code: string }): Promise<ShopOrderRow> {
  return (await one<ShopOrderRow>(
    tx,
    `UPDATE shop_orders SET discount = $2, discount_code = $3 WHERE id = $1 AND status = 'awaiting_payment' RETURNING *`,
    [orderId, d.discount, d.code],
  ))!;
}

export async function orderByKey(q: Queryable, consumerId: number, key: string): Promise<ShopOrderRow | undefined> {
  return one<ShopOrderRow>(q, `SELECT * FROM shop_orders WHERE consumer_id = $1 AND idempotency_key = $2`, [consumerId, key]);
}

export async function findOrder(q: Queryable, id: number, lock = false): Promise<ShopOrderRow | undefined> {
  return one<ShopOrderRow>(q, `SELECT * FROM shop_orders WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
}

/** Fields a move writes besides the status (column names fixed here, never taken from input). */
export interface OrderMoveSet {
  cancelRequestedBy?: OrderSide;
  cancelReason?: string | null;
  cancelledBy?: 'consumer' | 'pro' | 'operator' | 'system';
}

const STAMP: Partial<Record<ShopOrderStatus, string>> = {
  paid: 'paid_at',
  confirmed: 'confirmed_at',
  complete_requested: 'complete_requested_at',
  completed: 'completed_at',
  cancel_requested: 'cancel_requested_at',
  cancelled: 'cancelled_at',
};

/**
 * Moves an order to `to` from one of `from` (by default every status the domain allows before it) in one conditional
 * UPDATE: the row as moved, or undefined when another move came first (the caller then changes nothing else).
 */
export async function moveOrder(
  tx: Queryable,
  id: number,
  to: ShopOrderStatus,
  set: OrderMoveSet = {},
  from: readonly ShopOrderStatus[] = shopOrderStatusesBefore(to),
): Promise<ShopOrderRow | undefined> {
  const stamp = STAMP[to];
  return one<ShopOrderRow>(
    tx,
    `UPDATE shop_orders
        SET status = $2, modified = now()${stamp ? `, ${stamp} = now()` : ''},
            cancel_requested_by = CASE WHEN $4::text IS NOT NULL THEN $4::text WHEN $2 = 'confirmed' THEN NULL ELSE cancel_requested_by END,
            cancel_reason = CASE WHEN $5::boolean THEN $6::text ELSE cancel_reason END,
            cancelled_by = coalesce($7::text, cancelled_by)
      WHERE id = $1 AND status = ANY($3::text[]) RETURNING *`,
    [id, to, from, set.cancelRequestedBy ?? null, set.cancelReason !== undefined, set.cancelReason ?? null, set.cancelledBy ?? null],
  );
}

const LIST_STATUSES: Record<'open' | 'completed' | 'cancelled' | 'all', readonly ShopOrderStatus[] | null> = {
  open: ['awaiting_payment', 'paid', 'confirmed', 'complete_requested', 'cancel_requested'],
  completed: ['completed'],
  cancelled: ['cancelled', 'void'],
  all: null,
};

/** One side's orders, newest first, and how many there are. */
export async function listOrders(
  q: Queryable,
  userId: number,
  role: OrderSide,
  status: keyof typeof LIST_STATUSES,
  limit: number,
  offset: number,
): Promise<{ rows: ShopOrderRow[]; total: number }> {
  const column = role === 'consumer' ? 'consumer_id' : 'pro_id';
  const where = `${column} = $1 AND ($2::text[] IS NULL OR status = ANY($2::text[]))`;
  const params = [userId, LIST_STATUSES[status]];
  const rows = await many<ShopOrderRow>(
    q,
    `SELECT * FROM shop_orders WHERE ${where} ORDER BY created DESC, id DESC ${limitOffset(limit, offset)}`,
    params,
  );
  const count = await one<{ total: number }>(q, `SELECT count(*)::int AS total FROM shop_orders WHERE ${where}`, params);
  return { rows, total: count?.total ?? 0 };
}

/** SPEC §3 cartCount: the consumer's orders not paid yet. */
export async function cartCount(q: Queryable, consumerId: number): Promise<number> {
  const row = await one<{ n: number }>(
    q,
    `SELECT count(*)::int AS n FROM shop_orders WHERE consumer_id = $1 AND status = ANY($2::text[])`,
    [consumerId, CART_STATUSES],
  );
  return row?.n ?? 0;
}

export interface OrderExtrasRow {
  id: number;
  item_status: string;
  photo_attachment_id: number | null;
  photo_width: number | null;
  photo_height: number | null;
  photo_variants: StoredVariants | null;
  consumer_name: string;
  service_slug: string;
  business_name: string;
}

/** What an order's view shows beside the order: the item's status and first photo, the consumer's name, the pro's service. */
export async function extrasOf(q: Queryable, ids: number[], lng: 'zh' | 'en'): Promise<Map<number, OrderExtrasRow>> {
  if (!ids.length) return new Map();
  const rows = await many<OrderExtrasRow>(
    q,
    `SELECT o.id, i.status AS item_status, ph.attachment_id AS photo_attachment_id, a.width AS photo_width, a.height AS photo_height,
            a.variants AS photo_variants, coalesce(full_name(u.first_name, u.last_name, u.username), '') AS consumer_name, s.slug AS service_slug,
            coalesce(nullif(CASE WHEN $2 = 'en' THEN s.business_name_en ELSE s.business_name_zh END, ''), s.business_name_zh, s.business_name_en, '') AS business_name
       FROM shop_orders o
       JOIN shop_items i ON i.id = o.shop_item_id
       JOIN quote_services s ON s.quote_service_id = o.quote_service_id
       JOIN users u ON u.id = o.consumer_id
       LEFT JOIN LATERAL (SELECT attachment_id FROM shop_item_photos WHERE shop_item_id = i.id ORDER BY position LIMIT 1) ph ON true
       LEFT JOIN attachments a ON a.id = ph.attachment_id
      WHERE o.id = ANY($1::int[])`,
    [ids, lng],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

export interface OrderTransitionRow {
  shop_order_id: number;
  to_status: ShopOrderStatus;
  created: Date;
}

export async function timelinesOf(q: Queryable, ids: number[]): Promise<OrderTransitionRow[]> {
  if (!ids.length) return [];
  return many<OrderTransitionRow>(
    q,
    `SELECT shop_order_id, to_status, created FROM shop_order_transitions WHERE shop_order_id = ANY($1::int[]) ORDER BY shop_order_id, id`,
    [ids],
  );
}

/** The business names of an order's service, in both languages (what a notice to the consumer names the pro by). */
export async function businessNamesOf(
  q: Queryable,
  serviceId: number,
): Promise<{ business_name_zh: string; business_name_en: string } | undefined> {
  return one(
    q,
    `SELECT business_name_zh, coalesce(business_name_en, '') AS business_name_en FROM quote_services WHERE quote_service_id = $1`,
    [serviceId],
  );
}

export interface OrderSlotRow {
  shop_order_id: number;
  begin_time: string;
  end_time: string;
  cancelled: boolean;
}

/** The booked slots of orders (reservations naming them; read here, written by the reservations module), by order. */
export async function slotsOf(q: Queryable, ids: number[]): Promise<Map<number, OrderSlotRow>> {
  if (!ids.length) return new Map();
  const rows = await many<OrderSlotRow>(
    q,
    `SELECT shop_order_id, ${utcSql('begin_time')} AS begin_time, ${utcSql('end_time')} AS end_time, cancelled_on IS NOT NULL AS cancelled
       FROM reservations WHERE shop_order_id = ANY($1::int[])`,
    [ids],
  );
  return new Map(rows.map((r) => [r.shop_order_id, r]));
}
