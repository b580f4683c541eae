/** Quote (bid) mutations: every change_status action, send/edit a quote, favourite, ask for a review, templates. */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BidAction } from '@shared/domain/bid-lifecycle';
import type { BidView, QuoteTemplate, RatingType } from '@shared/schemas/bids.schema';
import { api } from '@client/lib/api-client';
import { bidKeys } from './bids.queries';

/** After a bid changed: keep the fresh copy and refetch every list it may appear in. */
export function bidChanged(qc: QueryClient, bid?: BidView): void {
  // Actions answer without the request's answers and photos (docs/api/market.md): keep the ones already shown.
  if (bid) {
    qc.setQueryData<BidView>(bidKeys.detail(bid.quote_bid_id), (prev) =>
      prev ? { ...bid, request: { ...bid.request, answers: bid.request.answers ?? prev.request.answers, photos: bid.request.photos ?? prev.request.photos } } : bid);
  }
  void qc.invalidateQueries({ queryKey: bidKeys.all, predicate: (q) => !bid || q.queryKey[2] !== bid.quote_bid_id || q.queryKey[1] !== 'detail' });
  // The request list shows quote counts and states; the unread badge and the wallet may move too.
  void qc.invalidateQueries({ queryKey: ['requests'] });
  void qc.invalidateQueries({ queryKey: ['notifications', 'unread'] });
}

export interface BidActionInput {
  id: number;
  action: BidAction;
  body?: Record<string, unknown>;
}

/** POST /api/quote_bids/change_status/{action}/{id} → the bid after the change. */
export function useBidAction(opts: { handlesErrors?: boolean } = {}) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, body }: BidActionInput) => api.post<BidView>(`/api/quote_bids/change_status/${action}/${id}`, body ?? {}),
    onSuccess: (bid) => bidChanged(qc, bid),
    meta: { handlesErrors: opts.handlesErrors ?? false },
  });
}

export interface SendQuoteInput {
  rating_type: RatingType;
  price?: number;
  price_note: string;
  attachments: number[];
  template_id?: number;
  save_as_template?: string;
}

/** Sends (first time: change_status/rating, charged) or edits (quote_bids/edit, not charged again) a quote. */
export function useSendQuote(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ edit, ...body }: SendQuoteInput & { edit: boolean }) =>
      api.post<BidView>(edit ? `/api/quote_bids/edit/${id}` : `/api/quote_bids/change_status/rating/${id}`, body as unknown as Record<string, unknown>),
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
    mutationFn: ({ id, favorite }: { id: number; favorite: boolean }) => api.post<BidView>(`/api/quote_bids/favorite/${id}`, { favorite }),
    onSuccess: (bid) => bidChanged(qc, bid),
  });
}

export function useRequestReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<{ requested: true }>(`/api/quote_bids/provider_request_review/${id}`),
    onSuccess: () => bidChanged(qc),
    meta: { handlesErrors: true },
  });
}

export function useSaveTemplate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<QuoteTemplate, 'id' | 'created' | 'modified' | 'attachments'> & { attachments: number[] }) =>
      api.post<QuoteTemplate>('/api/quote_templates/add', body as unknown as Record<string, unknown>),
    onSuccess: (tpl) => qc.invalidateQueries({ queryKey: bidKeys.templates(tpl.quote_service_id) }),
    meta: { handlesErrors: true },
  });
}

export function useDeleteTemplate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (tpl: QuoteTemplate) => api.post<{ deleted: true }>(`/api/quote_templates/delete/${tpl.id}`),
    onSuccess: (_r, tpl) => qc.invalidateQueries({ queryKey: bidKeys.templates(tpl.quote_service_id) }),
  });
}
