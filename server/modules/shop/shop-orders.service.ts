/**
 * Shop orders (docs/decisions/0038): placing one (the stock taken with one conditional UPDATE in the transaction that
 * inserts it, what was bought copied, the commission and `is_held` fixed), paying it through the providers
 * (shop-payments.service.ts), the two sides' actions (each one conditional UPDATE from the status read under the
 * order's lock; refund, stock, payout and ledger follow only a move), the lists and cartCount. Every call is a 404
 * while the shop is off (both flags), and for anyone who is not the order's consumer or pro.
 */
import { orderActionTarget, orderCommission, refundDue, shopEnabled, SHOP_PAGE_SIZE, type OrderSide } from '@shared/domain/shop';
import type { PayType } from '@shared/domain/payments';
import type { Language } from '@shared/i18n/i18n-config';
import type { Paged } from '@shared/schemas/common.schema';
import type { ShopOrder, ShopOrderInput } from '@shared/schemas/shop.schema';
import type { ShopOrderUserAction } from '@shared/domain/shop';
import type { PartnerSlug } from '@shared/domain/partners';
import type { FullDeps } from '../../lib/adapters';
import type { Queryable, Tx } from '../../lib/db';
import { AppError, notFound } from '../../lib/errors';
import { port } from '../../lib/port';
import { addShopPayout } from '../safety-payments/payouts.service';
import { releasePartnerDiscount } from '../payments/partner-discounts.service';
import { forgetShopCatalogOnCommit } from './shop-catalog-cache';
import { noticeOfMove } from './shop-notices';
import { orderViews } from './shop-order-views';
import { bookSlot, freeSlot, lockSlotCalendar, slotAskedFor, slotError } from './shop-reserves.service';
import * as repo from './shop-orders.repository';
import { orderPath, refundOrder, settleUnpaid, startPayment } from './shop-payments.service';
import { cancelOpenPayments, postMovement } from './shop-payments.repository';
import { shopError, shopOrderError } from './shop.errors';

/** Every shop call answers 404 unless both flags are on (SPEC §6 `shop` and `nshop`). */
/**
 * Redeems a partner's discount code for an order being placed, in its transaction. The partner areas build on the
 * shop (their quick-buy lists its items), so they plug their check in here (server/modules/compose.ts).
 */
export const partnerDiscount =
  port<
    (
      deps: FullDeps,
      tx: Tx,
      r: { partner: PartnerSlug; code: string; userId: number; order: { id: number; amount: number; categoryId: number } },
    ) => Promise<{ discount: number; code: string }>
  >('shop: partner discount');

export function assertShop(deps: Pick<FullDeps, 'env'>): void {
  if (!shopEnabled(deps.env.featureFlags)) throw notFound();
}

/** An order and the caller's side of it; anyone else gets 404. */
export async function orderFor(
  q: Queryable,
  userId: number,
  orderId: number,
  lock = false,
): Promise<{ order: repo.ShopOrderRow; role: OrderSide }> {
  const order = await repo.findOrder(q, orderId, lock);
  if (order?.consumer_id === userId) return { order, role: 'consumer' };
  if (order?.pro_id === userId) return { order, role: 'pro' };
  throw notFound();
}

async function viewOf(deps: FullDeps, userId: number, orderId: number, lng: Language): Promise<ShopOrder> {
  const order = (await repo.findOrder(deps.db, orderId))!;
  return (await orderViews(deps.db, userId, [order], lng))[0];
}

/**
 * POST /api/nshop/orders: places an order and starts paying it. A retried click (same key) answers with the same
 * order. The stock is taken in the transaction that inserts the order, by one conditional UPDATE: none changed is
 * sold out and nothing is inserted. A slot asked for is booked in the same transaction (shop-reserves.service.ts).
 */
