/**
 * Whole-page cache for visitors without a session (STYLE §3.9): lru-cache, ttl 1200 s (SPEC §9),
 * bounded by bytes. An entry is pre-encoded once (identity, gzip, brotli) with a precomputed ETag, so a hit
 * is one writeHead with a prepared header list and one Buffer write, answered before Express runs.
 */
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import type http from 'node:http';
import { LRUCache } from 'lru-cache';
import { SERVER_CACHE_TTL_S } from '@shared/domain/limits';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export interface CachedPage {
  status: number;
  /** The stored headers and the ETag as one flat [name, value, …] list, ready for writeHead. */
  rawHeaders: string[];
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

export async function encodePage(html: string, headers: Record<string, string>, status = 200): Promise<CachedPage> {
  const identity = Buffer.from(html, 'utf8');
  const [gz, br] = await Promise.all([
    gzip(identity, { level: 9 }),
    brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
  ]);
  const etag = etagOf(identity);
  const rawHeaders = [...Object.entries(headers).flat(), 'ETag', etag];
  return { status, rawHeaders, etag, identity, gzip: gz, br };
}

/** A strong ETag of the page bytes (the same for the first answer and every later hit). */
export function etagOf(body: Buffer | string): string {
  return `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
}

export function createPageCache(maxBytes: number) {
  const lru = new LRUCache<string, CachedPage>({
    max: 5000,
    maxSize: Math.max(maxBytes, 1),
    sizeCalculation: (p) => p.identity.length + p.gzip.length + p.br.length + 512,
    ttl: SERVER_CACHE_TTL_S * 1000,
  });
  return {
    enabled: maxBytes > 0,
    get: (key: string) => lru.get(key),
    set: (key: string, page: CachedPage) => {
      if (maxBytes > 0) lru.set(key, page);
    },
    clear: () => lru.clear(),
    get size() {
      return lru.size;
    },
  };
}
export type PageCache = ReturnType<typeof createPageCache>;

export function pageCacheKey(lng: string, url: string): string {
  return `${lng} ${url}`;
}

/** Picks br, gzip or identity from Accept-Encoding. */
export function pickEncoding(accept: string | undefined): 'br' | 'gzip' | 'identity' {
  if (!accept) return 'identity';
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return 'identity';
}

/** Writes a cached page (200 or 304) with its stored headers, in one writeHead call. */
export function sendPage(req: http.IncomingMessage, res: http.ServerResponse, page: CachedPage, extra: Record<string, string>): void {
  const head = page.rawHeaders.slice();
  for (const [k, v] of Object.entries(extra)) head.push(k, v);
  if (req.headers['if-none-match'] === page.etag) {
    res.writeHead(304, head);
    res.end();
    return;
  }
  const enc = pickEncoding(req.headers['accept-encoding']);
  const body = enc === 'br' ? page.br : enc === 'gzip' ? page.gzip : page.identity;
  if (enc !== 'identity') head.push('Content-Encoding', enc);
  head.push('Content-Length', String(body.length));
  res.writeHead(page.status, head);
  res.end(req.method === 'HEAD' ? undefined : body);
}
