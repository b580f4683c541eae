/**
 * The referral programme (SPEC §3 referral_hash, §7 users/referrals and users/refer; ADR 0012).
 * A sign-up that carries a referrer's hash records the referral (or why none was made); the referred user's first
 * paid purchase or first hire pays the referrer HK$100 of free credit once, with a ledger row and a notification.
 * A reward that looks like self-dealing is held instead and waits in the back office's referrals queue, where finance
 * pays it (the same once-only grant) or rejects it (referral-review.service.ts).
 */
import { ERROR_CODES } from '@shared/api/api-error';
import type { Language } from '@shared/i18n/i18n-config';
import {
  REFERRAL_CREDIT_DAYS,
  REFERRAL_HASH_PATTERN,
  REFERRAL_HOLD_IP_PER_DAY,
  REFERRAL_NEW_ACCOUNT_WINDOW_S,
  REFERRAL_REWARD_HKD,
  referralLink,
  referralRewardKey,
  type ReferralRefusal,
  type ReferralStatus,
  type ReferralTrigger,
} from '@shared/domain/referrals';
import { fullName } from '@shared/schemas/accounts.schema';
import type { ReferInviteInput, Referrals } from '@shared/schemas/referrals.schema';
import { buildPath } from '@shared/routes/route-paths';
import type { Env } from '../../config/env';
import type { FullDeps } from '../../lib/adapters';
import type { Queryable, Tx } from '../../lib/db';
import { AppError, notFound } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { utcString, utcStringOf } from '../../lib/utc-time';
import { openTicket } from '../back-office/tickets.service';
import { notify } from '../notifications/notifications.service';
import { grantFreeCredit } from '../wallet/credit-grants.service';
import { invitationEmail, invitationSms } from './referral-messages';
import * as repo from './referrals.repository';

/** The user a referral hash belongs to, or undefined (a malformed hash is not looked up). */
export async function findReferrerId(q: Queryable, hash: string): Promise<number | undefined> {
  if (!REFERRAL_HASH_PATTERN.test(hash)) return undefined;
  return (await repo.findUserByHash(q, hash))?.id;
}

export interface RecordedReferral {
  id: number;
  status: ReferralStatus;
  reason: ReferralRefusal | null;
}

/**
 * Records that `newUserId` signed up through `referralHash` (the referral_hash cookie), inside the caller's
 * transaction; every sign-up path calls it. Unknown hashes are ignored (null), and so is an account that has a
 * referral already. Refused, with the reason kept and no link made: the referrer's own account (or phone number),
 * the referrer's device (their account's or any of their sessions'), an account older than an hour. An accepted
 * referral is linked on the account by `setReferredBy` (the accounts module's, as it owns users).
 */
export async function recordReferral(
  q: Queryable,
  newUserId: number,
  referralHash: string | null | undefined,
  deviceId: string | null | undefined,
  ip: string | null | undefined,
  setReferredBy: (q: Queryable, userId: number, referrerId: number) => Promise<void>,
): Promise<RecordedReferral | null> {
  if (!referralHash || !REFERRAL_HASH_PATTERN.test(referralHash)) return null;
  const referrer = await repo.findUserByHash(q, referralHash);
  const referred = referrer && (await repo.findUser(q, newUserId, REFERRAL_NEW_ACCOUNT_WINDOW_S));
  if (!referrer || !referred) return null;
  const devices = [...new Set([deviceId, referred.device_id].filter((d): d is string => Boolean(d)))];
  let refusal: ReferralRefusal | null = null;
  if (referrer.id === referred.id || (referrer.phone && referrer.phone === referred.phone)) refusal = 'self';
  else if ((await Promise.all(devices.map((d) => repo.isDeviceOf(q, referrer.id, d)))).some(Boolean)) refusal = 'same_device';
  else if (!referred.is_new) refusal = 'existing_account';
  const row = await repo.insert(q, {
    referrerId: referrer.id,
    referredId: referred.id,
    refusal,
    deviceId: deviceId ?? null,
    ip: ip ?? null,
  });
  if (!row) return null;
  if (!refusal) await setReferredBy(q, referred.id, referrer.id);
  logger().info('referral-recorded', { referral: row.id, referrer: referrer.id, referred: referred.id, refusal });
  return { id: row.id, status: row.status, reason: refusal };
}

/** The back-office ticket subject of a held referral reward (queue referrals). */
export const REFERRAL_SUBJECT = 'referral';

/**
 * Pays the referrer of `referredId` once, inside the transaction of the event that earns it (a paid purchase, a
 * hire): the pending referral becomes paid by one conditional UPDATE (concurrent events wait on its row and find it
 * paid), the free credit is granted under the ledger key referral:<id> and the referrer is notified after commit.
 * A suspicious reward (holdSignals) is held instead, by the same kind of UPDATE, and opens its ticket in the
 * referrals queue. Answers whether this call paid; a user without a pending referral costs two indexed reads.
 */
