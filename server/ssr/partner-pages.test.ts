/**
 * SSR of the partner areas (SPEC §2 fet and 55688life; docs/decisions/0043): every page of an area goes home in the
 * visitor's language while its flag is off or its partner row is missing; with both, the landing, quick-buy, the
 * categories, the search and its results and the discount page render in both languages, kept out of the index with a
 * canonical of their own, and out of the sitemap.
 */
import { createCatalog, createConsumer, type Catalog } from '../test/fixtures';
import { publishedItem, type ShopItemFixture } from '../test/shop-fixtures';
import { setUpTestContext } from '../test/test-app';
import { forget } from '../lib/memo-cache';
import { headOf, markupOf } from './seo-test-helpers';

jest.setTimeout(120_000);

const ctx = setUpTestContext({ env: { FEATURE_FLAGS: 'shop=true,nshop=true,fet=true,life55688=true' } });
const BASE = 'http://localhost:3000';

let cat: Catalog;
let sale: ShopItemFixture;
let agent: Awaited<ReturnType<typeof createConsumer>>['agent'];

const h1Of = (html: string) =>
  /<h1[^>]*>([^<]*)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

beforeAll(async () => {
  cat = await createCatalog(ctx);
  forget(ctx.deps.db, 'catalog:');
  sale = await publishedItem(ctx, cat);
  const partner = await ctx.deps.db.one<{ id: number }>(
    `INSERT INTO partners (slug, name_zh, name_en, about_zh, about_en, offer_zh, offer_en, benefits_zh, benefits_en, terms_zh, terms_en)
     VALUES ('fet', 'FET 流動通訊', 'FET Mobile', '本港流動網絡', 'A Hong Kong mobile network', '客戶專享即減 HK$100', 'HK$100 off for customers',
             '{即減 HK$100}', '{HK$100 off}', '{每張訂單一個優惠碼}', '{One code per order}') RETURNING id`,
  );
  await ctx.deps.db.query('INSERT INTO partner_categories (partner_id, quote_category_id, position) VALUES ($1, $2, 1)', [
    partner!.id,
    cat.categoryId,
  ]);
  await ctx.deps.db.query(
    `INSERT INTO coupons (code, kind, partner_id, amount, description_zh, description_en, valid_from, valid_until, max_uses)
     VALUES ('FET-HOME100', 'shop_discount', $1, 100, '每位客戶限用一次', 'Once per customer', now() - interval '1 day', now() + interval '60 days', 500)`,
    [partner!.id],
  );
  agent = (await createConsumer(ctx)).agent;
});

describe('with the flags and the partner row', () => {
  it.each([
    ['/zh-HK/fet', 'FET 流動通訊會員專享優惠', '/zh-HK/fet'],
    ['/en-HK/fet', "FET Mobile members' offer", '/en-HK/fet'],
    ['/zh-HK/fet/index', 'FET 流動通訊會員專享優惠', '/zh-HK/fet/index'],
    ['/en-HK/fet/quick-buy', 'Quick buy: FET Mobile offer', '/en-HK/fet/quick-buy'],
    ['/zh-HK/fet/all-categories', 'FET 流動通訊所有服務類別', '/zh-HK/fet/all-categories'],
    ['/en-HK/fet/search', 'Search FET Mobile services', '/en-HK/fet/search'],
    ['/zh-HK/fet/search-result?q=%E5%86%B7%E6%B0%A3', '「冷氣」嘅搜尋結果', '/zh-HK/fet/search-result'],
    ['/en-HK/fet/discount', 'FET Mobile discount codes', '/en-HK/fet/discount'],
  ])('when %s is opened, then it renders its H1, noindex and a canonical of its own', async (path, h1, canonical) => {
    const res = await agent.get(path);
    expect(res.status).toBe(200);
    expect(h1Of(res.text)).toBe(h1);
    const head = headOf(res.text);
    expect(head.robots).toBe('noindex, nofollow');
    expect(head.canonical).toBe(`${BASE}${canonical}`);
    expect(head.title).toContain(path.startsWith('/en-HK') ? 'FET Mobile' : 'FET 流動通訊');
  });

  it('when quick-buy, the results and the discount page are opened, then they show the items with the partner link and the code', async () => {
    const quick = markupOf((await agent.get('/zh-HK/fet/quick-buy')).text);
    expect(quick).toContain(`/zh-HK/shop/${sale.itemId}/`);
    expect(quick).toContain('?partner=fet');
    expect(markupOf((await agent.get('/zh-HK/fet/search-result?q=%E5%86%B7%E6%B0%A3')).text)).toContain(`/shop/${sale.itemId}/`);
    const discount = markupOf((await agent.get('/en-HK/fet/discount')).text);
    expect(discount).toContain('FET-HOME100');
    expect(discount).toContain('One code per order');
  });

  it('when a fet child that does not exist is opened, then 404; 55688life shows its landing for any action, but has no row here so goes home', async () => {
    expect((await agent.get('/zh-HK/fet/nope')).status).toBe(404);
    const life = await agent.get('/en-HK/55688life/nope');
    expect([life.status, life.headers.location]).toEqual([302, '/en-HK/']);
  });

  it('when the sitemap is read, then no partner page is in it', async () => {
    const index = await agent.get('/sitemap.xml');
    expect(index.text).not.toMatch(/\/fet|55688life/);
  });
});

describe('with a flag off', () => {
  it('when any page of the area is opened, then it redirects home in the visitor’s language and nothing of it renders', async () => {
    ctx.deps.env.featureFlags.fet = false;
    try {
      for (const path of [
        '/fet',
        '/fet/index',
        '/fet/quick-buy',
        '/fet/all-categories',
        '/fet/search',
        '/fet/search-result?q=x',
        '/fet/discount',
      ]) {
        for (const lng of ['zh-HK', 'en-HK']) {
          const res = await agent.get(`/${lng}${path}`);
          expect([res.status, res.headers.location]).toEqual([302, `/${lng}/`]);
        }
      }
    } finally {
      ctx.deps.env.featureFlags.fet = true;
    }
  });
});
