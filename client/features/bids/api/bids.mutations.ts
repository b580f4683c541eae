/** Quote (bid) mutations: every change_status action, send/edit a quote, favourite, ask for a review. */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { BID_ACTION_ENDPOINTS, bidsContract } from '@shared/api/bids.contract';
import type { BidAction } from '@shared/domain/bid-lifecycle';
import type { CallBody, CallResult } from '@shared/api/endpoint';
import { callApi } from '@client/lib/api-client';
import { endpointKey, refetchUnder, useCall } from '@client/lib/endpoint-query';
import { isServerError } from '@client/ui/server-error';

type BidView = CallResult<typeof bidsContract.bid>;

const bidKey = (bid: BidView) => endpointKey(bidsContract.bid, { params: { id: bid.quote_bid_id } });

/**
 * Keeps the fresh copy of a changed bid (its endpoint's `invalidates` then refetch every list it may appear in, this
 * copy left out). Actions answer without the request's answers and photos (docs/api/requests-and-quotes.md): keep the
 * ones already shown.
 */
function keepBid(qc: QueryClient, bid: BidView): void {
  qc.setQueryData<BidView>(bidKey(bid), (prev) =>
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
    onSuccess: (bid, input) => {
      keepBid(qc, bid);
      void refetchUnder(qc, BID_ACTION_ENDPOINTS[input.action], bidKey(bid));
    },
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
    onSuccess: (bid, { edit }) => {
      keepBid(qc, bid);
      // Besides the bid's lists: the fee preview, the wallet and the session's balance.
      void refetchUnder(qc, edit ? bidsContract.editQuote : bidsContract.sendQuote, bidKey(bid));
    },
    // Sent meanwhile (another tab, a double tap): reading the bid again turns the form into the edit form.
    onError: (err) => {
      if (isServerError(err) && (err.details as { already_quoted?: boolean } | undefined)?.already_quoted)
        void refetchUnder(qc, bidsContract.sendQuote);
    },
    meta: { handlesErrors: true },
  });
}

export const useFavorite = () =>
  useCall(bidsContract.favorite, {
    input: ({ id, favorite }: { id: number; favorite: boolean }) => ({ params: { id }, body: { favorite } }),
    onSuccess: (bid, _v, qc) => keepBid(qc, bid),
    keep: bidKey,
  });

export const useRequestReview = () =>
  useCall(bidsContract.requestReview, { input: (id: number) => ({ params: { id } }), handlesErrors: true });
