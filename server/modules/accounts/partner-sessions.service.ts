/**
 * Partner sessions (SPEC §6; docs/decisions/0044): a partner's signed token, used once, becomes a Sifu session. The
 * partner user signs in to the account it is linked to; an unlinked one is linked to the account already signed in
 * in this browser, else gets a new consumer account. As with social sign-in, a matching e-mail never links an
 * existing account by itself (409 partner_email_in_use): its owner signs in first and opens the partner link again.
 */
import crypto from 'node:crypto';
import { PARTNER_SESSION_ERRORS as E } from '@shared/domain/partner-sessions';
import type { PartnerTokenPayload } from '@shared/schemas/partner-sessions.schema';
import { partnerSessionSecrets } from '../../config/env';
import type { FullDeps } from '../../lib/adapters';
import { AppError, notFound } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { NO_PASSWORD } from '../../lib/passwords';
import { openWallet } from '../wallet/wallet.service';
import type { NewSession } from './accounts.service';
import { assessSignIn, linkAssessmentToUser } from './fraud-check.service';
import { PartnerTokenError, verifyPartnerToken } from './partner-token';
import * as repo from './partner-sessions.repository';
import * as users from './social-auth.repository';
import { signInUser, type SocialSignIn } from './social-auth.service';

/** Whether the exchange exists: the flag is on and at least one partner has a secret to verify with. */
export function partnerSessionsOn(deps: Pick<FullDeps, 'env'>): boolean {
  return deps.env.featureFlags.partnerSessions && partnerSessionSecrets(deps.env).size > 0;
}

const refused = (code: string, status = 401) => new AppError({ code, status, messageKey: code });

/** A free username from the e-mail's local part, else with a suffix. */
async function usernameFor(db: FullDeps['db'], p: PartnerTokenPayload): Promise<string> {
  const local = p.email
    .split('@')[0]
    .replace(/[^A-Za-z0-9_.-]+/g, '_')
    .slice(0, 24);
  const base = local.length >= 3 ? local : `${p.partner}_user`;
  const candidates = [base, ...Array.from({ length: 5 }, () => `${base}_${crypto.randomInt(1000, 10_000)}`)];
  const taken = await users.takenUsernames(db, candidates);
  return candidates.find((c) => !taken.has(c.toLowerCase())) ?? `${base}_${crypto.randomBytes(4).toString('hex')}`;
}

/** The account of a verified token's partner user: its link, the signed-in account, or a new consumer account. */
async function accountOf(deps: FullDeps, p: PartnerTokenPayload, ctx: SocialSignIn, signedInUserId: number | null) {
  const link = { partner: p.partner, partnerUserId: p.sub, email: p.email.toLowerCase(), phone: p.phone ?? null };
  const linked = await repo.findLink(deps.db, p.partner, p.sub);
  if (linked) return { userId: linked.user_id, created: false };
  if (signedInUserId !== null) {
    if (!(await repo.insertLink(deps.db, { ...link, userId: signedInUserId }))) throw refused(E.EMAIL_IN_USE, 409);
    return { userId: signedInUserId, created: false };
  }
  if (await users.emailTaken(deps.db, link.email)) throw refused(E.EMAIL_IN_USE, 409);
  const username = await usernameFor(deps.db, p);
  const assessment = ctx.fraud
    ? await assessSignIn(ctx.fraud, { kind: 'signup', email: link.email, ip: ctx.ip, deviceId: ctx.deviceId })
    : null;
  const userId = await deps.db.withTransaction(async (tx) => {
    const user = await users.insertUser(tx, {
      username,
      email: link.email,
      passwdHash: NO_PASSWORD,
      firstName: (p.first_name ?? '').trim(),
      lastName: (p.last_name ?? '').trim(),
      role: 'consumer',
      // The partner vouches for its user's address, as a provider does for a verified e-mail.
      emailVerified: true,
      deviceId: ctx.deviceId,
      language: ctx.language,
    });
    await openWallet(tx, user.id);
    if (!(await repo.insertLink(tx, { ...link, userId: user.id }))) throw refused(E.REPLAYED);
    await linkAssessmentToUser(tx, assessment?.id ?? null, user.id, ctx.fraud);
    return user.id;
  });
  return { userId, created: true };
}

/**
 * POST users/partner_session: verifies the token (signature in constant time, expiry, single use), then signs the
 * partner user in. A flag that is off, or no secret, makes the endpoint a 404.
 */
export async function exchangePartnerToken(
  deps: FullDeps,
  token: string,
  ctx: SocialSignIn & { signedInUserId: number | null },
): Promise<{ session: NewSession; created: boolean }> {
  if (!partnerSessionsOn(deps)) throw notFound();
  let payload: PartnerTokenPayload;
  try {
    payload = verifyPartnerToken(token, partnerSessionSecrets(deps.env));
  } catch (err) {
    if (!(err instanceof PartnerTokenError)) throw err;
    logger().warn('partner-token-refused', { reason: err.code });
    throw refused(err.code);
  }
  await repo.sweepNonces(deps.db);
  if (!(await repo.useNonce(deps.db, payload.partner, payload.nonce, new Date(payload.exp * 1000)))) {
    logger().warn('partner-token-refused', { reason: E.REPLAYED, partner: payload.partner });
    throw refused(E.REPLAYED);
  }
  const { userId, created } = await accountOf(deps, payload, ctx, ctx.signedInUserId);
  const session = await signInUser(deps, userId, ctx);
  return { session, created };
}
