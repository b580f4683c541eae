/** The e-mail of a one-time link that an account asks for by address (a login link, a password reset link). */
import { fullName } from '@shared/schemas/accounts.schema';
import { buildPath, type RouteName } from '@shared/routes/route-paths';
import type { FullDeps } from '../../lib/adapters';
import { hashToken } from '../../middleware/session';
import { newLinkToken } from './sign-in-codes.crypto';
import { replaceUnusedLinks, type LinkRecipient, type LinkTable } from '../../lib/one-time-links';
import { findRecipientByEmail } from './one-time-links.repository';

export interface LinkMail {
  /** The name of the background job that sends it. */
  job: string;
  table: LinkTable;
  /** The columns of the new link row besides user_id, expires_at and requested_ip. */
  values: (user: LinkRecipient, tokenHash: string) => Record<string, string>;
  ttlS: number;
  /** The page the link opens, with the token as its `hash`. */
  route: RouteName;
  email: (lang: LinkRecipient['language'], p: { name: string; link: string; minutes: number }) => { subject: string; text: string };
  tag: string;
}

/**
 * Always the same answer, at once: the look-up, the link and the e-mail happen after the response (deps.background),
 * so neither the body, the status nor the timing says whether the account exists.
 */
export function requestLinkByEmail(deps: FullDeps, email: string, ip: string | undefined, mail: LinkMail): { sent: true } {
  deps.background.run(mail.job, () => sendLinkToAccount(deps, email, ip ?? null, mail));
  return { sent: true };
}

/**
 * Stores a new link for the account of `email` (if any; older unused links stop working) and e-mails it, in the
 * account's language.
 */
async function sendLinkToAccount(deps: FullDeps, email: string, ip: string | null, mail: LinkMail): Promise<void> {
  const user = await findRecipientByEmail(deps.db, email);
  if (!user) return;
  const token = newLinkToken();
  await replaceUnusedLinks(deps.db, mail.table, { userId: user.id, values: mail.values(user, hashToken(token)), ttlS: mail.ttlS, ip });
  const base = deps.env.PUBLIC_URL.replace(/\/$/, '');
  const link = `${base}${buildPath(mail.route, { hash: token }, user.language === 'en-HK' ? 'en-HK' : 'zh-HK')}`;
  const { subject, text } = mail.email(user.language, { name: fullName(user), link, minutes: mail.ttlS / 60 });
  await deps.mailer.send({ to: user.email, subject, text, tag: mail.tag });
}
