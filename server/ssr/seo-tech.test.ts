/**
 * Technical SEO: hreflang x-default, noindex of utility pages, one URL per page, error pages,
 * fast 404s, head length limits, heading order, LocalBusiness, and the sitemap as a subset of indexable canonical pages.
 */
import request from 'supertest';
import { TITLE_MAX, DESCRIPTION_MAX, textLength } from '@shared/utils/head-text';
import { attachmentsContract } from '@shared/api/attachments.contract';
import { urlOf } from '@shared/api/endpoint';
import * as catalogService from '../modules/catalog/catalog.service';
import * as prosService from '../modules/pro-services/pro-services.service';
import { forget } from '../lib/memo-cache';
import { setUpTestContext } from '../test/test-app';
import { headOf, headingLevels, type Head } from './seo-test-helpers';

jest.setTimeout(240_000);

const ctx = setUpTestContext({ template: 'demo' });

const BASE = 'http://localhost:3000';
const get = (path: string) => request(ctx.sifu.handler).get(path);
const noIndexingTags = (h: Head) => {
  expect(h.robots).toMatch(/noindex/);
  expect(h.canonical).toBeUndefined();
  expect(h.alternates).toEqual({});
  expect(h.og['og:url']).toBeUndefined();
};

describe('hreflang and canonical', () => {
  it('when a public page is opened, then x-default is the zh-HK canonical URL (home included)', async () => {
    const category = headOf((await get('/en-HK/category/plumbing')).text);
    expect(category.alternates['x-default']).toBe(`${BASE}/zh-HK/category/plumbing`);
    expect(category.canonical).toBe(`${BASE}/en-HK/category/plumbing`);
    const home = headOf((await get('/en-HK/')).text);
    expect(home.alternates['x-default']).toBe(`${BASE}/zh-HK/`);
    const duplicate = headOf((await get('/zh-HK/genre/home-repair/plumbing')).text);
    expect(duplicate.alternates['x-default']).toBe(`${BASE}/zh-HK/category/plumbing`);
  });

  it('when a page path ends with a slash, then it redirects (301) to the slashless canonical, keeping the query', async () => {
    const contact = await get('/zh-HK/contact/');
    expect([contact.status, contact.headers.location]).toEqual([301, '/zh-HK/contact']);
    // Without a prefix, the language and the slash are both settled in one redirect.
    expect((await get('/contact/?from=footer')).headers.location).toBe('/zh-HK/contact?from=footer');
    const en = await get('/en-HK/contact/?from=footer');
    expect([en.status, en.headers.location]).toEqual([301, '/en-HK/contact?from=footer']);
    expect((await get('/zh-HK')).headers.location).toBe('/zh-HK/');
    expect((await get('/zh-HK/')).status).toBe(200);
    expect((await get('/zh-HK/contact')).status).toBe(200);
    expect(headOf((await get('/zh-HK/contact')).text).canonical).toBe(`${BASE}/zh-HK/contact`);
  });
});

