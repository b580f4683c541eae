import crypto from 'node:crypto';
import { paymentsContract } from '@shared/api/payments.contract';
import { storeOrdersContract as c } from '@shared/api/store-orders.contract';
import { setUpTestContext } from '../../test/test-app';
import { createCatalog, createConsumer, createPro } from '../../test/fixtures';
import { placeShopOrder } from '../../test/shop-order-fixtures';
import { api } from '../../test/api';
import { deliverSandboxEvent } from '../../test/sandbox-webhooks';

const ctx = setUpTestContext({ env: { FEATURE_FLAGS: 'shop=true,nshop=true', PAYMENT_PROVIDER: 'sandbox' } });
const db = () => ctx.deps.db;
const key = () => crypto.randomBytes(9).toString('base64url');

/** A new pro who started buying HK$`amount` of credit at a convenience store. */
async function proWithStoreBill(amount = 500) {
  const pro = await createPro(ctx, await createCatalog(ctx), { balance: 0 });
  const res = await api(pro.agent).call(paymentsContract.createOrder, { body: { idempotency_key: key(), pay_type: 'cvs', amount } });
  expect(res.status).toBe(200);
  const row = await db().one<{ id: number; payment_code: string }>('SELECT id, payment_code FROM payment_orders WHERE hash = $1', [
    res.body.data.order.hash,
  ]);
  return { pro, orderId: row!.id, code: row!.payment_code, hash: res.body.data.order.hash as string };
}

/** `n` more open store bills for credit of `userId`, created one minute apart, the newest `minutesAgo` ago. */
async function addOpenBills(userId: number, n: number, minutesAgo: number) {
  await db().query(
    `INSERT INTO payment_orders (hash, user_id, kind, pay_type, amount, credit, status, provider, idempotency_key, payment_code,
                                 barcode, expires_at, created, modified)
     SELECT 'tst' || md5(random()::text), $1, 'custom', 'cvs', 500 + i, 500 + i, 'pending', 'sandbox', 'k' || md5(random()::text),
            lpad(i::text, 13, '7'), '91' || lpad(i::text, 13, '7') || '000500', now() + interval '3 days',
            now() - ($3 + i) * interval '1 minute', now()
       FROM generate_series(1, $2) AS i`,
    [userId, n, minutesAgo],
  );
}

describe('store orders: the list', () => {
  it('when a pro started a store payment for credit, then it is listed waiting with its code, barcode, amount, deadline and page', async () => {
    const { pro, orderId, code, hash } = await proWithStoreBill(600);
    const res = await api(pro.agent).call(c.list, { query: { page: 1 } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ page: 1, total: 1, total_pages: 1 });
    const [bill] = res.body.data.items;
    expect(bill).toMatchObject({ id: `c${orderId}`, source: 'credit', amount: 600, credit: 600, state: 'waiting', credit_hash: hash });
    expect(bill.payment_code).toBe(code);
    expect(bill.barcode).toContain(code);
    expect(new Date(bill.expires_at).getTime()).toBeGreaterThan(Date.now() + 71 * 3_600_000);
  });

  it('when the bill is paid at the counter and the gateway says so, then it shows paid and the credit is added', async () => {
    const { pro, orderId, hash } = await proWithStoreBill();
    // The counter's side: the gateway's bill paid (its own webhook is what follows).
    const ref = await db().one<{ provider_ref: string }>('SELECT provider_ref FROM payment_orders WHERE id = $1', [orderId]);
    await db().query(`UPDATE sandbox_payments SET status = 'succeeded', paid_at = now() WHERE id = $1`, [ref!.provider_ref]);
    const event = JSON.stringify({
      id: `evt_${crypto.randomBytes(12).toString('hex')}`,
      type: 'payment.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { order_ref: hash, payment_id: ref!.provider_ref, method: 'cvs', amount: 500, currency: 'HKD' },
    });
    expect((await deliverSandboxEvent(ctx, event)).body.data.result).toBe('credited');
    const res = await api(pro.agent).call(c.get, { params: { id: `c${orderId}` } });
    expect(res.status).toBe(200);
    expect(res.body.data.state).toBe('paid');
    expect(res.body.data.paid_at).not.toBeNull();
    const wallet = await db().one<{ balance: number }>('SELECT balance FROM wallets WHERE user_id = $1', [pro.user.id]);
    expect(wallet!.balance).toBe(500);
  });

  it('when a consumer chose to pay a shop order at a store, then its bill is listed with the item, plan and order page', async () => {
    const placed = await placeShopOrder(ctx, await createCatalog(ctx), { pay_type: 'cvs' });
    const res = await placed.consumer.call(c.list, { query: { page: 1 } });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(1);
    const [bill] = res.body.data.items;
    expect(bill).toMatchObject({ source: 'shop', amount: 500, state: 'waiting', shop_order_id: placed.orderId, credit_hash: null });
    expect(bill.name).toBeTruthy();
    expect(bill.payment_code).toMatch(/^\d{13}$/);
    const one = await placed.consumer.call(c.get, { params: { id: bill.id } });
    expect(one.body.data).toEqual(bill);
  });

  it('when the user paid by card only, then the list is empty', async () => {
    const consumer = await createConsumer(ctx);
    await placeShopOrder(ctx, await createCatalog(ctx));
    const res = await api(consumer.agent).call(c.list, { query: { page: 1 } });
    expect(res.body.data).toMatchObject({ items: [], total: 0, total_pages: 0, page: 1 });
  });

  it('when a bill is still open after its deadline, then it shows expired', async () => {
    const { pro, orderId } = await proWithStoreBill();
    await db().query(`UPDATE payment_orders SET expires_at = now() - interval '1 minute' WHERE id = $1`, [orderId]);
    const res = await api(pro.agent).call(c.get, { params: { id: `c${orderId}` } });
    expect(res.body.data.state).toBe('expired');
  });
});

