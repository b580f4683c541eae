/**
 * The Stripe adapter against a real Stripe SDK client whose HTTP is a fake fetch (recorded API shapes in
 * fixtures/, no network), and webhooks signed with the SDK's own test header. No database needed.
 */
import Stripe from 'stripe';
import { ProviderError, WebhookRejected, type CheckoutRequest, type TokenChargeRequest } from '../payment-provider';
import { silenceLogger } from '../../../lib/logger';
import { createStripeProvider } from './stripe-provider';
import { fakeStripeApi, fixture, type FakeRoutes } from './fixtures/fake-stripe-api';

beforeAll(() => silenceLogger());

const WEBHOOK_SECRET = 'whsec_test_9f8e7d6c5b4a39281706f5e4d3c2b1a0';
const ORDER_REF = 'Pq7Xk2mR9vT4';
const CUSTOMER_REF = 'u-1042';
const CUSTOMER_ID = 'cus_TqK8xW2mZp4LnR';

function providerWith(routes: FakeRoutes = {}) {
  const { stripe, requests } = fakeStripeApi(routes);
  const provider = createStripeProvider({
    secretKey: 'sk_test_unused',
    webhookSecret: WEBHOOK_SECRET,
    publicUrl: 'https://sifu.example',
    stripe,
  });
  return { provider, requests };
}

const checkoutRequest: CheckoutRequest = {
  orderRef: ORDER_REF,
  amount: 800,
  currency: 'HKD',
  payType: 'card',
  description: 'Sifu credit: Standard',
  customerRef: CUSTOMER_REF,
  returnUrl: `/zh-HK/payment/${ORDER_REF}`,
  saveCard: false,
  lng: 'zh-HK',
};

const chargeRequest: TokenChargeRequest = {
  orderRef: ORDER_REF,
  amount: 800,
  currency: 'HKD',
  customerRef: CUSTOMER_REF,
  token: 'pm_1SzQ8gLkdIwHu7ixV4s7Kq2T',
  description: 'Sifu credit: Standard',
};

async function rejection(promise: Promise<unknown>): Promise<ProviderError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ProviderError);
  return err as ProviderError;
}

