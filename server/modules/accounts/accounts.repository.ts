/** SQL on users and sessions. */
import type { UserRole } from '@shared/schemas/accounts.schema';
import type { Queryable } from '../../lib/db';

export interface UserRow {
  id: number;
  username: string;
  email: string;
  passwd_hash: string;
  address: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  is_phone_confirmed: boolean;
  /** When a link or code sent to the address was used (null: not verified). */
  email_verified_at: Date | null;
  s3_thumb_url: string | null;
  onboard_state: number;
  role: UserRole;
  is_operator: boolean;
}

/** The user columns `user/me` answers with (not the whole row: the hash, settings and the rest stay in the database). */
const ME_COLUMNS = [
  'id',
  'username',
  'email',
  'first_name',
  'last_name',
  's3_thumb_url',
  'onboard_state',
  'is_phone_confirmed',
  'phone',
  'email_verified_at',
  'role',
  'is_operator',
] as const;

export interface MeRow extends Pick<UserRow, (typeof ME_COLUMNS)[number]> {
  available_wallet_amount: number;
  credit_purchased: number;
  payment_error: string | null;
  quote_service_count: number;
  unread_count: number;
}

export async function findByLogin(db: Queryable, login: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE lower(username) = lower($1) OR lower(email) = lower($1) LIMIT 1', [
    login,
  ]);
  return rows[0];
}

export async function existsByUsernameOrEmail(
  db: Queryable,
  username: string,
  email: string,
): Promise<{ username: boolean; email: boolean }> {
  const { rows } = await db.query<{ username: boolean; email: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM users WHERE lower(username) = lower($1)) AS username,
            EXISTS (SELECT 1 FROM users WHERE lower(email) = lower($2)) AS email`,
    [username, email],
  );
  return rows[0];
}

export async function insert(
  db: Queryable,
  u: Pick<UserRow, 'username' | 'email' | 'passwd_hash' | 'address' | 'first_name' | 'last_name' | 'role'> & { device_id?: string },
): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `INSERT INTO users (username, email, passwd_hash, address, first_name, last_name, role, device_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
    [u.username, u.email, u.passwd_hash, u.address, u.first_name, u.last_name, u.role, u.device_id ?? null],
  );
  return rows[0];
}

export async function findMe(db: Queryable, userId: number): Promise<MeRow | undefined> {
  const { rows } = await db.query<MeRow>(
    `SELECT ${ME_COLUMNS.map((c) => `u.${c}`).join(', ')}, u.payment_error,
            COALESCE(w.balance, 0) AS available_wallet_amount,
            (SELECT COALESCE(sum(o.credit), 0) FROM payment_orders o WHERE o.user_id = u.id AND o.status = 'paid')::int AS credit_purchased,
            (SELECT count(*) FROM quote_services s WHERE s.user_id = u.id AND NOT s.is_archived)::int AS quote_service_count,
            -- The user's bids as consumer and as pro, each found through its own index: one condition with OR
            -- over both sides could only be answered by reading every bid.
            (SELECT count(*) FROM messages m
              WHERE NOT m.is_read AND m.sender_id <> u.id AND m.quote_bid_id IN (
                SELECT b.quote_bid_id FROM quote_requests r JOIN quote_bids b ON b.quote_request_id = r.quote_request_id WHERE r.user_id = u.id
                UNION
                SELECT b.quote_bid_id FROM quote_services s JOIN quote_bids b ON b.quote_service_id = s.quote_service_id WHERE s.user_id = u.id
              ))::int AS unread_count
       FROM users u LEFT JOIN wallets w ON w.user_id = u.id
      WHERE u.id = $1`,
    [userId],
  );
  return rows[0];
}

/** The password hash and the details a new password must not be built from. */
export async function findCredentials(
  db: Queryable,
  userId: number,
): Promise<Pick<UserRow, 'passwd_hash' | 'username' | 'email' | 'first_name' | 'last_name'> | undefined> {
  const { rows } = await db.query<Pick<UserRow, 'passwd_hash' | 'username' | 'email' | 'first_name' | 'last_name'>>(
    'SELECT passwd_hash, username, email, first_name, last_name FROM users WHERE id = $1',
    [userId],
  );
  return rows[0];
}

export async function updatePasswordHash(db: Queryable, userId: number, hash: string): Promise<void> {
  await db.query('UPDATE users SET passwd_hash = $2, modified = now() WHERE id = $1', [userId, hash]);
}

export async function updateRole(db: Queryable, userId: number, role: UserRole): Promise<void> {
  await db.query('UPDATE users SET role = $2, modified = now() WHERE id = $1', [userId, role]);
}

export async function insertSession(
  db: Queryable,
  s: { tokenHash: string; userId: number; deviceId?: string; maxAgeS: number; seonSession?: string },
): Promise<void> {
  await db.query(
    `INSERT INTO sessions (token_hash, user_id, device_id, expires_at, seon_session)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4), $5)`,
    [s.tokenHash, s.userId, s.deviceId ?? null, s.maxAgeS, s.seonSession ?? null],
  );
}

export async function deleteSession(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
}

export async function deleteOtherSessions(db: Queryable, userId: number, keepTokenHash: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1 AND token_hash <> $2', [userId, keepTokenHash]);
}
