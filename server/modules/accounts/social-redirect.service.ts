/**
 * "Continue with Google / Apple / Facebook" on the website: the authorization-code flow.
 *  - start: a random state, a PKCE verifier (S256) and a nonce. The state is stored hashed as a 10-minute single-use
 *    ticket with the intent, the page to land on, the PKCE challenge and the nonce's hash; the verifier goes to this
 *    browser only, in an HttpOnly cookie. The provider sees the state, the challenge and the nonce.
 *  - callback: the state is used up (a replay finds it used), the cookie's verifier must match the challenge (the
 *    same browser), the code is exchanged with the verifier and the ID token must carry the nonce. Then the user is
 *    signed in, the account created (username from the profile), or the identity connected.
 * Every outcome is a redirect: success lands on /login (SPEC §2, Apple's redirect target), which moves on to `next`
 * or the role's page once the new session cookie is readable; a failure lands on the login (or sign-up, or
 * connecting) page with `social_error` = a translated message key.
 */
import crypto from 'node:crypto';
import { DEFAULT_LANGUAGE, type Language } from '@shared/i18n/i18n-config';
import { buildPath } from '@shared/routes/route-paths';
import { SOCIAL_ERRORS, SOCIAL_LANDING, safeNextPath, type SocialIntent, type SocialProvider } from '@shared/domain/social-sign-in';
import type { UserRole } from '@shared/schemas/accounts.schema';
import type { SocialCallbackInput, SocialStartQuery } from '@shared/schemas/social-auth.schema';
import type { FullDeps } from '../../lib/adapters';
import { AppError } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { pkceChallenge, safeEqual, sha256Hex } from '../../lib/oidc-client';
import { createSession, type NewSession } from './accounts.service';
import { facebookProvider, oidcProvider, socialSetup, type SocialSetup } from './social-config';
import { facebookIdentity, identityFromClaims, type VerifiedIdentity } from './social-identity';
import { createAccount, type CreatedAccount, type SocialSignIn } from './social-accounts';
import { knownUser, landingFor, linkIdentity, signInUser } from './social-auth.service';
import * as errors from './social-auth.errors';
import * as repo from './social-auth.repository';

export const STATE_TTL_S = 600;
/** The HttpOnly cookie holding the PKCE verifier between start and callback (path /api/auth). */
export const PKCE_COOKIE = 'social_pkce';

interface StatePayload {
  intent: SocialIntent;
  next: string | null;
  role: UserRole | null;
  /** The account's language, and the URL prefix of the page the button was on (null: none). */
  lng: Language;
  prefix: Language | null;
  user_id: number | null;
  challenge: string;
  nonce_hash: string;
}

const random = () => crypto.randomBytes(32).toString('base64url');

/** Adds query values to a same-site path (which may carry its own query). */
function withQuery(path: string, values: Record<string, string>): string {
  const url = new URL(path, 'http://sifu.invalid');
  for (const [k, v] of Object.entries(values)) url.searchParams.set(k, v);
  return `${url.pathname}${url.search}`;
}

const MESSAGE_KEY = /^[a-z0-9_]{1,64}$/;

/** The message key a failure shows on the landing page (logged when it is not one of ours). */
function errorKey(err: unknown): string {
  if (err instanceof AppError && MESSAGE_KEY.test(err.messageKey)) return err.messageKey;
  logger().error('social-redirect-failed', { err: err instanceof Error ? err.message : String(err) });
  return SOCIAL_ERRORS.PROVIDER_ERROR;
}

/** Where a failure lands: the connecting page for a connection, else the page the button was on. */
function errorLanding(s: { intent: SocialIntent; next: string | null; prefix: Language | null }, key: string): string {
  if (s.intent === 'connect') return withQuery(s.next ?? buildPath('settings', {}, s.prefix), { [SOCIAL_LANDING.error]: key });
  return withQuery(buildPath(s.intent === 'signup' ? 'signup' : 'login', {}, s.prefix), {
    [SOCIAL_LANDING.error]: key,
    ...(s.next ? { from: s.next } : {}),
  });
}

async function authorizationUrl(setup: SocialSetup, provider: SocialProvider, s: { state: string; challenge: string; nonce: string }) {
  const common = { redirect_uri: setup.redirectUri(provider), state: s.state, code_challenge: s.challenge, code_challenge_method: 'S256' };
  if (provider === 'facebook') {
    return facebookProvider(setup).graph.authorizationUrl({ ...common, response_type: 'code', scope: 'email,public_profile' });
  }
  const p = oidcProvider(setup, provider);
  return p.oidc.authorizationUrl({
    ...common,
    response_type: 'code',
    client_id: p.clientId,
    nonce: s.nonce,
    // Apple sends name and e-mail only with response_mode=form_post (a POST to the callback).
    ...(provider === 'apple' ? { scope: 'openid name email', response_mode: 'form_post' } : { scope: 'openid email profile' }),
  });
}

/**
 * GET /api/auth/{provider}/start: the provider's authorization URL and the verifier for this browser's cookie.
 * `prefixed`: the page sent its language prefix (`lng`), so the pages landed on carry it too.
 */
