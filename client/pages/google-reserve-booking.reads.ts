/** What Google's booking landing page reads, once for its prefetch, its head (item and business names) and the page. */
import { greserveBookingPageQuery } from '@client/features/google-reserve/api/google-reserve.queries';
import { pageReads } from '@client/lib/page-reads';

/** `serviceId` and `googleReserveId` come from the URL (`/service/{serviceId}/reserve/{googleReserveId}`). */
export const greserveBookingReads = pageReads(({ data, lng, params }) => ({
  page: greserveBookingPageQuery(data, Number(params.serviceId) || 0, Number(params.googleReserveId) || 0, lng),
}));
