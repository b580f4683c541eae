/**
 * The marketplace loop (issue 3): the questionnaire, the consumer's projects and quotes, the pro's leads,
 * works and wallet, and notifications (SPEC §2 routes and role split). Every page renders on the server with
 * its data (./market-prefetch.ts); the questionnaire from the catalogue.
 */
import loadable from '@loadable/component';
import { redirect } from 'react-router';
import { buildPath } from '@shared/routes/route-paths';
import { splitLanguagePrefix } from '@shared/i18n/i18n-config';
import { categoryQuery, districtsQuery } from '@client/features/catalog/api/catalog.queries';
import type { HeadContext, RouteDef } from '../route-types';
import { pageHead } from '../head';
import {
  prefetchBid, prefetchCredit, prefetchInbox, prefetchNotifications, prefetchQuoteList, prefetchTransactions, prefetchWorks, quoteIdOf,
} from './market-prefetch';
import { PageFallback } from '../page-fallback';

const opts = { fallback: <PageFallback /> };
const FormPage = loadable(() => import(/* webpackChunkName: "form" */ '@client/pages/form.page'), opts);
const QuoteListPage = loadable(() => import(/* webpackChunkName: "project-quote-list" */ '@client/pages/dashboard/project-quote-list.page'), opts);
const QuotePage = loadable(() => import(/* webpackChunkName: "project-quote" */ '@client/pages/dashboard/project-quote.page'), opts);
const LeadDetailPage = loadable(() => import(/* webpackChunkName: "lead-detail" */ '@client/pages/dashboard/lead-detail.page'), opts);
const WorksPage = loadable(() => import(/* webpackChunkName: "works" */ '@client/pages/dashboard/works.page'), opts);
const CreditPage = loadable(() => import(/* webpackChunkName: "credit" */ '@client/pages/dashboard/credit.page'), opts);
const TransactionPage = loadable(() => import(/* webpackChunkName: "transaction" */ '@client/pages/dashboard/transaction.page'), opts);
const InboxPage = loadable(() => import(/* webpackChunkName: "inbox" */ '@client/pages/dashboard/inbox.page'), opts);
const NotificationsPage = loadable(() => import(/* webpackChunkName: "notifications" */ '@client/pages/dashboard/notifications.page'), opts);

const privateHead = (key: string) => (ctx: HeadContext) => pageHead(ctx, { title: ctx.t(key), indexable: false });

export const marketRoutes: RouteDef[] = [
  {
    name: 'form',
    layout: 'public',
    page: FormPage,
    ns: ['market'],
    cache: true,
    prefetch: ({ queryClient, data, lng, params }) =>
      Promise.all([
        queryClient.ensureQueryData(categoryQuery(data, lng, params.slug ?? '')),
        queryClient.ensureQueryData(districtsQuery(data, lng)),
      ]),
    head: (ctx) => {
      const category = ctx.queryClient.getQueryData(categoryQuery(ctx.data, ctx.lng, ctx.params.slug ?? '').queryKey);
      return pageHead(ctx, {
        title: ctx.t('market|form>title', { name: category?.name ?? '' }),
        description: ctx.t('market|form>meta_description', { name: category?.name ?? '' }),
        indexable: false,
      });
    },
  },
  { name: 'projectQuoteList', layout: 'dashboard', role: 'consumer', page: QuoteListPage, ns: ['market'], prefetch: prefetchQuoteList, head: privateHead('market|quotes>page_title') },
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
  { name: 'projectQuoteOnly', layout: 'dashboard', role: 'consumer', page: QuotePage, ns: ['market'], prefetch: (ctx) => prefetchBid(ctx, quoteIdOf(ctx.params)), head: privateHead('market|quote>page_title') },
  { name: 'leadDetail', layout: 'dashboard', role: 'pro', page: LeadDetailPage, ns: ['market'], prefetch: (ctx) => prefetchBid(ctx, Number(ctx.params.bidId) || 0), head: privateHead('market|lead>page_title') },
  { name: 'works', layout: 'dashboard', role: 'pro', page: WorksPage, ns: ['market'], prefetch: prefetchWorks, head: privateHead('market|works>title') },
  { name: 'workDetail', layout: 'dashboard', role: 'pro', page: LeadDetailPage, ns: ['market'], prefetch: (ctx) => prefetchBid(ctx, Number(ctx.params.bidId) || 0), head: privateHead('market|lead>page_title') },
  { name: 'credit', layout: 'dashboard', role: 'pro', page: CreditPage, ns: ['pricing', 'market'], prefetch: prefetchCredit, head: privateHead('pricing|credit>title') },
  { name: 'transaction', layout: 'dashboard', role: 'pro', page: TransactionPage, ns: ['pricing', 'market'], prefetch: prefetchTransactions, head: privateHead('pricing|transaction>title') },
  // SPEC §2 lists inbox both as a consumer route and under the pro fragment; the route table's consumer reading is used.
  { name: 'inbox', layout: 'dashboard', role: 'consumer', page: InboxPage, ns: ['market'], prefetch: prefetchInbox, head: privateHead('market|inbox>title') },
  { name: 'notifications', layout: 'dashboard', page: NotificationsPage, ns: ['market'], prefetch: prefetchNotifications, head: privateHead('market|notifications>title') },
];