export async function startRedirect(
  deps: FullDeps,
  provider: SocialProvider,
  query: SocialStartQuery,
  caller: { userId?: number; prefixed: boolean },
): Promise<{ location: string; verifier?: string }> {
  const next = safeNextPath(query.next);
  const lng = query.lng ?? DEFAULT_LANGUAGE;
  const prefix = caller.prefixed ? lng : null;
  if (query.intent === 'connect' && !caller.userId) {
    return { location: withQuery(buildPath('login', {}, prefix), next ? { from: next } : {}) };
  }
  try {
    const setup = socialSetup(deps.env);
    if (!setup.enabled.includes(provider)) throw errors.providerDisabled();
    const [state, verifier, nonce] = [random(), random(), random()];
    const payload: StatePayload = {
      intent: query.intent,
      next,
      role: query.role ?? null,
      lng,
      prefix,
      user_id: query.intent === 'connect' ? caller.userId! : null,
      challenge: pkceChallenge(verifier),
      nonce_hash: sha256Hex(nonce),
    };
    const location = await authorizationUrl(setup, provider, { state, challenge: payload.challenge, nonce }).catch((err: unknown) => {
      throw errors.fromProviderFailure(err, provider);
    });
    await repo.insertTicket(deps.db, { tokenHash: sha256Hex(state), kind: 'state', provider, payload, ttlS: STATE_TTL_S });
    return { location, verifier };
  } catch (err) {
    return { location: errorLanding({ intent: query.intent, next, prefix }, errorKey(err)) };
  }
}

/** Apple's form_post sends the user's name once, as JSON text ({"name":{"firstName","lastName"}}). */
function appleName(user: string | undefined): { firstName?: string; lastName?: string } {
  try {
    const name = (JSON.parse(user ?? '{}') as { name?: { firstName?: unknown; lastName?: unknown } }).name;
    const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 60) : undefined);
    return { firstName: text(name?.firstName), lastName: text(name?.lastName) };
  } catch {
    return {};
  }
}

async function identityFromCode(setup: SocialSetup, provider: SocialProvider, code: string, s: { verifier: string; nonceHash: string }) {
  const redirectUri = setup.redirectUri(provider);
  try {
    if (provider === 'facebook') {
      const fb = facebookProvider(setup);
      const token = await fb.graph.exchangeCode({ code, redirectUri, codeVerifier: s.verifier });
      return facebookIdentity(await fb.graph.verifyUserToken(token));
    }
    const p = oidcProvider(setup, provider);
    const clientSecret = await p.secretFor(p.clientId);
    if (!clientSecret) throw errors.providerDisabled();
    const tokens = await p.oidc.exchangeCode({ code, clientId: p.clientId, clientSecret, redirectUri, codeVerifier: s.verifier });
    return identityFromClaims(provider, await p.oidc.verifyIdToken(tokens.id_token, { audience: p.clientId, nonceHash: s.nonceHash }));
  } catch (err) {
    throw errors.fromProviderFailure(err, provider);
  }
}

export interface RedirectOutcome {
  location: string;
  /** A new session for this browser (sign-in or new account). */
  session?: NewSession;
  /** Set when an account was created. */
  account?: CreatedAccount;
}

async function signInOrCreate(deps: FullDeps, identity: VerifiedIdentity, s: StatePayload, signIn: SocialSignIn, name: object) {
  const known = await knownUser(deps.db, identity);
  const done = (target: string) => withQuery(buildPath('login', {}, s.prefix), { [SOCIAL_LANDING.done]: '1', from: target });
  if (known !== undefined) {
    const session = await signInUser(deps, known, signIn);
    const role = (await repo.roleOf(deps.db, known)) ?? 'consumer';
    return { location: done(landingFor({ role, created: false }, s.next)), session };
  }
  const account = await createAccount(deps, { identity }, { role: s.role ?? 'consumer', ...name, ctx: { ...signIn, language: s.lng } });
  const session = await createSession(deps.db, account.id, signIn.deviceId, { replaces: signIn.replaces, seonSession: signIn.seonSession });
  return { location: done(landingFor({ role: account.role, created: true }, s.next)), session, account };
}

/** GET or POST /api/auth/{provider}/callback. Never throws: every outcome is a redirect. */
export async function finishRedirect(
  deps: FullDeps,
  provider: SocialProvider,
  input: SocialCallbackInput,
  ctx: { verifier?: string; signIn: SocialSignIn },
): Promise<RedirectOutcome> {
  let s: StatePayload | undefined;
  try {
    const ticket = input.state ? await repo.consumeTicket<StatePayload>(deps.db, sha256Hex(input.state), 'state') : undefined;
    if (!ticket || ticket.provider !== provider) throw errors.stateInvalid();
    s = ticket.payload;
    // Only the browser that started the flow holds the verifier: a callback carried into another browser stops here.
    if (!ctx.verifier || !safeEqual(pkceChallenge(ctx.verifier), s.challenge)) throw errors.stateInvalid();
    if (input.error) throw input.error === 'access_denied' ? errors.cancelled() : errors.providerError();
    if (!input.code) throw errors.tokenInvalid();
    const identity = await identityFromCode(socialSetup(deps.env), provider, input.code, {
      verifier: ctx.verifier,
      nonceHash: s.nonce_hash,
    });
    if (s.intent === 'connect' && s.user_id) {
      // The session cookie (SameSite=Strict) does not come back from the provider's site: the state names the user.
      await linkIdentity(deps.db, s.user_id, identity);
      return { location: withQuery(s.next ?? buildPath('settings', {}, s.prefix), { [SOCIAL_LANDING.connected]: provider }) };
    }
    return await signInOrCreate(deps, identity, s, ctx.signIn, provider === 'apple' ? appleName(input.user) : {});
  } catch (err) {
    return { location: errorLanding(s ?? { intent: 'login', next: null, prefix: null }, errorKey(err)) };
  }
}
