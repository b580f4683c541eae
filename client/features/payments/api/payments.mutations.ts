/**
 * Buying credit: create a checkout order (idempotent per key), remove a saved card, dismiss a payment error,
 * auto-refill settings, and free credit (claim an event, redeem a coupon). What each makes stale (the wallet, the
 * session's balance, the purchase history…) is declared beside its endpoint in shared/api/payments.contract.ts.
 */
import type { CallBody } from '@shared/api/endpoint';
import { paymentsContract } from '@shared/api/payments.contract';
import { endpointKey, useCall } from '@client/lib/endpoint-query';

export type CreateOrderBody = CallBody<typeof paymentsContract.createOrder>;

const orderKey = (hash: string) => endpointKey(paymentsContract.order, { params: { hash } });

/** POST /api/payments/orders → { order, redirect_url }. The form shows its own errors (invalid_amount at the field). */
export function useCreateOrder() {
  return useCall(paymentsContract.createOrder, {
    input: (body: CreateOrderBody) => ({ body }),
    onSuccess: ({ order }, _body, qc) => qc.setQueryData(orderKey(order.hash), order),
    keep: ({ order }) => orderKey(order.hash),
    handlesErrors: true,
  });
}

/** Removing the card auto-refill uses turns auto-refill off (the server clears it), so both are read again. */
export function useRemoveCard() {
  return useCall(paymentsContract.removeCard, { input: (id: number) => ({ params: { id } }), handlesErrors: true });
}

export type SetAutoRefillBody = CallBody<typeof paymentsContract.setAutoRefill>;

/** POST /api/payments/auto_refill; the form shows field errors (monthly_limit below the price…) itself. */
export function useSetAutoRefill() {
  return useCall(paymentsContract.setAutoRefill, {
    input: (body: SetAutoRefillBody) => ({ body }),
    onSuccess: (settings, _body, qc) => qc.setQueryData(endpointKey(paymentsContract.autoRefill, {}), settings),
    handlesErrors: true,
  });
}

/** POST /api/free_credits/claim/{id} → { amount, expires_at, balance } */
export function useClaimFreeCredit() {
  return useCall(paymentsContract.claimFreeCredit, { input: (id: number) => ({ params: { id } }), handlesErrors: true });
}

/** POST /api/coupons/redeem → { amount, expires_at, balance }; a refused code is a 422 with details.fields.code. */
export function useRedeemCoupon() {
  return useCall(paymentsContract.redeemCoupon, { input: (code: string) => ({ body: { code } }), handlesErrors: true });
}

/** SPEC §8: the stored payment_error (a failed auto-refill) is shown until dismissed. */
export function useDismissPaymentError() {
  return useCall<typeof paymentsContract.dismissPaymentError, void>(paymentsContract.dismissPaymentError, { input: () => ({}) });
}

/** POST /api/payments/packages/starter/refund → the new starter status; the wallet and the history change too. */
export function useRefundStarter() {
  return useCall<typeof paymentsContract.refundStarter, void>(paymentsContract.refundStarter, {
    input: () => ({}),
    onSuccess: (status, _v, qc) => qc.setQueryData(endpointKey(paymentsContract.starterStatus, {}), status),
    handlesErrors: true,
  });
}
