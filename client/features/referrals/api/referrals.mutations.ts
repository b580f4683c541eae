/** Inviting someone with the caller's link (POST /api/users/refer); the form shows its own errors. */
import { useMutation } from '@tanstack/react-query';
import type { CallBody } from '@shared/api/endpoint';
import { referralsContract } from '@shared/api/referrals.contract';
import { callApi } from '@client/lib/api-client';

export type ReferBody = CallBody<typeof referralsContract.refer>;

export function useReferInvite() {
  return useMutation({
    mutationFn: (body: ReferBody) => callApi(referralsContract.refer, { body }),
    meta: { handlesErrors: true },
  });
}
