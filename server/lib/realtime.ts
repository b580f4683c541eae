/**
 * Realtime fan-out: services publish events for user ids; every instance's WebSocket server delivers them to
 * its own sockets. In-process by default; with REDIS_URL through Redis pub/sub so instances share events.
 */
import { Redis } from 'ioredis';
import { logger } from './logger';

export interface RealtimeEvent {
  type: string;
  [key: string]: unknown;
}

export type RealtimeHandler = (userIds: number[], event: RealtimeEvent) => void;

export interface RealtimeBus {
  publish(userIds: number[], event: RealtimeEvent): void;
  subscribe(handler: RealtimeHandler): () => void;
  close(): Promise<void>;
}

export function createLocalBus(): RealtimeBus {
  const handlers = new Set<RealtimeHandler>();
  return {
    publish(userIds, event) {
      if (!userIds.length) return;
      queueMicrotask(() => {
        for (const h of handlers) h(userIds, event);
      });
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      handlers.clear();
    },
  };
}

const CHANNEL = 'sifu:realtime';

/** Redis pub/sub bus: one publishing and one subscribed connection per instance. */
export async function createRedisBus(url: string): Promise<RealtimeBus> {
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const sub = new Redis(url, { lazyConnect: true });
  for (const c of [pub, sub]) c.on('error', (err) => logger().warn('redis-error', { err: err.message }));
  await Promise.all([pub.connect(), sub.connect()]);
  const handlers = new Set<RealtimeHandler>();
  await sub.subscribe(CHANNEL);
  sub.on('message', (_channel, raw) => {
    try {
      const { userIds, event } = JSON.parse(raw) as { userIds: number[]; event: RealtimeEvent };
      for (const h of handlers) h(userIds, event);
    } catch (err) {
      logger().warn('realtime-bad-message', { err: (err as Error).message });
    }
  });
  return {
    publish(userIds, event) {
      if (!userIds.length) return;
      pub
        .publish(CHANNEL, JSON.stringify({ userIds, event }))
        .catch((err: Error) => logger().warn('realtime-publish-failed', { err: err.message }));
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      handlers.clear();
      await Promise.allSettled([sub.quit(), pub.quit()]);
    },
  };
}
