/**
 * The sitemap is a subset of the indexable canonical pages: every listed URL renders 200, is not
 * noindex and names itself as canonical. A sample of every section and every page type is rendered; the rest is
 * checked for shape (lastmod, alternates). Also /llms.txt.
 */
import request from 'supertest';
import { setUpTestContext } from '../test/test-app';
import { headOf } from './seo-test-helpers';

jest.setTimeout(300_000);

const ctx = setUpTestContext({ template: 'demo' });

const BASE = 'http://localhost:3000';
const get = (path: string) => request(ctx.sifu.handler).get(path);

interface SitemapUrl {
  loc: string;
  lastmod?: string;
  alternates: Record<string, string>;
}

async function readSitemaps(): Promise<Map<string, SitemapUrl[]>> {
  const index = await get('/sitemap.xml');
  const sections = [...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(BASE, ''));
  const out = new Map<string, SitemapUrl[]>();
  for (const section of sections) {
    const res = await get(section);
    expect([section, res.status]).toEqual([section, 200]);
    out.set(
      section,
      [...res.text.matchAll(/<url>(.*?)<\/url>/g)].map((m) => ({
        loc: /<loc>([^<]+)<\/loc>/.exec(m[1])![1].replace(/&#38;/g, '&'),
        lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(m[1])?.[1],
        alternates: Object.fromEntries([...m[1].matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((a) => [a[1], a[2]])),
      })),
    );
  }
  return out;
}

/** The page type of a URL: its language and first segment, with the rest replaced by stars, and its depth. */
const pageType = (loc: string) =>
  new URL(loc).pathname
    .split('/')
    .map((seg, i) => (i <= 2 ? seg : '*'))
    .join('/') + `#${new URL(loc).pathname.split('/').length}`;

/** Every page type (first two of each) and every 25th URL besides. */
function sample(urls: SitemapUrl[]): SitemapUrl[] {
  const seen = new Map<string, number>();
  return urls.filter((u, i) => {
    const type = pageType(u.loc);
    const n = seen.get(type) ?? 0;
    seen.set(type, n + 1);
    return n < 2 || i % 25 === 0;
  });
}

describe('sitemap', () => {
  let sitemaps: Map<string, SitemapUrl[]>;
  beforeAll(async () => {
    sitemaps = await readSitemaps();
  });

  it('when a sample of every section and page type is rendered, then each URL is 200, indexable and its own canonical', async () => {
    const problems: string[] = [];
    let rendered = 0;
    for (const [section, urls] of sitemaps) {
      expect([section, urls.length > 0]).toEqual([section, true]);
      for (const u of sample(urls)) {
        const res = await get(u.loc.replace(BASE, ''));
        rendered += 1;
        if (res.status !== 200) {
          problems.push(`${u.loc}: ${res.status}`);
          continue;
        }
        const h = headOf(res.text);
        if (h.robots?.includes('noindex')) problems.push(`${u.loc}: ${h.robots}`);
        if (h.canonical !== u.loc) problems.push(`${u.loc}: canonical ${h.canonical}`);
        if (h.alternates['x-default'] !== u.alternates['x-default']) problems.push(`${u.loc}: x-default ${h.alternates['x-default']}`);
      }
    }
    expect(problems).toEqual([]);
    expect(rendered).toBeGreaterThan(100);
  });

  it('when the sitemap is read, then every listing page has a lastmod from the data, and x-default is the zh-HK URL', async () => {
    const all = [...sitemaps.values()].flat();
    // Pages without data of their own (contact, price methodology) have no lastmod; every other page has one, never
    // "now". The download pages are left out while no store link is set (download-page.test.ts).
    const withoutLastmod = all.filter((u) => !u.lastmod).map((u) => new URL(u.loc).pathname.replace(/^\/(zh|en)-HK/, ''));
    expect([...new Set(withoutLastmod)].sort()).toEqual(['/contact', '/price/methodology']);
    for (const u of all.filter((x) => x.lastmod)) expect(u.lastmod).toMatch(/^\d{4}-\d\d-\d\d$/);
    const newest = await ctx.deps.db.one<{ d: string }>(
      `SELECT to_char(GREATEST((SELECT max(modified) FROM quote_services), (SELECT max(created) FROM reviews),
                                (SELECT max(created) FROM quote_requests), (SELECT max(quote_sent_on) FROM quote_bids),
                                (SELECT max(modified) FROM content_pages), (SELECT max(created) FROM quote_categories))
                      AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS d`,
    );
    const lastmods = all.filter((x) => x.lastmod).map((u) => u.lastmod!);
    expect(lastmods.filter((d) => d > newest!.d)).toEqual([]);
    // Taken from each page's own data: the dates differ from page to page.
    expect(new Set(lastmods).size).toBeGreaterThan(5);
    for (const u of all) expect(u.alternates['x-default']).toBe(u.alternates['zh-HK']);
  });

  it('when the sitemap is read, then the district lists linked from home are in it and no noindex page is', async () => {
    const locs = new Set([...sitemaps.values()].flat().map((u) => u.loc));
    const districts = await ctx.deps.db.many<{ slug: string }>('SELECT slug FROM districts');
    for (const d of districts) {
      expect(locs.has(`${BASE}/zh-HK/pro-list/${d.slug}`)).toBe(true);
      expect(locs.has(`${BASE}/en-HK/pro-list/${d.slug}`)).toBe(true);
    }
    const home = await get('/zh-HK/');
    for (const m of home.text.matchAll(/href="(\/zh-HK\/pro-list\/[^"?]+)"/g)) expect(locs.has(`${BASE}${m[1]}`)).toBe(true);
    const forbidden = /\/(login|signup|logout|resetpass|activate|form|pro-search|payment|product|review|dashboard|ops)(\/|$)/;
    expect([...locs].filter((l) => forbidden.test(new URL(l).pathname))).toEqual([]);
    expect([...locs].filter((l) => /\/genre\/[^/]+\/[^/]+$|\/service\/\d+$/.test(l))).toEqual([]);
  });
});

describe('llms.txt', () => {
  it('when /llms.txt is read, then it describes the price guides with their figures and dates, and how to cite them', async () => {
    const res = await get('/llms.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.text).toMatch(/^# Sifu 師傅\n/);
    expect(res.text).toMatch(/\n- \[Plumbing \(水喉維修\)\]\(http:\/\/localhost:3000\/en-HK\/price\/plumbing\): HK\$[\d,]+–HK\$[\d,]+/);
    expect(res.text).toMatch(/updated \d{4}-\d\d-\d\d/);
    expect(res.text).toContain('Sifu 師傅 price guide, updated <date>');
    expect(res.text).toMatch(/Sifu 師傅 price guide, updated \d{4}-\d\d-\d\d\. http:\/\/localhost:3000\/en-HK\/price\/[a-z-]+/);
    expect(res.text).toContain(`(${BASE}/sitemap.xml)`);
    const categories = await ctx.deps.db.one<{ n: number }>('SELECT count(*)::int AS n FROM quote_categories WHERE is_active');
    expect((res.text.match(/\]\(http:\/\/localhost:3000\/en-HK\/price\/[a-z-]+\)/g) ?? []).length).toBe(categories!.n);
  });
});
