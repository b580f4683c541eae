import request from 'supertest';
import { catalogContract } from '@shared/api/catalog.contract';
import { urlOf } from '@shared/api/endpoint';
import { setUpTestContext } from '../../test/test-app';

// Fresh demo databases and first renders are slow on a busy 2-core machine.
jest.setTimeout(120_000);

const ctx = setUpTestContext({ template: 'demo' });

const get = (path: string) => request(ctx.sifu.handler).get(path);

describe('catalogue reads', () => {
  it('when the home data is read, then genres carry their active categories and the stats match the database', async () => {
    const res = await get(urlOf(catalogContract.home, { query: { lng: 'en-HK' } }));
    expect(res.status).toBe(200);
    const { genres, districts, stats } = res.body.data;
    const db = await ctx.deps.db.one<{ genres: number; categories: number; districts: number; pros: number }>(
      `SELECT (SELECT count(*) FROM genres)::int AS genres, (SELECT count(*) FROM quote_categories WHERE is_active)::int AS categories,
              (SELECT count(*) FROM districts)::int AS districts,
              (SELECT count(*) FROM quote_services WHERE is_public AND NOT is_archived)::int AS pros`,
    );
    expect(genres).toHaveLength(db!.genres);
    expect(genres.flatMap((g: { categories: unknown[] }) => g.categories)).toHaveLength(db!.categories);
    expect(districts).toHaveLength(18);
    expect(stats.pro_count).toBe(db!.pros);
    expect(genres[0].name).toBe('Home Repair & Renovation');
  });

  it('when a category is read in zh-HK, then its questions are the active fields in display order and the FAQ is localised', async () => {
    await ctx.deps.db.query(`UPDATE quote_form_fields SET is_active = false WHERE field_key = 'property_type'
                              AND quote_category_id = (SELECT id FROM quote_categories WHERE slug = 'plumbing')`);
    const res = await get(urlOf(catalogContract.category, { params: { slug: 'plumbing' }, query: { lng: 'zh-HK' } }));
    expect(res.status).toBe(200);
    const c = res.body.data;
    const fields = await ctx.deps.db.many<{ field_key: string }>(
      `SELECT field_key FROM quote_form_fields f JOIN quote_categories c ON c.id = f.quote_category_id
        WHERE c.slug = 'plumbing' AND f.is_active ORDER BY f.display_order, f.id`,
    );
    expect(c.questions.map((q: { field_key: string }) => q.field_key)).toEqual(fields.map((f) => f.field_key));
    expect(c.questions.map((q: { field_key: string }) => q.field_key)).not.toContain('property_type');
    expect(c.name).toBe('水喉維修');
    expect(c.faq.length).toBeGreaterThan(0);
    expect(c.faq[0].question).toMatch(/[\u4e00-\u9fff]/);
    expect(c.genre.slug).toBe('home-repair');
    expect(c.related.every((r: { genre_slug: string; slug: string }) => r.genre_slug === 'home-repair' && r.slug !== 'plumbing')).toBe(
      true,
    );
  });

  it('when an unknown or malformed slug is read, then 404 or 400', async () => {
    expect((await get(urlOf(catalogContract.category, { params: { slug: 'no-such-thing' } }))).status).toBe(404);
    expect((await get(urlOf(catalogContract.genre, { params: { slug: 'no-such-genre' } }))).status).toBe(404);
    expect((await get(urlOf(catalogContract.category, { params: { slug: 'BAD%20SLUG' } }))).status).toBe(400);
    expect((await get(urlOf(catalogContract.priceGuide, { params: { slug: 'plumbing' }, query: { district: 'atlantis' } }))).status).toBe(
      404,
    );
  });
});

