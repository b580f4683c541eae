/**
 * An OpenID Connect relying party for one issuer (Google, Apple, or a local provider in tests): discovery from
 * `{issuer}/.well-known/openid-configuration`, the authorization URL, the code exchange and ID token checks with jose:
 * signature against the issuer's JWKS, `iss`, `aud` (and `azp` when there are several audiences), `exp`/`iat`, an
 * algorithm allow-list (RS256, ES256: `none` and HMAC are refused) and, when expected, the nonce.
 */
import crypto from 'node:crypto';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';

export const ID_TOKEN_ALGORITHMS = ['RS256', 'ES256'];
/** Clock skew allowed on exp/iat/nbf. */
const CLOCK_TOLERANCE_S = 30;
/** Discovery documents are read again after this long (keys rotate through the JWKS, which jose refetches itself). */
const METADATA_TTL_MS = 60 * 60 * 1000;

export interface OidcMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  token_endpoint_auth_methods_supported?: string[];
}

/**
 * Why a step failed: `invalid` is the caller's token or code (refuse it), `unavailable` is the provider (try later).
 * The detail is for logs only.
 */
export class OidcError extends Error {
  constructor(
    readonly kind: 'invalid' | 'unavailable',
    readonly detail: string,
  ) {
    super(`oidc-${kind}: ${detail}`);
    this.name = 'OidcError';
  }
}

export interface OidcClientConfig {
  issuer: string;
  /** Other spellings of the issuer the provider puts in `iss` (Google also uses "accounts.google.com"). */
  alsoIssuers?: string[];
  timeoutMs: number;
}

export interface TokenSet {
  id_token: string;
  access_token?: string;
}

const trimSlash = (s: string) => s.replace(/\/+$/, '');

/** base64url(SHA-256(verifier)): the PKCE S256 challenge. */
export function pkceChallenge(verifier: string): string {
  return crypto.createHash('sha256').update(verifier).digest('base64url');
}

export function sha256Hex(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

/** Constant-time equality of two strings (false for different lengths). */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

async function fetchJson(url: string, init: RequestInit, timeoutMs: number): Promise<{ status: number; body: unknown }> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    throw new OidcError('unavailable', `fetch ${new URL(url).host}: ${(err as Error)?.name ?? 'error'}`);
  }
  const body = await res.json().catch(() => null);
  return { status: res.status, body };
}

function isMetadata(v: unknown): v is OidcMetadata {
  const m = v as Record<string, unknown> | null;
  return Boolean(
    m &&
    typeof m.issuer === 'string' &&
    typeof m.authorization_endpoint === 'string' &&
    typeof m.token_endpoint === 'string' &&
    typeof m.jwks_uri === 'string',
  );
}

/** Maps jose's refusals to `invalid`; a JWKS that cannot be fetched is the provider being `unavailable`. */
function tokenError(err: unknown): OidcError {
  if (err instanceof OidcError) return err;
  if (err instanceof joseErrors.JWKSTimeout) return new OidcError('unavailable', 'jwks timeout');
  if (err instanceof joseErrors.JOSEError) return new OidcError('invalid', err.code);
  if (err instanceof TypeError) return new OidcError('unavailable', `jwks: ${err.message}`);
  return new OidcError('invalid', 'token');
}

export type OidcClient = ReturnType<typeof createOidcClient>;

