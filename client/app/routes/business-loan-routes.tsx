/** The pro's business-loan page (SPEC §6 flag `businessLoan`): never indexed; home while the flag is off. */
import loadable from '@loadable/component';
import { redirect } from 'react-router';
import { splitLanguagePrefix } from '@shared/i18n/i18n-config';
import { buildPath } from '@shared/routes/route-paths';
import type { LoaderContext, RouteDef } from '../route-types';
import { PageFallback } from '../page-fallback';
import { dashboardPage } from './route-helpers';

const BusinessLoanPage = loadable(() => import(/* webpackChunkName: "business-loan" */ '@client/pages/dashboard/business-loan.page'), {
  fallback: <PageFallback />,
});

const prefetch = (ctx: LoaderContext) => {
  if (!ctx.env.featureFlags.businessLoan) throw redirect(buildPath('home', {}, splitLanguagePrefix(ctx.url.pathname).prefix));
  return import(/* webpackChunkName: "business-loan" */ '@client/features/business-loans/api/business-loans.queries').then((m) =>
    ctx.queryClient.ensureQueryData(m.myBusinessLoanQuery(ctx.data)).catch(() => undefined),
  );
};

export const businessLoanRoutes: RouteDef[] = [
  dashboardPage({ name: 'businessLoan', role: 'pro', page: BusinessLoanPage, prefetch, title: 'dashboard|businessLoan>title' }),
];
