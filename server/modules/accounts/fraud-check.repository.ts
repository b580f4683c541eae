/**
 * SQL on fraud_assessments (migrations 0407, 0807): the record of every assessment, the local rules' hourly counts,
 * and the review of held sign-ups.
 */
import type { Queryable } from '../../lib/db';

export type SignInKind = 'signup' | 'login';
export type FraudVerdict = 'allow' | 'challenge' | 'refuse' | 'hold';
export type FraudReview = 'pending' | 'released' | 'blocked';

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
    `INSERT INTO fraud_assessments (kind, user_id, email_domain, ip, device_id, verdict, reasons, provider, seon_session, review)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, CASE WHEN $6 = 'hold' THEN 'pending' END) RETURNING id`,
    [a.kind, a.userId, a.emailDomain, a.ip, a.deviceId, a.verdict, a.reasons, a.provider, a.seonSession],
  );
  return rows[0].id;
}

/** Names the account a sign-up assessment let in, once the account exists; answers whether it is a pending hold. */
export async function setAssessmentUser(
  q: Queryable,
  id: number,
  userId: number,
): Promise<{ held: boolean; reasons: string[] } | undefined> {
  const { rows } = await q.query<{ held: boolean; reasons: string[] }>(
    `UPDATE fraud_assessments SET user_id = $2 WHERE id = $1 AND user_id IS NULL
     RETURNING review IS NOT DISTINCT FROM 'pending' AS held, reasons`,
    [id, userId],
  );
  return rows[0];
}

/** Sign-ups let in within the last hour from this IP and from this device (null when not known). */
export async function recentSignups(
  q: Queryable,
  ip: string | null,
  deviceId: string | null,
): Promise<{ by_ip: number; by_device: number }> {
  const { rows } = await q.query<{ by_ip: number; by_device: number }>(
    `SELECT (SELECT count(*) FROM fraud_assessments
              WHERE kind = 'signup' AND verdict IN ('allow', 'hold') AND ip = $1 AND created > now() - interval '1 hour')::int AS by_ip,
            (SELECT count(*) FROM fraud_assessments
              WHERE kind = 'signup' AND verdict IN ('allow', 'hold') AND device_id = $2 AND created > now() - interval '1 hour')::int AS by_device`,
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

/** Whether the account has a sign-up hold waiting for review. */
export async function isHeld(q: Queryable, userId: number): Promise<boolean> {
  const { rows } = await q.query<{ held: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM fraud_assessments WHERE user_id = $1 AND review = 'pending') AS held`,
    [userId],
  );
  return rows[0].held;
}

export interface HeldAssessmentRow {
  id: number;
  kind: SignInKind;
  user_id: number | null;
  email_domain: string | null;
  ip: string | null;
  device_id: string | null;
  verdict: FraudVerdict;
  reasons: string[];
  provider: string;
  created: Date;
  review: FraudReview | null;
  review_reason: string | null;
  reviewed_at: Date | null;
  reviewer_username: string | null;
  username: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  user_created: Date | null;
  /** Sign-ups from the same IP and from the same device within the hour before this one. */
  signups_by_ip: number;
  signups_by_device: number;
  /** Accounts ever assessed from the same IP and from the same device (this one included). */
  accounts_by_ip: number;
  accounts_by_device: number;
}

/** An assessment with its account and the IP and device counts the reviewer weighs. */
export async function findForReview(q: Queryable, id: number): Promise<HeldAssessmentRow | undefined> {
  const { rows } = await q.query<HeldAssessmentRow>(
    `SELECT f.id::int, f.kind, f.user_id, f.email_domain, f.ip, f.device_id, f.verdict, f.reasons, f.provider, f.created,
            f.review, f.review_reason, f.reviewed_at, r.username AS reviewer_username,
            u.username, u.first_name, u.last_name, u.email, u.phone, u.created AS user_created,
            (SELECT count(*) FROM fraud_assessments o WHERE o.kind = 'signup' AND o.id <> f.id AND f.ip IS NOT NULL AND o.ip = f.ip
                AND o.created BETWEEN f.created - interval '1 hour' AND f.created)::int AS signups_by_ip,
            (SELECT count(*) FROM fraud_assessments o WHERE o.kind = 'signup' AND o.id <> f.id AND f.device_id IS NOT NULL
                AND o.device_id = f.device_id AND o.created BETWEEN f.created - interval '1 hour' AND f.created)::int AS signups_by_device,
            (SELECT count(DISTINCT o.user_id) FROM fraud_assessments o WHERE f.ip IS NOT NULL AND o.ip = f.ip)::int AS accounts_by_ip,
            (SELECT count(DISTINCT o.user_id) FROM fraud_assessments o
              WHERE f.device_id IS NOT NULL AND o.device_id = f.device_id)::int AS accounts_by_device
       FROM fraud_assessments f
       LEFT JOIN users u ON u.id = f.user_id
       LEFT JOIN users r ON r.id = f.reviewed_by
      WHERE f.id = $1`,
    [id],
  );
  return rows[0];
}

/** Settles a pending hold, once: a second reviewer finds it no longer pending (undefined). */
export async function settleHold(
  q: Queryable,
  d: { id: number; review: 'released' | 'blocked'; staffId: number; reason: string | null },
): Promise<{ user_id: number | null } | undefined> {
  const { rows } = await q.query<{ user_id: number | null }>(
    `UPDATE fraud_assessments SET review = $2, review_reason = $4, reviewed_by = $3, reviewed_at = now()
      WHERE id = $1 AND review = 'pending'
      RETURNING user_id`,
    [d.id, d.review, d.staffId, d.reason],
  );
  return rows[0];
}
