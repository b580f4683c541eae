/**
 * Presence: a user is online while they have an open /ws socket on any instance (ADR 0039). The /ws server reports
 * each socket's open and close; voice calls ask before they ring. In-process by default; with REDIS_URL every instance
 * keeps the users it holds sockets for in its own Redis hash, refreshed by a heartbeat with a TTL, so the users of an
 * instance that crashed go offline when its hash expires instead of staying online for ever.
 */
import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { logger } from './logger';

export interface Presence {
  /** A socket of the user opened on this instance. */
  connected(userId: number): void;
  /** A socket of the user closed on this instance. */
  disconnected(userId: number): void;
  /** Whether the user has an open socket on any instance. */
  isOnline(userId: number): Promise<boolean>;
  close(): Promise<void>;
}

/** Counts sockets per user on this instance; reports the user's first socket and the close of their last. */
function socketCounter(onFirst: (userId: number) => void, onLast: (userId: number) => void) {
  const counts = new Map<number, number>();
  return {
    counts,
    up(userId: number) {
      const n = (counts.get(userId) ?? 0) + 1;
      counts.set(userId, n);
      if (n === 1) onFirst(userId);
    },
    down(userId: number) {
      const n = (counts.get(userId) ?? 0) - 1;
      if (n > 0) return void counts.set(userId, n);
      if (!counts.delete(userId)) return;
      onLast(userId);
    },
  };
}

export function createLocalPresence(): Presence {
  const sockets = socketCounter(
    () => undefined,
    () => undefined,
  );
  return {
    connected: sockets.up,
    disconnected: sockets.down,
    isOnline: async (userId) => sockets.counts.has(userId),
    async close() {
      sockets.counts.clear();
    },
  };
}

const INSTANCES = 'sifu:presence:instances';
const keyOf = (instance: string) => `sifu:presence:i:${instance}`;

export interface RedisPresenceOptions {
  /** How often the instance refreshes its hash and its place in the instance list. */
  heartbeatMs?: number;
  /** How long an instance's users stay online without a heartbeat (a crashed instance). */
  ttlMs?: number;
}

/**
 * Redis presence: `sifu:presence:i:<instance>` is a hash of the user ids with a socket on that instance (TTL ttlMs,
 * refreshed by the heartbeat, rewritten whole when Redis lost it); `sifu:presence:instances` a sorted set of the
 * instances by their last heartbeat. A user is online when any instance heard from within ttlMs has them.
 */
export async function createRedisPresence(url: string, opts: RedisPresenceOptions = {}): Promise<Presence> {
  const heartbeatMs = opts.heartbeatMs ?? 10_000;
  const ttlMs = opts.ttlMs ?? 30_000;
  const instance = crypto.randomUUID();
  const key = keyOf(instance);
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  redis.on('error', (err) => logger().warn('redis-error', { err: err.message }));
  await redis.connect();
  const failed = (err: Error) => logger().warn('presence-redis-failed', { err: err.message });

  const sockets = socketCounter(
    (userId) => void redis.multi().hset(key, String(userId), '1').pexpire(key, ttlMs).exec().catch(failed),
    (userId) => void redis.hdel(key, String(userId)).catch(failed),
  );
  const heartbeat = async () => {
    const now = Date.now();
    const [[, kept]] = (await redis
      .multi()
      .pexpire(key, ttlMs)
      .zadd(INSTANCES, now, instance)
      .zremrangebyscore(INSTANCES, '-inf', now - ttlMs)
      .exec()) as Array<[Error | null, unknown]>;
    // The hash is gone (Redis restarted, or this process was paused past the TTL) while users are connected here.
    if (kept === 0 && sockets.counts.size) {
      const fields = [...sockets.counts.keys()].flatMap((id) => [String(id), '1']);
      await redis
        .multi()
        .hset(key, ...fields)
        .pexpire(key, ttlMs)
        .exec();
    }
  };
  await heartbeat();
  const timer = setInterval(() => void heartbeat().catch(failed), heartbeatMs);
  timer.unref();

  return {
    connected: sockets.up,
    disconnected: sockets.down,
    async isOnline(userId) {
      if (sockets.counts.has(userId)) return true;
      const instances = await redis.zrangebyscore(INSTANCES, Date.now() - ttlMs, '+inf');
      const others = instances.filter((i) => i !== instance);
      if (!others.length) return false;
      const pipe = redis.pipeline();
      for (const i of others) pipe.hexists(keyOf(i), String(userId));
      const found = (await pipe.exec()) ?? [];
      return found.some(([err, v]) => !err && v === 1);
    },
    async close() {
      clearInterval(timer);
      // A clean stop takes this instance's users offline at once (a crash waits for the TTL).
      await redis
        .multi()
        .del(key)
        .zrem(INSTANCES, instance)
        .exec()
        .catch(() => undefined);
      await redis.quit().catch(() => undefined);
    },
  };
}
