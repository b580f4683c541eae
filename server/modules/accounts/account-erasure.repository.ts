/** SQL of erasing a deleted account's user row (privacy): its personal fields are cleared, the row stays. */
import type { Queryable } from '../../lib/db';

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
