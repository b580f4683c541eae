/**
 * A crawl of the site as a search engine makes it (ADR 0045, ADR 0046): breadth-first from `/`, `/zh-HK/` and `/en-HK/`
 * over same-site links that robots.txt allows (Google's reading: longest match, Allow wins a tie). It proves that no
 * unprefixed page answers 200, no indexable listing is below its threshold, every sitemap URL is linked from a
 * crawled page, no two indexable pages share a title or an H1, and every image shown may be fetched.
 */
import request from 'supertest';
import { LANGUAGES } from '@shared/i18n/i18n-config';
import { isListingIndexable, type ListingCounts } from '@shared/domain/listing-thresholds';
import * as catalog from '../modules/catalog/catalog.service';
import * as nearMe from '../modules/catalog/near-me.service';
import { regionPageCounts } from '../modules/catalog/near-me.repository';
import { setUpTestContext } from '../test/test-app';
import { headOf } from './seo-test-helpers';
import { h1sOf, imagesOf, linksOf, parseRobots, robotsAllows, sitePath } from './crawl-helpers';

jest.setTimeout(300_000);

const ctx = setUpTestContext({ template: 'demo' });

const BASE = 'http://localhost:3000';
/**
 * The crawl budget: every page of the hub types is fetched (the directory and its genre pages, the genres, and the list
 * of all pros with its pages: together they link every listing and profile); of every other page type (language, first segment,
 * depth) the first PER_TYPE found. Every link of a fetched page counts as reached.
 */
const HUB_TYPES = new Set(['seo#3', 'seo#4', 'genre#4', 'pro-list#3']);
const PER_TYPE = 3;
const MAX_PAGES = 400;
const get = (path: string) => request(ctx.sifu.handler).get(path);

/** What a reader sees of a page: the body's text, without scripts, styles and markup (attributes hold machine dates). */
const textOf = (html: string) => (html.split('<body')[1] ?? '').replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' ');

/** Paths that are not pages (API, files, feeds): never followed as pages. */
const NOT_PAGES = /^\/(api|static|locales|og|media|ws|sitemaps?|robots\.txt|llms\.txt|sandbox-gateway|\.well-known)(\/|\.|$)/;
const PREFIXED = new RegExp(`^/(${LANGUAGES.join('|')})(/|$)`);

interface Page {
  path: string;
  title?: string;
  h1s: string[];
  indexable: boolean;
  /** Whether the page names itself as canonical (a page whose canonical is another URL is that page's duplicate). */
  canonical: boolean;
}

interface Crawl {
  pages: Map<string, Page>;
  /** Every same-site path a crawled page links to (fetched or not). */
  linked: Set<string>;
  problems: string[];
}

async function crawl(maxPages: number): Promise<Crawl> {
  const rules = parseRobots((await get('/robots.txt')).text);
  const pages = new Map<string, Page>();
  const linked = new Set<string>();
  const problems: string[] = [];
  const queue = ['/', '/zh-HK/', '/en-HK/'];
  const seen = new Set(queue);
  const perType = new Map<string, number>();
  const enqueue = (path: string) => {
    if (seen.has(path) || NOT_PAGES.test(path) || !robotsAllows(rules, path)) return;
    seen.add(path);
    const segments = path.split('?')[0].split('/');
    const type = `${segments[1]}/${segments[2] ?? ''}#${segments.length}`;
    const n = perType.get(type) ?? 0;
    if (!HUB_TYPES.has(`${segments[2] ?? ''}#${segments.length}`) && n >= PER_TYPE) return;
    perType.set(type, n + 1);
    queue.push(path);
  };
  const visit = (path: string, res: request.Response) => {
    if (res.status >= 300 && res.status < 400) {
      const to = sitePath(String(res.headers.location), BASE);
      if (to) enqueue(to);
      return;
    }
    if (res.status !== 200 || !/text\/html/.test(String(res.headers['content-type']))) return;
    const pathname = path.split('?')[0];
    if (!PREFIXED.test(pathname)) problems.push(`${path}: an unprefixed page answers 200`);
    // docs/style-guide.md: dates and phone numbers are written for people, never as "2026-11-30" or "+85290338807".
    for (const bad of textOf(res.text).match(/\b20\d\d-\d\d-\d\d\b|\+852\d{8}\b/g) ?? []) problems.push(`${path}: "${bad}" in the text`);
    const head = headOf(res.text);
    pages.set(path, {
      path,
      title: head.title,
      h1s: h1sOf(res.text),
      indexable: !/\bnoindex\b/.test(head.robots ?? ''),
      canonical: head.canonical === `${BASE}${path}`,
    });
    for (const href of linksOf(res.text)) {
      const to = sitePath(href, BASE);
      if (!to) continue;
      linked.add(to);
      enqueue(to);
    }
    for (const src of imagesOf(res.text)) {
      const to = sitePath(src, BASE);
      if (to && !robotsAllows(rules, to)) problems.push(`${path}: <img src="${src}"> is disallowed by robots.txt`);
    }
  };
  while (queue.length && pages.size < maxPages) {
    const path = queue.shift()!;
    visit(path, await get(path));
  }
  return { pages, linked, problems };
}

