/**
 * Social sign-in use cases: log in with a provider credential, sign up from a verified identity,
 * connect and disconnect identities. The account-takeover rule: an identity that belongs to no account is never
 * attached to an existing account because the e-mail matches — not even when the provider says the e-mail is
 * verified. The owner logs in with the password (or another method) and connects the provider from settings; until
 * then the answer is 409 social_email_in_use. An account made through a provider has no password (NO_PASSWORD) until
 * a password reset sets one, and its last sign-in method cannot be removed.
 */
import crypto from 'node:crypto';
import { buildPath, ROLE_LANDING } from '@shared/routes/route-paths';
import type { SocialProvider } from '@shared/domain/social-sign-in';
import type { UserRole } from '@shared/schemas/accounts.schema';
import {
  credentialOf,
  type SignupNeeded,
  type SocialAccounts,
  type SocialCredential,
  type SocialLoginInput,
  type SocialSignUpInput,
} from '@shared/schemas/social-auth.schema';
import type { Db } from '../../lib/db';
import type { FullDeps } from '../../lib/adapters';
import { badRequest, notFound, type AppError } from '../../lib/errors';
import { hasPassword } from '../../lib/passwords';
import { sha256Hex } from '../../lib/oidc-client';
import { createSession, type NewSession } from './accounts.service';
import { assessSignIn } from './fraud-check.service';
import { socialSetup } from './social-config';
import { verifyCredential, type VerifiedIdentity } from './social-identity';
import { createAccount, suggestUsername, type CreatedAccount, type SocialSignIn } from './social-accounts';
import * as errors from './social-auth.errors';
import * as repo from './social-auth.repository';

export type { SocialSignIn };

/** How long a verified identity waits for the sign-up step. */
export const SIGNUP_TICKET_TTL_S = 900;

/** The account of a known identity (its use is recorded), or undefined. */
export async function knownUser(db: Db, identity: VerifiedIdentity): Promise<number | undefined> {
  const link = await repo.findIdentity(db, identity.provider, identity.subject);
  if (!link) return undefined;
  await repo.touchIdentity(db, identity.provider, identity.subject, identity.email);
  return link.user_id;
}

/** Signs a known user in: the fraud check of every log-in, then a new session. */
export async function signInUser(deps: FullDeps, userId: number, ctx: SocialSignIn): Promise<NewSession> {
  if (ctx.fraud) await assessSignIn(ctx.fraud, { kind: 'login', userId, ip: ctx.ip, deviceId: ctx.deviceId, seonSession: ctx.seonSession });
  return createSession(deps.db, userId, ctx.deviceId, { replaces: ctx.replaces, seonSession: ctx.seonSession });
}

async function signupNeeded(db: Db, identity: VerifiedIdentity): Promise<AppError> {
  // Account-takeover defence (see the file header): a matching e-mail is answered, never linked.
  if (identity.email && (await repo.emailTaken(db, identity.email))) return errors.emailInUse();
  const token = crypto.randomBytes(32).toString('base64url');
  await repo.insertTicket(db, {
    tokenHash: sha256Hex(token),
    kind: 'signup',
    provider: identity.provider,
    payload: identity,
    ttlS: SIGNUP_TICKET_TTL_S,
  });
  const details: SignupNeeded = {
    signup_token: token,
    provider: identity.provider,
    email: identity.email,
    email_verified: identity.emailVerified,
    name: identity.name,
    suggested_username: await suggestUsername(db, identity),
  };
  return errors.signupNeeded(details);
}

/**
 * POST users/login with a provider credential: a known identity signs in; an unknown one answers 422
 * social_signup_needed with a sign-up ticket, or 409 social_email_in_use when an account has its e-mail.
 */
export async function loginWithCredential(deps: FullDeps, cred: SocialCredential, ctx: SocialSignIn): Promise<NewSession> {
  const identity = await verifyCredential(deps.db, socialSetup(deps.env), cred);
  const userId = await knownUser(deps.db, identity);
  if (userId === undefined) throw await signupNeeded(deps.db, identity);
  return signInUser(deps, userId, ctx);
}

