/** The session store the session middleware is given at start (accounts owns the sessions table). */
import type { Db } from '../../lib/db';
import * as repo from './session-store.repository';

/** Looks a session up by its token hash, deletes an idle one and refreshes last_seen, on `db`. */
export function sessionStore(db: Db) {
  return {
    find: (tokenHash: string, userAgent: string | null, idleDays: number) => repo.findByTokenHash(db, tokenHash, userAgent, idleDays),
    drop: (tokenHash: string) => repo.deleteByTokenHash(db, tokenHash),
    touch: (tokenHash: string, userAgent: string | null) => repo.touch(db, tokenHash, userAgent),
  };
}