async function sitemapPaths(): Promise<string[]> {
  const index = await get('/sitemap.xml');
  const out: string[] = [];
  for (const m of index.text.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const section = await get(m[1].replace(BASE, ''));
    for (const u of section.text.matchAll(/<url><loc>([^<]+)<\/loc>/g)) out.push(u[1].replace(/&#38;/g, '&').replace(BASE, ''));
  }
  return out;
}

/** The listing counts of a page path, for the listing types with a threshold (undefined for other pages). */
async function listingCountsOf(): Promise<(path: string) => ListingCounts | undefined> {
  const db = ctx.deps.db;
  const [categories, demand, regions, districts] = await Promise.all([
    catalog.allCategories(db, 'zh-HK'),
    catalog.recentRequestsByCategory(db),
    regionPageCounts(db),
    nearMe.allDistrictPages(db),
  ]);
  const proCount = new Map(categories.map((c) => [c.slug, c.pro_count]));
  return (path) => {
    const seg = path.split('?')[0].split('/').slice(2);
    if (seg[0] === 'nearme' && seg.length === 3) {
      const pros = regions.find((r) => r.category_slug === seg[1] && r.region === seg[2])?.pros ?? 0;
      return { type: 'region', pros };
    }
    if (seg[0] === 'nearme' && seg.length === 4) {
      const p = districts.find((d) => d.category_slug === seg[1] && d.district_slug === seg[3]);
      return { type: 'district', pros: p?.pros ?? 0, quotes: p?.quotes ?? 0, reviews: p?.reviews ?? 0 };
    }
    if (seg[0] === 'pro-list' && seg.length === 2 && proCount.has(seg[1])) return { type: 'pro-list', pros: proCount.get(seg[1])! };
    if (seg[0] === 'pro-signup' && seg.length === 2) return { type: 'pro-signup', recentRequests: demand.get(seg[1]) ?? 0 };
    return undefined;
  };
}

/** The list a page belongs to: its path without ?page= (the pages of one list share their H1, not their title). */
const seriesOf = (path: string) => path.replace(/[?&]page=\d+$/, '');

/** Values (title or H1) that more than one page, or more than one list, has. */
function duplicates(pages: Page[], valuesOf: (p: Page) => (string | undefined)[], keyOf = (path: string) => path): string[] {
  const by = new Map<string, Set<string>>();
  for (const p of pages) for (const v of valuesOf(p)) if (v) by.set(v, (by.get(v) ?? new Set()).add(keyOf(p.path)));
  return [...by].filter(([, keys]) => keys.size > 1).map(([v, keys]) => `${v}: ${[...keys].join(', ')}`);
}

describe('the site crawl', () => {
  let result: Crawl;
  let sitemap: string[];
  beforeAll(async () => {
    sitemap = await sitemapPaths();
    // Enough pages to reach every sitemap URL through the hubs and lists.
    result = await crawl(MAX_PAGES);
  });

  it('when the site is crawled, then no unprefixed page answers 200 and every image may be fetched', () => {
    expect(result.pages.size).toBeGreaterThan(100);
    expect(result.problems).toEqual([]);
  });

  it('when the site is crawled, then every sitemap URL is linked from a crawled page (no orphans)', () => {
    expect(sitemap.length).toBeGreaterThan(100);
    expect(sitemap.filter((p) => !result.linked.has(p))).toEqual([]);
  });

  it('when the site is crawled, then no indexable listing is below its threshold, and the listings below it are noindex', async () => {
    const countsOf = await listingCountsOf();
    const checked = [...result.pages.values()].map((p) => ({ p, counts: countsOf(p.path) })).filter((x) => x.counts);
    const wrong = checked
      .filter((x) => x.p.indexable !== isListingIndexable(x.counts!))
      .map((x) => `${x.p.path}: ${JSON.stringify(x.counts)}`);
    expect(wrong).toEqual([]);
    // Both sides of the threshold were seen, for each type with pages on both sides in the demo data.
    expect(checked.some((x) => x.p.indexable)).toBe(true);
    expect(checked.some((x) => !x.p.indexable)).toBe(true);
    const listed = new Set(sitemap);
    expect(checked.filter((x) => x.p.indexable !== listed.has(x.p.path.split('?')[0])).map((x) => x.p.path)).toEqual([]);
  });

  it('when the site is crawled, then no two indexable pages share a title, and no two lists an H1', () => {
    // The pages a search engine indexes: not noindex, and their own canonical (contact?topic=press is /contact).
    const indexable = [...result.pages.values()].filter((p) => p.indexable && p.canonical);
    expect(indexable.length).toBeGreaterThan(100);
    expect(duplicates(indexable, (p) => [p.title])).toEqual([]);
    expect(duplicates(indexable, (p) => p.h1s, seriesOf)).toEqual([]);
  });
});
