/**
 * Buying credit: create a checkout order (idempotent per key), remove a saved card, dismiss a payment error,
 * auto-refill settings, and free credit (claim an event, redeem a coupon).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@shared/api/endpoint';
import { paymentsContract } from '@shared/api/payments.contract';
import { callApi } from '@client/lib/api-client';
import { paymentKeys } from './payment-keys';

export type CreateOrderBody = CallBody<typeof paymentsContract.createOrder>;

/** POST /api/payments/orders → { order, redirect_url }. The form shows its own errors (invalid_amount at the field). */
export function useCreateOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOrderBody) => callApi(paymentsContract.createOrder, { body }),
    onSuccess: ({ order }) => {
      qc.setQueryData(paymentKeys.order(order.hash), order);
      void qc.invalidateQueries({ queryKey: [...paymentKeys.all, 'orders'] });
    },
    meta: { handlesErrors: true },
  });
}

/** Removing the card auto-refill uses turns auto-refill off (the server clears it), so both are read again. */
export function useRemoveCard() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(paymentsContract.removeCard, { params: { id } }),
    onSuccess: () =>
      Promise.all([qc.invalidateQueries({ queryKey: paymentKeys.cards() }), qc.invalidateQueries({ queryKey: paymentKeys.autoRefill() })]),
    meta: { handlesErrors: true },
  });
}

export type SetAutoRefillBody = CallBody<typeof paymentsContract.setAutoRefill>;

/** POST /api/payments/auto_refill; the form shows field errors (monthly_limit below the price…) itself. */
export function useSetAutoRefill() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SetAutoRefillBody) => callApi(paymentsContract.setAutoRefill, { body }),
    onSuccess: (settings) => qc.setQueryData(paymentKeys.autoRefill(), settings),
    meta: { handlesErrors: true },
  });
}

/** Free credit changes the balance shown in the wallet pages and in the header (the session). */
function refreshBalances(qc: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: [...paymentKeys.all, 'free-credits'] }),
    qc.invalidateQueries({ queryKey: ['wallet'] }),
    qc.invalidateQueries({ queryKey: ['accounts', 'session'] }),
  ]);
}

/** POST /api/free_credits/claim/{id} → { amount, expires_at, balance } */
export function useClaimFreeCredit() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(paymentsContract.claimFreeCredit, { params: { id } }),
    onSuccess: () => refreshBalances(qc),
    meta: { handlesErrors: true },
  });
}

/** POST /api/coupons/redeem → { amount, expires_at, balance }; a refused code is a 422 with details.fields.code. */
export function useRedeemCoupon() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callApi(paymentsContract.redeemCoupon, { body: { code } }),
    onSuccess: () => refreshBalances(qc),
    meta: { handlesErrors: true },
  });
}

/** SPEC §8: the stored payment_error (a failed auto-refill) is shown until dismissed. */
export function useDismissPaymentError() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(paymentsContract.dismissPaymentError),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['accounts', 'session'] }),
  });
}

/** POST /api/payments/packages/starter/refund → the new starter status; the wallet and the history change too. */
export function useRefundStarter() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(paymentsContract.refundStarter),
    onSuccess: (status) => {
      qc.setQueryData(paymentKeys.starter(), status);
      void qc.invalidateQueries({ queryKey: [...paymentKeys.all, 'orders'] });
      return refreshBalances(qc);
    },
    meta: { handlesErrors: true },
  });
}