describe('store orders: paging', () => {
  it('when there are 25 bills, then page 1 has the newest 20, page 2 the other 5, and page 9 answers the last page', async () => {
    const { pro, orderId } = await proWithStoreBill();
    await addOpenBills(pro.user.id, 24, 5);
    const first = await api(pro.agent).call(c.list, { query: { page: 1 } });
    expect(first.body.data).toMatchObject({ page: 1, page_size: 20, total: 25, total_pages: 2 });
    expect(first.body.data.items).toHaveLength(20);
    expect(first.body.data.items[0].id).toBe(`c${orderId}`);
    const times = first.body.data.items.map((b: { created: string }) => new Date(b.created).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const second = await api(pro.agent).call(c.list, { query: { page: 2 } });
    expect(second.body.data.items).toHaveLength(5);
    expect(second.body.data.items[4].amount).toBe(524);
    const past = await api(pro.agent).call(c.list, { query: { page: 9 } });
    expect(past.body.data.page).toBe(2);
    expect(past.body.data.items).toEqual(second.body.data.items);
  });

  it('when the page is not a whole number, then 400', async () => {
    const pro = await createPro(ctx, await createCatalog(ctx));
    const res = await api(pro.agent).call(c.list, { query: { page: 'x' as never } });
    expect(res.status).toBe(400);
  });
});

describe('store orders: who sees what', () => {
  it('when another user asks for a bill, then 404 for both kinds, and their list does not show it', async () => {
    const { orderId } = await proWithStoreBill();
    const placed = await placeShopOrder(ctx, await createCatalog(ctx), { pay_type: 'cvs' });
    const shopBill = (await placed.consumer.call(c.list, { query: { page: 1 } })).body.data.items[0].id as string;
    const other = api((await createConsumer(ctx)).agent);
    expect((await other.call(c.get, { params: { id: `c${orderId}` } })).status).toBe(404);
    expect((await other.call(c.get, { params: { id: shopBill } })).status).toBe(404);
    expect((await other.call(c.list, { query: { page: 1 } })).body.data.total).toBe(0);
  });

  it('when the id names no bill or is malformed, then 404', async () => {
    const { pro, orderId } = await proWithStoreBill();
    for (const id of [`c${orderId + 100000}`, `x${orderId}`, 'c0', `c${orderId}x`, 'c99999999999']) {
      expect((await api(pro.agent).call(c.get, { params: { id } })).status).toBe(404);
    }
  });

  it('when a credit order was paid by card, then it is not a store bill (404)', async () => {
    const pro = await createPro(ctx, await createCatalog(ctx), { balance: 0 });
    const res = await api(pro.agent).call(paymentsContract.createOrder, {
      body: { idempotency_key: key(), pay_type: 'card', amount: 100 },
    });
    const row = await db().one<{ id: number }>('SELECT id FROM payment_orders WHERE hash = $1', [res.body.data.order.hash]);
    expect((await api(pro.agent).call(c.get, { params: { id: `c${row!.id}` } })).status).toBe(404);
  });

  it('when signed out, then both answer 401', async () => {
    const anon = api(ctx.sifu.handler);
    expect((await anon.call(c.list, { query: { page: 1 } })).status).toBe(401);
    expect((await anon.call(c.get, { params: { id: 'c1' } })).status).toBe(401);
  });
});
