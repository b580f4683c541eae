/**
 * The referrals queue (/ops/referrals): a reward held for review (referrals.service rewardReferral) is paid or
 * refused by finance. A decision is one conditional UPDATE of a still-held referral (two at once: one decision, one
 * 409); paying grants the free credit under the ledger key referral:<id> (never twice) and tells the referrer; the
 * audit row and the ticket's closing commit with it.
 */
import { ERROR_CODES } from '@shared/api/api-error';
import { fullName } from '@shared/schemas/accounts.schema';
import type { ReferralHold } from '@shared/schemas/referrals.schema';
import type { FullDeps } from '../../lib/adapters';
import type { Queryable } from '../../lib/db';
import { conflict, notFound } from '../../lib/errors';
import { utcString, utcStringOf } from '../../lib/utc-time';
import { closeTicket, type Staff } from '../back-office/tickets.service';
import { recordStaffAction } from '../operator-audit/operator-audit.service';
import * as repo from './referrals.repository';
import { payReward, REFERRAL_SUBJECT } from './referrals.service';

const party = (id: number, username: string, first: string, last: string, email: string, created: Date) => ({
  id,
  username,
  full_name: fullName({ username, first_name: first, last_name: last }),
  email,
  created: utcStringOf(created),
});

function toHold(r: repo.ReferralReviewRow): ReferralHold {
  return {
    id: Number(r.id),
    status: r.status,
    reason: r.refused_reason,
    held_reasons: r.held_reasons ?? [],
    reward_trigger: r.reward_trigger,
    reward_amount: r.reward_amount,
    created: utcStringOf(r.created),
    held_at: utcString(r.held_at),
    rewarded_at: utcString(r.rewarded_at),
    ip: r.ip,
    device_id: r.device_id,
    review_reason: r.review_reason,
    reviewed_at: utcString(r.reviewed_at),
    reviewer: r.reviewer_username,
    referrer: party(r.referrer_id, r.referrer_username, r.referrer_first_name, r.referrer_last_name, r.referrer_email, r.referrer_created),
    referred: party(r.referred_id, r.referred_username, r.referred_first_name, r.referred_last_name, r.referred_email, r.referred_created),
    from_ip_day: r.from_ip_day,
    referrer_total: r.referrer_total,
    referrer_paid: r.referrer_paid,
  };
}

/** GET /api/ops/referrals/{id} */
export async function referralHold(q: Queryable, id: number): Promise<ReferralHold> {
  const row = await repo.findForReview(q, id);
  if (!row) throw notFound();
  return toHold(row);
}

/** POST /api/ops/referrals/{id}/approve|reject: a held reward only (else 409). */
export async function decideReferral(
  deps: FullDeps,
  staff: Staff,
  id: number,
  decision: { action: 'approve' } | { action: 'reject'; reason: string },
): Promise<ReferralHold> {
  const approve = decision.action === 'approve';
  const reason = decision.action === 'reject' ? decision.reason : '';
  await deps.db.withTransaction(async (tx) => {
    const settled = await repo.settleHeld(tx, { id, approve, staffId: staff.id, reason: reason || null });
    if (!settled) {
      if (!(await repo.findForReview(tx, id))) throw notFound();
      throw conflict(ERROR_CODES.CONFLICT, 'referral_hold_decided');
    }
    if (approve) {
      await payReward(deps, tx, {
        id,
        referrerId: settled.referrer_id,
        referredId: settled.referred_id,
        trigger: settled.reward_trigger,
        amount: settled.reward_amount,
      });
    }
    await recordStaffAction(tx, {
      staffId: staff.id,
      action: approve ? 'referral_approve' : 'referral_reject',
      targetType: REFERRAL_SUBJECT,
      targetId: id,
      reason,
      before: { status: 'held' },
      after: approve ? { status: 'paid', reward_amount: settled.reward_amount } : { status: 'refused', refused_reason: 'review_rejected' },
    });
    await closeTicket(tx, REFERRAL_SUBJECT, id, approve ? 'paid' : 'rejected');
  });
  return referralHold(deps.db, id);
}
