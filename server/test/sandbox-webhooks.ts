/** Signed sandbox-gateway webhook deliveries for tests of modules that take payments through it. */
import { paymentsContract } from '@shared/api/payments.contract';
import { SANDBOX_SIGNATURE_HEADER, signPayload } from '../modules/payments/sandbox/sandbox-signature';
import { api } from './api';
import type { TestContext } from './test-app';

/** The development secret the test app's sandbox gateway verifies with. */
export const SANDBOX_TEST_SECRET = 'whsec_sandbox_local_development_only';

/** Posts `body` to the sandbox webhook, signed now. */
export function deliverSandboxEvent(ctx: TestContext, body: string) {
  const ts = Math.floor(Date.now() / 1000);
  return api(ctx.sifu.handler)
    .call(paymentsContract.webhook, { params: { provider: 'sandbox' } })
    .set('Content-Type', 'application/json')
    .set(SANDBOX_SIGNATURE_HEADER, signPayload(SANDBOX_TEST_SECRET, body, ts))
    .send(body);
}
