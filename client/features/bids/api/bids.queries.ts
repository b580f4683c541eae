/** Query options of quotes (bids): one bid, a request's quotes, the pro's leads and works, the inbox, fees, templates. */
import { useQuery } from '@tanstack/react-query';
import type { LeadFilter, WorkFilter } from '@shared/domain/request-lifecycle';
import type { DataClient } from '@shared/api/data-client';
import { bidsContract } from '@shared/api/bids.contract';
import { quoteTemplatesContract } from '@shared/api/quote-templates.contract';
import { useDataClient } from '@client/lib/data-client';
import { postQuery, readQuery, useRead } from '@client/lib/endpoint-query';

const fresh = { staleTime: 10_000 };

export const bidQuery = (data: DataClient, id: number) => readQuery(data, bidsContract.bid, { params: { id } }, fresh);

export const requestBidsQuery = (data: DataClient, requestId: number) =>
  readQuery(data, bidsContract.requestQuotes, { params: { id: requestId } }, fresh);

export const leadsQuery = (data: DataClient, filter: LeadFilter, page: number) =>
  readQuery(data, bidsContract.leads, { query: { filter, page } }, fresh);

export const worksQuery = (data: DataClient, filter: WorkFilter, page: number, q = '') =>
  readQuery(data, bidsContract.works, { query: { filter, page, q: q || undefined } }, fresh);

/** GET /api/quote_bids/inbox?filter=1..7 (SPEC §4 inbox filter ids); the current role decides the side. */
export const inboxQuery = (data: DataClient, filter: number, page: number, q = '') =>
  readQuery(data, bidsContract.inbox, { query: { filter, page, ...(q ? { q } : {}) } }, fresh);

/** The consumer's finished jobs waiting for their review (dashboard/reviews). */
export const toReviewQuery = (data: DataClient, page: number) => readQuery(data, bidsContract.toReview, { query: { page } }, fresh);

/** The pro's own bid on a request, with its answers (dashboard/requests/case/{requestId}). */
export const requestCaseQuery = (data: DataClient, requestId: number) =>
  readQuery(data, bidsContract.requestCase, { params: { id: requestId } }, fresh);

export const feePreviewQuery = (id: number) => postQuery(bidsContract.previewFee, { body: { quote_bid_id: id } }, { staleTime: 5_000 });

export const templatesQuery = (data: DataClient, serviceId: number) =>
  readQuery(data, quoteTemplatesContract.list, { query: { quote_service_id: serviceId } }, { staleTime: 60_000 });

export const useBid = (id: number) => useRead(bidsContract.bid, { params: { id } }, { ...fresh, enabled: id > 0 });

export const useRequestBids = (requestId: number) =>
  useRead(bidsContract.requestQuotes, { params: { id: requestId } }, { ...fresh, enabled: requestId > 0 });

export function useInbox(filter: number, page: number, q = '') {
  return useQuery(inboxQuery(useDataClient(), filter, page, q));
}

export function useFeePreview(id: number, enabled: boolean) {
  return useQuery({ ...feePreviewQuery(id), enabled: enabled && id > 0 });
}

export function useTemplates(serviceId: number) {
  return useQuery({ ...templatesQuery(useDataClient(), serviceId), enabled: serviceId > 0 });
}