describe('pages kept out of the index', () => {
  it('when a utility page is opened, then it is noindex with no canonical, hreflang or og:url', async () => {
    for (const path of [
      '/zh-HK/login',
      '/en-HK/signup',
      '/zh-HK/resetpass',
      '/zh-HK/form/plumbing',
      '/zh-HK/pro-search?q=%E6%B0%B4%E5%96%89',
    ]) {
      const res = await get(path);
      expect([path, res.status]).toEqual([path, 200]);
      noIndexingTags(headOf(res.text));
    }
  });

  it('when a page is an error (unknown route, slug or id), then it is noindex with no canonical or hreflang and a translated title', async () => {
    for (const path of [
      '/zh-HK/nothing/here',
      '/zh-HK/category/no-such-service',
      '/zh-HK/service/999999',
      '/en-HK/price/nope',
      '/zh-HK/download/xyz',
      '/zh-HK/info/nope',
    ]) {
      const res = await get(path);
      expect([path, res.status]).toEqual([path, 404]);
      const h = headOf(res.text);
      noIndexingTags(h);
      expect(h.title).toMatch(path.startsWith('/en-HK') ? /^We can't find that page/ : /^搵唔到呢一頁/);
    }
  });

  it('when robots.txt is read, then public utility pages stay crawlable (so their noindex is seen)', async () => {
    const robots = (await get('/robots.txt')).text;
    expect(robots).not.toContain('/form/');
    expect(robots).toContain('Disallow: /dashboard');
  });
});

describe('fast 404s', () => {
  afterEach(() => jest.restoreAllMocks());

  it('when an unknown category or service is opened, then its lookup runs once (a 404 is final, never retried)', async () => {
    const category = jest.spyOn(catalogService, 'getCategory');
    const profile = jest.spyOn(prosService, 'getProfile');
    expect((await get('/zh-HK/category/no-such-service-x')).status).toBe(404);
    expect((await get('/en-HK/service/987654')).status).toBe(404);
    expect(category.mock.calls.filter(([, slug]) => slug === 'no-such-service-x')).toHaveLength(1);
    expect(profile.mock.calls.filter(([, id]) => id === 987654)).toHaveLength(1);
  });
});

describe('head text limits', () => {
  it('when one page of each type is rendered (longest names included), then titles and descriptions fit the limits', async () => {
    const longestPro = await ctx.deps.db.one<{ quote_service_id: number }>(
      `SELECT quote_service_id FROM quote_services WHERE is_public AND NOT is_archived AND profile_ready_on IS NOT NULL
        ORDER BY length(business_name_en) DESC LIMIT 1`,
    );
    const paths = [
      '/',
      '/genre/all',
      '/genre/home-repair',
      '/category/curtain-installation',
      '/category/sofa-cleaning',
      '/genre/home-repair/waterproofing',
      '/price',
      '/price/curtain-installation',
      '/price/sofa-cleaning',
      '/nearme/curtain-installation',
      '/nearme/curtain-installation/hong-kong-island',
      '/nearme/curtain-installation/hong-kong-island/central-and-western',
      '/nearme/sofa-cleaning/kowloon/yau-tsim-mong',
      '/pro-list',
      '/pro-list/curtain-installation',
      '/pro-list/home-repair',
      '/pro-list/central-and-western',
      '/pro-list/new-territories',
      '/pro-list?page=2',
      '/featured-pros',
      `/service/${longestPro!.quote_service_id}`,
      '/seo',
      '/seo/home-repair',
      '/info/all',
      '/info/curtain-installation',
      '/info/home-repair',
      '/blog',
      '/blog/plumbing-cost-guide-hong-kong',
      '/feature/all',
      '/feature/moving-home',
      '/pro',
      '/pro-signup/curtain-installation',
      '/contact',
      '/download',
      '/download/ios',
      '/download/android',
      '/privacy',
      '/login',
      '/signup',
    ];
    const problems: string[] = [];
    for (const lng of ['zh-HK', 'en-HK'] as const) {
      for (const p of paths) {
        const res = await get(`/${lng}${p === '/' ? '/' : p}`).redirects(1);
        expect([p, res.status]).toEqual([p, 200]);
        const { title = '', description = '', og } = headOf(res.text);
        if (textLength(title) > TITLE_MAX[lng]) problems.push(`${lng} title ${textLength(title)}: ${title}`);
        if (textLength(description) > DESCRIPTION_MAX[lng]) problems.push(`${lng} description ${textLength(description)}: ${description}`);
        if (title.includes('…')) problems.push(`${lng} title cut: ${title}`);
        // A description longer than the limit loses whole sentences of the pro's or CMS text, never a word in the middle.
        if (description.endsWith('…')) problems.push(`${lng} description cut: ${og['og:description']}`);
        if (!description) problems.push(`${lng} no description: ${p}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('heading order', () => {
  it('when a public page of each type is rendered, then it has one h1 and headings never skip a level', async () => {
    const svc = await ctx.deps.db.one<{ quote_service_id: number }>(
      `SELECT quote_service_id FROM quote_services WHERE is_public AND NOT is_archived AND profile_ready_on IS NOT NULL ORDER BY review_count DESC LIMIT 1`,
    );
    const paths = [
      '/',
      '/genre/all',
      '/genre/cleaning',
      '/category/plumbing',
      '/price',
      '/price/plumbing',
      '/nearme/plumbing/kowloon',
      '/pro-list',
      '/pro-list/plumbing',
      '/pro-list/sham-shui-po',
      '/featured-pros',
      `/service/${svc!.quote_service_id}`,
      '/seo',
      '/seo/cleaning',
      '/info/all',
      '/info/plumbing',
      '/info/moving-services',
      '/blog',
      '/blog/how-to-compare-quotes',
      '/feature/all',
      '/feature/moving-home',
      '/pro',
      '/pro-signup/plumbing',
      '/contact',
      '/download',
      '/download/ios',
      '/privacy',
    ];
    const problems: string[] = [];
    for (const p of paths) {
      const res = await get(`/en-HK${p === '/' ? '/' : p}`).redirects(1);
      expect([p, res.status]).toEqual([p, 200]);
      const levels = headingLevels(res.text);
      if (levels[0] !== 1 || levels.filter((l) => l === 1).length !== 1) problems.push(`${p}: h1 ${levels.join(',')}`);
      levels.forEach((l, i) => {
        if (i > 0 && l > levels[i - 1] + 1) problems.push(`${p}: h${levels[i - 1]} → h${l} (${levels.join(',')})`);
      });
    }
    expect(problems).toEqual([]);
  });
});

describe('LocalBusiness on a pro profile', () => {
  it('when a pro profile is rendered, then its LocalBusiness has address, opening hours, image and price range', async () => {
    const svc = await ctx.deps.db.one<{ quote_service_id: number; slug: string; starting_price: number }>(
      `SELECT quote_service_id, slug, starting_price FROM quote_services
        WHERE is_public AND NOT is_archived AND profile_ready_on IS NOT NULL AND base_district_id IS NOT NULL
          AND starting_price_type = 'flat' AND jsonb_array_length(business_hours) > 0
        ORDER BY quote_service_id LIMIT 1`,
    );
    await ctx.deps.db.query(
      `UPDATE quote_services SET logo_url = '${urlOf(attachmentsContract.download, { params: { id: 1 }, query: { size: 'thumb' } })}' WHERE quote_service_id = $1`,
      [svc!.quote_service_id],
    );
    forget(ctx.deps.db, 'pros:');
    const res = await get(`/en-HK/service/${svc!.quote_service_id}/${svc!.slug}`);
    const business = headOf(res.text).jsonLd.find((x) => x['@type'] === 'LocalBusiness');
    expect(business.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'HK', addressLocality: expect.any(String) });
    expect(business.openingHoursSpecification[0]).toMatchObject({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: expect.stringMatching(/^https:\/\/schema\.org\/(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day$/),
      opens: expect.stringMatching(/^\d\d:\d\d$/),
      closes: expect.stringMatching(/^\d\d:\d\d$/),
    });
    expect(business.image).toMatch(new RegExp(`^${BASE}/`));
    expect(business.priceRange).toBe(`From HK$${svc!.starting_price.toLocaleString('en-US')}`);
    expect(business.geo).toBeUndefined();
  });
});
