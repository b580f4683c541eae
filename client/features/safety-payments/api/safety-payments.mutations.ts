/**
 * Safety payments' calls. Each one makes the bid's view, the list and the part stale (the contract's `invalidates`),
 * so what the page shows after `await mutateAsync()` already has the change. Forms show their own errors
 * (`handlesErrors`); a lone button's failure goes to the app's error dialog.
 */
import type { CallBody } from '@shared/api/endpoint';
import { safetyPaymentsContract as c } from '@shared/api/safety-payments.contract';
import { useCall } from '@client/lib/endpoint-query';

export type SafetyAddBody = CallBody<typeof c.add>;
export type SafetyRefundInfoBody = CallBody<typeof c.editRefundInfo>;

/** The pro's plan, or the consumer taking a suggestion as it is. */
export function useAddSafetyPayment(bidId: number) {
  return useCall(c.add, { input: (body: SafetyAddBody) => ({ params: { bidId }, body }), handlesErrors: true });
}

/** Starts paying a part: the answer says where to go (the hosted card page, or the part's own page with the codes). */
export function useOrderSafetyPart() {
  return useCall(c.order, {
    input: (v: { id: number; body: CallBody<typeof c.order> }) => ({ params: { id: v.id }, body: v.body }),
    handlesErrors: true,
  });
}

const byId = (id: number) => ({ params: { id } });

export const useCancelSafetyPayment = () => useCall(c.cancel, { input: byId });
export const useMarkVisited = () => useCall(c.markVisited, { input: byId });
export const useConfirmSafetyPart = () => useCall(c.confirm, { input: byId });
export const useCancelRefund = () => useCall(c.cancelRefund, { input: byId });
export const useApproveRefund = () => useCall(c.approveRefund, { input: byId });

export function useCancelRequest() {
  return useCall(c.cancelRequest, {
    input: (v: { id: number; reason: string }) => ({ params: { id: v.id }, body: { reason: v.reason } }),
    handlesErrors: true,
  });
}

/** A refund application goes as multipart: the amount and reason as fields, each photo as a `file` part. */
export function useApplyRefund() {
  return useCall(c.applyRefund, {
    input: (v: { id: number; amount: number; reason: string; photos: readonly File[] }) => {
      const form = new FormData();
      form.append('amount', String(v.amount));
      form.append('reason', v.reason);
      v.photos.forEach((f, i) => form.append('file', f, f.name || `photo-${i + 1}`));
      return { params: { id: v.id }, body: form };
    },
    handlesErrors: true,
  });
}

export function useCounterRefund() {
  return useCall(c.counterRefund, {
    input: (v: { id: number; amount: number; reason: string }) => ({ params: { id: v.id }, body: { amount: v.amount, reason: v.reason } }),
    handlesErrors: true,
  });
}

export function useDisputeSafetyPart() {
  return useCall(c.dispute, {
    input: (v: { id: number; reason: string }) => ({ params: { id: v.id }, body: { reason: v.reason } }),
    handlesErrors: true,
  });
}

export function useEditRefundInfo() {
  return useCall(c.editRefundInfo, {
    input: (v: { id: number; body: SafetyRefundInfoBody }) => ({ params: { id: v.id }, body: v.body }),
    handlesErrors: true,
  });
}
