/** Links that act without signing in are rate limited per IP (email_link_use), whatever the token. */
import request from 'supertest';
import { hashLinksContract } from '@shared/api/hash-links.contract';
import { RATE_LIMITS } from '@shared/api/rate-limits';
import { setUpTestContext } from '../../test/test-app';
import { api } from '../../test/api';

const ctx = setUpTestContext({ env: { RATE_LIMIT_SCALE: '1' } });

it('when one address tries many link tokens, then it is refused with 429 once the limit is spent', async () => {
  const limit = RATE_LIMITS.email_link_use[0].limit;
  const visitor = api(request(ctx.sifu.handler));
  const statuses: number[] = [];
  for (let i = 0; i <= limit; i++) {
    const hash = `${String(i).padStart(3, '0')}${'x'.repeat(40)}`;
    statuses.push((await visitor.call(hashLinksContract.requestByHash, { params: { hash } })).status);
  }
  expect(statuses.slice(0, limit).every((s) => s === 404)).toBe(true);
  expect(statuses[limit]).toBe(429);
});
