/**
 * The scheduled side of safety payments: held money released on its own after the set days (with the consumer's
 * reminders before), requests nobody answered in time sent to trust and safety, and the hourly reconciliation of
 * the ledger against what the provider reported. Each is idempotent: a part moves once (conditional UPDATE), a
 * reminder is counted on the payment, a mismatch has one ticket per part.
 */
import { AUTO_RELEASE_REMINDER_DAYS, autoReleaseAt } from '@shared/domain/safety-payments';
import { fromServer } from '@shared/utils/dates';
import type { FullDeps } from '../../lib/adapters';
import type { Tx } from '../../lib/db';
import { logger } from '../../lib/logger';
import { openTicket } from '../back-office/tickets.service';
import { findBid } from '../bids/bids.service';
import { notifySafety } from './safety-notices';
import { safetyPath } from './safety-payments.service';
import { conclude, tellReleased, toDispute } from './safety-requests.service';
import * as repo from './safety-payments.repository';
import * as sweeps from './safety-sweeps.repository';

const DAY_MS = 86_400_000;

/** Runs `step` on each due part in its own transaction with the part locked; counts the parts it moved. */
async function eachLockedPart(
  deps: FullDeps,
  partIds: number[],
  step: (tx: Tx, found: NonNullable<Awaited<ReturnType<typeof repo.findPart>>>) => Promise<boolean>,
): Promise<number> {
  let count = 0;
  for (const partId of partIds) {
    const moved = await deps.db.withTransaction(async (tx) => {
      const found = await repo.findPart(tx, partId, true);
      return found ? step(tx, found) : false;
    });
    if (moved) count++;
  }
  return count;
}

/** Parts held past their automatic release: released to the pro, one transaction each. */
export async function releaseDue(deps: FullDeps, now = new Date()): Promise<number> {
  if (!deps.env.featureFlags.safetyPayment) return 0;
  const due = await sweeps.dueForRelease(deps.db, deps.env.SAFETY_AUTO_RELEASE_DAYS, now, 200);
  const count = await eachLockedPart(deps, due, async (tx, found) => {
    if (found.part.status !== 'held') return false;
    const { released } = await conclude(deps, tx, { ...found, role: 'consumer' }, 0);
    const bid = await findBid(tx, found.payment.quote_bid_id);
    if (bid) await tellReleased(deps, tx, found, bid, released);
    return true;
  });
  return count + (await remindBeforeRelease(deps, now));
}

/** The consumer's reminders 3 days and 1 day before an automatic release (counted on the payment, sent once). */
export async function remindBeforeRelease(deps: FullDeps, now = new Date()): Promise<number> {
  const days = deps.env.SAFETY_AUTO_RELEASE_DAYS;
  const rows = await sweeps.remindable(deps.db, now, 200);
  let sent = 0;
  for (const r of rows) {
    const releaseAt = autoReleaseAt(r.completed_at, days);
    const due = AUTO_RELEASE_REMINDER_DAYS.filter((d) => now.getTime() >= releaseAt.getTime() - d * DAY_MS).length;
    if (due <= r.release_reminders || now >= releaseAt) continue;
    const ok = await deps.db.withTransaction(async (tx) => {
      if (!(await sweeps.countReminder(tx, r.id, r.release_reminders, due))) return false;
      const bid = await findBid(tx, r.quote_bid_id);
      if (!bid) return false;
      const day = fromServer(releaseAt.toISOString());
      await notifySafety(deps, tx, {
        to: r.consumer_id,
        event: 'release_soon',
        bid,
        amount: r.held,
        link: safetyPath(r.quote_bid_id),
        extra: { release_date_zh: day.format('M月D日 HH:mm'), release_date_en: day.format('D MMM, HH:mm') },
      });
      return true;
    });
    if (ok) sent++;
  }
  return sent;
}

/** Requests whose answer is overdue go to trust and safety. */
export async function disputeUnanswered(deps: FullDeps, now = new Date()): Promise<number> {
  if (!deps.env.featureFlags.safetyPayment) return 0;
  const due = await sweeps.unanswered(deps.db, now, 200);
  return eachLockedPart(deps, due, async (tx, found) => {
    if (!found.part.answer_due || found.part.answer_due > now) return false;
    const bid = await findBid(tx, found.payment.quote_bid_id);
    return bid ? toDispute(deps, tx, found, bid, 'no answer in time') : false;
  });
}

/**
 * The hourly reconciliation: for every part with money, what the ledger holds must equal what the provider reported
 * captured (its verified success events) less what was refunded through it and what was released. Each difference
 * opens (or reopens) one finance ticket per part in the payouts queue and is logged as an error.
 */
export async function reconcile(deps: FullDeps): Promise<number> {
  if (!deps.env.featureFlags.safetyPayment) return 0;
  const rows = await sweeps.mismatches(deps.db);
  for (const r of rows) {
    logger().error('safety-reconciliation-mismatch', { part: r.part_id, held: r.held, expected: r.expected, captured: r.captured });
    await deps.db.withTransaction((tx) =>
      openTicket(deps, tx, {
        queue: 'payouts',
        subjectType: 'safety_mismatch',
        subjectId: r.part_id,
        userId: null,
        summary: `Part ${r.part_id}: ledger holds HK$${r.held}, provider says HK$${r.expected} (captured HK$${r.captured}, refunded HK$${r.refunded}, released HK$${r.released})`,
      }),
    );
  }
  return rows.length;
}
