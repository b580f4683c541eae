/** Account mutations: login, register, switch role, change password. */
import type { QueryClient } from '@tanstack/react-query';
import { accountsContract } from '@shared/api/accounts.contract';
import type { CallBody } from '@shared/api/endpoint';
import type { Me, UserRole } from '@shared/schemas/accounts.schema';
import { callApi } from '@client/lib/api-client';
import { useCall } from '@client/lib/endpoint-query';
import { sessionKey } from './accounts.queries';

/** Nothing cached for whoever used this browser before is kept; the new user is the session at once. */
export function signedIn(qc: QueryClient, user: Me): void {
  qc.clear();
  qc.setQueryData(sessionKey, user);
}

export function useLogin() {
  return useCall(accountsContract.login, {
    input: (body: CallBody<typeof accountsContract.login>) => ({ body }),
    onSuccess: (data, _body, qc) => signedIn(qc, data.user),
    handlesErrors: true,
  });
}

export function useRegister() {
  return useCall(accountsContract.register, {
    input: (body: CallBody<typeof accountsContract.register>) => ({ body }),
    onSuccess: (data, _body, qc) => signedIn(qc, data.user),
    handlesErrors: true,
  });
}

export function useSwitchRole() {
  return useCall(accountsContract.switchRole, {
    input: (role: UserRole) => ({ body: { role } }),
    // The session's role changes at once so the landing page's role guard lets the user in; the caller
    // refreshes the rest after navigating (refetching the page being left would be refused with 403).
    onSuccess: (res, _role, qc) => {
      qc.setQueryData(sessionKey, (me: Me | null | undefined) => (me ? { ...me, role: res.role, proMode: res.role === 'pro' } : me));
    },
  });
}

export function useChangePassword() {
  return useCall(accountsContract.changePassword, {
    input: (body: CallBody<typeof accountsContract.changePassword>) => ({ body }),
    handlesErrors: true,
  });
}

/** POST /api/users/logout (the only way to end a session: never a GET, SPEC §2). */
export function logout(): Promise<unknown> {
  return callApi(accountsContract.logout);
}
