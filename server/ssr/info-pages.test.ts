/**
 * "Before you hire" pages (SPEC §2 info/all, info/{slug}) and the blog they moved the CMS articles to: rendering with
 * real figures, head tags and JSON-LD, 301s from the old article URLs in both languages, 404s and the sitemap.
 */
import request from 'supertest';
import { TITLE_MAX, DESCRIPTION_MAX, textLength } from '@shared/utils/head-text';
import { formatHkd } from '@shared/utils/format';
import { hiringGuideContract } from '@shared/api/hiring-guide.contract';
import { urlOf } from '@shared/api/endpoint';
import { forget } from '../lib/memo-cache';
import * as hiringGuide from '../modules/hiring-guide/hiring-guide.service';
import { setUpTestContext } from '../test/test-app';
import { headOf, markupOf } from './seo-test-helpers';

jest.setTimeout(240_000);

const ctx = setUpTestContext({ template: 'demo' });

const BASE = 'http://localhost:3000';
const get = (path: string) => request(ctx.sifu.handler).get(path);
const crumbs = (html: string) =>
  headOf(html)
    .jsonLd.find((x) => x['@type'] === 'BreadcrumbList')
    .itemListElement.map((i: { name: string; item: string }) => [i.name, i.item.replace(BASE, '')]);

describe('info/{slug} for a category', () => {
  it('when a visitor opens it, then licences, the questionnaire and real figures show, with its own head and links back', async () => {
    const res = await get('/en-HK/info/plumbing');
    expect(res.status).toBe(200);
    const h = headOf(res.text);
    expect(h.title).toBe('Plumbing in Hong Kong: Before You Hire | Sifu 師傅');
    expect(h.canonical).toBe(`${BASE}/en-HK/info/plumbing`);
    expect(h.alternates).toEqual({
      'zh-HK': `${BASE}/zh-HK/info/plumbing`,
      'en-HK': `${BASE}/en-HK/info/plumbing`,
      'x-default': `${BASE}/zh-HK/info/plumbing`,
    });
    expect(h.robots).toBeUndefined();
    expect(crumbs(res.text)).toEqual([
      ['Home', '/en-HK/'],
      ['Before you hire', '/en-HK/info/all'],
      ['Home Repair & Renovation', '/en-HK/info/home-repair'],
      ['Plumbing', '/en-HK/info/plumbing'],
    ]);
    const html = markupOf(res.text);
    expect(html).toContain('Waterworks Ordinance (Cap. 102)');
    expect(html).toContain('Registered Gas Installer');
    expect(html).toContain('What do you need help with?');
    const guide = (await get(urlOf(hiringGuideContract.guide, { params: { slug: 'plumbing' }, query: { lng: 'en-HK' } }))).body.data;
    const { pro_count: pros, price, review_count: reviews } = guide.numbers;
    expect(html).toContain(`${pros} plumbing pros are on Sifu.`);
    expect(html).toContain(
      `median of ${formatHkd(price.median)}; most fall between ${formatHkd(price.low)} and ${formatHkd(price.high)} (from ${price.samples} quotes)`,
    );
    expect(html).toContain(`from ${reviews} reviews`);
    expect(html).toContain('href="/en-HK/category/plumbing"');
    expect(html).toContain('href="/en-HK/price/plumbing"');
    expect(html).toContain('href="/en-HK/info/electrician"');
    expect(html).toContain('href="/en-HK/blog/plumbing-cost-guide-hong-kong"');
  });

  it('when it is opened in Chinese, then the text and head are Chinese and the page is cached for visitors', async () => {
    const res = await get('/zh-HK/info/plumbing');
    expect(res.status).toBe(200);
    const h = headOf(res.text);
    expect(h.title).toBe('水喉維修聘請須知｜牌照與揀師傅貼士 | 師傅 Sifu');
    expect(h.canonical).toBe(`${BASE}/zh-HK/info/plumbing`);
    expect(markupOf(res.text)).toContain('《水務設施條例》（第102章）');
    await ctx.sifu.ssr.settled();
    expect((await get('/zh-HK/info/plumbing')).headers['x-cache']).toBe('HIT');
  });

  it('when the category page is opened, then it links to its info page, and the genre page to the genre’s', async () => {
    expect(markupOf((await get('/en-HK/category/plumbing')).text)).toContain('href="/en-HK/info/plumbing"');
    expect(markupOf((await get('/zh-HK/genre/moving')).text)).toContain('href="/zh-HK/info/moving-services"');
  });
});

