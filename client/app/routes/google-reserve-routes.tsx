/**
 * Google-reserve (SPEC §2, only while the googleReserve flag is on): the landing page of Google's
 * Book button (service/{serviceId}/reserve/{googleReserveId}, public, noindex, never cached whole) and the pro's
 * dashboard/google-reserve. With the flag off their API reads answer 404, so both render the 404 page.
 */
import loadable from '@loadable/component';
import type * as GreserveQueries from '@client/features/google-reserve/api/google-reserve.queries';
import type * as BookingReads from '@client/pages/google-reserve-booking.reads';
import type { HeadContext, LoaderContext, RouteDef } from '../route-types';
import { pageHead } from '../head';
import { PageFallback } from '../page-fallback';
import { dashboardPage, idOf, rethrow404 } from './route-helpers';

const opts = { fallback: <PageFallback /> };
const BookingPage = loadable(
  () => import(/* webpackChunkName: "google-reserve-booking" */ '@client/pages/google-reserve-booking.page'),
  opts,
);
const DashboardPage = loadable(() => import(/* webpackChunkName: "google-reserve" */ '@client/pages/dashboard/google-reserve.page'), opts);

/**
 * The queries module and the landing page's reads come with the first Google-reserve page, not with every public
 * page's initial JavaScript; once loaded (by a prefetch, which runs before the head), the head reads the page data
 * through them.
 */
let queries: typeof GreserveQueries | undefined;
const loadQueries = async () =>
  (queries ??= await import(/* webpackChunkName: "google-reserve-queries" */ '@client/features/google-reserve/api/google-reserve.queries'));
let reads: typeof BookingReads | undefined;
const loadReads = async () =>
  (reads ??= await import(/* webpackChunkName: "google-reserve-queries" */ '@client/pages/google-reserve-booking.reads'));

function bookingHead(ctx: HeadContext) {
  const page = reads?.greserveBookingReads.cached(ctx).page;
  return pageHead(ctx, {
    title: ctx.t('bookings|google_reserve>meta_title', { item: page?.item.name ?? '', name: page?.business_name ?? '' }),
    indexable: false,
  });
}

export const googleReserveRoutes: RouteDef[] = [
  {
    name: 'googleReserveBooking',
    layout: 'public',
    page: BookingPage,
    ns: ['bookings'],
    prefetch: async (ctx: LoaderContext) => {
      // A malformed id is a 404 before anything is asked.
      idOf(ctx.params.serviceId);
      idOf(ctx.params.googleReserveId);
      await rethrow404((await loadReads()).greserveBookingReads.prefetch(ctx));
    },
    head: bookingHead,
  },
  dashboardPage({
    name: 'googleReserve',
    role: 'pro',
    page: DashboardPage,
    ns: ['workspace'],
    prefetch: async ({ queryClient, data, lng, url }: LoaderContext) => {
      const q = await loadQueries();
      await Promise.all([
        rethrow404(queryClient.ensureQueryData(q.greserveEntitiesQuery(data, lng))),
        rethrow404(queryClient.ensureQueryData(q.greserveEventsQuery(data, q.greserveWhenOf(url.searchParams.get('when')), lng))),
      ]);
    },
    title: 'workspace|google_reserve>title',
  }),
];
