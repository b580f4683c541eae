import crypto from 'node:crypto';
import { accountsContract } from '@shared/api/accounts.contract';
import { createTestContext, type TestContext } from '../test/test-app';
import { createRedisRateLimitStores, type RateLimitStores } from './rate-limit-store';
import { api } from '../test/api';

// The machines Sifu runs and tests on have Redis (.ci/run, docs/testing.md); REDIS_URL points elsewhere when needed.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('rate limits shared through Redis', () => {
  let stores: RateLimitStores;
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => {
    stores = createRedisRateLimitStores(REDIS_URL);
    const run = crypto.randomBytes(4).toString('hex');
    const storeFor = (name: string) => stores.storeFor(`${name}-${run}`);
    a = await createTestContext({ env: { LOGIN_RATE_LIMIT: '3' } });
    b = await createTestContext({ env: { LOGIN_RATE_LIMIT: '3' } });
    // Two app instances built with the same Redis-backed stores, as two containers behind a load balancer.
    const { createApp } = await import('../app');
    a.sifu = await createApp({ ...a.deps, rateLimitStore: storeFor });
    b.sifu = await createApp({ ...b.deps, rateLimitStore: storeFor });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await stores.close();
  });

  it('when attempts for one login are spread over two instances, then the limit still applies to their sum', async () => {
    const attempt = (ctx: TestContext) =>
      api(ctx.sifu.handler).call(accountsContract.login, { body: { username: 'spread', passwd: 'wrong-password' } });
    const statuses = [(await attempt(a)).status, (await attempt(b)).status, (await attempt(a)).status, (await attempt(b)).status];
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
