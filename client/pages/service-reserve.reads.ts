/** What the reserve page reads, once for its prefetch, its head (the business name) and the page. */
import { reserveSlotsQuery } from '@client/features/reservations/api/reservations.queries';
import { pageReads } from '@client/lib/page-reads';

/** `serviceId` comes from the URL (`/service/{serviceId}/reserve`). */
export const serviceReserveReads = pageReads(({ data, lng, params }) => ({
  slots: reserveSlotsQuery(data, Number(params.serviceId) || 0, lng),
}));
