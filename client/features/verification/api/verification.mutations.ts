/** Phone OTP (SPEC §7 users/verify/phone/preauth → auth). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { verificationContract } from '@shared/api/verification.contract';
import type { CallBody, CallResult } from '@shared/api/endpoint';
import { callApi } from '@client/lib/api-client';

export type PreauthResult = CallResult<typeof verificationContract.sendCode>;

export function usePhonePreauth() {
  return useMutation({
    mutationFn: (phone: string) => callApi(verificationContract.sendCode, { body: { phone } }),
    meta: { handlesErrors: true },
  });
}

export function usePhoneAuth() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof verificationContract.checkCode>) => callApi(verificationContract.checkCode, { body }),
    // The signed-in user's is_phone_confirmed changed: refresh the session (accounts key ['accounts', 'session']).
    onSuccess: () => qc.invalidateQueries({ queryKey: ['accounts', 'session'] }),
    meta: { handlesErrors: true },
  });
}
