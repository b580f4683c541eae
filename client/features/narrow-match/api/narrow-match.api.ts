/** Queries and mutations of direct requests, work requirements and consumer surveys (shared/api/narrow-match.contract.ts). */
import { useMutation, type QueryClient } from '@tanstack/react-query';
import { narrowMatchContract as api } from '@shared/api/narrow-match.contract';
import type { CallBody, CallResult } from '@shared/api/endpoint';
import { callApi } from '@client/lib/api-client';
import { endpointKey, useCall, useRead } from '@client/lib/endpoint-query';

type NarrowState = CallResult<typeof api.narrowState>;

const fresh = { staleTime: 15_000 };
const stateKey = (state: NarrowState) => endpointKey(api.narrowState, { params: { id: state.quote_request_id } });
/** The answer is the request's narrow-match state: written into its cache entry (and left out of the refetch). */
const keepState = (state: NarrowState, qc: QueryClient) => qc.setQueryData(stateKey(state), state);

/** GET /api/quote_request/{id}/narrow_match (the consumer's request page). */
export const useNarrowState = (requestId: number) =>
  useRead(api.narrowState, { params: { id: requestId } }, { ...fresh, enabled: requestId > 0 });

const extrasOf = (bidId: number) => ({ params: { id: bidId } });
/** GET /api/quote_bid/{id}/extras (lead detail and the consumer's quote page). */
export const useBidExtras = (bidId: number) => useRead(api.bidExtras, extrasOf(bidId), { ...fresh, enabled: bidId > 0 });
/** The cache entry of a bid's extras (a realtime status change refetches it). */
export const bidExtrasKey = (bidId: number) => endpointKey(api.bidExtras, extrasOf(bidId));

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
export const useMatchOthers = () =>
  useCall(api.match, {
    input: (quote_request_id: number) => ({ body: { quote_request_id } }),
    onSuccess: (res, _v, qc) => keepState(res.state, qc),
    keep: (res) => stateKey(res.state),
    handlesErrors: true,
  });

/** POST /api/quote_bids/remove: stop waiting for a chosen pro who has not quoted (ADR 0019). */
export const useRemovePro = () =>
  useCall(api.remove, {
    input: (quote_bid_id: number) => ({ body: { quote_bid_id } }),
    onSuccess: (res, _v, qc) => keepState(res, qc),
    keep: stateKey,
    handlesErrors: true,
  });

export const useWorkRequirement = () =>
  useCall(api.workRequirement, {
    input: (body: { quote_request_id: number; work_requirement: string }) => ({ body }),
    onSuccess: (res, _v, qc) => keepState(res, qc),
    handlesErrors: true,
  });

export const useConsumerSurvey = () =>
  useCall(api.addConsumerSurvey, { input: (body: CallBody<typeof api.addConsumerSurvey>) => ({ body }), handlesErrors: true });
