/**
 * Dashboard routes (login required; SPEC §2 dashboard routes and role split): the consumer's projects and
 * quotes, the pro's leads, works and wallet, the inbox, notifications and settings. Every page renders on the
 * server with its data (./dashboard-prefetch.ts).
 */
import loadable from '@loadable/component';
import { redirect } from 'react-router';
import { buildPath, ROLE_LANDING } from '@shared/routes/route-paths';
import { splitLanguagePrefix } from '@shared/i18n/i18n-config';
import { sessionQuery } from '@client/features/accounts/api/accounts.queries';
import type { HeadContext, LoaderContext, RouteDef } from '../route-types';
import { pageHead } from '../head';
import { PageFallback } from '../page-fallback';
import type * as DashboardPrefetch from './dashboard-prefetch';
import type * as OnboardingPrefetch from './onboarding-prefetch';
import { quoteIdOf } from './dashboard-prefetch-helpers';

/**
 * The dashboard's data loaders are loaded with the first dashboard page, not with the public pages' initial
 * JavaScript (the public-page budget, ADR 0024): each prefetch below imports its module on first use.
 */
const dashboardPrefetch =
  (name: keyof typeof DashboardPrefetch) =>
  (ctx: LoaderContext, ...rest: unknown[]) =>
    import(/* webpackChunkName: "dashboard-prefetch" */ './dashboard-prefetch').then((m) =>
      (m[name] as unknown as (c: LoaderContext, ...r: unknown[]) => Promise<unknown>)(ctx, ...rest),
    );
const onboardingPrefetch =
  (name: keyof typeof OnboardingPrefetch) =>
  (ctx: LoaderContext): Promise<unknown> =>
    import(/* webpackChunkName: "dashboard-prefetch" */ './onboarding-prefetch').then((m) =>
      (m[name] as unknown as (c: LoaderContext) => Promise<unknown>)(ctx),
    );

const prefetchBid = dashboardPrefetch('prefetchBid');
const prefetchCalendar = dashboardPrefetch('prefetchCalendar');
const prefetchCredit = dashboardPrefetch('prefetchCredit');
const prefetchInbox = dashboardPrefetch('prefetchInbox');
const prefetchQuoteTemplates = dashboardPrefetch('prefetchQuoteTemplates');
const prefetchAutoQuote = dashboardPrefetch('prefetchAutoQuote');
const prefetchLeads = dashboardPrefetch('prefetchLeads');
const prefetchNotifications = dashboardPrefetch('prefetchNotifications');
const prefetchProjects = dashboardPrefetch('prefetchProjects');
const prefetchQuoteList = dashboardPrefetch('prefetchQuoteList');
const prefetchServiceEditor = dashboardPrefetch('prefetchServiceEditor');
const prefetchTransactions = dashboardPrefetch('prefetchTransactions');
const prefetchTrustFund = dashboardPrefetch('prefetchTrustFund');
const prefetchChargeApplications = dashboardPrefetch('prefetchChargeApplications');
const prefetchWorks = dashboardPrefetch('prefetchWorks');
const prefetchOnboarding = onboardingPrefetch('prefetchOnboarding');
const prefetchOnboardingService = onboardingPrefetch('prefetchOnboardingService');
const prefetchOnboardingStep = onboardingPrefetch('prefetchOnboardingStep');
const prefetchServices = onboardingPrefetch('prefetchServices');

const opts = { fallback: <PageFallback /> };
const DashboardHomePage = loadable(
  () => import(/* webpackChunkName: "dashboard-home" */ '@client/pages/dashboard/dashboard-home.page'),
  opts,
);
const ProjectsPage = loadable(() => import(/* webpackChunkName: "projects" */ '@client/pages/dashboard/projects.page'), opts);
const RequestsPage = loadable(() => import(/* webpackChunkName: "requests" */ '@client/pages/dashboard/requests.page'), opts);
const JobCenterPage = loadable(() => import(/* webpackChunkName: "job-center" */ '@client/pages/dashboard/job-center.page'), opts);
/** Job center data, loaded with the page's own queries module. */
const prefetchJobCenter = ({ queryClient, data, url }: LoaderContext) =>
  import(/* webpackChunkName: "job-center" */ '@client/features/job-center/api/job-center.queries').then((m) =>
    queryClient.ensureQueryData(m.jobCenterQuery(data, m.jobCenterFiltersOf(url.searchParams))).catch(() => undefined),
  );
