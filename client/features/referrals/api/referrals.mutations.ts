/** Inviting someone with the caller's link (POST /api/users/refer); the form shows its own errors. */
import type { CallBody } from '@shared/api/endpoint';
import { referralsContract } from '@shared/api/referrals.contract';
import { useCall } from '@client/lib/endpoint-query';

export type ReferBody = CallBody<typeof referralsContract.refer>;

export function useReferInvite() {
  return useCall(referralsContract.refer, { input: (body: ReferBody) => ({ body }), handlesErrors: true });
}
