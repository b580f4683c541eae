/**
 * What a browser does at the local OpenID provider (server/test/oidc-fixture.ts), for API tests: follows the
 * provider's redirects with a cookie jar, fills its sign-in page with an e-mail address, and stops when the provider
 * sends the browser back to the relying party — by a redirect, or by an auto-submitted form (response_mode=form_post).
 */
export type ProviderAnswer = { kind: 'redirect'; url: string } | { kind: 'form_post'; action: string; fields: Record<string, string> };

const unescape = (s: string) =>
  s
    .replace(/&#(\d+);/g, (_m, n: string) => String.fromCharCode(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_m, n: string) => String.fromCharCode(parseInt(n, 16)))
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"');

export class ProviderBrowser {
  private readonly jar = new Map<string, string>();

  private cookieHeader(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private keep(res: Response): void {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(c) || value === '') this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }

  private async go(url: string, init: RequestInit = {}): Promise<Response> {
    const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as object), cookie: this.cookieHeader() } });
    this.keep(res);
    return res;
  }

  /** Starts at the authorization URL and signs in as `email` when asked; answers how the provider hands back. */
  async signIn(authorizationUrl: string, email: string): Promise<ProviderAnswer> {
    const origin = new URL(authorizationUrl).origin;
    let res = await this.go(authorizationUrl);
    let url = authorizationUrl;
    for (let hop = 0; hop < 20; hop += 1) {
      if (res.status >= 300 && res.status < 400) {
        const next = new URL(res.headers.get('location') ?? '', url).toString();
        if (new URL(next).origin !== origin) return { kind: 'redirect', url: next };
        url = next;
        res = await this.go(url);
        continue;
      }
      const html = await res.text();
      const login = /action="(\/interaction\/[^"]+\/login)"/.exec(html);
      if (login) {
        url = new URL(login[1], url).toString();
        res = await this.go(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ email }).toString(),
        });
        continue;
      }
      const form = /<form method="post" action="([^"]+)">/.exec(html);
      if (form) {
        const fields: Record<string, string> = {};
        for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)) fields[m[1]] = unescape(m[2]);
        return { kind: 'form_post', action: unescape(form[1]), fields };
      }
      throw new Error(`unexpected provider answer ${res.status}: ${html.slice(0, 300)}`);
    }
    throw new Error('too many redirects at the provider');
  }
}

/** Path and query of a URL (what a supertest agent of the app requests). */
export function pathOf(url: string): string {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
}
