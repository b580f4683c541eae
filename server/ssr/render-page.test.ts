import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { accountsContract } from '@shared/api/accounts.contract';
import { systemContract } from '@shared/api/system.contract';
import { eventsContract } from '@shared/api/events.contract';
import { urlOf } from '@shared/api/endpoint';
import { BUILD_DIR } from '../config/paths';
import { setUpTestContext, signUp, TEST_PASSWORD } from '../test/test-app';
import { pageCacheEvents } from '../lib/metrics';
import { forget } from '../lib/memo-cache';
import { api, endpointTitle } from '../test/api';

async function cacheCount(result: string): Promise<number> {
  return (await pageCacheEvents.get()).values.find((v) => v.labels.result === result)?.value ?? 0;
}

const ctx = setUpTestContext();

const get = (path: string) => request(ctx.sifu.handler).get(path);

describe('SSR of public pages', () => {
  it('when a visitor opens /, then it is server-rendered in zh-HK with title, canonical and hreflang alternates', async () => {
    const res = await get('/zh-HK/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toMatch(/^<!DOCTYPE html><html lang="zh-HK">/);
    expect(res.text).toContain('<title>師傅 Sifu｜免費收取多個師傅報價．香港本地服務平台</title>');
    expect(res.text).toContain('<link rel="canonical" href="http://localhost:3000/zh-HK/">');
    expect(res.text).toContain('<link rel="alternate" hreflang="en-HK" href="http://localhost:3000/en-HK/">');
    expect(res.text).toContain('<link rel="alternate" hreflang="x-default" href="http://localhost:3000/zh-HK/">');
    expect(res.text).toContain('搵師傅，一次收齊幾個報價');
    expect(res.text).toMatch(/<script id="__SIFU_STATE__" type="application\/json" nonce="[^"]+">/);
    // One deferred boot script in the HTML; it adds the page's chunks (listed as JSON) after the first paint.
    expect(res.text).toMatch(/<script defer src="\/static\/boot\.[a-f0-9]+\.js" nonce="[^"]+"><\/script><\/body>/);
    expect(res.text).not.toMatch(/<link[^>]+rel="preload"/);
    const list = /<script id="__SIFU_SCRIPTS__" type="application\/json" nonce="[^"]+">([^<]+)<\/script>/.exec(res.text)?.[1];
    const urls = JSON.parse(list ?? '[]') as string[];
    expect(urls[0]).toMatch(/^\/static\/runtime\.[a-f0-9]+\.js$/);
    // main, the home page's chunks and the chunk of its route entries (client/app/route-manifest.ts), by the build's stats.
    const stats = JSON.parse(fs.readFileSync(path.join(BUILD_DIR, 'web-stats.json'), 'utf8')) as {
      namedChunkGroups: Record<string, { assets: { name: string }[] }>;
    };
    const filesOf = (group: string) =>
      stats.namedChunkGroups[group].assets.map((a) => `/static/${a.name}`).filter((f) => f.endsWith('.js') && !f.includes('/vendor.'));
    expect(urls).toEqual(expect.arrayContaining([...filesOf('main'), ...filesOf('home'), ...filesOf('routes-catalog')]));
    for (const url of urls) expect((await get(url)).status).toBe(200);
  });

  it('when /en-HK/ is opened, then English is served and the i18next cookie switches to en-HK', async () => {
    const res = await get('/en-HK/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<html lang="en-HK">');
    expect(res.text).toContain('Find the right pro. Get several quotes at once.');
    expect(String(res.headers['set-cookie'])).toMatch(/i18next=en-HK/);
  });

  it('when the i18next cookie says en-HK, then an unprefixed path redirects to its English URL', async () => {
    const res = await get('/contact').set('Cookie', 'i18next=en-HK');
    expect([res.status, res.headers.location]).toEqual([301, '/en-HK/contact']);
    const page = await get('/en-HK/contact');
    expect(page.text).toContain('<html lang="en-HK">');
    expect(page.text).toContain('<link rel="canonical" href="http://localhost:3000/en-HK/contact">');
  });

  it('when an unsupported language prefix is used, then it redirects to the default language', async () => {
    const res = await get('/fr-FR/login?x=1');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/zh-HK/login?x=1');
    expect((await get('/en-hk/signup')).headers.location).toBe('/en-HK/signup');
  });

  it('when the URL is unknown, then a helpful 404 page is rendered with status 404', async () => {
    const res = await get('/zh-HK/nothing/here');
    expect(res.status).toBe(404);
    expect(res.text).toContain('搵唔到呢一頁');
    expect(res.text).toContain('返回主頁');
  });

  it('when the locale store changes (the hourly reload), then the next render uses the new strings', async () => {
    const i18n = ctx.deps.i18n;
    // The rendered markup only, not the locale resources that travel in the state block.
    const markup = async (path: string) => (await get(path)).text.split('<div id="root">')[1].split('<script id="__SIFU_STATE__"')[0];
    expect(await markup('/en-HK/no-such-page-1')).toContain('>Back to home<');
    i18n.addResourceBundle('en-HK', 'common', { not_found: { home: 'Home again (reloaded)' } }, true, true);
    try {
      expect(await markup('/en-HK/no-such-page-2')).toContain('>Home again (reloaded)<');
    } finally {
      i18n.addResourceBundle('en-HK', 'common', { not_found: { home: 'Back to home' } }, true, true);
    }
    expect(await markup('/en-HK/no-such-page-3')).toContain('>Back to home<');
  });

  it('when a cacheable page is requested twice, then the second answer is a cache HIT with an ETag, gzip and brotli', async () => {
    const first = await get('/zh-HK/signup?utm_source=x');
    expect(first.headers['x-cache']).toBe('MISS');
    await ctx.sifu.ssr.settled();
    const second = await get('/zh-HK/signup').set('Accept-Encoding', 'br');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    const notModified = await get('/zh-HK/signup').set('If-None-Match', String(first.headers.etag));
    expect(notModified.status).toBe(304);
  });

  it('when several visitors miss the same page at once, then it is rendered once and the others share it', async () => {
    const [miss0, coalesced0, hit0] = [await cacheCount('miss'), await cacheCount('coalesced'), await cacheCount('hit')];
    const answers = await Promise.all(Array.from({ length: 5 }, () => get('/en-HK/login?from=%2Fcoalesce')));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
    expect(await cacheCount('miss')).toBe(miss0 + 1);
    // The other four either waited for that render or, if they came after it was stored, were hits.
    expect((await cacheCount('coalesced')) - coalesced0 + (await cacheCount('hit')) - hit0).toBe(4);
  });

  it('when public data changes (a review, a hire), then cached pages are dropped and rendered afresh', async () => {
    await get('/en-HK/signup?v=forget');
    await ctx.sifu.ssr.settled();
    expect((await get('/en-HK/signup?v=forget')).headers['x-cache']).toBe('HIT');
    forget(ctx.deps.db, 'reviews:');
    expect((await get('/en-HK/signup?v=forget')).headers['x-cache']).toBe('MISS');
  });

  it('when the state contains "</script>", then it cannot break out of the JSON block', async () => {
    const agent = ctx.agent();
    const name = '</script><script>alert(1)</script>';
    await api(agent).call(accountsContract.register, {
      body: { username: 'xss_user', email: 'xss@example.com', passwd: TEST_PASSWORD, first_name: name, last_name: '' },
    });
    const res = await agent.get('/zh-HK/dashboard/settings');
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('<script>alert(1)</script>');
    expect(res.text).toContain('\\u003c/script\\u003e');
    expect(res.headers['x-cache']).toBeUndefined();
  });

  it('CSP carries a nonce that matches the scripts of the page, and no inline script executes', async () => {
    const res = await get('/en-HK/login');
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    const scripts = [...res.text.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    for (const attrs of scripts) {
      expect(attrs).toContain(`nonce="${nonce}"`);
      expect(/src=|type="application\/(json|ld\+json)"/.test(attrs)).toBe(true);
    }
  });
});

describe('private routes', () => {
  it('when a visitor opens a dashboard page, then 302 to /login with from', async () => {
    const res = await get('/en-HK/dashboard/settings?tab=1');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/en-HK/login?from=%2Fen-HK%2Fdashboard%2Fsettings%3Ftab%3D1');
  });

  it('when a consumer opens the pro leads page, then they go to their own landing (SPEC §2 role split)', async () => {
    const { agent } = await signUp(ctx, 'consumer');
    const res = await agent.get('/zh-HK/dashboard/requests');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/zh-HK/dashboard/projects');
    const home = await agent.get('/zh-HK/dashboard');
    expect(home.headers.location).toBe('/zh-HK/dashboard/projects');
  });

  it('when a signed-in user opens a page, then it is rendered for them and never cached', async () => {
    const { agent } = await signUp(ctx, 'pro');
    const res = await agent.get('/zh-HK/dashboard/requests');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    // A new pro has no service yet, so the lead list leads to onboarding instead of an empty list.
    expect(res.text).toContain('建立服務檔案，開始收到客戶需要');
    expect(res.text).toContain('href="/zh-HK/dashboard/onboarding"');
  });
});

describe('operational endpoints', () => {
  it('healthz, readyz, metrics and openapi answer', async () => {
    expect((await get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await get('/readyz')).body).toEqual({ status: 'ok', database: 'up' });
    expect((await get('/metrics')).text).toContain('sifu_page_cache_total');
    const openapi = await get(urlOf(systemContract.openapi));
    expect(openapi.body.openapi).toBe('3.1.0');
    expect(openapi.body.paths[urlOf(accountsContract.login)].post.requestBody).toBeDefined();
  });

  it('the favicon is served from client/public with a day of caching; a missing hashed asset is a 404', async () => {
    const icon = await get('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers['content-type']).toContain('image/svg+xml');
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
    expect((await get('/static/nope.0123456789.js')).status).toBe(404);
  });

  it('locales are served as {ns}.{lng}.json and unknown ones are 404', async () => {
    const res = await get('/locales/common.en-HK.json');
    expect(res.status).toBe(200);
    expect(res.body.auth.login_title).toBe('Log in');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect((await get('/locales/nope.en-HK.json')).status).toBe(404);
  });

  it('when a page is rendered, then its state names the versions of its locale bundles instead of carrying the strings', async () => {
    const res = await get('/en-HK/signup');
    expect(res.status).toBe(200);
    const state = JSON.parse(/<script id="__SIFU_STATE__"[^>]*>(.*?)<\/script>/s.exec(res.text)![1]);
    expect(state.resources).toBeUndefined();
    expect(state.ns).toEqual(expect.arrayContaining(['common']));
    const bundle = await get(`/locales/common.en-HK.json?v=${state.locales.common}`);
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(JSON.stringify(bundle.body)).toContain('{{');
    // No translation template travels in the state (before, all of common and dashboard did, and catalog on public pages).
    expect(JSON.stringify(state)).not.toContain('{{');
  });

  it('when the locale store changes, then the old version still answers its own strings and the new one the new strings', async () => {
    const i18n = ctx.deps.i18n;
    const versionOf = async () =>
      JSON.parse(/<script id="__SIFU_STATE__"[^>]*>(.*?)<\/script>/s.exec((await get('/en-HK/no-such-page-v1')).text)![1]).locales.common;
    const before = await versionOf();
    i18n.addResourceBundle('en-HK', 'common', { not_found: { home: 'Home again (v2)' } }, true, true);
    try {
      const after = await versionOf();
      expect(after).not.toBe(before);
      const oldBundle = await get(`/locales/common.en-HK.json?v=${before}`);
      expect(oldBundle.body.not_found.home).toBe('Back to home');
      expect(oldBundle.headers['cache-control']).toContain('immutable');
      expect((await get(`/locales/common.en-HK.json?v=${after}`)).body.not_found.home).toBe('Home again (v2)');
      // An unknown version gets today's strings, briefly cached.
      const unknown = await get('/locales/common.en-HK.json?v=nope');
      expect(unknown.body.not_found.home).toBe('Home again (v2)');
      expect(unknown.headers['cache-control']).toBe('public, max-age=300');
    } finally {
      i18n.addResourceBundle('en-HK', 'common', { not_found: { home: 'Back to home' } }, true, true);
    }
  });

  it(`an unknown API path is a JSON 404, and a page view is stored by ${endpointTitle(eventsContract.record)}`, async () => {
    // An undeclared path: the JSON 404 of the API router is what this checks.
    const missing = await get('/api/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.body.status).toBe('Error');
    const ev = await api(ctx.sifu.handler).call(eventsContract.record, { body: { name: 'page_view', path: '/en-HK/', language: 'en-HK' } });
    expect(ev.status).toBe(200);
    expect(await ctx.deps.db.one("SELECT path FROM page_view_events WHERE path = '/en-HK/'")).toEqual({ path: '/en-HK/' });
  });
});