describe('price guides from real quotes', () => {
  it('when the plumbing guide is read, then p10/median/p90 per quote type equal the sent quotes in the database', async () => {
    const res = await get(urlOf(catalogContract.priceGuide, { params: { slug: 'plumbing' }, query: { lng: 'en-HK' } }));
    expect(res.status).toBe(200);
    const g = res.body.data;
    const rows = await ctx.deps.db.many<{ rating_type: string; n: number; p50: number }>(
      `SELECT b.rating_type, count(*)::int AS n,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY CASE b.rating_type WHEN 'flat' THEN b.flat_rate_at ELSE b.hourly_rate_at END) AS p50
         FROM quote_bids b JOIN quote_requests r USING (quote_request_id) JOIN quote_categories c ON c.id = r.quote_category_id
        WHERE c.slug = 'plumbing' AND b.quote_sent_on IS NOT NULL AND b.rating_type IS NOT NULL GROUP BY b.rating_type`,
    );
    expect(g.total_samples).toBe(rows.reduce((n, r) => n + r.n, 0));
    const flat = g.bands.find((b: { rating_type: string }) => b.rating_type === 'flat');
    const dbFlat = rows.find((r) => r.rating_type === 'flat')!;
    expect(flat.samples).toBe(dbFlat.n);
    expect(Math.abs(flat.median - Number(dbFlat.p50))).toBeLessThanOrEqual(25);
    expect(flat.low).toBeLessThanOrEqual(flat.median);
    expect(flat.median).toBeLessThanOrEqual(flat.high);
    expect(g.min_samples).toBe(5);
    for (const d of g.districts) expect(d.samples).toBeGreaterThanOrEqual(5);
  });

  it('when the summary view is read (a category page), then the bands are the same and the district list is left out', async () => {
    const full = (await get(urlOf(catalogContract.priceGuide, { params: { slug: 'plumbing' }, query: { lng: 'en-HK' } }))).body.data;
    const summary = await get(
      urlOf(catalogContract.priceGuide, { params: { slug: 'plumbing' }, query: { lng: 'en-HK', view: 'summary' } }),
    );
    expect(summary.status).toBe(200);
    expect(full.districts.length).toBeGreaterThan(0);
    expect(summary.body.data).toEqual({ ...full, districts: [] });
    expect((await get(urlOf(catalogContract.priceGuide, { params: { slug: 'plumbing' }, query: { view: 'everything' } }))).status).toBe(
      400,
    );
  });

  it('when a quote type has fewer than 5 quotes, then no range is given but the sample size is', async () => {
    const cat = await ctx.deps.db.one<{ id: number }>(`SELECT id FROM quote_categories WHERE slug = 'translation'`);
    const svc = await ctx.deps.db.one<{ quote_service_id: number }>(`SELECT quote_service_id FROM quote_services LIMIT 1`);
    const user = await ctx.deps.db.one<{ id: number }>(`SELECT id FROM users WHERE role = 'consumer' LIMIT 1`);
    await ctx.deps.db.query(
      `DELETE FROM quote_bids WHERE quote_request_id IN (SELECT quote_request_id FROM quote_requests WHERE quote_category_id = $1)`,
      [cat!.id],
    );
    for (let i = 0; i < 3; i++) {
      const r = await ctx.deps.db.one<{ quote_request_id: number }>(
        `INSERT INTO quote_requests (user_id, quote_category_id, public_hash) VALUES ($1, $2, $3) RETURNING quote_request_id`,
        [user!.id, cat!.id, `tst${i}${Date.now()}`],
      );
      await ctx.deps.db.query(
        `INSERT INTO quote_bids (quote_request_id, quote_service_id, quote_sent_on, rating_type, hourly_rate_at) VALUES ($1, $2, now(), 'hourly', $3)`,
        [r!.quote_request_id, svc!.quote_service_id, 300 + i * 50],
      );
    }
    const res = await get(urlOf(catalogContract.priceGuide, { params: { slug: 'translation' }, query: { lng: 'en-HK' } }));
    const hourly = res.body.data.bands.find((b: { rating_type: string }) => b.rating_type === 'hourly');
    expect(hourly).toEqual({ rating_type: 'hourly', samples: 3, low: null, median: null, high: null });
  });

  it('when the price index is read, then every active category appears under its genre', async () => {
    const res = await get(urlOf(catalogContract.priceIndex, { query: { lng: 'zh-HK' } }));
    const names = res.body.data.flatMap((g: { categories: { slug: string }[] }) => g.categories.map((c) => c.slug));
    expect(names).toContain('plumbing');
    expect(names).toHaveLength(49);
  });
});

describe('near me', () => {
  it('when a district is given with its region, then pro counts per district of the region come back', async () => {
    const res = await get(
      urlOf(catalogContract.nearMe, { params: { slug: 'plumbing' }, query: { region: 'kowloon', district: 'sham-shui-po', lng: 'en-HK' } }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.district.slug).toBe('sham-shui-po');
    expect(res.body.data.districts.every((d: { region: string }) => d.region === 'kowloon')).toBe(true);
    const n = await ctx.deps.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM service_areas sa JOIN districts d ON d.id = sa.district_id
         JOIN service_categories sc ON sc.quote_service_id = sa.quote_service_id
         JOIN quote_categories c ON c.id = sc.quote_category_id JOIN quote_services qs ON qs.quote_service_id = sa.quote_service_id
        WHERE d.slug = 'sham-shui-po' AND c.slug = 'plumbing' AND qs.is_public AND NOT qs.is_archived`,
    );
    expect(res.body.data.districts.find((d: { slug: string }) => d.slug === 'sham-shui-po').pro_count).toBe(n!.n);
  });

  it('when the district is not in the region, then 404', async () => {
    expect(
      (await get(urlOf(catalogContract.nearMe, { params: { slug: 'plumbing' }, query: { region: 'kowloon', district: 'wan-chai' } })))
        .status,
    ).toBe(404);
  });
});
