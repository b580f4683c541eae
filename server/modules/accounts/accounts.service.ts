/** Account use cases: register, log in, sessions, me, change password, switch role. */
import { fullName, type Me, type MeBrief, type RegisterInput, type LoginInput, type UserRole } from '@shared/schemas/accounts.schema';
import { passwordUserInputs } from '@shared/domain/password-strength';
import { SESSION_MAX_AGE_S } from '@shared/domain/limits';
import { buildPath, ROLE_LANDING } from '@shared/routes/route-paths';
import { ERROR_CODES } from '@shared/api/api-error';
import { shopEnabled } from '@shared/domain/shop';
import type { FullDeps } from '../../lib/adapters';
import type { Db, Queryable } from '../../lib/db';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { hashPassword, hasPassword, verifyPassword } from '../../lib/passwords';
import { port } from '../../lib/port';
import { hashToken, newSessionToken } from '../../middleware/session';
import * as repo from './accounts.repository';
import { assertNewPassword } from './password-policy';
import { grantStarterCredit, openWallet } from '../wallet/wallet.service';
import { getCertification } from '../certificates/certificates.service';
import { recordReferral } from '../referrals/referrals.service';
import { setReferredBy } from './user-records.repository';
import { assessSignIn, linkAssessmentToUser, type FraudDeps } from './fraud-check.service';
import { assertMaySignIn } from './account-suspension.service';

export interface NewSession {
  token: string;
  userId: number;
}

/** Where a sign-in comes from; every field is optional (seeds and scripts pass nothing). */
export interface SignInContext {
  /** The fraud check (SPEC §6 flag); none runs without it. */
  fraud?: FraudDeps;
  ip?: string;
  /** The session this browser held before (its token hash): deleted, as every sign-in gets a new token. */
  replaces?: string;
  /** The referral_hash cookie of a sign-up (recorded by referrals.service recordReferral). */
  referralHash?: string;
  /** The browser's device_id cookie, when the body names another device (native apps): both count as the device. */
  cookieDeviceId?: string;
}

/**
 * Creates a consumer (or pro) account with an empty wallet and signs it in; the password must pass the policy and
 * the sign-up the fraud check; a referral cookie records who referred the account.
 */
export async function registerManual(db: Db, input: RegisterInput, ctx: SignInContext = {}): Promise<NewSession> {
  assertNewPassword('passwd', input.passwd, passwordUserInputs(input));
  const taken = await repo.existsByUsernameOrEmail(db, input.username, input.email);
  if (taken.username || taken.email) {
    throw new AppError({
      code: ERROR_CODES.ACCOUNT_EXISTS,
      status: 409,
      messageKey: 'account_exists',
      fields: { ...(taken.username ? { username: 'username_taken' } : {}), ...(taken.email ? { email: 'email_taken' } : {}) },
    });
  }
  const assessment = ctx.fraud
    ? await assessSignIn(ctx.fraud, {
        kind: 'signup',
        email: input.email,
        ip: ctx.ip,
        deviceId: input.device_id,
        seonSession: input.seon_session,
      })
    : null;
  const passwd_hash = await hashPassword(input.passwd);
  const user = await db
    .withTransaction(async (tx) => {
      const u = await repo.insert(tx, { ...input, passwd_hash, device_id: input.device_id });
      await openWallet(tx, u.id);
      await recordReferral(tx, u.id, ctx.referralHash, ctx.cookieDeviceId ?? input.device_id, ctx.ip, setReferredBy);
      await linkAssessmentToUser(tx, assessment?.id ?? null, u.id, ctx.fraud);
      // A new pro gets the starter free credit once (SPEC §7 free credit events), so the first quotes can be sent:
      // in the account's own transaction, so a failure leaves neither a pro without credit nor a ledger without a user.
      if (input.role === 'pro') await grantStarterCredit(tx, u.id);
      return u;
    })
    .catch((err: { code?: string }) => {
      if (err.code === '23505') throw conflict(ERROR_CODES.ACCOUNT_EXISTS, 'account_exists');
      throw err;
    });
  return createSession(db, user.id, input.device_id, { replaces: ctx.replaces, seonSession: input.seon_session });
}

/** Checks username-or-email and password; the same error for an unknown user and a wrong password. */
export async function login(db: Db, input: LoginInput, ctx: SignInContext = {}): Promise<NewSession> {
  const user = await repo.findByLogin(db, input.username);
  const ok = user ? await verifyPassword(input.passwd, user.passwd_hash) : await verifyPassword(input.passwd, DUMMY_HASH);
  if (!user || !ok) {
    throw new AppError({ code: ERROR_CODES.INVALID_CREDENTIALS, status: 401, messageKey: 'invalid_credentials' });
  }
  // Only a right password is assessed: a challenge never tells a guesser whether the account exists.
  if (ctx.fraud) {
    await assessSignIn(ctx.fraud, {
      kind: 'login',
      userId: user.id,
      ip: ctx.ip,
      deviceId: input.device_id,
      seonSession: input.seon_session,
    });
  }
  return createSession(db, user.id, input.device_id, { replaces: ctx.replaces, seonSession: input.seon_session });
}

// Verifying against a fixed hash keeps the timing of "no such user" close to "wrong password".
const DUMMY_HASH = 'scrypt$16384$8$1$c2lmdXNpZnVzaWZ1c2lmdQ==$yBUy6eZ1veTSlKT9lHpTx+Il9fv3U7E6NZs9w78xOKs=';

