/** Password recovery: ask for a reset e-mail, and set a new password with the link (which signs this browser in). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountsContract } from '@shared/api/accounts.contract';
import { callApi } from '@client/lib/api-client';
import { accountKeys } from './accounts.queries';

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => callApi(accountsContract.forgotPassword, { body: { email } }),
    meta: { handlesErrors: true },
  });
}

export function useResetPassword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { hash: string; password: string }) => callApi(accountsContract.resetPassword, { body }),
    // Like a login, nothing cached for whoever used this browser before is kept, except the link's own state:
    // refetching it now (a used link) would show "expired" for a moment before the page moves on.
    onSuccess: (data) => {
      qc.removeQueries({ predicate: (q) => q.queryKey[1] !== 'reset-link' });
      qc.setQueryData(accountKeys.session(), data.user);
    },
    meta: { handlesErrors: true },
  });
}
