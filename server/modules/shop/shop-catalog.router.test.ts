/**
 * The public shop's reads against a real PostgreSQL (docs/decisions/0038): what is listed (published, in a category the
 * service offers, of a public profile), the search in both languages, the filters, the orders, the strips, and 404
 * while a flag is off. Each test makes its own catalogue and filters by its category, so the shared cache never
 * answers one test with another's items.
 */
import { shopCatalogContract as c } from '@shared/api/shop-catalog.contract';
import { shopItemsContract } from '@shared/api/shop-items.contract';
import type { ShopCatalogQuery } from '@shared/schemas/shop-catalog.schema';
import { forget } from '../../lib/memo-cache';
import { api } from '../../test/api';
import { createCatalog, createConsumer, type Catalog } from '../../test/fixtures';
import { publishedItem, type ShopItemFixture } from '../../test/shop-fixtures';
import { actOnShopOrder, placeShopOrder } from '../../test/shop-order-fixtures';
import { setUpTestContext, type TestContext } from '../../test/test-app';

const ctx = setUpTestContext({ env: { FEATURE_FLAGS: 'shop=true,nshop=true' } });
const visitor = () => api(ctx.sifu.handler);

async function item(cat: Catalog, o: Parameters<typeof publishedItem>[2] & { name?: string; description?: string } = {}) {
  const made = await publishedItem(ctx, cat, o);
  if (o.name || o.description)
    await ctx.deps.db.query('UPDATE shop_items SET name = coalesce($2, name), description = coalesce($3, description) WHERE id = $1', [
      made.itemId,
      o.name ?? null,
      o.description ?? null,
    ]);
  return made;
}

/** A catalogue of the test's own; the cached category list is dropped, as the back office's edits drop it. */
async function newCatalog(c: TestContext = ctx): Promise<Catalog> {
  const cat = await createCatalog(c);
  forget(c.deps.db, 'catalog:');
  return cat;
}

const sql = (text: string, params: unknown[]) => ctx.deps.db.query(text, params);

