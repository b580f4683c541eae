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
import type * as SafetyReads from '@client/pages/dashboard/safety-payments/safety-payments.reads';
import type { LoaderContext, RouteDef } from '../route-types';
import { PageFallback } from '../page-fallback';
import type * as DashboardPrefetch from './dashboard-prefetch';
import type * as OnboardingPrefetch from './onboarding-prefetch';
import { quoteIdOf } from './dashboard-prefetch-helpers';
import { dashboardPage, idOf, notFound, privateHead, rethrow404 } from './route-helpers';

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
const ReviewListPage = loadable(() => import(/* webpackChunkName: "review-list" */ '@client/pages/dashboard/review-list.page'), opts);
const RequestCasePage = loadable(() => import(/* webpackChunkName: "request-case" */ '@client/pages/dashboard/request-case.page'), opts);
const PreviewGuidePage = loadable(() => import(/* webpackChunkName: "preview-guide" */ '@client/pages/dashboard/preview-guide.page'), opts);
/** The work-list pages' reads come with their own chunks (./work-list-prefetch.ts). */
const workListPrefetch =
  (name: 'prefetchReviewList' | 'prefetchRequestCase' | 'prefetchPreviewGuide') =>
  (ctx: LoaderContext): Promise<unknown> =>
    import(/* webpackChunkName: "work-list-prefetch" */ './work-list-prefetch').then((m) => m[name](ctx));
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
const SupportPage = loadable(() => import(/* webpackChunkName: "support-threads" */ '@client/pages/dashboard/support.page'), opts);
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
const SafetyPaymentsPage = loadable(
  () => import(/* webpackChunkName: "safety-payments" */ '@client/pages/dashboard/safety-payments/safety-payments.page'),
  opts,
);
/** Safety payments' reads come with their first page, not with every dashboard page's loaders. */
const loadSafetyReads = (): Promise<typeof SafetyReads> =>
  import(/* webpackChunkName: "safety-payments" */ '@client/pages/dashboard/safety-payments/safety-payments.reads');

/**
 * SPEC §6: with the safetyPayment flag off the pages go home; a malformed id or an unknown {detail} is a 404, and so
 * is a bid or part the caller is no party to (the API's 404).
 */
async function prefetchSafetyPayments(ctx: LoaderContext): Promise<void> {
  const { env, params, url } = ctx;
  if (!env.featureFlags.safetyPayment) throw redirect(buildPath('home', {}, splitLanguagePrefix(url.pathname).prefix));
  if (params.bidId !== undefined) idOf(params.bidId);
  if (params.pid !== undefined) idOf(params.pid);
  if (params.detail !== undefined && params.detail !== 'receipt') throw notFound();
  await rethrow404((await loadSafetyReads()).prefetchSafetyPayments(ctx));
}

