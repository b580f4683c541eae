/**
 * Near-me pages that earn their place (ADR 0018), on the demo data: the index/noindex rule per page
 * type and per district threshold, the local blocks of an indexed district page, the region page folding in districts
 * below the threshold, the API, and the near-duplicate measure between indexed district pages of one region.
 */
import request from 'supertest';
import { DISTRICT_NOINDEX, isDistrictPageIndexable, NEAR_DUPLICATE_MAX, shingleJaccard } from '@shared/domain/district-pages';
import { forget } from '../../lib/memo-cache';
import { setUpTestContext } from '../../test/test-app';
import { allDistrictPages, indexableDistrictPages, indexableRegionPages } from './near-me.service';

jest.setTimeout(300_000);

const ctx = setUpTestContext({ template: 'demo' });

const BASE = 'http://localhost:3000';
const get = (path: string) => request(ctx.sifu.handler).get(path);
const api = (path: string) => request(ctx.sifu.handler).get(`/api${path}`);

function head(html: string) {
  const top = html.slice(0, html.indexOf('</head>'));
  return {
    robots: /<meta name="robots" content="([^"]*)">/.exec(top)?.[1],
    canonical: /<link rel="canonical" href="([^"]*)">/.exec(top)?.[1],
    description: /<meta name="description" content="([^"]*)">/.exec(top)?.[1],
    jsonLd: [...top.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1])),
  };
}

/** The visible text of the page's <main> (what the near-duplicate measure compares: no header, footer, styles or data). */
function mainText(html: string): string {
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? html;
  return main
    .replace(/<(style|script)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n)))
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

const pairOf = async (slug: string, district: string) =>
  (await allDistrictPages(ctx.deps.db)).find((p) => p.category_slug === slug && p.district_slug === district)!;

describe('the threshold data', () => {
  it('when the counts of every category × district are computed, then they match what a district page lists and counts', async () => {
    const pair = await pairOf('plumbing', 'kwun-tong');
    expect(pair).toMatchObject({ pros: 5, based: 1, quotes: 12, reviews: 2, indexable: true });
    const res = await api('/near_me/plumbing/districts/kwun-tong?lng=en-HK');
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.counts).toEqual({ pros: pair.pros, based: pair.based, quotes: pair.quotes, reviews: pair.reviews });
    expect(d.pros.total).toBe(pair.pros);
    expect(d.pros.items).toHaveLength(pair.pros);
    expect(d.pros.items.filter((p: { based_here: boolean }) => p.based_here)).toHaveLength(pair.based);
    expect(d.prices.reduce((n: number, p: { samples: number }) => n + p.samples, 0)).toBe(pair.quotes);
    expect(d.reviews).toHaveLength(pair.reviews);
    const direct = await ctx.deps.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM reviews v JOIN quote_bids b USING (quote_bid_id) JOIN quote_requests r ON r.quote_request_id = b.quote_request_id
        WHERE r.quote_category_id = (SELECT id FROM quote_categories WHERE slug = 'plumbing') AND r.district_id = (SELECT id FROM districts WHERE slug = 'kwun-tong')`,
    );
    expect(direct!.n).toBe(pair.reviews);
  });

  it('when the demo data is counted, then the indexable pages are exactly the pairs that pass the rule', async () => {
    const pairs = await allDistrictPages(ctx.deps.db);
    const categories = await ctx.deps.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM quote_categories WHERE is_active`);
    expect(pairs).toHaveLength(categories!.n * 18);
    const indexable = await indexableDistrictPages(ctx.deps.db);
    expect(indexable.length).toBe(pairs.filter(isDistrictPageIndexable).length);
    expect(indexable.length).toBe(74);
    expect(indexable).toContainEqual({ slug: 'plumbing', city: 'kowloon', district: 'kwun-tong' });
    expect(indexable).not.toContainEqual({ slug: 'plumbing', city: 'kowloon', district: 'wong-tai-sin' });
  });
});

