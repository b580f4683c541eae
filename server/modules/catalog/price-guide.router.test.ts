/**
 * The cost guide behind price/{slug} against the demo database: every figure is checked against
 * percentiles computed here directly in SQL, and every threshold against rows the test adds.
 */
import { MIN_PRICE_SAMPLES, roundGuidePrice } from '@shared/domain/catalog';
import { METHODOLOGY_SLUG, PRICE_TREND_QUARTERS, mentionsPrice } from '@shared/domain/price-guide';
import { ROUTE_PATHS } from '@shared/routes/route-paths';
import type { CostGuide } from '@shared/schemas/price-guide.schema';
import { priceGuideContract } from '@shared/api/price-guide.contract';
import { forget } from '../../lib/memo-cache';
import { setUpTestContext } from '../../test/test-app';
import { api } from '../../test/api';

jest.setTimeout(120_000);

const ctx = setUpTestContext({ template: 'demo' });

const PRICE = `CASE b.rating_type WHEN 'flat' THEN b.flat_rate_at WHEN 'hourly' THEN b.hourly_rate_at END`;

async function guide(slug: string, lng = 'en-HK'): Promise<CostGuide> {
  forget(ctx.deps.db, 'catalog:');
  const res = await api(ctx.sifu.handler).call(priceGuideContract.report, { params: { slug }, query: { lng } });
  expect(res.status).toBe(200);
  return res.body.data as CostGuide;
}

interface SqlFigures {
  n: number;
  p10: number;
  p50: number;
  p90: number;
}

/** What a cell must say for a group of quotes: figures rounded from SQL from MIN_PRICE_SAMPLES on, else nulls. */
const expected = (r: SqlFigures) =>
  r.n >= MIN_PRICE_SAMPLES
    ? { samples: r.n, low: roundGuidePrice(r.p10), median: roundGuidePrice(r.p50), high: roundGuidePrice(r.p90) }
    : { samples: r.n, low: null, median: null, high: null };

let seq = 0;
/** Sends `prices.length` quotes (one request each) in plumbing with the given answers, `daysAgo` days ago. */
async function addQuotes(answers: Record<string, string>, prices: (number | null)[], daysAgo = 1): Promise<void> {
  const db = ctx.deps.db;
  const cat = await db.one<{ id: number }>(`SELECT id FROM quote_categories WHERE slug = 'plumbing'`);
  const svc = await db.one<{ quote_service_id: number }>(
    `SELECT quote_service_id FROM service_categories WHERE quote_category_id = $1 ORDER BY quote_service_id LIMIT 1`,
    [cat!.id],
  );
  const user = await db.one<{ id: number }>(`SELECT id FROM users WHERE role = 'consumer' ORDER BY id LIMIT 1`);
  for (const price of prices) {
    seq += 1;
    const r = await db.one<{ quote_request_id: number }>(
      `INSERT INTO quote_requests (user_id, quote_category_id, public_hash, fields) VALUES ($1, $2, $3, $4) RETURNING quote_request_id`,
      [user!.id, cat!.id, `pricetest${seq}${Date.now()}`, JSON.stringify(answers)],
    );
    await db.query(
      `INSERT INTO quote_bids (quote_request_id, quote_service_id, quote_sent_on, rating_type, flat_rate_at, is_on_site_visit_required_for_quote)
       VALUES ($1, $2, now() - make_interval(days => $3), $4, $5, $6)`,
      [r!.quote_request_id, svc!.quote_service_id, daysAgo, price === null ? 'onsite' : 'flat', price, price === null],
    );
  }
}

