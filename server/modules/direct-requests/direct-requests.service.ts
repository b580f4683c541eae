/**
 * Direct requests (the SPEC's "narrow match", SPEC §4/§7/§9): a request goes to one chosen pro first as a narrowed bid
 * (narrow_status 1) and the normal matching waits. The pro accepts (2) or declines (3); a decline, or no answer
 * within NARROW_MATCH_TIMEOUT_HOURS (sweep 'narrow-match-timeout'), tells the consumer, whose request page then
 * offers other matching pros in one click (quote_bids/match). The consumer may also stop waiting and take a pro who
 * has not quoted off the request (quote_bids/remove, ADR 0019). The work requirement is edited here too (item 5).
 */
import { ERROR_CODES } from '@shared/api/api-error';
import { isVisibleToConsumer, NARROW_STATUS } from '@shared/domain/bid-lifecycle';
import { QUOTE_STATUS } from '@shared/domain/request-lifecycle';
import {
  ALREADY_CONTACTED_CODE,
  NARROW_MATCH_TIMEOUT_HOURS,
  type BidExtras,
  OFFER_EXCERPT_CHARS,
  OFFER_KEY_ANSWERS,
  OPEN_REQUESTS_OFFERED,
  type ContactCheck,
  type DirectRequestInput,
  type NarrowState,
} from '@shared/schemas/narrow-match.schema';
import type { BidView } from '@shared/schemas/bids.schema';
import type { AnswerValue } from '@shared/schemas/requests.schema';
import { labelAnswers } from '@shared/domain/questionnaire';
import type { Queryable, Tx } from '../../lib/db';
import type { FullDeps } from '../../lib/adapters';
import { AppError, conflict, notFound, unprocessable } from '../../lib/errors';
import { utcString, utcStringOf } from '../../lib/utc-time';
import { recordActivity } from '../activity/activity.service';
import { notify } from '../notifications/notifications.service';
import * as narrowRequest from '../requests/narrow-request.service';
import * as requests from '../requests/requests.service';
import { enqueueAutoQuotes } from '../auto-quote/auto-quote-queue.service';
import * as bidRecords from '../bids/bid-records.service';
import * as bids from '../bids/bids.service';
import * as consumerSurvey from '../consumer-survey/consumer-survey.service';
import * as questionnaire from '../catalog/questionnaire.service';
import { recordNarrowOutcome } from './direct-requests.outcome';
import * as repo from './direct-requests.repository';

const proUnavailable = () => unprocessable('pro_unavailable', 'pro_unavailable');

/**
 * POST /api/quote_bids/want_to_contact_provider: the pro's questionnaires and the consumer's open requests that could go
 * to the pro instead (invite_pro), or code 17 while a request of this consumer is under way with them (a job hired,
 * completed or closed leaves the consumer free to ask the same pro again).
 */
export async function wantToContact(deps: FullDeps, userId: number, serviceId: number): Promise<ContactCheck> {
  const slugs = await repo.serviceCategorySlugs(deps.db, serviceId);
  if (!slugs) throw notFound();
  const contacted = await repo.findContacted(deps.db, userId, serviceId);
  if (contacted) {
    throw new AppError({ code: ALREADY_CONTACTED_CODE, status: 409, messageKey: 'already_contacted', details: contacted });
  }
  if (!slugs.length) throw proUnavailable();
  const open = await repo.invitableRequests(deps.db, userId, serviceId, OPEN_REQUESTS_OFFERED);
  const [fields, districts] = open.length
    ? await Promise.all([
        questionnaire.listFormFields(deps.db, [...new Set(open.map((r) => r.quote_category_id))]),
        questionnaire.listDistricts(deps.db),
      ])
    : [[], []];
  return {
    quote_service_id: serviceId,
    category_slugs: slugs,
    open_requests: open.map((r) => ({
      quote_request_id: r.quote_request_id,
      category: { slug: r.c_slug, name_zh: r.c_name_zh, name_en: r.c_name_en },
      district: r.d_name_zh !== null ? { name_zh: r.d_name_zh, name_en: r.d_name_en ?? r.d_name_zh } : null,
      excerpt: excerptOf(r.description),
      // Choices only (type of job, size, budget): district and date are shown apart, free text is the excerpt.
      key_answers: labelAnswers(
        fields.filter((f) => f.quote_category_id === r.quote_category_id),
        (r.fields ?? {}) as Record<string, AnswerValue>,
        districts,
      )
        .filter((a) => a.type === 'single' || a.type === 'multi' || a.type === 'budget')
        .slice(0, OFFER_KEY_ANSWERS)
        .map((a) => ({ zh: a.display_zh, en: a.display_en })),
      created: utcStringOf(r.created),
    })),
  };
}

