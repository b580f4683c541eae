/**
 * SPEC §2 email_change: with the current password, a single-use link valid 24 hours goes to the new
 * address and a notice to the current one. The address changes only when the signed-in owner uses the link; it is
 * then verified. A taken address is a 409 both when asking and when confirming.
 */
import crypto from 'node:crypto';
import { ERROR_CODES } from '@shared/api/api-error';
import { buildPath } from '@shared/routes/route-paths';
import { fullName } from '@shared/schemas/accounts.schema';
import type { FullDeps } from '../../lib/adapters';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { hashToken } from '../../middleware/session';
import * as repo from './email-change.repository';
import { emailChangeConfirmEmail, emailChangeNoticeEmail, maskEmail } from './settings-emails';
import * as userRecords from '../accounts/user-records.service';

/** How long a confirmation link works. */
export const EMAIL_CHANGE_TTL_S = 24 * 3600;

const emailTaken = () =>
  new AppError({ code: ERROR_CODES.ACCOUNT_EXISTS, status: 409, messageKey: 'email_in_use', fields: { new_email: 'email_in_use' } });
const linkInvalid = () => notFound('email_change_link_invalid');

/** POST /api/user/email_change */
export async function requestEmailChange(
  deps: FullDeps,
  userId: number,
  input: { new_email: string; password: string },
  ip: string | null,
): Promise<{ sent: true; new_email: string; expires_in: number }> {
  const user = await repo.findRequester(deps.db, userId);
  if (!user) throw notFound();
  // The password first: whether an address is taken is only told to the account holder.
  const ok = user.passwd_hash ? await verifyPassword(input.password, user.passwd_hash) : false;
  if (!ok) throw badRequest('wrong_password', { password: 'wrong_password' });
  if (input.new_email.toLowerCase() === user.email.toLowerCase()) throw badRequest('validation', { new_email: 'email_unchanged' });
  if (await repo.emailTaken(deps.db, input.new_email, userId)) throw emailTaken();
  const token = crypto.randomBytes(32).toString('base64url');
  await repo.replaceLink(deps.db, { userId, newEmail: input.new_email, tokenHash: hashToken(token), ttlS: EMAIL_CHANGE_TTL_S, ip });
  deps.background.run('email-change-mail', () => sendMails(deps, user, input.new_email, token));
  return { sent: true, new_email: input.new_email, expires_in: EMAIL_CHANGE_TTL_S };
}

async function sendMails(deps: FullDeps, user: repo.ChangeRequester, newEmail: string, token: string): Promise<void> {
  const base = deps.env.PUBLIC_URL.replace(/\/$/, '');
  const prefix = user.language === 'en-HK' ? 'en-HK' : 'zh-HK';
  const name = fullName(user);
  const confirm = emailChangeConfirmEmail(user.language, {
    name,
    link: `${base}${buildPath('emailChange', { hash: token }, prefix)}`,
    hours: EMAIL_CHANGE_TTL_S / 3600,
  });
  const notice = emailChangeNoticeEmail(user.language, {
    name,
    maskedNewEmail: maskEmail(newEmail),
    settingsLink: `${base}${buildPath('settings', { path: 'password' }, prefix)}`,
  });
  await deps.mailer.send({ to: newEmail, subject: confirm.subject, text: confirm.text, tag: 'email_change' });
  await deps.mailer.send({ to: user.email, subject: notice.subject, text: notice.text, tag: 'email_change_notice' });
}

/** POST /api/user/email_change/confirm: uses the link (once, even under concurrent calls) and changes the address. */
export async function confirmEmailChange(deps: FullDeps, userId: number, hash: string): Promise<{ email: string }> {
  const tokenHash = hashToken(hash);
  return deps.db
    .withTransaction(async (tx) => {
      const email = await repo.consumeLink(tx, userId, tokenHash);
      if (!email) throw linkInvalid();
      if (await repo.emailTaken(tx, email, userId)) throw emailTaken();
      await userRecords.setVerifiedEmail(tx, userId, email);
      await repo.dropUnusedLinks(tx, userId);
      return { email };
    })
    .catch((err: { code?: string }) => {
      // Taken by a sign-up between the check and the update (unique index on lower(email)).
      if (err.code === '23505') throw emailTaken();
      throw err;
    });
}
