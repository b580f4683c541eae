/** One URL per page (ADR 0045): unprefixed page paths redirect to their language's URL; pages link only prefixed URLs. */
import request from 'supertest';
import { setUpTestContext, signUp } from '../test/test-app';
import { markupOf } from './seo-test-helpers';

const ctx = setUpTestContext({ template: 'demo' });
const get = (path: string) => request(ctx.sifu.handler).get(path);

/** Internal links of a page's markup and head that are neither prefixed pages nor files (assets, media, feeds). */
function unprefixedLinks(html: string): string[] {
  const markup = markupOf(html);
  const head = html.slice(0, html.indexOf('</head>'));
  const hrefs = [
    ...[...markup.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)].map((m) => m[1]),
    ...[...head.matchAll(/<link rel="(?:canonical|alternate)"[^>]*href="([^"]*)"/g)].map((m) => m[1]),
  ];
  return hrefs
    .map((h) => h.replace(/^https?:\/\/[^/]+/, ''))
    .filter((h) => h.startsWith('/') && !h.startsWith('//'))
    .filter((h) => !/^\/(zh-HK|en-HK)(\/|$)/.test(h) && !/^\/(static|media|og|api|sitemap|robots\.txt|favicon)/.test(h));
}

describe('unprefixed page paths', () => {
  it('when / is opened without a cookie or Accept-Language, then a temporary redirect to /zh-HK/ that varies by both', async () => {
    const res = await get('/');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/zh-HK/');
    expect(res.headers.vary).toMatch(/^Cookie, Accept-Language\b/);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('when the language cookie or Accept-Language names English, then the redirect goes to /en-HK/…; the cookie outranks the header', async () => {
    expect((await get('/').set('Cookie', 'i18next=en-HK')).headers.location).toBe('/en-HK/');
    expect((await get('/').set('Accept-Language', 'en-GB,en;q=0.9')).headers.location).toBe('/en-HK/');
    const both = await get('/category/plumbing').set('Cookie', 'i18next=zh-HK').set('Accept-Language', 'en-US');
    expect(both.headers.location).toBe('/zh-HK/category/plumbing');
    expect((await get('/category/plumbing').set('Accept-Language', 'fr-FR, de')).headers.location).toBe('/zh-HK/category/plumbing');
  });

  it('when any other page path has no prefix, then a permanent redirect keeps the query, and a trailing slash goes in the same hop', async () => {
    const res = await get('/category/plumbing?page=2&utm_source=x');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/zh-HK/category/plumbing?page=2&utm_source=x');
    expect(res.headers.vary).toMatch(/^Cookie, Accept-Language\b/);
    expect((await get('/contact/')).headers.location).toBe('/zh-HK/contact');
    const head = await request(ctx.sifu.handler).head('/pro-list').set('Accept-Language', 'en-HK');
    expect([head.status, head.headers.location]).toEqual([301, '/en-HK/pro-list']);
    // An unknown path is a page path too: it is a 404 in its language.
    expect((await get('/nothing/here')).headers.location).toBe('/zh-HK/nothing/here');
  });

  it('when a signed-in user follows an old unprefixed link, then the redirect reads no database', async () => {
    const user = await signUp(ctx);
    const spy = jest.spyOn(ctx.deps.db.pool, 'query');
    try {
      const res = await user.agent.get('/dashboard/settings?tab=1');
      expect(res.status).toBe(301);
      expect(res.headers.location).toBe('/zh-HK/dashboard/settings?tab=1');
      expect(spy).not.toHaveBeenCalled();
      // The spy sees what the prefixed page reads (the session first).
      await user.agent.get('/zh-HK/dashboard/settings');
      expect(spy).toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it('when a path is not a page (API, assets, robots, sitemaps, health, media, locales), then it is answered where it is, not redirected', async () => {
    for (const path of ['/robots.txt', '/sitemap.xml', '/sitemaps/pages.xml', '/llms.txt', '/healthz', '/api/genres', '/favicon.svg']) {
      const res = await get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
    }
    for (const path of ['/media/999999/thumb.jpg', '/api/nothing', '/static/nothing.js']) {
      const res = await get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
    }
  });

  it('when a language prefix is mis-cased or unsupported, then it is respelled, not prefixed again', async () => {
    expect((await get('/en-hk/signup')).headers.location).toBe('/en-HK/signup');
    expect((await get('/fr-FR/login?x=1')).headers.location).toBe('/zh-HK/login?x=1');
  });

  it('when a page is posted to without a prefix, then it is not redirected (POST /logout still signs out)', async () => {
    const user = await signUp(ctx);
    const res = await user.agent.post('/logout').set('Origin', ctx.deps.env.PUBLIC_URL);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/zh-HK/login');
  });
});

describe('links of the home page', () => {
  it.each(['/zh-HK/', '/en-HK/'])(
    'when %s is rendered, then no internal page link, canonical or alternate is unprefixed, and no picture is under /api',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      const links = [...markupOf(res.text).matchAll(/<a\b[^>]*\shref="\/[^"]*"/g)];
      expect(links.length).toBeGreaterThan(60);
      expect(unprefixedLinks(res.text)).toEqual([]);
      expect(res.text).not.toContain('/api/attachments');
    },
  );
});
