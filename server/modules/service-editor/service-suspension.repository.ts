/**
 * SQL of service suspensions and holds (quote_services is the service editor's). A service is held (is_public false,
 * the owner's choice kept in public_before_hold) while it or its owner is suspended; see migration 0804.
 */
import type { Queryable } from '../../lib/db';

export interface ServiceSuspensionRow {
  quote_service_id: number;
  user_id: number;
  business_name_zh: string;
  business_name_en: string;
  is_public: boolean;
  public_before_hold: boolean | null;
  suspended_at: Date | null;
  suspended_until: Date | null;
  suspension_reason: string | null;
}

const COLUMNS = `quote_service_id, user_id, business_name_zh, business_name_en, is_public, public_before_hold,
                 suspended_at, suspended_until, suspension_reason`;

export async function findService(q: Queryable, serviceId: number): Promise<ServiceSuspensionRow | undefined> {
  const { rows } = await q.query<ServiceSuspensionRow>(`SELECT ${COLUMNS} FROM quote_services WHERE quote_service_id = $1`, [serviceId]);
  return rows[0];
}

/** Suspends a service not already suspended and holds it; undefined when another decision came first. */
export async function suspend(
  q: Queryable,
  serviceId: number,
  reason: string,
  until: Date | null,
): Promise<ServiceSuspensionRow | undefined> {
  const { rows } = await q.query<ServiceSuspensionRow>(
    `UPDATE quote_services SET suspended_at = now(), suspended_until = $3, suspension_reason = $2,
            public_before_hold = COALESCE(public_before_hold, is_public), is_public = false, modified = now()
      WHERE quote_service_id = $1 AND suspended_at IS NULL RETURNING ${COLUMNS}`,
    [serviceId, reason, until],
  );
  return rows[0];
}

/**
 * Lifts a service's suspension; the hold ends too unless its owner is still suspended (then the account's
 * reinstatement releases it). Undefined when it was not suspended.
 */
export async function reinstate(q: Queryable, serviceId: number): Promise<ServiceSuspensionRow | undefined> {
  const { rows } = await q.query<ServiceSuspensionRow>(
    `UPDATE quote_services s
        SET suspended_at = NULL, suspended_until = NULL, suspension_reason = NULL, modified = now(),
            is_public = CASE WHEN u.suspended_at IS NULL THEN COALESCE(s.public_before_hold, s.is_public) ELSE s.is_public END,
            public_before_hold = CASE WHEN u.suspended_at IS NULL THEN NULL ELSE s.public_before_hold END
       FROM users u
      WHERE u.id = s.user_id AND s.quote_service_id = $1 AND s.suspended_at IS NOT NULL
      RETURNING s.quote_service_id, s.user_id, s.business_name_zh, s.business_name_en, s.is_public, s.public_before_hold,
                s.suspended_at, s.suspended_until, s.suspension_reason`,
    [serviceId],
  );
  return rows[0];
}

/** Holds every service of a suspended account (their own suspensions, if any, stay as they are). */
export async function holdUserServices(q: Queryable, userId: number): Promise<number[]> {
  const { rows } = await q.query<{ quote_service_id: number }>(
    `UPDATE quote_services SET public_before_hold = is_public, is_public = false, modified = now()
      WHERE user_id = $1 AND public_before_hold IS NULL RETURNING quote_service_id`,
    [userId],
  );
  return rows.map((r) => r.quote_service_id);
}

/** Releases the held services of a reinstated account, except those suspended on their own. */
export async function releaseUserServices(q: Queryable, userId: number): Promise<number[]> {
  const { rows } = await q.query<{ quote_service_id: number }>(
    `UPDATE quote_services SET is_public = public_before_hold, public_before_hold = NULL, modified = now()
      WHERE user_id = $1 AND public_before_hold IS NOT NULL AND suspended_at IS NULL RETURNING quote_service_id`,
    [userId],
  );
  return rows.map((r) => r.quote_service_id);
}

/** Services whose suspension has reached its end date. */
export async function dueToEnd(q: Queryable, limit: number): Promise<number[]> {
  const { rows } = await q.query<{ quote_service_id: number }>(
    `SELECT quote_service_id FROM quote_services WHERE suspended_at IS NOT NULL AND suspended_until <= now()
      ORDER BY suspended_until LIMIT $1`,
    [limit],
  );
  return rows.map((r) => r.quote_service_id);
}
