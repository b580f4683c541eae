/** download[/{target}] (SPEC §2): real pages in both languages, store links from env, flag appDownload. */
import request from 'supertest';
import { setUpTestContext } from '../test/test-app';
import { headOf, markupOf } from './seo-test-helpers';

jest.setTimeout(180_000);

const APP_STORE = 'https://apps.example.com/hk/app/sifu/id1';
const PRO_PLAY = 'https://play.example.com/store/apps/details?id=hk.sifu.pro';

describe('download pages without store links (default env)', () => {
  const ctx = setUpTestContext({ template: 'empty' });
  const get = async (path: string) => {
    const res = await request(ctx.sifu.handler).get(path);
    return { status: res.status, headers: res.headers, head: headOf(res.text), text: markupOf(res.text) };
  };

  it('when /download and /download/{ios,android} are opened, then they are translated pages that offer the web instead', async () => {
    const ios = await get('/zh-HK/download/ios');
    expect(ios.status).toBe(200);
    expect(ios.head.title).toBe('iPhone 及 iPad 版 App | 師傅 Sifu');
    expect(ios.text).toContain('暫時未上架 App Store。');
    expect(ios.text).not.toMatch(/download&#62;|meta&#62;|apps\.apple\.com|play\.google\.com/);
    const android = await get('/en-HK/download/android');
    expect(android.head.title).toBe('Sifu for Android: Customer and Pro Apps | Sifu 師傅');
    expect(android.text).toContain('Not on Google Play yet.');
    expect(android.text).toContain('href="/en-HK/pro"');
    const all = await get('/en-HK/download');
    expect(all.status).toBe(200);
    expect(all.text).toContain('Not in the app stores yet.');
    expect(all.text).toContain('href="/en-HK/download/ios"');
  });

  it('when no store link is set, then the pages only point to the web: noindex, no canonical, and not in the sitemap', async () => {
    for (const path of ['/zh-HK/download', '/en-HK/download/ios', '/zh-HK/download/android']) {
      const page = await get(path);
      expect(page.head.robots).toMatch(/noindex/);
      expect(page.head.canonical).toBeUndefined();
    }
    expect((await request(ctx.sifu.handler).get('/sitemaps/pages.xml')).text).not.toContain('/download');
  });

  it('when an unknown target is opened, then 404; the old per-app paths redirect to /download', async () => {
    expect((await get('/zh-HK/download/windows')).status).toBe(404);
    const old = await get('/en-HK/download/pro');
    expect([old.status, old.headers.location]).toEqual([301, '/en-HK/download']);
  });
});

describe('download pages with store links set', () => {
  const ctx = setUpTestContext({ template: 'empty', env: { APP_STORE_URL: APP_STORE, PRO_PLAY_STORE_URL: PRO_PLAY } });
  const get = async (path: string) => {
    const res = await request(ctx.sifu.handler).get(path);
    return { status: res.status, headers: res.headers, head: headOf(res.text), text: markupOf(res.text) };
  };

  it('when a store link is set, then its badge links there and only the missing stores say so', async () => {
    const ios = await get('/en-HK/download/ios');
    expect(ios.text).toContain(`href="${APP_STORE}"`);
    expect(ios.text).toContain('Download on the App Store');
    // The pro app has no App Store link: its card says so.
    expect((ios.text.match(/Not on the App Store yet\./g) ?? []).length).toBe(1);
    const all = await get('/en-HK/download');
    expect(all.text).toContain(`href="${APP_STORE}"`);
    expect(all.text).toContain(`href="${PRO_PLAY.replace(/&/g, '&amp;')}"`);
    expect(all.text).toContain('Not on Google Play yet.');
    expect(all.text).toContain('Not on the App Store yet.');
  });

  it('when both platforms have an app, then the pages are indexable and in the sitemap', async () => {
    for (const path of ['/en-HK/download', '/en-HK/download/ios', '/en-HK/download/android']) {
      const page = await get(path);
      expect(page.head.robots ?? '').not.toMatch(/noindex/);
      expect(page.head.canonical).toMatch(/\/download/);
    }
    const sitemap = (await request(ctx.sifu.handler).get('/sitemaps/pages.xml')).text;
    expect(sitemap).toContain('/download/ios');
    expect(sitemap).toContain('/download/android');
  });
});

describe('download pages with the appDownload flag off', () => {
  const ctx = setUpTestContext({ template: 'empty', env: { FEATURE_FLAGS: 'appDownload=off' } });

  it('when the flag is off, then the download pages are 404 and the sitemap leaves them out', async () => {
    const get = (path: string) => request(ctx.sifu.handler).get(path);
    expect((await get('/zh-HK/download')).status).toBe(404);
    expect((await get('/en-HK/download/ios')).status).toBe(404);
    expect((await get('/sitemaps/pages.xml')).text).not.toContain('/download');
  });
});
