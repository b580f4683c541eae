/** SSR of dashboard/safety-payments: with the flag off every one of its pages goes home (SPEC §6); on, it renders. */
import { setUpTestContext } from '../test/test-app';
import { createConsumer } from '../test/fixtures';

const ctx = setUpTestContext({ env: { FEATURE_FLAGS: 'safetyPayment=true' } });

describe('safety payments pages (SSR)', () => {
  it('when the flag is on, then a signed-in user gets the list, not indexed; a visitor is sent to log in', async () => {
    const consumer = await createConsumer(ctx);
    const res = await consumer.agent.get('/zh-HK/dashboard/safety-payments');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<meta name="robots" content="noindex');
    expect(res.text).toContain('安心付');
    const visitor = await ctx.agent().get('/en-HK/dashboard/safety-payments');
    expect(visitor.status).toBe(302);
    expect(visitor.headers.location).toMatch(/^\/en-HK\/login\?from=/);
  });

  it('when the flag is off, then the list, a bid, a part and its detail redirect home in the visitor’s language', async () => {
    const consumer = await createConsumer(ctx);
    ctx.deps.env.featureFlags.safetyPayment = false;
    try {
      for (const path of ['/dashboard/safety-payments', '/dashboard/safety-payments/12', '/dashboard/safety-payments/12/34/receipt']) {
        const zh = await consumer.agent.get(`/zh-HK${path}`);
        expect([zh.status, zh.headers.location]).toEqual([302, '/zh-HK/']);
        const en = await consumer.agent.get(`/en-HK${path}`);
        expect([en.status, en.headers.location]).toEqual([302, '/en-HK/']);
      }
    } finally {
      ctx.deps.env.featureFlags.safetyPayment = true;
    }
  });
});
