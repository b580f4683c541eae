/** SQL on a direct request's columns of quote_requests (the SPEC's narrow match): the chosen pro, the outcome, the work requirement. */
import type { Queryable } from '../../lib/db';

/** The chosen pro of the request becomes `serviceId`, waiting for an answer. */
export async function setNarrowService(q: Queryable, requestId: number, serviceId: number): Promise<void> {
  await q.query(
    `UPDATE quote_requests SET narrow_service_id = $2, narrow_outcome = NULL, narrow_resolved_on = NULL, modified = now()
      WHERE quote_request_id = $1`,
    [requestId, serviceId],
  );
}

/** Records the chosen pro's answer once (only while waiting); returns false when it was already recorded. */
export async function resolveOutcome(q: Queryable, requestId: number, serviceId: number, outcome: 'accepted' | 'declined' | 'expired') {
  const { rowCount } = await q.query(
    `UPDATE quote_requests SET narrow_outcome = $3, narrow_resolved_on = now(), modified = now()
      WHERE quote_request_id = $1 AND narrow_service_id = $2 AND narrow_outcome IS NULL`,
    [requestId, serviceId, outcome],
  );
  return (rowCount ?? 0) > 0;
}

/**
 * The consumer removed the chosen pro (quote_bids/remove): the outcome becomes 'removed' while it was waiting or
 * accepted without a quote; false when `serviceId` is not the request's chosen pro (an earlier invitee).
 */
export async function markRemoved(q: Queryable, requestId: number, serviceId: number): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE quote_requests SET narrow_outcome = 'removed', narrow_resolved_on = now(), modified = now()
      WHERE quote_request_id = $1 AND narrow_service_id = $2 AND (narrow_outcome IS NULL OR narrow_outcome = 'accepted')`,
    [requestId, serviceId],
  );
  return (rowCount ?? 0) > 0;
}

export async function markOthersMatched(q: Queryable, requestId: number): Promise<void> {
  await q.query('UPDATE quote_requests SET others_matched_on = now(), modified = now() WHERE quote_request_id = $1', [requestId]);
}

export async function setWorkRequirement(q: Queryable, requestId: number, text: string): Promise<void> {
  await q.query(
    'UPDATE quote_requests SET work_requirement = $2, work_requirement_on = now(), modified = now() WHERE quote_request_id = $1',
    [requestId, text],
  );
}
