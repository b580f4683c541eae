/**
 * Tests only: the app served over real HTTP on 127.0.0.1 with background jobs, its sandbox webhook URL pointing at
 * itself, so the sandbox gateway's webhooks reach the app as they would in production.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { paymentsContract } from '@shared/api/payments.contract';
import { urlOf } from '@shared/api/endpoint';
import { createTestContext, type TestContext } from './test-app';
import { setUpForSuite } from './set-up';

export interface ServedTestContext extends TestContext {
  /** http://127.0.0.1:<port> */
  baseUrl: string;
}

export async function createServedTestContext(opts: { env?: Record<string, string> } = {}): Promise<ServedTestContext> {
  // The webhook URL must be known before the app exists: take a free port, then serve the app on it.
  const probe = http.createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((r) => probe.close(() => r()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const ctx = await createTestContext({
    jobs: true,
    env: { SANDBOX_WEBHOOK_URL: `${baseUrl}${urlOf(paymentsContract.webhook, { params: { provider: 'sandbox' } })}`, ...opts.env },
  });
  const server = http.createServer(ctx.sifu.handler);
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return {
    ...ctx,
    baseUrl,
    async close() {
      await new Promise<void>((r) => server.close(() => r()));
      await ctx.close();
    },
  };
}

/** A served test context for the suite (the file, or the describe block it is called in), closed after its last test. */
export function setUpServedTestContext(): ServedTestContext {
  return setUpForSuite(createServedTestContext, (ctx) => ctx.close());
}
