/** SQL on phone_verifications and the user's phone fields. */
import type { Queryable } from '../../lib/db';
import { countAttempt } from '../../lib/code-attempts';

export interface VerificationRow {
  id: number;
  user_id: number;
  phone: string;
  hash: string;
  otp_hash: string;
  attempts: number;
  expires_at: Date;
  verified_at: Date | null;
  expired: boolean;
}

export async function countRecent(q: Queryable, userId: number, windowS: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM phone_verifications WHERE user_id = $1 AND created > now() - make_interval(secs => $2)`,
    [userId, windowS],
  );
  return rows[0].n;
}

export async function insert(
  q: Queryable,
  v: { userId: number; phone: string; hash: string; otpHash: string; ttlS: number },
): Promise<void> {
  await q.query(
    `INSERT INTO phone_verifications (user_id, phone, hash, otp_hash, expires_at) VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [v.userId, v.phone, v.hash, v.otpHash, v.ttlS],
  );
}

/** Locks the verification row of this user for the check-and-count sequence. */
export async function findForUpdate(q: Queryable, userId: number, hash: string): Promise<VerificationRow | undefined> {
  const { rows } = await q.query<VerificationRow>(
    `SELECT *, expires_at < now() AS expired FROM phone_verifications WHERE user_id = $1 AND hash = $2 FOR UPDATE`,
    [userId, hash],
  );
  return rows[0];
}

export const addAttempt = (q: Queryable, id: number): Promise<number> => countAttempt(q, 'phone_verifications', id);

export async function markVerified(q: Queryable, id: number): Promise<void> {
  await q.query('UPDATE phone_verifications SET verified_at = now() WHERE id = $1', [id]);
}

/** Whether the user proved they hold the phone: it is their confirmed phone, or a code sent to it was checked. */
export async function isVerifiedBy(q: Queryable, userId: number, phone: string): Promise<boolean> {
  const { rows } = await q.query<{ ok: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM users WHERE id = $1 AND phone = $2 AND is_phone_confirmed)
         OR EXISTS (SELECT 1 FROM phone_verifications WHERE user_id = $1 AND phone = $2 AND verified_at IS NOT NULL) AS ok`,
    [userId, phone],
  );
  return rows[0]?.ok === true;
}
