/** The HTTP edge of quotes (shared/api/bids.contract.ts): each handler adapts a validated call to a service. */
import { bidsContract } from '@shared/api/bids.contract';
import type { WorkFilter } from '@shared/domain/request-lifecycle';
import type { BidAction } from '@shared/domain/bid-lifecycle';
import type { FullDeps } from '../../lib/adapters';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import { getUnreadCounts } from '../notifications/notifications.service';
import * as bids from './bids.service';
import * as views from './bid-views.service';
import { previewQuoteFee, sendQuote } from './quote-send.service';
import { reviewBid } from './hire-review.service';
import * as workLists from './work-lists.service';

export function bidsRoutes(deps: FullDeps): Implementation[] {
  const { db } = deps;
  const change =
    (action: Exclude<BidAction, 'rating' | 'reviews'>) =>
    ({ user, params }: { user: { id: number }; params: { id: number } }) =>
      bids.changeBidStatus(deps, user.id, action, params.id, {});

  return implement(bidsContract, {
    sendQuote: ({ user, params, body }) => sendQuote(deps, user.id, params.id, body),
    editQuote: ({ user, params, body }) => sendQuote(deps, user.id, params.id, body, { write: 'edit' }),
    editQuoteByBody: ({ user, body: { quote_bid_id, ...quote } }) => sendQuote(deps, user.id, quote_bid_id, quote, { write: 'edit' }),
    hire: ({ user, params, body }) => bids.changeBidStatus(deps, user.id, 'hired', params.id, { hire: body }),
    reject: ({ user, params, body }) => bids.changeBidStatus(deps, user.id, 'reject', params.id, body),
    review: ({ user, params, body }) => reviewBid(deps, user.id, params.id, body),
    markRead: change('read'),
    toggleInterest: change('interest'),
    selfHire: change('self_hire'),
    undoHire: change('undo_hire'),
    undoReject: change('undo_reject'),
    complete: change('completed'),
    archive: change('archive'),
    unarchive: change('unarchive'),
    acceptNarrow: change('accept'),
    declineNarrow: change('decline'),
    pass: change('pass'),
    previewFee: ({ user, body }) => previewQuoteFee(db, user.id, body.quote_bid_id),
    favorite: ({ user, params, body }) => bids.setFavorite(deps, user.id, params.id, body.favorite),
    requestReview: ({ user, params }) => bids.requestReview(deps, user.id, params.id),
    bid: ({ user, params }) => views.getBid(db, user.id, params.id),
    leads: ({ user, query }) => views.listLeads(db, user.id, query.filter, query.page),
    works: ({ user, query }) => views.listWorks(db, user.id, { ...query, filter: query.filter as WorkFilter | undefined }),
    inbox: ({ user, query }) => views.listInbox(db, user, query),
    toReview: ({ user, query }) => workLists.listToReview(db, user.id, query.page),
    requestCase: ({ user, params }) => workLists.getCase(db, user.id, params.id),
    requestQuotes: ({ user, params }) => views.listByRequest(db, user.id, params.id),
    unreadCount: ({ user }) => getUnreadCounts(db, user.id),
  });
}
