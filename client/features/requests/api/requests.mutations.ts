/** Quote request mutations: post (search_add), edit, copy (resend), close / reopen / archive, photo uploads. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Attachment } from '@shared/schemas/attachments.schema';
import type { AnswerValue, RequestView } from '@shared/schemas/requests.schema';
import { api } from '@client/lib/api-client';
import { requestKeys } from './requests.queries';

export interface PostRequestBody {
  category: string;
  answers: Record<string, AnswerValue>;
  district?: string;
  preferred_dates: string[];
  time_slots: number[];
  description?: string;
  photos: number[];
  recommend_source?: string;
}

export interface PostRequestResult {
  request: RequestView;
  matched_count: number;
}

/** POST /api/attachments: files in one multipart body, returned in order. */
export function uploadFiles(files: File[]): Promise<Attachment[]> {
  const form = new FormData();
  for (const f of files) form.append('file', f, f.name);
  return api.post<Attachment[]>('/api/attachments', form);
}

export function usePostRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PostRequestBody) => api.post<PostRequestResult>('/api/quote_requests/search_add', body as unknown as Record<string, unknown>),
    onSuccess: (res) => {
      qc.setQueryData(requestKeys.detail(res.request.quote_request_id), res.request);
      void qc.invalidateQueries({ queryKey: requestKeys.lists() });
    },
    meta: { handlesErrors: true },
  });
}

export type RequestStatusAction = 'close' | 'reopen' | 'archive';

export function useRequestStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: RequestStatusAction }) =>
      api.post<RequestView>(`/api/quote_requests/change_status/${action}/${id}`),
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
    mutationFn: (id: number) => api.post<PostRequestResult>(`/api/quote_requests/copy/${id}`),
    onSuccess: (res) => {
      qc.setQueryData(requestKeys.detail(res.request.quote_request_id), res.request);
      void qc.invalidateQueries({ queryKey: requestKeys.lists() });
    },
    meta: { handlesErrors: true },
  });
}

export interface EditRequestBody {
  answers?: Record<string, AnswerValue>;
  district?: string;
  preferred_dates?: string[];
  time_slots?: number[];
  description?: string;
}

export function useEditRequest(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: EditRequestBody) => api.post<RequestView>(`/api/quote_requests/edit/${id}`, body as Record<string, unknown>),
    onSuccess: (req) => {
      qc.setQueryData(requestKeys.detail(req.quote_request_id), req);
      void qc.invalidateQueries({ queryKey: requestKeys.lists() });
    },
    meta: { handlesErrors: true },
  });
}
