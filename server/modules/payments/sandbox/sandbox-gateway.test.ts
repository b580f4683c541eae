import { ProviderError, WebhookRejected } from '../payment-provider';
import { startSandboxTest, TEST_WEBHOOK_SECRET } from '../../../test/sandbox-test-kit';
import { setUpForSuite } from '../../../test/set-up';
import { SANDBOX_SIGNATURE_HEADER, signPayload } from './sandbox-signature';
import { createPayment, expireOpenPayments, payCardCheckout } from './sandbox-gateway';
import { chargeSavedCard } from './sandbox-saved-cards';
import { payCvsBill } from './sandbox-offline';
import { checkCardForm } from './sandbox-cards';
import { checkMoneyAfterEach } from '../../../test/money-invariants';

jest.setTimeout(120_000);

const t = setUpForSuite(startSandboxTest, (kit) => kit.close());
checkMoneyAfterEach(() => t.ctx);

async function savedCard(customerRef: string, testNumber: string): Promise<string> {
  const token = `card_${testNumber.slice(-4)}${Math.random().toString(16).slice(2, 14).padEnd(12, '0')}${'0'.repeat(8)}`;
  await t.ctx.deps.db.query(
    `INSERT INTO sandbox_cards (token, customer_ref, brand, last4, exp_month, exp_year, test_number) VALUES ($1, $2, 'visa', $3, 12, 2040, $4)`,
    [token, customerRef, testNumber.slice(-4), testNumber],
  );
  return token;
}

const charge = (token: string, customerRef = 'user:7', amount = 800) =>
  t.provider.chargeToken({ orderRef: `auto_${Math.random()}`, amount, currency: 'HKD', customerRef, token, description: 'Auto-refill' });

describe('saved cards and merchant-initiated charges', () => {
  it('when a saved 4242 card is charged, then it succeeds at once and the event carries the card and its token', async () => {
    const token = await savedCard('user:7', '4242424242424242');
    const res = await charge(token);
    expect(res.accepted).toBe(true);
    const got = await t.receiver.waitForPayment(res.providerRef, 'payment.succeeded');
    expect(got.event.data).toMatchObject({ amount: 800, card: { brand: 'visa', last4: '4242', token, exp_month: 12, exp_year: 2040 } });
    const event = t.provider.parseWebhook(got.raw, {
      'sifu-sandbox-signature': signPayload(TEST_WEBHOOK_SECRET, got.raw.toString(), Date.now() / 1000),
    });
    expect(event?.card).toEqual({ brand: 'visa', last4: '4242', token, expMonth: 12, expYear: 2040 });
  });

  it('when a saved 0002 card is charged, then ProviderError 4 is thrown and a payment.failed event is still sent', async () => {
    const token = await savedCard('user:7', '4000000000000002');
    const err = await charge(token).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect((err as ProviderError).code).toBe(4);
    const rows = await t.ctx.deps.db.many<{ id: string; status: string }>('SELECT id, status FROM sandbox_payments WHERE card_token = $1', [
      token,
    ]);
    expect(rows).toEqual([{ id: expect.any(String), status: 'failed' }]);
    const got = await t.receiver.waitForPayment(rows[0].id, 'payment.failed');
    expect(got.event.data.failure).toEqual({ code: 4, message: 'card_declined' });
  });

  it('when a saved 0127 card is charged, then ProviderError 211 is thrown', async () => {
    const token = await savedCard('user:7', '4000000000000127');
    await expect(charge(token)).rejects.toMatchObject({ code: 211 });
  });

  it('when a saved 3184 card is charged, then it succeeds without the 3-D-Secure step', async () => {
    const token = await savedCard('user:7', '4000002760003184');
    const res = await charge(token);
    await t.receiver.waitForPayment(res.providerRef, 'payment.succeeded');
  });

  it("when another customer's or a removed card is charged, then card_not_found; listing shows only the customer's cards", async () => {
    const mine = await savedCard('user:8', '4242424242424242');
    const other = await savedCard('user:9', '4242424242424242');
    await expect(charge(other, 'user:8')).rejects.toMatchObject({ code: 'card_not_found' });
    expect((await t.provider.listCards('user:8')).map((c) => c.token)).toEqual([mine]);
    await t.provider.removeCard('user:8', mine);
    await t.provider.removeCard('user:8', mine);
    expect(await t.provider.listCards('user:8')).toEqual([]);
    await expect(charge(mine, 'user:8')).rejects.toMatchObject({ code: 'card_not_found' });
    expect(await t.provider.listCards('user:9')).toHaveLength(1);
  });
});

