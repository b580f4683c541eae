/** Review mutations: the hashed-link review (no login). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitLinkReviewInput } from '@shared/schemas/reviews.schema';
import { api } from '@client/lib/api-client';
import { reviewKeys } from './reviews.queries';

export function useSubmitLinkReview(id: number, hash: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitLinkReviewInput) =>
      api.post<{ id: number; rating: number; review_count: number }>(`/api/reviews/service/${id}/${encodeURIComponent(hash)}`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: reviewKeys.all }),
    meta: { handlesErrors: true },
  });
}
