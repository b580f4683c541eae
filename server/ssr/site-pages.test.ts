/**
 * SPEC §2 content pages on Sifu's own domain (ADR 0023), the ibon partner pages, pro-newyear and the
 * service/{action}/{serviceId} deep links, server-rendered in both languages: status, head tags, content, the
 * footer's links, the sitemap, and the CONTENT_URL_* and app-store env links.
 */
import request from 'supertest';
import { CONTENT_LINKS, FOOTER_GROUPS } from '@shared/domain/site-pages';
import { buildPath } from '@shared/routes/route-paths';
import { TITLE_MAX, DESCRIPTION_MAX, textLength } from '@shared/utils/head-text';
import { proServicesContract } from '@shared/api/pro-services.contract';
import { urlOf } from '@shared/api/endpoint';
import { parseEnv } from '../config/env';
import { createTestContext, setUpTestContext, type TestContext } from '../test/test-app';
import { headOf, headingLevels, markupOf } from './seo-test-helpers';

jest.setTimeout(240_000);

const BASE = 'http://localhost:3000';
const SITE_PATHS = [
  '/customer-center',
  '/trust-and-safety',
  '/help',
  '/pro-center',
  '/pro-center/auto-quote',
  '/pro-center/badges-and-ranking',
  '/pro-center/top-pros',
  '/pro-center/stories',
  '/pro-center/tips',
  '/pro-center/employees-compensation',
  '/about',
  '/partners',
  '/press',
  '/careers',
  '/terms',
];
const OTHER_PATHS = ['/ibon-app', '/ibon-app/joinme', '/pro-newyear'];

