/**
 * Bid status changes (SPEC §4, rules in shared/domain/bid-lifecycle.ts): every action locks the bid row,
 * finds the caller's side (someone else's bid → 404), checks the rule (wrong side → 403, illegal → 409),
 * then writes the change, its activity and notifications in one transaction.
 */
import { ERROR_CODES } from '@shared/api/api-error';
import { BID_ACTIONS, checkBidAction, isVisibleToConsumer, type BidAction, type BidActor } from '@shared/domain/bid-lifecycle';
import { isRealDate } from '@shared/domain/questionnaire';
import { QUOTE_STATUS, type QuoteStatus } from '@shared/domain/request-lifecycle';
import type { BidView, HireInput } from '@shared/schemas/bids.schema';
import type { Queryable, Tx } from '../../lib/db';
import { port } from '../../lib/port';
import type { FullDeps } from '../../lib/adapters';
import { AppError, badRequest, conflict, notFound, unprocessable } from '../../lib/errors';
import { utcString } from '../../lib/utc-time';
import { recordActivity } from '../activity/activity.service';
import { notify, pushUnreadCounts } from '../notifications/notifications.service';
import { isBidReviewed } from '../reviews/reviews.service';
import { rewardReferral } from '../referrals/referrals.service';
import { bidState, getBid } from './bid-views.service';
import * as repo from './bids.repository';
import { addHiredCount } from '../service-editor/service-records.service';

export interface ActionContext {
  deps: FullDeps;
  tx: Tx;
  bid: repo.BidRow;
  side: BidActor;
  userId: number;
  to: QuoteStatus;
}

/** The caller's side of the bid, or 404 when it is not theirs (or not yet visible to the consumer). */
export function sideOf(bid: repo.BidRow, userId: number): BidActor {
  if (bid.pro_id === userId) return 'pro';
  if (
    bid.consumer_id === userId &&
    isVisibleToConsumer({ quote_status_id: bid.quote_status_id, quote_sent_on: utcString(bid.quote_sent_on) })
  )
    return 'consumer';
  throw notFound();
}

export function refuse(action: BidAction, side: BidActor, bid: repo.BidRow): never {
  const check = checkBidAction(action, side, bidState(bid), { is_closed: bid.r_is_closed, is_archived: bid.r_is_archived });
  if (!check.ok && check.reason === 'wrong_actor') {
    throw new AppError({ code: ERROR_CODES.WRONG_ROLE, status: 403, messageKey: side === 'pro' ? 'only_consumer' : 'only_pro' });
  }
  throw conflict(ERROR_CODES.ILLEGAL_TRANSITION, 'illegal_transition', {
    action,
    quote_status_id: bid.quote_status_id,
    ...(!check.ok && check.guard ? { guard: check.guard } : {}),
  });
}