export async function placeOrder(
  deps: FullDeps,
  userId: number,
  input: ShopOrderInput,
  lng: Language,
): Promise<{ order: ShopOrder; redirect_url: string }> {
  assertShop(deps);
  const existing = await repo.orderByKey(deps.db, userId, input.idempotency_key);
  if (existing) return placed(deps, userId, existing, input, lng);
  const sale = await repo.findSale(deps.db, input.shop_item_id, input.plan_id);
  if (!sale || sale.item_status === 'deleted') throw shopError(801, 'shop_item_id');
  if (sale.item_status !== 'published' || !sale.listed || sale.pro_id === userId) throw shopOrderError('shop_not_for_sale');
  const slot = await slotAskedFor(deps.db, sale, input.begin_time);
  const order = await deps.db
    .withTransaction(async (tx) => {
      if (slot) await lockSlotCalendar(tx, sale.quote_service_id);
      // Only a stock the listings show changes with an order; an item sold without one looks the same after it.
      if (sale.stock_limited) forgetShopCatalogOnCommit(tx, deps.db);
      const inserted = await repo.insertOrder(tx, {
        sale,
        consumerId: userId,
        quantity: input.quantity,
        commissionPercent: deps.env.SAFETY_COMMISSION_PERCENT,
        isHeld: deps.env.featureFlags.safetyPayment,
        note: input.note,
        key: input.idempotency_key,
      });
      if (!inserted) return undefined;
      if (!(await repo.takeStock(tx, sale.item_id, input.quantity))) throw shopOrderError('shop_sold_out');
      if (slot) await bookSlot(tx, inserted, slot);
      if (!input.partner || !input.coupon_code) return inserted;
      const discount = await partnerDiscount.call(deps, tx, {
        partner: input.partner,
        code: input.coupon_code,
        userId,
        order: { id: inserted.id, amount: inserted.amount, categoryId: sale.quote_category_id },
      });
      return repo.setDiscount(tx, inserted.id, discount);
    })
    .catch((err: unknown) => {
      throw slotError(err);
    });
  // Two clicks with one key at the same moment: the loser answers with the winner's order.
  return placed(deps, userId, order ?? (await repo.orderByKey(deps.db, userId, input.idempotency_key))!, input, lng);
}

async function placed(deps: FullDeps, userId: number, order: repo.ShopOrderRow, input: ShopOrderInput, lng: Language) {
  if (order.shop_item_id !== input.shop_item_id || order.plan_id !== input.plan_id || order.quantity !== input.quantity)
    throw new AppError({ code: 409, status: 409, messageKey: 'idempotency_key_reused' });
  let redirect = orderPath(order.id, lng);
  // A discount that covers the whole amount leaves nothing to pay through a provider.
  if (order.status === 'awaiting_payment' && order.discount >= order.amount) await settleUnpaid(deps, order);
  else if (order.status === 'awaiting_payment') {
    redirect = (await startPayment(deps, order, { payType: input.pay_type, key: input.idempotency_key, lng })).redirect_url;
  }
  return { order: await viewOf(deps, userId, order.id, lng), redirect_url: redirect };
}

/** POST /api/nshop/checkout/{id}: another try at paying an order awaiting payment (another way to pay, a retry). */
export async function payOrder(
  deps: FullDeps,
  userId: number,
  orderId: number,
  input: { pay_type: PayType; idempotency_key: string },
  lng: Language,
): Promise<{ order: ShopOrder; redirect_url: string }> {
  assertShop(deps);
  const { order, role } = await orderFor(deps.db, userId, orderId);
  if (role !== 'consumer') throw notFound();
  const { redirect_url } = await startPayment(deps, order, { payType: input.pay_type, key: input.idempotency_key, lng });
  return { order: await viewOf(deps, userId, orderId, lng), redirect_url };
}

/**
 * The money, stock and payout that follow a move (only ever after the conditional UPDATE changed the row); the
 * deadline sweeps (shop-sweeps.service.ts) follow their moves with it too.
 */
