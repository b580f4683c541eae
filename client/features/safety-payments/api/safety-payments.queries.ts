/**
 * Safety payments' reads (ADR 0037): the caller's list, a bid's payments with their parts, and one part. A part waiting
 * for a store or bank payment is read again now and then, so the page turns "held" once the provider's webhook lands.
 */
import { useQuery } from '@tanstack/react-query';
import type { DataClient } from '@shared/api/data-client';
import type { CallResult } from '@shared/api/endpoint';
import { safetyPaymentsContract } from '@shared/api/safety-payments.contract';
import { awaitsPaymentNews, isPaymentUnderway, PAYMENT_NEWS_POLL_MS } from '@shared/domain/payments';
import type { SafetyPart } from '@shared/schemas/safety-payments.schema';
import { useDataClient } from '@client/lib/data-client';
import { readQuery } from '@client/lib/endpoint-query';

export type SafetyList = CallResult<typeof safetyPaymentsContract.list>;

export const safetyListQuery = (data: DataClient, page: number) =>
  readQuery(data, safetyPaymentsContract.list, { query: { page } }, { staleTime: 15_000 });

export const safetyBidQuery = (data: DataClient, bidId: number) =>
  readQuery(data, safetyPaymentsContract.bid, { params: { bidId } }, { staleTime: 15_000 });

export const safetyPartQuery = (data: DataClient, id: number) =>
  readQuery(data, safetyPaymentsContract.part, { params: { id } }, { staleTime: 15_000 });

/** Whether the part waits for money the consumer has started to pay (a store bill, a transfer, a card page). */
export function isPayInOpen(part: Pick<SafetyPart, 'status' | 'pay_in'>): boolean {
  return part.status === 'awaiting_payment' && isPaymentUnderway(part.pay_in?.status);
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
    refetchInterval: (q) =>
      q.state.data && awaitsPaymentNews(q.state.data.status, q.state.data.pay_in?.status) ? PAYMENT_NEWS_POLL_MS : false,
  });
}
