import request from 'supertest';
import { setUpTestContext, signUp } from '../test/test-app';
import { islandFragments } from '../lib/metrics';
import { indexableDistrictPages, indexableRegionPages } from '../modules/catalog/near-me.service';
import { headOf, type Head } from './seo-test-helpers';

jest.setTimeout(180_000);

const ctx = setUpTestContext({ template: 'demo' });

const get = (path: string) => request(ctx.sifu.handler).get(path);
const BASE = 'http://localhost:3000';

const ldOf = (h: Head, type: string) => h.jsonLd.find((x) => x['@type'] === type);

describe('category pages', () => {
  it('when a visitor opens a category, then it has unique head tags, JSON-LD, the questions, a price guide and a quote link', async () => {
    const res = await get('/zh-HK/category/plumbing');
    expect(res.status).toBe(200);
    const h = headOf(res.text);
    expect(h.title).toBe('水喉維修｜香港水喉維修師傅報價及收費參考 | 師傅 Sifu');
    expect(h.description).toMatch(/^比較 \d+ 位香港水喉維修師傅/);
    expect(h.canonical).toBe(`${BASE}/zh-HK/category/plumbing`);
    expect(h.alternates).toEqual({
      'zh-HK': `${BASE}/zh-HK/category/plumbing`,
      'en-HK': `${BASE}/en-HK/category/plumbing`,
      'x-default': `${BASE}/zh-HK/category/plumbing`,
    });
    expect(h.og['og:url']).toBe(`${BASE}/zh-HK/category/plumbing`);
    const crumbs = ldOf(h, 'BreadcrumbList');
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual(['主頁', '家居維修及裝修', '水喉維修']);
    expect(ldOf(h, 'Service').offers).toMatchObject({ '@type': 'AggregateOffer', priceCurrency: 'HKD' });
    expect(ldOf(h, 'FAQPage').mainEntity.length).toBeGreaterThan(0);
    expect(res.text).toContain('你會被問到嘅問題');
    expect(res.text).toContain('href="/zh-HK/form/plumbing"');
    expect(res.text).toMatch(/根據 \d+ 個真實報價/);
    expect(res.text).toContain('<details');
  });

  it('when the same category is opened in English, then the quote link keeps the prefix and the head is English', async () => {
    const res = await get('/en-HK/category/plumbing');
    const h = headOf(res.text);
    expect(h.title).toBe('Plumbing in Hong Kong: Compare Quotes & Prices | Sifu 師傅');
    expect(res.text).toContain('href="/en-HK/form/plumbing"');
    expect(res.text).toContain('<html lang="en-HK">');
  });

  it('when the top pros are paged, then page 2 has its own title and canonical, and a page past the end is 404', async () => {
    const total = await ctx.deps.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM quote_services qs WHERE is_public AND NOT is_archived
         AND EXISTS (SELECT 1 FROM service_categories sc WHERE sc.quote_service_id = qs.quote_service_id AND sc.quote_category_id = (SELECT id FROM quote_categories WHERE slug = 'home-cleaning'))`,
    );
    const pages = Math.max(1, Math.ceil(total!.n / 20));
    expect((await get(`/zh-HK/category/home-cleaning?page=${pages + 1}`)).status).toBe(404);
    const second = await get('/zh-HK/pro-list?page=2');
    const h = headOf(second.text);
    expect(h.title).toContain(' — 第 2 頁');
    expect(h.canonical).toBe(`${BASE}/zh-HK/pro-list?page=2`);
  });

  it('when a category is opened under its genre, then the canonical points at category/{slug}; under another genre it is 404', async () => {
    const res = await get('/zh-HK/genre/home-repair/plumbing');
    expect(res.status).toBe(200);
    expect(headOf(res.text).canonical).toBe(`${BASE}/zh-HK/category/plumbing`);
    expect((await get('/zh-HK/genre/cleaning/plumbing')).status).toBe(404);
  });

  it('when a cacheable public page is requested twice by a visitor, then the second is a cache HIT', async () => {
    const first = await get('/en-HK/price/aircon-cleaning');
    expect(first.headers['x-cache']).toBe('MISS');
    await ctx.sifu.ssr.settled();
    const second = await get('/en-HK/price/aircon-cleaning').set('Accept-Encoding', 'gzip');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers['content-encoding']).toBe('gzip');
    expect(second.headers.etag).toBe(first.headers.etag);
  });
});

describe('pro profiles', () => {
  it('when a profile is opened, then LocalBusiness JSON-LD carries the AggregateRating from the database', async () => {
    const svc = await ctx.deps.db.one<{
      quote_service_id: number;
      slug: string;
      rating: string;
      review_count: number;
      business_name_en: string;
    }>(
      `SELECT quote_service_id, slug, rating, review_count, business_name_en FROM quote_services WHERE is_public AND review_count > 20 ORDER BY quote_service_id LIMIT 1`,
    );
    const res = await get(`/en-HK/service/${svc!.quote_service_id}/${svc!.slug}`);
    expect(res.status).toBe(200);
    const h = headOf(res.text);
    const biz = ldOf(h, 'LocalBusiness');
    expect(biz.name).toBe(svc!.business_name_en);
    expect(biz.aggregateRating).toMatchObject({ ratingValue: Number(svc!.rating).toFixed(2), reviewCount: svc!.review_count });
    expect(biz.review.length).toBeGreaterThan(0);
    expect(h.canonical).toBe(`${BASE}/en-HK/service/${svc!.quote_service_id}/${svc!.slug}`);
    expect((res.text.match(/<article/g) ?? []).length).toBeGreaterThanOrEqual(20);
    const page2 = await get(`/en-HK/service/${svc!.quote_service_id}/${svc!.slug}?page=2`);
    expect(headOf(page2.text).canonical).toBe(`${BASE}/en-HK/service/${svc!.quote_service_id}/${svc!.slug}?page=2`);
  });

  it('when the id is unknown or not a number, then 404; a wrong slug redirects to the right one', async () => {
    expect((await get('/zh-HK/service/9999999')).status).toBe(404);
    expect((await get('/zh-HK/service/abc')).status).toBe(404);
    const svc = await ctx.deps.db.one<{ quote_service_id: number; slug: string }>(
      `SELECT quote_service_id, slug FROM quote_services WHERE is_public ORDER BY quote_service_id LIMIT 1`,
    );
    const res = await get(`/en-HK/service/${svc!.quote_service_id}/old-name?page=2`);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`/en-HK/service/${svc!.quote_service_id}/${svc!.slug}?page=2`);
    const plain = await get(`/zh-HK/service/${svc!.quote_service_id}`);
    expect(headOf(plain.text).canonical).toBe(`${BASE}/zh-HK/service/${svc!.quote_service_id}/${svc!.slug}`);
  });

  it('when a pro name and review contain markup, then HTML and JSON-LD are escaped', async () => {
    const evil = '</script><script>alert(1)</script>';
    const svc = await ctx.deps.db.one<{ quote_service_id: number; slug: string }>(
      `UPDATE quote_services SET business_name_zh = $1 WHERE quote_service_id = (SELECT min(quote_service_id) + 1 FROM quote_services) RETURNING quote_service_id, slug`,
      [evil],
    );
    await ctx.deps.db.query(`UPDATE reviews SET note = $2 WHERE id = (SELECT max(id) FROM reviews WHERE quote_service_id = $1)`, [
      svc!.quote_service_id,
      `great ${evil} work`,
    ]);
    const res = await get(`/zh-HK/service/${svc!.quote_service_id}/${svc!.slug}`);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('<script>alert(1)</script>');
    expect(ldOf(headOf(res.text), 'LocalBusiness').name).toBe(evil);
    expect(res.text).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('price guides, near me, lists and content', () => {
  it('when price and near-me pages are opened, then titles name the category and place and the guide shows its sample size', async () => {
    const price = await get('/zh-HK/price/plumbing');
    expect(price.status).toBe(200);
    expect(headOf(price.text).title).toMatch(/^水喉維修收費 \d{4}｜香港價錢參考 \| 師傅 Sifu$/);
    expect(price.text).toMatch(/各區中位數/);
    const near = await get('/en-HK/nearme/plumbing/kowloon/sham-shui-po');
    expect(near.status).toBe(200);
    expect(headOf(near.text).title).toBe('Plumbing pros in Sham Shui Po: Prices & Quotes | Sifu 師傅');
    expect(ldOf(headOf(near.text), 'BreadcrumbList').itemListElement).toHaveLength(5);
  });

  it('when unknown slugs or ids are used anywhere, then the helpful 404 page comes with status 404', async () => {
    for (const path of [
      '/zh-HK/category/nope',
      '/zh-HK/price/nope',
      '/zh-HK/genre/nope',
      '/zh-HK/nearme/nope',
      '/zh-HK/nearme/plumbing/mars',
      '/zh-HK/nearme/plumbing/kowloon/wan-chai',
      '/zh-HK/pro-list/nope',
      '/zh-HK/pro-search/nope',
      '/zh-HK/info/nope',
      '/zh-HK/feature/plumbing-cost-guide-hong-kong',
      '/zh-HK/info/moving-home',
      '/zh-HK/blog/moving-home',
      '/zh-HK/blog/privacy-policy',
      '/zh-HK/download/x',
      '/zh-HK/seo/nope',
      '/zh-HK/pro-signup/nope',
      '/zh-HK/review/service/1/nothex',
      `/zh-HK/review/service/1/${'0'.repeat(32)}`,
      '/en-HK/service/1/x/y',
    ]) {
      const res = await get(path);
      expect([path, res.status]).toEqual([path, 404]);
    }
    expect((await get('/en-HK/category/nope')).text).toContain('Back to home');
  });

  it('when every public page type is opened in both languages, then each has a unique title and description', async () => {
    const paths = [
      '/',
      '/genre/all',
      '/genre/cleaning',
      '/category/moving',
      '/price',
      '/price/moving',
      '/nearme/moving',
      '/nearme/moving/kowloon',
      '/pro-list',
      '/pro-list/moving',
      '/pro-search',
      '/featured-pros',
      '/seo',
      '/seo/cleaning',
      '/info/all',
      '/info/moving',
      '/info/moving-services',
      '/blog',
      '/blog/how-to-compare-quotes',
      '/feature/all',
      '/feature/moving-home',
      '/pro',
      '/pro-signup/moving',
      '/contact',
      '/download',
      '/download/ios',
    ];
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const lng of ['zh-HK', 'en-HK']) {
      for (const p of paths) {
        const res = await get(`/${lng}${p === '/' ? '/' : p}`);
        expect([p, res.status]).toEqual([p, 200]);
        const h = headOf(res.text);
        expect(ldOf(h, 'BreadcrumbList')).toBeDefined();
        titles.add(h.title!);
        descriptions.add(h.description!);
      }
    }
    expect(titles.size).toBe(paths.length * 2);
    expect(descriptions.size).toBe(paths.length * 2);
  });

  it('when / is opened, then it leads to /zh-HK/, whose canonical is itself (no duplicate content)', async () => {
    const bare = await get('/');
    expect([bare.status, bare.headers.location]).toEqual([302, '/zh-HK/']);
    const root = headOf((await get('/zh-HK/')).text);
    expect(root.canonical).toBe(`${BASE}/zh-HK/`);
    expect(ldOf(root, 'WebSite').potentialAction['@type']).toBe('SearchAction');
  });

  it('when the home search clearly names a category, then it goes straight to that questionnaire', async () => {
    const zh = await get(`/zh-HK/pro-search?q=${encodeURIComponent('水喉維修')}&go=quote`);
    expect(zh.status).toBe(302);
    expect(zh.headers.location).toBe('/zh-HK/form/plumbing');
    const en = await get('/en-HK/pro-search?q=plumbing&go=quote');
    expect(en.headers.location).toBe('/en-HK/form/plumbing');
    // Colloquial words that clearly mean one service count too; a typo finds it but shows the results, never the form.
    expect((await get(`/zh-HK/pro-search?q=${encodeURIComponent('通渠')}&go=quote`)).headers.location).toBe('/zh-HK/form/plumbing');
    const typo = await get('/en-HK/pro-search?q=plumbr&go=quote');
    expect(typo.status).toBe(200);
    expect(typo.text).toContain('href="/en-HK/form/plumbing"');
    // Words that fit several services show the results, led by the best match's "get free quotes".
    const other = await get(`/zh-HK/pro-search?q=${encodeURIComponent('冷氣')}&go=quote`);
    expect(other.status).toBe(200);
    expect(headOf(other.text).robots).toBe('noindex, follow');
    expect(other.text).toContain('href="/zh-HK/form/aircon-installation"');
  });

  it('when a review link page is opened, then it is not indexed and not cached', async () => {
    const svc = await ctx.deps.db.one<{ quote_service_id: number; review_hash: string }>(
      `SELECT quote_service_id, review_hash FROM quote_services WHERE is_public LIMIT 1`,
    );
    const res = await get(`/zh-HK/review/service/${svc!.quote_service_id}/${svc!.review_hash}`);
    expect(res.status).toBe(200);
    expect(headOf(res.text).robots).toBe('noindex, nofollow');
    expect(res.headers['x-cache']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

describe('sitemaps and robots', () => {
  it('when /robots.txt is read, then it names the sitemap and keeps crawlers out of private paths', async () => {
    const res = await get('/robots.txt');
    expect(res.text).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    expect(res.text).toContain('Disallow: /dashboard');
    expect(res.text).toContain('Disallow: /en-HK/review/');
  });

  it('when /sitemap.xml is read, then it indexes the section sitemaps, each with language alternates', async () => {
    const index = await get('/sitemap.xml');
    expect(index.headers['content-type']).toMatch(/application\/xml/);
    const sections = [...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(BASE, ''));
    expect(sections).toEqual([
      '/sitemaps/pages.xml',
      '/sitemaps/districts.xml',
      '/sitemaps/genres.xml',
      '/sitemaps/categories.xml',
      '/sitemaps/prices.xml',
      '/sitemaps/nearme.xml',
      '/sitemaps/pros.xml',
      '/sitemaps/content.xml',
    ]);
    const counts = await ctx.deps.db.one<{ categories: number; districts: number; pros: number }>(
      `SELECT (SELECT count(*) FROM quote_categories WHERE is_active)::int AS categories, (SELECT count(*) FROM districts)::int AS districts,
              (SELECT count(*) FROM quote_services WHERE is_public AND NOT is_archived)::int AS pros`,
    );
    const nearme = await get('/sitemaps/nearme.xml');
    const urls = (nearme.text.match(/<url>/g) ?? []).length;
    // Category pages, and the region and district pages above their thresholds (ADR 0018, 0046), in both languages.
    const regions = (await indexableRegionPages(ctx.deps.db)).length;
    expect(urls).toBe((counts!.categories + regions + (await indexableDistrictPages(ctx.deps.db)).length) * 2);
    expect(nearme.text).toContain(`<loc>${BASE}/en-HK/nearme/plumbing/kowloon/sham-shui-po</loc>`);
    expect(nearme.text).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${BASE}/zh-HK/nearme/plumbing/kowloon/sham-shui-po"/>`,
    );
    const pros = await get('/sitemaps/pros.xml');
    expect((pros.text.match(/<url>/g) ?? []).length).toBe(counts!.pros * 2);
    const categories = await get('/sitemaps/categories.xml');
    expect(categories.text).toContain(`<loc>${BASE}/zh-HK/category/plumbing</loc>`);
    expect((await get('/sitemaps/nope.xml')).status).toBe(404);
  });
});

