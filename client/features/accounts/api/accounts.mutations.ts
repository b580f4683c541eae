/** Account mutations: login, register, switch role, change password. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountsContract } from '@shared/api/accounts.contract';
import type { CallBody } from '@shared/api/endpoint';
import type { Me, UserRole } from '@shared/schemas/accounts.schema';
import { callApi } from '@client/lib/api-client';
import { accountKeys } from './accounts.queries';

export function useLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof accountsContract.login>) => callApi(accountsContract.login, { body }),
    onSuccess: (data) => {
      qc.clear();
      qc.setQueryData(accountKeys.session(), data.user);
    },
    meta: { handlesErrors: true },
  });
}

export function useRegister() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof accountsContract.register>) => callApi(accountsContract.register, { body }),
    onSuccess: (data) => {
      qc.clear();
      qc.setQueryData(accountKeys.session(), data.user);
    },
    meta: { handlesErrors: true },
  });
}

export function useSwitchRole() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (role: UserRole) => callApi(accountsContract.switchRole, { body: { role } }),
    // The session's role changes at once so the landing page's role guard lets the user in; the caller
    // refreshes the rest after navigating (refetching the page being left would be refused with 403).
    onSuccess: (res) => {
      qc.setQueryData(accountKeys.session(), (me: Me | null | undefined) =>
        me ? { ...me, role: res.role, proMode: res.role === 'pro' } : me,
      );
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: CallBody<typeof accountsContract.changePassword>) => callApi(accountsContract.changePassword, { body }),
    meta: { handlesErrors: true },
  });
}

/** POST /api/users/logout (the only way to end a session: never a GET, SPEC §2). */
export function logout(): Promise<unknown> {
  return callApi(accountsContract.logout);
}
