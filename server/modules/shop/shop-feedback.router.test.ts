import crypto from 'node:crypto';
import { shopOrdersContract as c } from '@shared/api/shop-orders.contract';
import { api } from '../../test/api';
import { createConsumer, setUpCatalog } from '../../test/fixtures';
import { checkMoneyAfterEach } from '../../test/money-invariants';
import { deliverSandboxEvent } from '../../test/sandbox-webhooks';
import { publishedItem } from '../../test/shop-fixtures';
import { setUpTestContext } from '../../test/test-app';

const ctx = setUpTestContext({ env: { FEATURE_FLAGS: 'shop=true,nshop=true', PAYMENT_PROVIDER: 'sandbox' } });
const cat = setUpCatalog(ctx);
checkMoneyAfterEach(ctx);

type Api = ReturnType<typeof api>;

/** An image the user uploaded (the row an upload leaves). */
async function upload(userId: number): Promise<number> {
  const row = await ctx.deps.db.one<{ id: number }>(
    `INSERT INTO attachments (user_id, storage_name, file_name, mime, size, received_bytes, sha256, width, height, variants)
     VALUES ($1, $2, 'a.jpg', 'image/jpeg', 10, 10, $3, 10, 10, '{}') RETURNING id`,
    [userId, `s-${crypto.randomUUID()}`, crypto.randomBytes(32).toString('hex')],
  );
  return row!.id;
}

const act = (who: Api, action: string, id: number) => who.call(c.act, { params: { action: action as 'confirm', id }, body: {} });

/** A paid order (HK$500) moved to `status` through the API. */
async function order(status: 'paid' | 'completed') {
  const item = await publishedItem(ctx, cat);
  const buyer = await createConsumer(ctx);
  const consumer = api(buyer.agent);
  const pro = api(item.pro.agent);
  const placed = await consumer.call(c.place, {
    body: { shop_item_id: item.itemId, plan_id: item.planIds[0], pay_type: 'card', idempotency_key: crypto.randomUUID() },
  });
  const { id, payment } = placed.body.data.order;
  await ctx.deps.db.query(
    `UPDATE sandbox_payments SET status = 'succeeded', paid_at = now() WHERE id = (SELECT provider_ref FROM shop_payments WHERE hash = $1)`,
    [payment.hash],
  );
  const body = JSON.stringify({
    id: `evt_${crypto.randomBytes(12).toString('hex')}`,
    type: 'payment.succeeded',
    created: Math.floor(Date.now() / 1000),
    data: {
      order_ref: payment.hash,
      payment_id: `pay_${payment.hash}`,
      method: 'card',
      amount: 500,
      currency: 'HKD',
      card: { brand: 'visa', last4: '4242' },
    },
  });
  expect((await deliverSandboxEvent(ctx, body)).body.data.result).toBe('shop_paid');
  if (status === 'completed') {
    for (const [who, action] of [
      [pro, 'confirm'],
      [pro, 'apply_complete'],
      [consumer, 'complete'],
    ] as const)
      expect((await act(who, action, id)).status).toBe(200);
  }
  return { buyer, consumer, pro, orderId: id as number, itemId: item.itemId };
}

const feedback = (who: Api, body: Record<string, unknown>) => who.call(c.feedback, { body });
const codeOf = (r: { status: number; body: { error: { code: unknown } } }) => [r.status, r.body.error.code];

describe('shop order feedback', () => {
  it('when the consumer reviews a completed order, then it is kept once with its photos, counted in characters', async () => {
    const { consumer, buyer, orderId, itemId, pro } = await order('completed');
    const photo = await upload(buyer.user.id);
    // 50 characters of CJK outside the BMP (100 UTF-16 units) are within the limit.
    const text = '𠮷'.repeat(50);
    const res = await feedback(consumer, { shop_order_id: orderId, shop_item_id: itemId, score: 5, feedback: text, attachments: [photo] });
    expect(res.status).toBe(200);
    expect(res.body.data.feedback).toMatchObject({ score: 5, feedback: text, plan_name: '標準', photos: [{ id: photo }], comment: null });
    expect((await pro.call(c.order, { params: { id: orderId } })).body.data.feedback.score).toBe(5);
    const link = await ctx.deps.db.one('SELECT kind FROM attachment_links WHERE attachment_id = $1', [photo]);
    expect(link).toEqual({ kind: 'shop_feedback' });
    // The score counts into the pro's rating with their reviews (the test pro has none: 5.00 from this one).
    const service = await ctx.deps.db.one<{ rating: number; review_count: number }>(
      'SELECT s.rating, s.review_count FROM quote_services s JOIN shop_items i ON i.quote_service_id = s.quote_service_id WHERE i.id = $1',
      [itemId],
    );
    expect(service).toEqual({ rating: 5, review_count: 1 });
    const again = await feedback(consumer, { shop_order_id: orderId, shop_item_id: itemId, score: 4 });
    expect(codeOf(again)).toEqual([409, 'shop_feedback_exists']);
  });

  it('when the feedback is on an order not the caller’s, the wrong item, an order not completed or is malformed, then 840 and 850–854', async () => {
    const done = await order('completed');
    const paid = await order('paid');
    const stranger = api((await createConsumer(ctx)).agent);
    const base = { shop_order_id: done.orderId, shop_item_id: done.itemId, score: 5 };
    expect(codeOf(await feedback(stranger, base))).toEqual([404, 840]);
    expect(codeOf(await feedback(done.consumer, { ...base, shop_order_id: 2_000_000_000 }))).toEqual([404, 840]);
    expect(codeOf(await feedback(done.consumer, { ...base, shop_item_id: paid.itemId }))).toEqual([404, 854]);
    expect(codeOf(await feedback(paid.consumer, { shop_order_id: paid.orderId, shop_item_id: paid.itemId, score: 5 }))).toEqual([409, 850]);
    expect(codeOf(await feedback(done.consumer, { ...base, score: 6 }))).toEqual([400, 851]);
    expect(codeOf(await feedback(done.consumer, { ...base, score: 2.5 }))).toEqual([400, 851]);
    expect(codeOf(await feedback(done.consumer, { ...base, feedback: '好'.repeat(51) }))).toEqual([400, 852]);
    expect(codeOf(await feedback(done.consumer, { ...base, feedback: 'a\nb' }))).toEqual([400, 852]);
    const mine = await Promise.all([1, 2, 3, 4].map(() => upload(done.buyer.user.id)));
    expect(codeOf(await feedback(done.consumer, { ...base, attachments: mine }))).toEqual([400, 853]);
    expect(codeOf(await feedback(done.consumer, { ...base, attachments: [mine[0], mine[0]] }))).toEqual([400, 853]);
    const theirs = await upload(paid.buyer.user.id);
    expect(codeOf(await feedback(done.consumer, { ...base, attachments: [theirs] }))).toEqual([400, 853]);
    // Nothing was kept by the refusals; the pro cannot write the consumer's feedback.
    expect(codeOf(await feedback(done.pro, base))[0]).toBe(403);
    expect((await feedback(done.consumer, base)).status).toBe(200);
  });
});