/** Runs `mutate` for an allowed action inside one transaction, then publishes the change to both parties. */
export async function runBidAction(
  deps: FullDeps,
  userId: number,
  action: BidAction,
  bidId: number,
  mutate: (c: ActionContext) => Promise<void>,
): Promise<BidView> {
  await deps.db.withTransaction(async (tx) => {
    const bid = await repo.lock(tx, bidId);
    if (!bid) throw notFound();
    const side = sideOf(bid, userId);
    const check = checkBidAction(action, side, bidState(bid), { is_closed: bid.r_is_closed, is_archived: bid.r_is_archived });
    if (!check.ok) refuse(action, side, bid);
    await mutate({ deps, tx, bid, side, userId, to: check.to });
    tx.afterCommit(() => {
      deps.realtime.publish([bid.pro_id, bid.consumer_id], {
        type: 'bid_status',
        quote_bid_id: bid.quote_bid_id,
        quote_request_id: bid.quote_request_id,
        quote_status_id: check.to,
        action,
      });
    });
  });
  return getBid(deps.db, userId, bidId, { detail: false });
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function hireFields(input: HireInput | undefined): { hire_date: string; hire_time_slot: string } {
  const date = input?.date?.trim();
  const time = input?.time?.trim();
  if (!date || !time) throw unprocessable(ERROR_CODES.DATE_TIME_MISSING, 'date_time_missing');
  const fields: Record<string, string> = {};
  if (!isRealDate(date)) fields.date = 'invalid_date';
  if (!TIME.test(time) && !/^[1-5]$/.test(time)) fields.time = 'invalid_time';
  if (Object.keys(fields).length) throw badRequest('validation', fields);
  return { hire_date: date, hire_time_slot: time };
}

/** The category and business names notifications about the bid mention, from the bid row. */
function names(bid: repo.BidRow): { category_zh: string; category_en: string; business_name_zh: string; business_name_en: string } {
  return {
    category_zh: bid.c_name_zh,
    category_en: bid.c_name_en,
    business_name_zh: bid.business_name_zh,
    business_name_en: bid.business_name_en,
  };
}

const consumerLink = (b: repo.BidRow) => `/dashboard/projects/quote/${b.quote_request_id}/${b.quote_bid_id}`;

type SimpleAction = Exclude<BidAction, 'rating' | 'reviews'>;

/** The writes of each simple action (rating → quote-send.service, reviews → hire-review.service). */
const EFFECTS: Record<SimpleAction, (c: ActionContext, input: { hire?: HireInput; requestor_note?: string }) => Promise<void>> = {
  async read({ tx, bid, side, userId }) {
    const first = side === 'pro' ? !bid.is_provider_readed : !bid.is_requestor_readed;
    await repo.update(
      tx,
      bid.quote_bid_id,
      side === 'pro'
        ? { is_provider_readed: true, provider_last_read_on: repo.NOW }
        : { is_requestor_readed: true, requestor_last_read_on: repo.NOW },
    );
    if (first) await recordActivity(tx, { type: 'view', userId, requestId: bid.quote_request_id, bidId: bid.quote_bid_id, meta: { side } });
  },
  async interest({ tx, bid, to }) {
    await repo.update(tx, bid.quote_bid_id, { quote_status_id: to, is_interested: to !== QUOTE_STATUS.NotInterested });
  },
  async hired(c, input) {
    if (c.bid.quote_status_id === QUOTE_STATUS.Hired) return; // SPEC §4: unless already Hired
    await hire(c, hireFields(input.hire));
  },
  async self_hire(c) {
    if (c.bid.quote_status_id === QUOTE_STATUS.Hired) return;
    await hire(c, { hire_date: null, hire_time_slot: null });
  },
  async undo_hire({ deps, tx, bid, to }) {
    // Money held for the job stays tied to the hire: the consumer asks to cancel it instead (safety payments).
    if (await bidMoney.call().holdsJobMoney(tx, bid.quote_bid_id)) throw unprocessable('safety_held', 'safety_held_undo_hire');
    await repo.update(tx, bid.quote_bid_id, { quote_status_id: to, hired_on: null, hire_date: null, hire_time_slot: null });
    await notify(deps, tx, {
      userId: bid.pro_id,
      type: 'hire_undone',
      requestId: bid.quote_request_id,
      bidId: bid.quote_bid_id,
      params: names(bid),
    });
    await addHiredCount(tx, bid.quote_service_id, -1);
  },
  async reject({ deps, tx, bid }, input) {
    await repo.update(tx, bid.quote_bid_id, { is_requestor_rejected: true, requestor_note: input.requestor_note ?? '' });
    await notify(deps, tx, {
      userId: bid.pro_id,
      type: 'rejected',
      requestId: bid.quote_request_id,
      bidId: bid.quote_bid_id,
      params: names(bid),
    });
  },
  async undo_reject({ tx, bid }) {
    await repo.update(tx, bid.quote_bid_id, { is_requestor_rejected: false });
  },
  async completed({ deps, tx, bid, to }) {
    await repo.update(tx, bid.quote_bid_id, { quote_status_id: to, completed_on: repo.NOW });
    await bidMoney.call().onWorkCompleted(deps, tx, bid);
    await notify(deps, tx, {
      userId: bid.consumer_id,
      type: 'completed',
      requestId: bid.quote_request_id,
      bidId: bid.quote_bid_id,
      params: names(bid),
      link: consumerLink(bid),
    });
  },
  async archive({ tx, bid }) {
    await repo.update(tx, bid.quote_bid_id, { is_provider_archived: true });
  },
  async unarchive({ tx, bid }) {
    await repo.update(tx, bid.quote_bid_id, { is_provider_archived: false });
  },
  async accept({ deps, tx, bid }) {
    await repo.update(tx, bid.quote_bid_id, { narrow_status: 2 });
    await recordNarrowAnswer(deps, tx, bid, 'accepted');
  },
  async decline({ deps, tx, bid, to }) {
    await repo.update(tx, bid.quote_bid_id, { quote_status_id: to, narrow_status: 3, is_interested: false });
    await recordNarrowAnswer(deps, tx, bid, 'declined');
  },
  async pass({ tx, bid, to }) {
    await repo.update(tx, bid.quote_bid_id, { quote_status_id: to, is_interested: false });
  },
};

async function hire(
  { deps, tx, bid, to }: ActionContext,
  when: { hire_date: string | null; hire_time_slot: string | null },
): Promise<void> {
  await repo.update(tx, bid.quote_bid_id, { quote_status_id: to, hired_on: repo.NOW, ...when });
  await notify(deps, tx, {
    userId: bid.pro_id,
    type: 'hired',
    requestId: bid.quote_request_id,
    bidId: bid.quote_bid_id,
    params: { ...names(bid), hire_date: when.hire_date, hire_time: when.hire_time_slot },
    link: `/dashboard/works/${bid.quote_bid_id}`,
  });
  // A referred consumer's first hire pays the referrer once (ADR 0012).
  await rewardReferral(deps, tx, { referredId: bid.consumer_id, trigger: 'consumer_first_hire' });
  // Last, so the service row (shared by all of this pro's hires) stays locked as briefly as possible.
  await addHiredCount(tx, bid.quote_service_id, 1);
}

/** POST /api/quote_bids/change_status/{action}/{id} for every action but rating and reviews. */
export async function changeBidStatus(
  deps: FullDeps,
  userId: number,
  action: SimpleAction,
  bidId: number,
  input: { hire?: HireInput; requestor_note?: string } = {},
): Promise<BidView> {
  const view = await runBidAction(deps, userId, action, bidId, async (c) => {
    await EFFECTS[action](c, input);
    const activity = BID_ACTIONS[action].activity;
    const noop = (action === 'hired' || action === 'self_hire') && c.bid.quote_status_id === QUOTE_STATUS.Hired;
    if (action !== 'read' && activity && !noop)
      await recordActivity(c.tx, { type: activity, userId, requestId: c.bid.quote_request_id, bidId, meta: { action } });
  });
  if (action === 'read') pushUnreadCounts(deps, [userId]);
  return view;
}

/** POST /api/quote_bids/favorite/{id}: the pro's favourite tag. */
export async function setFavorite(deps: FullDeps, userId: number, bidId: number, favorite: boolean): Promise<BidView> {
  await deps.db.withTransaction(async (tx) => {
    const bid = await repo.lock(tx, bidId);
    if (!bid || bid.pro_id !== userId) throw notFound();
    await repo.update(tx, bidId, { provider_tag: favorite ? 'favorite' : null });
  });
  return getBid(deps.db, userId, bidId);
}

/** POST /api/quote_bids/provider_request_review/{id}: once per completed, unreviewed bid. */
export async function requestReview(deps: FullDeps, userId: number, bidId: number): Promise<{ requested: true }> {
  await deps.db.withTransaction(async (tx) => {
    const bid = await repo.lock(tx, bidId);
    if (!bid || bid.pro_id !== userId) throw notFound();
    if (bid.quote_status_id !== 4 && bid.quote_status_id !== 5) {
      throw conflict(ERROR_CODES.ILLEGAL_TRANSITION, 'illegal_transition', {
        action: 'provider_request_review',
        quote_status_id: bid.quote_status_id,
      });
    }
    if (await isBidReviewed(tx, bidId)) throw conflict('already_reviewed', 'already_reviewed');
    if (bid.review_requested_on) throw conflict('review_already_requested', 'review_already_requested');
    await repo.update(tx, bidId, { review_requested_on: repo.NOW });
    await notify(deps, tx, {
      userId: bid.consumer_id,
      type: 'review_request',
      requestId: bid.quote_request_id,
      bidId,
      params: names(bid),
      link: consumerLink(bid),
    });
  });
  return { requested: true };
}

export { names as bidNames, consumerLink };

/** A narrowed bid's pro answered (or the wait timed out): what the direct-requests module records on the request. */
export type NarrowAnswerRecorder = (
  deps: FullDeps,
  tx: Tx,
  bid: { quote_bid_id: number; quote_request_id: number; quote_service_id: number },
  outcome: 'accepted' | 'declined' | 'expired',
) => Promise<void>;

/** Records narrowed-bid answers: direct requests build on bids, so compose.ts plugs their recorder in. */
export const narrowAnswer = port<NarrowAnswerRecorder>('bids: narrow answer');

/** Records a narrowed bid's answer in the caller's transaction through the plugged-in recorder. */
export async function recordNarrowAnswer(...args: Parameters<NarrowAnswerRecorder>): Promise<void> {
  await narrowAnswer.call(...args);
}

/**
 * Money held for a bid's job (safety payments build on bids, so compose.ts plugs them in): the completion starts
 * its automatic release, and a hire holding money cannot be undone.
 */
export interface BidMoney {
  onWorkCompleted(deps: FullDeps, tx: Tx, bid: repo.BidRow): Promise<void>;
  holdsJobMoney(tx: Tx, bidId: number): Promise<boolean>;
  /** Whether the consumer has paid the quoted inspection fee (held, or released after the visit). */
  inspectionPaid(tx: Tx, bidId: number): Promise<boolean>;
}
export const bidMoney = port<() => BidMoney>('bids: money held for the job');

/** A bid with its request's consumer, its pro and the names notices show. */
export type BidRow = repo.BidRow;

/** The bid row (with its request and pro), no access check: for modules acting on a bid they were given. */
export const findBid = repo.find;
/** The bid row locked FOR UPDATE in the caller's transaction. */
export const lockBid = repo.lock;
/** The pro's service context (owner, credit, pause) as quote sending reads it. */
export const proContext = repo.proContext;
/** The category and business names notifications about a bid show. */
export const namesOf = repo.names;

/** The chosen pro answered a narrowed bid: accepted (narrow 2), or declined (narrow 3, the lifecycle's `to`, not interested). */
export async function setNarrowAnswer(tx: Queryable, bidId: number, answer: { accept: true } | { accept: false; to: QuoteStatus }) {
  await repo.update(
    tx,
    bidId,
    answer.accept ? { narrow_status: 2 } : { quote_status_id: answer.to, narrow_status: 3, is_interested: false },
  );
}

/** The consumer took the pro off the request before a quote (ADR 0019): NotInterested, removed now, no send error left. */
export async function markRemovedByConsumer(tx: Queryable, bidId: number): Promise<void> {
  await repo.update(tx, bidId, {
    quote_status_id: QUOTE_STATUS.NotInterested,
    is_interested: false,
    consumer_removed_on: repo.NOW,
    error_message: null,
    error_action: null,
  });
}
