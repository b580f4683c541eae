/** SQL of deleting an account: the user row, what it owns, and the e-mailed deletion codes. */
import type { Queryable } from '../../lib/db';

export interface DeletingUser {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  language: 'zh-HK' | 'en-HK';
  passwd_hash: string;
  phone: string | null;
  is_phone_confirmed: boolean;
  deleted_at: Date | null;
}

const USER_COLUMNS = 'id, username, email, first_name, last_name, language, passwd_hash, phone, is_phone_confirmed, deleted_at';

export async function findUser(q: Queryable, userId: number): Promise<DeletingUser | undefined> {
  const { rows } = await q.query<DeletingUser>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [userId]);
  return rows[0];
}

/** Locks the user row: of two concurrent deletions the second waits here, then finds deleted_at set. */
export async function lockUser(q: Queryable, userId: number): Promise<DeletingUser | undefined> {
  const { rows } = await q.query<DeletingUser>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1 FOR UPDATE`, [userId]);
  return rows[0];
}

/** Open requests and public services, for the preview. */
export async function countOpen(q: Queryable, userId: number): Promise<{ open_requests: number; public_services: number }> {
  const { rows } = await q.query<{ open_requests: number; public_services: number }>(
    `SELECT (SELECT count(*) FROM quote_requests WHERE user_id = $1 AND NOT is_closed)::int AS open_requests,
            (SELECT count(*) FROM quote_services WHERE user_id = $1 AND is_public AND NOT is_archived)::int AS public_services`,
    [userId],
  );
  return rows[0];
}

export async function usernameTaken(q: Queryable, username: string, exceptId: number): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM users WHERE lower(username) = lower($1) AND id <> $2', [username, exceptId]);
  return rows.length > 0;
}

/** Clears every personal field of the user row; the password can no longer match anything. */
export async function anonymiseUser(q: Queryable, u: { id: number; username: string; email: string }): Promise<void> {
  await q.query(
    `UPDATE users SET username = $2, email = $3, passwd_hash = '!deleted', address = '', first_name = '', last_name = '',
            phone = NULL, is_phone_confirmed = false, s3_thumb_url = NULL, device_id = NULL, is_operator = false,
            auto_refill_package_id = NULL, auto_refill_card_id = NULL, auto_refill_monthly_limit = 0, payment_error = NULL,
            deleted_at = now(), modified = now()
      WHERE id = $1`,
    [u.id, u.username, u.email],
  );
}

/** Columns other account work may have added to users that hold personal data (cleared when present). */
export async function clearOptionalUserColumns(q: Queryable, userId: number): Promise<void> {
  const { rows } = await q.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = 'users'
        AND column_name IN ('s3_original_url', 'seon_session', 'notification_settings', 'email_verified_at', 'referral_hash')`,
  );
  const value: Record<string, string> = {
    notification_settings: `'{}'::jsonb`,
    // A new random code: links shared by the deleted account no longer refer anyone to it.
    referral_hash: `translate(left(encode(uuid_send(gen_random_uuid()), 'base64'), 12), '+/', '-_')`,
  };
  const sets = rows.map(({ column_name: c }) => `${c} = ${value[c] ?? 'NULL'}`);
  if (sets.length) await q.query(`UPDATE users SET ${sets.join(', ')} WHERE id = $1`, [userId]);
}

/** Closes the user's open requests (their open bids are archived, as a close does) and removes request photos. */
export async function closeRequests(q: Queryable, userId: number): Promise<Array<{ quote_bid_id: number; pro_id: number }>> {
  await q.query(
    `UPDATE quote_requests SET is_closed = true, close_reason = COALESCE(close_reason, 'no_longer_needed'), modified = now()
      WHERE user_id = $1 AND NOT is_closed`,
    [userId],
  );
  await q.query(`UPDATE quote_requests SET photos = '[]'::jsonb WHERE user_id = $1 AND photos <> '[]'::jsonb`, [userId]);
  const { rows } = await q.query<{ quote_bid_id: number; pro_id: number }>(
    `UPDATE quote_bids b SET quote_status_id = 9, modified = now()
       FROM quote_requests r, quote_services s
      WHERE r.quote_request_id = b.quote_request_id AND r.user_id = $1 AND s.quote_service_id = b.quote_service_id
        AND b.quote_status_id IN (1, 2)
      RETURNING b.quote_bid_id, s.user_id AS pro_id`,
    [userId],
  );
  return rows;
}

/**
 * Withdraws the pro's open bids: leads never answered are passed (NotInterested 6, not interested), quotes not
 * hired are archived (9) so nobody hires a deleted account; hired and completed work stays as it is.
 */
export async function withdrawBids(q: Queryable, userId: number): Promise<Array<{ quote_bid_id: number; consumer_id: number }>> {
  const { rows } = await q.query<{ quote_bid_id: number; consumer_id: number }>(
    `UPDATE quote_bids b
        SET quote_status_id = CASE WHEN b.quote_status_id = 1 THEN 6 ELSE 9 END,
            is_interested = CASE WHEN b.quote_status_id = 1 THEN false ELSE b.is_interested END, modified = now()
       FROM quote_services s, quote_requests r
      WHERE s.quote_service_id = b.quote_service_id AND s.user_id = $1 AND r.quote_request_id = b.quote_request_id
        AND b.quote_status_id IN (1, 2)
      RETURNING b.quote_bid_id, r.user_id AS consumer_id`,
    [userId],
  );
  // The files sent with quotes are deleted with the user's uploads.
  await q.query(
    `UPDATE quote_bids b SET attachments = '[]'::jsonb FROM quote_services s
      WHERE s.quote_service_id = b.quote_service_id AND s.user_id = $1 AND b.attachments <> '[]'::jsonb`,
    [userId],
  );
  return rows;
}

