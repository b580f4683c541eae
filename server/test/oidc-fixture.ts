/**
 * A real OpenID Connect provider (oidc-provider from npm) on 127.0.0.1, standing in for Google or Apple in the API
 * tests and in Playwright (scripts/oidc-dev-provider.ts). One confidential client (client_secret_post, PKCE) with the
 * given redirect URIs; a minimal interaction: a page asking for an e-mail address (the account, created on first use)
 * and a button; consent is granted with the login. It can also sign ID tokens with its own key (the one its JWKS
 * publishes), for the native token tests. Plain TypeScript that Node runs as it is (scripts/oidc-dev-provider.ts).
 */
import http from 'node:http';
import crypto from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import Provider from 'oidc-provider';

export interface FixtureAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  given_name: string;
  family_name: string;
}

export interface OidcFixture {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Accounts by e-mail; the interaction page creates unknown ones (email_verified: true). */
  accounts: Map<string, FixtureAccount>;
  /** Adds (or replaces) an account; answers it. */
  addAccount(a: Partial<FixtureAccount> & { email: string }): FixtureAccount;
  /** A JWT signed with the provider's own key (kid of its JWKS), default issuer and audience filled in. */
  signIdToken(claims: JWTPayload, opts?: { expiresIn?: string | number }): Promise<string>;
  close(): Promise<void>;
}

export interface OidcFixtureOptions {
  redirectUris: string[];
  /** 0 (default) picks a free port. */
  port?: number;
  clientId?: string;
  clientSecret?: string;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"></head>
<body style="font-family: system-ui, sans-serif; max-width: 360px; margin: 48px auto">${body}</body></html>`;
}

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** oidc-provider's storage, in memory for the life of the fixture (its own default warns on every start). */
function memoryAdapter() {
  const store = new Map<string, { payload: Record<string, unknown>; until: number }>();
  const live = (key: string) => {
    const hit = store.get(key);
    if (hit && hit.until < Date.now()) store.delete(key);
    return store.get(key)?.payload;
  };
  return class MemoryAdapter {
    private readonly name: string;
    constructor(name: string) {
      this.name = name;
    }
    private key(id: string) {
      return `${this.name}:${id}`;
    }
    async upsert(id: string, payload: Record<string, unknown>, expiresIn?: number) {
      store.set(this.key(id), { payload, until: expiresIn ? Date.now() + expiresIn * 1000 : Number.MAX_SAFE_INTEGER });
    }
    async find(id: string) {
      return live(this.key(id));
    }
    async findByUid(uid: string) {
      for (const [k, v] of store) if (k.startsWith(`${this.name}:`) && v.payload.uid === uid) return live(k);
      return undefined;
    }
    async findByUserCode(userCode: string) {
      for (const [k, v] of store) if (k.startsWith(`${this.name}:`) && v.payload.userCode === userCode) return live(k);
      return undefined;
    }
    async consume(id: string) {
      const p = live(this.key(id));
      if (p) p.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      store.delete(this.key(id));
    }
    async revokeByGrantId(grantId: string) {
      for (const [k, v] of store) if (v.payload.grantId === grantId) store.delete(k);
    }
  };
}

export async function startOidcFixture(opts: OidcFixtureOptions): Promise<OidcFixture> {
  // The server listens before the provider exists (the issuer names the port), so a request that arrives in
  // between waits for the handler instead of hanging with no answer (once it stalled the e2e run's readiness check).
  const ready: { handler?: http.RequestListener } = {};
  const early: (() => void)[] = [];
  const server = http.createServer((req, res) => {
    if (ready.handler) ready.handler(req, res);
    else early.push(() => ready.handler!(req, res));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as { port: number };
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = opts.clientId ?? 'sifu-test-client';
  const clientSecret = opts.clientSecret ?? crypto.randomBytes(24).toString('base64url');
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = crypto.randomBytes(8).toString('hex');
  const jwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  const accounts = new Map<string, FixtureAccount>();

  const addAccount = (a: Partial<FixtureAccount> & { email: string }): FixtureAccount => {
    const email = a.email.toLowerCase();
    const local = email.split('@')[0];
    const account: FixtureAccount = {
      sub: a.sub ?? crypto.createHash('sha256').update(`${issuer}|${email}`).digest('hex').slice(0, 21),
      email,
      email_verified: a.email_verified ?? true,
      name: a.name ?? local,
      given_name: a.given_name ?? local,
      family_name: a.family_name ?? 'Test',
    };
    accounts.set(email, account);
    return account;
  };
  const bySub = (sub: string) => [...accounts.values()].find((a) => a.sub === sub);

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: opts.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    adapter: memoryAdapter(),
    ttl: { AccessToken: 3600, AuthorizationCode: 600, IdToken: 3600, Interaction: 3600, Session: 86_400, Grant: 86_400 },
    jwks: { keys: [jwk] },
    cookies: { keys: [crypto.randomBytes(32).toString('base64url')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
      // Apple's scope for the name.
      name: ['name', 'given_name', 'family_name'],
    },
    // Like Google and Apple: the granted claims are in the ID token itself.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx: unknown, sub: string) {
      const account = bySub(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ ...account }) };
    },
  });
  const oidcCallback = provider.callback();

  // Login and consent in one step: the account's grant covers the requested scopes.
  async function finishLogin(req: http.IncomingMessage, res: http.ServerResponse, email: string) {
    const details = await provider.interactionDetails(req, res);
    const account = accounts.get(email.toLowerCase()) ?? addAccount({ email });
    const grant = new provider.Grant({ accountId: account.sub, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.sub }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  async function interaction(req: http.IncomingMessage, res: http.ServerResponse) {
    const [, , uid, action] = (req.url ?? '').split('?')[0].split('/');
    if (req.method === 'POST' && action === 'login') {
      const email = (await readForm(req)).get('email')?.trim() ?? '';
      if (!email.includes('@')) {
        res.writeHead(400, { 'Content-Type': 'text/plain' }).end('email required');
        return;
      }
      await finishLogin(req, res, email);
      return;
    }
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === 'consent' && details.session?.accountId) {
      const account = bySub(details.session.accountId);
      if (account) return finishLogin(req, res, account.email);
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(
      page(
        'Test OpenID Provider',
        `<h1>Test OpenID Provider</h1>
<form method="post" action="/interaction/${esc(uid)}/login">
<p><label for="email">Email address</label><br><input id="email" name="email" type="email" autocomplete="email" required></p>
<p><button type="submit">Sign in</button></p></form>`,
      ),
    );
  }

  ready.handler = (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.url === '/favicon.ico') {
      res.writeHead(204).end();
      return;
    }
    if ((req.url ?? '').startsWith('/interaction/')) {
      interaction(req, res).catch((err: unknown) => {
        if (!res.headersSent) res.writeHead(400, { 'Content-Type': 'text/plain' });
        res.end(`interaction failed: ${err instanceof Error ? err.message : String(err)}`);
      });
      return;
    }
    oidcCallback(req, res);
  };
  for (const replay of early.splice(0)) replay();

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    addAccount,
    async signIdToken(claims, o = {}) {
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'RS256', kid })
        .setIssuer(typeof claims.iss === 'string' ? claims.iss : issuer)
        .setAudience(claims.aud ?? clientId)
        .setIssuedAt(typeof claims.iat === 'number' ? claims.iat : undefined)
        .setExpirationTime(o.expiresIn ?? (typeof claims.exp === 'number' ? claims.exp : '10m'))
        .sign(privateKey);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