describe('expiry', () => {
  it('when open payments pass their deadline, then the job expires each once with a payment.expired event; paid ones are untouched', async () => {
    const card = await t.checkout();
    const cvs = await t.checkout({ payType: 'cvs', amount: 900 });
    const bank = await t.checkout({ payType: 'bank', amount: 900 });
    const paid = await t.checkout({ payType: 'cvs', amount: 900 });
    await payCvsBill(t.deps, paid.paymentCode!);
    const ids = [card.id, cvs.id, bank.id, paid.id];
    await t.ctx.deps.db.query(`UPDATE sandbox_payments SET expires_at = now() - interval '1 minute' WHERE id = ANY($1)`, [ids]);
    expect(await expireOpenPayments(t.deps)).toBe(3);
    expect(await expireOpenPayments(t.deps)).toBe(0);
    const statuses = await t.ctx.deps.db.many<{ id: string; status: string }>(
      'SELECT id, status FROM sandbox_payments WHERE id = ANY($1)',
      [ids],
    );
    expect(Object.fromEntries(statuses.map((s) => [s.id, s.status]))).toEqual({
      [card.id]: 'expired',
      [cvs.id]: 'expired',
      [bank.id]: 'expired',
      [paid.id]: 'succeeded',
    });
    for (const id of [card.id, cvs.id, bank.id]) {
      const got = await t.receiver.waitForPayment(id, 'payment.expired');
      expect(got.verified).toBe(true);
      expect((await t.eventsOf(id)).map((e) => e.body.type)).toEqual(['payment.expired']);
    }
    expect((await t.eventsOf(paid.id)).map((e) => e.body.type)).toEqual(['payment.succeeded']);
  });
});

describe('webhook delivery', () => {
  it('when the merchant answers 500 twice, then the event is retried, signed afresh, and marked delivered on the third attempt', async () => {
    const fast = { ...t.deps, delivery: { retryDelayS: 0, retryBackoff: false, retryLimit: 5 } };
    const p = await createPayment(fast, {
      method: 'cvs',
      merchantRef: 'ord_retry',
      amount: 500,
      currency: 'HKD',
      customerRef: 'user:1',
      returnUrl: '/payment/ord_retry',
      saveCard: false,
      description: 'retry',
    });
    t.receiver.answerNext([500, 500]);
    await payCvsBill(fast, p.payment_code!);
    const [event] = await t.eventsOf(p.id);
    const hits = await t.receiver.waitFor(event.event_id, 3);
    expect(hits.map((h) => h.answered)).toEqual([500, 500, 200]);
    expect(hits.every((h) => h.verified && h.raw.toString() === hits[0].raw.toString())).toBe(true);
    await t.waitDelivered(event.event_id);
    const [row] = await t.eventsOf(p.id);
    expect(row).toMatchObject({ attempts: 3, last_status: 200, delivered_at: expect.any(Date) });
  });

  it('when the delivered body reaches parseWebhook, then it maps to a PaymentEvent with the exact amount and currency', async () => {
    const c = await t.checkout({ amount: 1500 });
    const card = checkCardForm({ number: '4242424242424242', expiry: '12/40', cvc: '123', name: 'A' }, new Date());
    if (!('card' in card)) throw new Error('test card refused');
    await payCardCheckout(t.deps, c.id, card.card);
    const got = await t.receiver.waitForPayment(c.id, 'payment.succeeded');
    const event = t.provider.parseWebhook(got.raw, { [SANDBOX_SIGNATURE_HEADER]: got.signature });
    expect(event).toEqual({
      id: got.event.id,
      type: 'payment.succeeded',
      createdAt: new Date(got.event.created * 1000),
      orderRef: got.event.data.order_ref,
      providerRef: c.id,
      amount: 1500,
      currency: 'HKD',
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2040 },
    });
    const tampered = Buffer.from(got.raw.toString().replace('1500', '15000'));
    expect(() => t.provider.parseWebhook(tampered, { 'sifu-sandbox-signature': got.signature })).toThrow(WebhookRejected);
    const old = signPayload(TEST_WEBHOOK_SECRET, got.raw.toString(), Date.now() / 1000 - 600);
    expect(() => t.provider.parseWebhook(got.raw, { 'sifu-sandbox-signature': old })).toThrow('stale_signature');
    const junk = Buffer.from('{"id":"nope"}');
    const junkSig = signPayload(TEST_WEBHOOK_SECRET, junk.toString(), Date.now() / 1000);
    expect(() => t.provider.parseWebhook(junk, { 'sifu-sandbox-signature': junkSig })).toThrow('malformed');
  });

  it('when background jobs are not running, then completing a payment fails clearly and changes nothing', async () => {
    const noJobs = { db: t.ctx.deps.db, env: t.ctx.deps.env };
    const bill = await t.checkout({ payType: 'cvs', amount: 500 });
    await expect(payCvsBill(noJobs, bill.paymentCode!)).rejects.toThrow('background jobs are not running');
    const row = await t.ctx.deps.db.one<{ status: string }>('SELECT status FROM sandbox_payments WHERE id = $1', [bill.id]);
    expect(row!.status).toBe('open');
    expect(await t.eventsOf(bill.id)).toEqual([]);
    const direct = await chargeSavedCard(noJobs, {
      token: 'card_missing',
      customerRef: 'user:1',
      merchantRef: 'x',
      amount: 1,
      currency: 'HKD',
      description: '',
    });
    expect(direct).toEqual({ notFound: true });
  });
});
