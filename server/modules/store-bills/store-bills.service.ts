/**
 * Convenience-store orders (SPEC §2 ibon-orders, ibon-order/{orderId}): every bill the user took to a store, for
 * credit (the payments module's orders) and for shop orders (the shop's payments), each read through its owner's
 * service, newest first, 20 a page. Its own module because it builds on both, and the shop builds on payments. A page past the end answers the last page.
 */
import { PAGE_SIZE } from '@shared/domain/limits';
import { isPaymentUnderway } from '@shared/domain/payments';
import type { Language } from '@shared/i18n/i18n-config';
import { STORE_ORDER_ID, type StoreOrder, type StoreOrderState, type StoreOrdersPage } from '@shared/schemas/store-orders.schema';
import type { Queryable } from '../../lib/db';
import { notFound } from '../../lib/errors';
import { utcStringOf } from '../../lib/utc-time';
import { countShopStoreBills, findShopStoreBill, newestShopStoreBills, type ShopStoreBill } from '../shop/shop-store-bills.service';
import {
  countCreditStoreBills,
  findCreditStoreBill,
  newestCreditStoreBills,
  type CreditStoreBillRow,
} from '../payments/credit-store-bills.service';

/**
 * The state a bill shows: one still open after its deadline shows expired before the sweep moves it; a failed one
 * was called off like a cancelled one.
 */
export function storeOrderState(status: string, expiresAt: Date | null, now = Date.now()): StoreOrderState {
  if (isPaymentUnderway(status)) return expiresAt && expiresAt.getTime() <= now ? 'expired' : 'waiting';
  if (status === 'paid' || status === 'refunded' || status === 'expired') return status;
  return 'cancelled';
}

const common = (b: {
  amount: number;
  status: string;
  payment_code: string | null;
  barcode: string | null;
  expires_at: Date | null;
  paid_at: Date | null;
  created: Date;
}) => ({
  amount: b.amount,
  payment_code: b.payment_code,
  barcode: b.barcode ?? b.payment_code,
  state: storeOrderState(b.status, b.expires_at),
  expires_at: b.expires_at ? utcStringOf(b.expires_at) : null,
  paid_at: b.paid_at ? utcStringOf(b.paid_at) : null,
  created: utcStringOf(b.created),
});

function creditView(b: CreditStoreBillRow, lng: Language): StoreOrder {
  return {
    id: `c${b.id}`,
    source: 'credit',
    name: (lng === 'en-HK' ? b.name_en : b.name_zh) ?? null,
    plan_name: null,
    quantity: 1,
    credit: b.credit,
    ...common(b),
    credit_hash: b.hash,
    shop_order_id: null,
  };
}

function shopView(b: ShopStoreBill): StoreOrder {
  return {
    id: `s${b.id}`,
    source: 'shop',
    name: b.item_name,
    plan_name: b.plan_name,
    quantity: b.quantity,
    credit: null,
    ...common(b),
    credit_hash: null,
    shop_order_id: b.shop_order_id,
  };
}

/** GET /api/payments/store_orders: the caller's store bills of both kinds, newest first. */
export async function listStoreOrders(q: Queryable, userId: number, page: number, lng: Language): Promise<StoreOrdersPage> {
  const size = PAGE_SIZE.payments;
  const [credit, shop] = await Promise.all([countCreditStoreBills(q, userId), countShopStoreBills(q, userId)]);
  const total = credit + shop;
  const totalPages = Math.ceil(total / size);
  const shown = Math.min(page, Math.max(1, totalPages));
  // The page's bills are among the newest `shown × size` of each kind.
  const upTo = shown * size;
  const [creditRows, shopRows] = await Promise.all([newestCreditStoreBills(q, userId, upTo), newestShopStoreBills(q, userId, upTo)]);
  const items = [
    ...creditRows.map((b) => ({ at: b.created.getTime(), view: creditView(b, lng) })),
    ...shopRows.map((b) => ({ at: b.created.getTime(), view: shopView(b) })),
  ]
    .sort((a, b) => b.at - a.at || b.view.id.localeCompare(a.view.id))
    .slice((shown - 1) * size, upTo)
    .map((x) => x.view);
  return { items, page: shown, page_size: size, total, total_pages: totalPages };
}

/** GET /api/payments/store_orders/{id}: one of the caller's store bills; anyone else's, or no such bill, is a 404. */
export async function getStoreOrder(q: Queryable, userId: number, id: string, lng: Language): Promise<StoreOrder> {
  const m = STORE_ORDER_ID.exec(id);
  const n = m ? Number(m[2]) : 0;
  if (!m || n > 2_147_483_647) throw notFound();
  if (m[1] === 'c') {
    const row = await findCreditStoreBill(q, userId, n);
    if (row) return creditView(row, lng);
  } else {
    const row = await findShopStoreBill(q, userId, n);
    if (row) return shopView(row);
  }
  throw notFound();
}