describe('with the default env (demo data)', () => {
  const ctx = setUpTestContext({ template: 'demo' });
  const get = (path: string) => request(ctx.sifu.handler).get(path);

  it('when each page is opened in both languages, then it is 200, indexable, its own canonical, with hreflang and fitting head text', async () => {
    const problems: string[] = [];
    for (const lng of ['zh-HK', 'en-HK'] as const) {
      for (const p of [...SITE_PATHS, ...OTHER_PATHS]) {
        const res = await get(`/${lng}${p}`);
        expect([p, lng, res.status]).toEqual([p, lng, 200]);
        expect(res.text).toContain(`<html lang="${lng}"`);
        const h = headOf(res.text);
        expect(h.robots).toBeUndefined();
        expect(h.canonical).toBe(`${BASE}/${lng}${p}`);
        expect(h.alternates).toEqual({ 'zh-HK': `${BASE}/zh-HK${p}`, 'en-HK': `${BASE}/en-HK${p}`, 'x-default': `${BASE}/zh-HK${p}` });
        if (textLength(h.title ?? '') > TITLE_MAX[lng] || h.title?.includes('…')) problems.push(`${lng} title: ${h.title}`);
        if (!h.description || textLength(h.description) > DESCRIPTION_MAX[lng] || h.description.endsWith('…'))
          problems.push(`${lng} description: ${h.description}`);
        const levels = headingLevels(res.text);
        if (levels[0] !== 1 || levels.filter((l) => l === 1).length !== 1) problems.push(`${lng}${p}: h1 ${levels.join(',')}`);
        levels.forEach((l, i) => i > 0 && l > levels[i - 1] + 1 && problems.push(`${lng}${p}: h${levels[i - 1]} → h${l}`));
        const markup = markupOf(res.text);
        if (/\{\{|site&#62;|newyear&#62;|ibon&#62;|facts&#62;/.test(markup)) problems.push(`${lng}${p}: untranslated or unfilled text`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('when a CMS page is rendered, then it shows its title, figures and breadcrumbs in the page language', async () => {
    const zh = markupOf((await get('/zh-HK/help')).text);
    expect(zh).toContain('<h1>幫助中心：常見問題</h1>');
    expect(zh).toContain('新師傅會獲得 HK$200 新手點數');
    const en = await get('/en-HK/pro-center/tips');
    expect(headOf(en.text).title).toBe('Tips for winning jobs on Sifu | Sifu 師傅');
    expect(markupOf(en.text)).toContain('href="/en-HK/pro-center"');
    const crumbs = headOf(en.text).jsonLd.find((x) => x['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.map((i: { item: string }) => i.item)).toEqual([
      `${BASE}/en-HK/`,
      `${BASE}/en-HK/pro-center`,
      `${BASE}/en-HK/pro-center/tips`,
    ]);
  });

  it('when the help centre is rendered, then its questions are FAQPage structured data', async () => {
    const faq = headOf((await get('/en-HK/help')).text).jsonLd.find((x) => x['@type'] === 'FAQPage');
    expect(faq.mainEntity.length).toBeGreaterThan(15);
    expect(faq.mainEntity[0]).toMatchObject({ '@type': 'Question', name: 'How does Sifu work?' });
    expect(faq.mainEntity[0].acceptedAnswer.text).toMatch(/^Choose a service/);
  });

  it('when the pro stories page is rendered, then real top-rated pros and their reviews are on it', async () => {
    const top = await ctx.deps.db.one<{ business_name_en: string }>(
      `SELECT business_name_en FROM quote_services WHERE is_public AND NOT is_archived AND profile_ready_on IS NOT NULL
          AND rating >= 4.5 AND review_count >= 3 ORDER BY rating DESC, review_count DESC, hired_count DESC, quote_service_id LIMIT 1`,
    );
    const page = markupOf((await get('/en-HK/pro-center/stories')).text);
    expect(page).toContain(top!.business_name_en.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
    expect(page).toContain('On Sifu since');
  });

  it('when an unknown pro centre topic or a site page under info/ is opened, then 404', async () => {
    expect((await get('/zh-HK/pro-center/nope')).status).toBe(404);
    expect((await get('/en-HK/pro-center/stories/x')).status).toBe(404);
    expect((await get('/zh-HK/info/about')).status).toBe(404);
    expect((await get('/zh-HK/info/terms-of-service')).status).toBe(404);
  });

  it('when any page is rendered, then the footer links every content page on this site, in the page language, and no app group', async () => {
    const html = (await get('/en-HK/about')).text;
    const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
    expect(html).not.toContain('support.sifu.hk');
    const hrefs = [...footer.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    // Each column's content links, the consumers' column then the directory, the pros' column then pro-newyear (ADR 0046).
    const column = (keys: readonly (keyof typeof CONTENT_LINKS)[]) =>
      keys.map((k) => buildPath(CONTENT_LINKS[k].route, CONTENT_LINKS[k].params, 'en-HK'));
    const expected = [
      ...column(FOOTER_GROUPS.consumers),
      '/en-HK/seo',
      ...column(FOOTER_GROUPS.pros),
      '/en-HK/pro-newyear',
      ...column(FOOTER_GROUPS.company),
    ];
    expect(hrefs).toEqual(expected);
    expect(expected).toEqual(expect.arrayContaining(['/en-HK/blog', '/en-HK/feature/all', '/en-HK/pro', '/en-HK/privacy', '/en-HK/terms']));
    expect(footer).not.toContain('Get the app');
    const zh = (await get('/zh-HK/help')).text;
    expect(zh.slice(zh.indexOf('<footer'))).toContain('href="/zh-HK/about"');
  });

  it('when the press or partners page links to the contact form, then the form opens on that topic', async () => {
    expect(markupOf((await get('/en-HK/press')).text)).toContain('href="/en-HK/contact?topic=press"');
    expect(markupOf((await get('/en-HK/contact?topic=press')).text)).toContain('<option value="press" selected="">');
    expect(markupOf((await get('/en-HK/contact?topic=nope')).text)).toContain('<option value="consumer" selected="">');
  });

  it('when pro-newyear is rendered, then it shows the requests per service with the next Lunar New Year and the sign-up', async () => {
    const en = markupOf((await get('/en-HK/pro-newyear')).text);
    expect(en).toMatch(/Lunar New Year falls on \d{1,2} [A-Z][a-z]{2} \d{4}/);
    expect(en).toMatch(/\d+ requests?</);
    expect(en).toContain('href="/en-HK/pro-signup/deep-cleaning"');
    expect(en).toContain('href="/en-HK/signup?role=pro"');
    expect(en).toContain('HK$200');
    const zh = markupOf((await get('/zh-HK/pro-newyear')).text);
    expect(zh).toContain('農曆新年係');
  });

  it('when the ibon pages are rendered, then customers learn Sifu is free to them and pros how to pay for credit at a store', async () => {
    const app = markupOf((await get('/en-HK/ibon-app')).text);
    expect(app).toContain('Sifu charges customers nothing.');
    expect(app).toContain('href="/en-HK/ibon-app/joinme"');
    expect(app).toContain('href="/en-HK/genre/all"');
    const join = markupOf((await get('/zh-HK/ibon-app/joinme')).text);
    expect(join).toContain('喺便利店增值點數');
    expect(join).toContain('HK$500 至 HK$20,000');
    expect(join).toContain('新手套餐');
    expect(join).toContain('href="/zh-HK/signup?role=pro"');
    // The pro FAQ quotes the smallest top-ups as the payments endpoint serves them (charge_configs).
    const signup = markupOf((await get('/en-HK/pro-signup/moving')).text);
    expect(signup).toContain('By card or bank transfer (FPS) from HK$50, or with a bill paid at a convenience store from HK$500.');
  });

  it('when a service action link is opened, then it redirects into the service, keeping the language prefix and query', async () => {
    const svc = await ctx.deps.db.one<{ id: number; slug: string }>(
      `SELECT quote_service_id AS id, slug FROM quote_services WHERE is_public AND NOT is_archived AND profile_ready_on IS NOT NULL
        ORDER BY quote_service_id LIMIT 1`,
    );
    const to = async (path: string) => {
      const res = await get(path);
      return [res.status, res.headers.location];
    };
    const profile = (await get(urlOf(proServicesContract.profile, { params: { id: svc!.id }, query: { lng: 'en-HK' } }))).body.data as {
      categories: { slug: string }[];
    };
    expect(await to(`/en-HK/service/request/${svc!.id}?utm_source=app`)).toEqual([
      302,
      `/en-HK/form/${profile.categories[0].slug}?utm_source=app&pro=${svc!.id}`,
    ]);
    expect(await to(`/zh-HK/service/reserve/${svc!.id}`)).toEqual([302, `/zh-HK/service/${svc!.id}/reserve`]);
    expect(await to(`/zh-HK/service/reviews/${svc!.id}`)).toEqual([302, `/zh-HK/service/${svc!.id}/${svc!.slug}#reviews`]);
    expect(await to(`/en-HK/service/share/${svc!.id}`)).toEqual([301, `/en-HK/service/${svc!.id}/${svc!.slug}`]);
  });

  it('when the action or the service is unknown, then 404 with a translated page', async () => {
    for (const path of ['/zh-HK/service/call/1', '/en-HK/service/request/987654', '/zh-HK/service/share/0', '/zh-HK/service/reviews/abc']) {
      const res = await get(path);
      expect([path, res.status]).toEqual([path, 404]);
      expect(headOf(res.text).robots).toMatch(/noindex/);
    }
  });

  it('when the sitemap is read, then the content pages are in it with a lastmod, and no service action link is', async () => {
    const xml = (await get('/sitemaps/pages.xml')).text;
    for (const p of [...SITE_PATHS, ...OTHER_PATHS]) {
      const entry = new RegExp(`<url><loc>${BASE}/zh-HK${p}</loc><lastmod>\\d{4}-\\d\\d-\\d\\d</lastmod>`);
      expect([p, entry.test(xml)]).toEqual([p, true]);
    }
    expect(xml).not.toMatch(/\/service\/(request|reserve|reviews|share)\//);
  });
});

describe('with content pages and app-store links set by env', () => {
  const ABOUT = 'https://about.example.com/sifu';
  const PRIVACY = 'https://legal.example.com/privacy?lang=zh';
  const BLOG = 'https://blog.example.com/';
  const APP_STORE = 'https://apps.example.com/hk/app/sifu/id1';
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      template: 'empty',
      env: { CONTENT_URL_ABOUT: ABOUT, CONTENT_URL_PRIVACY: PRIVACY, CONTENT_URL_BLOG: BLOG, APP_STORE_URL: APP_STORE },
    });
  });
  afterAll(() => ctx.close());
  const get = (path: string) => request(ctx.sifu.handler).get(path);

  it('when a page moved by env is opened, with or without a language prefix, then it answers 301 to the env URL', async () => {
    for (const path of ['/en-HK/about', '/zh-HK/about']) {
      const res = await get(path);
      expect([path, res.status, res.headers.location]).toEqual([path, 301, ABOUT]);
    }
    // Without a prefix, the language comes first (ADR 0045), then the move.
    expect((await get('/about')).headers.location).toBe('/zh-HK/about');
    const privacy = await get('/en-HK/privacy');
    expect([privacy.status, privacy.headers.location]).toEqual([301, PRIVACY]);
    expect((await get('/en-HK/help')).status).toBe(200);
  });

  it('when the footer is rendered, then moved links go to the env URLs, the others stay on this site, and the set store link shows', async () => {
    const html = (await get('/en-HK/help')).text;
    const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
    expect(footer).toContain(`href="${ABOUT}"`);
    expect(footer).toContain(`href="${PRIVACY.replace(/&/g, '&amp;')}"`);
    expect(footer).toContain(`href="${BLOG}"`);
    expect(footer).toContain('href="/en-HK/terms"');
    expect(footer).not.toContain('href="/en-HK/about"');
    expect(footer).toContain('Get the app');
    expect(footer).toContain(`href="${APP_STORE}"`);
    expect(footer).toContain('Sifu on the App Store');
    expect(footer).not.toContain('Google Play');
    expect(footer).toContain('href="/en-HK/download"');
  });

  it('when the sitemap is read, then the moved pages are left out', async () => {
    const xml = (await get('/sitemaps/pages.xml')).text;
    expect(xml).not.toContain('/zh-HK/about<');
    expect(xml).not.toContain('/zh-HK/privacy<');
    expect(xml).toContain('/zh-HK/help<');
  });

  it('when a content URL is not an http(s) URL, then the configuration is refused', () => {
    expect(() => parseEnv({ CONTENT_URL_TERMS: 'javascript:alert(1)' })).toThrow(/CONTENT_URL_TERMS/);
    expect(() => parseEnv({ PLAY_STORE_URL: 'ftp://example.com/app' })).toThrow(/PLAY_STORE_URL/);
    expect(parseEnv({ CONTENT_URL_HELP_CENTER: 'https://help.example.com/' }).CONTENT_URL_HELP_CENTER).toBe('https://help.example.com/');
  });
});
