/**
 * The page side of the server: language-prefix and trailing-slash redirects (SPEC §2), /logout, then React SSR for every
 * other GET. Public pages that carry no per-user markup are cached whole for visitors without a session;
 * concurrent misses for one key render once; hits are answered by `serveCached` before Express runs.
 */
import type http from 'node:http';
import type { Router, Request, Response } from 'express';
import { SESSION_COOKIE } from '@shared/domain/limits';
import { splitLanguagePrefix } from '@shared/i18n/i18n-config';
import type { AppDeps } from '../lib/app-deps';
import { logger } from '../lib/logger';
import { pageCacheEvents } from '../lib/metrics';
import { clearSessionCookie, deviceCookieHeader, newDeviceId } from '../lib/cookies';
import { languageRedirect, resolveLanguage } from '../middleware/language';
import * as accounts from '../modules/accounts/accounts.service';
import { onForget } from '../lib/memo-cache';
import { createPageCache, encodePage, etagOf, pageCacheKey, sendPage, type CachedPage } from './page-cache';
import type { ApiRegistry } from '../middleware/api-endpoint';
import { originCheck } from '../middleware/origin-check';
import { createRouter } from '../lib/router';
import { createRenderer, type RenderedPage } from './render-page';

interface Rendered {
  page: RenderedPage;
  /** The encoded cache entry being made, for a cacheable page. */
  cached: Promise<CachedPage> | null;
}
import { escapeHtml } from './serialize-state';
import { redactUrl } from '../lib/redact-url';

