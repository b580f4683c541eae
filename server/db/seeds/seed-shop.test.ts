/** The shop demo: what the demo accounts, the reviewers and the public see, and money that reconciles. */
import { attachmentsContract } from '@shared/api/attachments.contract';
import { backOfficeContract } from '@shared/api/back-office.contract';
import { shopCatalogContract } from '@shared/api/shop-catalog.contract';
import { shopItemsContract } from '@shared/api/shop-items.contract';
import { shopLikesContract } from '@shared/api/shop-likes.contract';
import { shopOrdersContract } from '@shared/api/shop-orders.contract';
import type { ShopOrder } from '@shared/schemas/shop.schema';
import { mismatches } from '../../modules/safety-payments/safety-sweeps.repository';
import { api } from '../../test/api';
import { solidImage } from '../../test/images';
import { moneyProblems } from '../../test/money-invariants';
import { logIn, setUpTestContext } from '../../test/test-app';
import { DEMO_CONSUMER, DEMO_OPERATOR, DEMO_PRO } from './demo-accounts';
import { SHOP_ITEMS, SHOP_ORDERS } from './seed-shop-data';

const ctx = setUpTestContext({ template: 'demo', env: { FEATURE_FLAGS: 'safetyPayment=true,shop=true,nshop=true' } });
const staff = (username: string) => logIn(ctx, { username, password: DEMO_OPERATOR.password });

async function ordersOf(account: { username: string; password: string }, role: 'consumer' | 'pro'): Promise<ShopOrder[]> {
  const res = await api(await logIn(ctx, account)).call(shopOrdersContract.list, { query: { role, status: 'all', page: 1 } });
  expect(res.status).toBe(200);
  return res.body.data.items as ShopOrder[];
}