const SettingsPage = loadable(() => import(/* webpackChunkName: "settings" */ '@client/pages/dashboard/settings.page'), opts);
const EmailChangePage = loadable(() => import(/* webpackChunkName: "email-change" */ '@client/pages/dashboard/email-change.page'), opts);
const PrivacyPage = loadable(() => import(/* webpackChunkName: "privacy" */ '@client/pages/dashboard/privacy.page'), opts);
const QuoteListPage = loadable(
  () => import(/* webpackChunkName: "project-quote-list" */ '@client/pages/dashboard/project-quote-list.page'),
  opts,
);
const QuotePage = loadable(() => import(/* webpackChunkName: "project-quote" */ '@client/pages/dashboard/project-quote.page'), opts);
const LeadDetailPage = loadable(() => import(/* webpackChunkName: "lead-detail" */ '@client/pages/dashboard/lead-detail.page'), opts);
const WorksPage = loadable(() => import(/* webpackChunkName: "works" */ '@client/pages/dashboard/works.page'), opts);
const CreditPage = loadable(() => import(/* webpackChunkName: "credit" */ '@client/pages/dashboard/credit.page'), opts);
const TransactionPage = loadable(() => import(/* webpackChunkName: "transaction" */ '@client/pages/dashboard/transaction.page'), opts);
const TrustFundPage = loadable(() => import(/* webpackChunkName: "trust-fund" */ '@client/pages/dashboard/trust-fund.page'), opts);
const ChargeApplicationPage = loadable(
  () => import(/* webpackChunkName: "charge-application" */ '@client/pages/dashboard/charge-application.page'),
  opts,
);
const InboxPage = loadable(() => import(/* webpackChunkName: "inbox" */ '@client/pages/dashboard/inbox.page'), opts);
const NotificationsPage = loadable(
  () => import(/* webpackChunkName: "notifications" */ '@client/pages/dashboard/notifications.page'),
  opts,
);
const OnboardingPage = loadable(
  () => import(/* webpackChunkName: "onboarding" */ '@client/pages/dashboard/onboarding/onboarding.page'),
  opts,
);
const OnboardingStepPage = loadable(
  () => import(/* webpackChunkName: "onboarding-step" */ '@client/pages/dashboard/onboarding/onboarding-step.page'),
  opts,
);
const QuoteTemplatesPage = loadable(
  () => import(/* webpackChunkName: "quote-templates" */ '@client/pages/dashboard/quote-templates.page'),
  opts,
);
const AutoQuotePage = loadable(() => import(/* webpackChunkName: "auto-quote" */ '@client/pages/dashboard/auto-quote.page'), opts);
const ServicesPage = loadable(() => import(/* webpackChunkName: "services" */ '@client/pages/dashboard/services.page'), opts);
const ServiceEditorPage = loadable(
  () => import(/* webpackChunkName: "service-editor" */ '@client/pages/dashboard/service-editor.page'),
  opts,
);
const CalendarPage = loadable(() => import(/* webpackChunkName: "calendar" */ '@client/pages/dashboard/calendar.page'), opts);

/** A page title from a translation key; dashboard pages are never indexed. */
const privateHead = (key: string) => (ctx: HeadContext) => pageHead(ctx, { title: ctx.t(key), indexable: false });