describe('page types: Hong Kong and region pages', () => {
  it.each(['/zh-HK/nearme/plumbing', '/en-HK/nearme/plumbing/kowloon'])(
    'when %s is opened, then it is indexable with itself as canonical',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      const h = head(res.text);
      expect(h.robots).toBeUndefined();
      expect(h.canonical).toBe(`${BASE}${path}`);
    },
  );

  it('when a region page is opened, then districts with their own page are linked and those below the threshold are folded in with their pros', async () => {
    const res = await get('/zh-HK/nearme/plumbing/kowloon');
    const text = mainText(res.text);
    expect(text).toContain('九龍各區水喉維修');
    expect(res.text).toContain('href="/zh-HK/nearme/plumbing/kowloon/kwun-tong"');
    expect(text).toContain('九龍其他地區');
    const folded = text.slice(text.indexOf('九龍其他地區'));
    expect(folded).toContain('黃大仙水喉維修');
    // Wong Tai Sin's pros, based there first.
    expect(folded.indexOf('明生家居維修')).toBeGreaterThan(-1);
    expect(folded.indexOf('明生家居維修')).toBeLessThan(folded.indexOf('恒達工程'));
    // The price guide is Hong Kong-wide and says so.
    expect(text).toContain('全港水喉維修價錢');
    const region = (await api('/near_me/plumbing/regions/kowloon?lng=en-HK')).body.data;
    expect(region.indexed.map((d: { slug: string }) => d.slug)).toEqual(['yau-tsim-mong', 'sham-shui-po', 'kowloon-city', 'kwun-tong']);
    expect(region.folded).toEqual([
      expect.objectContaining({ slug: 'wong-tai-sin', counts: { pros: 5, quotes: 0, reviews: 0 }, pros: expect.any(Array) }),
    ]);
    expect(region.folded[0].pros[0]).toMatchObject({ business_name: 'Ming Sang Home Repairs', based_here: true });
  });
});

describe('an indexed district page', () => {
  it('when an indexable district page is opened, then it is indexed with its own canonical and carries the local blocks (en)', async () => {
    const res = await get('/en-HK/nearme/plumbing/kowloon/kwun-tong');
    expect(res.status).toBe(200);
    const h = head(res.text);
    expect(h.robots).toBeUndefined();
    expect(h.canonical).toBe(`${BASE}/en-HK/nearme/plumbing/kowloon/kwun-tong`);
    expect(h.description).toBe(
      '5 plumbing pros serve Kwun Tong. Local median quote HK$650 from 12 quotes. Compare reviews and get free quotes.',
    );
    const faq = h.jsonLd.find((x) => x['@type'] === 'FAQPage');
    expect(faq.mainEntity.map((q: { name: string }) => q.name)).toContain('How much does plumbing cost in Kwun Tong?');
    const text = mainText(res.text);
    // Pros serving the district, the one based there first, with figures of this district's jobs.
    expect(text).toContain('5 plumbing pros serve Kwun Tong, 1 of them based here');
    expect(text).toMatch(/No\. 1: Kwong Hing Plumbing & Electrical Based in Kwun Tong/);
    expect(text).toContain('1 hire in Kwun Tong');
    // Local prices with their sample size; Hong Kong-wide only as a labelled comparison.
    expect(text).toContain('Kwun Tong median');
    expect(text).toMatch(/Flat rate HK\$650 HK\$400 – HK\$920 12 HK\$1,000/);
    expect(text).toContain('Hong Kong-wide median (for comparison)');
    // Anonymised recent jobs: the answer labels, a price, a month.
    expect(text).toContain('Recent plumbing jobs in Kwun Tong');
    expect(text).toMatch(/Oct 2026 Replace a tap Private estate flat HK\$710 Hired quote/);
    // Reviews of jobs done in the district, newest first.
    expect(text).toContain('Reviews of plumbing jobs in Kwun Tong');
    // (the seed dates reviews relative to the day it ran, so the order is read from the <time> elements)
    const reviewsHtml = res.text.slice(res.text.indexOf('Reviews of plumbing jobs in Kwun Tong'));
    const dates = [...reviewsHtml.matchAll(/<time dateTime="([^"]+)"/g)].map((m) => m[1]);
    expect(dates.length).toBeGreaterThanOrEqual(2);
    expect([...dates].sort().reverse()).toEqual(dates);
    // An FAQ naming the district, answered from its data.
    expect(text).toContain(
      'How fast do plumbing pros reply in Kwun Tong? Half of the 4 requests in Kwun Tong that got a quote had the first one within 3 hours.',
    );
    // Links: the same district in related categories (indexable only) and neighbouring districts.
    expect(res.text).toContain('href="/en-HK/nearme/renovation/kowloon/kwun-tong"');
    for (const n of ['kowloon/kowloon-city', 'kowloon/wong-tai-sin', 'new-territories/sai-kung']) {
      expect(res.text).toContain(`href="/en-HK/nearme/plumbing/${n}"`);
    }
    expect(res.text).not.toContain('href="/en-HK/nearme/plumbing/kowloon/yau-tsim-mong"');
    expect(text).not.toMatch(/\b0 quotes?\b|Only 0/);
  });

  it('when the same page is opened in Chinese, then the blocks are in Traditional Chinese and name the district', async () => {
    const res = await get('/zh-HK/nearme/plumbing/kowloon/kwun-tong');
    const h = head(res.text);
    expect(h.canonical).toBe(`${BASE}/zh-HK/nearme/plumbing/kowloon/kwun-tong`);
    const text = mainText(res.text);
    expect(text).toContain('服務觀塘嘅水喉維修師傅');
    expect(text).toContain('觀塘本區');
    expect(text).toContain('觀塘水喉維修價錢');
    expect(text).toContain('全港中位數（只供比較）');
    expect(text).toContain('觀塘最近嘅水喉維修工作');
    expect(text).toContain('觀塘水喉維修要幾多錢？');
    expect(text).toContain('鄰近地區嘅水喉維修');
  });
});

