/** /metrics by network or token, /healthz and /readyz from the lifecycle state (ADR 0025). */
import request from 'supertest';
import { setUpTestContext, type TestContext } from '../../test/test-app';
import { parseEnv } from '../../config/env';
import { createLifecycle } from '../../lib/lifecycle';
import { createApp } from '../../app';

const TOKEN = 'metrics-token-for-tests-0123456789';

describe('GET /metrics', () => {
  // Loopback (supertest's address) is not in the allowed networks here: only the token opens it.
  const ctx = setUpTestContext({ env: { METRICS_ALLOW_CIDRS: '10.0.0.0/8', METRICS_TOKEN: TOKEN } });

  it('when the caller is outside the allowed networks without the token, then 403 with a translated message', async () => {
    const en = await request(ctx.sifu.handler).get('/metrics').set('Accept-Language', 'en-HK');
    expect(en.status).toBe(403);
    expect(en.body).toEqual({
      status: 'Error',
      error: {
        code: expect.anything(),
        message: 'Metrics are open only to the configured networks, or with the metrics token (Authorization: Bearer).',
      },
    });
    const zh = await request(ctx.sifu.handler).get('/metrics').set('Accept-Language', 'zh-HK');
    expect(zh.body.error.message).toContain('metrics token');
    expect(zh.body.error.message).toMatch(/只有指定網絡/);
    const wrong = await request(ctx.sifu.handler).get('/metrics').set('Authorization', `Bearer ${TOKEN}x`);
    expect(wrong.status).toBe(403);
  });

  it('when the caller sends the token, then the metrics are served', async () => {
    const res = await request(ctx.sifu.handler).get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('sifu_http_request_duration_seconds');
  });

  it('when X-Forwarded-For claims an allowed address, then it counts only from a trusted proxy (TRUST_PROXY)', async () => {
    const res = await request(ctx.sifu.handler).get('/metrics').set('X-Forwarded-For', '10.1.2.3');
    // TRUST_PROXY=loopback trusts supertest's loopback proxy hop: the forwarded address counts and is allowed.
    expect(res.status).toBe(200);
    const strict = await createApp({ ...ctx.deps, env: parseEnv({ ...envOf(ctx), TRUST_PROXY: '192.0.2.1' }) });
    const spoofed = await request(strict.handler).get('/metrics').set('X-Forwarded-For', '10.1.2.3');
    expect(spoofed.status).toBe(403);
  });

  it('when the lifecycle says unhealthy or draining, then /healthz and /readyz answer 503', async () => {
    const lifecycle = createLifecycle();
    const app = await createApp({ ...ctx.deps, lifecycle });
    expect((await request(app.handler).get('/healthz')).status).toBe(200);
    expect((await request(app.handler).get('/readyz')).body).toEqual({ status: 'ok', database: 'up' });
    lifecycle.draining = true;
    expect((await request(app.handler).get('/readyz')).status).toBe(503);
    lifecycle.healthy = false;
    expect((await request(app.handler).get('/healthz')).body).toEqual({ status: 'unhealthy' });
    expect((await request(app.handler).get('/healthz')).status).toBe(503);
  });

  it('when TEST_ROUTES is off, then the test-only slow route does not exist', async () => {
    const res = await request(ctx.sifu.handler).get('/__test/slow?ms=1').set('Accept', 'application/json');
    expect(res.status).toBe(404);
  });
});

function envOf(ctx: TestContext): Record<string, string> {
  return { NODE_ENV: 'test', DATA_DIR: ctx.dataDir, METRICS_ALLOW_CIDRS: '10.0.0.0/8', METRICS_TOKEN: TOKEN, LOG_TO_FILE: 'false' };
}