export async function afterMove(deps: FullDeps, tx: Tx, before: repo.ShopOrderRow, moved: repo.ShopOrderRow): Promise<void> {
  // Stock given back changes the listings; nothing else an order does shows in them (feedback drops them itself).
  const returned = async () => {
    if (await repo.returnStock(tx, moved.shop_item_id, moved.quantity)) forgetShopCatalogOnCommit(tx, deps.db);
  };
  // An order that ends unfulfilled gives a partner coupon's use back (its money, if any, is refunded below).
  if (moved.status === 'void' || moved.status === 'cancelled') await releasePartnerDiscount(tx, moved.id);
  if (moved.status === 'void') {
    await cancelOpenPayments(tx, moved.id, ['pending', 'requires_action']);
    await returned();
    await freeSlot(tx, moved);
  }
  if (moved.status === 'cancelled') {
    if (refundDue(before.status, moved.status, moved.amount) > 0) await refundOrder(deps, tx, moved);
    await returned();
    await freeSlot(tx, moved);
  }
  if (moved.status === 'completed') {
    const commission = orderCommission(moved.amount, moved.commission_percent);
    await postMovement(tx, moved.id, { kind: 'release', amount: moved.amount, commission }, moved.is_held, `shop-release:${moved.id}`);
    await addShopPayout(tx, { shopOrderId: moved.id, proId: moved.pro_id, amount: moved.amount - commission });
  }
}

/**
 * POST /api/nshop/orders/{action}/{id}: one side's action (shop.ts SHOP_ORDER_ACTION_RULES). The order's row is
 * locked, the action checked against its status and who asked to cancel, and the move is one conditional UPDATE; a
 * move the status does not allow (a second click) is 409 `shop_wrong_status` and changes nothing.
 */
export async function actOnOrder(
  deps: FullDeps,
  userId: number,
  orderId: number,
  action: ShopOrderUserAction,
  reason: string,
  lng: Language,
): Promise<ShopOrder> {
  assertShop(deps);
  await deps.db.withTransaction(async (tx) => {
    const { order, role } = await orderFor(tx, userId, orderId, true);
    const to = orderActionTarget(action, role, order);
    if (!to) throw shopOrderError('shop_wrong_status');
    const moved = await repo.moveOrder(
      tx,
      order.id,
      to,
      {
        cancelRequestedBy: action === 'apply_cancel' ? role : undefined,
        cancelReason: action === 'apply_cancel' ? reason || null : undefined,
        cancelledBy: to === 'cancelled' ? role : undefined,
      },
      [order.status],
    );
    if (!moved) throw shopOrderError('shop_wrong_status');
    await afterMove(deps, tx, order, moved);
    const said = action === 'apply_cancel' || action === 'reject_complete' ? reason : '';
    await noticeOfMove(deps, tx, { before: order, moved, by: role, reason: said || undefined });
  });
  return viewOf(deps, userId, orderId, lng);
}

/** GET /api/nshop/orders/{id} */
export async function orderDetail(deps: FullDeps, userId: number, orderId: number, lng: Language): Promise<ShopOrder> {
  assertShop(deps);
  await orderFor(deps.db, userId, orderId);
  return viewOf(deps, userId, orderId, lng);
}

/** GET /api/nshop/orders: the caller's orders as consumer or as pro, newest first. */
export async function listOrders(
  deps: FullDeps,
  userId: number,
  q: { role: OrderSide; status: 'open' | 'completed' | 'cancelled' | 'all'; page: number },
  lng: Language,
): Promise<Paged<ShopOrder>> {
  assertShop(deps);
  const size = SHOP_PAGE_SIZE.orders;
  const { rows, total } = await repo.listOrders(deps.db, userId, q.role, q.status, size, (q.page - 1) * size);
  return {
    items: await orderViews(deps.db, userId, rows, lng),
    page: q.page,
    page_size: size,
    total,
    total_pages: Math.ceil(total / size),
  };
}

/** SPEC §3 cartCount of user/me (plugged into accounts in server/modules/compose.ts): the consumer's unpaid orders. */
export const cartCountOf = (q: Queryable, userId: number): Promise<number> => repo.cartCount(q, userId);

/** GET /api/nshop/carts/count: SPEC §3 cartCount, the consumer's unpaid orders (0 while the shop is off). */
export async function cartCount(deps: FullDeps, userId: number): Promise<{ count: number }> {
  assertShop(deps);
  return { count: await repo.cartCount(deps.db, userId) };
}
