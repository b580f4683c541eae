/** SQL on fraud_assessments (migration 0407): the record of every assessment, and the local rules' hourly counts. */
import type { Queryable } from '../../lib/db';

export type SignInKind = 'signup' | 'login';
export type FraudVerdict = 'allow' | 'challenge' | 'refuse';

export async function insertAssessment(
  q: Queryable,
  a: {
    kind: SignInKind;
    userId: number | null;
    emailDomain: string | null;
    ip: string | null;
    deviceId: string | null;
    verdict: FraudVerdict;
    reasons: string[];
    provider: string;
    seonSession: string | null;
  },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO fraud_assessments (kind, user_id, email_domain, ip, device_id, verdict, reasons, provider, seon_session)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [a.kind, a.userId, a.emailDomain, a.ip, a.deviceId, a.verdict, a.reasons, a.provider, a.seonSession],
  );
  return rows[0].id;
}

/** Names the account a sign-up assessment let in, once the account exists. */
export async function setAssessmentUser(q: Queryable, id: number, userId: number): Promise<void> {
  await q.query('UPDATE fraud_assessments SET user_id = $2 WHERE id = $1 AND user_id IS NULL', [id, userId]);
}

/** Sign-ups let in within the last hour from this IP and from this device (null when not known). */
export async function recentSignups(
  q: Queryable,
  ip: string | null,
  deviceId: string | null,
): Promise<{ by_ip: number; by_device: number }> {
  const { rows } = await q.query<{ by_ip: number; by_device: number }>(
    `SELECT (SELECT count(*) FROM fraud_assessments
              WHERE kind = 'signup' AND verdict = 'allow' AND ip = $1 AND created > now() - interval '1 hour')::int AS by_ip,
            (SELECT count(*) FROM fraud_assessments
              WHERE kind = 'signup' AND verdict = 'allow' AND device_id = $2 AND created > now() - interval '1 hour')::int AS by_device`,
    [ip, deviceId],
  );
  return rows[0];
}

/** Other accounts signed in within the last hour from this IP and from this device. */
export async function recentLoginAccounts(
  q: Queryable,
  c: { ip: string | null; deviceId: string | null; userId: number | null },
): Promise<{ by_ip: number; by_device: number }> {
  const { rows } = await q.query<{ by_ip: number; by_device: number }>(
    `SELECT (SELECT count(DISTINCT user_id) FROM fraud_assessments
              WHERE kind = 'login' AND verdict = 'allow' AND ip = $1 AND user_id IS DISTINCT FROM $3
                AND created > now() - interval '1 hour')::int AS by_ip,
            (SELECT count(DISTINCT user_id) FROM fraud_assessments
              WHERE kind = 'login' AND verdict = 'allow' AND device_id = $2 AND user_id IS DISTINCT FROM $3
                AND created > now() - interval '1 hour')::int AS by_device`,
    [c.ip, c.deviceId, c.userId],
  );
  return rows[0];
}
