/**
 * In-process answers to the marketplace reads (issue 3) during SSR, through the same service functions as the
 * API routes. All but requestByHash need a signed-in user (the route table sends visitors to login first).
 */
import type { Request } from 'express';
import type { ReadParams, ReadResult } from '@shared/api/data-client';
import type { MarketReads } from '@shared/api/reads/market.reads';
import type { AppDeps } from '../lib/app-deps';
import { unauthenticated } from '../lib/errors';
import * as requests from '../modules/requests/requests.service';
import * as bidViews from '../modules/bids/bid-views.service';
import * as notifications from '../modules/notifications/notifications.service';
import * as chat from '../modules/chat/chat.service';
import * as templates from '../modules/quote-templates/quote-templates.service';
import * as wallet from '../modules/wallet/wallet.service';

type Readers = { [N in keyof MarketReads]: (deps: AppDeps, req: Request, params: ReadParams<N>) => Promise<ReadResult<N>> };

function uid(req: Request): number {
  if (!req.user) throw unauthenticated();
  return req.user.id;
}

export const marketReaders: Readers = {
  myRequests: (d, req, p) => requests.listRequests(d.db, uid(req), { page: p.page, archived: Boolean(p.archived) }),
  myRequest: (d, req, p) => requests.getRequest(d.db, uid(req), p.id),
  requestByHash: (d, _req, p) => requests.getByHash(d.db, p.hash),
  requestQuotes: (d, req, p) => bidViews.listByRequest(d.db, uid(req), p.requestId),
  bid: (d, req, p) => bidViews.getBid(d.db, uid(req), p.id),
  leads: (d, req, p) => bidViews.listLeads(d.db, uid(req), p.filter, p.page),
  works: (d, req, p) => bidViews.listWorks(d.db, uid(req), p),
  inbox: (d, req, p) => bidViews.listInbox(d.db, { id: uid(req), role: req.user!.role }, p.filter, p.page),
  unreadCount: (d, req) => notifications.getUnreadCounts(d.db, uid(req)),
  conversation: (d, req, p) => chat.getConversation(d.db, uid(req), p.bidId, { before_id: p.before_id, limit: p.limit ?? 50 }),
  quoteTemplates: (d, req, p) => templates.listTemplates(d.db, uid(req), { serviceId: p.quote_service_id, categoryId: p.quote_category_id }),
  walletBalance: (d, req) => wallet.getBalance(d.db, uid(req)),
  walletLedger: (d, req, p) => wallet.listLedger(d.db, uid(req), { page: p.page, all: Boolean(p.all) }),
  notifications: (d, req, p) => notifications.listNotifications(d.db, uid(req), p.page),
};
