/** Shop likes and favourites against a real PostgreSQL (docs/decisions/0038): a like is a favourite, at most once. */
import { shopLikesContract as c } from '@shared/api/shop-likes.contract';
import { SHOP_PAGE_SIZE } from '@shared/domain/shop';
import { api } from '../../test/api';
import { createConsumer, createPro, setUpCatalog } from '../../test/fixtures';
import { publishedItem } from '../../test/shop-fixtures';
import { setUpTestContext } from '../../test/test-app';

const ctx = setUpTestContext({ env: { FEATURE_FLAGS: 'shop=true,nshop=true' } });
const cat = setUpCatalog(ctx);

const likeRows = async (itemId: number) =>
  (await ctx.deps.db.one<{ n: number }>('SELECT count(*)::int AS n FROM shop_likes WHERE shop_item_id = $1', [itemId]))!.n;
const codeOf = (r: { status: number; body: { error: { code: unknown } } }) => [r.status, r.body.error.code];

describe('liking an item', () => {
  it('when a consumer likes an item twice, then one like is kept; unliking removes it, and unliking again is no error', async () => {
    const item = await publishedItem(ctx, cat);
    const consumer = api((await createConsumer(ctx)).agent);
    const first = await consumer.call(c.like, { params: { id: item.itemId } });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ shop_item_id: item.itemId, liked: true, like_count: 1 });
    expect((await consumer.data(c.like, { params: { id: item.itemId } })).like_count).toBe(1);
    expect(await likeRows(item.itemId)).toBe(1);
    expect(await consumer.data(c.unlike, { params: { id: item.itemId } })).toEqual({
      shop_item_id: item.itemId,
      liked: false,
      like_count: 0,
    });
    expect(await likeRows(item.itemId)).toBe(0);
    expect((await consumer.call(c.unlike, { params: { id: item.itemId } })).status).toBe(200);
  });

  it('when the same user likes an item many times at once, then one row is kept', async () => {
    const item = await publishedItem(ctx, cat);
    const consumer = api((await createConsumer(ctx)).agent);
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => consumer.call(c.like, { params: { id: item.itemId } })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await likeRows(item.itemId)).toBe(1);
  });

  it('when another pro likes an item, then it counts beside a consumer’s like', async () => {
    const item = await publishedItem(ctx, cat);
    const otherPro = api((await createPro(ctx, cat)).agent);
    const consumer = api((await createConsumer(ctx)).agent);
    await consumer.data(c.like, { params: { id: item.itemId } });
    expect(await otherPro.data(c.like, { params: { id: item.itemId } })).toEqual({ shop_item_id: item.itemId, liked: true, like_count: 2 });
  });

  it('when the pro likes their own item, then 422 shop_own_item and nothing is stored', async () => {
    const item = await publishedItem(ctx, cat);
    expect(codeOf(await api(item.pro.agent).call(c.like, { params: { id: item.itemId } }))).toEqual([422, 'shop_own_item']);
    expect(await likeRows(item.itemId)).toBe(0);
  });

  it('when the item is not published, deleted or unknown, then 801 and nothing is stored; a visitor is refused', async () => {
    const consumer = api((await createConsumer(ctx)).agent);
    for (const status of ['unpublished', 'draft', 'in_review', 'rejected', 'deleted']) {
      const item = await publishedItem(ctx, cat, { status });
      expect([status, ...codeOf(await consumer.call(c.like, { params: { id: item.itemId } }))]).toEqual([status, 404, 801]);
      expect(await likeRows(item.itemId)).toBe(0);
    }
    expect(codeOf(await consumer.call(c.like, { params: { id: 2_000_000_000 } }))).toEqual([404, 801]);
    const item = await publishedItem(ctx, cat);
    expect((await api(ctx.sifu.handler).call(c.like, { params: { id: item.itemId } })).status).toBe(401);
    expect((await api(ctx.sifu.handler).call(c.favorites)).status).toBe(401);
    expect(await likeRows(item.itemId)).toBe(0);
  });
});

