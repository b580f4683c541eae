/** SQL on referrals, reading the users' referral_hash (migrations 0407, 0807); referred_by is written by accounts. */
import type { ReferralHoldReason, ReferralRefusal, ReferralStatus, ReferralTrigger } from '@shared/domain/referrals';
import type { Queryable } from '../../lib/db';

export interface ReferrerRow {
  id: number;
  username: string;
  email: string;
  phone: string | null;
  device_id: string | null;
  first_name: string;
  last_name: string;
  referral_hash: string;
}

export async function findUserByHash(q: Queryable, hash: string): Promise<ReferrerRow | undefined> {
  const { rows } = await q.query<ReferrerRow>(
    'SELECT id, username, email, phone, device_id, first_name, last_name, referral_hash FROM users WHERE referral_hash = $1',
    [hash],
  );
  return rows[0];
}

/** A user and whether the account is younger than `newWindowS` seconds. */
export async function findUser(q: Queryable, id: number, newWindowS: number): Promise<(ReferrerRow & { is_new: boolean }) | undefined> {
  const { rows } = await q.query<ReferrerRow & { is_new: boolean }>(
    `SELECT id, username, email, phone, device_id, first_name, last_name, referral_hash,
            created > now() - make_interval(secs => $2) AS is_new
       FROM users WHERE id = $1`,
    [id, newWindowS],
  );
  return rows[0];
}

/** Whether the device id is the referrer's own: on the account or on any of its sessions. */
export async function isDeviceOf(q: Queryable, userId: number, deviceId: string): Promise<boolean> {
  const { rows } = await q.query<{ hit: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM users WHERE id = $1 AND device_id = $2)
         OR EXISTS (SELECT 1 FROM sessions WHERE user_id = $1 AND device_id = $2) AS hit`,
    [userId, deviceId],
  );
  return rows[0].hit;
}

/** Records the referral once per referred account; undefined when that account has one already. */
export async function insert(
  q: Queryable,
  r: { referrerId: number; referredId: number; refusal: ReferralRefusal | null; deviceId: string | null; ip: string | null },
): Promise<{ id: number; status: ReferralStatus } | undefined> {
  const { rows } = await q.query<{ id: number; status: ReferralStatus }>(
    `INSERT INTO referrals (referrer_id, referred_id, status, refused_reason, device_id, ip)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (referred_id) DO NOTHING
     RETURNING id, status`,
    [r.referrerId, r.referredId, r.refusal ? 'refused' : 'pending', r.refusal, r.deviceId, r.ip],
  );
  return rows[0];
}

/**
 * Marks the referred user's pending referral paid, once: concurrent callers queue on the row lock and the later ones
 * find it no longer pending. Returns the referral, or undefined when there is none to pay.
 */
export async function claimReward(
  q: Queryable,
  c: { referredId: number; trigger: ReferralTrigger; amount: number },
): Promise<{ id: number; referrer_id: number } | undefined> {
  const { rows } = await q.query<{ id: number; referrer_id: number }>(
    `UPDATE referrals SET status = 'paid', reward_trigger = $2, reward_amount = $3, rewarded_at = now()
      WHERE referred_id = $1 AND status = 'pending'
        -- A referrer who deleted their account is paid nothing: the reward would land in a closed wallet.
        AND EXISTS (SELECT 1 FROM users u WHERE u.id = referrals.referrer_id AND u.deleted_at IS NULL)
      RETURNING id, referrer_id`,
    [c.referredId, c.trigger, c.amount],
  );
  return rows[0];
}

export interface ReferralListRow {
  id: number;
  first_name: string;
  last_name: string;
  username: string;
  created: Date;
  status: ReferralStatus;
  refused_reason: ReferralRefusal | null;
  reward_amount: number | null;
  rewarded_at: Date | null;
}

/** The referrer's referrals, newest first (at most `limit`). */
export async function listByReferrer(q: Queryable, referrerId: number, limit: number): Promise<ReferralListRow[]> {
  const { rows } = await q.query<ReferralListRow>(
    `SELECT r.id, u.first_name, u.last_name, u.username, r.created, r.status, r.refused_reason, r.reward_amount, r.rewarded_at
       FROM referrals r JOIN users u ON u.id = r.referred_id
      WHERE r.referrer_id = $1
      ORDER BY r.id DESC
      LIMIT $2`,
    [referrerId, limit],
  );
  return rows;
}

export async function totalEarned(q: Queryable, referrerId: number): Promise<number> {
  const { rows } = await q.query<{ total: number }>(
    `SELECT COALESCE(sum(reward_amount), 0)::int AS total FROM referrals WHERE referrer_id = $1 AND status = 'paid'`,
    [referrerId],
  );
  return rows[0].total;
}

/** Whether an account uses this e-mail address or (normalised) phone number. */
export async function accountExists(q: Queryable, target: { email?: string; phone?: string }): Promise<boolean> {
  const { rows } = await q.query<{ hit: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM users WHERE ($1::text IS NOT NULL AND lower(email) = lower($1)) OR ($2::text IS NOT NULL AND phone = $2)
     ) AS hit`,
    [target.email ?? null, target.phone ?? null],
  );
  return rows[0].hit;
}

/**
 * Why the referred user's pending referral looks like self-dealing, if it does: its sign-up IP is one the referrer
 * signed in from (the accounts module's fraud_assessments record each sign-in's IP), or that IP brought `perDay`
 * referrals or more within a day of it. Empty when nothing is pending or nothing is suspicious. The server's own
 * loopback address says nothing about who signed up (a local demo, a client on the same host), so it is no signal.
 */
