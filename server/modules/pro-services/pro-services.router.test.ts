import request from 'supertest';
import { proServicesContract } from '@shared/api/pro-services.contract';
import { catalogContract } from '@shared/api/catalog.contract';
import { urlOf } from '@shared/api/endpoint';
import { forget } from '../../lib/memo-cache';
import { setUpTestContext, withTestContext } from '../../test/test-app';
import { summarize } from './pro-services.service';
import { api } from '../../test/api';

// Fresh demo databases and first renders are slow on a busy 2-core machine.
jest.setTimeout(120_000);

const ctx = setUpTestContext({ template: 'demo' });

const get = (path: string) => request(ctx.sifu.handler).get(path);

describe('pro lists (SPEC §9: 20 a page, sorted by hired_count desc)', () => {
  it('when all pros are listed, then pages hold 20 pros in descending hires and the total matches the database', async () => {
    const first = await get(urlOf(proServicesContract.list, { query: { lng: 'en-HK' } }));
    expect(first.status).toBe(200);
    const total = await ctx.deps.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM quote_services WHERE is_public AND NOT is_archived`);
    expect(first.body.data.total).toBe(total!.n);
    expect(first.body.data.items).toHaveLength(20);
    expect(first.body.data.page_size).toBe(20);
    const second = await get(urlOf(proServicesContract.list, { query: { lng: 'en-HK', page: '2' } }));
    const hires = [...first.body.data.items, ...second.body.data.items].map((p: { hired_count: number }) => p.hired_count);
    expect(hires).toEqual([...hires].sort((a, b) => b - a));
    const ids = new Set([...first.body.data.items, ...second.body.data.items].map((p: { quote_service_id: number }) => p.quote_service_id));
    expect(ids.size).toBe(40);
  });

  it('when a category is listed, then each card counts and ranks by that category’s hires and reviews, as the category page does', async () => {
    const res = await get(urlOf(proServicesContract.list, { query: { category: 'plumbing', lng: 'en-HK' } }));
    expect(res.status).toBe(200);
    const items = res.body.data.items as { quote_service_id: number; hired_count: number; review_count: number; rating: number }[];
    const inCategory = await ctx.deps.db.many<{ quote_service_id: number; hires: number; reviews: number; rating: string | null }>(
      `SELECT qs.quote_service_id,
              (SELECT count(*) FROM quote_bids b JOIN quote_requests r USING (quote_request_id)
                WHERE b.quote_service_id = qs.quote_service_id AND r.quote_category_id = c.id AND b.hired_on IS NOT NULL)::int AS hires,
              (SELECT count(*) FROM reviews v WHERE v.quote_service_id = qs.quote_service_id AND v.quote_category_id = c.id)::int AS reviews,
              (SELECT round(avg(score)::numeric, 2) FROM reviews v WHERE v.quote_service_id = qs.quote_service_id AND v.quote_category_id = c.id) AS rating
         FROM quote_services qs, quote_categories c WHERE c.slug = 'plumbing'`,
    );
    const byId = new Map(inCategory.map((r) => [r.quote_service_id, r]));
    for (const p of items) {
      const own = byId.get(p.quote_service_id)!;
      expect([p.hired_count, p.review_count, p.rating]).toEqual([own.hires, own.reviews, Number(own.rating ?? 0)]);
    }
    const hires = items.map((p) => p.hired_count);
    expect(hires).toEqual([...hires].sort((a, b) => b - a));
    // A pro busy in other categories (overall hires above the category's leader) does not outrank plumbers.
    expect(items.some((p, i) => i > 0 && p.hired_count > items[0]!.hired_count)).toBe(false);
    const category = await get(urlOf(catalogContract.category, { params: { slug: 'plumbing' }, query: { lng: 'en-HK' } }));
    expect(category.status).toBe(200);
    expect(hires.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(category.body.data.hired_count);
    expect(category.body.data.pro_count).toBe(res.body.data.total);
  });

  it('when the demo data is listed, then every pro’s hire count is its real hires and no featured pro has a demo name', async () => {
    const wrong = await ctx.deps.db.many<{ quote_service_id: number }>(
      `SELECT qs.quote_service_id FROM quote_services qs
        WHERE qs.hired_count <> (SELECT count(*) FROM quote_bids b WHERE b.quote_service_id = qs.quote_service_id AND b.hired_on IS NOT NULL)`,
    );
    expect(wrong).toEqual([]);
    for (const lng of ['zh-HK', 'en-HK']) {
      const featured = await get(urlOf(proServicesContract.featured, { query: { lng } }));
      const names = (featured.body.data.items as { business_name: string }[]).map((p) => p.business_name);
      expect(names.filter((n) => /demo|示範|test|測試/i.test(n))).toEqual([]);
    }
  });

  it('when a page past the end is asked for, then 404', async () => {
    const { body } = await get(urlOf(proServicesContract.list, { query: { category: 'plumbing' } }));
    expect((await get(urlOf(proServicesContract.list, { query: { category: 'plumbing', page: body.data.total_pages + 1 } }))).status).toBe(
      404,
    );
  });

  it('when filtered by category and district, then only pros offering the category in that district come back', async () => {
    const res = await get(urlOf(proServicesContract.list, { query: { category: 'plumbing', district: 'wan-chai', lng: 'zh-HK' } }));
    const expected = await ctx.deps.db.many<{ quote_service_id: number }>(
      `SELECT qs.quote_service_id FROM quote_services qs
        WHERE qs.is_public AND NOT qs.is_archived
          AND EXISTS (SELECT 1 FROM service_categories sc JOIN quote_categories c ON c.id = sc.quote_category_id WHERE sc.quote_service_id = qs.quote_service_id AND c.slug = 'plumbing')
          AND EXISTS (SELECT 1 FROM service_areas sa JOIN districts d ON d.id = sa.district_id WHERE sa.quote_service_id = qs.quote_service_id AND d.slug = 'wan-chai')`,
    );
    expect(res.body.data.items.map((p: { quote_service_id: number }) => p.quote_service_id).sort()).toEqual(
      expected.map((r) => r.quote_service_id).sort(),
    );
  });

  it('when a keyword is searched, then names, descriptions and category names match, and LIKE wildcards are literal', async () => {
    const res = await get(urlOf(proServicesContract.list, { query: { q: '水喉' } }));
    expect(res.body.data.total).toBeGreaterThan(0);
    const wild = await get(urlOf(proServicesContract.list, { query: { q: '%_%' } }));
    expect(wild.body.data.total).toBe(0);
  });

  it('when a private or archived pro exists, then it is in no list and its profile is 404', async () => {
    const row = await ctx.deps.db.one<{ quote_service_id: number }>(
      `SELECT quote_service_id FROM quote_services ORDER BY hired_count DESC LIMIT 1`,
    );
    await ctx.deps.db.query(`UPDATE quote_services SET is_public = false WHERE quote_service_id = $1`, [row!.quote_service_id]);
    const list = await get(urlOf(proServicesContract.list, { query: { lng: 'en-HK', q: 'a' } }));
    expect(list.body.data.items.some((p: { quote_service_id: number }) => p.quote_service_id === row!.quote_service_id)).toBe(false);
    expect((await get(urlOf(proServicesContract.profile, { params: { id: row!.quote_service_id } }))).status).toBe(404);
  });

  it('when a service is not published yet (onboarding unfinished), then it is in no list, no count and its profile and page are 404', async () => {
    const row = await ctx.deps.db.one<{ quote_service_id: number; slug: string }>(
      `SELECT quote_service_id, slug FROM quote_services WHERE is_public ORDER BY hired_count DESC OFFSET 1 LIMIT 1`,
    );
    const id = row!.quote_service_id;
    forget(ctx.deps.db, 'pros:', 'catalog:');
    const before = (await get(urlOf(proServicesContract.list, { query: { lng: 'en-HK' } }))).body.data.total;
    await ctx.deps.db.query(`UPDATE quote_services SET profile_ready_on = NULL WHERE quote_service_id = $1`, [id]);
    forget(ctx.deps.db, 'pros:', 'catalog:');
    try {
      const list = await get(urlOf(proServicesContract.list, { query: { lng: 'en-HK' } }));
      expect(list.body.data.total).toBe(before - 1);
      expect(list.body.data.items.some((p: { quote_service_id: number }) => p.quote_service_id === id)).toBe(false);
      expect((await get(urlOf(proServicesContract.profile, { params: { id } }))).status).toBe(404);
      expect((await get(`/zh-HK/service/${id}`)).status).toBe(404);
    } finally {
      await ctx.deps.db.query(`UPDATE quote_services SET profile_ready_on = created WHERE quote_service_id = $1`, [id]);
      forget(ctx.deps.db, 'pros:', 'catalog:');
    }
  });
});

describe('public profile', () => {
  it('when a profile is read, then it has description, FAQ, hours, areas and certificates from the database', async () => {
    const svc = await ctx.deps.db.one<{ quote_service_id: number; faqs: number; areas: number }>(
      `SELECT qs.quote_service_id, (SELECT count(*) FROM service_faqs f WHERE f.quote_service_id = qs.quote_service_id)::int AS faqs,
              (SELECT count(*) FROM service_areas a WHERE a.quote_service_id = qs.quote_service_id)::int AS areas
         FROM quote_services qs WHERE qs.is_public AND NOT qs.is_archived ORDER BY qs.quote_service_id LIMIT 1`,
    );
    const res = await get(urlOf(proServicesContract.profile, { params: { id: svc!.quote_service_id }, query: { lng: 'en-HK' } }));
    expect(res.status).toBe(200);
    const p = res.body.data;
    expect(p.faqs).toHaveLength(svc!.faqs);
    expect(p.areas).toHaveLength(svc!.areas);
    expect(p.description.length).toBeGreaterThan(20);
    expect(p.business_hours.every((h: { weekday: number }) => h.weekday >= 1 && h.weekday <= 7)).toBe(true);
    expect(p.certificates.every((c: { status: number }) => c.status !== 3)).toBe(true);
  });

  it('when the id is unknown or not a number, then 404 or 400', async () => {
    expect((await get(urlOf(proServicesContract.profile, { params: { id: 987654 } }))).status).toBe(404);
    expect((await get(urlOf(proServicesContract.profile, { params: { id: 'abc' } }))).status).toBe(400);
  });
});

describe('featured pros (SPEC §6: shown only with at least 50 qualifying)', () => {
  it('when at least 50 pros qualify, then show is true and items are sorted by rating', async () => {
    const q = await ctx.deps.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM quote_services WHERE is_public AND NOT is_archived AND rating >= 4.5 AND review_count >= 3`,
    );
    const res = await get(urlOf(proServicesContract.featured, { query: { limit: '10' } }));
    expect(res.body.data.qualifying_count).toBe(q!.n);
    expect(res.body.data.show).toBe(q!.n >= 50);
    const ratings = res.body.data.items.map((p: { rating: number }) => p.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('when fewer than 50 qualify, then show is false and no pros are listed', async () => {
    await withTestContext({ template: 'demo' }, async (fresh) => {
      await fresh.deps.db.query(`UPDATE quote_services SET review_count = 0`);
      const res = await api(fresh.sifu.handler).call(proServicesContract.featured);
      expect(res.body.data).toMatchObject({ qualifying_count: 0, show: false, items: [] });
      expect((await request(fresh.sifu.handler).get('/zh-HK/featured-pros')).status).toBe(404);
    });
  });
});

describe('summaries', () => {
  it('when a description is long, then the card summary is cut at a sentence, shorter for Chinese', () => {
    expect(summarize('Short.')).toBe('Short.');
    const zh = summarize(
      '志偉水電工程由李志偉於2016年創立，至今有15年水喉工程經驗。水喉、電力同家居執修一站式處理，由換水龍頭、通渠到加插蘇、換燈都可以即日安排。團隊持有牌照。',
    );
    expect(zh.length).toBeLessThanOrEqual(67);
    expect(zh.endsWith('。') || zh.endsWith('…')).toBe(true);
  });
});
