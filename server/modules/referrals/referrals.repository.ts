/** SQL on referrals, reading the users' referral_hash (migration 0407); referred_by is written by accounts. */
import type { ReferralRefusal, ReferralStatus, ReferralTrigger } from '@shared/domain/referrals';
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
