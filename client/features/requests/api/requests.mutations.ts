/** Quote request mutations: post (search_add), edit, copy (resend), close / reopen / archive, photo uploads. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestsContract } from '@shared/api/requests.contract';
import { narrowMatchContract } from '@shared/api/narrow-match.contract';
import type { CallBody, CallResult } from '@shared/api/endpoint';
import type { CloseReason } from '@shared/schemas/requests.schema';
import { callApi } from '@client/lib/api-client';
import { requestKeys } from './requests.queries';

export type PostRequestBody = CallBody<typeof requestsContract.post>;
export type PostRequestResult = CallResult<typeof requestsContract.post>;

export function usePostRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PostRequestBody) => callApi(requestsContract.post, { body }),
    onSuccess: (res) => {
      qc.setQueryData(requestKeys.detail(res.request.quote_request_id), res.request);
      void qc.invalidateQueries({ queryKey: requestKeys.lists() });
    },
    meta: { handlesErrors: true },
  });
}

/** POST /api/quote_bids/consumer_want_provider_quote: the questionnaire sent to a chosen pro first. */
export function useDirectRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof narrowMatchContract.consumerWantProviderQuote>) =>
      callApi(narrowMatchContract.consumerWantProviderQuote, { body }),
    onSuccess: (res) => {
      qc.setQueryData(requestKeys.detail(res.request.quote_request_id), res.request);
      void qc.invalidateQueries({ queryKey: requestKeys.lists() });
    },
    meta: { handlesErrors: true },
  });
}

export type RequestStatusAction = 'close' | 'reopen' | 'archive';

/**
 * Close (with an optional reason: duplicate or invalid refunds the pros' quote fees), reopen or archive.
 */
export function useRequestStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: number; action: RequestStatusAction; reason?: CloseReason }) =>
      action === 'close'
        ? callApi(requestsContract.close, { params: { id }, body: reason ? { reason } : {} })
        : callApi(requestsContract[action], { params: { id } }),
    onSuccess: (req) => {
      qc.setQueryData(requestKeys.detail(req.quote_request_id), req);
      void qc.invalidateQueries({ queryKey: requestKeys.lists() });
      // The request's quotes change state with it (close moves open quotes to Archived).
      void qc.invalidateQueries({ queryKey: ['bids'] });
    },
  });
}

export function useCopyRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(requestsContract.copy, { params: { id } }),
    onSuccess: (res) => {
      qc.setQueryData(requestKeys.detail(res.request.quote_request_id), res.request);
      void qc.invalidateQueries({ queryKey: requestKeys.lists() });
    },
    meta: { handlesErrors: true },
  });
}

export type EditRequestBody = CallBody<typeof requestsContract.edit>;

export function useEditRequest(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: EditRequestBody) => callApi(requestsContract.edit, { params: { id }, body }),
    onSuccess: (req) => {
      qc.setQueryData(requestKeys.detail(req.quote_request_id), req);
      void qc.invalidateQueries({ queryKey: requestKeys.lists() });
    },
    meta: { handlesErrors: true },
  });
}
