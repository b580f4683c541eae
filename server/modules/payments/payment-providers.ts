/** The configured payment provider (env PAYMENT_PROVIDER), one per app: the sandbox gateway or Stripe. */
import type { FullDeps } from '../../lib/adapters';
import type { PaymentProvider } from './payment-provider';
import { createSandboxProvider } from './sandbox/sandbox-provider';
import { createStripeProvider } from './stripe/stripe-provider';

const byDeps = new WeakMap<FullDeps, PaymentProvider>();

export function paymentProviderFor(deps: FullDeps): PaymentProvider {
  let provider = byDeps.get(deps);
  if (!provider) {
    const { env } = deps;
    provider =
      env.PAYMENT_PROVIDER === 'stripe'
        ? createStripeProvider({ secretKey: env.STRIPE_SECRET_KEY!, webhookSecret: env.STRIPE_WEBHOOK_SECRET!, publicUrl: env.PUBLIC_URL })
        : createSandboxProvider(deps);
    byDeps.set(deps, provider);
  }
  return provider;
}
