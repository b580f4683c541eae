/** Quote (bid) mutations: every change_status action, send/edit a quote, favourite, ask for a review, templates. */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { BID_ACTION_ENDPOINTS, bidsContract } from '@shared/api/bids.contract';
import type { BidAction } from '@shared/domain/bid-lifecycle';
import { quoteTemplatesContract } from '@shared/api/quote-templates.contract';
import type { CallBody, CallResult } from '@shared/api/endpoint';
import { callApi } from '@client/lib/api-client';
import { bidKeys } from './bids.queries';

/** After a bid changed: keep the fresh copy and refetch every list it may appear in. */
export function bidChanged(qc: QueryClient, bid?: BidView): void {
  // Actions answer without the request's answers and photos (docs/api/requests-and-quotes.md): keep the ones already shown.
  if (bid) {
    qc.setQueryData<BidView>(bidKeys.detail(bid.quote_bid_id), (prev) =>
      prev
        ? {
            ...bid,
            request: {
              ...bid.request,
              answers: bid.request.answers ?? prev.request.answers,
              photos: bid.request.photos ?? prev.request.photos,
            },
          }
        : bid,
    );
  }
  void qc.invalidateQueries({
    queryKey: bidKeys.all,
    predicate: (q) => !bid || q.queryKey[2] !== bid.quote_bid_id || q.queryKey[1] !== 'detail',
  });
  // The request list shows quote counts and states; the unread badge and the wallet may move too.
  void qc.invalidateQueries({ queryKey: ['requests'] });
  void qc.invalidateQueries({ queryKey: ['notifications', 'unread'] });
}

type BidView = CallResult<typeof bidsContract.bid>;
type QuoteTemplate = CallResult<typeof quoteTemplatesContract.add>;

type WithBody = 'hired' | 'reject' | 'reviews' | 'rating';

/** A SPEC §4 change_status action; each endpoint declares who may call it (shared/api/bids.contract.ts). */
export type BidActionInput =
  | { id: number; action: Exclude<BidAction, WithBody> }
  | { id: number; action: 'hired'; body: CallBody<typeof bidsContract.hire> }
  | { id: number; action: 'reject'; body: CallBody<typeof bidsContract.reject> }
  | { id: number; action: 'reviews'; body: CallBody<typeof bidsContract.review> };

function runBidAction(input: BidActionInput): Promise<BidView> {
  const params = { id: input.id };
  switch (input.action) {
    case 'hired':
      return callApi(bidsContract.hire, { params, body: input.body });
    case 'reject':
      return callApi(bidsContract.reject, { params, body: input.body });
    case 'reviews':
      return callApi(bidsContract.review, { params, body: input.body });
    default:
      return callApi(BID_ACTION_ENDPOINTS[input.action], { params });
  }
}

/** A change_status action → the bid after the change. */
export function useBidAction(opts: { handlesErrors?: boolean } = {}) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: runBidAction,
    onSuccess: (bid) => bidChanged(qc, bid),
    meta: { handlesErrors: opts.handlesErrors ?? false },
  });
}

export type SendQuoteInput = CallBody<typeof bidsContract.sendQuote>;

/** Sends (first time: change_status/rating, charged) or edits (quote_bids/edit, not charged again) a quote. */
export function useSendQuote(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ edit, ...body }: SendQuoteInput & { edit: boolean }) =>
      callApi(edit ? bidsContract.editQuote : bidsContract.sendQuote, { params: { id }, body }),
    onSuccess: (bid) => {
      bidChanged(qc, bid);
      void qc.invalidateQueries({ queryKey: bidKeys.fee(id) });
      void qc.invalidateQueries({ queryKey: ['wallet'] });
      void qc.invalidateQueries({ queryKey: ['accounts', 'session'] });
    },
    meta: { handlesErrors: true },
  });
}

export function useFavorite() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, favorite }: { id: number; favorite: boolean }) =>
      callApi(bidsContract.favorite, { params: { id }, body: { favorite } }),
    onSuccess: (bid) => bidChanged(qc, bid),
  });
}

export function useRequestReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(bidsContract.requestReview, { params: { id } }),
    onSuccess: () => bidChanged(qc),
    meta: { handlesErrors: true },
  });
}

export function useSaveTemplate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof quoteTemplatesContract.add>) => callApi(quoteTemplatesContract.add, { body }),
    onSuccess: (tpl) => qc.invalidateQueries({ queryKey: bidKeys.templates(tpl.quote_service_id) }),
    meta: { handlesErrors: true },
  });
}

export function useDeleteTemplate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (tpl: QuoteTemplate) => callApi(quoteTemplatesContract.remove, { params: { id: tpl.id } }),
    onSuccess: (_r, tpl) => qc.invalidateQueries({ queryKey: bidKeys.templates(tpl.quote_service_id) }),
  });
}
