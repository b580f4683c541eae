/**
 * What a visitor holding an e-mailed link may see and do (docs/decisions/0040-hashed-links.md): each link does its one
 * thing for the user it was sent to, through the same domain operations the signed-in pages use (the requests, bids
 * and chat services), under the same rules. An unknown token, or a link of another scope, is 404; a spent or expired
 * single-use link 410.
 */
import { ERROR_CODES } from '@shared/api/api-error';
import { checkBidAction } from '@shared/domain/bid-lifecycle';
import type { HashLinkScope } from '@shared/domain/hash-links';
import type { Language } from '@shared/i18n/i18n-config';
import type { HashActionResult, HashQuoteLink, HashRequestLink } from '@shared/schemas/hash-links.schema';
import type { FullDeps } from '../../lib/adapters';
import { AppError, conflict, isAppError, notFound } from '../../lib/errors';
import * as requests from '../requests/requests.service';
import { bidNames, lockBid, sideOf } from '../bids/bids.service';
import { bidState, getBid } from '../bids/bid-views.service';
import { canMessage, sendMessage, sendTextIn } from '../chat/chat.service';
import { notify } from '../notifications/notifications.service';
import { findLink, linkStatus, spendLink, type LinkRow } from '../../lib/hash-link-tokens';
import { utcStringOf } from '../../lib/utc-time';

/** The chat message a hire intent writes for the consumer, in the language of the page they acted on. */
function hireIntentMessage(lng: Language): string {
  return lng === 'en-HK'
    ? 'I would like to hire you for this job. Please get in touch to agree the date and time.'
    : '我想聘請你做呢單工作，請聯絡我確認日期同時間。';
}

const gone = (messageKey: 'link_used' | 'link_expired') => new AppError({ code: messageKey, status: 410, messageKey });

/** The link of `token` if its scope is one of `scopes`; anything else is the same 404. */
async function linkOf(deps: FullDeps, token: string, scopes: readonly HashLinkScope[]): Promise<LinkRow> {
  const row = await findLink(deps.db, token);
  if (!row || !scopes.includes(row.scope)) throw notFound('link_not_found');
  return row;
}

function assertUsable(row: LinkRow): void {
  const status = linkStatus(row);
  if (status !== 'valid') throw gone(status === 'used' ? 'link_used' : 'link_expired');
}

const linkView = (row: LinkRow) => ({ scope: row.scope, status: linkStatus(row), expires_at: utcStringOf(row.expires_at) });

const REQUEST_SCOPES = ['request_view', 'request_close', 'request_reopen'] as const;
const QUOTE_SCOPES = ['quote_view', 'quote_reply', 'quote_hire_intent'] as const;

/** GET /api/quote_requests/hash/{hash} */
export async function viewRequestLink(deps: FullDeps, token: string): Promise<HashRequestLink> {
  const row = await linkOf(deps, token, REQUEST_SCOPES);
  const link = linkView(row);
  const request = link.status === 'valid' ? await requests.getRequestSummary(deps.db, row.user_id, row.quote_request_id) : null;
  return { link, request };
}

/** POST /api/quote_requests/hash/close|reopen/{hash}: the link is spent in the same transaction as the change. */
export async function actOnRequest(deps: FullDeps, token: string, action: 'close' | 'reopen'): Promise<HashActionResult> {
  const row = await linkOf(deps, token, [`request_${action}`]);
  assertUsable(row);
  try {
    await deps.db.withTransaction(async (tx) => {
      if (!(await spendLink(tx, row.id))) throw gone('link_used');
      await requests.changeRequestStatusIn(deps, tx, { userId: row.user_id, via: 'link' }, action, row.quote_request_id);
    });
  } catch (err) {
    // A close of a closed request (or a reopen of an open one) says which, and leaves the link unspent.
    if (isAppError(err) && err.code === ERROR_CODES.ILLEGAL_TRANSITION)
      throw conflict(ERROR_CODES.ILLEGAL_TRANSITION, action === 'close' ? 'link_request_already_closed' : 'link_request_not_reopenable');
    throw err;
  }
  const summary = await requests.getRequestSummary(deps.db, row.user_id, row.quote_request_id);
  return { done: true, state: summary.state };
}

/** GET /api/quote_bids/hash/{hash} */
export async function viewQuoteLink(deps: FullDeps, token: string): Promise<HashQuoteLink> {
  const row = await linkOf(deps, token, QUOTE_SCOPES);
  const link = linkView(row);
  if (link.status !== 'valid') return { link, quote: null };
  const bidId = row.quote_bid_id!;
  const bid = await getBid(deps.db, row.user_id, bidId, { detail: false });
  const chat = await canMessage(deps.db, row.user_id, bidId);
  return {
    link,
    quote: {
      quote_bid_id: bid.quote_bid_id,
      quote_request_id: bid.quote_request_id,
      category: bid.request.category,
      business_name_zh: bid.service?.business_name_zh ?? '',
      business_name_en: bid.service?.business_name_en ?? '',
      rating_type: bid.rating_type,
      price: bid.rating_type === 'flat' ? bid.flat_rate_at : bid.rating_type === 'hourly' ? bid.hourly_rate_at : bid.inspection_fee,
      price_note: bid.price_note,
      quote_sent_on: bid.quote_sent_on,
      can_hire: bid.available_actions.includes('hired'),
      can_reply: chat.can_message,
      is_hired: [3, 4, 5].includes(bid.quote_status_id),
    },
  };
}

/** POST /api/quote_bids/hash/reply/{hash}: a chat message to the pro as the consumer (the link stays usable). */
export async function replyByLink(deps: FullDeps, token: string, message: string): Promise<HashActionResult> {
  const row = await linkOf(deps, token, ['quote_reply']);
  assertUsable(row);
  await sendMessage(deps, row.user_id, row.quote_bid_id!, { message, attachments: [] });
  return { done: true, state: 'sent' };
}

/**
 * POST /api/quote_bids/hash/hire_intent/{hash}. Hiring needs a date and time the e-mail cannot ask for, so the link
 * does not hire: it tells the pro (a notice and a chat message from the consumer) that the consumer means to, allowed
 * exactly when hiring this pro would be (the request open, the quote sent and not rejected).
 */
export async function hireIntentByLink(deps: FullDeps, token: string, lng: Language): Promise<HashActionResult> {
  const row = await linkOf(deps, token, ['quote_hire_intent']);
  assertUsable(row);
  const bidId = row.quote_bid_id!;
  await deps.db.withTransaction(async (tx) => {
    if (!(await spendLink(tx, row.id))) throw gone('link_used');
    const bid = await lockBid(tx, bidId);
    if (!bid || sideOf(bid, row.user_id) !== 'consumer') throw notFound('link_not_found');
    const check = checkBidAction('hired', 'consumer', bidState(bid), { is_closed: bid.r_is_closed, is_archived: bid.r_is_archived });
    if (!check.ok) throw conflict(ERROR_CODES.ILLEGAL_TRANSITION, 'link_quote_cannot_hire');
    await sendTextIn(deps, tx, row.user_id, bidId, hireIntentMessage(lng));
    await notify(deps, tx, {
      userId: bid.pro_id,
      type: 'hire_intent',
      requestId: bid.quote_request_id,
      bidId,
      params: bidNames(bid),
      link: `/dashboard/requests/${bidId}`,
    });
  });
  return { done: true, state: 'told' };
}
