/** Phone OTP (SPEC §7 users/verify/phone/preauth → auth). */
import { verificationContract } from '@shared/api/verification.contract';
import type { CallBody, CallResult } from '@shared/api/endpoint';
import { useCall } from '@client/lib/endpoint-query';

export type PreauthResult = CallResult<typeof verificationContract.sendCode>;

export function usePhonePreauth() {
  return useCall(verificationContract.sendCode, { input: (phone: string) => ({ body: { phone } }), handlesErrors: true });
}

/** The signed-in user's is_phone_confirmed changes: the session is read again (the contract says so). */
export function usePhoneAuth() {
  return useCall(verificationContract.checkCode, {
    input: (body: CallBody<typeof verificationContract.checkCode>) => ({ body }),
    handlesErrors: true,
  });
}