/** The first OFFER_EXCERPT_CHARS characters of a description on one line, with an ellipsis when cut. */
function excerptOf(description: string): string {
  const chars = [...description.replace(/\s+/g, ' ').trim()];
  return chars.length > OFFER_EXCERPT_CHARS
    ? `${chars
        .slice(0, OFFER_EXCERPT_CHARS - 1)
        .join('')
        .trimEnd()}…`
    : chars.join('');
}

/** Creates the narrowed bid for the chosen pro and tells them (a "requested you directly" lead). */
async function sendToChosenPro(
  deps: FullDeps,
  tx: Tx,
  req: { quote_request_id: number; quote_category_id: number },
  pro: repo.DirectServiceRow,
): Promise<number | undefined> {
  const bidId = await bidRecords.addNarrowBid(tx, req.quote_request_id, pro.quote_service_id);
  if (!bidId) return undefined;
  await narrowRequest.setNarrowService(tx, req.quote_request_id, pro.quote_service_id);
  const names = await bids.namesOf(tx, req.quote_category_id, pro.quote_service_id);
  const district = await repo.requestDistrict(tx, req.quote_request_id);
  await notify(deps, tx, {
    userId: pro.user_id,
    type: 'new_lead',
    requestId: req.quote_request_id,
    bidId,
    params: { category_zh: names.category_zh, category_en: names.category_en, ...district, direct: 1 },
    link: `/dashboard/requests/${bidId}`,
  });
  return bidId;
}

/** POST /api/quote_bids/consumer_want_provider_quote: the questionnaire, sent to the chosen pro only (no matching yet). */
export async function postDirectRequest(deps: FullDeps, userId: number, input: DirectRequestInput) {
  await requests.requireVerifiedPhone(deps, userId);
  const category = await requests.findCategory(deps.db, { id: input.quote_category_id, slug: input.category });
  if (!category || !category.is_active) throw notFound('category_not_found');
  const pro = await repo.findDirectService(deps.db, input.quote_service_id, category.id);
  if (!pro) throw notFound();
  if (!pro.available || pro.user_id === userId) throw proUnavailable();
  const content = await requests.prepareContent(deps.db, userId, category.id, input);
  return requests.createRequest(deps, userId, category, content, 'direct', async (tx, row) =>
    (await sendToChosenPro(deps, tx, row, pro)) ? 1 : 0,
  );
}

/** A pro the consumer chose (narrow_status 1 waiting, 2 accepted) who has not quoted and was not removed yet. */
const removable = (b: { quote_status_id: number | null; quoted: boolean | null; narrow_status: number | null; removed: boolean | null }) =>
  b.quote_status_id === QUOTE_STATUS.Send &&
  !b.quoted &&
  !b.removed &&
  (b.narrow_status === NARROW_STATUS.narrowed || b.narrow_status === NARROW_STATUS.accepted);

function toState(r: repo.NarrowRow): NarrowState {
  const open = !r.is_closed && !r.is_archived;
  const narrow =
    r.narrow_service_id && r.bid_created
      ? {
          quote_service_id: r.narrow_service_id,
          quote_bid_id: r.quote_bid_id,
          business_name_zh: r.business_name_zh ?? '',
          business_name_en: r.business_name_en ?? '',
          narrow_status: r.narrow_status ?? 0,
          outcome: r.narrow_outcome,
          deadline: utcStringOf(new Date(r.bid_created.getTime() + NARROW_MATCH_TIMEOUT_HOURS * 3_600_000)),
          resolved_on: utcString(r.narrow_resolved_on),
          quoted: Boolean(r.bid_quoted),
          others_matched_on: utcString(r.others_matched_on),
          can_remove:
            open &&
            removable({ quote_status_id: r.bid_status, quoted: r.bid_quoted, narrow_status: r.narrow_status, removed: r.bid_removed }),
        }
      : null;
  return {
    quote_request_id: r.quote_request_id,
    narrow,
    can_match_others: open && narrow !== null && !r.others_matched_on,
    work_requirement: r.work_requirement,
  };
}

async function ownNarrow(q: Queryable, userId: number, requestId: number, lock = false) {
  const r = await repo.findNarrow(q, requestId, lock);
  if (!r || r.user_id !== userId) throw notFound();
  return r;
}

/** GET /api/quote_request/{id}/narrow_match */
export async function getNarrowState(q: Queryable, userId: number, requestId: number): Promise<NarrowState> {
  return toState(await ownNarrow(q, userId, requestId));
}

