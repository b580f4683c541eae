/** Server-side data of the referrals page, loaded with the page's first visit (like ./payments-prefetch.ts). */
import { referralsQuery } from '@client/features/referrals/api/referrals.queries';
import type { LoaderContext } from '../route-types';

/** dashboard/referrals: the link and who joined (a failure leaves the page to fetch it in the browser). */
export function prefetchReferrals({ queryClient, data }: LoaderContext) {
  return queryClient.ensureQueryData(referralsQuery(data)).catch(() => undefined);
}
