/**
 * The pro's public reply to a feedback and an item's feedback list against a real PostgreSQL (docs/decisions/0038):
 * one reply of 1–50 characters, SPEC codes 840, 852 and 854, nothing stored by a refusal.
 */
import { shopOrdersContract as c } from '@shared/api/shop-orders.contract';
import { api } from '../../test/api';
import { createConsumer, createPro, setUpCatalog } from '../../test/fixtures';
import { publishedItem, type ShopItemFixture } from '../../test/shop-fixtures';
import { setUpTestContext, type TestContext } from '../../test/test-app';

const ctx = setUpTestContext({ env: { FEATURE_FLAGS: 'shop=true,nshop=true' } });
const cat = setUpCatalog(ctx);

/** A completed order of the item's first plan by a new consumer, with its feedback (written by SQL). */
async function feedbackOn(t: TestContext, item: ShopItemFixture, o: { text?: string; hidden?: boolean } = {}) {
  const consumer = await createConsumer(t);
  const order = await t.deps.db.one<{ id: number }>(
    `INSERT INTO shop_orders (shop_item_id, plan_id, quote_service_id, consumer_id, pro_id, item_name, plan_name, service_type, unit_price,
                              quantity, amount, commission_percent, is_held, status, idempotency_key, completed_at)
     SELECT i.id, $2, i.quote_service_id, $3, $4, i.name, '標準', 'per_job', 500, 1, 500, 10, false, 'completed', gen_random_uuid()::text, now()
       FROM shop_items i WHERE i.id = $1 RETURNING id`,
    [item.itemId, item.planIds[0], consumer.user.id, item.pro.user.id],
  );
  const f = await t.deps.db.one<{ id: number }>(
    `INSERT INTO shop_order_feedbacks (shop_order_id, shop_item_id, quote_service_id, consumer_id, score, feedback, hidden_at)
     SELECT o.id, o.shop_item_id, o.quote_service_id, o.consumer_id, 4, $2, CASE WHEN $3 THEN now() END FROM shop_orders o WHERE o.id = $1
     RETURNING nshop_order_feedback_id AS id`,
    [order!.id, o.text ?? '好快手', o.hidden ?? false],
  );
  return { consumer, feedbackId: f!.id };
}

const commentOf = async (id: number) =>
  (await ctx.deps.db.one<{ comment: string | null }>('SELECT comment FROM shop_order_feedbacks WHERE nshop_order_feedback_id = $1', [id]))!
    .comment;
const codeOf = (r: { status: number; body: { error: { code: unknown } } }) => [r.status, r.body.error.code];

