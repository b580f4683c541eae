/** What the pro's Google-reserve page reads, once for its prefetch and the page. */
import { greserveEntitiesQuery, greserveEventsQuery, greserveWhenOf } from '@client/features/google-reserve/api/google-reserve.queries';
import { pageReads } from '@client/lib/page-reads';

/** dashboard/google-reserve?when=past|upcoming: the services as entities, and the bookings that came through Google. */
export const greserveDashboardReads = pageReads(({ data, lng, search }) => ({
  entities: greserveEntitiesQuery(data, lng),
  events: greserveEventsQuery(data, greserveWhenOf(new URLSearchParams(search).get('when')), lng),
}));