const cacheHits = pageCacheEvents.labels({ result: 'hit' });
const NOT_PAGES = /^\/(api|static|locales|og|ws|healthz|readyz|metrics)(\/|$)/;
const DROP_PARAMS = /^(utm_[a-z]+|fbclid|gclid|msclkid)$/;
const STORED_HEADERS = [
  'content-type',
  'content-language',
  'cache-control',
  'vary',
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** Path plus sorted query without tracking parameters: the cache key part of a URL. */
export function normalizeUrl(rawUrl: string): string {
  const q = rawUrl.indexOf('?');
  if (q < 0) return rawUrl;
  const params = new URLSearchParams(rawUrl.slice(q + 1));
  const kept = [...params].filter(([k]) => !DROP_PARAMS.test(k)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return kept.length ? `${rawUrl.slice(0, q)}?${new URLSearchParams(kept).toString()}` : rawUrl.slice(0, q);
}

function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return Boolean(cookieHeader && cookieHeader.includes(`${SESSION_COOKIE}=`));
}

export interface Ssr {
  router: Router;
  serveCached(req: http.IncomingMessage, res: http.ServerResponse): boolean;
  cache: ReturnType<typeof createPageCache>;
  /** Resolves when every page being rendered or encoded for the cache is done (tests, shutdown). */
  settled(): Promise<void>;
  /** A public page's share card (server/ssr/share-image.router.ts). */
  shareCard: ReturnType<typeof createRenderer>['shareCard'];
}

export async function createSsr(deps: AppDeps, api: ApiRegistry): Promise<Ssr> {
  const { renderPage: render, shareCard } = createRenderer(deps, api);
  const cache = createPageCache(deps.env.PAGE_CACHE_MAX_BYTES);
  // Pages are built on the public data cache: when some of it is dropped after a write, so are the pages.
  // A page rendered before the data was dropped is still being encoded when the drop happens: the generation keeps it
  // from being stored afterwards and served stale for the whole TTL, and a later request renders afresh instead of
  // joining it (the leader has answered, but its entry stays in flight until the encoding is done).
  let generation = 0;
  const inflight = new Map<string, Promise<Rendered>>();
  const encodings = new Set<Promise<unknown>>();
  onForget(deps.db, () => {
    generation++;
    cache.clear();
    inflight.clear();
  });
  const secure = deps.env.secureCookies;

  function serveCached(req: http.IncomingMessage, res: http.ServerResponse): boolean {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url || NOT_PAGES.test(req.url)) return false;
    if (hasSessionCookie(req.headers.cookie)) return false;
    // A referral link (?ref=) sets its cookie and redirects in Express (modules/referrals/referral-cookie.ts).
    if (/[?&]ref=/.test(req.url)) return false;
    const pathname = req.url.split('?', 1)[0];
    const page = cache.get(pageCacheKey(resolveLanguage(pathname, req.headers), normalizeUrl(req.url)));
    if (!page) return false;
    cacheHits.inc();
    const extra: Record<string, string> = { 'X-Cache': 'HIT' };
    if (!req.headers.cookie?.includes('device_id=')) extra['Set-Cookie'] = deviceCookieHeader(newDeviceId(), secure);
    sendPage(req, res, page, extra);
    return true;
  }

  /**
   * Renders once for a key. A cacheable page is encoded (gzip, brotli, ETag) in the background: the leader
   * answers at once with its HTML; requests that arrived meanwhile wait for the encoded entry.
   */
  async function renderForCache(req: Request, res: Response, key: string): Promise<Rendered> {
    const renderedIn = generation;
    const page = await render(req, res.locals.cspNonce);
    if (page.kind !== 'page' || page.status !== 200 || !page.cacheable) return { page, cached: null };
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Language', page.lng);
    res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
    res.setHeader('Vary', 'Accept-Encoding, Accept-Language, Cookie');
    const headers: Record<string, string> = {};
    for (const h of STORED_HEADERS) {
      const v = res.getHeader(h);
      if (v !== undefined) headers[h] = String(v);
    }
    const cached = encodePage(page.html, headers).then((encoded) => {
      if (renderedIn === generation) cache.set(key, encoded);
      return encoded;
    });
    // Tracked apart from `inflight`, which a forget empties: settled() still waits for it.
    encodings.add(cached);
    void cached.catch(() => undefined).finally(() => encodings.delete(cached));
    return { page, cached };
  }

  const router = createRouter();

  // SPEC §2: logout clears the session, then redirects to login. Only a same-origin POST does it (the /logout page
  // and the account menu post a form), so another site cannot sign a user out with an <img> or a link.
  router.post(['/logout', '/:lng/logout'], originCheck(deps.env.PUBLIC_URL), async (req, res) => {
    if (req.sessionTokenHash) await accounts.logout(deps.db, req.sessionTokenHash);
    clearSessionCookie(res, secure);
    res.redirect(303, `/${splitLanguagePrefix(req.path).prefix ?? req.lng}/login`);
  });

  router.get('/{*splat}', async (req, res, next) => {
    if (NOT_PAGES.test(req.path)) return next();
    const redirectTo = languageRedirect(req.path) ?? slashRedirect(req.path);
    if (redirectTo) {
      const q = req.originalUrl.indexOf('?');
      return res.redirect(301, redirectTo + (q >= 0 ? req.originalUrl.slice(q) : ''));
    }
    // SPEC §8: a session that has ended (signed out elsewhere, password changed or reset) has its cookie cleared and
    // the page renders for a visitor, so a private page goes to login instead of failing on the refused session.
    if (req.sessionInvalid) {
      clearSessionCookie(res, secure);
      req.sessionInvalid = false;
    }
    let page: RenderedPage | undefined;
    try {
      if (cache.enabled && !hasSessionCookie(req.headers.cookie) && !req.user) {
        const key = pageCacheKey(req.lng, normalizeUrl(req.originalUrl));
        let pending = inflight.get(key);
        const leader = !pending;
        if (!pending) {
          pending = renderForCache(req, res, key);
          inflight.set(key, pending);
          const mine = pending;
          void mine
            .then((r) => r.cached)
            .catch(() => undefined)
            // Only its own entry: after a forget, the key may already hold a newer render.
            .finally(() => {
              if (inflight.get(key) === mine) inflight.delete(key);
            });
        }
        const done = await pending;
        if (done.cached && leader && done.page.kind === 'page') {
          pageCacheEvents.inc({ result: 'miss' });
          res.setHeader('X-Cache', 'MISS');
          res.setHeader('ETag', etagOf(done.page.html));
          return res.send(done.page.html);
        }
        if (done.cached) {
          pageCacheEvents.inc({ result: 'coalesced' });
          return sendPage(req, res, await done.cached, { 'X-Cache': 'MISS' });
        }
        // A follower cannot reuse a non-cacheable page (its nonce and status belong to the leader).
        if (leader) page = done.page;
      }
      page ??= await render(req, res.locals.cspNonce);
    } catch (err) {
      logger().error('ssr-render-failed', { err: err instanceof Error ? err.stack : String(err), url: redactUrl(req.originalUrl) });
      return sendRenderError(req, res);
    }
    if (page.kind === 'redirect') return res.redirect(page.status, page.location);
    res.status(page.status);
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Vary', 'Accept-Encoding, Accept-Language, Cookie');
    res.type('html').send(page.html);
  });

  async function settled(): Promise<void> {
    await Promise.allSettled([...inflight.values()].map((p) => p.then((r) => r.cached)));
    await Promise.allSettled([...encodings]);
  }

  return { router, serveCached, cache, settled, shareCard };
}

/**
 * Where a page path with a trailing slash goes (one URL per page): /contact/ → /contact. A language
 * root is the one path whose canonical form ends with a slash: /zh-HK → /zh-HK/. Null when the path is canonical.
 */
export function slashRedirect(pathname: string): string | null {
  const { prefix, rest } = splitLanguagePrefix(pathname);
  const root = prefix ? `/${prefix}/` : '/';
  if (pathname === root) return null;
  const stripped = rest.replace(/\/+$/, '');
  if (!stripped) return root;
  return stripped === rest ? null : (prefix ? `/${prefix}` : '') + stripped;
}

/** SSR failure: a static, translated 500 page (STYLE §3.8), never a stack trace; never indexed. */
function sendRenderError(req: Request, res: Response): void {
  const t = (k: string) => escapeHtml(req.t(`common|errors>${k}`));
  res
    .status(500)
    .type('html')
    .send(
      `<!DOCTYPE html><html lang="${req.lng}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta name="robots" content="noindex">` +
        `<title>${t('page_title')}</title></head><body style="font-family:system-ui,sans-serif;padding:2rem;max-width:36rem;margin:auto">` +
        `<h1>${t('page_title')}</h1><p>${t('page_body')}</p><p><a href="/${req.lng}/">${t('home')}</a></p></body></html>`,
    );
}
