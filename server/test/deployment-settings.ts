/**
 * Tests, benchmarks and scripts only: what a throwaway deployment in production mode on DATABASE_URL must choose
 * (config/production-safety.ts refuses development defaults there): the sandbox gateway on purpose with a webhook
 * secret made for this run, a receipt issuer that is not the demo company, and, with `demo`, the acknowledgement that
 * SEED_ON_START loads accounts whose passwords are published.
 */
import crypto from 'node:crypto';

export function testDeploymentSettings(opts: { demo?: boolean } = {}): Record<string, string> {
  return {
    PAYMENT_PROVIDER: 'sandbox',
    SANDBOX_WEBHOOK_SECRET: `whsec_${crypto.randomBytes(24).toString('hex')}`,
    SIFU_COMPANY_NAME: 'Sifu Test Deployment Limited',
    SIFU_COMPANY_ADDRESS: '1 Test Road, Wan Chai, Hong Kong',
    SIFU_COMPANY_BR_NUMBER: '99999999-999',
    ...(opts.demo ? { DEMO_DATA: 'published-passwords' } : {}),
  };
}