describe('Stripe provider: card checkout', () => {
  it('when a card checkout starts for a known customer, then Stripe gets a payment session of HKD × 100 with our order ref, and its URL, id and expiry come back', async () => {
    const { provider, requests } = providerWith({
      'GET /v1/customers/search': fixture('customer-search-found'),
      'POST /v1/checkout/sessions': fixture('checkout-session-created'),
    });
    const result = await provider.createCheckout(checkoutRequest);

    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/customers/search', 'POST /v1/checkout/sessions']);
    expect(requests[0].params.get('query')).toBe(`metadata['sifu_customer_ref']:'${CUSTOMER_REF}'`);
    const sent = requests[1].params;
    expect(sent.get('mode')).toBe('payment');
    expect(sent.get('line_items[0][price_data][currency]')).toBe('hkd');
    expect(sent.get('line_items[0][price_data][unit_amount]')).toBe('80000');
    expect(sent.get('line_items[0][price_data][product_data][name]')).toBe('Sifu credit: Standard');
    expect(sent.get('line_items[0][quantity]')).toBe('1');
    expect(sent.get('allowed_payment_method_types[0]')).toBe('card');
    expect(sent.get('customer')).toBe(CUSTOMER_ID);
    expect(sent.get('client_reference_id')).toBe(ORDER_REF);
    expect(sent.get('metadata[order_ref]')).toBe(ORDER_REF);
    expect(sent.get('payment_intent_data[metadata][checkout_order_ref]')).toBe(ORDER_REF);
    expect(sent.get('payment_intent_data[metadata][order_ref]')).toBeNull();
    expect(sent.get('payment_intent_data[setup_future_usage]')).toBeNull();
    expect(sent.get('locale')).toBe('zh-HK');
    expect(sent.get('success_url')).toBe(`https://sifu.example/zh-HK/payment/${ORDER_REF}`);
    expect(sent.get('cancel_url')).toBe(`https://sifu.example/zh-HK/payment/${ORDER_REF}`);
    const expiresIn = Number(sent.get('expires_at')) - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThanOrEqual(30 * 60);
    expect(expiresIn).toBeLessThan(24 * 3600);

    const session = fixture('checkout-session-created');
    expect(result).toEqual({ providerRef: session.id, redirectUrl: session.url, expiresAt: new Date(session.expires_at * 1000) });
  });

  it('when the payer is new to Stripe and wants the card saved, then a customer is created with our reference and the session keeps the card for off-session use, in English', async () => {
    const { provider, requests } = providerWith({
      'GET /v1/customers/search': fixture('customer-search-empty'),
      'POST /v1/customers': fixture('customer'),
      'POST /v1/checkout/sessions': fixture('checkout-session-created'),
    });
    await provider.createCheckout({ ...checkoutRequest, saveCard: true, lng: 'en-HK' });

    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/customers/search',
      'POST /v1/customers',
      'POST /v1/checkout/sessions',
    ]);
    expect(requests[1].params.get('metadata[sifu_customer_ref]')).toBe(CUSTOMER_REF);
    expect(requests[1].headers['idempotency-key']).toBe(`sifu-customer-${CUSTOMER_REF}`);
    expect(requests[2].params.get('customer')).toBe(CUSTOMER_ID);
    expect(requests[2].params.get('payment_intent_data[setup_future_usage]')).toBe('off_session');
    expect(requests[2].params.get('locale')).toBe('en');
  });

  it.each(['cvs', 'bank'] as const)(
    'when the pay type is %s, then it fails as provider_unavailable (Stripe has no HK convenience-store bill or HKD transfer) and nothing is sent',
    async (payType) => {
      const { provider, requests } = providerWith();
      const err = await rejection(provider.createCheckout({ ...checkoutRequest, payType }));
      expect(err.code).toBe('provider_unavailable');
      expect(requests).toHaveLength(0);
    },
  );

  it('when Stripe answers with a server error, then the checkout fails as provider_unavailable', async () => {
    const { provider } = providerWith({
      'GET /v1/customers/search': fixture('customer-search-found'),
      'POST /v1/checkout/sessions': fixture('error-api'),
    });
    const err = await rejection(provider.createCheckout(checkoutRequest));
    expect(err.code).toBe('provider_unavailable');
  });
});

