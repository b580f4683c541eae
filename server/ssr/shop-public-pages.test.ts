/**
 * SSR of the public shop (docs/decisions/0038): the listing (indexable, noindex with a search), an item's page with its
 * Product JSON-LD and first photo as og:image, the 301 to an item's slug, 404 for an item not for sale, the strips
 * of a profile and a category, the sitemap's shop section, and every shop page going home while a flag is off.
 */
import request from 'supertest';
import { attachmentsContract } from '@shared/api/attachments.contract';
import { shopItemsContract } from '@shared/api/shop-items.contract';
import { api } from '../test/api';
import { createCatalog, createConsumer, type Catalog } from '../test/fixtures';
import { solidImage } from '../test/images';
import { publishedItem, type ShopItemFixture } from '../test/shop-fixtures';
import { setUpTestContext } from '../test/test-app';
import { forget } from '../lib/memo-cache';
import { headOf, markupOf } from './seo-test-helpers';

jest.setTimeout(120_000);

const ctx = setUpTestContext({ env: { FEATURE_FLAGS: 'shop=true,nshop=true' } });
const BASE = 'http://localhost:3000';
const SLUG = encodeURIComponent('冷氣清洗-2-部');

const get = (path: string) => request(ctx.sifu.handler).get(path);
const sql = (text: string, params: unknown[]) => ctx.deps.db.query(text, params);

let cat: Catalog;
let sale: ShopItemFixture;

/** A published item with a processed photo, areas, a feedback of 4 and one of 5. */
beforeAll(async () => {
  cat = await createCatalog(ctx);
  forget(ctx.deps.db, 'catalog:');
  sale = await publishedItem(ctx, cat, { quantity: 10, remaining: 3 });
  const upload = await api(sale.pro.agent)
    .call(attachmentsContract.upload)
    .attach('file', await solidImage('jpeg', 800, 600), 'aircon.jpg');
  expect(upload.status).toBe(200);
  await sql('INSERT INTO shop_item_photos (shop_item_id, attachment_id, position) VALUES ($1, $2, 1)', [
    sale.itemId,
    upload.body.data[0].id,
  ]);
  await sql(`INSERT INTO attachment_links (attachment_id, kind, ref_id) VALUES ($1, 'shop_item', $2)`, [
    upload.body.data[0].id,
    sale.itemId,
  ]);
  await sql('INSERT INTO shop_item_areas (shop_item_id, district_id) VALUES ($1, $2)', [sale.itemId, cat.districts['wan-chai']]);
  for (const score of [4, 5]) {
    const consumer = await createConsumer(ctx);
    const order = await ctx.deps.db.one<{ id: number }>(
      `INSERT INTO shop_orders (shop_item_id, plan_id, quote_service_id, consumer_id, pro_id, item_name, plan_name, service_type, unit_price,
                                quantity, amount, commission_percent, is_held, status, completed_at, idempotency_key)
       VALUES ($1, $2, $3, $4, $5, '冷氣清洗 2 部', '標準', 'per_job', 500, 1, 500, 10, false, 'completed', now(), $6) RETURNING id`,
      [sale.itemId, sale.planIds[0], sale.pro.serviceId, consumer.user.id, sale.pro.user.id, `ssr-${consumer.user.id}`],
    );
    await sql(
      `INSERT INTO shop_order_feedbacks (shop_order_id, shop_item_id, quote_service_id, consumer_id, score, feedback)
       VALUES ($1, $2, $3, $4, $5, '準時，清得好乾淨')`,
      [order!.id, sale.itemId, sale.pro.serviceId, consumer.user.id, score],
    );
  }
});

