/** SQL of partner sessions (migration 0826): partner users linked to accounts, and the nonces of used tokens. */
import type { Queryable } from '../../lib/db';

/** Records a token's nonce until it expires; false when it was used before (a replay, on any instance). */
export async function useNonce(q: Queryable, partner: string, nonce: string, expiresAt: Date): Promise<boolean> {
  const { rowCount } = await q.query(
    `INSERT INTO partner_session_nonces (partner, nonce, expires_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
    [partner, nonce, expiresAt],
  );
  return rowCount === 1;
}

/** Forgets nonces whose tokens expired long ago (their `exp` alone refuses them now), a few at a time. */
export async function sweepNonces(q: Queryable): Promise<void> {
  await q.query(
    `DELETE FROM partner_session_nonces WHERE ctid = ANY(ARRAY(
       SELECT ctid FROM partner_session_nonces WHERE expires_at < now() - interval '1 hour' LIMIT 100))`,
  );
}

export async function findLink(q: Queryable, partner: string, partnerUserId: string): Promise<{ user_id: number } | undefined> {
  const { rows } = await q.query<{ user_id: number }>(
    `UPDATE partner_identities SET last_used = now() WHERE partner = $1 AND partner_user_id = $2 RETURNING user_id`,
    [partner, partnerUserId],
  );
  return rows[0];
}

/** Links a partner user to an account; false when either side is linked already (a concurrent exchange). */
export async function insertLink(
  q: Queryable,
  l: { partner: string; partnerUserId: string; userId: number; email: string; phone: string | null },
): Promise<boolean> {
  const { rowCount } = await q.query(
    `INSERT INTO partner_identities (partner, partner_user_id, user_id, email, phone) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT DO NOTHING`,
    [l.partner, l.partnerUserId, l.userId, l.email, l.phone],
  );
  return rowCount === 1;
}