export async function rewardReferral(deps: FullDeps, tx: Tx, event: { referredId: number; trigger: ReferralTrigger }): Promise<boolean> {
  const signals = await repo.holdSignals(tx, event.referredId, REFERRAL_HOLD_IP_PER_DAY);
  if (signals.length) {
    const held = await repo.holdReward(tx, {
      referredId: event.referredId,
      trigger: event.trigger,
      amount: REFERRAL_REWARD_HKD,
      reasons: signals,
    });
    if (held) {
      await openTicket(deps, tx, {
        queue: 'referrals',
        subjectType: REFERRAL_SUBJECT,
        subjectId: held.id,
        userId: held.referrer_id,
        summary: `Referral reward HK$${REFERRAL_REWARD_HKD} held: ${signals.join(', ')}`,
      });
      logger().info('referral-held', { referral: held.id, referrer: held.referrer_id, trigger: event.trigger, signals });
    }
    return false;
  }
  const claimed = await repo.claimReward(tx, { referredId: event.referredId, trigger: event.trigger, amount: REFERRAL_REWARD_HKD });
  if (!claimed) return false;
  const paid = await payReward(deps, tx, {
    id: claimed.id,
    referrerId: claimed.referrer_id,
    referredId: event.referredId,
    trigger: event.trigger,
    amount: REFERRAL_REWARD_HKD,
  });
  if (paid) logger().info('referral-rewarded', { referral: claimed.id, referrer: claimed.referrer_id, trigger: event.trigger });
  return paid;
}

/**
 * Grants a referral's reward (its row already marked paid by the caller's conditional UPDATE) and tells the referrer:
 * the free credit with its ledger row under the key referral:<id>, so a retry never pays twice. Answers whether the
 * credit was granted.
 */
export async function payReward(
  deps: FullDeps,
  tx: Tx,
  r: { id: number; referrerId: number; referredId: number; trigger: ReferralTrigger; amount: number },
): Promise<boolean> {
  const granted = await grantFreeCredit(tx, {
    userId: r.referrerId,
    source: 'referral',
    refId: r.id,
    amount: r.amount,
    expiresAt: new Date(Date.now() + REFERRAL_CREDIT_DAYS * 86_400_000),
    key: referralRewardKey(r.id),
    description: 'referral_bonus',
  });
  if (!granted) return false;
  const referred = await repo.findUser(tx, r.referredId, 0);
  await notify(deps, tx, {
    userId: r.referrerId,
    type: 'referral_reward',
    params: { amount: r.amount, name: referred ? fullName(referred) : null, trigger: r.trigger },
    link: buildPath('referrals'),
  });
  return true;
}

const LIST_LIMIT = 200;

/** GET /api/users/referrals: the caller's link and referrals (display names only), newest first. */
export async function listReferrals(deps: { db: Queryable; env: Env }, userId: number): Promise<Referrals> {
  const me = await repo.findUser(deps.db, userId, 0);
  if (!me) throw notFound();
  const [rows, total] = await Promise.all([repo.listByReferrer(deps.db, userId, LIST_LIMIT), repo.totalEarned(deps.db, userId)]);
  return {
    referral_hash: me.referral_hash,
    link: referralLink(deps.env.PUBLIC_URL, me.referral_hash),
    reward_amount: REFERRAL_REWARD_HKD,
    total_earned: total,
    items: rows.map((r) => ({
      id: Number(r.id),
      display_name: fullName(r),
      joined: utcStringOf(r.created),
      status: r.status,
      reason: r.refused_reason,
      reward_amount: r.reward_amount,
      rewarded_at: utcString(r.rewarded_at),
    })),
  };
}

/**
 * POST /api/users/refer: e-mails or texts the caller's sign-up link (after the response). An address or number that
 * already has an account is refused (409) and nothing is sent. Limits: rate class referral_invite.
 */
export async function inviteFriend(
  deps: FullDeps,
  userId: number,
  input: ReferInviteInput,
  lng: Language,
): Promise<{ sent: true; channel: 'email' | 'phone' }> {
  const channel = input.email ? 'email' : 'phone';
  if (await repo.accountExists(deps.db, input)) {
    throw new AppError({
      code: ERROR_CODES.ACCOUNT_EXISTS,
      status: 409,
      messageKey: 'referral_already_member',
      fields: { [channel]: 'referral_already_member' },
    });
  }
  const inviter = await repo.findUser(deps.db, userId, 0);
  if (!inviter) throw notFound();
  const lang = lng === 'en-HK' ? 'en-HK' : 'zh-HK';
  const base = deps.env.PUBLIC_URL.replace(/\/$/, '');
  const link = referralLink(`${base}/${lang}`, inviter.referral_hash);
  const copy = { inviter: fullName(inviter), link };
  deps.background.run('referral-invite', async () => {
    if (input.email) {
      const { subject, text } = invitationEmail(lang, copy);
      await deps.mailer.send({ to: input.email, subject, text, tag: 'referral_invite' });
    } else if (input.phone) {
      await deps.sms.send({ to: input.phone, text: invitationSms(lang, copy) });
    }
  });
  return { sent: true, channel };
}
