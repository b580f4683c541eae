/** What each side sees of a shop order: what was bought, the money, the payment, the timeline and the actions now. */
import {
  orderActionsFor,
  orderCommission,
  orderDeadline,
  SHOP_ORDER_USER_ACTIONS,
  type OrderSide,
  type ShopOrderStatus,
  type ShopOrderUserAction,
} from '@shared/domain/shop';
import type { Language } from '@shared/i18n/i18n-config';
import type { ShopFeedback, ShopOrder, ShopPayment } from '@shared/schemas/shop.schema';
import type { Queryable } from '../../lib/db';
import { testPaymentUrl } from '../payments/payments.service';
import { utcString, utcStringOf } from '../../lib/utc-time';
import { publicImageOf } from '../attachments/attachments.service';
import { feedbacksOfOrders } from './shop-feedback.repository';
import * as repo from './shop-orders.repository';
import { paymentsOf, type ShopPaymentRow } from './shop-payments.service';

export function paymentView(p: ShopPaymentRow): ShopPayment {
  const open = p.status === 'pending' || p.status === 'requires_action';
  return {
    hash: p.hash,
    pay_type: p.pay_type,
    status: p.status,
    amount: p.amount,
    card_info: p.card_info,
    payment_code: p.payment_code,
    barcode: p.barcode,
    virtual_account: p.virtual_account,
    expires_at: utcString(p.expires_at),
    checkout_url: open ? p.checkout_url : null,
    test_payment_url: testPaymentUrl(p),
    paid_at: utcString(p.paid_at),
    failure_code: p.failure_code,
    refunded_amount: p.refunded_amount,
  };
}

/** When the order entered its status (what its deadline counts from). */
const SINCE: Partial<Record<ShopOrderStatus, keyof repo.ShopOrderRow>> = {
  paid: 'paid_at',
  complete_requested: 'complete_requested_at',
  cancel_requested: 'cancel_requested_at',
};

function deadlineOf(o: repo.ShopOrderRow, payment: ShopPaymentRow | undefined): Date | null {
  if (o.status === 'awaiting_payment') return payment?.expires_at ?? null;
  const key = SINCE[o.status];
  const since = key ? (o[key] as Date | null) : null;
  return since ? orderDeadline(o.status, since) : null;
}

/** The actions a person may take now (the system's are not buttons). */
export function userActionsOf(role: OrderSide, o: Pick<repo.ShopOrderRow, 'status' | 'cancel_requested_by'>): ShopOrderUserAction[] {
  const all = orderActionsFor(role, o);
  return SHOP_ORDER_USER_ACTIONS.filter((a) => all.includes(a));
}

interface ViewContext {
  extras: Map<number, repo.OrderExtrasRow>;
  payments: Map<number, ShopPaymentRow>;
  timelines: repo.OrderTransitionRow[];
  feedbacks: Map<number, ShopFeedback>;
  slots: Map<number, repo.OrderSlotRow>;
}

export function orderView(role: OrderSide, o: repo.ShopOrderRow, c: ViewContext): ShopOrder {
  const x = c.extras.get(o.id);
  const payment = c.payments.get(o.id);
  const slot = c.slots.get(o.id);
  const commission = role === 'pro' ? orderCommission(o.amount, o.commission_percent) : 0;
  return {
    id: o.id,
    role,
    status: o.status,
    item: {
      id: o.shop_item_id,
      name: o.item_name,
      status: (x?.item_status ?? 'deleted') as ShopOrder['item']['status'],
      photo: x
        ? publicImageOf(
            { attachment_id: x.photo_attachment_id, width: x.photo_width, height: x.photo_height, variants: x.photo_variants },
            'api',
          )
        : null,
    },
    plan_id: o.plan_id,
    plan_name: o.plan_name,
    service_type: o.service_type,
    unit_price: o.unit_price,
    quantity: o.quantity,
    amount: o.amount,
    discount: o.discount,
    discount_code: o.discount_code,
    total: o.amount - o.discount,
    is_held: o.is_held,
    commission,
    pro_receives: role === 'pro' ? o.amount - commission : 0,
    note: o.note,
    reservation: slot ? { begin_time: slot.begin_time, end_time: slot.end_time, cancelled: slot.cancelled } : null,
    payment: payment ? paymentView(payment) : null,
    consumer: { id: o.consumer_id, name: x?.consumer_name ?? '' },
    pro: { id: o.pro_id, quote_service_id: o.quote_service_id, slug: x?.service_slug ?? '', business_name: x?.business_name ?? '' },
    cancel_requested_by: o.cancel_requested_by,
    cancel_reason: o.cancel_reason,
    cancelled_by: o.cancelled_by,
    deadline: utcString(deadlineOf(o, payment)),
    feedback: c.feedbacks.get(o.id) ?? null,
    actions: userActionsOf(role, o),
    timeline: c.timelines.filter((t) => t.shop_order_id === o.id).map((t) => ({ status: t.to_status, at: utcStringOf(t.created) })),
    created: utcStringOf(o.created),
    paid_at: utcString(o.paid_at),
    completed_at: utcString(o.completed_at),
    cancelled_at: utcString(o.cancelled_at),
  };
}

/** The views of orders as `userId` sees them (each order's side is the caller's). */
export async function orderViews(q: Queryable, userId: number, rows: repo.ShopOrderRow[], lng: Language): Promise<ShopOrder[]> {
  const ids = rows.map((r) => r.id);
  const c: ViewContext = {
    extras: await repo.extrasOf(q, ids, lng === 'en-HK' ? 'en' : 'zh'),
    payments: await paymentsOf(q, ids),
    timelines: await repo.timelinesOf(q, ids),
    feedbacks: await feedbacksOfOrders(q, ids),
    slots: await repo.slotsOf(q, ids),
  };
  return rows.map((r) => orderView(r.consumer_id === userId ? 'consumer' : 'pro', r, c));
}
