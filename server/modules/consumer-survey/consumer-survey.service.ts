/**
 * The consumer's budget survey (SPEC §7 add_consumer_survey; §3 total_pay, comment, unit) once a pro is hired. The
 * bid's extras (work requirement, direct or not, the survey) are assembled by the direct-requests module.
 */
import { ERROR_CODES } from '@shared/api/api-error';
import type { ConsumerSurvey } from '@shared/schemas/narrow-match.schema';
import type { Queryable } from '../../lib/db';
import type { FullDeps } from '../../lib/adapters';
import { conflict, notFound } from '../../lib/errors';
import { utcStringOf } from '../../lib/utc-time';
import { recordActivity } from '../activity/activity.service';
import * as bids from '../bids/bids.service';
import * as repo from './consumer-survey.repository';

/** Hired, completed or paid: the consumer knows what the job cost. */
const SURVEY_STATUSES: readonly number[] = [3, 4, 5];

const toSurvey = (s: repo.SurveyRow): ConsumerSurvey => ({
  quote_bid_id: s.quote_bid_id,
  total_pay: s.total_pay,
  unit: s.unit,
  comment: s.comment,
  modified: utcStringOf(s.modified),
});

/** The consumer's own survey answer on a bid, if any. */
export async function findSurvey(q: Queryable, bidId: number): Promise<ConsumerSurvey | null> {
  const row = await repo.findSurvey(q, bidId);
  return row ? toSurvey(row) : null;
}

/** Whether a bid in this status may get the consumer's survey. */
export const canSurvey = (quoteStatusId: number) => SURVEY_STATUSES.includes(quoteStatusId);

/** POST /api/quote_bids/add_consumer_survey: the consumer's own hired bid only; answering again replaces the answer. */
export async function addConsumerSurvey(
  deps: FullDeps,
  userId: number,
  input: { quote_bid_id: number; total_pay: number; unit: string; comment: string },
): Promise<ConsumerSurvey> {
  return deps.db.withTransaction(async (tx) => {
    const bid = await bids.lockBid(tx, input.quote_bid_id);
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
