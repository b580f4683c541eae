/**
 * The consumer's budget survey (SPEC §7 add_consumer_survey; §3 total_pay, comment, unit) once a pro is hired, and
 * what both sides see next to a bid: the request's work requirement and whether the lead was a direct request.
 */
import { ERROR_CODES } from '@shared/api/api-error';
import type { BidExtras, ConsumerSurvey } from '@shared/schemas/narrow-match.schema';
import type { Queryable } from '../../lib/db';
import type { FullDeps } from '../../lib/adapters';
import { conflict, notFound } from '../../lib/errors';
import { utcString, utcStringOf } from '../../lib/utc-time';
import { recordActivity } from '../activity/activity.service';
import { sideOf } from '../bids/bids.service';
import * as bids from '../bids/bids.repository';
import * as repo from './consumer-survey.repository';
import * as narrow from '../direct-requests/direct-requests.repository';

/** Hired, completed or paid: the consumer knows what the job cost. */
const SURVEY_STATUSES: readonly number[] = [3, 4, 5];

const toSurvey = (s: repo.SurveyRow): ConsumerSurvey => ({
  quote_bid_id: s.quote_bid_id,
  total_pay: s.total_pay,
  unit: s.unit,
  comment: s.comment,
  modified: utcStringOf(s.modified),
});

/** GET /api/quote_bid/{id}/extras (either side of the bid; others 404). */
export async function getBidExtras(q: Queryable, userId: number, bidId: number): Promise<BidExtras> {
  const bid = await bids.find(q, bidId);
  if (!bid) throw notFound();
  const side = sideOf(bid, userId);
  const [req, survey] = await Promise.all([
    narrow.findNarrow(q, bid.quote_request_id),
    side === 'consumer' ? repo.findSurvey(q, bidId) : undefined,
  ]);
  return {
    quote_bid_id: bidId,
    work_requirement: req?.work_requirement ?? '',
    work_requirement_on: utcString(req?.work_requirement_on),
    is_direct: bid.narrow_status !== 0,
    removed_on: utcString(bid.consumer_removed_on),
    survey: survey ? toSurvey(survey) : null,
    can_survey: side === 'consumer' && SURVEY_STATUSES.includes(bid.quote_status_id),
  };
}

/** POST /api/quote_bids/add_consumer_survey: the consumer's own hired bid only; answering again replaces the answer. */
export async function addConsumerSurvey(
  deps: FullDeps,
  userId: number,
  input: { quote_bid_id: number; total_pay: number; unit: string; comment: string },
): Promise<ConsumerSurvey> {
  return deps.db.withTransaction(async (tx) => {
    const bid = await bids.lock(tx, input.quote_bid_id);
    if (!bid || bid.consumer_id !== userId) throw notFound();
    if (!SURVEY_STATUSES.includes(bid.quote_status_id))
      throw conflict(ERROR_CODES.ILLEGAL_TRANSITION, 'illegal_transition', {
        action: 'add_consumer_survey',
        quote_status_id: bid.quote_status_id,
      });
    const row = await repo.upsertSurvey(tx, {
      bidId: bid.quote_bid_id,
      userId,
      totalPay: input.total_pay,
      unit: input.unit,
      comment: input.comment.trim(),
    });
    await recordActivity(tx, {
      type: 'update',
      userId,
      requestId: bid.quote_request_id,
      bidId: bid.quote_bid_id,
      meta: { action: 'add_consumer_survey' },
    });
    return toSurvey(row);
  });
}
