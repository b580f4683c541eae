/** Quote request mutations: post (search_add), edit, copy (resend), close / reopen / archive, photo uploads. */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { requestsContract } from '@shared/api/requests.contract';
import { narrowMatchContract } from '@shared/api/narrow-match.contract';
import type { CallBody, CallResult } from '@shared/api/endpoint';
import type { CloseReason } from '@shared/schemas/requests.schema';
import { callApi } from '@client/lib/api-client';
import { endpointKey, refetchUnder, useCall } from '@client/lib/endpoint-query';

export type PostRequestBody = CallBody<typeof requestsContract.post>;
export type PostRequestResult = CallResult<typeof requestsContract.post>;
type RequestView = CallResult<typeof requestsContract.request>;

/** The answer is the request as its page shows it; the lists it appears in are refetched by the endpoint's `invalidates`. */
const keepRequest = (qc: QueryClient, req: RequestView) =>
  qc.setQueryData(endpointKey(requestsContract.request, { params: { id: req.quote_request_id } }), req);

export const usePostRequest = () =>
  useCall(requestsContract.post, {
    input: (body: PostRequestBody) => ({ body }),
    onSuccess: (res, _v, qc) => keepRequest(qc, res.request),
    handlesErrors: true,
  });

/** POST /api/quote_bids/consumer_want_provider_quote: the questionnaire sent to a chosen pro first. */
export const useDirectRequest = () =>
  useCall(narrowMatchContract.consumerWantProviderQuote, {
    input: (body: CallBody<typeof narrowMatchContract.consumerWantProviderQuote>) => ({ body }),
    onSuccess: (res, _v, qc) => keepRequest(qc, res.request),
    handlesErrors: true,
  });

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
    onSuccess: (req, { action }) => {
      keepRequest(qc, req);
      void refetchUnder(qc, requestsContract[action]);
    },
  });
}

export const useCopyRequest = () =>
  useCall(requestsContract.copy, {
    input: (id: number) => ({ params: { id } }),
    onSuccess: (res, _v, qc) => keepRequest(qc, res.request),
    handlesErrors: true,
  });

export type EditRequestBody = CallBody<typeof requestsContract.edit>;

export const useEditRequest = (id: number) =>
  useCall(requestsContract.edit, {
    input: (body: EditRequestBody) => ({ params: { id }, body }),
    onSuccess: (req, _v, qc) => keepRequest(qc, req),
    handlesErrors: true,
  });
