/** SQL on social_identities, social_tickets (hashed single-use tokens) and the user rows social sign-in touches. */
import type { SocialProvider } from '@shared/domain/social-sign-in';
import type { UserRole } from '@shared/schemas/accounts.schema';
import type { Queryable } from '../../lib/db';
import { utcSql } from '../../lib/sql-time';

export type TicketKind = 'state' | 'nonce' | 'signup';

export interface IdentityRow {
  provider: SocialProvider;
  subject: string;
  user_id: number;
  email: string | null;
  created: string;
}

export async function findIdentity(db: Queryable, provider: SocialProvider, subject: string): Promise<IdentityRow | undefined> {
  const { rows } = await db.query<IdentityRow>(
    `SELECT provider, subject, user_id, email, ${utcSql('created')} AS created FROM social_identities WHERE provider = $1 AND subject = $2`,
    [provider, subject],
  );
  return rows[0];
}

export async function listIdentities(db: Queryable, userId: number): Promise<IdentityRow[]> {
  const { rows } = await db.query<IdentityRow>(
    `SELECT provider, subject, user_id, email, ${utcSql('created')} AS created FROM social_identities WHERE user_id = $1 ORDER BY created`,
    [userId],
  );
  return rows;
}

/** Links an identity; undefined when it is linked already (to anyone) or the user has one of this provider. */
export async function insertIdentity(
  db: Queryable,
  i: { provider: SocialProvider; subject: string; userId: number; email: string | null },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO social_identities (provider, subject, user_id, email) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
    [i.provider, i.subject, i.userId, i.email],
  );
  return rowCount === 1;
}

/** Records a sign-in with the identity (and the provider's current e-mail for it). */
export async function touchIdentity(db: Queryable, provider: SocialProvider, subject: string, email: string | null): Promise<void> {
  await db.query('UPDATE social_identities SET last_used = now(), email = COALESCE($3, email) WHERE provider = $1 AND subject = $2', [
    provider,
    subject,
    email,
  ]);
}

export async function deleteIdentity(db: Queryable, userId: number, provider: SocialProvider): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM social_identities WHERE user_id = $1 AND provider = $2', [userId, provider]);
  return rowCount === 1;
}

/** The user's password hash, with the row locked until the transaction ends (one disconnect at a time). */
export async function lockCredentials(db: Queryable, userId: number): Promise<{ passwd_hash: string } | undefined> {
  const { rows } = await db.query<{ passwd_hash: string }>('SELECT passwd_hash FROM users WHERE id = $1 FOR UPDATE', [userId]);
  return rows[0];
}

export async function passwordHashOf(db: Queryable, userId: number): Promise<string | undefined> {
  const { rows } = await db.query<{ passwd_hash: string }>('SELECT passwd_hash FROM users WHERE id = $1', [userId]);
  return rows[0]?.passwd_hash;
}

export async function roleOf(db: Queryable, userId: number): Promise<UserRole | undefined> {
  const { rows } = await db.query<{ role: UserRole }>('SELECT role FROM users WHERE id = $1', [userId]);
  return rows[0]?.role;
}

export async function emailTaken(db: Queryable, email: string): Promise<boolean> {
  const { rows } = await db.query<{ taken: boolean }>('SELECT EXISTS (SELECT 1 FROM users WHERE lower(email) = lower($1)) AS taken', [
    email,
  ]);
  return rows[0].taken;
}

/** Which of these usernames are taken (lower-cased). */
export async function takenUsernames(db: Queryable, candidates: string[]): Promise<Set<string>> {
  const { rows } = await db.query<{ u: string }>('SELECT lower(username) AS u FROM users WHERE lower(username) = ANY($1::text[])', [
    candidates.map((c) => c.toLowerCase()),
  ]);
  return new Set(rows.map((r) => r.u));
}

/** An account without a password (passwd_hash is the unusable marker); the e-mail is verified when the provider said so. */
export async function insertUser(
  db: Queryable,
  u: {
    username: string;
    email: string;
    passwdHash: string;
    firstName: string;
    lastName: string;
    role: UserRole;
    emailVerified: boolean;
    deviceId?: string;
    language: string;
  },
): Promise<{ id: number }> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (username, email, passwd_hash, first_name, last_name, role, device_id, email_verified_at, language)
     VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $8 THEN now() END, $9) RETURNING id`,
    [u.username, u.email, u.passwdHash, u.firstName, u.lastName, u.role, u.deviceId ?? null, u.emailVerified, u.language],
  );
  return rows[0];
}

/** Stores a ticket by its token's hash; expired tickets are swept on the way (a few at a time). */
export async function insertTicket(
  db: Queryable,
  t: { tokenHash: string; kind: TicketKind; provider: SocialProvider | null; payload: object; ttlS: number },
): Promise<void> {
  await db.query(
    `WITH swept AS (
       DELETE FROM social_tickets WHERE token_hash IN (SELECT token_hash FROM social_tickets WHERE expires_at < now() LIMIT 50)
     )
     INSERT INTO social_tickets (token_hash, kind, provider, payload, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [t.tokenHash, t.kind, t.provider, JSON.stringify(t.payload), t.ttlS],
  );
}

/**
 * Uses a ticket up and answers its provider and payload, or undefined when it is unknown, of another kind, expired or
 * used. Of two concurrent calls the second waits for the first's row lock, then finds used_at set.
 */
export async function consumeTicket<P>(
  db: Queryable,
  tokenHash: string,
  kind: TicketKind,
): Promise<{ provider: SocialProvider | null; payload: P } | undefined> {
  const { rows } = await db.query<{ provider: SocialProvider | null; payload: P }>(
    `UPDATE social_tickets SET used_at = now()
      WHERE token_hash = $1 AND kind = $2 AND used_at IS NULL AND expires_at > now()
      RETURNING provider, payload`,
    [tokenHash, kind],
  );
  return rows[0];
}
