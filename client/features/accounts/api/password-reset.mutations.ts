/** Password recovery: ask for a reset e-mail, and set a new password with the link (which signs this browser in). */
import { accountsContract } from '@shared/api/accounts.contract';
import { useCall } from '@client/lib/endpoint-query';
import { sessionKey } from './accounts.queries';

export function useForgotPassword() {
  return useCall(accountsContract.forgotPassword, { input: (email: string) => ({ body: { email } }), handlesErrors: true });
}

export function useResetPassword() {
  return useCall(accountsContract.resetPassword, {
    input: (body: { hash: string; password: string }) => ({ body }),
    // Like a login, nothing cached for whoever used this browser before is kept, except the link's own state:
    // refetching it now (a used link) would show "expired" for a moment before the page moves on.
    onSuccess: (data, _body, qc) => {
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== accountsContract.checkResetLink.path });
      qc.setQueryData(sessionKey, data.user);
    },
    handlesErrors: true,
  });
}