describe('shop demo', () => {
  it('when the rows are counted, then the items, orders, feedback, likes, notices, slots and payouts are as the data describes', async () => {
    const { rows } = await ctx.deps.db.query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM shop_items GROUP BY status ORDER BY status',
    );
    expect(rows).toEqual([
      { status: 'draft', n: 1 },
      { status: 'in_review', n: 1 },
      { status: 'published', n: SHOP_ITEMS.length - 2 },
    ]);
    const counts = await ctx.deps.db.one<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM shop_orders) AS orders, (SELECT count(*)::int FROM shop_order_feedbacks) AS feedback,
              (SELECT count(*)::int FROM shop_likes) AS likes, (SELECT count(*)::int FROM shop_service_categories WHERE service_notice <> '') AS notices,
              (SELECT count(*)::int FROM reservations WHERE shop_order_id IS NOT NULL) AS slots,
              (SELECT count(*)::int FROM payout_instructions WHERE shop_order_id IS NOT NULL) AS payouts`,
    );
    expect(counts).toEqual({
      orders: SHOP_ORDERS.length,
      feedback: SHOP_ORDERS.filter((o) => o.feedback).length,
      likes: 8,
      notices: 4,
      slots: 2,
      payouts: SHOP_ORDERS.filter((o) => o.completed !== undefined).length,
    });
  });

  it('when the demo consumer opens their orders and favourites, then one waits for the pro, one has a slot, one has feedback with a reply, one waits for payment', async () => {
    const orders = await ordersOf(DEMO_CONSUMER, 'consumer');
    expect(orders.map((o) => o.status).sort()).toEqual(['awaiting_payment', 'completed', 'confirmed', 'paid']);
    const paid = orders.find((o) => o.status === 'paid')!;
    expect(paid).toMatchObject({ pro: expect.objectContaining({ slug: 'chi-wai-plumbing' }), is_held: true, payment: expect.anything() });
    expect(orders.find((o) => o.status === 'confirmed')!.reservation).toMatchObject({ cancelled: false });
    expect(orders.find((o) => o.status === 'completed')!.feedback).toMatchObject({ score: 5, comment: expect.any(String) });
    const res = await api(await logIn(ctx, DEMO_CONSUMER)).call(shopLikesContract.favorites, { query: { page: 1 } });
    expect(res.body.data.items).toHaveLength(2);
  });

  it('when demo_pro opens their shop, then a draft, an item in review and orders in several states are there', async () => {
    const agent = await logIn(ctx, DEMO_PRO);
    const items = await api(agent).call(shopItemsContract.list, { query: { page: 1 } });
    expect((items.body.data.items as Array<{ status: string }>).map((i) => i.status).sort()).toEqual([
      'draft',
      'in_review',
      'published',
      'published',
      'published',
    ]);
    const orders = await ordersOf(DEMO_PRO, 'pro');
    expect(orders.map((o) => o.status).sort()).toEqual([
      'awaiting_payment',
      'complete_requested',
      'completed',
      'completed',
      'confirmed',
      'paid',
      'void',
    ]);
    expect(orders.find((o) => o.status === 'paid')!.actions).toContain('confirm');
    expect(orders.find((o) => o.status === 'confirmed')!.reservation).not.toBeNull();
    // One feedback still waits for demo_pro's reply.
    expect(orders.filter((o) => o.feedback && o.feedback.comment === null)).toHaveLength(1);
  });

  it.each(['ops_support', 'ops_trust'])('when %s opens the shop items queue, then the item in review waits there', async (username) => {
    const agent = await staff(username);
    const me = await api(agent).call(backOfficeContract.me);
    expect(me.body.data.queues).toContain('shop_items');
    const home = await api(agent).call(backOfficeContract.home);
    expect(home.body.data).toContainEqual(expect.objectContaining({ queue: 'shop_items', open: 1, overdue: 0 }));
    const queue = await api(agent).call(backOfficeContract.queue, { params: { queue: 'shop_items' } });
    expect(queue.body.data.items).toEqual([expect.objectContaining({ subject_type: 'shop_item', summary: '加裝 13A 插座' })]);
    const review = await api(agent).call(shopItemsContract.opsList, { query: { page: 1 } });
    expect(review.body.data.items).toEqual([expect.objectContaining({ status: 'in_review', actions: ['publish', 'reject'] })]);
  });

  it('when a reviewer opens the ticket of the item in review, then its panel reads the item and its photos; nobody else may', async () => {
    const item = await ctx.deps.db.one<{ id: number }>(`SELECT id FROM shop_items WHERE status = 'in_review'`);
    // A photo of demo_pro's linked to the item as the editor links it (the test template is seeded without pictures).
    const pro = await logIn(ctx, DEMO_PRO);
    const upload = await api(pro)
      .call(attachmentsContract.upload)
      .attach('file', await solidImage('jpeg', 40, 30), 'p.jpg');
    const photo = upload.body.data[0].id as number;
    await ctx.deps.db.query(
      `WITH p AS (INSERT INTO shop_item_photos (shop_item_id, attachment_id, position) VALUES ($1, $2, 1))
       INSERT INTO attachment_links (attachment_id, kind, ref_id) VALUES ($2, 'shop_item', $1)`,
      [item!.id, photo],
    );
    const reviewer = await staff('ops_support');
    const res = await api(reviewer).call(shopItemsContract.opsItem, { params: { id: item!.id } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'in_review',
      plans: expect.any(Array),
      photos: [expect.objectContaining({ attachment_id: photo })],
    });
    expect((await api(reviewer).call(attachmentsContract.download, { params: { id: photo } })).status).toBe(200);
    const consumer = await logIn(ctx, DEMO_CONSUMER);
    expect((await api(consumer).call(attachmentsContract.download, { params: { id: photo } })).status).toBe(404);
    expect((await api(consumer).call(shopItemsContract.opsItem, { params: { id: item!.id } })).status).toBe(404);
  });

  it('when a visitor opens the shop, then every published item is listed, with stock, feedback and a service notice', async () => {
    const res = await api(ctx.sifu.handler).call(shopCatalogContract.list, { query: { page: 1 } });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(SHOP_ITEMS.filter((i) => i.status === 'published').length);
    const aircon = await ctx.deps.db.one<{ id: number }>(`SELECT id FROM shop_items WHERE name LIKE '冷氣機深層清洗%'`);
    const item = await api(ctx.sifu.handler).call(shopItemsContract.publicItem, { params: { id: aircon!.id } });
    expect(item.body.data).toMatchObject({
      quantity: 40,
      remaining_quantity: 38,
      rating: { score: 5, count: 2 },
      like_count: 3,
      service_notice: expect.stringContaining('棚架'),
    });
  });

  it('when the money is checked, then every invariant holds and every shop pay-in matches its verified event', async () => {
    expect(await moneyProblems(ctx.deps.db)).toEqual([]);
    expect(await mismatches(ctx.deps.db)).toEqual([]);
    const { rows } = await ctx.deps.db.query(
      `SELECT p.id FROM shop_payments p
        WHERE p.status = 'paid' AND NOT EXISTS (
          SELECT 1 FROM payment_events e WHERE e.provider = p.provider AND e.type = 'payment.succeeded'
             AND e.payload->>'orderRef' = p.hash AND (e.payload->>'amount')::int = p.amount AND e.result = 'shop_paid')`,
    );
    expect(rows).toEqual([]);
  });
});
