/** SQL on users and sessions that other modules ask the accounts module for: profile, language, avatar, e-mail and sessions. */
import type { StoredNotificationSettings } from '@shared/domain/notification-preferences';
import type { Language } from '@shared/i18n/i18n-config';
import type { Queryable } from '../../lib/db';

/** Sets the given profile columns (only first_name, last_name and address can be named here). */
export async function updateProfile(
  db: Queryable,
  userId: number,
  p: { first_name?: string; last_name?: string; address?: string },
): Promise<void> {
  await db.query(
    `UPDATE users SET first_name = COALESCE($2, first_name), last_name = COALESCE($3, last_name), address = COALESCE($4, address),
            modified = now()
      WHERE id = $1`,
    [userId, p.first_name ?? null, p.last_name ?? null, p.address ?? null],
  );
}

export async function updateLanguage(db: Queryable, userId: number, language: Language): Promise<void> {
  await db.query('UPDATE users SET language = $2, modified = now() WHERE id = $1', [userId, language]);
}

export async function updateNotificationSettings(db: Queryable, userId: number, settings: StoredNotificationSettings): Promise<void> {
  await db.query('UPDATE users SET notification_settings = $2, modified = now() WHERE id = $1', [userId, JSON.stringify(settings)]);
}

/** Deletes one session of the user other than `keepTokenHash`; 0 when it is not theirs, unknown or the kept one. */
export async function deleteSessionById(db: Queryable, userId: number, id: number, keepTokenHash: string): Promise<number> {
  const { rowCount } = await db.query('DELETE FROM sessions WHERE id = $1 AND user_id = $2 AND token_hash <> $3', [
    id,
    userId,
    keepTokenHash,
  ]);
  return rowCount ?? 0;
}

export async function deleteOtherSessionsCounted(db: Queryable, userId: number, keepTokenHash: string): Promise<number> {
  const { rowCount } = await db.query('DELETE FROM sessions WHERE user_id = $1 AND token_hash <> $2', [userId, keepTokenHash]);
  return rowCount ?? 0;
}

/** SPEC §3 avatar URLs on the user (s3_thumb_url is user/me's). */
export async function setAvatarUrls(db: Queryable, userId: number, urls: { thumb: string | null; original: string | null }): Promise<void> {
  await db.query('UPDATE users SET s3_thumb_url = $2, s3_original_url = $3, modified = now() WHERE id = $1', [
    userId,
    urls.thumb,
    urls.original,
  ]);
}

/** The new address becomes the account's, verified by the link that was just used. */
export async function setVerifiedEmail(db: Queryable, userId: number, email: string): Promise<void> {
  await db.query('UPDATE users SET email = $2, email_verified_at = now(), modified = now() WHERE id = $1', [userId, email]);
}

/** The user's last auto-refill payment problem, or none. */
export async function setPaymentError(q: Queryable, userId: number, message: string | null): Promise<void> {
  await q.query('UPDATE users SET payment_error = $2 WHERE id = $1', [userId, message]);
}

/** The user's auto-refill choice: package, card and monthly limit (none when switched off). */
export async function saveAutoRefill(
  q: Queryable,
  userId: number,
  s: { packageId: number | null; cardId: number | null; monthlyLimit: number },
) {
  await q.query(
    'UPDATE users SET auto_refill_package_id = $2, auto_refill_card_id = $3, auto_refill_monthly_limit = $4, modified = now() WHERE id = $1',
    [userId, s.packageId, s.cardId, s.monthlyLimit],
  );
}

/** The language the user browses in, stored only when it changed (no last-change stamp: browsing is not an edit). */
export async function rememberLanguage(q: Queryable, userId: number, lng: string): Promise<void> {
  await q.query('UPDATE users SET language = $2 WHERE id = $1 AND language <> $2', [userId, lng]);
}

/** The account that referred this user, set once (an accepted referral at sign-up). */
export async function setReferredBy(q: Queryable, userId: number, referrerId: number): Promise<void> {
  await q.query('UPDATE users SET referred_by = $2 WHERE id = $1 AND referred_by IS NULL', [userId, referrerId]);
}

/** The phone proved by a checked code becomes the account's confirmed phone. */
export async function confirmPhone(q: Queryable, userId: number, phone: string): Promise<void> {
  await q.query('UPDATE users SET phone = $2, is_phone_confirmed = true, modified = now() WHERE id = $1', [userId, phone]);
}

/** Where the pro is in onboarding (users.onboard_state). */
export async function setOnboardState(q: Queryable, userId: number, state: number): Promise<void> {
  await q.query('UPDATE users SET onboard_state = $2, modified = now() WHERE id = $1', [userId, state]);
}

/** The user opened their appointments: what was booked or changed until now is read (unreadBookingCount). */
export async function markBookingsSeen(q: Queryable, userId: number): Promise<void> {
  await q.query('UPDATE users SET bookings_seen_at = now() WHERE id = $1', [userId]);
}

export interface PersonRow {
  id: number;
  username: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
}

/** Names and e-mails of several users at once (an application's applicant and the operator who decided it). */
export async function peopleByIds(q: Queryable, ids: number[]): Promise<Map<number, PersonRow>> {
  const { rows } = await q.query<PersonRow>('SELECT id, username, first_name, last_name, email FROM users WHERE id = ANY($1::int[])', [
    ids,
  ]);
  return new Map(rows.map((r) => [r.id, r]));
}