export async function holdSignals(q: Queryable, referredId: number, perDay: number): Promise<ReferralHoldReason[]> {
  const { rows } = await q.query<{ same_ip: boolean; many_from_ip: boolean }>(
    `SELECT r.ip IS NOT NULL AND EXISTS (SELECT 1 FROM fraud_assessments f WHERE f.user_id = r.referrer_id AND f.ip = r.ip) AS same_ip,
            r.ip IS NOT NULL AND (SELECT count(*) FROM referrals o
                                   WHERE o.ip = r.ip AND o.created BETWEEN r.created - interval '1 day' AND r.created + interval '1 day') >= $2
              AS many_from_ip
       FROM referrals r
      WHERE r.referred_id = $1 AND r.status = 'pending' AND r.ip NOT IN ('127.0.0.1', '::1', '::ffff:127.0.0.1')`,
    [referredId, perDay],
  );
  const r = rows[0];
  if (!r) return [];
  return [...(r.same_ip ? (['same_ip'] as const) : []), ...(r.many_from_ip ? (['many_from_ip'] as const) : [])];
}

/** Holds the referred user's pending reward for review, once (as claimReward pays it once). */
export async function holdReward(
  q: Queryable,
  c: { referredId: number; trigger: ReferralTrigger; amount: number; reasons: ReferralHoldReason[] },
): Promise<{ id: number; referrer_id: number } | undefined> {
  const { rows } = await q.query<{ id: number; referrer_id: number }>(
    `UPDATE referrals SET status = 'held', reward_trigger = $2, reward_amount = $3, held_reasons = $4, held_at = now()
      WHERE referred_id = $1 AND status = 'pending'
      RETURNING id::int, referrer_id`,
    [c.referredId, c.trigger, c.amount, c.reasons],
  );
  return rows[0];
}

/**
 * Settles a held reward, once: paid (rewarded now; not for a referrer who deleted their account, whose wallet is
 * closed) or refused as review_rejected. A second reviewer finds it no longer held (undefined).
 */
export async function settleHeld(
  q: Queryable,
  d: { id: number; approve: boolean; staffId: number; reason: string | null },
): Promise<{ referrer_id: number; referred_id: number; reward_amount: number; reward_trigger: ReferralTrigger } | undefined> {
  const { rows } = await q.query<{ referrer_id: number; referred_id: number; reward_amount: number; reward_trigger: ReferralTrigger }>(
    `UPDATE referrals
        SET status = CASE WHEN $2 THEN 'paid' ELSE 'refused' END,
            refused_reason = CASE WHEN $2 THEN NULL ELSE 'review_rejected' END,
            rewarded_at = CASE WHEN $2 THEN now() END,
            review_reason = $4, reviewed_by = $3, reviewed_at = now()
      WHERE id = $1 AND status = 'held'
        AND (NOT $2 OR EXISTS (SELECT 1 FROM users u WHERE u.id = referrals.referrer_id AND u.deleted_at IS NULL))
      RETURNING referrer_id, referred_id, reward_amount, reward_trigger`,
    [d.id, d.approve, d.staffId, d.reason],
  );
  return rows[0];
}

export interface ReferralReviewRow {
  id: number;
  status: ReferralStatus;
  refused_reason: ReferralRefusal | null;
  held_reasons: ReferralHoldReason[] | null;
  reward_trigger: ReferralTrigger | null;
  reward_amount: number | null;
  created: Date;
  held_at: Date | null;
  rewarded_at: Date | null;
  ip: string | null;
  device_id: string | null;
  review_reason: string | null;
  reviewed_at: Date | null;
  reviewer_username: string | null;
  referrer_id: number;
  referrer_username: string;
  referrer_first_name: string;
  referrer_last_name: string;
  referrer_email: string;
  referrer_created: Date;
  referred_id: number;
  referred_username: string;
  referred_first_name: string;
  referred_last_name: string;
  referred_email: string;
  referred_created: Date;
  /** Referrals recorded from the same IP within a day either side, this one included. */
  from_ip_day: number;
  /** The referrer's referrals in all, and how many were paid. */
  referrer_total: number;
  referrer_paid: number;
}

/** A referral with both accounts and the signals a reviewer weighs. */
export async function findForReview(q: Queryable, id: number): Promise<ReferralReviewRow | undefined> {
  const { rows } = await q.query<ReferralReviewRow>(
    `SELECT r.id::int, r.status, r.refused_reason, r.held_reasons, r.reward_trigger, r.reward_amount, r.created, r.held_at,
            r.rewarded_at, r.ip, r.device_id, r.review_reason, r.reviewed_at, s.username AS reviewer_username,
            a.id AS referrer_id, a.username AS referrer_username, a.first_name AS referrer_first_name,
            a.last_name AS referrer_last_name, a.email AS referrer_email, a.created AS referrer_created,
            b.id AS referred_id, b.username AS referred_username, b.first_name AS referred_first_name,
            b.last_name AS referred_last_name, b.email AS referred_email, b.created AS referred_created,
            (SELECT count(*) FROM referrals o WHERE r.ip IS NOT NULL AND o.ip = r.ip
                AND o.created BETWEEN r.created - interval '1 day' AND r.created + interval '1 day')::int AS from_ip_day,
            (SELECT count(*) FROM referrals o WHERE o.referrer_id = r.referrer_id)::int AS referrer_total,
            (SELECT count(*) FROM referrals o WHERE o.referrer_id = r.referrer_id AND o.status = 'paid')::int AS referrer_paid
       FROM referrals r
       JOIN users a ON a.id = r.referrer_id
       JOIN users b ON b.id = r.referred_id
       LEFT JOIN users s ON s.id = r.reviewed_by
      WHERE r.id = $1`,
    [id],
  );
  return rows[0];
}
