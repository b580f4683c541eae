/**
 * The Stripe adapter of the payment provider interface (ARCHITECTURE §4, ADR 0009), on the official SDK.
 * Card payments go through a hosted Checkout Session; saved cards are the customer's PaymentMethods, charged
 * off-session with a PaymentIntent. Stripe has no Hong Kong convenience-store bills and no HKD bank transfer
 * (its customer-balance transfers exist only in EUR, GBP, JPY, MXN and USD), so `cvs` and `bank` are refused
 * with ProviderError('provider_unavailable'): the service offers them only with the sandbox provider.
 * Nothing is cached between calls: the Stripe customer of a user is found again by its metadata each time.
 */
import https from 'node:https';
import Stripe from 'stripe';
import { CARD_CHECKOUT_VALID_MINUTES } from '@shared/domain/payments';
import {
  ProviderError,
  type CheckoutRequest,
  type CheckoutResult,
  type PaymentProvider,
  type ProviderCard,
  type TokenChargeRequest,
  type TokenChargeResult,
} from '../payment-provider';
import { logger } from '../../../lib/logger';
import { refusalCode, toMinorUnits } from './stripe-money';
import { cardOf, parseStripeWebhook } from './stripe-webhook';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Makes a relative return URL absolute (Stripe needs absolute success and cancel URLs). */
  publicUrl: string;
  /** A ready client (tests pass one with a fake HTTP client); otherwise one is built from `secretKey`. */
  stripe?: Stripe;
}

/** Metadata key on the Stripe Customer that holds our `customerRef`. */
const CUSTOMER_REF_KEY = 'sifu_customer_ref';
/** Stripe wants a Checkout Session to live at least 30 minutes; a minute of margin for clock differences. */
const CHECKOUT_LIFETIME_S = Math.max(CARD_CHECKOUT_VALID_MINUTES, 30) * 60 + 60;

