/**
 * Social sign-in test setup: two local OpenID providers (Google, Apple) and a fake Facebook Graph, the env that points
 * the app at them, and helpers to make the credentials a native app would send.
 */
import type request from 'supertest';
import { socialAuthContract } from '@shared/api/social-auth.contract';
import { urlOf } from '@shared/api/endpoint';
import { startOidcFixture, type OidcFixture } from './oidc-fixture';
import { startFakeFacebookGraph, type FakeFacebookGraph } from './fake-facebook-graph';
import { ProviderBrowser } from './oidc-browser';
import { createTestContext, type TestContext } from './test-app';
import { setUpForSuite } from './set-up';

/** The app's public origin in these tests (supertest does not listen there; the providers only redirect to it). */
export const SOCIAL_PUBLIC_URL = 'http://sifu.test';

export interface SocialProviders {
  google: OidcFixture;
  apple: OidcFixture;
  facebook: FakeFacebookGraph;
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startSocialProviders(): Promise<SocialProviders> {
  const callback = (p: string) => `${SOCIAL_PUBLIC_URL}${urlOf(socialAuthContract.callback, { params: { provider: p } })}`;
  const [google, apple, facebook] = await Promise.all([
    startOidcFixture({ redirectUris: [callback('google')], clientId: 'sifu-web.apps.googleusercontent.test' }),
    startOidcFixture({ redirectUris: [callback('apple')], clientId: 'hk.sifu.web' }),
    startFakeFacebookGraph(),
  ]);
  return {
    google,
    apple,
    facebook,
    env: {
      PUBLIC_URL: SOCIAL_PUBLIC_URL,
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_ISSUER: google.issuer,
      APPLE_CLIENT_ID: apple.clientId,
      APPLE_CLIENT_SECRET: apple.clientSecret,
      APPLE_ISSUER: apple.issuer,
      FACEBOOK_APP_ID: facebook.appId,
      FACEBOOK_APP_SECRET: facebook.appSecret,
      FACEBOOK_GRAPH_URL: facebook.url,
      FACEBOOK_DIALOG_URL: `${facebook.url}/dialog/oauth`,
      SOCIAL_HTTP_TIMEOUT_MS: '5000',
    },
    async close() {
      await Promise.all([google.close(), apple.close(), facebook.close()]);
    },
  };
}

/** For the suite: the providers, and a test context whose env points the app at them; the app is closed first. */
export function setUpSocialSuite(): { p: SocialProviders; ctx: TestContext } {
  const p = setUpForSuite(startSocialProviders);
  const ctx = setUpForSuite(
    () => createTestContext({ env: p.env }),
    async (app) => {
      await app.close();
      await p.close();
    },
  );
  return { p, ctx };
}

type Agent = ReturnType<typeof request.agent>;

/** A nonce from POST /api/auth/nonce, as a native app asks for one before Google sign-in. */
export async function issuedNonce(agent: Agent): Promise<string> {
  const res = await agent.post(urlOf(socialAuthContract.nonce));
  if (res.status !== 200) throw new Error(`nonce failed: ${res.status}`);
  return res.body.data.nonce as string;
}

/** The ID token Google Sign-In would give a native app for this account (signed by the local provider). */
export async function googleIdToken(
  p: SocialProviders,
  agent: Agent,
  email: string,
  claims: Record<string, unknown> = {},
): Promise<{ google_user_id: string; id_token: string }> {
  const account = p.google.accounts.get(email) ?? p.google.addAccount({ email });
  const id_token = await p.google.signIdToken({
    sub: account.sub,
    email: account.email,
    email_verified: account.email_verified,
    name: account.name,
    given_name: account.given_name,
    family_name: account.family_name,
    nonce: await issuedNonce(agent),
    ...claims,
  });
  return { google_user_id: account.sub, id_token };
}

/** An authorization code of the local "Apple" for the web client (what Apple's JS hands the page), by its sign-in page. */
export async function appleCode(p: SocialProviders, email: string): Promise<string> {
  const url = new URL(`${p.apple.issuer}/auth`);
  const q = {
    client_id: p.apple.clientId,
    redirect_uri: `${SOCIAL_PUBLIC_URL}${urlOf(socialAuthContract.callback, { params: { provider: 'apple' } })}`,
    response_type: 'code',
    response_mode: 'form_post',
    scope: 'openid email name',
    state: 'native-test',
  };
  for (const [k, v] of Object.entries(q)) url.searchParams.set(k, v);
  const answer = await new ProviderBrowser().signIn(url.toString(), email);
  if (answer.kind !== 'form_post' || !answer.fields.code) throw new Error(`no code from the provider: ${JSON.stringify(answer)}`);
  return answer.fields.code;
}
