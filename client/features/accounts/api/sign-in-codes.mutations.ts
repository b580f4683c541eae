/**
 * E-mail verification (re-send, code, activate link), phone-OTP login and one-time login links
 * (shared/api/sign-in-codes.contract.ts). A sign-in drops whatever was cached for the browser's previous user.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { signInCodesContract } from '@shared/api/sign-in-codes.contract';
import type { PhoneLoginChannel } from '@shared/domain/sign-in-codes';
import type { Me } from '@shared/schemas/accounts.schema';
import { callApi } from '@client/lib/api-client';
import { useCall } from '@client/lib/endpoint-query';
import { sessionKey } from './accounts.queries';
import { signedIn } from './accounts.mutations';

/** The signed-in user's address is now verified (only when it is that user's own link). */
function markVerified(qc: QueryClient, userId?: number): void {
  qc.setQueryData(sessionKey, (me: Me | null | undefined) =>
    me && (userId === undefined || me.id === userId) ? { ...me, is_email_verified: true } : me,
  );
}

export function useResendEmailVerification() {
  return useCall<typeof signInCodesContract.sendEmailVerification, void>(signInCodesContract.sendEmailVerification, {
    input: () => ({}),
    onSuccess: (res, _v, qc) => {
      if (res.is_email_verified) markVerified(qc);
    },
    handlesErrors: true,
  });
}

export function useCheckEmailCode() {
  return useCall(signInCodesContract.checkEmailCode, {
    input: (code: string) => ({ body: { code } }),
    onSuccess: (_res, _code, qc) => markVerified(qc),
    handlesErrors: true,
  });
}

export function useActivateEmail() {
  return useCall(signInCodesContract.activateEmail, {
    input: (body: { user_id: number; hash: string }) => ({ body }),
    onSuccess: (_res, body, qc) => markVerified(qc, body.user_id),
    handlesErrors: true,
  });
}

export function usePhoneLoginPreauth() {
  return useCall(signInCodesContract.phoneLoginPreauth, {
    input: (body: { phone: string; channel: PhoneLoginChannel }) => ({ body }),
    handlesErrors: true,
  });
}

/** users/validate_user with the phone's code: answers the signed-in user. */
export function usePhoneLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: { phone: string; verify_code: string; hash: string }): Promise<Me> => {
      const res = await callApi(signInCodesContract.validateUser, { body });
      if (!('user' in res)) throw new Error('validate_user answered without a session');
      return res.user;
    },
    onSuccess: (user) => signedIn(qc, user),
    meta: { handlesErrors: true },
  });
}

export function useRequestLoginLink() {
  return useCall(signInCodesContract.requestLoginLink, { input: (email: string) => ({ body: { email } }), handlesErrors: true });
}

export function useLoginOnce() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (hash: string): Promise<Me> => (await callApi(signInCodesContract.loginOnce, { body: { hash } })).user,
    onSuccess: (user) => signedIn(qc, user),
    meta: { handlesErrors: true },
  });
}