describe('info/{genre}, info/all', () => {
  it('when a genre info page is opened, then it lists every category with its licensing line and info page', async () => {
    const res = await get('/zh-HK/info/moving-services');
    expect(res.status).toBe(200);
    const h = headOf(res.text);
    expect(h.title).toBe('搬屋及儲存聘請指南｜香港牌照及注意事項 | 師傅 Sifu');
    expect(h.canonical).toBe(`${BASE}/zh-HK/info/moving-services`);
    expect(crumbs(res.text).map(([name]: string[]) => name)).toEqual(['主頁', '聘請須知', '搬屋及儲存']);
    const html = markupOf(res.text);
    for (const slug of ['moving', 'office-moving', 'mover-piano', 'storage', 'furniture-disposal']) {
      expect(html).toContain(`href="/zh-HK/info/${slug}"`);
    }
    expect(html).toContain('受規管電器要交持牌設施處理');
    expect(html).toContain('href="/zh-HK/genre/moving"');
  });

  it('when info/all is opened, then every category info page is linked by genre, and the blog too', async () => {
    const res = await get('/en-HK/info/all');
    expect(res.status).toBe(200);
    expect(headOf(res.text).title).toBe('Before You Hire: Licences and Tips by Service | Sifu 師傅');
    const html = markupOf(res.text);
    const categories = await ctx.deps.db.many<{ slug: string }>('SELECT slug FROM quote_categories WHERE is_active');
    for (const c of categories) expect(html).toContain(`href="/en-HK/info/${c.slug}"`);
    expect(html).toContain('href="/en-HK/info/moving-services"');
    expect(html).toContain('href="/en-HK/blog"');
  });
});

describe('blog', () => {
  it('when an article is opened at blog/{slug}, then breadcrumbs, JSON-LD and links inside it follow the new paths', async () => {
    const res = await get('/zh-HK/blog/which-jobs-need-licensed-pro-hong-kong');
    expect(res.status).toBe(200);
    const h = headOf(res.text);
    expect(h.canonical).toBe(`${BASE}/zh-HK/blog/which-jobs-need-licensed-pro-hong-kong`);
    expect(h.jsonLd.find((x) => x['@type'] === 'BlogPosting').mainEntityOfPage).toBe(
      `${BASE}/zh-HK/blog/which-jobs-need-licensed-pro-hong-kong`,
    );
    expect(crumbs(res.text).slice(0, 2)).toEqual([
      ['主頁', '/zh-HK/'],
      ['網誌', '/zh-HK/blog'],
    ]);
    const html = markupOf(res.text);
    expect(html).toContain('href="/zh-HK/blog/plumbing-cost-guide-hong-kong"');
    expect(html).not.toMatch(/href="\/(zh-HK\/)?info\/[a-z-]+-hong-kong"/);
    const guide = await get('/en-HK/blog/plumbing-cost-guide-hong-kong');
    expect(headOf(guide.text).jsonLd.find((x) => x['@type'] === 'Article')).toBeDefined();
    expect(markupOf(guide.text)).toContain('href="/en-HK/info/plumbing"');
  });

  it('when an old info/{article} URL is opened, then it answers 301 to blog/{article}, keeping the language prefix and query', async () => {
    const cases: [string, string][] = [
      ['/zh-HK/info/plumbing-cost-guide-hong-kong', '/zh-HK/blog/plumbing-cost-guide-hong-kong'],
      ['/zh-HK/info/how-to-compare-quotes', '/zh-HK/blog/how-to-compare-quotes'],
      ['/en-HK/info/tutor-rates-hong-kong?utm_source=mail', '/en-HK/blog/tutor-rates-hong-kong?utm_source=mail'],
    ];
    for (const [from, to] of cases) {
      const res = await get(from);
      expect([from, res.status, res.headers.location]).toEqual([from, 301, to]);
    }
    const en = await get('/en/info/how-to-compare-quotes').redirects(2);
    expect([en.status, en.redirects.at(-1)?.replace(/^http:\/\/127\.0\.0\.1:\d+/, '')]).toEqual([200, '/zh-HK/blog/how-to-compare-quotes']);
  });

  it('when the blog has more than a page of articles, then it pages with its own title and canonical, and 404s past the end', async () => {
    const first = await get('/en-HK/blog');
    expect(first.status).toBe(200);
    expect(headOf(first.text).title).toBe('Cost Guides and Hiring Tips | Sifu 師傅');
    expect(markupOf(first.text)).toContain('href="/en-HK/blog/how-to-compare-quotes"');
    expect(markupOf(first.text)).not.toContain('href="/en-HK/blog/moving-home"');
    expect((await get('/en-HK/blog?page=2')).status).toBe(404);
    await ctx.deps.db.query(
      `INSERT INTO content_pages (kind, slug, title_zh, title_en, summary_zh, summary_en, body_zh, body_en, published_on)
       SELECT 'blog', 'paging-test-' || n, '分頁測試 ' || n, 'Paging test ' || n, '摘要', 'Summary', '內文', 'Body', now() - make_interval(days => 400 + n)
         FROM generate_series(1, 8) n`,
    );
    forget(ctx.deps.db, 'content:');
    const second = await get('/en-HK/blog?page=2');
    expect(second.status).toBe(200);
    const h = headOf(second.text);
    expect(h.canonical).toBe(`${BASE}/en-HK/blog?page=2`);
    expect(h.title).toContain(' — page 2');
    expect(markupOf(second.text)).toContain('href="/en-HK/blog/paging-test-8"');
    expect((await get('/en-HK/blog?page=3')).status).toBe(404);
  });
});