/** POST /api/quote_bids/invite_pro: a narrowed bid for one more chosen pro on an open request (17 when they have it). */
export async function invitePro(deps: FullDeps, userId: number, requestId: number, serviceId: number): Promise<NarrowState> {
  await deps.db.withTransaction(async (tx) => {
    const r = await ownNarrow(tx, userId, requestId, true);
    if (r.is_closed || r.is_archived) throw conflict(ERROR_CODES.ILLEGAL_TRANSITION, 'illegal_transition', { action: 'invite_pro' });
    const pro = await repo.findDirectService(tx, serviceId, r.quote_category_id);
    if (!pro) throw notFound();
    if (!pro.available || pro.user_id === userId) throw proUnavailable();
    // One more pro takes one of the request's places (match_limit), as a matched pro or a job-center opt-in does.
    const category = await requests.findCategory(tx, { id: r.quote_category_id });
    const limit = category?.match_limit || 5;
    const full = !(await repo.hasBid(tx, requestId, serviceId)) && (await bidRecords.placesTaken(tx, requestId)) >= limit;
    if (full) throw conflict('request_full', 'request_full', { match_limit: limit });
    const bidId = await sendToChosenPro(deps, tx, r, pro);
    if (!bidId) throw new AppError({ code: ALREADY_CONTACTED_CODE, status: 409, messageKey: 'already_contacted' });
    await recordActivity(tx, { type: 'update', userId, requestId, bidId, meta: { action: 'invite_pro' } });
  });
  return getNarrowState(deps.db, userId, requestId);
}

/** POST /api/quote_bids/provider_accept_narrow_match: 2 accepts (a normal lead to quote), 3 declines (the consumer is told). */
export async function answerNarrow(deps: FullDeps, userId: number, bidId: number, accept: number): Promise<BidView> {
  const action = accept === 2 ? 'accept' : 'decline';
  return bids.runBidAction(deps, userId, action, bidId, async ({ tx, bid, to }) => {
    if (bid.narrow_status !== 1) throw conflict(ERROR_CODES.ILLEGAL_TRANSITION, 'illegal_transition', { action, guard: 'narrow_open' });
    await bids.setNarrowAnswer(tx, bidId, action === 'accept' ? { accept: true } : { accept: false, to });
    await recordNarrowOutcome(deps, tx, bid, action === 'accept' ? 'accepted' : 'declined');
    await recordActivity(tx, {
      type: action === 'accept' ? 'update' : 'pass',
      userId,
      requestId: bid.quote_request_id,
      bidId,
      meta: { action },
    });
  });
}

/** POST /api/quote_bids/match: the normal matching for a direct request (614 without a verified phone; once). */
export async function matchOthers(deps: FullDeps, userId: number, requestId: number) {
  await ownNarrow(deps.db, userId, requestId);
  await requests.requireVerifiedPhone(deps, userId);
  const matched = await deps.db.withTransaction(async (tx) => {
    const r = await ownNarrow(tx, userId, requestId, true);
    if (!toState(r).can_match_others) throw conflict(ERROR_CODES.ILLEGAL_TRANSITION, 'illegal_transition', { action: 'match' });
    const category = await requests.findCategory(tx, { id: r.quote_category_id });
    const row = await requests.lockRequest(tx, requestId);
    if (!category || !row) throw notFound();
    await narrowRequest.markOthersMatched(tx, requestId);
    // Pros already on the request keep their places; only the places left are matched.
    const count = await requests.matchPros(deps, tx, row, category);
    // The pros matched now get a normal lead: auto-quote applies to them as to a request matched at posting.
    await enqueueAutoQuotes(deps, tx, requestId);
    await recordActivity(tx, { type: 'update', userId, requestId, meta: { action: 'match', matched: count } });
    return count;
  });
  return { matched_count: matched, state: await getNarrowState(deps.db, userId, requestId) };
}

/**
 * POST /api/quote_bids/remove (ADR 0019): the consumer takes a pro who has not quoted off their open request (the
 * chosen pro still to answer, or who accepted but has not quoted; an invited pro). The bid becomes NotInterested 6
 * with `consumer_removed_on`, so the pro can neither quote it nor take it back; the chosen pro's outcome becomes
 * 'removed' (other pros can then be asked); the pro is told. No fee moves: fees are charged only when quoting.
 * Someone else's bid, or one the consumer cannot see (a matched pro who has not quoted), is 404; a quote is 409.
 * Locks the bid, then the request (the order of accept/decline), so a quote sent at the same moment either lands
 * first (then 409 here) or finds the bid removed (409 for the pro).
 */
