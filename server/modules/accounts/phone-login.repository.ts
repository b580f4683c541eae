/** SQL on phone_login_codes (SHA-256 of the hash and of the code) and the accounts that confirmed a phone. */
import type { PhoneLoginChannel } from '@shared/domain/sign-in-codes';
import type { Queryable } from '../../lib/db';
import { countAttempt } from '../../lib/code-attempts';

/**
 * The account a code for `phone` signs in to: one that confirmed this number. Should several have (a recycled
 * number), the one that proved it most recently by OTP, then the most recently changed.
 */
export async function findAccountByConfirmedPhone(
  q: Queryable,
  phone: string,
): Promise<{ id: number; language: 'zh-HK' | 'en-HK' } | undefined> {
  const { rows } = await q.query<{ id: number; language: 'zh-HK' | 'en-HK' }>(
    `SELECT u.id, u.language FROM users u
      WHERE u.phone = $1 AND u.is_phone_confirmed
      ORDER BY (SELECT max(v.verified_at) FROM phone_verifications v WHERE v.user_id = u.id AND v.phone = u.phone) DESC NULLS LAST,
               u.modified DESC, u.id DESC
      LIMIT 1`,
    [phone],
  );
  return rows[0];
}

export async function insert(
  q: Queryable,
  c: {
    hashSha: string;
    phone: string;
    userId: number | null;
    channel: PhoneLoginChannel;
    otpHash: string;
    ttlS: number;
    ip: string | null;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO phone_login_codes (hash_sha, phone, user_id, channel, otp_hash, expires_at, requested_ip)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6), $7)`,
    [c.hashSha, c.phone, c.userId, c.channel, c.otpHash, c.ttlS, c.ip],
  );
}

export interface CodeRow {
  id: number;
  hash_sha: string;
  otp_hash: string;
  attempts: number;
  used: boolean;
  expired: boolean;
}

const SELECT_CODE = `SELECT id, hash_sha, otp_hash, attempts, used_at IS NOT NULL AS used, expires_at <= now() AS expired
                       FROM phone_login_codes`;

/** The code of this preauth answer for this phone, locked for the check-and-count sequence. */
export async function findByHashForUpdate(q: Queryable, hashSha: string, phone: string): Promise<CodeRow | undefined> {
  const { rows } = await q.query<CodeRow>(`${SELECT_CODE} WHERE hash_sha = $1 AND phone = $2 FOR UPDATE`, [hashSha, phone]);
  return rows[0];
}

/** Without a hash: the latest code asked for this phone (an older one no longer counts), locked. */
export async function latestForPhoneForUpdate(q: Queryable, phone: string): Promise<CodeRow | undefined> {
  const { rows } = await q.query<CodeRow>(`${SELECT_CODE} WHERE phone = $1 ORDER BY created DESC, id DESC LIMIT 1 FOR UPDATE`, [phone]);
  return rows[0];
}

export const addAttempt = (q: Queryable, id: number): Promise<number> => countAttempt(q, 'phone_login_codes', id);

/**
 * Uses the code up and answers its account, only while that account still has this phone confirmed; undefined
 * when already used (a concurrent call waits for the row lock, then finds used_at set).
 */
export async function consume(q: Queryable, id: number): Promise<number | undefined> {
  const { rows } = await q.query<{ user_id: number }>(
    `UPDATE phone_login_codes c SET used_at = now()
       FROM users u
      WHERE c.id = $1 AND c.used_at IS NULL AND u.id = c.user_id AND u.phone = c.phone AND u.is_phone_confirmed
      RETURNING c.user_id`,
    [id],
  );
  return rows[0]?.user_id;
}