/** Unpublishes and archives the user's services, clears their contact details, stops auto-quotes; certificates go. */
export async function unpublishServices(q: Queryable, userId: number): Promise<void> {
  await q.query(
    `UPDATE quote_services SET is_public = false, is_archived = true, archived_on = COALESCE(archived_on, now()),
            phone = NULL, website = NULL, logo_url = NULL, logo_attachment_id = NULL, modified = now()
      WHERE user_id = $1`,
    [userId],
  );
  await q.query(
    `UPDATE service_categories sc SET is_auto_quote_on = false, is_direct_reserve_on = false
       FROM quote_services s WHERE s.quote_service_id = sc.quote_service_id AND s.user_id = $1`,
    [userId],
  );
  await q.query(
    `DELETE FROM service_certificates c USING quote_services s WHERE s.quote_service_id = c.quote_service_id AND s.user_id = $1`,
    [userId],
  );
}

/** Reviews stay with the author shown as `name`; their photos and device go. */
export async function anonymiseReviews(q: Queryable, userId: number, name: string): Promise<void> {
  await q.query(`UPDATE reviews SET reviewer_name = $2, attachments = '[]'::jsonb, device_id = NULL WHERE user_id = $1`, [userId, name]);
}

/** Messages stay in the other party's conversation; files sent with them are removed. */
export async function clearMessageAttachments(q: Queryable, userId: number): Promise<void> {
  await q.query(`UPDATE messages SET attachments = '[]'::jsonb WHERE sender_id = $1 AND attachments <> '[]'::jsonb`, [userId]);
  await q.query(`UPDATE quote_reports SET attachments = '[]'::jsonb WHERE user_id = $1 AND attachments <> '[]'::jsonb`, [userId]);
}

/** The referral that brought this user in keeps its outcome, not the device and address it came from. */
export async function anonymiseReferral(q: Queryable, userId: number): Promise<void> {
  if (await tableExists(q, 'referrals')) await q.query('UPDATE referrals SET device_id = NULL, ip = NULL WHERE referred_id = $1', [userId]);
}

export async function anonymisePageViews(q: Queryable, userId: number): Promise<void> {
  await q.query('UPDATE page_view_events SET user_id = NULL, device_id = NULL WHERE user_id = $1', [userId]);
}

/** Deletes the user's uploads and answers every stored file name (originals and image variants) to remove. */
export async function deleteAttachments(q: Queryable, userId: number): Promise<string[]> {
  const { rows } = await q.query<{ storage_name: string; variants: Record<string, Record<string, unknown>> | null }>(
    'DELETE FROM attachments WHERE user_id = $1 RETURNING storage_name, variants',
    [userId],
  );
  return rows.flatMap((r) => [
    r.storage_name,
    ...Object.values(r.variants ?? {}).flatMap((v) => [v.webp, v.jpeg].filter((n): n is string => typeof n === 'string')),
  ]);
}

/** Deletes the avatar row and answers its stored file names. */
export async function deleteAvatar(q: Queryable, userId: number): Promise<string[]> {
  const { rows } = await q.query<{ original_name: string; thumb_name: string }>(
    'DELETE FROM user_avatars WHERE user_id = $1 RETURNING original_name, thumb_name',
    [userId],
  );
  return rows.flatMap((r) => [r.original_name, r.thumb_name]);
}

export async function tableExists(q: Queryable, table: string): Promise<boolean> {
  const { rows } = await q.query<{ ok: boolean }>('SELECT to_regclass($1) IS NOT NULL AS ok', [table]);
  return rows[0]?.ok ?? false;
}

/** Deletes every row of `table` whose `column` is the user (identifiers from the personal data map only). */
export async function deleteRows(q: Queryable, table: string, column: string, userId: number): Promise<void> {
  await q.query(`DELETE FROM ${table} WHERE ${column} = $1`, [userId]);
}

// E-mailed deletion codes (for accounts without a password).

/** A new code for the user; older unused codes stop working. */
export async function replaceCode(q: Queryable, c: { userId: number; codeHash: string; ttlS: number }): Promise<void> {
  await q.query(
    `WITH dropped AS (DELETE FROM account_deletion_codes WHERE user_id = $1 AND used_at IS NULL)
     INSERT INTO account_deletion_codes (user_id, code_hash, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
    [c.userId, c.codeHash, c.ttlS],
  );
}

export interface CodeRow {
  id: number;
  code_hash: string;
  attempts: number;
  expired: boolean;
}

/** The user's latest unused code, locked. */
export async function lockCode(q: Queryable, userId: number): Promise<CodeRow | undefined> {
  const { rows } = await q.query<CodeRow>(
    `SELECT id, code_hash, attempts, expires_at <= now() AS expired FROM account_deletion_codes
      WHERE user_id = $1 AND used_at IS NULL ORDER BY id DESC LIMIT 1 FOR UPDATE`,
    [userId],
  );
  return rows[0];
}

export async function addCodeAttempt(q: Queryable, id: number): Promise<number> {
  const { rows } = await q.query<{ attempts: number }>(
    'UPDATE account_deletion_codes SET attempts = attempts + 1 WHERE id = $1 RETURNING attempts',
    [id],
  );
  return rows[0]?.attempts ?? 0;
}

/** Uses the code up; false when it was used meanwhile (single use, also under concurrent calls). */
export async function useCode(q: Queryable, id: number): Promise<boolean> {
  const { rows } = await q.query('UPDATE account_deletion_codes SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id', [id]);
  return rows.length > 0;
}