/** The social variants of POST users/login (the router's SignInContext, with what the body adds). */
export function loginWithBody(deps: FullDeps, body: SocialLoginInput, ctx: SocialSignIn): Promise<NewSession> {
  const cred = credentialOf(body as Record<string, unknown>);
  if (!cred) throw badRequest('validation');
  return loginWithCredential(deps, cred, { ...ctx, deviceId: body.device_id ?? ctx.deviceId, seonSession: body.seon_session });
}

/** POST users/sign_up (social): a new account from a sign-up ticket or a credential verified now, signed in. */
export async function signUp(
  deps: FullDeps,
  input: SocialSignUpInput,
  ctx: SocialSignIn,
): Promise<{ session: NewSession; account: CreatedAccount }> {
  const source =
    'signup_token' in input
      ? { ticket: input.signup_token }
      : { identity: await verifyCredential(deps.db, socialSetup(deps.env), credentialOf(input as Record<string, unknown>)!) };
  const account = await createAccount(deps, source, {
    username: input.username,
    role: input.role,
    email: input.email,
    firstName: input.first_name,
    lastName: input.last_name,
    ctx,
  });
  const session = await createSession(deps.db, account.id, ctx.deviceId, { replaces: ctx.replaces, seonSession: ctx.seonSession });
  return { session, account };
}

/** Where a user lands after signing in through a provider: `next`, else onboarding for a new pro, else the role's page. */
export function landingFor(user: { role: UserRole; created: boolean }, next: string | null): string {
  if (next) return next;
  return user.created && user.role === 'pro' ? buildPath('onboarding') : ROLE_LANDING[user.role];
}

/** Links a verified identity to the user: one identity → one account, one identity per provider per account. */
export async function linkIdentity(db: Db, userId: number, identity: VerifiedIdentity): Promise<void> {
  const link = await repo.findIdentity(db, identity.provider, identity.subject);
  if (link) {
    if (link.user_id === userId) return;
    throw errors.alreadyLinked();
  }
  if (await repo.insertIdentity(db, { provider: identity.provider, subject: identity.subject, userId, email: identity.email })) return;
  // Lost a race, or the account has another identity of this provider.
  const now = await repo.findIdentity(db, identity.provider, identity.subject);
  if (now?.user_id === userId) return;
  throw now ? errors.alreadyLinked() : errors.providerTaken();
}

/** POST users/connect_social/{provider}: the credential must be that provider's. */
export async function connect(
  deps: FullDeps,
  userId: number,
  provider: SocialProvider,
  body: Record<string, unknown>,
): Promise<SocialAccounts> {
  const cred = credentialOf(body);
  if (!cred || cred.provider !== provider) throw badRequest('validation', { provider: 'invalid' });
  await linkIdentity(deps.db, userId, await verifyCredential(deps.db, socialSetup(deps.env), cred));
  return listAccounts(deps, userId);
}

/**
 * POST users/disconnect_social/{provider}: refused (409 social_last_method) when the account would be left with no
 * way to sign in: no password and no other connection. The user row is locked, so two concurrent disconnects of the
 * last two connections cannot both pass.
 */
export async function disconnect(deps: FullDeps, userId: number, provider: SocialProvider): Promise<SocialAccounts> {
  await deps.db.withTransaction(async (tx) => {
    const cred = await repo.lockCredentials(tx, userId);
    const identities = await repo.listIdentities(tx, userId);
    if (!cred || !identities.some((i) => i.provider === provider)) throw notFound();
    if (!hasPassword(cred.passwd_hash) && identities.length <= 1) throw errors.lastMethod();
    await repo.deleteIdentity(tx, userId, provider);
  });
  return listAccounts(deps, userId);
}

/** GET users/social_accounts */
export async function listAccounts(deps: FullDeps, userId: number): Promise<SocialAccounts> {
  const [identities, hash] = await Promise.all([repo.listIdentities(deps.db, userId), repo.passwordHashOf(deps.db, userId)]);
  return {
    available: socialSetup(deps.env).enabled,
    accounts: identities.map((i) => ({ provider: i.provider, email: i.email, created: i.created })),
    has_password: hash !== undefined && hasPassword(hash),
  };
}