describe('cost table', () => {
  it('when the plumbing guide is read, then every job type × property type cell equals p10/median/p90 computed in SQL, with its n', async () => {
    const g = await guide('plumbing');
    expect(g.job?.key).toBe('issue_type');
    expect(g.property?.key).toBe('property_type');
    const rows = await ctx.deps.db.many<SqlFigures & { job: string; property: string | null; rating_type: string }>(
      `SELECT job, property, rating_type, count(*)::int AS n, percentile_cont(0.1) WITHIN GROUP (ORDER BY price) AS p10,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY price) AS p50, percentile_cont(0.9) WITHIN GROUP (ORDER BY price) AS p90
         FROM (SELECT r.fields ->> 'issue_type' AS job, r.fields ->> 'property_type' AS property, b.rating_type, ${PRICE} AS price
                 FROM quote_bids b JOIN quote_requests r USING (quote_request_id) JOIN quote_categories c ON c.id = r.quote_category_id
                WHERE c.slug = 'plumbing' AND b.quote_sent_on IS NOT NULL AND b.rating_type IN ('flat', 'hourly')) s
        WHERE job IS NOT NULL
        GROUP BY GROUPING SETS ((job, property, rating_type), (job, rating_type))`,
    );
    expect(rows.length).toBeGreaterThan(3);
    expect(g.cells).toHaveLength(rows.length);
    for (const r of rows) {
      const cell = g.cells.find((c) => c.job === r.job && c.property === r.property && c.rating_type === r.rating_type);
      expect({ job: r.job, property: r.property, ...cell }).toEqual({
        job: r.job,
        property: r.property,
        rating_type: r.rating_type,
        ...expected(r),
      });
    }
    // The demo history has cells on both sides of the threshold.
    expect(g.cells.some((c) => c.samples < MIN_PRICE_SAMPLES && c.median === null)).toBe(true);
    expect(g.cells.some((c) => c.samples >= MIN_PRICE_SAMPLES && c.median !== null)).toBe(true);
  });

  it('when a cell has fewer than 5 quotes, then it gives its n and no figures; at 5 its figures appear', async () => {
    const answers = { issue_type: 'toilet-repair', property_type: 'tong-lau' };
    const cellOf = (g: CostGuide) => g.cells.find((c) => c.job === 'toilet-repair' && c.property === 'tong-lau');
    const before = cellOf(await guide('plumbing'))?.samples ?? 0;
    await addQuotes(
      answers,
      Array.from({ length: MIN_PRICE_SAMPLES - 1 - before }, (_, i) => 800 + i * 100),
    );
    expect(cellOf(await guide('plumbing'))).toEqual({
      job: 'toilet-repair',
      property: 'tong-lau',
      rating_type: 'flat',
      samples: MIN_PRICE_SAMPLES - 1,
      low: null,
      median: null,
      high: null,
    });
    await addQuotes(answers, [2345]);
    const row = await ctx.deps.db.one<SqlFigures>(
      `SELECT count(*)::int AS n, percentile_cont(0.1) WITHIN GROUP (ORDER BY b.flat_rate_at) AS p10,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY b.flat_rate_at) AS p50, percentile_cont(0.9) WITHIN GROUP (ORDER BY b.flat_rate_at) AS p90
         FROM quote_bids b JOIN quote_requests r USING (quote_request_id)
        WHERE r.fields ->> 'issue_type' = 'toilet-repair' AND r.fields ->> 'property_type' = 'tong-lau' AND b.rating_type = 'flat'
          AND b.quote_sent_on IS NOT NULL`,
    );
    expect(cellOf(await guide('plumbing'))).toMatchObject(expected(row!));
    expect(cellOf(await guide('plumbing'))?.median).not.toBeNull();
  });

  it('when a category asks no single-choice question, then the guide has no job dimension and no cells, and still its split', async () => {
    await ctx.deps.db.query(
      `UPDATE quote_form_fields SET is_active = false WHERE type = 'single'
          AND quote_category_id = (SELECT id FROM quote_categories WHERE slug = 'electrician')`,
    );
    const g = await guide('electrician');
    expect(g.job).toBeNull();
    expect(g.cells).toEqual([]);
    expect(g.split.reduce((n, s) => n + s.samples, 0)).toBe(g.total_quotes);
  });
});

