/**
 * Safety payments' reads (ADR 0037): the caller's list, a bid's payments with their parts, and one part. A part waiting
 * for a store or bank payment is read again now and then, so the page turns "held" once the provider's webhook lands.
 */
import { useQuery } from '@tanstack/react-query';
import type { DataClient } from '@shared/api/data-client';
import type { CallResult } from '@shared/api/endpoint';
import { safetyPaymentsContract } from '@shared/api/safety-payments.contract';
import type { SafetyPart } from '@shared/schemas/safety-payments.schema';
import { useDataClient } from '@client/lib/data-client';
import { readQuery } from '@client/lib/endpoint-query';

export type SafetyList = CallResult<typeof safetyPaymentsContract.list>;

/** How often a part whose pay-in is open is read again. */
const OPEN_PAY_IN_POLL_MS = 10_000;

export const safetyListQuery = (data: DataClient, page: number) =>
  readQuery(data, safetyPaymentsContract.list, { query: { page } }, { staleTime: 15_000 });

export const safetyBidQuery = (data: DataClient, bidId: number) =>
  readQuery(data, safetyPaymentsContract.bid, { params: { bidId } }, { staleTime: 15_000 });

export const safetyPartQuery = (data: DataClient, id: number) =>
  readQuery(data, safetyPaymentsContract.part, { params: { id } }, { staleTime: 15_000 });

/** Whether the part waits for money the consumer has started to pay (a store bill, a transfer, a card page). */
export function isPayInOpen(part: Pick<SafetyPart, 'status' | 'pay_in'>): boolean {
  const s = part.pay_in?.status;
  return part.status === 'awaiting_payment' && (s === 'pending' || s === 'requires_action');
}

export function useSafetyList(page: number) {
  return useQuery(safetyListQuery(useDataClient(), page));
}

export function useSafetyBid(bidId: number) {
  return useQuery(safetyBidQuery(useDataClient(), bidId));
}

export function useSafetyPart(id: number) {
  return useQuery({
    ...safetyPartQuery(useDataClient(), id),
    // Also while a pay-in the provider reported paid waits for its verified webhook to hold the money.
    refetchInterval: (q) =>
      q.state.data && (isPayInOpen(q.state.data) || (q.state.data.status === 'awaiting_payment' && q.state.data.pay_in?.status === 'paid'))
        ? OPEN_PAY_IN_POLL_MS
        : false,
  });
}
