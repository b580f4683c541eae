/**
 * Stripe webhooks: verify the `Stripe-Signature` header with the SDK (HMAC-SHA256 over timestamp + exact body,
 * WEBHOOK_TOLERANCE_S), then map the few event types that move one of our orders to a PaymentEvent.
 * Every other verified event (or one that is not about an order of ours) maps to null: answered 200, ignored.
 */
import type Stripe from 'stripe';
import { WEBHOOK_TOLERANCE_S } from '@shared/domain/payments';
import { WebhookRejected, type PaymentEvent } from '../payment-provider';
import { fromMinorUnits, refusalCode } from './stripe-money';

type EventCard = NonNullable<PaymentEvent['card']>;

/** Verifies and maps one delivery; throws WebhookRejected (bad_signature, stale_signature, malformed). */
export function parseStripeWebhook(
  stripe: Stripe,
  webhookSecret: string,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
  nowMs = Date.now(),
): PaymentEvent | null {
  const header = headers['stripe-signature'];
  if (typeof header !== 'string' || header === '') throw new WebhookRejected('bad_signature');
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, header, webhookSecret, WEBHOOK_TOLERANCE_S, undefined, nowMs);
  } catch (err) {
    if ((err as { type?: string }).type !== 'StripeSignatureVerificationError') throw new WebhookRejected('malformed');
    throw new WebhookRejected(signedButOld(stripe, webhookSecret, rawBody, header) ? 'stale_signature' : 'bad_signature');
  }
  // The SDK refuses only old timestamps; our window is symmetric (a clock far ahead is refused too).
  if (signedAt(header) > Math.floor(nowMs / 1000) + WEBHOOK_TOLERANCE_S) throw new WebhookRejected('stale_signature');
  return mapStripeEvent(event);
}

/**
 * The SDK throws the same error class for a wrong signature and for an old one; its message is not an API.
 * So a refused header is checked again with the age check off (tolerance 0): if the HMAC is right, it was the age.
 */
function signedButOld(stripe: Stripe, secret: string, rawBody: Buffer, header: string): boolean {
  try {
    return stripe.webhooks.signature?.verifyHeader(rawBody, header, secret, 0) === true;
  } catch {
    return false;
  }
}

function signedAt(header: string): number {
  const t = header.split(',').find((part) => part.startsWith('t='));
  return t ? Number.parseInt(t.slice(2), 10) : Number.NaN;
}

/** Maps a verified event; null for anything that is not one of our payments. Exported for tests. */
export function mapStripeEvent(event: Stripe.Event): PaymentEvent | null {
  const object = (event as { data?: { object?: unknown } }).data?.object;
  if (typeof event.id !== 'string' || typeof event.created !== 'number' || !object || typeof object !== 'object') {
    throw new WebhookRejected('malformed');
  }
  const base = { id: event.id, createdAt: new Date(event.created * 1000) };
  switch (event.type) {
    case 'checkout.session.completed':
      // 'unpaid' means an asynchronous method is still under way: its own event follows.
      return event.data.object.payment_status === 'paid' ? fromSession(base, event.data.object, 'payment.succeeded') : null;
    case 'checkout.session.async_payment_succeeded':
      return fromSession(base, event.data.object, 'payment.succeeded');
    case 'checkout.session.async_payment_failed':
      return fromSession(base, event.data.object, 'payment.failed', { code: 4, message: 'asynchronous payment failed' });
    case 'checkout.session.expired':
      return fromSession(base, event.data.object, 'payment.expired');
    case 'payment_intent.succeeded':
      return fromIntent(base, event.data.object, 'payment.succeeded');
    case 'payment_intent.payment_failed':
      return fromIntent(base, event.data.object, 'payment.failed');
    default:
      return null;
  }
}

type Base = Pick<PaymentEvent, 'id' | 'createdAt'>;

function fromSession(
  base: Base,
  session: Stripe.Checkout.Session,
  type: PaymentEvent['type'],
  failure?: PaymentEvent['failure'],
): PaymentEvent | null {
  const orderRef = session.metadata?.order_ref ?? session.client_reference_id;
  if (!orderRef) return null; // a Checkout Session of another integration on the same account
  if (typeof session.amount_total !== 'number' || typeof session.currency !== 'string') {
    throw new WebhookRejected('malformed');
  }
  // A webhook carries the PaymentIntent as an id; the card is known only if someone expanded it.
  const card = typeof session.payment_intent === 'object' && session.payment_intent ? cardOf(session.payment_intent) : undefined;
  return {
    ...base,
    type,
    orderRef,
    providerRef: session.id,
    amount: fromMinorUnits(session.amount_total),
    currency: session.currency.toUpperCase(),
    ...(card ? { card } : {}),
    ...(failure ? { failure } : {}),
  };
}

/**
 * Only PaymentIntents we created for a saved-card charge carry `metadata.order_ref`. The PaymentIntent behind a
 * Checkout Session carries `checkout_order_ref` instead, so its events are ignored here and the order is not
 * reported twice (the session's own events report it).
 */
function fromIntent(base: Base, intent: Stripe.PaymentIntent, type: PaymentEvent['type']): PaymentEvent | null {
  const orderRef = intent.metadata?.order_ref;
  if (!orderRef) return null;
  if (typeof intent.amount !== 'number' || typeof intent.currency !== 'string') throw new WebhookRejected('malformed');
  const card = cardOf(intent);
  const error = intent.last_payment_error;
  const failure =
    type === 'payment.failed'
      ? { code: refusalCode(error?.code, error?.decline_code), message: error?.message ?? 'payment failed' }
      : undefined;
  return {
    ...base,
    type,
    orderRef,
    providerRef: intent.id,
    amount: fromMinorUnits(intent.amount),
    currency: intent.currency.toUpperCase(),
    ...(card ? { card } : {}),
    ...(failure ? { failure } : {}),
  };
}

/** The card of a PaymentIntent, from whatever the payload holds (an expanded method or charge, or the error). */
export function cardOf(intent: Stripe.PaymentIntent): EventCard | undefined {
  const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const errorMethod = intent.last_payment_error?.payment_method ?? null;
  const card = method?.card ?? charge?.payment_method_details?.card ?? errorMethod?.card;
  if (!card?.brand || !card.last4) return undefined;
  const methodId =
    typeof intent.payment_method === 'string' ? intent.payment_method : (method?.id ?? charge?.payment_method ?? errorMethod?.id);
  const saved = intent.setup_future_usage === 'off_session' || intent.setup_future_usage === 'on_session';
  return {
    brand: card.brand,
    last4: card.last4,
    expMonth: card.exp_month,
    expYear: card.exp_year,
    ...(saved && methodId ? { token: methodId } : {}),
  };
}
