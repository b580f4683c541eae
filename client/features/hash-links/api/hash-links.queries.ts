/** The reads and actions of the pages behind e-mailed request and quote links (shared/api/hash-links.contract.ts). */
import { queryOptions } from '@tanstack/react-query';
import { hashLinksContract } from '@shared/api/hash-links.contract';
import type { DataClient } from '@shared/api/data-client';
import type { HashQuoteLink, HashRequestLink } from '@shared/schemas/hash-links.schema';
import { endpointKey, useCall } from '@client/lib/endpoint-query';

/** An unknown link reads as null (the page says the link does not work), on the server and in the browser alike. */
async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (err) {
    if ((err as { status?: number }).status === 404) return null;
    throw err;
  }
}

// Never cached as fresh: the link may be spent by the action a moment later.
export const requestLinkQuery = (data: DataClient, hash: string) =>
  queryOptions({
    queryKey: endpointKey(hashLinksContract.requestByHash, { params: { hash } }),
    queryFn: (): Promise<HashRequestLink | null> => orNull(data.read(hashLinksContract.requestByHash, { params: { hash } })),
    staleTime: 0,
  });

export const quoteLinkQuery = (data: DataClient, hash: string) =>
  queryOptions({
    queryKey: endpointKey(hashLinksContract.quoteByHash, { params: { hash } }),
    queryFn: (): Promise<HashQuoteLink | null> => orNull(data.read(hashLinksContract.quoteByHash, { params: { hash } })),
    staleTime: 0,
  });

// The page shows what went wrong itself (a spent link, a closed request), and keeps its own read: refetched after a
// single-use action it would only say "used" instead of what was done.
export const useRequestLinkAction = (action: 'close' | 'reopen') =>
  useCall(action === 'close' ? hashLinksContract.closeByHash : hashLinksContract.reopenByHash, {
    input: (hash: string) => ({ params: { hash } }),
    keep: (_r, hash) => endpointKey(hashLinksContract.requestByHash, { params: { hash } }),
    handlesErrors: true,
  });

export const useReplyByLink = () =>
  useCall(hashLinksContract.replyByHash, {
    input: (v: { hash: string; message: string }) => ({ params: { hash: v.hash }, body: { message: v.message } }),
    keep: (_r, v) => endpointKey(hashLinksContract.quoteByHash, { params: { hash: v.hash } }),
    handlesErrors: true,
  });

export const useHireIntentByLink = () =>
  useCall(hashLinksContract.hireIntentByHash, {
    input: (hash: string) => ({ params: { hash } }),
    keep: (_r, hash) => endpointKey(hashLinksContract.quoteByHash, { params: { hash } }),
    handlesErrors: true,
  });