describe('server islands (ADR 0029)', () => {
  it('when a category page is rendered, then its server islands are in the HTML and their data is not in the state', async () => {
    const res = await get('/en-HK/category/plumbing');
    expect(res.status).toBe(200);
    const state = JSON.parse(/<script id="__SIFU_STATE__"[^>]*>(.*?)<\/script>/s.exec(res.text)![1]);
    // A read's key starts with its endpoint's path.
    const keys = (state.rq.c as Array<{ k: [string, ...unknown[]] }>).map((q) => q.k[0]);
    // What the hero and the head need (the category, its price summary) is there; the islands' lists are not.
    expect(keys).toEqual(expect.arrayContaining(['/categories/{slug}', '/price_guides/{slug}']));
    expect(keys.filter((k) => ['/pro_list', '/districts', '/cms/pages', '/feedbacks/recent'].includes(k))).toEqual([]);
    const island = (id: string) =>
      new RegExp(`<div data-island="${id}" style="display:contents">(.*?)</div>`, 's').exec(res.text)?.[1] ?? '';
    expect(island('pros')).toContain('data-testid="pro-card"');
    expect(island('districts')).toContain('href="/en-HK/nearme/plumbing/');
  });

  it('when a signed-in visitor (no page cache) loads a category page three times, then the islands come from the fragment cache and the HTML is the same', async () => {
    const { agent } = await signUp(ctx);
    const normalized = async () =>
      (await agent.get('/zh-HK/category/plumbing').expect(200)).text
        .replace(/nonce="[^"]+"/g, 'nonce=""')
        .replace(/"(at|t)":\d+/g, '"$1":0');
    const hits = async () => (await islandFragments.get()).values.find((v) => v.labels.result === 'hit')?.value ?? 0;
    const first = await normalized();
    expect(first).toContain('data-island="pros"');
    await normalized(); // the second render of the same data stores the islands
    const before = await hits();
    expect(await normalized()).toBe(first);
    // The islands whose data is the data cache's own object (pros, price, questions, FAQ, related) came from the cache;
    // lists rebuilt on every read (reviews, guides, districts) are rendered each time.
    expect((await hits()) - before).toBeGreaterThanOrEqual(5);
  });
});
