/**
 * Google-reserve (SPEC §2, only while the googleReserve flag is on): the landing page of Google's
 * Book button (service/{serviceId}/reserve/{googleReserveId}, public, noindex, never cached whole) and the pro's
 * dashboard/google-reserve. With the flag off their API reads answer 404, so both render the 404 page.
 */
import loadable from '@loadable/component';
import type * as BookingReads from '@client/pages/google-reserve-booking.reads';
import type * as DashboardReads from '@client/pages/dashboard/google-reserve.reads';
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
 * The pages' reads (and the queries module under them) come with the first Google-reserve page, not with every public
 * page's initial JavaScript; once loaded (by a prefetch, which runs before the head), the head reads the page data
 * through them.
 */
let reads: typeof BookingReads | undefined;
const loadReads = async () =>
  (reads ??= await import(/* webpackChunkName: "google-reserve-queries" */ '@client/pages/google-reserve-booking.reads'));
const loadDashboardReads = (): Promise<typeof DashboardReads> =>
  import(/* webpackChunkName: "google-reserve-queries" */ '@client/pages/dashboard/google-reserve.reads');

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
    prefetch: async (ctx: LoaderContext) => {
      await rethrow404((await loadDashboardReads()).greserveDashboardReads.prefetch(ctx));
    },
    title: 'workspace|google_reserve>title',
  }),
];
