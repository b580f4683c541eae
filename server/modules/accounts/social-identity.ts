/**
 * Turns what a client sends into a verified provider identity — or refuses it. Knowing a social
 * user id is never enough:
 *  - Google: the ID token's signature, issuer, audience (our client id), expiry and algorithm are checked (jose), its
 *    `sub` must be the google_user_id sent, and its nonce must be one we issued (POST /api/auth/nonce), used once;
 *  - Apple: the one-time code is exchanged with Apple (client secret) and the ID token Apple answers is checked;
 *  - Facebook: debug_token must say the access token is valid, of this app, for the facebook_user_id sent.
 */
import crypto from 'node:crypto';
import type { JWTPayload } from 'jose';
import type { SocialProvider } from '@shared/domain/social-sign-in';
import { EMAIL_PATTERN } from '@shared/domain/formats';
import type { SocialCredential } from '@shared/schemas/social-auth.schema';
import type { Queryable } from '../../lib/db';
import { sha256Hex } from '../../lib/oidc-client';
import { facebookProvider, oidcProvider, type SocialSetup } from './social-config';
import { fromProviderFailure, providerDisabled, tokenInvalid } from './social-auth.errors';
import * as repo from './social-auth.repository';

export interface VerifiedIdentity {
  provider: SocialProvider;
  /** The provider's stable id of the user (OpenID `sub`, Facebook user id). */
  subject: string;
  email: string | null;
  /** The provider vouches for the e-mail (Google, Apple `email_verified`; Facebook never does). */
  emailVerified: boolean;
  name: string | null;
  firstName: string;
  lastName: string;
}

export const NONCE_TTL_S = 600;

/** A new nonce for a native sign-in request, stored as its SHA-256 only. */
export async function issueNonce(db: Queryable): Promise<{ nonce: string; expires_in: number }> {
  const nonce = crypto.randomBytes(32).toString('base64url');
  await repo.insertTicket(db, { tokenHash: sha256Hex(nonce), kind: 'nonce', provider: null, payload: {}, ttlS: NONCE_TTL_S });
  return { nonce, expires_in: NONCE_TTL_S };
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 200) : null);

function emailOf(v: unknown): string | null {
  const email = text(v)?.toLowerCase() ?? null;
  return email && email.length <= 254 && EMAIL_PATTERN.test(email) ? email : null;
}

/** The identity an ID token describes (Apple sends email_verified as a string). */
export function identityFromClaims(provider: 'google' | 'apple', claims: JWTPayload): VerifiedIdentity {
  const email = emailOf(claims.email);
  return {
    provider,
    subject: String(claims.sub),
    email,
    emailVerified: Boolean(email) && (claims.email_verified === true || claims.email_verified === 'true'),
    name: text(claims.name),
    firstName: text(claims.given_name)?.slice(0, 60) ?? '',
    lastName: text(claims.family_name)?.slice(0, 60) ?? '',
  };
}

async function verifyGoogle(db: Queryable, setup: SocialSetup, cred: { google_user_id: string; id_token: string }) {
  const p = oidcProvider(setup, 'google');
  const claims = await p.oidc.verifyIdToken(cred.id_token, { audience: p.clientId }).catch((err: unknown) => {
    throw fromProviderFailure(err, 'google');
  });
  if (claims.sub !== cred.google_user_id) throw tokenInvalid();
  // The nonce binds the token to one sign-in we started: a token replayed (or minted for another site) is refused.
  if (typeof claims.nonce !== 'string' || !(await repo.consumeTicket(db, sha256Hex(claims.nonce), 'nonce'))) throw tokenInvalid();
  return identityFromClaims('google', claims);
}

async function verifyApple(setup: SocialSetup, cred: { code: string; platform: 'web' | 'ios' | 'android' }) {
  const p = oidcProvider(setup, 'apple');
  const clientId = cred.platform === 'ios' && p.iosClientId ? p.iosClientId : p.clientId;
  const clientSecret = await p.secretFor(clientId).catch((err: unknown) => {
    throw fromProviderFailure(err, 'apple');
  });
  if (!clientSecret) throw providerDisabled();
  try {
    const tokens = await p.oidc.exchangeCode({
      code: cred.code,
      clientId,
      clientSecret,
      // A code from the web (Apple's JS) was issued for our redirect URI; native codes have none.
      redirectUri: cred.platform === 'web' ? setup.redirectUri('apple') : undefined,
    });
    return identityFromClaims('apple', await p.oidc.verifyIdToken(tokens.id_token, { audience: clientId }));
  } catch (err) {
    throw fromProviderFailure(err, 'apple');
  }
}

/** Verifies a credential from users/login, users/sign_up or users/connect_social. */
export async function verifyCredential(db: Queryable, setup: SocialSetup, cred: SocialCredential): Promise<VerifiedIdentity> {
  if (cred.provider === 'google') return verifyGoogle(db, setup, cred);
  if (cred.provider === 'apple') return verifyApple(setup, cred);
  const fb = facebookProvider(setup);
  const profile = await fb.graph.verifyUserToken(cred.access_token, cred.facebook_user_id).catch((err: unknown) => {
    throw fromProviderFailure(err, 'facebook');
  });
  return facebookIdentity(profile);
}

/** Facebook does not say whether the e-mail is verified: it is taken as unverified. */
export function facebookIdentity(profile: { id: string; name: string | null; email: string | null }): VerifiedIdentity {
  return {
    provider: 'facebook',
    subject: profile.id,
    email: emailOf(profile.email),
    emailVerified: false,
    name: text(profile.name),
    firstName: text(profile.name)?.slice(0, 60) ?? '',
    lastName: '',
  };
}
