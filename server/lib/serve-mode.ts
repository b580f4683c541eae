/**
 * How many web processes `npm start` and `build/server/cluster.js` run (ADR 0027): one per core when REDIS_URL is set
 * (several processes share realtime events, cache invalidations and rate limits only through Redis), else one;
 * WEB_CONCURRENCY other than 0 is taken as is, and more than one without Redis is refused.
 */
import os from 'node:os';
import type { Env } from '../config/env';

export type ServeMode =
  { mode: 'single' | 'cluster'; processes: number; reason: string } | { mode: 'refused'; processes: number; reason: string };

export function serveMode(cfg: Pick<Env, 'WEB_CONCURRENCY' | 'REDIS_URL'>, cores = os.availableParallelism()): ServeMode {
  const asked = cfg.WEB_CONCURRENCY;
  if (asked > 1 && !cfg.REDIS_URL) {
    return {
      mode: 'refused',
      processes: asked,
      reason:
        `WEB_CONCURRENCY=${asked} needs REDIS_URL: chat and unread counts, page-cache invalidation and rate limits are ` +
        'shared between processes through Redis. Set REDIS_URL, or WEB_CONCURRENCY=1.',
    };
  }
  if (asked > 0) return { mode: asked > 1 ? 'cluster' : 'single', processes: asked, reason: `WEB_CONCURRENCY=${asked}` };
  if (cores <= 1) return { mode: 'single', processes: 1, reason: 'one core' };
  if (!cfg.REDIS_URL) {
    return {
      mode: 'single',
      processes: 1,
      reason: `no REDIS_URL: several processes would not share realtime events, cache invalidations and rate limits (set REDIS_URL to use all ${cores} cores)`,
    };
  }
  return { mode: 'cluster', processes: cores, reason: `REDIS_URL is set: one process per core (${cores})` };
}
