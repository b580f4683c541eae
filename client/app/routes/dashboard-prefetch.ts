/**
 * Server-side data for the dashboard pages (requests, quotes, leads, works, wallet, inbox, notifications), read
 * through the DataClient (shared/api/data-client.ts: in-process during SSR) into the same query keys the pages
 * use, so they render complete. The page's main object turns a 404 into the not-found page; anything else is
 * left for the browser to retry.
 */
import { INBOX_FILTERS, type InboxFilterName } from '@shared/domain/request-lifecycle';
import { shopEnabled } from '@shared/domain/shop';
import { sessionQuery } from '@client/features/accounts/api/accounts.queries';
import { requestQuery } from '@client/features/requests/api/requests.queries';
import { bidQuery, inboxQuery, requestBidsQuery } from '@client/features/bids/api/bids.queries';
import { allTemplatesQuery } from '@client/features/bids/api/quote-templates.queries';
import { autoQuoteSettingsQuery } from '@client/features/auto-quote/api/auto-quote.queries';
import { conversationQuery } from '@client/features/chat/api/chat.queries';
import { balanceQuery, ledgerQuery } from '@client/features/wallet/api/wallet.queries';
import { chargeApplicationsQuery, trustFundQuery } from '@client/features/wallet/api/wallet-statements.queries';
import { CHARGE_APPLICATION_TYPES } from '@shared/schemas/wallet-statements.schema';
import { autoRefillQuery, starterStatusQuery, packagesQuery, savedCardsQuery } from '@client/features/payments/api/payments.queries';
import { pageFrom } from '@shared/domain/catalog';
import { genresQuery } from '@client/features/catalog/api/catalog.queries';
import { serviceCertificatesQuery } from '@client/features/certificates/api/certificates.queries';
import { proProfileQuery } from '@client/features/pro-services/api/pro-services.queries';
import { serviceReviewsQuery } from '@client/features/reviews/api/reviews.queries';
import { serviceMediaQuery } from '@client/features/service-media/api/service-media.queries';
import { ownItemsQuery } from '@client/features/shop/api/shop-items.queries';
import {
  areaOptionsQuery,
  editableServiceQuery,
  ownerReviewsQuery,
  myServicesQuery,
  pauseEventsQuery,
  reviewLinkUrlQuery,
  serviceCalendarQuery,
} from '@client/features/service-editor/api/service-editor.queries';
import { STEP, isCertificateStep, parseStepIndex } from '@client/features/service-editor/lib/editor-steps';
import { calendarIndex } from '@client/features/service-editor/lib/hk-time';
import { leadsReads, notificationsReads, pageOf, projectsReads, worksReads } from '@client/pages/dashboard/list.reads';
import { prefetchProfileExtras } from '@client/pages/service.reads';
import type { LoaderContext } from '../route-types';
import { is404, notFound, rethrow404 } from './route-helpers';

/** A secondary read: never fails the page. */
const extra = (p: Promise<unknown>) => p.catch(() => undefined);

export const prefetchProjects = (ctx: LoaderContext) => extra(projectsReads.prefetch(ctx));

export function prefetchQuoteList({ queryClient, data, params }: LoaderContext) {
  const id = Number(params.requestId) || 0;
  return Promise.all([
    rethrow404(queryClient.ensureQueryData(requestQuery(data, id))),
    extra(queryClient.ensureQueryData(requestBidsQuery(data, id))),
  ]);
}

export function prefetchBid(ctx: LoaderContext, id: number) {
  return Promise.all([
    rethrow404(ctx.queryClient.ensureQueryData(bidQuery(ctx.data, id))),
    extra(ctx.queryClient.ensureQueryData(conversationQuery(ctx.data, id))),
  ]);
}

export const prefetchLeads = (ctx: LoaderContext) => extra(leadsReads.prefetch(ctx));

export const prefetchWorks = (ctx: LoaderContext) => extra(worksReads.prefetch(ctx));

export function prefetchCredit({ queryClient, data, lng }: LoaderContext) {
  return Promise.all([
    extra(queryClient.ensureQueryData(balanceQuery(data))),
    extra(queryClient.ensureQueryData(ledgerQuery(data, 1))),
    extra(queryClient.ensureQueryData(packagesQuery(data, lng))),
    extra(queryClient.ensureQueryData(savedCardsQuery(data))),
    extra(queryClient.ensureQueryData(autoRefillQuery(data))),
    extra(queryClient.ensureQueryData(starterStatusQuery(data))),
  ]);
}

export function prefetchTransactions({ queryClient, data, url }: LoaderContext) {
  const all = url.searchParams.get('all') === '1';
  return Promise.all([
    extra(queryClient.ensureQueryData(balanceQuery(data))),
    extra(queryClient.ensureQueryData(ledgerQuery(data, pageOf(url.searchParams.get('page')), all))),
  ]);
}

export function prefetchTrustFund({ queryClient, data }: LoaderContext) {
  return extra(queryClient.ensureQueryData(trustFundQuery(data)));
}

