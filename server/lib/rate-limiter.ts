/**
 * Counters for the API rate-limit classes (shared/api/rate-limits.ts). One express-rate-limit Store per rule
 * (Redis when REDIS_URL is set, so every instance counts together; in memory otherwise).
 */
import { MemoryStore, type Options, type Store } from 'express-rate-limit';
import { RATE_LIMITS, type RateClass, type RateRule } from '@shared/api/rate-limits';
import { logger } from './logger';

export interface RateVerdict {
  ok: boolean;
  /** Seconds until the spent rule frees up (for Retry-After). */
  retryAfterS: number;
}

interface RuleCounter {
  rule: RateRule;
  limit: number;
  store: Store;
}

export interface RateLimiter {
  /**
   * Counts one call against every rule of `cls` that `keyOf` can key (a rule whose key is unknown, such as a
   * field before the body is read, is skipped and returns undefined from keyOf).
   */
  hit(cls: RateClass, keyOf: (rule: RateRule) => string | undefined): Promise<RateVerdict>;
}

export function createRateLimiter(opts: {
  scale: number;
  storeFor?: (name: string) => Store | undefined;
  /** Replaces the limit of a class's first rule (LOGIN_RATE_LIMIT), unscaled. */
  overrides?: Partial<Record<RateClass, number>>;
}): RateLimiter {
  const counters = new Map<RateClass, RuleCounter[]>();
  const countersOf = (cls: RateClass): RuleCounter[] => {
    let list = counters.get(cls);
    if (!list) {
      list = (RATE_LIMITS[cls] as readonly RateRule[]).map((rule, i) => {
        const store = opts.storeFor?.(`${cls}:${i}`) ?? new MemoryStore();
        store.init?.({ windowMs: rule.windowS * 1000 } as Options);
        // An override is an explicit number (LOGIN_RATE_LIMIT): it is not scaled.
        const override = i === 0 ? opts.overrides?.[cls] : undefined;
        return { rule, store, limit: override ?? Math.ceil(rule.limit * opts.scale) };
      });
      counters.set(cls, list);
    }
    return list;
  };

  return {
    async hit(cls, keyOf) {
      if (opts.scale === 0) return { ok: true, retryAfterS: 0 };
      let retryAfterS = 0;
      for (const c of countersOf(cls)) {
        const key = keyOf(c.rule);
        if (key === undefined) continue;
        let counted: Awaited<ReturnType<Store['increment']>>;
        try {
          counted = await c.store.increment(key);
        } catch (err) {
          // A shared store that is down must not take every state change down with it: count nothing, say so.
          logger().warn('rate-limit-store-error', { class: cls, err: err instanceof Error ? err.message : String(err) });
          continue;
        }
        const { totalHits, resetTime } = counted;
        if (totalHits > c.limit) {
          const wait = resetTime ? Math.ceil((resetTime.getTime() - Date.now()) / 1000) : c.rule.windowS;
          retryAfterS = Math.max(retryAfterS, Math.max(1, wait));
        }
      }
      return { ok: retryAfterS === 0, retryAfterS };
    },
  };
}