describe('Stripe provider: saved-card charge', () => {
  it('when a saved card is charged, then an off-session confirmed PaymentIntent of HKD × 100 with our order ref is created once per order', async () => {
    const { provider, requests } = providerWith({
      'GET /v1/customers/search': fixture('customer-search-found'),
      'POST /v1/payment_intents': fixture('payment-intent-charged'),
    });
    const result = await provider.chargeToken(chargeRequest);

    expect(result).toEqual({ providerRef: 'pi_3SzQ9aLkdIwHu7ix1XyZ7wVu', accepted: true });
    const [, create] = requests;
    expect(`${create.method} ${create.path}`).toBe('POST /v1/payment_intents');
    expect(Object.fromEntries(create.params)).toMatchObject({
      amount: '80000',
      currency: 'hkd',
      customer: CUSTOMER_ID,
      payment_method: chargeRequest.token,
      off_session: 'true',
      confirm: 'true',
      'metadata[order_ref]': ORDER_REF,
      'allowed_payment_method_types[0]': 'card',
    });
    expect(create.headers['idempotency-key']).toBe(`sifu-charge-${ORDER_REF}`);
  });

  it('when the card is declined, then the charge fails with code 4 and the message names no token', async () => {
    const { provider } = providerWith({
      'GET /v1/customers/search': fixture('customer-search-found'),
      'POST /v1/payment_intents': fixture('error-card-declined'),
    });
    const err = await rejection(provider.chargeToken(chargeRequest));
    expect(err.code).toBe(4);
    expect(err.message).not.toContain('pm_');
  });

  it.each([
    ['decline_code card_not_supported', { decline_code: 'card_not_supported' }],
    ['decline_code currency_not_supported', { decline_code: 'currency_not_supported' }],
    ['code card_not_supported', { code: 'card_not_supported', decline_code: undefined }],
  ])('when the card is refused with %s, then the charge fails with code 211 (card not supported)', async (_, change) => {
    const declined = fixture('error-card-declined');
    Object.assign(declined.body.error, change);
    const { provider } = providerWith({
      'GET /v1/customers/search': fixture('customer-search-found'),
      'POST /v1/payment_intents': declined,
    });
    expect((await rejection(provider.chargeToken(chargeRequest))).code).toBe(211);
  });

  it('when the user has no Stripe customer, then the charge fails as card_not_found without creating anything', async () => {
    const { provider, requests } = providerWith({ 'GET /v1/customers/search': fixture('customer-search-empty') });
    expect((await rejection(provider.chargeToken(chargeRequest))).code).toBe('card_not_found');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('when Stripe does not know the payment method, then the charge fails as card_not_found', async () => {
    const { provider } = providerWith({
      'GET /v1/customers/search': fixture('customer-search-found'),
      'POST /v1/payment_intents': fixture('error-resource-missing'),
    });
    const err = await rejection(provider.chargeToken(chargeRequest));
    expect(err.code).toBe('card_not_found');
    expect(err.message).not.toContain('pm_');
  });
});

describe('Stripe provider: saved cards', () => {
  it("when cards are listed, then the customer's card PaymentMethods come back as brand, last 4 and expiry", async () => {
    const { provider, requests } = providerWith({
      'GET /v1/customers/search': fixture('customer-search-found'),
      [`GET /v1/customers/${CUSTOMER_ID}/payment_methods`]: fixture('payment-methods'),
    });
    expect(await provider.listCards(CUSTOMER_REF)).toEqual([
      { token: 'pm_1SzQ8gLkdIwHu7ixV4s7Kq2T', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2029 },
      { token: 'pm_1SzR2bLkdIwHu7ixH8d3Nc5W', brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2028 },
    ]);
    expect(requests[1].params.get('type')).toBe('card');
  });

  it('when the user has no Stripe customer, then the card list is empty', async () => {
    const { provider } = providerWith({ 'GET /v1/customers/search': fixture('customer-search-empty') });
    expect(await provider.listCards(CUSTOMER_REF)).toEqual([]);
  });

  it("when one of the customer's cards is removed, then its PaymentMethod is detached", async () => {
    const { provider, requests } = providerWith({
      'GET /v1/customers/search': fixture('customer-search-found'),
      'GET /v1/payment_methods/pm_1SzQ8gLkdIwHu7ixV4s7Kq2T': fixture('payment-method'),
      'POST /v1/payment_methods/pm_1SzQ8gLkdIwHu7ixV4s7Kq2T/detach': fixture('payment-method-detached'),
    });
    await provider.removeCard(CUSTOMER_REF, 'pm_1SzQ8gLkdIwHu7ixV4s7Kq2T');
    expect(requests.at(-1)).toMatchObject({ method: 'POST', path: '/v1/payment_methods/pm_1SzQ8gLkdIwHu7ixV4s7Kq2T/detach' });
  });

  it('when the card belongs to another customer, then removing it fails as card_not_found and nothing is detached', async () => {
    const foreign = fixture('payment-method');
    foreign.customer = 'cus_SomeoneElse0001';
    const { provider, requests } = providerWith({
      'GET /v1/customers/search': fixture('customer-search-found'),
      'GET /v1/payment_methods/pm_1SzQ8gLkdIwHu7ixV4s7Kq2T': foreign,
    });
    expect((await rejection(provider.removeCard(CUSTOMER_REF, 'pm_1SzQ8gLkdIwHu7ixV4s7Kq2T'))).code).toBe('card_not_found');
    expect(requests.some((r) => r.path.endsWith('/detach'))).toBe(false);
  });
});

/** A delivery as Stripe sends it: the exact body and its `Stripe-Signature` header. */
function delivery(payload: string, opts: { secret?: string; ageS?: number } = {}) {
  const timestamp = Math.floor(Date.now() / 1000) - (opts.ageS ?? 0);
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? WEBHOOK_SECRET, timestamp });
  return { body: Buffer.from(payload, 'utf8'), headers: { 'stripe-signature': header, 'content-type': 'application/json' } };
}

