/**
 * The back office (/ops: home, queues, tickets, audit log, staff, the verification queue) and the user's
 * certification pages (SPEC §2 dashboard `certification` with optional {cert_id}, shared by both roles). All sit in
 * the dashboard layout, so a visitor is sent to login; the console's data answers 404 to anyone without the role,
 * which makes the page a 404, so a signed-in user learns nothing about it. None is indexable.
 */
import loadable from '@loadable/component';
import { certificationQuery, opsFilterOf, opsQueueQuery } from '@client/features/certificates/api/certificates.queries';
import type { Namespace } from '@shared/i18n/i18n-config';
import type { RouteName } from '@shared/routes/route-paths';
import { auditReads, homeReads, queueReads, staffReads, ticketReads } from '@client/pages/ops/ops.reads';
import {
  catalogReads,
  categoryReads,
  contentEditReads,
  contentListReads,
  packagesReads,
  promotionsReads,
} from '@client/pages/ops/ops-data.reads';
import { userReads, usersReads } from '@client/pages/ops/moderation.reads';
import { payoutsReads } from '@client/pages/ops/payouts.reads';
import { translationsReads } from '@client/pages/ops/translations.reads';
import type { LoaderContext, RouteDef } from '../route-types';
import { PageFallback } from '../page-fallback';
import { dashboardPage, notFound } from './route-helpers';

const opts = { fallback: <PageFallback /> };
const CertificationPage = loadable(
  () => import(/* webpackChunkName: "certification" */ '@client/pages/dashboard/certification.page'),
  opts,
);
const OpsVerificationsPage = loadable(
  () => import(/* webpackChunkName: "ops-verifications" */ '@client/pages/ops/verifications.page'),
  opts,
);

const OpsHomePage = loadable(() => import(/* webpackChunkName: "ops-home" */ '@client/pages/ops/home.page'), opts);
const OpsQueuePage = loadable(() => import(/* webpackChunkName: "ops-queue" */ '@client/pages/ops/queue.page'), opts);
const OpsTicketPage = loadable(() => import(/* webpackChunkName: "ops-ticket" */ '@client/pages/ops/ticket.page'), opts);
const OpsAuditPage = loadable(() => import(/* webpackChunkName: "ops-audit" */ '@client/pages/ops/audit.page'), opts);
const OpsStaffPage = loadable(() => import(/* webpackChunkName: "ops-staff" */ '@client/pages/ops/staff.page'), opts);
const OpsPromotionsPage = loadable(() => import(/* webpackChunkName: "ops-promotions" */ '@client/pages/ops/promotions.page'), opts);
const OpsPackagesPage = loadable(() => import(/* webpackChunkName: "ops-packages" */ '@client/pages/ops/packages.page'), opts);
const OpsPayoutsPage = loadable(() => import(/* webpackChunkName: "ops-payouts" */ '@client/pages/ops/payouts.page'), opts);
const OpsContentPage = loadable(() => import(/* webpackChunkName: "ops-content" */ '@client/pages/ops/content.page'), opts);
const OpsContentEditPage = loadable(() => import(/* webpackChunkName: "ops-content-edit" */ '@client/pages/ops/content-edit.page'), opts);
const OpsCatalogPage = loadable(() => import(/* webpackChunkName: "ops-catalog" */ '@client/pages/ops/catalog.page'), opts);
const OpsCatalogEditPage = loadable(() => import(/* webpackChunkName: "ops-catalog-edit" */ '@client/pages/ops/catalog-edit.page'), opts);
const OpsUsersPage = loadable(() => import(/* webpackChunkName: "ops-users" */ '@client/pages/ops/users.page'), opts);
const OpsUserPage = loadable(() => import(/* webpackChunkName: "ops-user" */ '@client/pages/ops/user.page'), opts);
const OpsTranslationsPage = loadable(() => import(/* webpackChunkName: "ops-translations" */ '@client/pages/ops/translations.page'), opts);

const statusOf = (e: unknown) => (typeof e === 'object' && e !== null ? (e as { status?: number }).status : undefined);

