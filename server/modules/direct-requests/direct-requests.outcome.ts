/**
 * The chosen pro's answer on a narrowed lead, recorded on the request. Used by the change_status
 * accept/decline actions, provider_accept_narrow_match and the timeout sweep, so the consumer is always told of a
 * decline or timeout (never silently) and offered other pros on the request page.
 */
import type { Tx } from '../../lib/db';
import type { FullDeps } from '../../lib/adapters';
import { notify } from '../notifications/notifications.service';
import * as bids from '../bids/bids.service';
import { resolveNarrowOutcome } from '../requests/narrow-request.service';
import * as repo from './direct-requests.repository';

export async function recordNarrowOutcome(
  deps: FullDeps,
  tx: Tx,
  bid: { quote_bid_id: number; quote_request_id: number; quote_service_id: number },
  outcome: 'accepted' | 'declined' | 'expired',
): Promise<void> {
  if (!(await resolveNarrowOutcome(tx, bid.quote_request_id, bid.quote_service_id, outcome)) || outcome === 'accepted') return;
  const req = await repo.findNarrow(tx, bid.quote_request_id);
  if (!req) return;
  await notify(deps, tx, {
    userId: req.user_id,
    type: 'narrow_declined',
    requestId: bid.quote_request_id,
    bidId: null,
    params: { ...(await bids.namesOf(tx, req.quote_category_id, bid.quote_service_id)), reason: outcome },
    link: `/dashboard/projects/quotelist/${bid.quote_request_id}`,
  });
}
