/** Account use cases: register, log in, sessions, me, change password, switch role. */
import { fullName, type Me, type MeBrief, type RegisterInput, type LoginInput, type UserRole } from '@shared/schemas/accounts.schema';
import { passwordUserInputs } from '@shared/domain/password-strength';
import { SESSION_MAX_AGE_S } from '@shared/domain/limits';
import { buildPath, ROLE_LANDING } from '@shared/routes/route-paths';
import { ERROR_CODES } from '@shared/api/api-error';
import type { Db } from '../../lib/db';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, newSessionToken } from '../../middleware/session';
import * as repo from './accounts.repository';
import { assertNewPassword } from './password-policy';
import { grantStarterCredit } from '../wallet/wallet.service';
import { getCertification } from '../certificates/certificates.service';

export interface NewSession {
  token: string;
  userId: number;
}

/** Creates a consumer (or pro) account with an empty wallet and signs it in; the password must pass the policy. */
export async function registerManual(db: Db, input: RegisterInput): Promise<NewSession> {
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
  const passwd_hash = await hashPassword(input.passwd);
  const user = await db
    .withTransaction(async (tx) => {
      const u = await repo.insert(tx, { ...input, passwd_hash, device_id: input.device_id });
      await repo.insertWallet(tx, u.id);
      return u;
    })
    .catch((err: { code?: string }) => {
      if (err.code === '23505') throw conflict(ERROR_CODES.ACCOUNT_EXISTS, 'account_exists');
      throw err;
    });
  // A new pro gets the starter free credit once (SPEC §7 free credit events), so the first quotes can be sent.
  if (input.role === 'pro') await grantStarterCredit(db, user.id);
  return createSession(db, user.id, input.device_id);
}

/** Checks username-or-email and password; the same error for an unknown user and a wrong password. */
export async function login(db: Db, input: LoginInput): Promise<NewSession> {
  const user = await repo.findByLogin(db, input.username);
  const ok = user ? await verifyPassword(input.passwd, user.passwd_hash) : await verifyPassword(input.passwd, DUMMY_HASH);
  if (!user || !ok) {
    throw new AppError({ code: ERROR_CODES.INVALID_CREDENTIALS, status: 401, messageKey: 'invalid_credentials' });
  }
  return createSession(db, user.id, input.device_id);
}

// Verifying against a fixed hash keeps the timing of "no such user" close to "wrong password".
const DUMMY_HASH = 'scrypt$16384$8$1$c2lmdXNpZnVzaWZ1c2lmdQ==$yBUy6eZ1veTSlKT9lHpTx+Il9fv3U7E6NZs9w78xOKs=';

export async function createSession(db: Db, userId: number, deviceId?: string): Promise<NewSession> {
  const token = newSessionToken();
  await repo.insertSession(db, { tokenHash: hashToken(token), userId, deviceId, maxAgeS: SESSION_MAX_AGE_S });
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

/** SPEC §3 user info for the signed-in user. */
export async function getMe(db: Db, userId: number): Promise<Me> {
  const [row, certification] = await Promise.all([repo.findMe(db, userId), getCertification(db, userId)]);
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
    available_wallet_amount: row.available_wallet_amount,
    credit_purchased: row.credit_purchased,
    payment_error: row.payment_error,
    quote_service_count: row.quote_service_count,
    role: row.role,
    proMode: row.role === 'pro',
    unreadCount: row.unread_count,
    id_status: certification.id_status,
    qualificationStatusList: certification.qualificationStatusList,
  };
}

export async function getMeBrief(db: Db, userId: number): Promise<MeBrief> {
  const me = await getMe(db, userId);
  return { id: me.id, full_name: me.full_name, role: me.role, proMode: me.proMode, s3_thumb_url: me.s3_thumb_url };
}

/** Changes the password (policy: password-policy.ts) and signs out every other session of the user. */
export async function changePassword(
  db: Db,
  user: { id: number; tokenHash: string },
  input: { current_password: string; new_password: string },
): Promise<void> {
  const stored = await repo.findCredentials(db, user.id);
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
 * that is not archived) lands on onboarding instead of the empty lead list (issue 9).
 */
export async function switchRole(db: Db, userId: number, role: UserRole): Promise<{ role: UserRole; landing: string }> {
  await repo.updateRole(db, userId, role);
  if (role !== 'pro') return { role, landing: ROLE_LANDING.consumer };
  await grantStarterCredit(db, userId);
  const me = await repo.findMe(db, userId);
  return { role, landing: me && me.quote_service_count > 0 ? ROLE_LANDING.pro : buildPath('onboarding') };
}