export function createStripeProvider(opts: StripeProviderOptions): PaymentProvider {
  const stripe =
    opts.stripe ??
    new Stripe(opts.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      // SPEC §9: outbound HTTP to third parties on a keep-alive agent of at most 30 sockets.
      httpAgent: new https.Agent({ keepAlive: true, maxSockets: 30 }),
      appInfo: { name: 'sifu' },
    });

  async function findCustomer(customerRef: string): Promise<Stripe.Customer | null> {
    const quoted = customerRef.replace(/\\/g, '\\\\').replace(/'/g, "\\'");
    const found = await stripe.customers.search({ query: `metadata['${CUSTOMER_REF_KEY}']:'${quoted}'`, limit: 1 });
    return found.data[0] ?? null;
  }

  /** Search is eventually consistent (about a minute): the idempotency key stops a second customer meanwhile. */
  async function ensureCustomer(customerRef: string): Promise<Stripe.Customer> {
    const existing = await findCustomer(customerRef);
    if (existing) return existing;
    return stripe.customers.create({ metadata: { [CUSTOMER_REF_KEY]: customerRef } }, { idempotencyKey: `sifu-customer-${customerRef}` });
  }

  return {
    name: 'stripe',
    // Stripe has no Hong Kong convenience-store bills and no HKD bank transfers (ADR 0009).
    payTypes: ['card'],

    async createCheckout(req: CheckoutRequest): Promise<CheckoutResult> {
      if (req.payType !== 'card') {
        throw new ProviderError('provider_unavailable', `Stripe offers no ${req.payType} payments in HKD`);
      }
      const unitAmount = toMinorUnits(req.amount);
      const returnUrl = new URL(req.returnUrl, opts.publicUrl).toString();
      try {
        const customer = await ensureCustomer(req.customerRef);
        const session = await stripe.checkout.sessions.create({
          mode: 'payment',
          allowed_payment_method_types: ['card'],
          customer: customer.id,
          client_reference_id: req.orderRef,
          metadata: { order_ref: req.orderRef },
          line_items: [{ quantity: 1, price_data: { currency: 'hkd', unit_amount: unitAmount, product_data: { name: req.description } } }],
          payment_intent_data: {
            description: req.description,
            // Not `order_ref`: the session's events report this payment, its PaymentIntent's events are ignored.
            metadata: { checkout_order_ref: req.orderRef },
            ...(req.saveCard ? { setup_future_usage: 'off_session' as const } : {}),
          },
          locale: req.lng === 'zh-HK' ? 'zh-HK' : 'en',
          success_url: returnUrl,
          cancel_url: returnUrl,
          expires_at: Math.floor(Date.now() / 1000) + CHECKOUT_LIFETIME_S,
        });
        if (!session.url) throw new ProviderError('provider_unavailable', 'Stripe returned a Checkout Session without a URL');
        return { providerRef: session.id, redirectUrl: session.url, expiresAt: new Date(session.expires_at * 1000) };
      } catch (err) {
        throw providerErrorOf(err, 'provider_unavailable');
      }
    },

    async chargeToken(req: TokenChargeRequest): Promise<TokenChargeResult> {
      const amount = toMinorUnits(req.amount);
      try {
        const customer = await findCustomer(req.customerRef);
        if (!customer) throw new ProviderError('card_not_found', 'no Stripe customer for this user');
        const intent = await stripe.paymentIntents.create(
          {
            amount,
            currency: 'hkd',
            customer: customer.id,
            payment_method: req.token,
            allowed_payment_method_types: ['card'],
            off_session: true,
            confirm: true,
            description: req.description,
            metadata: { order_ref: req.orderRef },
          },
          // One charge per order, whatever retries or concurrent calls happen (Stripe keeps keys 24 h).
          { idempotencyKey: `sifu-charge-${req.orderRef}` },
        );
        return { providerRef: intent.id, accepted: true };
      } catch (err) {
        throw providerErrorOf(err, 'card_not_found');
      }
    },

    async listCards(customerRef: string): Promise<ProviderCard[]> {
      try {
        const customer = await findCustomer(customerRef);
        if (!customer) return [];
        const methods = await stripe.customers.listPaymentMethods(customer.id, { type: 'card', limit: 100 });
        return methods.data.flatMap((m) =>
          m.card ? [{ token: m.id, brand: m.card.brand, last4: m.card.last4, expMonth: m.card.exp_month, expYear: m.card.exp_year }] : [],
        );
      } catch (err) {
        throw providerErrorOf(err, 'provider_unavailable');
      }
    },

    async removeCard(customerRef: string, token: string): Promise<void> {
      try {
        const customer = await findCustomer(customerRef);
        const method = customer ? await stripe.paymentMethods.retrieve(token) : null;
        const owner = typeof method?.customer === 'string' ? method.customer : method?.customer?.id;
        if (!customer || owner !== customer.id) throw new ProviderError('card_not_found', 'no such card for this user');
        await stripe.paymentMethods.detach(token);
      } catch (err) {
        throw providerErrorOf(err, 'card_not_found');
      }
    },

    /** A Checkout payment is refunded through its PaymentIntent; one refund per payment, or per key for partial ones. */
    async refund(providerRef: string, amount: number, key?: string): Promise<void> {
      try {
        let paymentIntent = providerRef;
        if (providerRef.startsWith('cs_')) {
          const session = await stripe.checkout.sessions.retrieve(providerRef);
          const pi = session.payment_intent;
          paymentIntent = typeof pi === 'string' ? pi : (pi?.id ?? '');
          if (!paymentIntent) throw new ProviderError('provider_unavailable', 'checkout session has no payment');
        }
        await stripe.refunds.create(
          { payment_intent: paymentIntent, amount: toMinorUnits(amount) },
          { idempotencyKey: key ? `sifu-refund-${providerRef}-${key}` : `sifu-refund-${providerRef}` },
        );
      } catch (err) {
        throw providerErrorOf(err, 'provider_unavailable');
      }
    },

    parseWebhook(rawBody, headers) {
      return parseStripeWebhook(stripe, opts.webhookSecret, rawBody, headers);
    },

    /** A Checkout webhook names its PaymentIntent only by id: fetch it with its card to report (and save) the card. */
    async completeEvent(event) {
      if (event.card || event.type !== 'payment.succeeded' || !event.providerRef.startsWith('cs_')) return event;
      try {
        const session = await stripe.checkout.sessions.retrieve(event.providerRef, { expand: ['payment_intent.payment_method'] });
        const card = typeof session.payment_intent === 'object' && session.payment_intent ? cardOf(session.payment_intent) : undefined;
        return card ? { ...event, card } : event;
      } catch (err) {
        logger().warn('stripe-event-card-unavailable', { event: event.id, error: (err as { type?: string }).type ?? 'unknown' });
        return event;
      }
    },
  };
}

/**
 * Turns an SDK error into a ProviderError. Messages are built from Stripe's codes only: Stripe's own messages
 * can quote ids (a payment method is a card token), and ours may be logged.
 */
function providerErrorOf(err: unknown, whenMissing: 'card_not_found' | 'provider_unavailable'): ProviderError {
  if (err instanceof ProviderError) return err;
  if (err instanceof RangeError) throw err;
  const e = err as { type?: string; code?: string; decline_code?: string; param?: string; statusCode?: number };
  const detail = [e.code, e.decline_code].filter(Boolean).join('/') || 'no code';
  if (e.type === 'StripeCardError') return new ProviderError(refusalCode(e.code, e.decline_code), `card refused (${detail})`);
  if (e.type === 'StripeInvalidRequestError' && (e.code === 'resource_missing' || e.param === 'payment_method')) {
    return new ProviderError(whenMissing, `Stripe: ${detail}`);
  }
  return new ProviderError('provider_unavailable', `Stripe: ${e.type ?? 'error'} ${e.statusCode ?? ''} (${detail})`);
}
