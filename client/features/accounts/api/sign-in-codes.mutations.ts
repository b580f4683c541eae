/**
 * E-mail verification (re-send, code, activate link), phone-OTP login and one-time login links
 * (shared/api/sign-in-codes.contract.ts). A sign-in drops whatever was cached for the browser's previous user.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { signInCodesContract } from '@shared/api/sign-in-codes.contract';
import type { PhoneLoginChannel } from '@shared/domain/sign-in-codes';
import type { Me } from '@shared/schemas/accounts.schema';
import { callApi } from '@client/lib/api-client';
import { accountKeys } from './accounts.queries';

function signedIn(qc: QueryClient, user: Me): void {
  qc.clear();
  qc.setQueryData(accountKeys.session(), user);
}

/** The signed-in user's address is now verified (only when it is that user's own link). */
function markVerified(qc: QueryClient, userId?: number): void {
  qc.setQueryData(accountKeys.session(), (me: Me | null | undefined) =>
    me && (userId === undefined || me.id === userId) ? { ...me, is_email_verified: true } : me,
  );
}

export function useResendEmailVerification() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(signInCodesContract.sendEmailVerification),
    onSuccess: (res) => {
      if (res.is_email_verified) markVerified(qc);
    },
    meta: { handlesErrors: true },
  });
}

export function useCheckEmailCode() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callApi(signInCodesContract.checkEmailCode, { body: { code } }),
    onSuccess: () => markVerified(qc),
    meta: { handlesErrors: true },
  });
}

export function useActivateEmail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { user_id: number; hash: string }) => callApi(signInCodesContract.activateEmail, { body }),
    onSuccess: (_res, body) => markVerified(qc, body.user_id),
    meta: { handlesErrors: true },
  });
}

export function usePhoneLoginPreauth() {
  return useMutation({
    mutationFn: (body: { phone: string; channel: PhoneLoginChannel }) => callApi(signInCodesContract.phoneLoginPreauth, { body }),
    meta: { handlesErrors: true },
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
  return useMutation({
    mutationFn: (email: string) => callApi(signInCodesContract.requestLoginLink, { body: { email } }),
    meta: { handlesErrors: true },
  });
}

export function useLoginOnce() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (hash: string): Promise<Me> => (await callApi(signInCodesContract.loginOnce, { body: { hash } })).user,
    onSuccess: (user) => signedIn(qc, user),
    meta: { handlesErrors: true },
  });
}
