/** SPEC §7 quote bid calls: change_status/{action}/{id}, edit, preview_quote_fee, lists, unread_count. */
import { Router } from 'express';
import { idParam } from '@shared/schemas/common.schema';
import {
  bidActionSchema, favoriteSchema, hireSchema, inboxQuerySchema, leadsQuerySchema, previewQuoteFeeSchema, rejectSchema,
  reviewSchema, sendQuoteSchema, worksQuerySchema,
} from '@shared/schemas/bids.schema';
import type { BidAction } from '@shared/domain/bid-lifecycle';
import type { WorkFilter } from '@shared/domain/request-lifecycle';
import { parse } from '../../lib/validate';
import { withAdapterDefaults } from '../../lib/adapters';
import type { AppDeps } from '../../lib/app-deps';
import { notFound } from '../../lib/errors';
import { requireAuth, requireRole, userOf } from '../../middleware/require-auth';
import { rememberLanguage } from '../../middleware/remember-language';
import { getUnreadCounts } from '../notifications/notifications.service';
import * as bids from './bids.service';
import * as views from './bid-views.service';
import { previewQuoteFee, sendQuote } from './quote-send.service';
import { reviewBid } from './bid-review.service';

export function bidsRouter(appDeps: AppDeps): Router {
  const deps = withAdapterDefaults(appDeps);
  const { db } = deps;
  const r = Router();
  const ok = (data: unknown) => ({ status: 'Success', data });
  const remember = rememberLanguage(db);

  r.post('/quote_bids/change_status/:action/:id', requireAuth, remember, async (req, res) => {
    const parsed = bidActionSchema.safeParse(req.params.action);
    if (!parsed.success) throw notFound();
    const action = parsed.data as BidAction;
    const id = parse(idParam, req.params.id);
    const uid = userOf(req).id;
    if (action === 'rating') return void res.json(ok(await sendQuote(deps, uid, id, parse(sendQuoteSchema, req.body))));
    if (action === 'reviews') return void res.json(ok(await reviewBid(deps, uid, id, parse(reviewSchema, req.body))));
    const input = action === 'hired' ? { hire: parse(hireSchema, req.body) } : action === 'reject' ? parse(rejectSchema, req.body) : {};
    res.json(ok(await bids.changeBidStatus(deps, uid, action, id, input)));
  });

  r.post(['/quote_bids/edit', '/quote_bids/edit/:id'], requireAuth, remember, async (req, res) => {
    const id = parse(idParam, req.params.id ?? req.body?.quote_bid_id);
    res.json(ok(await sendQuote(deps, userOf(req).id, id, parse(sendQuoteSchema, req.body))));
  });

  r.post('/quote_bids/preview_quote_fee', requireAuth, async (req, res) => {
    const { quote_bid_id } = parse(previewQuoteFeeSchema, req.body);
    res.json(ok(await previewQuoteFee(db, userOf(req).id, quote_bid_id)));
  });

  r.post('/quote_bids/favorite/:id', requireAuth, async (req, res) => {
    const { favorite } = parse(favoriteSchema, req.body);
    res.json(ok(await bids.setFavorite(deps, userOf(req).id, parse(idParam, req.params.id), favorite)));
  });

  r.post('/quote_bids/provider_request_review/:id', requireAuth, async (req, res) => {
    res.json(ok(await bids.requestReview(deps, userOf(req).id, parse(idParam, req.params.id))));
  });

  r.get('/quote_bid/:id', requireAuth, async (req, res) => {
    res.json(ok(await views.getBid(db, userOf(req).id, parse(idParam, req.params.id))));
  });

  r.get('/quote_bids/leads', requireRole('pro'), async (req, res) => {
    const { filter, page } = parse(leadsQuerySchema, req.query);
    res.json(ok(await views.listLeads(db, userOf(req).id, filter, page)));
  });

  r.get('/quote_bids/works', requireRole('pro'), async (req, res) => {
    const f = parse(worksQuerySchema, req.query);
    res.json(ok(await views.listWorks(db, userOf(req).id, { ...f, filter: f.filter as WorkFilter | undefined })));
  });

  r.get('/quote_bids/inbox', requireAuth, async (req, res) => {
    const { filter, page } = parse(inboxQuerySchema, req.query);
    res.json(ok(await views.listInbox(db, userOf(req), filter, page)));
  });

  r.get('/quote_bids/by_request/:requestId', requireAuth, async (req, res) => {
    res.json(ok(await views.listByRequest(db, userOf(req).id, parse(idParam, req.params.requestId))));
  });

  r.get('/quote_bids/unread_count', requireAuth, async (req, res) => {
    res.json(ok(await getUnreadCounts(db, userOf(req).id)));
  });

  return r;
}