/**
 * Every sign-in of every method gets a new random token, stored hashed with the SPEC §3
 * seon_session. `replaces`: the token hash of the session the browser held until now, which ends.
 */
export async function createSession(
  db: Db,
  userId: number,
  deviceId?: string,
  opts: { replaces?: string; seonSession?: string } = {},
): Promise<NewSession> {
  await assertMaySignIn(db, userId);
  const token = newSessionToken();
  await repo.insertSession(db, {
    tokenHash: hashToken(token),
    userId,
    deviceId,
    maxAgeS: SESSION_MAX_AGE_S,
    seonSession: opts.seonSession,
  });
  if (opts.replaces) await repo.deleteSession(db, opts.replaces);
  return { token, userId };
}

/** Ends the server-side session. */
export async function logout(db: Db, tokenHash: string): Promise<void> {
  await repo.deleteSession(db, tokenHash);
}

/** SPEC §7 check_account: "existing" when the username or email is registered. */
export async function checkAccount(
  db: Db,
  input: { username?: string; email?: string },
): Promise<{ message: 'existing' | 'not_existing' }> {
  const taken = await repo.existsByUsernameOrEmail(db, input.username ?? '', input.email ?? input.username ?? '');
  return { message: taken.username || taken.email ? 'existing' : 'not_existing' };
}

/**
 * SPEC §3 cartCount: the consumer's unpaid shop orders. The shop builds on accounts, so it plugs its count in here
 * (server/modules/compose.ts).
 */
export const shopCartCount = port<(q: Queryable, userId: number) => Promise<number>>('accounts: shop cart count');

/** SPEC §3 unreadBookingCount: bookings someone else made or changed since the user last opened their appointments. */
export const unreadBookingCount = port<(q: Queryable, userId: number) => Promise<number>>('accounts: unread booking count');

/** SPEC §3 user info for the signed-in user (cartCount only costs a query while the shop is on). */
export async function getMe(deps: Pick<FullDeps, 'db' | 'env'>, userId: number): Promise<Me> {
  const { db } = deps;
  const [row, certification, cartCount, unreadBookings] = await Promise.all([
    repo.findMe(db, userId),
    getCertification(db, userId),
    shopEnabled(deps.env.featureFlags) ? shopCartCount.call(db, userId) : 0,
    unreadBookingCount.call(db, userId),
  ]);
  if (!row) throw notFound();
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    full_name: fullName(row),
    first_name: row.first_name,
    last_name: row.last_name,
    s3_thumb_url: row.s3_thumb_url,
    onboard_state: row.onboard_state,
    is_phone_confirmed: row.is_phone_confirmed,
    phone: row.phone,
    is_email_verified: row.email_verified_at !== null,
    available_wallet_amount: row.available_wallet_amount,
    credit_purchased: row.credit_purchased,
    payment_error: row.payment_error,
    quote_service_count: row.quote_service_count,
    role: row.role,
    proMode: row.role === 'pro',
    unreadCount: row.unread_count,
    cartCount,
    unreadBookingCount: unreadBookings,
    id_status: certification.id_status,
    qualificationStatusList: certification.qualificationStatusList,
    is_staff: row.is_operator,
  };
}

export async function getMeBrief(deps: Pick<FullDeps, 'db' | 'env'>, userId: number): Promise<MeBrief> {
  const me = await getMe(deps, userId);
  return { id: me.id, full_name: me.full_name, role: me.role, proMode: me.proMode, s3_thumb_url: me.s3_thumb_url };
}

/** Changes the password (policy: password-policy.ts) and signs out every other session of the user. */
export async function changePassword(
  db: Db,
  user: { id: number; tokenHash: string },
  input: { current_password: string; new_password: string },
): Promise<void> {
  const stored = await repo.findCredentials(db, user.id);
  // An account made with Google, Apple or Facebook has no password; a reset link sets the first one.
  if (stored && !hasPassword(stored.passwd_hash)) throw badRequest('no_password_set', { current_password: 'no_password_set' });
  if (!stored || !(await verifyPassword(input.current_password, stored.passwd_hash))) {
    throw badRequest('wrong_password', { current_password: 'wrong_password' });
  }
  assertNewPassword('new_password', input.new_password, passwordUserInputs(stored));
  const hash = await hashPassword(input.new_password);
  await db.withTransaction(async (tx) => {
    await repo.updatePasswordHash(tx, user.id, hash);
    await repo.deleteOtherSessions(tx, user.id, user.tokenHash);
  });
}

/**
 * SPEC §2 role switch consumer ↔ pro; returns the landing page of the new role. A pro without a service (none
 * that is not archived) lands on onboarding instead of the empty lead list.
 */
export async function switchRole(db: Db, userId: number, role: UserRole): Promise<{ role: UserRole; landing: string }> {
  await db.withTransaction(async (tx) => {
    await repo.updateRole(tx, userId, role);
    if (role === 'pro') await grantStarterCredit(tx, userId);
  });
  if (role !== 'pro') return { role, landing: ROLE_LANDING.consumer };
  const me = await repo.findMe(db, userId);
  return { role, landing: me && me.quote_service_count > 0 ? ROLE_LANDING.pro : buildPath('onboarding') };
}
