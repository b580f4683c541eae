/** Dashboard routes (login required; SPEC §2 role split). */
import loadable from '@loadable/component';
import { redirect } from 'react-router';
import { ROLE_LANDING } from '@shared/routes/route-paths';
import { splitLanguagePrefix } from '@shared/i18n/i18n-config';
import { sessionQuery } from '@client/features/accounts/api/accounts.queries';
import type { RouteDef } from '../route-types';
import { pageHead } from '../head';
import { PageFallback } from '../page-fallback';
import { prefetchLeads, prefetchProjects } from './market-prefetch';

const DashboardHomePage = loadable(() => import(/* webpackChunkName: "dashboard-home" */ '@client/pages/dashboard/dashboard-home.page'), { fallback: <PageFallback /> });
const ProjectsPage = loadable(() => import(/* webpackChunkName: "projects" */ '@client/pages/dashboard/projects.page'), { fallback: <PageFallback /> });
const RequestsPage = loadable(() => import(/* webpackChunkName: "requests" */ '@client/pages/dashboard/requests.page'), { fallback: <PageFallback /> });
const SettingsPage = loadable(() => import(/* webpackChunkName: "settings" */ '@client/pages/dashboard/settings.page'), { fallback: <PageFallback /> });

const privateHead = (key: string) => (ctx: Parameters<NonNullable<RouteDef['head']>>[0]) =>
  pageHead(ctx, { title: ctx.t(`dashboard|${key}`), indexable: false });

export const dashboardRoutes: RouteDef[] = [
  {
    name: 'dashboardHome',
    layout: 'dashboard',
    page: DashboardHomePage,
    prefetch: async ({ queryClient, data, url }) => {
      const me = await queryClient.ensureQueryData(sessionQuery(data));
      const { prefix } = splitLanguagePrefix(url.pathname);
      const landing = ROLE_LANDING[me?.role ?? 'consumer'];
      throw redirect(prefix ? `/${prefix}${landing}` : landing);
    },
  },
  { name: 'projects', layout: 'dashboard', role: 'consumer', page: ProjectsPage, ns: ['market'], prefetch: prefetchProjects, head: privateHead('projects>title') },
  { name: 'requests', layout: 'dashboard', role: 'pro', page: RequestsPage, ns: ['market', 'pricing'], prefetch: prefetchLeads, head: privateHead('requests>title') },
  { name: 'settings', layout: 'dashboard', page: SettingsPage, head: privateHead('settings>title') },
];
