/**
 * The sign-in providers configured by env, built once per app: OpenID Connect clients for Google and
 * Apple (discovery from their issuers), the Facebook Graph adapter, Apple's client secret, the redirect URIs.
 */
import type { SocialProvider } from '@shared/domain/social-sign-in';
import { socialProviders, type Env } from '../../config/env';
import { createOidcClient, type OidcClient } from '../../lib/oidc-client';
import { createFacebookGraph, type FacebookGraph } from './social-facebook';
import { appleClientSecrets } from './social-apple';
import { providerDisabled } from './social-auth.errors';

const GOOGLE_ISSUER = 'https://accounts.google.com';

export interface OidcProvider {
  oidc: OidcClient;
  clientId: string;
  /** The client secret for a client id (Apple: per platform). */
  secretFor(clientId: string): Promise<string | undefined>;
  /** Apple: the client id of codes from the iOS app (its bundle id). */
  iosClientId?: string;
}

export interface SocialSetup {
  enabled: SocialProvider[];
  google?: OidcProvider;
  apple?: OidcProvider;
  facebook?: { graph: FacebookGraph; appId: string };
  /** Where the provider sends the browser back: {PUBLIC_URL}/api/auth/{provider}/callback. */
  redirectUri(provider: SocialProvider): string;
}

const built = new WeakMap<Env, SocialSetup>();

function build(env: Env): SocialSetup {
  const enabled = socialProviders(env);
  const timeoutMs = env.SOCIAL_HTTP_TIMEOUT_MS;
  const base = env.PUBLIC_URL.replace(/\/+$/, '');
  const setup: SocialSetup = { enabled, redirectUri: (p) => `${base}/api/auth/${p}/callback` };
  if (enabled.includes('google') && env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    const secret = env.GOOGLE_CLIENT_SECRET;
    const isGoogle = env.GOOGLE_ISSUER.replace(/\/+$/, '') === GOOGLE_ISSUER;
    setup.google = {
      // Google's ID tokens name their issuer with or without the scheme.
      oidc: createOidcClient({ issuer: env.GOOGLE_ISSUER, alsoIssuers: isGoogle ? ['accounts.google.com'] : [], timeoutMs }),
      clientId: env.GOOGLE_CLIENT_ID,
      secretFor: async (id) => (id === env.GOOGLE_CLIENT_ID ? secret : undefined),
    };
  }
  if (enabled.includes('apple') && env.APPLE_CLIENT_ID) {
    setup.apple = {
      oidc: createOidcClient({ issuer: env.APPLE_ISSUER, timeoutMs }),
      clientId: env.APPLE_CLIENT_ID,
      iosClientId: env.APPLE_IOS_CLIENT_ID || undefined,
      secretFor: appleClientSecrets({
        clientId: env.APPLE_CLIENT_ID,
        issuer: env.APPLE_ISSUER,
        clientSecret: env.APPLE_CLIENT_SECRET,
        teamId: env.APPLE_TEAM_ID,
        keyId: env.APPLE_KEY_ID,
        privateKey: env.APPLE_PRIVATE_KEY,
      }),
    };
  }
  if (enabled.includes('facebook') && env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET) {
    setup.facebook = {
      appId: env.FACEBOOK_APP_ID,
      graph: createFacebookGraph({
        appId: env.FACEBOOK_APP_ID,
        appSecret: env.FACEBOOK_APP_SECRET,
        graphUrl: env.FACEBOOK_GRAPH_URL,
        dialogUrl: env.FACEBOOK_DIALOG_URL,
        timeoutMs,
      }),
    };
  }
  return setup;
}

/** The setup of this app's env (one per app instance: caches of discovery documents and keys live in it). */
export function socialSetup(env: Env): SocialSetup {
  let s = built.get(env);
  if (!s) {
    s = build(env);
    built.set(env, s);
  }
  return s;
}

/** The provider's OpenID Connect client, or 404 social_provider_disabled. */
export function oidcProvider(setup: SocialSetup, provider: 'google' | 'apple'): OidcProvider {
  const p = setup[provider];
  if (!p) throw providerDisabled();
  return p;
}

export function facebookProvider(setup: SocialSetup): NonNullable<SocialSetup['facebook']> {
  if (!setup.facebook) throw providerDisabled();
  return setup.facebook;
}