export const dashboardRoutes: RouteDef[] = [
  // Pro onboarding (SPEC §2 onboarding steps) and the pro's services list.
  dashboardPage({
    name: 'onboarding',
    role: 'pro',
    page: OnboardingPage,
    ns: ['onboarding'],
    prefetch: prefetchOnboarding,
    title: 'onboarding|meta>title',
  }),
  dashboardPage({
    name: 'onboardingService',
    role: 'pro',
    page: OnboardingStepPage,
    ns: ['onboarding', 'media'],
    prefetch: prefetchOnboardingService,
    title: 'onboarding|meta>title',
  }),
  dashboardPage({
    name: 'onboardingStep',
    role: 'pro',
    page: OnboardingStepPage,
    ns: ['onboarding', 'media'],
    prefetch: prefetchOnboardingStep,
    title: 'onboarding|meta>title',
  }),
  dashboardPage({
    name: 'services',
    role: 'pro',
    page: ServicesPage,
    ns: ['onboarding'],
    prefetch: prefetchServices,
    title: 'onboarding|services>title',
  }),
  dashboardPage({
    name: 'quoteTemplates',
    role: 'pro',
    page: QuoteTemplatesPage,
    ns: ['quotes'],
    prefetch: prefetchQuoteTemplates,
    title: 'quotes|templates>title',
  }),
  dashboardPage({
    name: 'autoQuote',
    role: 'pro',
    page: AutoQuotePage,
    ns: ['workspace'],
    prefetch: prefetchAutoQuote,
    title: 'workspace|auto_quote>title',
  }),
  // The service-editing menu (SPEC §2 steps 0–19) under services and profiles, and the service's calendar.
  ...(['serviceEditor', 'profileEditor'] as const).map((name): RouteDef => ({
    name,
    layout: 'dashboard',
    role: 'pro',
    page: ServiceEditorPage,
    // `shop`: step 19 lists the service's shop items. `messages`: the preview's reviews carry the report button, which
    // the server renders for the signed-in pro.
    ns: ['workspace', 'onboarding', 'requests', 'bookings', 'catalog', 'media', 'verify', 'shop', 'messages'],
    prefetch: prefetchServiceEditor,
    head: privateHead('workspace|editor>meta_title'),
  })),
  dashboardPage({
    name: 'calendar',
    role: 'pro',
    page: CalendarPage,
    ns: ['workspace'],
    // SPEC §6 flag `calendar` off: the calendar's URLs go to the dashboard's home, before anything is read.
    prefetch: (ctx) => {
      if (!ctx.env.featureFlags.calendar) throw redirect(buildPath('dashboardHome', {}, splitLanguagePrefix(ctx.url.pathname).prefix));
      return prefetchCalendar(ctx);
    },
    title: 'workspace|calendar>meta_title',
  }),
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
  dashboardPage({
    name: 'projects',
    role: 'consumer',
    page: ProjectsPage,
    ns: ['requests'],
    prefetch: prefetchProjects,
    title: 'dashboard|projects>title',
  }),
  dashboardPage({
    name: 'requests',
    role: 'pro',
    page: RequestsPage,
    ns: ['quotes', 'requests', 'pricing', 'onboarding'],
    // The pro's services too: without a published one the page leads to onboarding instead of an empty list.
    prefetch: (ctx) => Promise.all([prefetchLeads(ctx), prefetchServices(ctx)]),
    title: 'dashboard|requests>title',
  }),
  dashboardPage({
    name: 'jobCenter',
    role: 'pro',
    page: JobCenterPage,
    ns: ['workspace'],
    prefetch: prefetchJobCenter,
    title: 'workspace|job_center>title',
  }),
  // Account settings: sections by {path}; their data comes with the settings chunk's own loader.
  dashboardPage({
    name: 'settings',
    page: SettingsPage,
    prefetch: (ctx) => import(/* webpackChunkName: "settings-prefetch" */ './settings-prefetch').then((m) => m.prefetchSettings(ctx)),
    title: 'dashboard|settings>title',
  }),
  dashboardPage({
    name: 'emailChange',
    page: EmailChangePage,
    prefetch: (ctx) => import(/* webpackChunkName: "settings-prefetch" */ './settings-prefetch').then((m) => m.prefetchEmailChange(ctx)),
    title: 'dashboard|account_settings>email_change>title',
  }),
  // Download my data and delete the account, shared by both roles.
  dashboardPage({
    name: 'privacy',
    page: PrivacyPage,
    prefetch: ({ queryClient, data }) =>
      import(/* webpackChunkName: "privacy-prefetch" */ '@client/features/privacy/api/privacy.queries').then((m) =>
        queryClient.ensureQueryData(m.deletionPreviewQuery(data)),
      ),
    title: 'dashboard|privacy>title',
  }),
  dashboardPage({
    name: 'projectQuoteList',
    role: 'consumer',
    page: QuoteListPage,
    ns: ['requests', 'quotes'],
    prefetch: prefetchQuoteList,
    title: 'quotes|quotes>page_title',
  }),
  dashboardPage({
    name: 'projectQuote',
    role: 'consumer',
    page: QuotePage,
    ns: ['quotes', 'requests', 'messages', 'voice'],
    // SPEC §2: request id 0 redirects to projects/quote/{quoteId}.
    prefetch: async (ctx) => {
      const { params, url } = ctx;
      if (params.requestId === '0' && params.quoteId && params.quoteId !== 'details') {
        throw redirect(buildPath('projectQuoteOnly', { quoteId: params.quoteId }, splitLanguagePrefix(url.pathname).prefix));
      }
      await prefetchBid(ctx, quoteIdOf(params));
    },
    title: 'quotes|quote>page_title',
  }),
  dashboardPage({
    name: 'projectQuoteOnly',
    role: 'consumer',
    page: QuotePage,
    ns: ['quotes', 'requests', 'messages', 'voice'],
    prefetch: (ctx) => prefetchBid(ctx, quoteIdOf(ctx.params)),
    title: 'quotes|quote>page_title',
  }),
  dashboardPage({
    name: 'leadDetail',
    role: 'pro',
    page: LeadDetailPage,
    ns: ['quotes', 'requests', 'messages', 'pricing', 'voice'],
    prefetch: (ctx) => prefetchBid(ctx, Number(ctx.params.bidId) || 0),
    title: 'quotes|lead>page_title',
  }),
  dashboardPage({
    name: 'works',
    role: 'pro',
    page: WorksPage,
    ns: ['quotes', 'requests'],
    prefetch: prefetchWorks,
    title: 'quotes|works>title',
  }),
  dashboardPage({
    name: 'workDetail',
    role: 'pro',
    page: LeadDetailPage,
    ns: ['quotes', 'requests', 'messages', 'pricing', 'voice'],
    prefetch: (ctx) => prefetchBid(ctx, Number(ctx.params.bidId) || 0),
    title: 'quotes|lead>page_title',
  }),
  // SPEC §2 work-list page Review, shared by both roles (the page branches): jobs to review and posted reviews for the
  // consumer, the reviews to reply to for the pro.
  dashboardPage({
    name: 'reviewList',
    page: ReviewListPage,
    ns: ['quotes', 'requests', 'workspace', 'catalog'],
    prefetch: workListPrefetch('prefetchReviewList'),
    title: 'dashboard|reviewList>title',
  }),
  // SPEC §2 requests/case/{requestId}: the request as the pro with a bid on it sees it, without the dashboard menu.
  dashboardPage({
    name: 'requestCase',
    role: 'pro',
    menu: false,
    page: RequestCasePage,
    ns: ['quotes', 'requests', 'pricing'],
    prefetch: workListPrefetch('prefetchRequestCase'),
    title: 'requests|caseDetail>page_title',
  }),
  // SPEC §2 preview-guide: listed among the pro's fragment by the role split (whose labels we read as swapped, ADR
  // 0010), yet it guides whoever is about to post a request; both roles may open it, since a pro can post one too.
  dashboardPage({
    name: 'previewGuide',
    page: PreviewGuidePage,
    ns: ['catalog'],
    prefetch: workListPrefetch('prefetchPreviewGuide'),
    title: 'dashboard|previewGuide>title',
  }),
  dashboardPage({
    name: 'credit',
    role: 'pro',
    page: CreditPage,
    ns: ['pricing'],
    prefetch: prefetchCredit,
    title: 'pricing|credit>title',
  }),
  dashboardPage({
    name: 'transaction',
    role: 'pro',
    page: TransactionPage,
    ns: ['pricing'],
    prefetch: prefetchTransactions,
    title: 'pricing|transaction>title',
  }),
  // SPEC §2 trust_fund_query and charge_application[/{type}] (ADR 0010).
  dashboardPage({
    name: 'trustFund',
    role: 'pro',
    page: TrustFundPage,
    ns: ['pricing'],
    prefetch: prefetchTrustFund,
    title: 'pricing|trust_fund>title',
  }),
  dashboardPage({
    name: 'chargeApplication',
    role: 'pro',
    page: ChargeApplicationPage,
    ns: ['pricing'],
    prefetch: prefetchChargeApplications,
    title: 'pricing|charge_application>title',
  }),
  // SPEC §2 lists inbox both as a consumer route and under the pro fragment: both roles have one (the page branches).
  dashboardPage({ name: 'inbox', page: InboxPage, ns: ['quotes', 'requests'], prefetch: prefetchInbox, title: 'quotes|inbox>title' }),
  dashboardPage({
    name: 'notifications',
    page: NotificationsPage,
    // shop: the shop's notices (shop|notices).
    ns: ['messages', 'quotes', 'shop'],
    prefetch: prefetchNotifications,
    title: 'messages|notifications>title',
  }),
  dashboardPage({ name: 'supportThreads', page: SupportPage, title: 'dashboard|support_threads>title' }),
  // Safety payments (SPEC §1, §4; ADR 0037), shared by both roles: the page branches on {bidId}, {pid} and {detail}.
  dashboardPage({
    name: 'safetyPayments',
    page: SafetyPaymentsPage,
    ns: ['pricing'],
    prefetch: prefetchSafetyPayments,
    title: 'dashboard|safety_payments>title',
  }),
];
