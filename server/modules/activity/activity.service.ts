/** Records what happened to requests and bids, in the caller's transaction. */
import type { ActivityType } from '@shared/domain/bid-lifecycle';
import type { Queryable } from '../../lib/db';
import * as repo from './activity.repository';

/** Appends one activity row (SPEC §3 types). */
export function recordActivity(
  q: Queryable,
  a: { type: ActivityType; userId: number | null; requestId?: number | null; bidId?: number | null; meta?: Record<string, unknown> },
): Promise<void> {
  return repo.insert(q, a);
}

/** The activity trail of one bid, oldest first. */
export const listBidActivity = repo.listByBid;
