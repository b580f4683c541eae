/** Social sign-in mutations: remove a connection (connecting goes through the provider's redirect). */
import { socialAuthContract } from '@shared/api/social-auth.contract';
import type { SocialProvider } from '@shared/domain/social-sign-in';
import { endpointKey, useCall } from '@client/lib/endpoint-query';

/** The answer is the connections left: it replaces the cached list. */
export function useDisconnectSocial() {
  return useCall(socialAuthContract.disconnect, {
    input: (provider: SocialProvider) => ({ params: { provider } }),
    onSuccess: (data, _provider, qc) => qc.setQueryData(endpointKey(socialAuthContract.accounts, {}), data),
    handlesErrors: true,
  });
}