export async function removePro(deps: FullDeps, userId: number, bidId: number): Promise<NarrowState> {
  const requestId = await deps.db.withTransaction(async (tx) => {
    const bid = await bids.lockBid(tx, bidId);
    if (!bid || bid.consumer_id !== userId) throw notFound();
    const quoted = bid.quote_sent_on !== null;
    // The consumer knows the pros they chose and the quotes they received; a matched pro's unquoted lead stays unseen.
    const known =
      bid.narrow_status !== NARROW_STATUS.none ||
      isVisibleToConsumer({ quote_status_id: bid.quote_status_id, quote_sent_on: utcString(bid.quote_sent_on) });
    if (!known) throw notFound();
    const req = await repo.findNarrow(tx, bid.quote_request_id, true);
    if (!req) throw notFound();
    const refuse = (messageKey: string) =>
      conflict(ERROR_CODES.ILLEGAL_TRANSITION, messageKey, { action: 'remove', quote_status_id: bid.quote_status_id });
    // A quote is answered with "reject" (change_status/reject), which keeps it on record for both sides.
    if (quoted) throw refuse('remove_quoted');
    if (req.is_closed || req.is_archived) throw refuse('illegal_transition');
    const state = {
      quote_status_id: bid.quote_status_id,
      quoted,
      narrow_status: bid.narrow_status,
      removed: bid.consumer_removed_on !== null,
    };
    if (!removable(state)) throw refuse(bid.consumer_removed_on ? 'remove_already' : 'illegal_transition');
    await bids.markRemovedByConsumer(tx, bidId);
    const wasChosen = await narrowRequest.markNarrowRemoved(tx, bid.quote_request_id, bid.quote_service_id);
    await recordActivity(tx, {
      type: 'deny',
      userId,
      requestId: bid.quote_request_id,
      bidId,
      meta: { action: 'remove', narrow_status: bid.narrow_status, chosen: wasChosen },
    });
    await notify(deps, tx, {
      userId: bid.pro_id,
      type: 'request_withdrawn',
      requestId: bid.quote_request_id,
      bidId,
      params: await bids.namesOf(tx, bid.quote_category_id, bid.quote_service_id),
      link: `/dashboard/requests/${bidId}`,
    });
    tx.afterCommit(() => {
      deps.realtime.publish([bid.pro_id, bid.consumer_id], {
        type: 'bid_status',
        quote_bid_id: bidId,
        quote_request_id: bid.quote_request_id,
        quote_status_id: QUOTE_STATUS.NotInterested,
        action: 'remove',
      });
    });
    return bid.quote_request_id;
  });
  return getNarrowState(deps.db, userId, requestId);
}

/** POST /api/quote_bids/work_requirement: while the request is open and nobody is hired. */
export async function setWorkRequirement(deps: FullDeps, userId: number, requestId: number, text: string): Promise<NarrowState> {
  await deps.db.withTransaction(async (tx) => {
    const r = await requests.lockRequest(tx, requestId);
    if (!r || r.user_id !== userId) throw notFound();
    if (r.is_closed || r.is_archived || r.has_hired)
      throw conflict(ERROR_CODES.ILLEGAL_TRANSITION, 'illegal_transition', { action: 'work_requirement' });
    await narrowRequest.setWorkRequirement(tx, requestId, text.trim());
    await recordActivity(tx, { type: 'update', userId, requestId, meta: { action: 'work_requirement' } });
  });
  return getNarrowState(deps.db, userId, requestId);
}

/** The 'narrow-match-timeout' sweep: chosen pros silent for NARROW_MATCH_TIMEOUT_HOURS count as declined. */
export async function expireNarrowMatches(deps: FullDeps): Promise<number> {
  const count = await deps.db.withTransaction(async (tx) => {
    const expired = await bidRecords.expireWaitingNarrowBids(tx, NARROW_MATCH_TIMEOUT_HOURS);
    for (const bid of expired) {
      await recordNarrowOutcome(deps, tx, bid, 'expired');
      await recordActivity(tx, { type: 'expire', userId: null, requestId: bid.quote_request_id, bidId: bid.quote_bid_id });
    }
    return expired.length;
  });
  return count;
}

/** GET /api/quote_bid/{id}/extras (either side of the bid; others 404): work requirement, direct or not, the survey. */
export async function getBidExtras(q: Queryable, userId: number, bidId: number): Promise<BidExtras> {
  const bid = await bids.findBid(q, bidId);
  if (!bid) throw notFound();
  const side = bids.sideOf(bid, userId);
  const [req, survey] = await Promise.all([
    repo.findNarrow(q, bid.quote_request_id),
    side === 'consumer' ? consumerSurvey.findSurvey(q, bidId) : null,
  ]);
  return {
    quote_bid_id: bidId,
    work_requirement: req?.work_requirement ?? '',
    work_requirement_on: utcString(req?.work_requirement_on),
    is_direct: bid.narrow_status !== 0,
    removed_on: utcString(bid.consumer_removed_on),
    survey,
    can_survey: side === 'consumer' && consumerSurvey.canSurvey(bid.quote_status_id),
  };
}
