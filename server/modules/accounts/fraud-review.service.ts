/**
 * The fraud queue (/ops/fraud): a sign-up the fraud check let in but held (fraud-check.service.ts) waits for trust and
 * safety. Releasing lets the account post and quote; blocking suspends it through the moderation module (every
 * session ended, no sign-in, the user told why by e-mail), so it is lifted like any suspension, from /ops/users.
 * A decision is one conditional UPDATE of a still-pending hold (two reviewers at once: one decision, one 409), with
 * its audit row, the ticket's closing and the user's notification in one transaction.
 */
import { ERROR_CODES } from '@shared/api/api-error';
import { buildPath } from '@shared/routes/route-paths';
import { personOf } from '@shared/schemas/back-office.schema';
import type { FraudHold } from '@shared/schemas/fraud-review.schema';
import type { FullDeps } from '../../lib/adapters';
import type { Queryable, Tx } from '../../lib/db';
import { conflict, notFound } from '../../lib/errors';
import { utcString, utcStringOf } from '../../lib/utc-time';
import type { Staff } from '../back-office/tickets.service';
import { closeTicket } from '../back-office/tickets.service';
import { notify } from '../notifications/notifications.service';
import { recordStaffAction } from '../operator-audit/operator-audit.service';
import * as repo from './fraud-check.repository';
import { findAccountSuspension } from './account-suspension.service';
import { FRAUD_SUBJECT } from './fraud-check.service';

function toHold(r: repo.HeldAssessmentRow): FraudHold {
  const user = personOf(r.user_id, r);
  return {
    id: Number(r.id),
    kind: r.kind,
    verdict: r.verdict,
    reasons: r.reasons,
    provider: r.provider,
    created: utcStringOf(r.created),
    ip: r.ip,
    device_id: r.device_id,
    email_domain: r.email_domain,
    review: r.review,
    review_reason: r.review_reason,
    reviewed_at: utcString(r.reviewed_at),
    reviewer: r.reviewer_username,
    user: user ? { ...user, email: r.email ?? '', phone: r.phone, created: utcStringOf(r.user_created ?? r.created) } : null,
    counts: {
      signups_by_ip: r.signups_by_ip,
      signups_by_device: r.signups_by_device,
      accounts_by_ip: r.accounts_by_ip,
      accounts_by_device: r.accounts_by_device,
    },
  };
}

/** GET /api/ops/fraud/{id} */
export async function fraudHold(q: Queryable, id: number): Promise<FraudHold> {
  const row = await repo.findForReview(q, id);
  if (!row) throw notFound();
  return toHold(row);
}

/** A hold decided already (or an assessment that was never a hold): 409. */
const decided = () => conflict(ERROR_CODES.CONFLICT, 'fraud_hold_decided');

/** Suspends a blocked account: moderation's, passed in by the router (moderation already depends on accounts). */
export type BlockAccount = (tx: Tx, a: { staffId: number; userId: number; reason: string }) => Promise<void>;

/**
 * POST /api/ops/fraud/{id}/release|block: settles a pending hold once. A block suspends the account with the reason
 * and no end date (an account suspended meanwhile by moderation stays as it is).
 */
export async function decideHold(
  deps: FullDeps,
  staff: Staff,
  id: number,
  decision: { action: 'release' | 'block'; reason: string },
  block: BlockAccount,
): Promise<FraudHold> {
  const review = decision.action === 'release' ? 'released' : 'blocked';
  await deps.db.withTransaction(async (tx) => {
    const settled = await repo.settleHold(tx, { id, review, staffId: staff.id, reason: decision.reason || null });
    if (!settled) throw (await repo.findForReview(tx, id)) ? decided() : notFound();
    await recordStaffAction(tx, {
      staffId: staff.id,
      action: `fraud_${decision.action}`,
      targetType: FRAUD_SUBJECT,
      targetId: id,
      reason: decision.reason,
      before: { review: 'pending' },
      after: { review },
    });
    await closeTicket(tx, FRAUD_SUBJECT, id, review);
    if (!settled.user_id) return;
    if (decision.action === 'block') {
      if (!(await findAccountSuspension(tx, settled.user_id))?.suspended_at) {
        await block(tx, { staffId: staff.id, userId: settled.user_id, reason: decision.reason });
      }
    } else {
      await notify(deps, tx, { userId: settled.user_id, type: 'account_reinstated', params: {}, link: buildPath('dashboardHome') });
    }
  });
  return fraudHold(deps.db, id);
}
