/** The state of a password-reset link, read with the SPEC §8 quirk: reset_password without a password, code 400 = valid. */
import { useQuery } from '@tanstack/react-query';
import { accountsContract } from '@shared/api/accounts.contract';
import { ERROR_CODES } from '@shared/api/api-error';
import { ApiError, callApi } from '@client/lib/api-client';
import { endpointKey } from '@client/lib/endpoint-query';

export type ResetLinkState = 'valid' | 'invalid';

/** 'valid' for an unused link within its hour, 'invalid' for an unknown, expired or used one; throws otherwise. */
export async function checkResetLink(hash: string): Promise<ResetLinkState> {
  try {
    await callApi(accountsContract.resetPassword, { body: { hash } });
  } catch (err) {
    if (err instanceof ApiError && err.code === ERROR_CODES.RESET_LINK_VALID) return 'valid';
    if (err instanceof ApiError && (err.code === ERROR_CODES.RESET_LINK_INVALID || err.status === 404)) return 'invalid';
    throw err;
  }
  // Without a password the server never answers success; treat anything else as a link to ask for again.
  return 'invalid';
}

/** Checked once per page visit in the browser (the page is never server-rendered with the link's state). */
export function useResetLinkState(hash: string) {
  return useQuery({
    queryKey: endpointKey(accountsContract.resetPassword, { body: { hash } }, 'link-state'),
    queryFn: () => checkResetLink(hash),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
