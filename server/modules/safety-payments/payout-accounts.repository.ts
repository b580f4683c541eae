/** SQL of payout accounts (migration 0810): one per pro, stored normalized. */
import type { PayoutAccount } from '@shared/domain/safety-payments';
import type { Language } from '@shared/i18n/i18n-config';
import type { Queryable } from '../../lib/db';

export interface PayoutAccountRow {
  method: 'bank' | 'fps';
  holder: string;
  bank_code: string | null;
  branch_code: string | null;
  account_number: string | null;
  fps_proxy: string | null;
  modified: Date;
}

export interface PayoutOwner {
  id: number;
  email: string;
  passwd_hash: string | null;
  username: string;
  first_name: string;
  last_name: string;
  language: Language;
}

export async function findOwner(db: Queryable, userId: number): Promise<PayoutOwner | undefined> {
  const { rows } = await db.query<PayoutOwner>(
    'SELECT id, email, passwd_hash, username, first_name, last_name, language FROM users WHERE id = $1 AND deleted_at IS NULL',
    [userId],
  );
  return rows[0];
}

export async function findPayoutAccount(db: Queryable, userId: number): Promise<PayoutAccountRow | undefined> {
  const { rows } = await db.query<PayoutAccountRow>(
    'SELECT method, holder, bank_code, branch_code, account_number, fps_proxy, modified FROM payout_accounts WHERE user_id = $1',
    [userId],
  );
  return rows[0];
}

/** Saves the account; the row as stored and whether there was one before (a change, not a first entry). */
export async function savePayoutAccount(
  db: Queryable,
  userId: number,
  a: PayoutAccount,
): Promise<{ row: PayoutAccountRow; replaced: boolean }> {
  const bank = a.method === 'bank' ? a : null;
  const { rows } = await db.query<PayoutAccountRow & { replaced: boolean }>(
    `WITH before AS (SELECT 1 FROM payout_accounts WHERE user_id = $1)
     INSERT INTO payout_accounts (user_id, method, holder, bank_code, branch_code, account_number, fps_proxy)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (user_id) DO UPDATE SET method = EXCLUDED.method, holder = EXCLUDED.holder, bank_code = EXCLUDED.bank_code,
       branch_code = EXCLUDED.branch_code, account_number = EXCLUDED.account_number, fps_proxy = EXCLUDED.fps_proxy, modified = now()
     RETURNING method, holder, bank_code, branch_code, account_number, fps_proxy, modified, EXISTS (SELECT 1 FROM before) AS replaced`,
    [
      userId,
      a.method,
      a.holder,
      bank?.bankCode ?? null,
      bank?.branchCode ?? null,
      bank?.accountNumber ?? null,
      a.method === 'fps' ? a.fpsProxy : null,
    ],
  );
  const { replaced, ...row } = rows[0];
  return { row, replaced };
}
