/**
 * Reads and calls of the payouts page (shared/api/safety-payments.contract.ts, finance): instructions by status, the
 * batches, and the moves. The URL holds the status tab and both pages; each call refetches the page's reads.
 */
import type { DataClient } from '@shared/api/data-client';
import { urlOf } from '@shared/api/endpoint';
import { safetyPaymentsContract as c } from '@shared/api/safety-payments.contract';
import { PAYOUT_STATUSES, type PayoutStatus } from '@shared/domain/safety-payments';
import { readQuery, useCall } from '@client/lib/endpoint-query';

export interface PayoutsView {
  status: PayoutStatus;
  page: number;
  /** The batches list's page. */
  batches: number;
}

const pageOf = (raw: string | null) => Math.max(1, Math.min(10_000, Math.floor(Number(raw)) || 1));

/** The page's view from the URL (?status=&page=&batches=); unknown values fall back to pending, page 1. */
export function payoutsViewOf(search: URLSearchParams): PayoutsView {
  const raw = search.get('status');
  const status = (PAYOUT_STATUSES as readonly string[]).includes(raw ?? '') ? (raw as PayoutStatus) : 'pending';
  return { status, page: pageOf(search.get('page')), batches: pageOf(search.get('batches')) };
}

export const opsPayoutsQuery = (data: DataClient, v: PayoutsView) =>
  readQuery(data, c.opsPayouts, { query: { status: v.status, page: v.page } }, { staleTime: 5_000 });
export const opsBatchesQuery = (data: DataClient, v: PayoutsView) =>
  readQuery(data, c.opsBatches, { query: { page: v.batches } }, { staleTime: 5_000 });

/** The bank file of a batch: a download (the first one exports the batch's lines). */
export const batchFileUrl = (id: number) => urlOf(c.opsExportBatch, { params: { id } });

export const useApprovePayouts = () =>
  useCall(c.opsApprovePayouts, { input: (body: { ids: number[]; value_date: string }) => ({ body }), handlesErrors: true });
export const useUnapprovePayout = () => useCall(c.opsUnapprove, { input: (id: number) => ({ params: { id } }), handlesErrors: true });
export const usePayoutPaid = () => useCall(c.opsPaid, { input: (id: number) => ({ params: { id } }), handlesErrors: true });
export const usePayoutFailed = () =>
  useCall(c.opsFailed, {
    input: (v: { id: number; reason: string }) => ({ params: { id: v.id }, body: { reason: v.reason } }),
    handlesErrors: true,
  });
