/** Review mutations: the hashed-link review (no login). */
import { reviewsContract } from '@shared/api/reviews.contract';
import type { CallBody } from '@shared/api/endpoint';
import { useCall } from '@client/lib/endpoint-query';

export const useSubmitLinkReview = (id: number, hash: string) =>
  useCall(reviewsContract.submitByLink, {
    input: (body: CallBody<typeof reviewsContract.submitByLink>) => ({ params: { id, hash }, body }),
    handlesErrors: true,
  });