describe('a district page below the threshold', () => {
  it('when a district has pros but no local quotes or reviews, then its page renders for visitors with noindex, follow and no canonical', async () => {
    const pair = await pairOf('plumbing', 'wong-tai-sin');
    expect(pair).toMatchObject({ pros: 5, quotes: 0, reviews: 0, indexable: false });
    const res = await get('/en-HK/nearme/plumbing/kowloon/wong-tai-sin');
    expect(res.status).toBe(200);
    const h = head(res.text);
    expect(h.robots).toBe(DISTRICT_NOINDEX);
    expect(h.canonical).toBeUndefined();
    const text = mainText(res.text);
    expect(text).toContain('Plumbing pros serving Wong Tai Sin');
    expect(text).not.toContain('Plumbing prices in Wong Tai Sin');
    expect(text).not.toContain('Recent plumbing jobs');
    expect(text).not.toMatch(/\b0 (quotes?|reviews?)\b|Only 0/);
    expect(res.text).toContain('href="/en-HK/nearme/plumbing/kowloon"');
  });

  it('when a district has no pro and no data at all, then every local block is left out and nothing claims an empty figure', async () => {
    const empty = (await pairOf('handyman', 'islands'))!;
    expect(empty).toMatchObject({ pros: 0, quotes: 0, reviews: 0 });
    for (const lng of ['en-HK', 'zh-HK']) {
      const res = await get(`/${lng}/nearme/handyman/${empty.region}/${empty.district_slug}`);
      expect(res.status).toBe(200);
      expect(head(res.text).robots).toBe(DISTRICT_NOINDEX);
      const text = mainText(res.text);
      expect(text).not.toMatch(/\b0 (pros?|quotes?|reviews?)\b|Only 0| 0 (位|個)/);
      expect(res.text).not.toContain('data-testid="district-pro"');
      expect(res.text).toContain(`href="/${lng}/nearme/handyman/${empty.region}"`);
    }
  });

  it('when a below-threshold district gets five local quotes, then its page becomes indexable and leaves the region page fold', async () => {
    const { db } = ctx.deps;
    const ids = await db.one<{ category: number; district: number; user: number; services: number[] }>(
      `SELECT (SELECT id FROM quote_categories WHERE slug = 'plumbing') AS category, (SELECT id FROM districts WHERE slug = 'wong-tai-sin') AS district,
              (SELECT id FROM users WHERE role = 'consumer' ORDER BY id LIMIT 1) AS user,
              (SELECT array_agg(quote_service_id ORDER BY quote_service_id) FROM (
                 SELECT qs.quote_service_id FROM quote_services qs JOIN service_categories sc USING (quote_service_id)
                  WHERE sc.quote_category_id = (SELECT id FROM quote_categories WHERE slug = 'plumbing') AND qs.is_public LIMIT 5) s) AS services`,
    );
    const req = await db.one<{ id: number }>(
      `INSERT INTO quote_requests (user_id, quote_category_id, district_id, fields, public_hash)
       VALUES ($1, $2, $3, '{"issue_type": "blocked-drain"}', md5(random()::text)) RETURNING quote_request_id AS id`,
      [ids!.user, ids!.category, ids!.district],
    );
    for (const [i, service] of ids!.services.entries()) {
      await db.query(
        `INSERT INTO quote_bids (quote_request_id, quote_service_id, quote_status_id, quote_sent_on, rating_type, flat_rate_at)
         VALUES ($1, $2, 2, now(), 'flat', $3)`,
        [req!.id, service, 500 + i * 100],
      );
    }
    forget(db, 'catalog:', 'sitemap:');
    const res = await get('/en-HK/nearme/plumbing/kowloon/wong-tai-sin');
    const h = head(res.text);
    expect(h.robots).toBeUndefined();
    expect(h.canonical).toBe(`${BASE}/en-HK/nearme/plumbing/kowloon/wong-tai-sin`);
    const text = mainText(res.text);
    expect(text).toMatch(/Flat rate HK\$700 HK\$540 – HK\$860 5 /);
    expect(text).toMatch(/Blocked drain .*HK\$700 Median of 5 quotes/);
    const region = (await api('/near_me/plumbing/regions/kowloon?lng=en-HK')).body.data;
    expect(region.folded).toEqual([]);
    expect(region.indexed.map((d: { slug: string }) => d.slug)).toContain('wong-tai-sin');
  });
});

