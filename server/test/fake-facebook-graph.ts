/**
 * A local stand-in for Facebook's Graph API (node:http on 127.0.0.1) for the social sign-in tests: debug_token (only
 * with this app's token), /me (only with the right appsecret_proof), and the OAuth code exchange (with PKCE).
 */
import http from 'node:http';
import crypto from 'node:crypto';

export interface FakeFacebookUser {
  id: string;
  name: string;
  email: string | null;
}

export interface FakeFacebookGraph {
  url: string;
  appId: string;
  appSecret: string;
  /** A user access token; `appId` names another app's token, `valid: false` an expired or revoked one. */
  issueToken(user: FakeFacebookUser, o?: { appId?: string; valid?: boolean }): string;
  /** What the OAuth dialog does when the user agrees: a code for this redirect URI and PKCE challenge. */
  authorize(dialogUrl: string, user: FakeFacebookUser): { code: string; state: string; redirectUri: string };
  close(): Promise<void>;
}

export async function startFakeFacebookGraph(o: { appId?: string; appSecret?: string } = {}): Promise<FakeFacebookGraph> {
  const appId = o.appId ?? '1234567890';
  const appSecret = o.appSecret ?? crypto.randomBytes(16).toString('hex');
  const tokens = new Map<string, { user: FakeFacebookUser; appId: string; valid: boolean }>();
  const codes = new Map<string, { user: FakeFacebookUser; redirectUri: string; challenge: string }>();

  const issueToken = (user: FakeFacebookUser, t: { appId?: string; valid?: boolean } = {}) => {
    const token = `EAA${crypto.randomBytes(24).toString('hex')}`;
    tokens.set(token, { user, appId: t.appId ?? appId, valid: t.valid ?? true });
    return token;
  };
  const json = (res: http.ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  const oauthError = { error: { message: 'Invalid OAuth access token', type: 'OAuthException', code: 190 } };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://graph.local');
    const q = (k: string) => url.searchParams.get(k) ?? '';
    if (url.pathname === '/debug_token') {
      if (q('access_token') !== `${appId}|${appSecret}`) return json(res, 400, oauthError);
      const t = tokens.get(q('input_token'));
      if (!t) return json(res, 200, { data: { is_valid: false, error: { code: 190, message: 'Malformed access token' } } });
      return json(res, 200, { data: { app_id: t.appId, type: 'USER', is_valid: t.valid, user_id: t.user.id, scopes: ['email'] } });
    }
    if (url.pathname === '/me') {
      const t = tokens.get(q('access_token'));
      const proof = crypto.createHmac('sha256', appSecret).update(q('access_token')).digest('hex');
      if (!t || !t.valid || q('appsecret_proof') !== proof) return json(res, 400, oauthError);
      return json(res, 200, { id: t.user.id, name: t.user.name, ...(t.user.email ? { email: t.user.email } : {}) });
    }
    if (url.pathname === '/oauth/access_token') {
      const c = codes.get(q('code'));
      codes.delete(q('code'));
      const challenge = crypto.createHash('sha256').update(q('code_verifier')).digest('base64url');
      if (
        !c ||
        q('client_id') !== appId ||
        q('client_secret') !== appSecret ||
        q('redirect_uri') !== c.redirectUri ||
        challenge !== c.challenge
      ) {
        return json(res, 400, { error: { message: 'Invalid verification code format.', type: 'OAuthException', code: 100 } });
      }
      return json(res, 200, { access_token: issueToken(c.user), token_type: 'bearer', expires_in: 5_183_944 });
    }
    json(res, 404, { error: { message: 'Unknown path' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as { port: number };

  return {
    url: `http://127.0.0.1:${port}`,
    appId,
    appSecret,
    issueToken,
    authorize(dialogUrl, user) {
      const u = new URL(dialogUrl);
      const code = crypto.randomBytes(16).toString('hex');
      const redirectUri = u.searchParams.get('redirect_uri') ?? '';
      codes.set(code, { user, redirectUri, challenge: u.searchParams.get('code_challenge') ?? '' });
      return { code, state: u.searchParams.get('state') ?? '', redirectUri };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