async function keyword(itemId: number, name: string) {
  const label = await ctx.deps.db.one<{ id: number }>(
    `INSERT INTO shop_labels (name, label_key) VALUES ($1, lower($1)) ON CONFLICT (label_key) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
    [name],
  );
  await sql(
    'INSERT INTO shop_item_keywords (shop_item_id, label_id, position) VALUES ($1, $2, (SELECT count(*) + 1 FROM shop_item_keywords WHERE shop_item_id = $1))',
    [itemId, label!.id],
  );
}

/** A completed order of the item's first plan with a feedback of `score`. */
async function feedback(ctx: TestContext, it: ShopItemFixture, score: number) {
  const consumer = await createConsumer(ctx);
  const order = await ctx.deps.db.one<{ id: number }>(
    `INSERT INTO shop_orders (shop_item_id, plan_id, quote_service_id, consumer_id, pro_id, item_name, plan_name, service_type, unit_price,
                              quantity, amount, commission_percent, is_held, status, completed_at, idempotency_key)
     VALUES ($1, $2, $3, $4, $5, 'x', '標準', 'per_job', 500, 1, 500, 10, false, 'completed', now(), $6) RETURNING id`,
    [it.itemId, it.planIds[0], it.pro.serviceId, consumer.user.id, it.pro.user.id, `key-${it.itemId}-${consumer.user.id}`],
  );
  await sql(
    'INSERT INTO shop_order_feedbacks (shop_order_id, shop_item_id, quote_service_id, consumer_id, score) VALUES ($1, $2, $3, $4, $5)',
    [order!.id, it.itemId, it.pro.serviceId, consumer.user.id, score],
  );
}

const list = async (cat: Catalog, query: Partial<ShopCatalogQuery> = {}) =>
  visitor().data(c.list, { query: { category: cat.categorySlug, ...query } });
const ids = async (cat: Catalog, query: Partial<ShopCatalogQuery> = {}) => (await list(cat, query)).items.map((i) => i.id);

describe('what the listing shows', () => {
  it('when items are published, then they are listed with their card; drafts, unpublished, rejected and deleted ones are not', async () => {
    const cat = await newCatalog();
    const shown = await item(cat);
    for (const status of ['draft', 'unpublished', 'rejected', 'deleted']) await item(cat, { status });
    const page = await list(cat);
    expect(page.items.map((i) => i.id)).toEqual([shown.itemId]);
    expect(page).toMatchObject({ page: 1, total: 1, total_pages: 1 });
    expect(page.items[0]).toMatchObject({
      name: '冷氣清洗 2 部',
      from_price: 300,
      remaining_quantity: 10,
      sold_out: false,
      accepts_reservation: false,
      rating: { score: 0, count: 0 },
      category: { id: cat.categoryId, slug: cat.categorySlug, name: '水喉維修' },
      service: { quote_service_id: shown.pro.serviceId, business_name: '測試水喉' },
      photo: null,
    });
    expect(page.categories).toContainEqual({ slug: cat.categorySlug, name: '水喉維修', count: 1 });
    const en = await visitor().data(c.list, { query: { category: cat.categorySlug, lng: 'en-HK' } });
    expect(en.items[0]).toMatchObject({ category: { name: 'Plumbing' }, service: { business_name: 'Test Plumbing' } });
  });

  it('when the pro takes a listed item off sale and puts it back, then the cached listing follows at once', async () => {
    const cat = await newCatalog();
    const shown = await item(cat);
    expect(await ids(cat)).toEqual([shown.itemId]);
    const act = (action: 'unpublish' | 'publish') =>
      api(shown.pro.agent).call(shopItemsContract.act, { params: { action, id: shown.itemId } });
    expect((await act('unpublish')).status).toBe(200);
    expect(await ids(cat)).toEqual([]);
    expect((await act('publish')).status).toBe(200);
    expect(await ids(cat)).toEqual([shown.itemId]);
  });

  it('when an order takes stock and a dropped checkout gives it back, then the cached listing shows what is left at once', async () => {
    const cat = await newCatalog();
    const remaining = async () => (await list(cat)).items.map((i) => i.remaining_quantity);
    const placed = await placeShopOrder(ctx, cat, { quantity: 3 });
    expect(await remaining()).toEqual([7]);
    await actOnShopOrder(placed.consumer, 'cancel', placed.orderId);
    expect(await remaining()).toEqual([10]);
  });

  it('when the service no longer offers the category or its profile is taken down, then its items are hidden everywhere', async () => {
    const cat = await newCatalog();
    const dropped = await item(cat);
    const hidden = await item(cat);
    const kept = await item(cat);
    await sql('DELETE FROM service_categories WHERE quote_service_id = $1', [dropped.pro.serviceId]);
    await sql('UPDATE quote_services SET is_public = false WHERE quote_service_id = $1', [hidden.pro.serviceId]);
    expect(await ids(cat)).toEqual([kept.itemId]);
    const strip = await visitor().data(c.category, { params: { slug: cat.categorySlug } });
    expect(strip.items.map((i) => i.id)).toEqual([kept.itemId]);
    expect((await visitor().data(c.service, { params: { id: dropped.pro.serviceId } })).total).toBe(0);
  });

  it('when a page past the end or an unknown category or district is asked for, then 404', async () => {
    const cat = await newCatalog();
    await item(cat);
    expect((await visitor().call(c.list, { query: { category: cat.categorySlug, page: 2 } })).status).toBe(404);
    expect((await visitor().call(c.list, { query: { category: 'no-such-category' } })).status).toBe(404);
    expect((await visitor().call(c.list, { query: { category: cat.categorySlug, district: 'no-such-district' } })).status).toBe(404);
    expect((await visitor().call(c.category, { params: { slug: 'no-such-category' } })).status).toBe(404);
  });
});

describe('search', () => {
  it('when words are typed in Chinese or English, then names, keywords, descriptions and category names match, best first', async () => {
    const cat = await newCatalog();
    const en = await item(cat, { name: 'Aircon Deep Clean', description: 'Filters, coils and drain tray washed.' });
    const zh = await item(cat, { name: '冷氣機清洗套餐', description: '拆洗隔塵網及去水盤。' });
    const other = await item(cat, { name: '窗簾清洗', description: '上門拆裝。' });
    await keyword(zh.itemId, '空調');
    await keyword(other.itemId, 'Aircon');
    // The name matches before a keyword.
    expect(await ids(cat, { q: 'aircon' })).toEqual([en.itemId, other.itemId]);
    expect(await ids(cat, { q: '空調' })).toEqual([zh.itemId]);
    expect(await ids(cat, { q: '隔塵網' })).toEqual([zh.itemId]);
    expect(await ids(cat, { q: 'DRAIN tray' })).toEqual([en.itemId]);
    // Every word must be found somewhere; full-width letters count as half-width.
    expect(await ids(cat, { q: 'ａｉｒｃｏｎ deep' })).toEqual([en.itemId]);
    expect(await ids(cat, { q: 'aircon 窗簾' })).toEqual([other.itemId]);
    // The category's names in both languages.
    expect((await ids(cat, { q: 'plumbing' })).sort()).toEqual([en.itemId, zh.itemId, other.itemId].sort());
    expect(await ids(cat, { q: '搬屋' })).toEqual([]);
  });

  it('when a name is misspelt, then a close spelling still finds it', async () => {
    const cat = await newCatalog();
    const it = await item(cat, { name: 'Sofa Steam Cleaning' });
    expect(await ids(cat, { q: 'sofa steem cleaning' })).toEqual([it.itemId]);
  });
});

describe('filters and orders', () => {
  it('when a district, a price range or reservations are asked for, then only the items that fit are listed', async () => {
    const cat = await newCatalog();
    const wanChai = await item(cat);
    await sql('INSERT INTO shop_item_areas (shop_item_id, district_id) VALUES ($1, $2)', [wanChai.itemId, cat.districts['wan-chai']]);
    const online = await item(cat);
    await sql('UPDATE shop_items SET is_over_phone_or_internet = true, accepts_reservation = true WHERE id = $1', [online.itemId]);
    const dear = await item(cat);
    await sql('UPDATE shop_item_plans SET price = price + 2000 WHERE shop_item_id = $1', [dear.itemId]);
    expect((await ids(cat, { district: 'wan-chai' })).sort()).toEqual([wanChai.itemId, online.itemId].sort());
    expect(await ids(cat, { district: 'sha-tin' })).toEqual([online.itemId]);
    expect(await ids(cat, { min_price: 1000 })).toEqual([dear.itemId]);
    expect((await ids(cat, { max_price: 400 })).sort()).toEqual([wanChai.itemId, online.itemId].sort());
    // A range typed the wrong way round is the same range.
    expect(await ids(cat, { min_price: 3000, max_price: 2000 })).toEqual([dear.itemId]);
    expect(await ids(cat, { reservation: true })).toEqual([online.itemId]);
  });

  it('when sorted, then by lowest price, highest price, rating or newest; sold-out items always come last', async () => {
    const cat = await newCatalog();
    const cheap = await item(cat);
    await sql('UPDATE shop_item_plans SET price = price - 200 WHERE shop_item_id = $1', [cheap.itemId]);
    const rated = await item(cat);
    await feedback(ctx, rated, 5);
    const soldOut = await item(cat, { quantity: 3, remaining: 0 });
    await sql('UPDATE shop_item_plans SET price = price - 250 WHERE shop_item_id = $1', [soldOut.itemId]);
    const newest = await item(cat);
    await sql("UPDATE shop_items SET published_at = now() + interval '1 minute' WHERE id = $1", [newest.itemId]);
    expect(await ids(cat, { sort: 'price_asc' })).toEqual([cheap.itemId, rated.itemId, newest.itemId, soldOut.itemId]);
    expect((await ids(cat, { sort: 'price_desc' })).slice(-2)).toEqual([cheap.itemId, soldOut.itemId]);
    expect((await ids(cat, { sort: 'rating' }))[0]).toBe(rated.itemId);
    expect((await ids(cat, { sort: 'newest' }))[0]).toBe(newest.itemId);
    const page = await list(cat, { sort: 'rating' });
    expect(page.items[0].rating).toEqual({ score: 5, count: 1 });
    expect(page.items.at(-1)).toMatchObject({ id: soldOut.itemId, sold_out: true, remaining_quantity: 0 });
  });
});

describe('strips', () => {
  it('when a profile or a category has items, then its strip shows the first six, best rated first, with the total', async () => {
    const cat = await newCatalog();
    const first = await item(cat);
    const made: number[] = [];
    for (let i = 0; i < 6; i++) {
      const it = await publishedItem(ctx, cat);
      made.push(it.itemId);
    }
    await feedback(ctx, first, 4);
    const strip = await visitor().data(c.category, { params: { slug: cat.categorySlug } });
    expect(strip.total).toBe(7);
    expect(strip.items).toHaveLength(6);
    expect(strip.items[0].id).toBe(first.itemId);
    const service = await visitor().data(c.service, { params: { id: first.pro.serviceId }, query: { lng: 'en-HK' } });
    expect(service).toMatchObject({ total: 1, items: [{ id: first.itemId, category: { name: 'Plumbing' } }] });
    // The profile's "see all" is the listing of that service.
    expect(await ids(cat, { service: first.pro.serviceId })).toEqual([first.itemId]);
  });
});

describe.each(['shop=true,nshop=false', 'shop=false,nshop=true'])('with %s', (flags) => {
  const off = setUpTestContext({ env: { FEATURE_FLAGS: flags } });

  it('when the listing or a strip is read, then 404', async () => {
    const cat = await newCatalog(off);
    const it = await publishedItem(off, cat);
    const calls = [
      api(off.sifu.handler).call(c.list),
      api(off.sifu.handler).call(c.service, { params: { id: it.pro.serviceId } }),
      api(off.sifu.handler).call(c.category, { params: { slug: cat.categorySlug } }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(404);
  });
});