describe('404s, limits and the sitemap', () => {
  afterEach(() => jest.restoreAllMocks());

  it('when a slug is neither a category, a genre nor an article, then 404 at once (one lookup, never retried)', async () => {
    const lookup = jest.spyOn(hiringGuide, 'getHiringGuide');
    for (const path of [
      '/zh-HK/info/no-such-thing',
      '/en-HK/info/home-repair-services',
      '/zh-HK/info/moving-home',
      '/zh-HK/blog/moving-home',
      '/zh-HK/blog/nope',
    ]) {
      expect([path, (await get(path)).status]).toEqual([path, 404]);
    }
    expect(lookup.mock.calls.filter(([, q]) => q.slug === 'no-such-thing')).toHaveLength(1);
  });

  it('when info pages with the longest names are rendered, then titles and descriptions fit without being cut', async () => {
    const problems: string[] = [];
    for (const lng of ['zh-HK', 'en-HK'] as const) {
      for (const p of [
        '/info/all',
        '/info/curtain-installation',
        '/info/sofa-cleaning',
        '/info/home-repair',
        '/info/beauty-wellness',
        '/blog',
      ]) {
        const res = await get(`/${lng}${p}`);
        expect([p, res.status]).toEqual([p, 200]);
        const { title = '', description = '' } = headOf(res.text);
        if (textLength(title) > TITLE_MAX[lng] || title.includes('…')) problems.push(`${lng} title: ${title}`);
        if (!description || textLength(description) > DESCRIPTION_MAX[lng] || description.endsWith('…')) {
          problems.push(`${lng} description: ${description}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('when the sitemap is read, then info pages are listed with a lastmod and articles only at blog/{slug}', async () => {
    const categories = (await get('/sitemaps/categories.xml')).text;
    expect(categories).toMatch(new RegExp(`<url><loc>${BASE}/zh-HK/info/plumbing</loc><lastmod>\\d{4}-\\d\\d-\\d\\d</lastmod>`));
    expect(categories).toContain(`<loc>${BASE}/en-HK/info/plumbing</loc>`);
    const genres = (await get('/sitemaps/genres.xml')).text;
    expect(genres).toMatch(new RegExp(`<url><loc>${BASE}/en-HK/info/moving-services</loc><lastmod>\\d{4}-\\d\\d-\\d\\d</lastmod>`));
    expect(genres).not.toContain(`<loc>${BASE}/en-HK/info/moving</loc>`);
    const content = (await get('/sitemaps/content.xml')).text;
    expect(content).toContain(`<loc>${BASE}/zh-HK/blog/how-to-compare-quotes</loc>`);
    expect(content).not.toContain('/info/');
    const pages = (await get('/sitemaps/pages.xml')).text;
    expect(pages).toContain(`<loc>${BASE}/zh-HK/blog</loc>`);
    expect(pages).toContain(`<loc>${BASE}/en-HK/info/all</loc>`);
  });
});