function parse(payload: string, opts?: { secret?: string; ageS?: number }) {
  const { provider } = providerWith();
  const { body, headers } = delivery(payload, opts);
  return provider.parseWebhook(body, headers);
}

function rejectionReason(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(WebhookRejected);
    return (err as WebhookRejected).reason;
  }
  throw new Error('expected a WebhookRejected');
}

const eventJson = (name: string) => JSON.stringify(fixture(name), null, 2);

describe('Stripe provider: webhook verification', () => {
  it('when a correctly signed event arrives, then it is verified and mapped', () => {
    expect(parse(eventJson('event-checkout-session-completed'))).toMatchObject({ type: 'payment.succeeded', orderRef: ORDER_REF });
  });

  it('when the body was changed after signing, then it is rejected as bad_signature', () => {
    const { provider } = providerWith();
    const { body, headers } = delivery(eventJson('event-checkout-session-completed'));
    const tampered = Buffer.from(body.toString('utf8').replace('"amount_total": 80000', '"amount_total": 8000000'));
    expect(rejectionReason(() => provider.parseWebhook(tampered, headers))).toBe('bad_signature');
  });

  it('when it is signed with another secret, then it is rejected as bad_signature', () => {
    const payload = eventJson('event-checkout-session-completed');
    expect(rejectionReason(() => parse(payload, { secret: 'whsec_someone_else' }))).toBe('bad_signature');
  });

  it('when the signature header is missing, then it is rejected as bad_signature', () => {
    const { provider } = providerWith();
    expect(rejectionReason(() => provider.parseWebhook(Buffer.from('{}'), {}))).toBe('bad_signature');
  });

  it('when the signature is older than 300 s, then it is rejected as stale_signature, and at 299 s it is accepted', () => {
    const payload = eventJson('event-checkout-session-completed');
    expect(rejectionReason(() => parse(payload, { ageS: 301 }))).toBe('stale_signature');
    expect(parse(payload, { ageS: 299 })).not.toBeNull();
  });

  it('when the signature is dated more than 300 s ahead, then it is rejected as stale_signature', () => {
    expect(rejectionReason(() => parse(eventJson('event-checkout-session-completed'), { ageS: -400 }))).toBe('stale_signature');
  });

  it('when a correctly signed body is not JSON, or not an event, then it is rejected as malformed', () => {
    expect(rejectionReason(() => parse('not json at all'))).toBe('malformed');
    expect(rejectionReason(() => parse(JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed' })))).toBe('malformed');
  });
});

describe('Stripe provider: webhook events', () => {
  const createdAt = (name: string) => new Date(fixture(name).created * 1000);
  const sessionId = fixture('checkout-session-created').id;

  it('when a checkout session completes paid, then payment.succeeded comes with the order ref, session id, whole HKD and HKD', () => {
    expect(parse(eventJson('event-checkout-session-completed'))).toEqual({
      id: 'evt_1SzQ8hLkdIwHu7ixCmP4xQ2e',
      type: 'payment.succeeded',
      createdAt: createdAt('event-checkout-session-completed'),
      orderRef: ORDER_REF,
      providerRef: sessionId,
      amount: 800,
      currency: 'HKD',
    });
  });

  it('when a checkout session completes still unpaid, then the event is ignored (its async result follows)', () => {
    const event = fixture('event-checkout-session-completed');
    event.data.object.payment_status = 'unpaid';
    expect(parse(JSON.stringify(event))).toBeNull();
  });

  it.each([
    ['event-checkout-session-async-payment-succeeded', 'payment.succeeded', undefined],
    ['event-checkout-session-async-payment-failed', 'payment.failed', { code: 4, message: 'asynchronous payment failed' }],
    ['event-checkout-session-expired', 'payment.expired', undefined],
  ])('when Stripe sends %s, then it maps to %s for the order', (name, type, failure) => {
    const event = parse(eventJson(name));
    expect(event).toMatchObject({ type, orderRef: ORDER_REF, providerRef: sessionId, amount: 800, currency: 'HKD' });
    expect(event?.failure).toEqual(failure);
  });

  it('when a saved-card PaymentIntent succeeds, then payment.succeeded comes with the PaymentIntent id', () => {
    expect(parse(eventJson('event-payment-intent-succeeded'))).toEqual({
      id: 'evt_3SzQ9aLkdIwHu7ix1Sc8jT6u',
      type: 'payment.succeeded',
      createdAt: createdAt('event-payment-intent-succeeded'),
      orderRef: ORDER_REF,
      providerRef: 'pi_3SzQ9aLkdIwHu7ix1XyZ7wVu',
      amount: 800,
      currency: 'HKD',
    });
  });

  it('when a saved-card PaymentIntent fails, then payment.failed comes with code 4, the card used and no token', () => {
    expect(parse(eventJson('event-payment-intent-payment-failed'))).toMatchObject({
      type: 'payment.failed',
      providerRef: 'pi_3SzQ9aLkdIwHu7ix1XyZ7wVu',
      amount: 800,
      currency: 'HKD',
      card: { brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2028 },
      failure: { code: 4, message: 'Your card has insufficient funds.' },
    });
    expect(parse(eventJson('event-payment-intent-payment-failed'))?.card?.token).toBeUndefined();
  });

  it('when a saved-card PaymentIntent fails because the card is not supported, then the failure code is 211', () => {
    const event = fixture('event-payment-intent-payment-failed');
    event.data.object.last_payment_error.decline_code = 'currency_not_supported';
    expect(parse(JSON.stringify(event))?.failure?.code).toBe(211);
  });

  it("when the PaymentIntent behind a checkout session succeeds, then it is ignored (the session's event reports the payment)", () => {
    expect(parse(eventJson('event-payment-intent-succeeded-checkout'))).toBeNull();
  });

  it('when an unrelated event type arrives, then it is ignored', () => {
    expect(parse(eventJson('event-customer-created'))).toBeNull();
  });

  it('when a checkout session of another integration (no order ref) completes, then it is ignored', () => {
    const event = fixture('event-checkout-session-completed');
    event.data.object.metadata = {};
    event.data.object.client_reference_id = null;
    expect(parse(JSON.stringify(event))).toBeNull();
  });
});

describe('Stripe provider: completing a checkout event', () => {
  it('when a paid checkout event has no card, then the session is fetched with its PaymentIntent and the card (with its token when saved) is added', async () => {
    const { provider, requests } = providerWith({
      [`GET /v1/checkout/sessions/${fixture('checkout-session-created').id}`]: fixture('checkout-session-paid-expanded'),
    });
    const event = parse(eventJson('event-checkout-session-completed'))!;
    const completed = await provider.completeEvent!(event);

    expect(requests[0].params.getAll('expand[0]')).toEqual(['payment_intent.payment_method']);
    expect(completed).toEqual({
      ...event,
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2029, token: 'pm_1SzQ8gLkdIwHu7ixV4s7Kq2T' },
    });
  });

  it('when Stripe cannot be reached, then the event is returned unchanged', async () => {
    const { provider } = providerWith({ 'GET /v1/checkout/sessions/*': fixture('error-api') });
    const event = parse(eventJson('event-checkout-session-completed'))!;
    expect(await provider.completeEvent!(event)).toBe(event);
  });

  it('when the event is not a checkout success, then nothing is fetched', async () => {
    const { provider, requests } = providerWith();
    const event = parse(eventJson('event-payment-intent-succeeded'))!;
    expect(await provider.completeEvent!(event)).toBe(event);
    expect(requests).toHaveLength(0);
  });
});
