/**
 * GET /og/{lng}/{page path}.png: a public page's share image (ADR 0022). The path names a page, never text: the
 * card comes from the page's own loaders and head (entry-server shareCard, as a visitor sees the page), so only
 * public pages with a share image have one and anything else is a 404 before any data is read (and a repeated
 * 404 is answered from memory). Drawn off the page-render path, two at a time, and kept in an lru-cache for the
 * data cache's 1200 s (dropped with it after a write); the URL's ?v= is the card's version, so an image asked for
 * by its current version is cached for a year and any other for 1200 s. Mounted before cookies and sessions:
 * the answer is the same for everyone and sets no cookie, so shared caches may keep it.
 */
import type { Router, Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { SERVER_CACHE_TTL_S } from '@shared/domain/limits';
import { parseShareImagePath, shareCardVersion, type ShareCard } from '@shared/domain/share-image';
import type { Language } from '@shared/i18n/i18n-config';
import type { ShareCardResult } from '@shared/api/ssr-contract';
import type { FullDeps } from '../lib/adapters';
import { logger } from '../lib/logger';
import { onForget } from '../lib/memo-cache';
import { drawShareImage } from './share-image-draw';
import { shareImageFonts } from './share-image-fonts';
import { catalogueIcon, publicLogo } from './share-image-assets';
import { createRouter } from '../lib/router';

export type ShareCardReader = (req: Request, lng: Language, pagePath: string) => Promise<ShareCardResult>;

interface Drawn {
  png: Buffer;
  version: string;
}

const YEAR_S = 365 * 24 * 3600;
const DRAWING_AT_ONCE = 2;

/** Runs at most `limit` tasks at once; the rest wait in order. */
function limiter(limit: number) {
  let running = 0;
  const queue: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => queue.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      queue.shift()?.();
    }
  };
}

export function shareImageRouter(deps: FullDeps, readCard: ShareCardReader, opts: { maxBytes?: number } = {}): Router {
  const images = new LRUCache<string, Drawn>({
    maxSize: opts.maxBytes ?? 48 * 1024 * 1024,
    sizeCalculation: (d) => d.png.length + 100,
    ttl: SERVER_CACHE_TTL_S * 1000,
  });
  const missing = new LRUCache<string, number>({ max: 5000, ttl: 60_000 });
  const inflight = new Map<string, Promise<Drawn | number>>();
  const drawing = limiter(DRAWING_AT_ONCE);
  // Checked once at start (the log says what to install) and again before drawings while Chinese cannot be drawn.
  const fonts = shareImageFonts(logger());
  onForget(deps.db, () => {
    images.clear();
    missing.clear();
  });

  async function draw(lng: Language, card: ShareCard): Promise<Buffer> {
    const logo = card.avatar ? await publicLogo(deps, card.avatar.logo) : null;
    await fonts.ready();
    return drawing(() => drawShareImage(card, { t: deps.i18n.getFixedT(lng), icon: catalogueIcon(card.icon), logo }));
  }

  async function load(req: Request, lng: Language, pagePath: string): Promise<Drawn | number> {
    req.lng = lng;
    const result = await readCard(req, lng, pagePath);
    if (result.status !== 200 || !result.card) return result.status === 200 ? 404 : result.status;
    return { png: await draw(lng, result.card), version: shareCardVersion(result.card) };
  }

  function send(req: Request, res: Response, d: Drawn): void {
    const etag = `"${d.version}"`;
    res.setHeader('Content-Type', 'image/png');
    res.setHeader('ETag', etag);
    res.setHeader(
      'Cache-Control',
      req.query.v === d.version ? `public, max-age=${YEAR_S}, immutable` : `public, max-age=${SERVER_CACHE_TTL_S}`,
    );
    // Social sites and chat apps show it from other origins (helmet's default is same-origin).
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    if (req.headers['if-none-match'] === etag) {
      res.status(304).end();
      return;
    }
    res.setHeader('Content-Length', String(d.png.length));
    res.end(req.method === 'HEAD' ? undefined : d.png);
  }

  function refuse(res: Response, status: number): void {
    res.status(status === 404 ? 404 : 503);
    res.setHeader('Cache-Control', status === 404 ? `public, max-age=${SERVER_CACHE_TTL_S}` : 'no-store');
    res.type('text/plain').send(status === 404 ? 'Not Found' : 'Service Unavailable');
  }

  const router = createRouter();
  router.get('/og/{*rest}', async (req, res) => {
    const parsed = parseShareImagePath(req.path);
    if (!parsed) return refuse(res, 404);
    const key = `${parsed.lng}${parsed.pagePath}`;
    const known = images.get(key);
    if (known) return send(req, res, known);
    if (missing.has(key)) return refuse(res, 404);
    let pending = inflight.get(key);
    if (!pending) {
      pending = load(req, parsed.lng, parsed.pagePath);
      inflight.set(key, pending);
      void pending.catch(() => undefined).finally(() => inflight.delete(key));
    }
    let result: Drawn | number;
    try {
      result = await pending;
    } catch (err) {
      logger().error('share-image-failed', { err: err instanceof Error ? err.stack : String(err), path: req.path });
      return refuse(res, 503);
    }
    if (typeof result === 'number') {
      // Any 4xx of the page (unknown slug, gone) is no image; a 5xx is a failure to retry.
      const status = result >= 400 && result < 500 ? 404 : 503;
      if (status === 404) missing.set(key, status);
      return refuse(res, status);
    }
    images.set(key, result);
    send(req, res, result);
  });
  return router;
}