describe('split, trend and last update', () => {
  it('when quotes of several types exist, then the split counts each type, sums to the total and gives on-site quotes no price', async () => {
    await addQuotes({ issue_type: 'leaking-pipe', property_type: 'village-house' }, [null, null]);
    const g = await guide('plumbing');
    const rows = await ctx.deps.db.many<{ rating_type: string; n: number }>(
      `SELECT b.rating_type, count(*)::int AS n FROM quote_bids b JOIN quote_requests r USING (quote_request_id)
         JOIN quote_categories c ON c.id = r.quote_category_id
        WHERE c.slug = 'plumbing' AND b.quote_sent_on IS NOT NULL AND b.rating_type IS NOT NULL GROUP BY b.rating_type`,
    );
    expect(g.split.map((s) => [s.rating_type, s.samples]).sort()).toEqual(rows.map((r) => [r.rating_type, r.n]).sort());
    expect(g.total_quotes).toBe(rows.reduce((n, r) => n + r.n, 0));
    expect(g.split.find((s) => s.rating_type === 'onsite')).toEqual({
      rating_type: 'onsite',
      samples: 2,
      low: null,
      median: null,
      high: null,
    });
    expect(g.main_type).toBe('flat');
    const last = await ctx.deps.db.one<{ at: string }>(
      `SELECT to_char(max(b.quote_sent_on) AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS at FROM quote_bids b
         JOIN quote_requests r USING (quote_request_id) JOIN quote_categories c ON c.id = r.quote_category_id WHERE c.slug = 'plumbing'`,
    );
    expect(g.last_quote_on).toBe(last!.at);
  });

  it('when the trend is read, then it has the last 6 Hong Kong quarters with their SQL counts and a median only from 5 quotes', async () => {
    const g = await guide('plumbing');
    const rows = await ctx.deps.db.many<SqlFigures & { q: string }>(
      `SELECT to_char(q, 'YYYY-MM-DD') AS q, count(price)::int AS n, percentile_cont(0.5) WITHIN GROUP (ORDER BY price) AS p50
         FROM generate_series(date_trunc('quarter', now() AT TIME ZONE 'Asia/Hong_Kong') - interval '15 months',
                              date_trunc('quarter', now() AT TIME ZONE 'Asia/Hong_Kong'), interval '3 months') q
         LEFT JOIN (SELECT date_trunc('quarter', b.quote_sent_on AT TIME ZONE 'Asia/Hong_Kong') AS start, b.flat_rate_at AS price
                      FROM quote_bids b JOIN quote_requests r USING (quote_request_id) JOIN quote_categories c ON c.id = r.quote_category_id
                     WHERE c.slug = 'plumbing' AND b.quote_sent_on IS NOT NULL AND b.rating_type = 'flat') s ON s.start = q
        GROUP BY q ORDER BY q`,
    );
    expect(g.trend).toHaveLength(PRICE_TREND_QUARTERS);
    expect(g.trend.map((p) => p.period_start)).toEqual(rows.map((r) => r.q));
    for (const [i, p] of g.trend.entries()) {
      expect(p.samples).toBe(rows[i].n);
      expect(p.median).toBe(rows[i].n >= MIN_PRICE_SAMPLES ? roundGuidePrice(rows[i].p50) : null);
    }
    expect(g.trend.some((p) => p.median !== null)).toBe(true);
  });
});

