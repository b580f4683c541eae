import request from 'supertest';
import { startSandboxTest } from '../../../test/sandbox-test-kit';
import { setUpForSuite } from '../../../test/set-up';
import { payCvsBill } from './sandbox-offline';
import { checkMoneyAfterEach } from '../../../test/money-invariants';

jest.setTimeout(120_000);

const t = setUpForSuite(startSandboxTest, (kit) => kit.close());
checkMoneyAfterEach(() => t.ctx);

const http = () => request(t.ctx.sifu.handler);
const counter = (fields: Record<string, string>, lng = 'en-HK') =>
  http().post(`/sandbox-gateway/counter?lng=${lng}`).type('form').send(fields);
const bank = (fields: Record<string, string>, lng = 'en-HK') => http().post(`/sandbox-gateway/bank?lng=${lng}`).type('form').send(fields);

describe('the convenience-store counter', () => {
  it('when a bill is created, then it has a 13-digit payment code, a barcode and 72 hours to pay', async () => {
    const before = Date.now();
    const bill = await t.checkout({ payType: 'cvs', amount: 1200 });
    expect(bill.redirectUrl).toBeNull();
    expect(bill.paymentCode).toMatch(/^\d{13}$/);
    expect(bill.barcode).toBe(`91${bill.paymentCode}001200`);
    expect(bill.expiresAt.getTime() - before).toBeGreaterThanOrEqual(72 * 3_600_000 - 5_000);
    expect(bill.expiresAt.getTime() - before).toBeLessThanOrEqual(72 * 3_600_000 + 5_000);
  });

  it('when the cashier looks up the code and takes the cash, then a receipt is shown and one payment.succeeded event is delivered', async () => {
    const bill = await t.checkout({ payType: 'cvs', amount: 1200 });
    const found = await http().get(`/sandbox-gateway/counter?code=${bill.paymentCode}&lng=en-HK`);
    expect(found.status).toBe(200);
    expect(found.headers['cache-control']).toBe('no-store');
    expect(found.text).toContain('HK$1,200');
    expect(found.text).toContain('Take cash and pay HK$1,200');

    const paid = await counter({ code: bill.paymentCode!.replace(/(\d{4})/g, '$1 '), step: 'pay' });
    expect(paid.status).toBe(200);
    expect(paid.text).toContain('Payment received');
    expect(paid.text).toContain(bill.id);
    const got = await t.receiver.waitForPayment(bill.id, 'payment.succeeded');
    expect(got.event.data).toEqual({ order_ref: expect.any(String), payment_id: bill.id, method: 'cvs', amount: 1200, currency: 'HKD' });

    const again = await counter({ code: bill.paymentCode!, step: 'pay' }, 'zh-HK');
    expect(again.status).toBe(422);
    expect(again.text).toContain('此帳單已經付款。');
    expect(await t.eventsOf(bill.id)).toHaveLength(1);
  });

  it('when the code is unknown, then the counter says so in the page language', async () => {
    const res = await counter({ code: '1234567890123', step: 'lookup' });
    expect(res.status).toBe(422);
    expect(res.text).toContain('No bill matches this payment code.');
    expect((await counter({ code: '<script>', step: 'lookup' }, 'zh-HK')).text).toContain('找不到此付款編號的帳單。');
  });

  it('when the bill is past its 72 hours, then it cannot be paid and a payment.expired event is delivered', async () => {
    const bill = await t.checkout({ payType: 'cvs', amount: 600 });
    await t.ctx.deps.db.query(`UPDATE sandbox_payments SET expires_at = now() - interval '1 second' WHERE id = $1`, [bill.id]);
    const looked = await counter({ code: bill.paymentCode!, step: 'lookup' });
    expect(looked.text).toContain('This bill has expired');
    const res = await counter({ code: bill.paymentCode!, step: 'pay' });
    expect(res.status).toBe(422);
    expect(res.text).toContain('This bill has expired');
    await t.receiver.waitForPayment(bill.id, 'payment.expired');
    expect((await t.eventsOf(bill.id)).map((e) => e.body.type)).toEqual(['payment.expired']);
  });

  it('when two counters pay the same bill at once, then it is paid once with one event', async () => {
    const bill = await t.checkout({ payType: 'cvs', amount: 700 });
    const results = await Promise.all([payCvsBill(t.deps, bill.paymentCode!), payCvsBill(t.deps, bill.paymentCode!)]);
    expect(results.filter((r) => 'payment' in r)).toHaveLength(1);
    expect(results.filter((r) => 'problem' in r && r.problem === 'already_paid')).toHaveLength(1);
    expect(await t.eventsOf(bill.id)).toHaveLength(1);
  });
});

describe('the bank (transfer / FPS)', () => {
  it('when a transfer account is created, then it has a unique 12-digit account number valid 72 hours', async () => {
    const a = await t.checkout({ payType: 'bank', amount: 5000 });
    const b = await t.checkout({ payType: 'bank', amount: 5000 });
    expect(a.redirectUrl).toBeNull();
    expect(a.virtualAccount).toMatch(/^888\d{9}$/);
    expect(b.virtualAccount).not.toBe(a.virtualAccount);
  });

  it('when the amount is not exactly the amount due, then nothing is transferred; the exact amount pays', async () => {
    const acct = await t.checkout({ payType: 'bank', amount: 5000 });
    const form = await http().get(`/sandbox-gateway/bank?account=${acct.virtualAccount}&amount=5000&lng=zh-HK`);
    expect(form.text).toContain(`value="${acct.virtualAccount}"`);
    expect(form.text).toContain('銀行轉賬 / 轉數快');

    const less = await bank({ account: acct.virtualAccount!, amount: '4999' });
    expect(less.status).toBe(422);
    expect(less.text).toContain('The amount must be exactly HK$5,000. Nothing was transferred.');
    expect((await bank({ account: acct.virtualAccount!, amount: '5000.50' })).text).toContain(
      'Enter the amount in whole Hong Kong dollars.',
    );
    expect(await t.eventsOf(acct.id)).toEqual([]);

    const paid = await bank({ account: `${acct.virtualAccount!.slice(0, 3)}-${acct.virtualAccount!.slice(3)}`, amount: '5,000' });
    expect(paid.status).toBe(200);
    expect(paid.text).toContain('Payment received');
    const got = await t.receiver.waitForPayment(acct.id, 'payment.succeeded');
    expect(got.event.data).toMatchObject({ method: 'bank', amount: 5000, currency: 'HKD' });
    expect((await bank({ account: acct.virtualAccount!, amount: '5000' })).text).toContain('This account has already been paid.');
  });

  it('when the account number is unknown, then the bank says so', async () => {
    const res = await bank({ account: '888000000000', amount: '100' });
    expect(res.status).toBe(422);
    expect(res.text).toContain('No open account matches this number.');
  });
});
