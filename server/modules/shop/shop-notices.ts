/**
 * Shop notices (docs/decisions/0038 "every step notifies the other side"): one notification type, `shop`, whose
 * `event` names the step and `role` the recipient's side, on the channels the user chose. An order's notice carries
 * the order id and links to the recipient's page of it; an item's carries the item and links to its editor.
 */
import { orderCommission } from '@shared/domain/shop';
import { buildPath } from '@shared/routes/route-paths';
import type { FullDeps } from '../../lib/adapters';
import type { Tx } from '../../lib/db';
import { notify, type ShopNoticeEvent } from '../notifications/notifications.service';
import type { ShopItemRow } from './shop-items.repository';
import { businessNamesOf, type ShopOrderRow } from './shop-orders.repository';

type Side = 'consumer' | 'pro';
/** Who moved the order: one of its sides, or the deadline sweeps and the payment webhook. */
export type MoveActor = Side | 'system';

type Extra = Record<string, string | number | null>;

/**
 * Tells one side of an order what happened, from that side's view (the consumer sees the pro's business name); the
 * e-mail links to that side's page of the order unless `link` says otherwise.
 */
export async function noticeOfOrder(
  deps: FullDeps,
  tx: Tx,
  n: { to: Side; event: ShopNoticeEvent; order: ShopOrderRow; extra?: Extra; link?: string },
): Promise<void> {
  const o = n.order;
  const names = n.to === 'consumer' ? await businessNamesOf(tx, o.quote_service_id) : undefined;
  await notify(deps, tx, {
    userId: n.to === 'consumer' ? o.consumer_id : o.pro_id,
    type: 'shop',
    params: {
      event: n.event,
      role: n.to,
      shop_order_id: o.id,
      item: o.item_name,
      plan: o.plan_name,
      quantity: o.quantity,
      amount: o.amount,
      net: n.to === 'pro' ? o.amount - orderCommission(o.amount, o.commission_percent) : null,
      business_name_zh: names?.business_name_zh ?? null,
      business_name_en: names?.business_name_en ?? null,
      ...n.extra,
    },
    link: n.link ?? buildPath(n.to === 'pro' ? 'proShopOrder' : 'consumerShopOrder', { orderId: o.id }),
  });
}

const other = (side: Side): Side => (side === 'consumer' ? 'pro' : 'consumer');

/** Who hears of a move and as which step; nobody for a checkout the consumer dropped (the pro never saw it). */
function noticesOf(before: ShopOrderRow, moved: ShopOrderRow, by: MoveActor): Array<{ to: Side; event: ShopNoticeEvent }> {
  const both = (event: ShopNoticeEvent) => [
    { to: 'consumer' as const, event },
    { to: 'pro' as const, event },
  ];
  switch (moved.status) {
    case 'paid':
      return [{ to: 'pro', event: 'new_order' }];
    case 'confirmed':
      if (before.status === 'paid') return [{ to: 'consumer', event: 'confirmed' }];
      if (before.status === 'complete_requested') return [{ to: 'pro', event: 'complete_rejected' }];
      return before.cancel_requested_by ? [{ to: before.cancel_requested_by, event: 'cancel_rejected' }] : [];
    case 'complete_requested':
      return [{ to: 'consumer', event: 'complete_requested' }];
    case 'completed':
      return by === 'system' ? both('auto_completed') : by === 'consumer' ? [{ to: 'pro', event: 'completed' }] : [];
    case 'cancel_requested':
      return by === 'system' ? [] : [{ to: other(by), event: 'cancel_requested' }];
    case 'cancelled':
      if (by !== 'system') return [{ to: other(by), event: 'cancelled' }];
      return both(before.status === 'paid' ? 'not_confirmed' : 'cancel_expired');
    case 'void':
      return by === 'system' ? [{ to: 'consumer', event: 'checkout_expired' }] : [];
    default:
      return [];
  }
}

/**
 * The notices of a move (after the conditional UPDATE changed the row, in its transaction); `reason` is what the
 * actor wrote (a cancel request's reason, why a completion was rejected).
 */
export async function noticeOfMove(
  deps: FullDeps,
  tx: Tx,
  m: { before: ShopOrderRow; moved: ShopOrderRow; by: MoveActor; reason?: string },
): Promise<void> {
  for (const n of noticesOf(m.before, m.moved, m.by)) {
    await noticeOfOrder(deps, tx, { ...n, order: m.moved, extra: m.reason ? { reason: m.reason } : undefined });
  }
}

/** An operator's decision on an item, to its pro, linking to the item's editor. */
export async function noticeOfItemDecision(
  deps: FullDeps,
  tx: Tx,
  d: { item: ShopItemRow; decision: 'publish' | 'reject'; note: string | null },
): Promise<void> {
  const { item } = d;
  const event: ShopNoticeEvent =
    d.decision === 'publish' ? 'item_published' : item.status === 'published' ? 'item_taken_down' : 'item_rejected';
  await notify(deps, tx, {
    userId: item.pro_id,
    type: 'shop',
    params: {
      event,
      role: 'pro',
      shop_item_id: item.id,
      service_id: item.quote_service_id,
      category_id: item.quote_category_id,
      item: item.name,
      reason: d.note,
    },
    link: buildPath('proShopProduct', {
      action: 'edit',
      serviceId: item.quote_service_id,
      categoryId: item.quote_category_id,
      shopItemId: item.id,
    }),
  });
}

/**
 * A payment that arrived after its order went void (a late store payment or transfer) was refunded at once: the
 * consumer hears that, with the amount, since the order page alone would not tell them where their money went.
 */
export async function noticeOfLateRefund(deps: FullDeps, tx: Tx, order: ShopOrderRow, amount: number): Promise<void> {
  await noticeOfOrder(deps, tx, { to: 'consumer', event: 'late_payment_refunded', order, extra: { amount } });
}
