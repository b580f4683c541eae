/**
 * Verification routes: the user's certification pages (SPEC §2 dashboard `certification` with optional
 * {cert_id}, shared by both roles) and the operators' queue at /ops/verifications. Both sit in the dashboard layout,
 * so a visitor is sent to login; the queue's data is operator-only (403 from the API), which the page turns into a
 * 404 so a signed-in non-operator learns nothing about it. Neither is indexable.
 */
import loadable from '@loadable/component';
import { certificationQuery, opsFilterOf, opsQueueQuery } from '@client/features/certificates/api/certificates.queries';
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

async function prefetchOpsQueue({ queryClient, data, url }: LoaderContext) {
  await queryClient.ensureQueryData(opsQueueQuery(data, opsFilterOf(url.searchParams))).catch((e: unknown) => {
    // Signed in but not an operator: the page does not exist for them.
    if (statusOf(e) === 403 || statusOf(e) === 404) throw notFound();
    if (statusOf(e) === 401) return undefined;
    throw e;
  });
}

export const opsRoutes: RouteDef[] = [
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
    ns: ['verify'],
    prefetch: prefetchOpsQueue,
    title: 'verify|ops>title',
  }),
];
