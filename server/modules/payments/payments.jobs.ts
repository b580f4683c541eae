/** Payment background jobs: the sandbox gateway's webhook deliveries and expiries (when it is the provider). */
import type { FullDeps } from '../../lib/adapters';
import { registerSandboxJobs } from './sandbox/sandbox-webhooks';

export async function registerPaymentJobs(deps: FullDeps): Promise<void> {
  if (deps.env.PAYMENT_PROVIDER === 'sandbox') await registerSandboxJobs(deps);
}
