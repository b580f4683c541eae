/**
 * Direct booking: the public reserve page of a service (SPEC §2 service/{serviceId}/reserve) and
 * the appointments of both roles (SPEC §2 appointment, appointment/{appointmentId}, a shared dashboard route).
 */
import loadable from '@loadable/component';
import { appointmentReads, appointmentsReads } from '@client/pages/dashboard/appointments.reads';
import { serviceReserveReads } from '@client/pages/service-reserve.reads';
import type { HeadContext, LoaderContext, RouteDef } from '../route-types';
import { pageHead } from '../head';
import { PageFallback } from '../page-fallback';
import { dashboardPage, idOf, rethrow404 } from './route-helpers';

const opts = { fallback: <PageFallback /> };
const ServiceReservePage = loadable(() => import(/* webpackChunkName: "service-reserve" */ '@client/pages/service-reserve.page'), opts);
const AppointmentsPage = loadable(() => import(/* webpackChunkName: "appointments" */ '@client/pages/dashboard/appointments.page'), opts);
const AppointmentPage = loadable(() => import(/* webpackChunkName: "appointment" */ '@client/pages/dashboard/appointment.page'), opts);

/** The page of one id in the URL: a malformed id is a 404 before anything is asked, and so is the read's 404. */
const prefetchOne =
  (param: string, reads: { prefetch: (ctx: LoaderContext) => Promise<void> }) =>
  (ctx: LoaderContext): Promise<unknown> => {
    idOf(ctx.params[param]);
    return rethrow404(reads.prefetch(ctx));
  };

function reserveHead(ctx: HeadContext) {
  const { slots } = serviceReserveReads.cached(ctx);
  return pageHead(ctx, { title: ctx.t('bookings|booking>meta_title', { name: slots?.business_name ?? '' }), indexable: false });
}

export const reservationsRoutes: RouteDef[] = [
  {
    name: 'serviceReserve',
    layout: 'public',
    page: ServiceReservePage,
    ns: ['bookings'],
    // Slots change by the minute and the form depends on the session: never cached whole.
    prefetch: prefetchOne('serviceId', serviceReserveReads),
    head: reserveHead,
  },
  dashboardPage({
    name: 'appointments',
    page: AppointmentsPage,
    ns: ['workspace', 'voice'],
    prefetch: (ctx: LoaderContext) => appointmentsReads.prefetch(ctx).catch(() => undefined),
    title: 'workspace|booking>list_title',
  }),
  dashboardPage({
    name: 'appointment',
    page: AppointmentPage,
    ns: ['workspace'],
    prefetch: prefetchOne('appointmentId', appointmentReads),
    title: 'workspace|booking>detail_title',
  }),
];
