/**
 * Calls on shop orders. Each one makes the lists, the order and the cart count stale (the contract's `invalidates`),
 * so what the page shows after `await mutateAsync()` already has the change. Every caller shows its own errors where
 * they belong (in the dialog, at the field).
 */
import type { ShopOrderUserAction } from '@shared/domain/shop';
import type { PayType } from '@shared/domain/payments';
import { shopOrdersContract as c } from '@shared/api/shop-orders.contract';
import { useCall } from '@client/lib/endpoint-query';

/** One side's action on an order (SPEC §4); a cancel request says why. */
export function useShopOrderAction() {
  return useCall(c.act, {
    input: (v: { id: number; action: ShopOrderUserAction; reason?: string }) => ({
      params: { action: v.action, id: v.id },
      body: v.reason ? { reason: v.reason } : {},
    }),
    handlesErrors: true,
  });
}

/** Another try at paying an order awaiting payment; the answer says where to go next. */
export function useShopCheckout() {
  return useCall(c.checkout, {
    input: (v: { id: number; pay_type: PayType; idempotency_key: string }) => ({
      params: { id: v.id },
      body: { pay_type: v.pay_type, idempotency_key: v.idempotency_key },
    }),
    handlesErrors: true,
  });
}

export interface FeedbackBody {
  shop_order_id: number;
  shop_item_id: number;
  score: number;
  feedback: string;
  attachments: number[];
}

/** The consumer's feedback on a completed order (answers the order with it). */
export function useShopFeedback() {
  return useCall(c.feedback, { input: (body: FeedbackBody) => ({ body: { ...body } }), handlesErrors: true });
}

/** The pro's one public reply to a feedback. */
export function useShopFeedbackReply() {
  return useCall(c.comment, {
    input: (v: { feedbackId: number; comment: string }) => ({ body: { nshop_order_feedback_id: v.feedbackId, comment: v.comment } }),
    handlesErrors: true,
  });
}
