/** The state of a password-reset link, asked with reset_password/check: always a 200, so the page logs no failed request. */
import { useQuery } from '@tanstack/react-query';
import { accountsContract } from '@shared/api/accounts.contract';
import { callApi } from '@client/lib/api-client';
import { endpointKey } from '@client/lib/endpoint-query';

export type ResetLinkState = 'valid' | 'invalid';

/** 'valid' for an unused link within its hour, 'invalid' for an unknown, expired or used one; throws otherwise. */
export async function checkResetLink(hash: string): Promise<ResetLinkState> {
  const { valid } = await callApi(accountsContract.checkResetLink, { body: { hash } });
  return valid ? 'valid' : 'invalid';
}

/** Checked once per page visit in the browser (the page is never server-rendered with the link's state). */
export function useResetLinkState(hash: string) {
  return useQuery({
    queryKey: endpointKey(accountsContract.checkResetLink, { body: { hash } }, 'link-state'),
    queryFn: () => checkResetLink(hash),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