/** charge_application[/{type}]: receipt (default) or invoice; any other type is a 404. */
export function prefetchChargeApplications({ queryClient, data, params }: LoaderContext) {
  if (params.type !== undefined && !(CHARGE_APPLICATION_TYPES as readonly string[]).includes(params.type)) throw notFound();
  return Promise.all([
    extra(queryClient.ensureQueryData(chargeApplicationsQuery(data))),
    extra(queryClient.ensureQueryData(sessionQuery(data))),
  ]);
}

export const prefetchNotifications = (ctx: LoaderContext) => extra(notificationsReads.prefetch(ctx));

export const INBOX_SHOWN: InboxFilterName[] = ['Inbox', 'Unread', 'Hired', 'Archived'];

/** dashboard/templates: every template and the pro's services (names and categories for the form). */
export function prefetchQuoteTemplates({ queryClient, data, lng }: LoaderContext) {
  return Promise.all([
    extra(queryClient.ensureQueryData(allTemplatesQuery(data))),
    extra(queryClient.ensureQueryData(myServicesQuery(data, lng))),
  ]);
}

/** dashboard/auto-quote: the settings and the pro's templates (the template choice per category). */
export function prefetchAutoQuote({ queryClient, data }: LoaderContext) {
  return Promise.all([
    extra(queryClient.ensureQueryData(autoQuoteSettingsQuery(data))),
    extra(queryClient.ensureQueryData(allTemplatesQuery(data))),
  ]);
}

export async function prefetchInbox({ queryClient, data, url }: LoaderContext) {
  const me = await queryClient.ensureQueryData(sessionQuery(data));
  const pro = me?.role === 'pro';
  const raw = url.searchParams.get('filter') as InboxFilterName | null;
  const filter: InboxFilterName = raw && (pro ? raw in INBOX_FILTERS : INBOX_SHOWN.includes(raw)) ? raw : 'Inbox';
  const q = pro ? (url.searchParams.get('q') ?? '').trim().slice(0, 80) : '';
  return extra(queryClient.ensureQueryData(inboxQuery(data, INBOX_FILTERS[filter], pageOf(url.searchParams.get('page')), q)));
}

/**
 * services|profiles/{serviceId}[/{index}[/{active}]]: the editable service (someone else's is a 404), the area
 * options, and what the step shown needs (catalogue, reviews, photos, certificates, the public profile, the shop's
 * items of the service).
 */
export async function prefetchServiceEditor(ctx: LoaderContext) {
  const { queryClient, data, lng, params, url, env } = ctx;
  const id = editorServiceIdOf(params.serviceId);
  const profiles = url.pathname.includes('/dashboard/profiles/');
  const step =
    params.index === undefined && profiles ? STEP.PublicView : parseStepIndex(params.index, { shop: shopEnabled(env.featureFlags) });
  const [service] = await Promise.all([
    queryClient.ensureQueryData(once(editableServiceQuery(data, id))).catch((e: unknown) => {
      if (is404(e)) throw e;
      return null;
    }),
    extra(queryClient.ensureQueryData(areaOptionsQuery(data, lng))),
  ]);
  const reads: Promise<unknown>[] = [];
  const read = (p: Promise<unknown>) => reads.push(extra(p));
  if (step === STEP.Category) read(queryClient.ensureQueryData(genresQuery(data, lng)));
  if (step === STEP.Reviews) {
    read(queryClient.ensureQueryData(ownerReviewsQuery(data, id, 1, lng)));
    read(queryClient.ensureQueryData(reviewLinkUrlQuery(data, id)));
  }
  if (isCertificateStep(step)) read(queryClient.ensureQueryData(serviceCertificatesQuery(data, id)));
  if (step === STEP.Shop) read(queryClient.ensureQueryData(ownItemsQuery(data, 1, { serviceId: id })));
  const live = service && service.profile_ready && service.is_public && !service.is_archived;
  if (step === STEP.Media || step === STEP.Logo || (step === STEP.PublicView && !live))
    read(queryClient.ensureQueryData(serviceMediaQuery(data, id)));
  if (step === STEP.PublicView && live) {
    // The preview is the public profile page: the same reads as its own route, or its hydration would differ.
    read(queryClient.ensureQueryData(proProfileQuery(data, lng, id)));
    read(queryClient.ensureQueryData(serviceReviewsQuery(data, lng, id, pageFrom(url.search))));
    read(prefetchProfileExtras(ctx, id));
  }
  await Promise.all(reads);
}

/** calendar/{serviceId}[/{YYYY-MM | YYYY-MM-DD}]: the service (404 for someone else's), the month or week, the pauses. */
export function prefetchCalendar({ queryClient, data, lng, params }: LoaderContext) {
  const id = editorServiceIdOf(params.serviceId);
  const index = calendarIndex(params.index);
  return Promise.all([
    rethrow404(queryClient.ensureQueryData(once(editableServiceQuery(data, id)))),
    rethrow404(queryClient.ensureQueryData(once(serviceCalendarQuery(data, id, index, lng)))),
    extra(queryClient.ensureQueryData(pauseEventsQuery(data, id))),
  ]);
}

/** Someone else's service is a 404 at once: the server-side error is not an ApiError, so the default retry would wait. */
const once = <T extends object>(options: T): T => ({ ...options, retry: false });

function editorServiceIdOf(raw: string | undefined): number {
  if (!raw || !/^[1-9]\d{0,8}$/.test(raw)) throw notFound();
  return Number(raw);
}
