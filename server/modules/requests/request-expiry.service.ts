/**
 * Request expiry (ADR 0027; the rule is REQUEST_VALID_DAYS in shared/domain/request-lifecycle.ts):
 * the sweep `request-expiry` closes open, unhired requests unchanged for 30 days, archives their open bids as a close
 * does and records activity `expire`. Idempotent: each request is re-checked under its row lock.
 * The consumer is told twice, each time with a link that acts without signing in (docs/decisions/0040): a reminder
 * EXPIRY_REMINDER_DAYS before (with a close link), and once it has expired (with a reopen link).
 */
import { REQUEST_VALID_DAYS } from '@shared/domain/request-lifecycle';
import type { HashLinkScope } from '@shared/domain/hash-links';
import type { FullDeps } from '../../lib/adapters';
import type { Tx } from '../../lib/db';
import { recordActivity } from '../activity/activity.service';
import { issueLinks } from '../../lib/hash-link-tokens';
import { notify } from '../notifications/notifications.service';
import * as repo from './requests.repository';
import { archiveOpenBidsAndTell } from './requests.service';

const BATCH = 200;
/** How many days before it expires a request's owner is reminded. */
export const EXPIRY_REMINDER_DAYS = 3;

/** Expires every request that qualifies now, then sends the due reminders; answers how many expired. */
export async function expireStaleRequests(deps: FullDeps, days = REQUEST_VALID_DAYS): Promise<number> {
  let expired = 0;
  for (;;) {
    const ids = await repo.listExpiryCandidates(deps.db, days, BATCH);
    let done = 0;
    for (const id of ids) if (await expireRequest(deps, id, days)) done += 1;
    expired += done;
    // A batch in which nothing could be expired (another sweep took them) ends the run instead of looping on it.
    if (ids.length < BATCH || done === 0) break;
  }
  await remindExpiringRequests(deps, days);
  return expired;
}

/** Sends the "expires in 3 days" reminder of every request due one; answers how many. */
export async function remindExpiringRequests(deps: FullDeps, days = REQUEST_VALID_DAYS): Promise<number> {
  let reminded = 0;
  for (;;) {
    const ids = await repo.listReminderCandidates(deps.db, days, EXPIRY_REMINDER_DAYS, BATCH);
    let done = 0;
    for (const id of ids) {
      const sent = await deps.db.withTransaction(async (tx) => {
        const row = await repo.markReminded(tx, id, days, EXPIRY_REMINDER_DAYS);
        if (row) await tell(deps, tx, id, row, 'expiring', ['request_close', 'request_view']);
        return Boolean(row);
      });
      if (sent) done += 1;
    }
    reminded += done;
    if (ids.length < BATCH || done === 0) return reminded;
  }
}

async function expireRequest(deps: FullDeps, id: number, days: number): Promise<boolean> {
  const ok = await deps.db.withTransaction(async (tx) => {
    const row = await repo.markExpired(tx, id, days);
    if (!row) return false;
    const archived = await archiveOpenBidsAndTell(deps, tx, id, 'expire');
    await recordActivity(tx, { type: 'expire', userId: null, requestId: id, meta: { days, archived_bids: archived } });
    await tell(deps, tx, id, row, 'expired', ['request_reopen']);
    return true;
  });
  return ok;
}

function tell(deps: FullDeps, tx: Tx, requestId: number, row: repo.ExpiryRow, event: 'expiring' | 'expired', links: HashLinkScope[]) {
  return notify(deps, tx, {
    userId: row.user_id,
    type: 'request_expiry',
    requestId,
    params: {
      event,
      category_zh: row.category_zh,
      category_en: row.category_en,
      days: EXPIRY_REMINDER_DAYS,
      valid_days: REQUEST_VALID_DAYS,
    },
    link: `/dashboard/projects/quotelist/${requestId}`,
    actionLinks: (t) => issueLinks(t, { userId: row.user_id, requestId }, links),
  });
}
