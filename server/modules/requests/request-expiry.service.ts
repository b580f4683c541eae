/**
 * Request expiry (ADR 0027; the rule is REQUEST_VALID_DAYS in shared/domain/request-lifecycle.ts):
 * the sweep `request-expiry` closes open, unhired requests unchanged for 30 days, archives their open bids as a close
 * does and records activity `expire`. Idempotent: each request is re-checked under its row lock.
 */
import { REQUEST_VALID_DAYS } from '@shared/domain/request-lifecycle';
import type { FullDeps } from '../../lib/adapters';
import { recordActivity } from '../activity/activity.service';
import * as repo from './requests.repository';
import { archiveOpenBidsAndTell } from './requests.service';

const BATCH = 200;

/** Expires every request that qualifies now; answers how many. */
export async function expireStaleRequests(deps: FullDeps, days = REQUEST_VALID_DAYS): Promise<number> {
  let expired = 0;
  for (;;) {
    const ids = await repo.listExpiryCandidates(deps.db, days, BATCH);
    let done = 0;
    for (const id of ids) if (await expireRequest(deps, id, days)) done += 1;
    expired += done;
    // A batch in which nothing could be expired (another sweep took them) ends the run instead of looping on it.
    if (ids.length < BATCH || done === 0) return expired;
  }
}

async function expireRequest(deps: FullDeps, id: number, days: number): Promise<boolean> {
  const ok = await deps.db.withTransaction(async (tx) => {
    const owner = await repo.markExpired(tx, id, days);
    if (!owner) return false;
    const archived = await archiveOpenBidsAndTell(deps, tx, id, 'expire');
    await recordActivity(tx, { type: 'expire', userId: null, requestId: id, meta: { days, archived_bids: archived } });
    return true;
  });
  return ok;
}