describe('the API', () => {
  it.each([
    ['/near_me/nope/districts/kwun-tong', 404],
    ['/near_me/plumbing/districts/nowhere', 404],
    ['/near_me/plumbing/districts/kwun-tong?page=2', 404],
    ['/near_me/plumbing/districts/kwun-tong?page=abc', 400],
    ['/near_me/plumbing/regions/mars', 400],
    ['/near_me/nope/regions/kowloon', 404],
  ])('when %s is read, then the answer is %i', async (path, status) => {
    expect((await api(path)).status).toBe(status);
  });

  it('when a district page is opened under another region, then it is 404', async () => {
    expect((await get('/en-HK/nearme/plumbing/hong-kong-island/kwun-tong')).status).toBe(404);
  });
});

describe('near-duplicates among indexed district pages', () => {
  it(`when every indexed district page is compared with the others of its category and region, then their shingle similarity stays below ${NEAR_DUPLICATE_MAX}`, async () => {
    forget(ctx.deps.db, 'catalog:', 'sitemap:');
    const pages = await indexableDistrictPages(ctx.deps.db);
    const worst: Record<string, number> = {};
    let pairs = 0;
    for (const lng of ['zh-HK', 'en-HK']) {
      const texts = new Map<string, string>();
      for (const p of pages) {
        const res = await get(`/${lng}/nearme/${p.slug}/${p.city}/${p.district}`);
        expect(head(res.text).robots).toBeUndefined();
        texts.set(`${p.slug} ${p.city} ${p.district}`, mainText(res.text));
      }
      const keys = [...texts.keys()];
      worst[lng] = 0;
      for (let i = 0; i < keys.length; i += 1) {
        for (let j = i + 1; j < keys.length; j += 1) {
          const [a, b] = [keys[i].split(' '), keys[j].split(' ')];
          if (a[0] !== b[0] || a[1] !== b[1]) continue;
          pairs += 1;
          const similarity = shingleJaccard(texts.get(keys[i])!, texts.get(keys[j])!);
          worst[lng] = Math.max(worst[lng], similarity);
          expect({ pair: `${lng} ${keys[i]} / ${keys[j]}`, near: similarity >= NEAR_DUPLICATE_MAX }).toEqual({
            pair: `${lng} ${keys[i]} / ${keys[j]}`,
            near: false,
          });
        }
      }
    }
    expect(pairs).toBeGreaterThan(60);
    expect(worst['en-HK']).toBeLessThan(NEAR_DUPLICATE_MAX);
    expect(worst['zh-HK']).toBeLessThan(NEAR_DUPLICATE_MAX);
  });
});

describe('the sitemap', () => {
  it('when the near-me sitemap is read, then its district pages are exactly the indexable ones, each rendering as its own indexed canonical', async () => {
    forget(ctx.deps.db, 'catalog:', 'sitemap:');
    const res = await get('/sitemaps/nearme.xml');
    expect(res.status).toBe(200);
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(BASE, ''));
    const districtLocs = locs.filter((l) => l.split('/').length === 6);
    const indexable = await indexableDistrictPages(ctx.deps.db);
    const expected = ['zh-HK', 'en-HK'].flatMap((lng) => indexable.map((p) => `/${lng}/nearme/${p.slug}/${p.city}/${p.district}`));
    expect([...districtLocs].sort()).toEqual([...expected].sort());
    // The district that crossed the threshold above is in; a page below it is not.
    expect(districtLocs).toContain('/en-HK/nearme/plumbing/kowloon/wong-tai-sin');
    expect(districtLocs).not.toContain('/en-HK/nearme/handyman/new-territories/islands');
    const categories = await ctx.deps.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM quote_categories WHERE is_active`);
    // Each category's Hong Kong page, and its region pages listing enough pros (ADR 0046).
    const regions = await indexableRegionPages(ctx.deps.db);
    expect(regions.length).toBeLessThan(categories!.n * 3);
    expect(locs.length - districtLocs.length).toBe((categories!.n + regions.length) * 2);
    for (const loc of districtLocs.filter((l) => l.startsWith('/zh-HK/'))) {
      const page = await get(loc);
      const h = head(page.text);
      expect({ loc, status: page.status, robots: h.robots, canonical: h.canonical }).toEqual({
        loc,
        status: 200,
        robots: undefined,
        canonical: `${BASE}${loc}`,
      });
    }
  });
});
