/** SQL of anonymising a deleted account's referral (privacy). */
import type { Queryable } from '../../lib/db';

/** The referral that brought this user in keeps its outcome, not the device and address it came from. */
export async function anonymiseReferral(q: Queryable, userId: number): Promise<void> {
  const { rows } = await q.query<{ ok: boolean }>("SELECT to_regclass('referrals') IS NOT NULL AS ok");
  if (rows[0]?.ok) await q.query('UPDATE referrals SET device_id = NULL, ip = NULL WHERE referred_id = $1', [userId]);
}
