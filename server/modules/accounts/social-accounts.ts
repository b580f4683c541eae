/**
 * Accounts made from a verified provider identity: no password (NO_PASSWORD until a reset sets one),
 * the e-mail verified only when the provider vouches for it, a username chosen or suggested from the profile, the
 * identity linked, the fraud check and referral of every sign-up. A sign-up ticket is used up in the same transaction,
 * so a refused sign-up (username taken…) can be tried again with it, and a replayed ticket never makes two accounts.
 */
import crypto from 'node:crypto';
import { ERROR_CODES } from '@shared/api/api-error';
import type { UserRole } from '@shared/schemas/accounts.schema';
import type { FullDeps } from '../../lib/adapters';
import type { Db, Queryable } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { NO_PASSWORD } from '../../lib/passwords';
import { sha256Hex } from '../../lib/oidc-client';
import { grantStarterCredit, openWallet } from '../wallet/wallet.service';
import { recordReferral } from '../referrals/referrals.service';
import { setReferredBy } from './user-records.repository';
import type { SignInContext } from './accounts.service';
import { assessSignIn, linkAssessmentToUser } from './fraud-check.service';
import type { VerifiedIdentity } from './social-identity';
import * as errors from './social-auth.errors';
import * as repo from './social-auth.repository';

/** A sign-in through a provider: the SignInContext of every method, plus what the client sent with it. */
export interface SocialSignIn extends SignInContext {
  deviceId?: string;
  seonSession?: string;
  language: 'zh-HK' | 'en-HK';
}

export interface AccountChoice {
  /** Chosen by the user (validated by the shared schema); else one is suggested. */
  username?: string;
  role: UserRole;
  /** Used only when the provider gave no e-mail (then it is not verified). */
  email?: string;
  firstName?: string;
  lastName?: string;
  ctx: SocialSignIn;
}

export interface CreatedAccount {
  id: number;
  role: UserRole;
  emailVerified: boolean;
}

function usernameBase(identity: VerifiedIdentity): string {
  const raw = identity.email?.split('@')[0] || identity.name || '';
  const base = raw
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}_.-]+/gu, '_')
    .replace(/_{2,}/g, '_')
    .replace(/^[_.-]+|[_.-]+$/g, '')
    .slice(0, 30);
  return base.length >= 3 ? base : `${identity.provider}_${base || 'user'}`.slice(0, 30);
}

/** A free username from the profile: the e-mail's local part or the name, else with a 4-digit suffix. */
export async function suggestUsername(db: Queryable, identity: VerifiedIdentity): Promise<string> {
  const base = usernameBase(identity);
  const candidates = [base, ...Array.from({ length: 6 }, () => `${base}_${crypto.randomInt(1000, 10_000)}`)];
  const taken = await repo.takenUsernames(db, candidates);
  return candidates.find((c) => !taken.has(c.toLowerCase())) ?? `${base}_${crypto.randomBytes(4).toString('hex')}`;
}

const usernameTaken = () =>
  new AppError({ code: ERROR_CODES.ACCOUNT_EXISTS, status: 409, messageKey: 'account_exists', fields: { username: 'username_taken' } });

async function identityOf(tx: Queryable, source: { identity: VerifiedIdentity } | { ticket: string }): Promise<VerifiedIdentity> {
  if ('identity' in source) return source.identity;
  const ticket = await repo.consumeTicket<VerifiedIdentity>(tx, sha256Hex(source.ticket), 'signup');
  if (!ticket) throw errors.signupTokenInvalid();
  return ticket.payload;
}

/** Maps a unique violation of a concurrent sign-up to its answer. */
function uniqueViolation(err: unknown): unknown {
  const e = err as { code?: string; constraint?: string };
  if (e?.code !== '23505') return err;
  if (e.constraint === 'users_email_key') return errors.emailInUse();
  if (e.constraint === 'users_username_key') return usernameTaken();
  return errors.alreadyLinked();
}

/** Creates the account of a verified identity (fraud check, wallet, identity link, referral); pros get starter credit. */
export async function createAccount(
  deps: FullDeps,
  source: { identity: VerifiedIdentity } | { ticket: string },
  choice: AccountChoice,
): Promise<CreatedAccount> {
  const db: Db = deps.db;
  const { ctx } = choice;
  const created = await db
    .withTransaction(async (tx) => {
      const identity = await identityOf(tx, source);
      if (await repo.findIdentity(tx, identity.provider, identity.subject)) throw errors.alreadyLinked();
      const email = identity.email ?? choice.email?.toLowerCase();
      if (!email) throw errors.emailRequired();
      if (await repo.emailTaken(tx, email)) throw errors.emailInUse();
      let username = choice.username;
      if (username && (await repo.takenUsernames(tx, [username])).size) throw usernameTaken();
      username ??= await suggestUsername(tx, identity);
      const assessment = ctx.fraud
        ? await assessSignIn(ctx.fraud, { kind: 'signup', email, ip: ctx.ip, deviceId: ctx.deviceId, seonSession: ctx.seonSession })
        : null;
      const emailVerified = Boolean(identity.email) && identity.emailVerified;
      const firstName = choice.firstName?.trim() || identity.firstName || (identity.lastName ? '' : (identity.name ?? ''));
      const user = await repo.insertUser(tx, {
        username,
        email,
        passwdHash: NO_PASSWORD,
        firstName: firstName.slice(0, 60),
        lastName: (choice.lastName?.trim() || identity.lastName).slice(0, 60),
        role: choice.role,
        emailVerified,
        deviceId: ctx.deviceId,
        language: ctx.language,
      });
      await openWallet(tx, user.id);
      const linked = await repo.insertIdentity(tx, {
        provider: identity.provider,
        subject: identity.subject,
        userId: user.id,
        email: identity.email,
      });
      if (!linked) throw errors.alreadyLinked();
      await recordReferral(tx, user.id, ctx.referralHash, ctx.cookieDeviceId ?? ctx.deviceId, ctx.ip, setReferredBy);
      await linkAssessmentToUser(tx, assessment?.id ?? null, user.id, ctx.fraud);
      // A new pro gets the starter free credit once, in the account's transaction (as with a password sign-up).
      if (choice.role === 'pro') await grantStarterCredit(tx, user.id);
      return { id: user.id, role: choice.role, emailVerified };
    })
    .catch((err: unknown) => {
      throw uniqueViolation(err);
    });
  return created;
}
