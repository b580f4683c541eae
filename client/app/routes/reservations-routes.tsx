/**
 * Direct booking: the public reserve page of a service (SPEC §2 service/{serviceId}/reserve) and
 * the appointments of both roles (SPEC §2 appointment, appointment/{appointmentId}, a shared dashboard route).
 */
import loadable from '@loadable/component';
import { appointmentQuery, appointmentsQuery, reserveSlotsQuery, whenOf } from '@client/features/reservations/api/reservations.queries';
import type { HeadContext, LoaderContext, RouteDef } from '../route-types';
import { pageHead } from '../head';
import { PageFallback } from '../page-fallback';
import { notFound } from './route-helpers';

const opts = { fallback: <PageFallback /> };
const ServiceReservePage = loadable(() => import(/* webpackChunkName: "service-reserve" */ '@client/pages/service-reserve.page'), opts);
const AppointmentsPage = loadable(() => import(/* webpackChunkName: "appointments" */ '@client/pages/dashboard/appointments.page'), opts);
const AppointmentPage = loadable(() => import(/* webpackChunkName: "appointment" */ '@client/pages/dashboard/appointment.page'), opts);

/** A positive integer id from a URL segment, or a 404. */
function idOf(raw: string | undefined): number {
  const id = Number(raw);
  if (!raw || !/^\d{1,9}$/.test(raw) || !Number.isSafeInteger(id) || id < 1) throw notFound();
  return id;
}

const is404 = (e: unknown) => typeof e === 'object' && e !== null && (e as { status?: number }).status === 404;
/** A 404 from the API makes the page a 404; other failures leave the page to retry in the browser. */
const main = (p: Promise<unknown>) =>
  p.catch((e: unknown) => {
    if (is404(e)) throw e;
  });

function reserveHead(ctx: HeadContext) {
  const slots = ctx.queryClient.getQueryData(reserveSlotsQuery(ctx.data, Number(ctx.params.serviceId), ctx.lng).queryKey);
  return pageHead(ctx, { title: ctx.t('market|booking>meta_title', { name: slots?.business_name ?? '' }), indexable: false });
}

const privateHead = (key: string) => (ctx: HeadContext) => pageHead(ctx, { title: ctx.t(key), indexable: false });

export const reservationsRoutes: RouteDef[] = [
  {
    name: 'serviceReserve',
    layout: 'public',
    page: ServiceReservePage,
    ns: ['market'],
    // Slots change by the minute and the form depends on the session: never cached whole.
    prefetch: ({ queryClient, data, lng, params }: LoaderContext) =>
      main(queryClient.ensureQueryData(reserveSlotsQuery(data, idOf(params.serviceId), lng))),
    head: reserveHead,
  },
  {
    name: 'appointments',
    layout: 'dashboard',
    page: AppointmentsPage,
    ns: ['workspace'],
    prefetch: ({ queryClient, data, lng, url }: LoaderContext) =>
      queryClient.ensureQueryData(appointmentsQuery(data, whenOf(url.searchParams.get('when')), lng)).catch(() => undefined),
    head: privateHead('workspace|booking>list_title'),
  },
  {
    name: 'appointment',
    layout: 'dashboard',
    page: AppointmentPage,
    ns: ['workspace'],
    prefetch: ({ queryClient, data, lng, params }: LoaderContext) =>
      main(queryClient.ensureQueryData(appointmentQuery(data, idOf(params.appointmentId), lng))),
    head: privateHead('workspace|booking>detail_title'),
  },
];