describe('favourites', () => {
  it('when a user liked seven items, then page 1 shows the six newest likes as cards and page 2 the first', async () => {
    const user = await createConsumer(ctx);
    const consumer = api(user.agent);
    const items: number[] = [];
    for (let i = 0; i < 7; i++) {
      const item = await publishedItem(ctx, cat);
      await consumer.data(c.like, { params: { id: item.itemId } });
      items.push(item.itemId);
    }
    // Liked in order, a minute apart: the last like is the newest.
    await ctx.deps.db.query(
      `UPDATE shop_likes l SET created = now() - make_interval(mins => 10 - p.n::int)
         FROM unnest($2::int[]) WITH ORDINALITY AS p(id, n) WHERE l.user_id = $1 AND l.shop_item_id = p.id`,
      [user.user.id, items],
    );
    const page1 = await consumer.data(c.favorites);
    expect(SHOP_PAGE_SIZE.favorites).toBe(6);
    expect(page1).toMatchObject({ page: 1, page_size: 6, total: 7, total_pages: 2 });
    expect(page1.items.map((f) => f.id)).toEqual([...items].reverse().slice(0, 6));
    expect(page1.items[0]).toMatchObject({
      id: items[6],
      status: 'published',
      name: '冷氣清洗 2 部',
      from_price: 300,
      photo: null,
      service: { business_name: '測試水喉' },
      sold_out: false,
      for_sale: true,
      liked: true,
      like_count: 1,
    });
    expect(typeof page1.items[0].liked_at).toBe('string');
    const page2 = await consumer.data(c.favorites, { query: { page: 2 } });
    expect(page2.items.map((f) => f.id)).toEqual([items[0]]);
    const en = await consumer.data(c.favorites, { query: { lng: 'en-HK', page: 2 } });
    expect(en.items[0].service.business_name).toBe('Test Plumbing');
  });

  it('when a liked item is unpublished it shows as not for sale; edited back to a draft it is hidden until published again', async () => {
    const consumer = api((await createConsumer(ctx)).agent);
    const offline = await publishedItem(ctx, cat);
    const edited = await publishedItem(ctx, cat);
    await consumer.data(c.like, { params: { id: offline.itemId } });
    await consumer.data(c.like, { params: { id: edited.itemId } });
    await ctx.deps.db.query(`UPDATE shop_items SET status = 'unpublished' WHERE id = $1`, [offline.itemId]);
    await ctx.deps.db.query(`UPDATE shop_items SET status = 'draft' WHERE id = $1`, [edited.itemId]);
    const page = await consumer.data(c.favorites);
    expect(page.items.map((f) => [f.id, f.for_sale])).toEqual([[offline.itemId, false]]);
    // A favourite no longer for sale can still be removed.
    await consumer.data(c.unlike, { params: { id: offline.itemId } });
    expect((await consumer.data(c.favorites)).total).toBe(0);
    await ctx.deps.db.query(`UPDATE shop_items SET status = 'published' WHERE id = $1`, [edited.itemId]);
    expect((await consumer.data(c.favorites)).items.map((f) => f.id)).toEqual([edited.itemId]);
  });
});

describe.each(['shop=true,nshop=false', 'shop=false,nshop=true'])('with %s', (flags) => {
  const off = setUpTestContext({ env: { FEATURE_FLAGS: flags } });
  const offCat = setUpCatalog(off);

  it('when any like call is made, then 404 and nothing is stored', async () => {
    const item = await publishedItem(off, offCat);
    const consumer = api((await createConsumer(off)).agent);
    const params = { id: item.itemId };
    const calls = [consumer.call(c.like, { params }), consumer.call(c.unlike, { params }), consumer.call(c.favorites)];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(404);
    expect(await off.deps.db.one('SELECT count(*)::int AS n FROM shop_likes WHERE shop_item_id = $1', [item.itemId])).toEqual({ n: 0 });
  });
});
