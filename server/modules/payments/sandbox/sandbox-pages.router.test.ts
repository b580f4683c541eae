import request from 'supertest';
import { startSandboxTest } from '../../../test/sandbox-test-kit';
import { setUpForSuite } from '../../../test/set-up';
import { checkMoneyAfterEach } from '../../../test/money-invariants';

// A fresh database, pg-boss and first renders are slow on a busy 2-core machine.
jest.setTimeout(120_000);

const t = setUpForSuite(startSandboxTest, (kit) => kit.close());
checkMoneyAfterEach(() => t.ctx);

const http = () => request(t.ctx.sifu.handler);
const card = (number: string, more: Record<string, string> = {}) => ({
  number,
  expiry: '12/40',
  cvc: '123',
  name: 'Chan Tai Man',
  ...more,
});
const pay = (id: string, fields: Record<string, string>, lng = 'en-HK') =>
  http().post(`/sandbox-gateway/checkout/${id}?lng=${lng}`).type('form').send(fields);
const statusOf = async (id: string) =>
  (await t.ctx.deps.db.one<{ status: string; failure_code: string | null }>(
    'SELECT status, failure_code FROM sandbox_payments WHERE id = $1',
    [id],
  ))!;

describe('the hosted card page', () => {
  it('when it is opened, then it shows the merchant, the amount, the sandbox banner and the test cards, uncached, unindexed, with the CSP nonce', async () => {
    const c = await t.checkout();
    expect(c.redirectUrl).toBe(`/sandbox-gateway/checkout/${c.id}?lng=en-HK`);
    const res = await http().get(c.redirectUrl!);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('<html lang="en-HK">');
    expect(res.text).toContain('<meta name="robots" content="noindex"');
    expect(res.text).toContain('SANDBOX — test mode, no real money is charged');
    expect(res.text).toContain('Sifu 師傅');
    expect(res.text).toContain('HK$800');
    for (const n of ['4242 4242 4242 4242', '5555 5555 5555 4444', '4000 0000 0000 0002', '4000 0000 0000 0127', '4000 0027 6000 3184']) {
      expect(res.text).toContain(n);
    }
    const nonce = /style-src [^;]*'nonce-([^']+)'/.exec(res.headers['content-security-policy'])![1];
    expect(res.text).toContain(`<style nonce="${nonce}">`);
    expect(res.text).toContain(`href="${c.returnUrl}"`);

    const zh = await http().get(`/sandbox-gateway/checkout/${c.id}?lng=zh-HK`);
    expect(zh.text).toContain('<html lang="zh-HK">');
    expect(zh.text).toContain('沙盒測試模式');
    expect(zh.text).toContain('信用卡付款');
  });

  it('when 4242 pays, then the browser goes back to the return url and one signed payment.succeeded event with the card is delivered', async () => {
    const c = await t.checkout();
    const res = await pay(c.id, card('4242 4242 4242 4242'));
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(c.returnUrl);
    expect(await statusOf(c.id)).toEqual({ status: 'succeeded', failure_code: null });
    const got = await t.receiver.waitForPayment(c.id, 'payment.succeeded');
    expect(got.verified).toBe(true);
    expect(got.contentType).toBe('application/json');
    expect(got.event.data).toEqual({
      order_ref: expect.stringMatching(/^ord_/),
      payment_id: c.id,
      method: 'card',
      amount: 800,
      currency: 'HKD',
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2040 },
    });
    await t.waitDelivered(got.event.id);
    const events = await t.eventsOf(c.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ event_id: got.event.id, attempts: 1, last_status: 200 });
  });

  it('when 5555 pays with save_card, then the card is kept as a token for this customer and the event carries it', async () => {
    const c = await t.checkout({ saveCard: true, customerRef: 'user:55' });
    expect((await http().get(c.redirectUrl!)).text).toContain('This card will be saved');
    expect((await pay(c.id, card('5555555555554444', { expiry: '03/39' }))).status).toBe(303);
    const got = await t.receiver.waitForPayment(c.id, 'payment.succeeded');
    expect(got.event.data.card).toEqual({
      brand: 'mastercard',
      last4: '4444',
      exp_month: 3,
      exp_year: 2039,
      token: expect.stringMatching(/^card_/),
    });
    expect(await t.provider.listCards('user:55')).toEqual([
      { token: got.event.data.card!.token, brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2039 },
    ]);
  });

  it('when 0002 pays, then the page says declined (code 4), a payment.failed event is delivered, and another card can still pay', async () => {
    const c = await t.checkout();
    const res = await pay(c.id, card('4000000000000002'));
    expect(res.status).toBe(402);
    expect(res.text).toContain('Your card was declined (code 4)');
    expect(await statusOf(c.id)).toEqual({ status: 'failed', failure_code: '4' });
    const failed = await t.receiver.waitForPayment(c.id, 'payment.failed');
    expect(failed.event.data.failure).toEqual({ code: 4, message: 'card_declined' });

    expect((await pay(c.id, card('4242424242424242'))).status).toBe(303);
    await t.receiver.waitForPayment(c.id, 'payment.succeeded');
    expect((await t.eventsOf(c.id)).map((e) => e.body.type)).toEqual(['payment.failed', 'payment.succeeded']);
  });

  it('when 0127 pays, then the page says foreign card not supported (code 211) and a payment.failed event with 211 is delivered', async () => {
    const c = await t.checkout();
    const res = await pay(c.id, card('4000000000000127'), 'zh-HK');
    expect(res.status).toBe(402);
    expect(res.text).toContain('不支援香港以外發行的卡（代碼 211）');
    const failed = await t.receiver.waitForPayment(c.id, 'payment.failed');
    expect(failed.event.data.failure).toEqual({ code: 211, message: 'foreign_card_not_supported' });
  });

  it('when a valid card number that is not a test card pays, then it is declined (code 4) and never saved', async () => {
    const c = await t.checkout({ saveCard: true, customerRef: 'user:4111' });
    expect((await pay(c.id, card('4111 1111 1111 1111'))).status).toBe(402);
    expect((await t.receiver.waitForPayment(c.id, 'payment.failed')).event.data.failure?.code).toBe(4);
    expect(await t.provider.listCards('user:4111')).toEqual([]);
  });

  it('when the fields are wrong, then each error is shown at its field in the page language and nothing is charged', async () => {
    const c = await t.checkout();
    const res = await pay(c.id, { number: '4242 4242 4242 4241', expiry: '01/20', cvc: '12', name: ' ' });
    expect(res.status).toBe(422);
    expect(res.text).toContain('Enter a valid card number.');
    expect(res.text).toContain('This card has expired.');
    expect(res.text).toContain('Enter the 3-digit security code.');
    expect(res.text).toContain('Enter the name on the card.');
    const zh = await pay(c.id, { number: '4242424242424242', expiry: '13/40', cvc: '123', name: '陳大文' }, 'zh-HK');
    expect(zh.text).toContain('請以 MM/YY 格式輸入到期日。');
    expect(await statusOf(c.id)).toEqual({ status: 'open', failure_code: null });
    expect(await t.eventsOf(c.id)).toEqual([]);
  });

  it('when the return url or the name carry markup, then the page shows them escaped', async () => {
    const c = await t.checkout({ returnUrl: '/payment/x?a="><script>alert(1)</script>' });
    const page = await http().get(c.redirectUrl!);
    expect(page.text).not.toContain('<script>alert(1)</script>');
    expect(page.text).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    const res = await pay(c.id, card('4242', { name: '<script>alert("name")</script>' }));
    expect(res.status).toBe(422);
    expect(res.text).not.toContain('<script>');
    expect(res.text).toContain('value="&#60;script&#62;alert(&#34;name&#34;)&#60;/script&#62;"');
  });

  it('when a form is posted from another origin, then it is refused with a page and nothing is charged', async () => {
    const c = await t.checkout();
    const res = await pay(c.id, card('4242424242424242')).set('Origin', 'https://evil.example');
    expect(res.status).toBe(403);
    expect(res.type).toBe('text/html');
    expect(res.text).toContain('Request refused');
    expect(await statusOf(c.id)).toEqual({ status: 'open', failure_code: null });
  });

  it('when the payment is unknown, paid or expired, then the page says so', async () => {
    expect((await http().get('/sandbox-gateway/checkout/pay_000000000000000000000000?lng=en-HK')).status).toBe(404);
    const paid = await t.checkout();
    await pay(paid.id, card('4242424242424242'));
    const again = await pay(paid.id, card('4242424242424242'));
    expect(again.text).toContain('Already paid');
    const old = await t.checkout();
    await t.ctx.deps.db.query(`UPDATE sandbox_payments SET expires_at = now() - interval '1 minute' WHERE id = $1`, [old.id]);
    const late = await pay(old.id, card('4242424242424242'));
    expect(late.status).toBe(410);
    expect(late.text).toContain('This payment has expired');
    expect((await t.receiver.waitForPayment(old.id, 'payment.expired')).event.data.amount).toBe(800);
  });
});