export const dashboardRoutes: RouteDef[] = [
  // Pro onboarding (SPEC §2 onboarding steps) and the pro's services list.
  {
    name: 'onboarding',
    layout: 'dashboard',
    role: 'pro',
    page: OnboardingPage,
    ns: ['onboarding', 'market'],
    prefetch: prefetchOnboarding,
    head: privateHead('onboarding|meta>title'),
  },
  {
    name: 'onboardingService',
    layout: 'dashboard',
    role: 'pro',
    page: OnboardingStepPage,
    ns: ['onboarding', 'market', 'media'],
    prefetch: prefetchOnboardingService,
    head: privateHead('onboarding|meta>title'),
  },
  {
    name: 'onboardingStep',
    layout: 'dashboard',
    role: 'pro',
    page: OnboardingStepPage,
    ns: ['onboarding', 'market', 'media'],
    prefetch: prefetchOnboardingStep,
    head: privateHead('onboarding|meta>title'),
  },
  {
    name: 'services',
    layout: 'dashboard',
    role: 'pro',
    page: ServicesPage,
    ns: ['onboarding'],
    prefetch: prefetchServices,
    head: privateHead('onboarding|services>title'),
  },
  {
    name: 'quoteTemplates',
    layout: 'dashboard',
    role: 'pro',
    page: QuoteTemplatesPage,
    ns: ['market'],
    prefetch: prefetchQuoteTemplates,
    head: privateHead('market|templates>title'),
  },
  {
    name: 'autoQuote',
    layout: 'dashboard',
    role: 'pro',
    page: AutoQuotePage,
    ns: ['workspace', 'market'],
    prefetch: prefetchAutoQuote,
    head: privateHead('workspace|auto_quote>title'),
  },
  // The service-editing menu (SPEC §2 steps 0–19) under services and profiles, and the service's calendar.
  ...(['serviceEditor', 'profileEditor'] as const).map((name): RouteDef => ({
    name,
    layout: 'dashboard',
    role: 'pro',
    page: ServiceEditorPage,
    ns: ['workspace', 'onboarding', 'market', 'catalog', 'media', 'verify'],
    prefetch: prefetchServiceEditor,
    head: privateHead('workspace|editor>meta_title'),
  })),
  {
    name: 'calendar',
    layout: 'dashboard',
    role: 'pro',
    page: CalendarPage,
    ns: ['workspace'],
    prefetch: prefetchCalendar,
    head: privateHead('workspace|calendar>meta_title'),
  },
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
  {
    name: 'projects',
    layout: 'dashboard',
    role: 'consumer',
    page: ProjectsPage,
    ns: ['market'],
    prefetch: prefetchProjects,
    head: privateHead('dashboard|projects>title'),
  },
  {
    name: 'requests',
    layout: 'dashboard',
    role: 'pro',
    page: RequestsPage,
    ns: ['market', 'pricing', 'onboarding'],
    // The pro's services too: without a published one the page leads to onboarding instead of an empty list.
    prefetch: (ctx) => Promise.all([prefetchLeads(ctx), prefetchServices(ctx)]),
    head: privateHead('dashboard|requests>title'),
  },
  {
    name: 'jobCenter',
    layout: 'dashboard',
    role: 'pro',
    page: JobCenterPage,
    ns: ['workspace', 'market'],
    prefetch: prefetchJobCenter,
    head: privateHead('workspace|job_center>title'),
  },
  // Account settings: sections by {path}; their data comes with the settings chunk's own loader.
  {
    name: 'settings',
    layout: 'dashboard',
    page: SettingsPage,
    ns: ['market'],
    prefetch: (ctx) => import(/* webpackChunkName: "settings-prefetch" */ './settings-prefetch').then((m) => m.prefetchSettings(ctx)),
    head: privateHead('dashboard|settings>title'),
  },
  {
    name: 'emailChange',
    layout: 'dashboard',
    page: EmailChangePage,
    prefetch: (ctx) => import(/* webpackChunkName: "settings-prefetch" */ './settings-prefetch').then((m) => m.prefetchEmailChange(ctx)),
    head: privateHead('dashboard|account_settings>email_change>title'),
  },
  // Download my data and delete the account, shared by both roles.
  {
    name: 'privacy',
    layout: 'dashboard',
    page: PrivacyPage,
    prefetch: ({ queryClient, data }) =>
      import(/* webpackChunkName: "privacy-prefetch" */ '@client/features/privacy/api/privacy.queries').then((m) =>
        queryClient.ensureQueryData(m.deletionPreviewQuery(data)),
      ),
    head: privateHead('dashboard|privacy>title'),
  },
  {
    name: 'projectQuoteList',
    layout: 'dashboard',
    role: 'consumer',
    page: QuoteListPage,
    ns: ['market'],
    prefetch: prefetchQuoteList,
    head: privateHead('market|quotes>page_title'),
  },
  {
    name: 'projectQuote',
    layout: 'dashboard',
    role: 'consumer',
    page: QuotePage,
    ns: ['market'],
    // SPEC §2: request id 0 redirects to projects/quote/{quoteId}.
    prefetch: async (ctx) => {
      const { params, url } = ctx;
      if (params.requestId === '0' && params.quoteId && params.quoteId !== 'details') {
        throw redirect(buildPath('projectQuoteOnly', { quoteId: params.quoteId }, splitLanguagePrefix(url.pathname).prefix));
      }
      await prefetchBid(ctx, quoteIdOf(params));
    },
    head: privateHead('market|quote>page_title'),
  },
  {
    name: 'projectQuoteOnly',
    layout: 'dashboard',
    role: 'consumer',
    page: QuotePage,
    ns: ['market'],
    prefetch: (ctx) => prefetchBid(ctx, quoteIdOf(ctx.params)),
    head: privateHead('market|quote>page_title'),
  },
  {
    name: 'leadDetail',
    layout: 'dashboard',
    role: 'pro',
    page: LeadDetailPage,
    ns: ['market', 'pricing'],
    prefetch: (ctx) => prefetchBid(ctx, Number(ctx.params.bidId) || 0),
    head: privateHead('market|lead>page_title'),
  },
  {
    name: 'works',
    layout: 'dashboard',
    role: 'pro',
    page: WorksPage,
    ns: ['market'],
    prefetch: prefetchWorks,
    head: privateHead('market|works>title'),
  },
  {
    name: 'workDetail',
    layout: 'dashboard',
    role: 'pro',
    page: LeadDetailPage,
    ns: ['market', 'pricing'],
    prefetch: (ctx) => prefetchBid(ctx, Number(ctx.params.bidId) || 0),
    head: privateHead('market|lead>page_title'),
  },
  {
    name: 'credit',
    layout: 'dashboard',
    role: 'pro',
    page: CreditPage,
    ns: ['pricing', 'market'],
    prefetch: prefetchCredit,
    head: privateHead('pricing|credit>title'),
  },
  {
    name: 'transaction',
    layout: 'dashboard',
    role: 'pro',
    page: TransactionPage,
    ns: ['pricing', 'market'],
    prefetch: prefetchTransactions,
    head: privateHead('pricing|transaction>title'),
  },
  // SPEC §2 trust_fund_query and charge_application[/{type}] (ADR 0010).
  {
    name: 'trustFund',
    layout: 'dashboard',
    role: 'pro',
    page: TrustFundPage,
    ns: ['pricing'],
    prefetch: prefetchTrustFund,
    head: privateHead('pricing|trust_fund>title'),
  },
  {
    name: 'chargeApplication',
    layout: 'dashboard',
    role: 'pro',
    page: ChargeApplicationPage,
    ns: ['pricing'],
    prefetch: prefetchChargeApplications,
    head: privateHead('pricing|charge_application>title'),
  },
  // SPEC §2 lists inbox both as a consumer route and under the pro fragment: both roles have one (the page branches).
  {
    name: 'inbox',
    layout: 'dashboard',
    page: InboxPage,
    ns: ['market'],
    prefetch: prefetchInbox,
    head: privateHead('market|inbox>title'),
  },
  {
    name: 'notifications',
    layout: 'dashboard',
    page: NotificationsPage,
    ns: ['market'],
    prefetch: prefetchNotifications,
    head: privateHead('market|notifications>title'),
  },
];
