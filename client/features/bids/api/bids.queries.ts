/** Query keys and options of quotes (bids): one bid, a request's quotes, the pro's leads and works, fees, templates. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeadFilter, WorkFilter } from '@shared/domain/request-lifecycle';
import type { BidView, QuoteFeePreview, QuoteTemplate } from '@shared/schemas/bids.schema';
import type { Paged } from '@shared/schemas/common.schema';
import { withQuery } from '@shared/api/data-client';
import { api } from '@client/lib/api-client';

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

export const bidQuery = (id: number) =>
  queryOptions({ queryKey: bidKeys.detail(id), queryFn: () => api.get<BidView>(`/api/quote_bid/${id}`), staleTime: 10_000 });

export const requestBidsQuery = (requestId: number) =>
  queryOptions({ queryKey: bidKeys.byRequest(requestId), queryFn: () => api.get<BidView[]>(`/api/quote_bids/by_request/${requestId}`), staleTime: 10_000 });

export const leadsQuery = (filter: LeadFilter, page: number) =>
  queryOptions({
    queryKey: bidKeys.leadPage(filter, page),
    queryFn: () => api.get<Paged<BidView>>(withQuery('/api/quote_bids/leads', { filter, page })),
    staleTime: 10_000,
  });

export const worksQuery = (filter: WorkFilter, page: number, q = '') =>
  queryOptions({
    queryKey: bidKeys.workPage(filter, page, q),
    queryFn: () => api.get<Paged<BidView>>(withQuery('/api/quote_bids/works', { filter, page, q: q || undefined })),
    staleTime: 10_000,
  });

/** GET /api/quote_bids/inbox?filter=1..7 (SPEC §4 inbox filter ids); the current role decides the side. */
export const inboxQuery = (filter: number, page: number) =>
  queryOptions({
    queryKey: bidKeys.inbox(filter, page),
    queryFn: () => api.get<Paged<BidView>>(withQuery('/api/quote_bids/inbox', { filter, page })),
    staleTime: 10_000,
  });

export const feePreviewQuery = (id: number) =>
  queryOptions({
    queryKey: bidKeys.fee(id),
    queryFn: () => api.post<QuoteFeePreview>('/api/quote_bids/preview_quote_fee', { quote_bid_id: id }),
    staleTime: 5_000,
  });

export const templatesQuery = (serviceId: number) =>
  queryOptions({
    queryKey: bidKeys.templates(serviceId),
    queryFn: () => api.get<QuoteTemplate[]>(withQuery('/api/quote_templates', { quote_service_id: serviceId })),
    staleTime: 60_000,
  });

export function useBid(id: number) {
  return useQuery({ ...bidQuery(id), enabled: id > 0 });
}

export function useRequestBids(requestId: number) {
  return useQuery({ ...requestBidsQuery(requestId), enabled: requestId > 0 });
}

export function useLeads(filter: LeadFilter, page: number) {
  return useQuery(leadsQuery(filter, page));
}

export function useWorks(filter: WorkFilter, page: number, q = '') {
  return useQuery(worksQuery(filter, page, q));
}

export function useInbox(filter: number, page: number) {
  return useQuery(inboxQuery(filter, page));
}

export function useFeePreview(id: number, enabled: boolean) {
  return useQuery({ ...feePreviewQuery(id), enabled: enabled && id > 0 });
}

export function useTemplates(serviceId: number) {
  return useQuery({ ...templatesQuery(serviceId), enabled: serviceId > 0 });
}
