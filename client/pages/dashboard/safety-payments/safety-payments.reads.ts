/**
 * What dashboard/safety-payments[/{bidId}[/{pid}[/receipt]]] reads, once for its prefetch and the page: the list, or
 * the bid's payments, and the part. The bid comes first for a part's page: a bid the caller is no party to is a 404.
 */
import { payoutAccountQuery } from '@client/features/safety-payments/api/payout-account.queries';
import { safetyBidQuery, safetyListQuery, safetyPartQuery } from '@client/features/safety-payments/api/safety-payments.queries';
import { pageReads, type ReadsContext } from '@client/lib/page-reads';

/** A positive whole id from a URL segment, or 0 (the route's prefetch has already made a malformed one a 404). */
export const idFrom = (raw: string | undefined) => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : 0);

export const pageFrom = (search: string) => Math.max(1, Math.trunc(Number(new URLSearchParams(search).get('page'))) || 1);

export const safetyPaymentsReads = pageReads(({ data, params, search }) => {
  const bidId = idFrom(params.bidId);
  const pid = idFrom(params.pid);
  return {
    list: bidId ? undefined : safetyListQuery(data, pageFrom(search)),
    bid: bidId ? safetyBidQuery(data, bidId) : undefined,
    part: bidId && pid ? safetyPartQuery(data, pid) : undefined,
  };
});

/** The page's reads, and for a pro on a bid's page whether a payout account is saved (the reminder renders with it). */
export async function prefetchSafetyPayments(ctx: ReadsContext): Promise<void> {
  await safetyPaymentsReads.prefetch(ctx);
  const { bid } = safetyPaymentsReads.cached(ctx);
  if (bid?.role === 'pro') await ctx.queryClient.ensureQueryData(payoutAccountQuery(ctx.data)).catch(() => undefined);
}