describe('the pro’s reply to a feedback', () => {
  it('when the pro replies with 50 characters, then it is kept and shown on the order; a second reply is 409 and changes nothing', async () => {
    const item = await publishedItem(ctx, cat);
    const { feedbackId } = await feedbackOn(ctx, item);
    const pro = api(item.pro.agent);
    const text = '𠮷'.repeat(50);
    const res = await pro.call(c.comment, { body: { nshop_order_feedback_id: feedbackId, comment: text } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ nshop_order_feedback_id: feedbackId, shop_item_id: item.itemId, score: 4, comment: text });
    expect(typeof res.body.data.replied_at).toBe('string');
    const again = await pro.call(c.comment, { body: { nshop_order_feedback_id: feedbackId, comment: '再多謝' } });
    expect(codeOf(again)).toEqual([409, 'shop_comment_exists']);
    expect(await commentOf(feedbackId)).toBe(text);
  });

  it('when the pro replies twice at once, then one reply is kept and the other is 409', async () => {
    const item = await publishedItem(ctx, cat);
    const { feedbackId } = await feedbackOn(ctx, item);
    const pro = api(item.pro.agent);
    const results = await Promise.all(
      ['多謝', '謝謝'].map((comment) => pro.call(c.comment, { body: { nshop_order_feedback_id: feedbackId, comment } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(['多謝', '謝謝']).toContain(await commentOf(feedbackId));
  });

  it('when the feedback does not exist, the comment is malformed or the feedback is not on the pro’s item, then 840, 852 or 854 and nothing is stored', async () => {
    const item = await publishedItem(ctx, cat);
    const { feedbackId, consumer } = await feedbackOn(ctx, item);
    const pro = api(item.pro.agent);
    const reply = (who: ReturnType<typeof api>, body: Record<string, unknown>) => who.call(c.comment, { body });
    const base = { nshop_order_feedback_id: feedbackId, comment: '多謝' };
    expect(codeOf(await reply(pro, { ...base, nshop_order_feedback_id: 2_000_000_000 }))).toEqual([404, 840]);
    expect(codeOf(await reply(pro, { comment: '多謝' }))).toEqual([404, 840]);
    expect(codeOf(await reply(pro, { ...base, nshop_order_feedback_id: 'x' }))).toEqual([404, 840]);
    for (const comment of ['', '   ', '𠮷'.repeat(51), '多謝\n光顧', 'a\u2028b', 5]) {
      expect([comment, ...codeOf(await reply(pro, { ...base, comment }))]).toEqual([comment, 400, 852]);
    }
    const otherPro = api((await createPro(ctx, cat)).agent);
    expect(codeOf(await reply(otherPro, base))).toEqual([404, 854]);
    // A pro with an item of their own is still refused another pro's feedback.
    const other = await publishedItem(ctx, cat);
    expect(codeOf(await reply(api(other.pro.agent), base))).toEqual([404, 854]);
    // The consumer and a visitor may not reply at all.
    expect((await reply(api(consumer.agent), base)).status).toBe(403);
    expect((await reply(api(ctx.sifu.handler), base)).status).toBe(401);
    expect(await commentOf(feedbackId)).toBeNull();
    expect((await reply(pro, base)).status).toBe(200);
  });
});

describe('an item’s feedback list', () => {
  it('when a visitor reads a published item’s feedback, then it is newest first with the reply and a masked name; hidden feedback counts nowhere', async () => {
    const item = await publishedItem(ctx, cat);
    const older = await feedbackOn(ctx, item, { text: '準時' });
    const newer = await feedbackOn(ctx, item, { text: '乾淨' });
    await feedbackOn(ctx, item, { text: '隱藏', hidden: true });
    await ctx.deps.db.query(`UPDATE shop_order_feedbacks SET created = now() - interval '1 day' WHERE nshop_order_feedback_id = $1`, [
      older.feedbackId,
    ]);
    await api(item.pro.agent).data(c.comment, { body: { nshop_order_feedback_id: newer.feedbackId, comment: '多謝支持' } });
    const page = await api(ctx.sifu.handler).data(c.itemFeedbacks, { query: { shop_item_id: item.itemId } });
    expect(page).toMatchObject({ page: 1, page_size: 20, total: 2, total_pages: 1, score: 4, count: 2 });
    expect(page.items.map((f) => [f.feedback, f.comment])).toEqual([
      ['乾淨', '多謝支持'],
      ['準時', null],
    ]);
    // signUp names every test user 陳大文: shown as reviews show names.
    expect(page.items[0]).toMatchObject({ reviewer_name: '陳**', plan_name: '標準', score: 4, photos: [] });
  });

  it('when the item is not published, then 801', async () => {
    const item = await publishedItem(ctx, cat, { status: 'unpublished' });
    await feedbackOn(ctx, item);
    const res = await api(ctx.sifu.handler).call(c.itemFeedbacks, { query: { shop_item_id: item.itemId } });
    expect(codeOf(res)).toEqual([404, 801]);
  });
});

describe.each(['shop=true,nshop=false', 'shop=false,nshop=true'])('with %s', (flags) => {
  const off = setUpTestContext({ env: { FEATURE_FLAGS: flags } });
  const offCat = setUpCatalog(off);

  it('when the pro replies or anyone reads an item’s feedback, then 404 and nothing is stored', async () => {
    const item = await publishedItem(off, offCat);
    const { feedbackId } = await feedbackOn(off, item);
    const reply = await api(item.pro.agent).call(c.comment, { body: { nshop_order_feedback_id: feedbackId, comment: '多謝' } });
    expect(reply.status).toBe(404);
    expect((await api(off.sifu.handler).call(c.itemFeedbacks, { query: { shop_item_id: item.itemId } })).status).toBe(404);
    const row = await off.deps.db.one('SELECT comment FROM shop_order_feedbacks WHERE nshop_order_feedback_id = $1', [feedbackId]);
    expect(row).toEqual({ comment: null });
  });
});