export function createOidcClient(cfg: OidcClientConfig) {
  const issuer = trimSlash(cfg.issuer);
  let metadata: { value: Promise<OidcMetadata>; at: number } | undefined;
  let jwks: { uri: string; set: ReturnType<typeof createRemoteJWKSet> } | undefined;

  async function load(): Promise<OidcMetadata> {
    const { status, body } = await fetchJson(`${issuer}/.well-known/openid-configuration`, {}, cfg.timeoutMs);
    if (status !== 200 || !isMetadata(body)) throw new OidcError('unavailable', `discovery status ${status}`);
    // OpenID Connect Discovery §4.3: the document must name the issuer it was fetched from.
    if (trimSlash(body.issuer) !== issuer) throw new OidcError('unavailable', 'discovery issuer mismatch');
    return body;
  }

  /** The provider's metadata (cached for an hour; a failed fetch is not cached). */
  function discover(): Promise<OidcMetadata> {
    if (!metadata || Date.now() - metadata.at > METADATA_TTL_MS) {
      const value = load();
      metadata = { value, at: Date.now() };
      value.catch(() => {
        if (metadata?.value === value) metadata = undefined;
      });
    }
    return metadata.value;
  }

  async function keySet() {
    const m = await discover();
    if (jwks?.uri !== m.jwks_uri)
      jwks = { uri: m.jwks_uri, set: createRemoteJWKSet(new URL(m.jwks_uri), { timeoutDuration: cfg.timeoutMs }) };
    return jwks.set;
  }

  return {
    issuer,
    discover,

    /** The authorization endpoint with these query parameters. */
    async authorizationUrl(params: Record<string, string>): Promise<string> {
      const url = new URL((await discover()).authorization_endpoint);
      for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
      return url.toString();
    },

    /** Exchanges an authorization code at the token endpoint (client_secret_post when offered, else basic). */
    async exchangeCode(input: {
      code: string;
      clientId: string;
      clientSecret: string;
      redirectUri?: string;
      codeVerifier?: string;
    }): Promise<TokenSet> {
      const m = await discover();
      const form = new URLSearchParams({ grant_type: 'authorization_code', code: input.code });
      if (input.redirectUri) form.set('redirect_uri', input.redirectUri);
      if (input.codeVerifier) form.set('code_verifier', input.codeVerifier);
      const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' };
      const methods = m.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
      if (methods.includes('client_secret_post')) {
        form.set('client_id', input.clientId);
        form.set('client_secret', input.clientSecret);
      } else {
        const enc = (s: string) => encodeURIComponent(s);
        headers.Authorization = `Basic ${Buffer.from(`${enc(input.clientId)}:${enc(input.clientSecret)}`).toString('base64')}`;
      }
      const { status, body } = await fetchJson(m.token_endpoint, { method: 'POST', headers, body: form.toString() }, cfg.timeoutMs);
      const b = body as { id_token?: unknown; access_token?: unknown; error?: unknown } | null;
      // RFC 6749 §5.2: a used, expired or foreign code is invalid_grant (the caller's fault); anything else the provider's.
      if (status === 400 && b?.error === 'invalid_grant') throw new OidcError('invalid', 'invalid_grant');
      if (status !== 200 || typeof b?.id_token !== 'string') throw new OidcError('unavailable', `token endpoint status ${status}`);
      return { id_token: b.id_token, access_token: typeof b.access_token === 'string' ? b.access_token : undefined };
    },

    /** Verifies an ID token for `audience`; with `nonceHash`, the token must carry a nonce whose SHA-256 (hex) it is. */
    async verifyIdToken(idToken: string, opts: { audience: string; nonceHash?: string }): Promise<JWTPayload> {
      let payload: JWTPayload;
      try {
        const keys = await keySet();
        ({ payload } = await jwtVerify(idToken, keys, {
          issuer: [issuer, ...(cfg.alsoIssuers ?? [])],
          audience: opts.audience,
          algorithms: ID_TOKEN_ALGORITHMS,
          requiredClaims: ['sub', 'iat', 'exp'],
          clockTolerance: CLOCK_TOLERANCE_S,
        }));
      } catch (err) {
        throw tokenError(err);
      }
      // OpenID Connect Core §3.1.3.7: with several audiences, azp must be this client.
      if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== opts.audience) throw new OidcError('invalid', 'azp');
      if (opts.nonceHash !== undefined) {
        if (typeof payload.nonce !== 'string' || !safeEqual(sha256Hex(payload.nonce), opts.nonceHash)) {
          throw new OidcError('invalid', 'nonce');
        }
      }
      return payload;
    },
  };
}
