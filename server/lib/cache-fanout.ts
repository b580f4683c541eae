/**
 * Cache invalidation across instances (ADR 0026). With REDIS_URL every forget() of lib/memo-cache.ts
 * is published on one Redis channel; each other instance drops the same data-cache prefixes and, through onForget, its
 * whole-page cache. An instance skips its own echo (it already dropped its entries); applying a message twice is
 * harmless (dropping is idempotent). Without Redis, one instance's forget() stays in-process as before.
 */
import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { logger } from './logger';
import { forgetHere, setForgetPublisher } from './memo-cache';

const CHANNEL = 'sifu:cache-forget';

export interface CacheFanout {
  /** This instance's id in published messages (its own echo is recognised by it). */
  readonly instanceId: string;
  close(): Promise<void>;
}

interface ForgetMessage {
  from: string;
  prefixes: string[];
}

function parseMessage(raw: string): ForgetMessage | null {
  const m = JSON.parse(raw) as Partial<ForgetMessage>;
  if (typeof m.from !== 'string' || !Array.isArray(m.prefixes) || !m.prefixes.every((p) => typeof p === 'string')) return null;
  return { from: m.from, prefixes: m.prefixes };
}

/** Publishes forget() for `owner` (the Db handle) and applies other instances' forgets to it, until close(). */
export async function connectCacheFanout(owner: object, url: string): Promise<CacheFanout> {
  const instanceId = crypto.randomUUID();
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const sub = new Redis(url, { lazyConnect: true });
  for (const c of [pub, sub]) c.on('error', (err) => logger().warn('redis-error', { err: err.message }));
  await Promise.all([pub.connect(), sub.connect()]);
  await sub.subscribe(CHANNEL);
  // Forgets published while this instance was cut off from Redis are lost: after a reconnect, drop everything once.
  sub.on('ready', () => forgetHere(owner, ['']));
  sub.on('message', (_channel, raw: string) => {
    try {
      const msg = parseMessage(raw);
      if (!msg) throw new Error('not a forget message');
      if (msg.from !== instanceId) forgetHere(owner, msg.prefixes);
    } catch (err) {
      logger().warn('cache-fanout-bad-message', { err: (err as Error).message });
    }
  });
  const detach = setForgetPublisher(owner, (prefixes) => {
    pub
      .publish(CHANNEL, JSON.stringify({ from: instanceId, prefixes } satisfies ForgetMessage))
      .catch((err: Error) => logger().warn('cache-fanout-publish-failed', { err: err.message }));
  });
  return {
    instanceId,
    async close() {
      detach();
      await Promise.allSettled([sub.quit(), pub.quit()]);
    },
  };
}
