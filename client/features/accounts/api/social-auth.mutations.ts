/** Social sign-in mutations: remove a connection (connecting goes through the provider's redirect). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { socialAuthContract } from '@shared/api/social-auth.contract';
import type { SocialProvider } from '@shared/domain/social-sign-in';
import { callApi } from '@client/lib/api-client';
import { socialKeys } from './social-auth.queries';

export function useDisconnectSocial() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (provider: SocialProvider) => callApi(socialAuthContract.disconnect, { params: { provider } }),
    onSuccess: (data) => qc.setQueryData(socialKeys.accounts(), data),
    meta: { handlesErrors: true },
  });
}
