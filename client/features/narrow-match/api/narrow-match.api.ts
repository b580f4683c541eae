/** Queries and mutations of direct requests, work requirements and consumer surveys (shared/api/narrow-match.contract.ts). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { narrowMatchContract as api } from '@shared/api/narrow-match.contract';
import type { CallBody } from '@shared/api/endpoint';
import type { DataClient } from '@shared/api/data-client';
import { callApi } from '@client/lib/api-client';
import { useDataClient } from '@client/lib/data-client';

export const narrowKeys = {
  state: (requestId: number) => ['narrow-match', 'request', requestId] as const,
  extras: (bidId: number) => ['narrow-match', 'bid', bidId] as const,
};

const stateQuery = (data: DataClient, id: number) =>
  queryOptions({ queryKey: narrowKeys.state(id), queryFn: () => data.read(api.narrowState, { params: { id } }), staleTime: 15_000 });
const extrasQuery = (data: DataClient, id: number) =>
  queryOptions({ queryKey: narrowKeys.extras(id), queryFn: () => data.read(api.bidExtras, { params: { id } }), staleTime: 15_000 });

/** GET /api/quote_request/{id}/narrow_match (the consumer's request page). */
export function useNarrowState(requestId: number) {
  return useQuery({ ...stateQuery(useDataClient(), requestId), enabled: requestId > 0 });
}

/** GET /api/quote_bid/{id}/extras (lead detail and the consumer's quote page). */
export function useBidExtras(bidId: number) {
  return useQuery({ ...extrasQuery(useDataClient(), bidId), enabled: bidId > 0 });
}

export function useWantToContact() {
  return useMutation({ mutationFn: wantToContact, meta: { handlesErrors: true } });
}

/** POST /api/want_to_contact_provider (code 17: already asked). */
export function wantToContact(quote_service_id: number) {
  return callApi(api.wantToContactProvider, { body: { quote_service_id } });
}

/** POST /api/quote_bids/invite_pro: send an open request to one more chosen pro (a narrowed match). */
export function invitePro(quote_request_id: number, quote_service_id: number) {
  return callApi(api.invitePro, { body: { quote_request_id, quote_service_id } });
}

/** POST /api/quote_bids/match: the normal matching for a direct request. */
export function useMatchOthers() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (quote_request_id: number) => callApi(api.match, { body: { quote_request_id } }),
    onSuccess: (res) => {
      qc.setQueryData(narrowKeys.state(res.state.quote_request_id), res.state);
      // The request's matched count and its quotes change (keys of the requests feature).
      void qc.invalidateQueries({ queryKey: ['requests'] });
    },
    meta: { handlesErrors: true },
  });
}

/** POST /api/quote_bids/remove: stop waiting for a chosen pro who has not quoted (ADR 0019). */
export function useRemovePro() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (quote_bid_id: number) => callApi(api.remove, { body: { quote_bid_id } }),
    onSuccess: (res) => {
      qc.setQueryData(narrowKeys.state(res.quote_request_id), res);
      void qc.invalidateQueries({ queryKey: ['requests'] });
    },
    meta: { handlesErrors: true },
  });
}

export function useWorkRequirement() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { quote_request_id: number; work_requirement: string }) => callApi(api.workRequirement, { body }),
    onSuccess: (res) => qc.setQueryData(narrowKeys.state(res.quote_request_id), res),
    meta: { handlesErrors: true },
  });
}

export function useConsumerSurvey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof api.addConsumerSurvey>) => callApi(api.addConsumerSurvey, { body }),
    onSuccess: (res) => void qc.invalidateQueries({ queryKey: narrowKeys.extras(res.quote_bid_id) }),
    meta: { handlesErrors: true },
  });
}
