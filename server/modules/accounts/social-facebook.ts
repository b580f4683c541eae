/**
 * Facebook Login through the Graph API. A user access token is accepted only when debug_token,
 * asked with this app's token (`app_id|app_secret`), says it is valid, was issued to this app and is for the expected
 * user; the profile (`/me?fields=id,name,email`) must be that user too. Calls carry `appsecret_proof`.
 */
import crypto from 'node:crypto';
import { OidcError } from '../../lib/oidc-client';

export interface FacebookConfig {
  appId: string;
  appSecret: string;
  graphUrl: string;
  dialogUrl: string;
  timeoutMs: number;
}

export interface FacebookProfile {
  id: string;
  name: string | null;
  email: string | null;
}

const trimSlash = (s: string) => s.replace(/\/+$/, '');

export type FacebookGraph = ReturnType<typeof createFacebookGraph>;

export function createFacebookGraph(cfg: FacebookConfig) {
  const graph = trimSlash(cfg.graphUrl);
  const proof = (token: string) => crypto.createHmac('sha256', cfg.appSecret).update(token).digest('hex');

  async function get(path: string, query: Record<string, string>): Promise<{ status: number; body: Record<string, unknown> | null }> {
    const url = new URL(`${graph}${path}`);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    let res: Response;
    try {
      res = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(cfg.timeoutMs), headers: { Accept: 'application/json' } });
    } catch (err) {
      throw new OidcError('unavailable', `graph ${path}: ${(err as Error)?.name ?? 'error'}`);
    }
    const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    return { status: res.status, body };
  }

  return {
    /** The OAuth dialog for the browser redirect flow. */
    authorizationUrl(params: Record<string, string>): string {
      const url = new URL(cfg.dialogUrl);
      url.searchParams.set('client_id', cfg.appId);
      for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
      return url.toString();
    },

    /** Exchanges the dialog's code (with the PKCE verifier) for a user access token. */
    async exchangeCode(input: { code: string; redirectUri: string; codeVerifier: string }): Promise<string> {
      const { status, body } = await get('/oauth/access_token', {
        client_id: cfg.appId,
        client_secret: cfg.appSecret,
        redirect_uri: input.redirectUri,
        code: input.code,
        code_verifier: input.codeVerifier,
      });
      if (status === 200 && typeof body?.access_token === 'string') return body.access_token;
      if (status === 400) throw new OidcError('invalid', 'facebook code');
      throw new OidcError('unavailable', `facebook code exchange status ${status}`);
    },

    /**
     * Checks a user access token and answers its profile. `expectedUserId` (the facebook_user_id a client sent) must be
     * the token's user: knowing someone's Facebook id is never enough.
     */
    async verifyUserToken(accessToken: string, expectedUserId?: string): Promise<FacebookProfile> {
      const debug = await get('/debug_token', { input_token: accessToken, access_token: `${cfg.appId}|${cfg.appSecret}` });
      if (debug.status !== 200 && debug.status !== 400) throw new OidcError('unavailable', `debug_token status ${debug.status}`);
      const data = (debug.body?.data ?? null) as { is_valid?: unknown; app_id?: unknown; user_id?: unknown } | null;
      if (!data || data.is_valid !== true) throw new OidcError('invalid', 'facebook token not valid');
      if (String(data.app_id) !== cfg.appId) throw new OidcError('invalid', 'facebook token of another app');
      const userId = String(data.user_id ?? '');
      if (!userId || (expectedUserId !== undefined && userId !== expectedUserId)) throw new OidcError('invalid', 'facebook user mismatch');
      const me = await get('/me', { fields: 'id,name,email', access_token: accessToken, appsecret_proof: proof(accessToken) });
      if (me.status !== 200 || !me.body) {
        throw new OidcError(me.status === 400 || me.status === 401 ? 'invalid' : 'unavailable', `me status ${me.status}`);
      }
      if (String(me.body.id) !== userId) throw new OidcError('invalid', 'facebook profile mismatch');
      const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
      return { id: userId, name: text(me.body.name), email: text(me.body.email) };
    },
  };
}