async function prefetchCertification({ queryClient, data, params }: LoaderContext) {
  const certification = await queryClient.ensureQueryData(certificationQuery(data)).catch((e: unknown) => {
    // No session: the dashboard layout sends the visitor to login.
    if (statusOf(e) === 401 || statusOf(e) === 403) return undefined;
    throw e;
  });
  const certId = params.cert_id;
  if (certId === undefined || !certification) return;
  if (!certification.certificates.some((c) => String(c.service_certificate_id) === certId)) throw notFound();
}

async function prefetchOpsQueue(ctx: LoaderContext) {
  const { queryClient, data, url } = ctx;
  // The console frame's reads (navigation and counts); anyone they refuse is refused the queue below as well.
  await homeReads.prefetch(ctx).catch(() => undefined);
  await queryClient.ensureQueryData(opsQueueQuery(data, opsFilterOf(url.searchParams))).catch((e: unknown) => {
    // Signed in but not an operator: the page does not exist for them.
    if (statusOf(e) === 403 || statusOf(e) === 404) throw notFound();
    if (statusOf(e) === 401) return undefined;
    throw e;
  });
}

/**
 * A console page: prefetches its reads; 403 or 404 (not staff, or not this queue's role) makes the page a 404;
 * without a session the dashboard layout sends the visitor to login.
 */
export function opsPage(def: {
  name: RouteName;
  page: RouteDef['page'];
  reads: { prefetch: (ctx: LoaderContext) => Promise<void> };
  title: string;
  ns?: Namespace[];
}): RouteDef {
  return dashboardPage({
    name: def.name,
    page: def.page,
    ns: ['ops', ...(def.ns ?? [])],
    title: def.title,
    prefetch: (ctx) =>
      def.reads.prefetch(ctx).catch((e: unknown) => {
        if (statusOf(e) === 401) return undefined;
        if (statusOf(e) === 403 || statusOf(e) === 404) throw notFound();
        throw e;
      }),
  });
}

export const opsRoutes: RouteDef[] = [
  opsPage({ name: 'opsHome', page: OpsHomePage, reads: homeReads, title: 'ops|home>title' }),
  opsPage({ name: 'opsQueue', page: OpsQueuePage, reads: queueReads, title: 'ops|console>title' }),
  opsPage({ name: 'opsTicket', page: OpsTicketPage, reads: ticketReads, title: 'ops|console>title', ns: ['messages', 'verify'] }),
  opsPage({ name: 'opsAudit', page: OpsAuditPage, reads: auditReads, title: 'ops|audit>title' }),
  opsPage({ name: 'opsStaff', page: OpsStaffPage, reads: staffReads, title: 'ops|staff>title' }),
  opsPage({ name: 'opsPromotions', page: OpsPromotionsPage, reads: promotionsReads, title: 'ops|data>promotions>title' }),
  opsPage({ name: 'opsPackages', page: OpsPackagesPage, reads: packagesReads, title: 'ops|data>packages>title' }),
  opsPage({ name: 'opsPayouts', page: OpsPayoutsPage, reads: payoutsReads, title: 'ops|payouts>title' }),
  opsPage({ name: 'opsContent', page: OpsContentPage, reads: contentListReads, title: 'ops|data>content>title' }),
  opsPage({ name: 'opsContentEdit', page: OpsContentEditPage, reads: contentEditReads, title: 'ops|data>content>title' }),
  opsPage({ name: 'opsCatalog', page: OpsCatalogPage, reads: catalogReads, title: 'ops|data>catalog>title' }),
  opsPage({ name: 'opsCatalogEdit', page: OpsCatalogEditPage, reads: categoryReads, title: 'ops|data>catalog>title' }),
  opsPage({ name: 'opsUsers', page: OpsUsersPage, reads: usersReads, title: 'ops|moderation>users>title' }),
  opsPage({ name: 'opsUser', page: OpsUserPage, reads: userReads, title: 'ops|moderation>user>title' }),
  opsPage({ name: 'opsTranslations', page: OpsTranslationsPage, reads: translationsReads, title: 'ops|missingTranslations>title' }),
  dashboardPage({
    name: 'certification',
    page: CertificationPage,
    ns: ['verify'],
    prefetch: prefetchCertification,
    title: 'verify|page>title',
  }),
  dashboardPage({
    name: 'opsVerifications',
    page: OpsVerificationsPage,
    ns: ['verify', 'ops'],
    prefetch: prefetchOpsQueue,
    title: 'verify|ops>title',
  }),
];
