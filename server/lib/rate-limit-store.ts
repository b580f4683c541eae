/** Rate-limit counters shared by every instance through Redis when REDIS_URL is set (ARCHITECTURE §1). */
import { Redis } from 'ioredis';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import type { Store } from 'express-rate-limit';
import { logger } from './logger';

export interface RateLimitStores {
  storeFor(name: string): Store;
  close(): Promise<void>;
}

export function createRedisRateLimitStores(url: string): RateLimitStores {
  const client = new Redis(url, { maxRetriesPerRequest: 2 });
  client.on('error', (err) => logger().warn('redis-error', { err: err.message }));
  return {
    storeFor: (name) =>
      new RedisStore({
        prefix: `sifu:rl:${name}:`,
        sendCommand: (command: string, ...args: string[]) => client.call(command, ...args) as Promise<RedisReply>,
      }),
    close: async () => {
      await client.quit();
    },
  };
}