describe('reviews and pros', () => {
  it('when reviews are read, then each mentions price, texts are distinct and newest first, and one without a price word is left out', async () => {
    const db = ctx.deps.db;
    const pro = await db.one<{ quote_service_id: number; quote_category_id: number }>(
      `SELECT sc.quote_service_id, sc.quote_category_id FROM service_categories sc JOIN quote_categories c ON c.id = sc.quote_category_id
         JOIN quote_services qs ON qs.quote_service_id = sc.quote_service_id
        WHERE c.slug = 'plumbing' AND qs.is_public AND NOT qs.is_archived AND qs.profile_ready_on IS NOT NULL LIMIT 1`,
    );
    const insert = (note: string, minutesAgo: number) =>
      db.query(
        `INSERT INTO reviews (quote_service_id, reviewer_name, quote_category_id, score, note, created)
         VALUES ($1, '測試客', $2, 5, $3, now() - make_interval(mins => $4))`,
        [pro!.quote_service_id, pro!.quote_category_id, note, minutesAgo],
      );
    await insert('師傅好準時，做嘢好有心機，下次再搵佢。', 1);
    await insert('收費清楚，換咗熱水爐連安裝都好抵，推介！', 2);
    const g = await guide('plumbing', 'zh-HK');
    expect(g.reviews.length).toBeGreaterThan(1);
    expect(g.reviews[0].note).toBe('收費清楚，換咗熱水爐連安裝都好抵，推介！');
    expect(g.reviews.map((r) => r.note)).not.toContain('師傅好準時，做嘢好有心機，下次再搵佢。');
    for (const r of g.reviews) expect([r.note, mentionsPrice(r.note)]).toEqual([r.note, true]);
    expect(new Set(g.reviews.map((r) => r.note.trim().toLowerCase())).size).toBe(g.reviews.length);
    const times = g.reviews.map((r) => r.created);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('when pros are read, then "from" is their lowest quote in the category and best rated uses only this category\'s reviews', async () => {
    const g = await guide('plumbing');
    expect(g.cheapest.length).toBeGreaterThan(0);
    for (const p of [...g.cheapest, ...g.best_rated]) {
      const row = await ctx.deps.db.one<{ low: number | null; n: number; reviews: number; rating: string | null }>(
        `SELECT (SELECT min(b.flat_rate_at) FROM quote_bids b JOIN quote_requests r USING (quote_request_id) JOIN quote_categories c ON c.id = r.quote_category_id
                  WHERE c.slug = 'plumbing' AND b.quote_service_id = $1 AND b.quote_sent_on IS NOT NULL AND b.rating_type = 'flat') AS low,
                (SELECT count(*)::int FROM quote_bids b JOIN quote_requests r USING (quote_request_id) JOIN quote_categories c ON c.id = r.quote_category_id
                  WHERE c.slug = 'plumbing' AND b.quote_service_id = $1 AND b.quote_sent_on IS NOT NULL AND b.rating_type = 'flat') AS n,
                (SELECT count(*)::int FROM reviews rv JOIN quote_categories c ON c.id = rv.quote_category_id WHERE c.slug = 'plumbing' AND rv.quote_service_id = $1) AS reviews,
                (SELECT round(avg(score)::numeric, 2) FROM reviews rv JOIN quote_categories c ON c.id = rv.quote_category_id
                  WHERE c.slug = 'plumbing' AND rv.quote_service_id = $1) AS rating`,
        [p.quote_service_id],
      );
      expect({ id: p.quote_service_id, from: p.starting_price, quotes: p.quotes, reviews: p.review_count, rating: p.rating }).toEqual({
        id: p.quote_service_id,
        from: row!.low,
        quotes: row!.n,
        reviews: row!.reviews,
        rating: row!.rating === null ? null : Number(row!.rating),
      });
    }
    expect(g.cheapest.every((p) => p.quotes >= 2)).toBe(true);
    const typical = g.cheapest.map((p) => p.typical_price!);
    expect([...typical].sort((a, b) => a - b)).toEqual(typical);
    const ratings = g.best_rated.map((p) => p.rating!);
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
    expect(g.best_rated.every((p) => p.review_count >= 2)).toBe(true);
  });
});

describe('edges', () => {
  it('when the slug is unknown or malformed, then 404 or 400, and labels follow the language', async () => {
    expect((await api(ctx.sifu.handler).call(priceGuideContract.report, { params: { slug: 'no-such-service' } })).status).toBe(404);
    expect((await api(ctx.sifu.handler).call(priceGuideContract.report, { params: { slug: 'BAD%20SLUG' } })).status).toBe(400);
    const zh = await guide('plumbing', 'zh-HK');
    expect(zh.category.name).toBe('水喉維修');
    expect(zh.job?.options.find((o) => o.value === 'blocked-drain')?.label).toMatch(/[\u4e00-\u9fff]/);
  });

  it('when categories are listed, then none uses the methodology page slug (price/methodology would hide its guide)', async () => {
    expect(ROUTE_PATHS.priceMethodology).toBe(`/price/${METHODOLOGY_SLUG}`);
    const n = await ctx.deps.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM quote_categories WHERE slug = $1`, [METHODOLOGY_SLUG]);
    expect(n!.n).toBe(0);
  });
});
