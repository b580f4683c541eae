/** Review mutations: the hashed-link review (no login). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reviewsContract } from '@shared/api/reviews.contract';
import type { CallBody } from '@shared/api/endpoint';
import { callApi } from '@client/lib/api-client';
import { reviewKeys } from './reviews.queries';

export function useSubmitLinkReview(id: number, hash: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof reviewsContract.submitByLink>) =>
      callApi(reviewsContract.submitByLink, { params: { id, hash }, body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: reviewKeys.all }),
    meta: { handlesErrors: true },
  });
}
