/**
 * Links that act on a request or quote without signing in (docs/decisions/0040-hashed-links.md): issuing them (the
 * requests and bids modules, for their e-mails), reading and spending them (the hash-links module). Infrastructure like
 * one-time-links.ts, so that both sides can use it without depending on each other; it owns the table hash_links.
 * A token is 32 random bytes (base64url); only its SHA-256 is stored, and it is never logged or pushed over /ws.
 */
import crypto from 'node:crypto';
import { HASH_LINK_RULES, HASH_LINK_TOKEN, isRequestScope, type HashLinkScope, type HashLinkStatus } from '@shared/domain/hash-links';
import type { Queryable } from './db';

export interface LinkRow {
  id: string;
  scope: HashLinkScope;
  user_id: number;
  quote_request_id: number;
  quote_bid_id: number | null;
  expires_at: Date;
  used_at: Date | null;
  /** Read with the row from the database clock, so every instance agrees on it. */
  is_expired: boolean;
}

async function insertMany(
  q: Queryable,
  links: Array<{ tokenHash: string; scope: HashLinkScope; ttlS: number }>,
  subject: { userId: number; requestId: number; bidId: number | null },
): Promise<void> {
  await q.query(
    `INSERT INTO hash_links (token_hash, scope, user_id, quote_request_id, quote_bid_id, expires_at)
     SELECT t.h, t.s, $4, $5, CASE WHEN t.s LIKE 'quote\\_%' THEN $6::int END, now() + make_interval(secs => t.ttl)
       FROM unnest($1::text[], $2::text[], $3::int[]) AS t(h, s, ttl)`,
    [links.map((l) => l.tokenHash), links.map((l) => l.scope), links.map((l) => l.ttlS), subject.userId, subject.requestId, subject.bidId],
  );
}

async function findByHash(q: Queryable, tokenHash: string): Promise<LinkRow | undefined> {
  const { rows } = await q.query<LinkRow>(
    `SELECT id, scope, user_id, quote_request_id, quote_bid_id, expires_at, used_at, expires_at <= now() AS is_expired
       FROM hash_links WHERE token_hash = $1`,
    [tokenHash],
  );
  return rows[0];
}

/**
 * Spends a single-use link: true for exactly one caller. A second click waits on the row lock of the first and, once
 * that commits, finds the link used; if the first rolled back (its action was refused), the second may still act.
 */
async function spend(q: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await q.query('UPDATE hash_links SET used_at = now() WHERE id = $1 AND used_at IS NULL AND expires_at > now()', [
    id,
  ]);
  return rowCount === 1;
}

/** Deletes links expired more than `graceHours` ago (the cleanup sweep). */
async function deleteExpired(q: Queryable, graceHours: number): Promise<number> {
  const { rowCount } = await q.query('DELETE FROM hash_links WHERE expires_at < now() - make_interval(hours => $1)', [graceHours]);
  return rowCount ?? 0;
}

const sha256 = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** The page a link opens (without the language prefix): requests and quotes have one page each. */
export function linkPagePath(scope: HashLinkScope, token: string): string {
  return `${isRequestScope(scope) ? '/request-link' : '/quote-link'}/${token}`;
}

/**
 * New links for `userId` on a request (and, for quote scopes, its bid), stored in the caller's transaction: they
 * exist exactly when the e-mail that carries them does. Answers each scope's page path (token included) for the e-mail.
 */
export async function issueLinks(
  q: Queryable,
  subject: { userId: number; requestId: number; bidId?: number | null },
  scopes: readonly HashLinkScope[],
): Promise<Partial<Record<HashLinkScope, string>>> {
  const usable = scopes.filter((s) => isRequestScope(s) || subject.bidId);
  const tokens = usable.map((scope) => ({ scope, token: crypto.randomBytes(32).toString('base64url') }));
  if (!tokens.length) return {};
  await insertMany(
    q,
    tokens.map((t) => ({ tokenHash: sha256(t.token), scope: t.scope, ttlS: HASH_LINK_RULES[t.scope].ttlS })),
    { userId: subject.userId, requestId: subject.requestId, bidId: subject.bidId ?? null },
  );
  return Object.fromEntries(tokens.map((t) => [t.scope, linkPagePath(t.scope, t.token)]));
}

/**
 * The link behind a token, or undefined. Looked up by the token's SHA-256 through a unique index, so how long an
 * answer takes says nothing about how close a guess was; a string that is not a token is not looked up at all.
 */
export async function findLink(q: Queryable, token: string): Promise<LinkRow | undefined> {
  if (!HASH_LINK_TOKEN.test(token)) return undefined;
  return findByHash(q, sha256(token));
}

export function linkStatus(row: LinkRow): HashLinkStatus {
  if (row.used_at && HASH_LINK_RULES[row.scope].singleUse) return 'used';
  return row.is_expired ? 'expired' : 'valid';
}

/** Spends a single-use link in the caller's transaction (true for exactly one of concurrent callers). */
export const spendLink = spend;

/** Expired links stay a day (a late click is told "expired", not "unknown"), then go (the cleanup sweep). */
export const deleteExpiredLinks = (q: Queryable) => deleteExpired(q, 24);
