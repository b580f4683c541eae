/**
 * Session lifetimes (ADR 0012). A session ends at the first of: SPEC §9's lifetime (365 days from
 * sign-in, the hard maximum), SESSION_IDLE_DAYS without use (last_seen, refreshed at most every 5 minutes), logout,
 * or a password change or reset. The session middleware refuses (403) and deletes an idle session when it is
 * presented; this hourly sweep deletes the ones never presented again. Every sign-in makes a new token
 * (accounts.service createSession), and the session the browser held before is deleted.
 */
import type { Queryable } from '../../lib/db';

/** Deletes sessions past their lifetime or idle for `idleDays`; answers how many. */
export async function endIdleSessions(q: Queryable, idleDays: number): Promise<number> {
  const { rowCount } = await q.query('DELETE FROM sessions WHERE expires_at <= now() OR last_seen < now() - make_interval(days => $1)', [
    idleDays,
  ]);
  return rowCount ?? 0;
}