describe('an item’s page', () => {
  it('when it is opened at its slug, then it renders with Product JSON-LD (one HKD Offer per plan, stock, rating) and the first photo as og:image', async () => {
    const res = await get(`/en-HK/shop/${sale.itemId}/${SLUG}`);
    expect(res.status).toBe(200);
    const h = headOf(res.text);
    const url = `${BASE}/en-HK/shop/${sale.itemId}/${SLUG}`;
    expect(h.canonical).toBe(url);
    expect(h.alternates['zh-HK']).toBe(`${BASE}/zh-HK/shop/${sale.itemId}/${SLUG}`);
    expect(h.robots).toBeUndefined();
    expect(h.title).toBe('冷氣清洗 2 部 | Test Plumbing | Sifu 師傅');
    const product = h.jsonLd.find((x) => x['@type'] === 'Product');
    expect(product).toMatchObject({
      '@id': url,
      name: '冷氣清洗 2 部',
      sku: String(sale.itemId),
      aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.50', reviewCount: 2, bestRating: 5 },
    });
    expect(product.offers).toEqual([
      expect.objectContaining({
        '@type': 'Offer',
        name: '標準',
        price: 500,
        priceCurrency: 'HKD',
        availability: 'https://schema.org/LimitedAvailability',
        url,
      }),
      expect.objectContaining({
        '@type': 'Offer',
        name: '單部',
        price: 300,
        priceCurrency: 'HKD',
        availability: 'https://schema.org/LimitedAvailability',
      }),
    ]);
    expect(product.review).toHaveLength(2);
    const item = await api(ctx.sifu.handler).data(shopItemsContract.publicItem, { params: { id: sale.itemId } });
    const display = item.photos[0].image!.display;
    expect(h.og['og:image']).toBe(`${BASE}${display.jpeg}`);
    expect([h.og['og:image:width'], h.og['og:image:height'], h.og['og:type']]).toEqual([
      String(display.width),
      String(display.height),
      'product',
    ]);
    expect(product.image).toEqual([`${BASE}${display.jpeg}`]);
    const crumbs = h.jsonLd.find((x) => x['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.map((c: { name: string }) => c.name)).toEqual(['Home', 'Fixed-price services', '冷氣清洗 2 部']);
    const markup = markupOf(res.text);
    expect(markup).toContain('Customer feedback');
    expect(markup).toContain('準時，清得好乾淨');
    expect(markup).toContain('3 left');
    expect(markup).toContain(`href="/en-HK/service/${sale.pro.serviceId}/svc-${sale.pro.user.id}"`);
  });

  it('when it is opened without its slug or with another, then 301 to its slug in the same language, keeping the query', async () => {
    const bare = await get(`/zh-HK/shop/${sale.itemId}`);
    expect([bare.status, bare.headers.location]).toEqual([301, `/zh-HK/shop/${sale.itemId}/${SLUG}`]);
    const wrong = await get(`/en-HK/shop/${sale.itemId}/old-name?page=2`);
    expect([wrong.status, wrong.headers.location]).toEqual([301, `/en-HK/shop/${sale.itemId}/${SLUG}?page=2`]);
  });

  it('when the item is not for sale (unpublished, unknown, or its category no longer offered), then 404', async () => {
    const off = await publishedItem(ctx, cat, { status: 'unpublished' });
    expect((await get(`/zh-HK/shop/${off.itemId}/${SLUG}`)).status).toBe(404);
    expect((await get('/zh-HK/shop/99999999/x')).status).toBe(404);
    expect((await get('/zh-HK/shop/abc')).status).toBe(404);
    const dropped = await publishedItem(ctx, cat);
    await sql('DELETE FROM service_categories WHERE quote_service_id = $1', [dropped.pro.serviceId]);
    expect((await get(`/zh-HK/shop/${dropped.itemId}/${SLUG}`)).status).toBe(404);
  });
});

describe('the listing', () => {
  it('when opened plain, then it is indexable with its items; a search or a filter is noindex; page 2 has its own canonical', async () => {
    const res = await get('/zh-HK/shop');
    expect(res.status).toBe(200);
    const h = headOf(res.text);
    expect(h.canonical).toBe(`${BASE}/zh-HK/shop`);
    expect(h.robots).toBeUndefined();
    expect(h.alternates['en-HK']).toBe(`${BASE}/en-HK/shop`);
    expect(markupOf(res.text)).toContain(`href="/zh-HK/shop/${sale.itemId}/${SLUG}"`);
    expect(res.text).toContain('name="q"');
    const searched = await get(`/en-HK/shop?q=${encodeURIComponent('冷氣')}&category=${cat.categorySlug}`);
    expect(searched.status).toBe(200);
    expect(headOf(searched.text)).toMatchObject({ robots: 'noindex, follow', canonical: undefined });
    expect(markupOf(searched.text)).toContain(`href="/en-HK/shop/${sale.itemId}/${SLUG}"`);
    expect((await get('/zh-HK/shop?page=9')).status).toBe(404);
  });
});

describe('strips', () => {
  it('when the shop is on, then the pro’s profile and the category page show the item', async () => {
    const profile = await get(`/zh-HK/service/${sale.pro.serviceId}/svc-${sale.pro.user.id}`);
    expect(profile.status).toBe(200);
    expect(markupOf(profile.text)).toContain(`href="/zh-HK/shop/${sale.itemId}/${SLUG}"`);
    const category = await get(`/en-HK/category/${cat.categorySlug}`);
    expect(category.status).toBe(200);
    expect(markupOf(category.text)).toContain(`href="/en-HK/shop/${sale.itemId}/${SLUG}"`);
    // Every item is in the strip: no "see all" link to the listing.
    expect(markupOf(category.text)).not.toContain(`href="/en-HK/shop?category=${cat.categorySlug}"`);
  });
});

describe('sitemap', () => {
  it('when the shop is on, then the index names its section, which lists the listing and the item in both languages', async () => {
    expect((await get('/sitemap.xml')).text).toContain(`<loc>${BASE}/sitemaps/shop.xml</loc>`);
    const res = await get('/sitemaps/shop.xml');
    expect(res.status).toBe(200);
    expect(res.text).toContain(`<loc>${BASE}/zh-HK/shop/${sale.itemId}/${SLUG}</loc>`);
    expect(res.text).toContain(`<loc>${BASE}/en-HK/shop/${sale.itemId}/${SLUG}</loc>`);
    expect(res.text).toContain(`<loc>${BASE}/en-HK/shop</loc>`);
  });
});

describe('with a flag off', () => {
  it('when any shop page is opened, then it redirects home in the visitor’s language and the strips are gone', async () => {
    const consumer = await createConsumer(ctx);
    for (const flag of ['shop', 'nshop'] as const) {
      ctx.deps.env.featureFlags[flag] = false;
      try {
        for (const path of ['/shop', `/shop/${sale.itemId}/${SLUG}`, `/shop/${sale.itemId}`]) {
          const zh = await consumer.agent.get(`/zh-HK${path}`);
          expect([zh.status, zh.headers.location]).toEqual([302, '/zh-HK/']);
          const en = await consumer.agent.get(`/en-HK${path}`);
          expect([en.status, en.headers.location]).toEqual([302, '/en-HK/']);
        }
        expect((await get('/sitemap.xml')).text).not.toContain('/sitemaps/shop.xml');
        const profile = await consumer.agent.get(`/zh-HK/service/${sale.pro.serviceId}/svc-${sale.pro.user.id}`);
        expect(markupOf(profile.text)).not.toContain('data-testid="shop-card"');
      } finally {
        ctx.deps.env.featureFlags[flag] = true;
      }
    }
  });
});
