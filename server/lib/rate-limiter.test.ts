import type { Store } from 'express-rate-limit';
import { RATE_LIMITS } from '@shared/api/rate-limits';
import { createRateLimiter } from './rate-limiter';
import { silenceLogger } from './logger';

beforeAll(() => silenceLogger());

describe('rate limiter', () => {
  it('when a class is called past its documented limit, then the next call is refused with the wait of its window', async () => {
    const limiter = createRateLimiter({ scale: 1 });
    const [rule] = RATE_LIMITS.report;
    for (let i = 0; i < rule.limit; i++) expect((await limiter.hit('report', () => 'u1')).ok).toBe(true);
    const refused = await limiter.hit('report', () => 'u1');
    expect(refused.ok).toBe(false);
    expect(refused.retryAfterS).toBeGreaterThan(0);
    expect(refused.retryAfterS).toBeLessThanOrEqual(rule.windowS);
    expect((await limiter.hit('report', () => 'u2')).ok).toBe(true);
  });

  it('when the scale is 0, then nothing is counted; an override is the exact limit, not scaled', async () => {
    const off = createRateLimiter({ scale: 0 });
    for (let i = 0; i < 50; i++) expect((await off.hit('contact', () => 'ip')).ok).toBe(true);
    const login = createRateLimiter({ scale: 1000, overrides: { login: 2 } });
    const key = (r: { by: unknown }) => (typeof r.by === 'object' ? 'ip|someone' : undefined);
    expect((await login.hit('login', key)).ok).toBe(true);
    expect((await login.hit('login', key)).ok).toBe(true);
    expect((await login.hit('login', key)).ok).toBe(false);
  });

  it('when the shared store fails, then calls go through (and are not refused) instead of failing every state change', async () => {
    const broken: Store = {
      increment: async () => Promise.reject(new Error('redis down')),
      decrement: async () => undefined,
      resetKey: async () => undefined,
    };
    const limiter = createRateLimiter({ scale: 1, storeFor: () => broken });
    for (let i = 0; i < 20; i++) expect((await limiter.hit('report', () => 'u1')).ok).toBe(true);
  });
});
