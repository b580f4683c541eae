/** Query keys and options of quotes (bids): one bid, a request's quotes, the pro's leads and works, fees, templates. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeadFilter, WorkFilter } from '@shared/domain/request-lifecycle';
import type { DataClient } from '@shared/api/data-client';
import { bidsContract } from '@shared/api/bids.contract';
import { quoteTemplatesContract } from '@shared/api/quote-templates.contract';
import { callApi } from '@client/lib/api-client';
import { useDataClient } from '@client/lib/data-client';

export const bidKeys = {
  all: ['bids'] as const,
  detail: (id: number) => [...bidKeys.all, 'detail', id] as const,
  byRequest: (requestId: number) => [...bidKeys.all, 'by-request', requestId] as const,
  leads: () => [...bidKeys.all, 'leads'] as const,
  leadPage: (filter: LeadFilter, page: number) => [...bidKeys.leads(), filter, page] as const,
  works: () => [...bidKeys.all, 'works'] as const,
  workPage: (filter: WorkFilter, page: number, q: string) => [...bidKeys.works(), filter, page, q] as const,
  inbox: (filter: number, page: number) => [...bidKeys.all, 'inbox', filter, page] as const,
  fee: (id: number) => [...bidKeys.all, 'fee', id] as const,
  templates: (serviceId: number) => [...bidKeys.all, 'templates', serviceId] as const,
};

export const bidQuery = (data: DataClient, id: number) =>
  queryOptions({ queryKey: bidKeys.detail(id), queryFn: () => data.read(bidsContract.bid, { params: { id } }), staleTime: 10_000 });

export const requestBidsQuery = (data: DataClient, requestId: number) =>
  queryOptions({
    queryKey: bidKeys.byRequest(requestId),
    queryFn: () => data.read(bidsContract.requestQuotes, { params: { id: requestId } }),
    staleTime: 10_000,
  });

export const leadsQuery = (data: DataClient, filter: LeadFilter, page: number) =>
  queryOptions({
    queryKey: bidKeys.leadPage(filter, page),
    queryFn: () => data.read(bidsContract.leads, { query: { filter, page } }),
    staleTime: 10_000,
  });

export const worksQuery = (data: DataClient, filter: WorkFilter, page: number, q = '') =>
  queryOptions({
    queryKey: bidKeys.workPage(filter, page, q),
    queryFn: () => data.read(bidsContract.works, { query: { filter, page, q: q || undefined } }),
    staleTime: 10_000,
  });

/** GET /api/quote_bids/inbox?filter=1..7 (SPEC §4 inbox filter ids); the current role decides the side. */
export const inboxQuery = (data: DataClient, filter: number, page: number, q = '') =>
  queryOptions({
    queryKey: [...bidKeys.inbox(filter, page), q],
    queryFn: () => data.read(bidsContract.inbox, { query: { filter, page, ...(q ? { q } : {}) } }),
    staleTime: 10_000,
  });

export const feePreviewQuery = (id: number) =>
  queryOptions({
    queryKey: bidKeys.fee(id),
    queryFn: () => callApi(bidsContract.previewFee, { body: { quote_bid_id: id } }),
    staleTime: 5_000,
  });

export const templatesQuery = (data: DataClient, serviceId: number) =>
  queryOptions({
    queryKey: bidKeys.templates(serviceId),
    queryFn: () => data.read(quoteTemplatesContract.list, { query: { quote_service_id: serviceId } }),
    staleTime: 60_000,
  });

export function useBid(id: number) {
  return useQuery({ ...bidQuery(useDataClient(), id), enabled: id > 0 });
}

export function useRequestBids(requestId: number) {
  return useQuery({ ...requestBidsQuery(useDataClient(), requestId), enabled: requestId > 0 });
}

export function useLeads(filter: LeadFilter, page: number) {
  return useQuery(leadsQuery(useDataClient(), filter, page));
}

export function useWorks(filter: WorkFilter, page: number, q = '') {
  return useQuery(worksQuery(useDataClient(), filter, page, q));
}

export function useInbox(filter: number, page: number, q = '') {
  return useQuery(inboxQuery(useDataClient(), filter, page, q));
}

export function useFeePreview(id: number, enabled: boolean) {
  return useQuery({ ...feePreviewQuery(id), enabled: enabled && id > 0 });
}

export function useTemplates(serviceId: number) {
  return useQuery({ ...templatesQuery(useDataClient(), serviceId), enabled: serviceId > 0 });
}