describe('the 3-D-Secure-like step', () => {
  async function challenged() {
    const c = await t.checkout();
    const res = await pay(c.id, card('4000 0027 6000 3184'));
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/sandbox-gateway/3ds/${c.id}?lng=en-HK`);
    const row = await t.ctx.deps.db.one<{ challenge_code: string; status: string }>(
      'SELECT challenge_code, status FROM sandbox_payments WHERE id = $1',
      [c.id],
    );
    expect(row!.status).toBe('requires_action');
    const answer = (fields: Record<string, string>) => http().post(res.headers.location).type('form').send(fields);
    return { ...c, code: row!.challenge_code, challengeUrl: res.headers.location, answer };
  }

  it('when the payer types the code shown and approves, then the payment succeeds and the browser returns', async () => {
    const c = await challenged();
    const page = await http().get(c.challengeUrl);
    expect(page.text).toContain(c.code);
    expect((await http().get(c.redirectUrl!)).headers.location).toBe(c.challengeUrl);
    const wrong = await c.answer({ action: 'approve', code: '000000' });
    expect(wrong.status).toBe(422);
    expect(wrong.text).toContain('Attempts left: 2');
    const ok = await c.answer({ action: 'approve', code: c.code });
    expect(ok.status).toBe(303);
    expect(ok.headers.location).toBe(c.returnUrl);
    const got = await t.receiver.waitForPayment(c.id, 'payment.succeeded');
    expect(got.event.data.card).toMatchObject({ brand: 'visa', last4: '3184' });
    expect((await t.eventsOf(c.id)).map((e) => e.body.type)).toEqual(['payment.succeeded']);
  });

  it('when the payer cancels, then a payment.failed event (code 4) is sent and the browser returns', async () => {
    const c = await challenged();
    const res = await c.answer({ action: 'cancel' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(c.returnUrl);
    const failed = await t.receiver.waitForPayment(c.id, 'payment.failed');
    expect(failed.event.data.failure).toEqual({ code: 4, message: 'authentication_failed' });
  });

  it('when a wrong code is typed 3 times, then the payment fails (code 4) and the browser returns', async () => {
    const c = await challenged();
    expect((await c.answer({ action: 'approve', code: '1' })).status).toBe(422);
    expect((await c.answer({ action: 'approve', code: '2' })).status).toBe(422);
    const third = await c.answer({ action: 'approve', code: '3' });
    expect(third.status).toBe(303);
    expect(third.headers.location).toBe(c.returnUrl);
    expect(await statusOf(c.id)).toEqual({ status: 'failed', failure_code: '4' });
    expect((await t.eventsOf(c.id)).map((e) => e.body.type)).toEqual(['payment.failed']);
  });
});
