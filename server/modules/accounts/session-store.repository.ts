/** The sessions table as the session middleware reads it: one lookup per request, and the idle and last-seen writes. */
import type { UserRole } from '@shared/schemas/accounts.schema';
import type { Queryable } from '../../lib/db';

export interface SessionLookupRow {
  id: number;
  username: string;
  role: UserRole;
  is_operator: boolean;
  staff_roles: string[];
  last_seen_stale: boolean;
  idle: boolean;
}

export async function findByTokenHash(q: Queryable, tokenHash: string, userAgent: string | null, idleDays: number) {
  const { rows } = await q.query<SessionLookupRow>(
    `SELECT u.id, u.username, u.role, u.is_operator,
            CASE WHEN u.is_operator THEN ARRAY(SELECT r.role FROM staff_roles r WHERE r.user_id = u.id ORDER BY r.role)
                 ELSE '{}'::text[] END AS staff_roles,
            (s.last_seen < now() - interval '5 minutes' OR s.user_agent IS DISTINCT FROM $2::text) AS last_seen_stale,
            s.last_seen < now() - make_interval(days => $3) AS idle
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.expires_at > now()`,
    [tokenHash, userAgent, idleDays],
  );
  return rows[0];
}

export async function deleteByTokenHash(q: Queryable, tokenHash: string): Promise<void> {
  await q.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
}

export async function touch(q: Queryable, tokenHash: string, userAgent: string | null): Promise<void> {
  await q.query('UPDATE sessions SET last_seen = now(), user_agent = $2 WHERE token_hash = $1', [tokenHash, userAgent]);
}
