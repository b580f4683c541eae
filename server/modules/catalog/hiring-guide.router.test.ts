import request from 'supertest';
import { MIN_PRICE_SAMPLES } from '@shared/domain/catalog';
import { hiringGuideContract } from '@shared/api/hiring-guide.contract';
import { catalogContract } from '@shared/api/catalog.contract';
import { urlOf } from '@shared/api/endpoint';
import { forget } from '../../lib/memo-cache';
import { setUpTestContext } from '../../test/test-app';
import { endpointTitle } from '../../test/api';

jest.setTimeout(120_000);

const ctx = setUpTestContext({ template: 'demo' });

const get = (path: string) => request(ctx.sifu.handler).get(path);
const PUBLIC = 'qs.is_public AND NOT qs.is_archived AND qs.profile_ready_on IS NOT NULL';

describe(endpointTitle(hiringGuideContract.guide), () => {
  it('when a category is asked for, then its licences, questionnaire and figures come from the database with sample sizes', async () => {
    const res = await get(urlOf(hiringGuideContract.guide, { params: { slug: 'plumbing' }, query: { lng: 'en-HK' } }));
    expect(res.status).toBe(200);
    const g = res.body.data;
    expect(g).toMatchObject({
      kind: 'category',
      slug: 'plumbing',
      name: 'Plumbing',
      genre: { slug: 'home-repair', info_slug: 'home-repair' },
    });
    expect(g.rules).toMatchObject({ source: 'category', licensed: true });
    expect(g.rules.regulations.map((r: { title: string }) => r.title)).toEqual([
      'Fresh-water pipes: licensed plumber',
      'Gas appliances and pipes: Registered Gas Installer',
    ]);
    const questions = await ctx.deps.db.many<{ label_en: string }>(
      `SELECT label_en FROM quote_form_fields WHERE quote_category_id = (SELECT id FROM quote_categories WHERE slug = 'plumbing')
          AND is_active ORDER BY display_order, id`,
    );
    expect(g.questions.map((q: { label: string }) => q.label)).toEqual(questions.map((q) => q.label_en));

    const db = await ctx.deps.db.one<{ pros: number; reviews: number; avg: string; priced: number; answered: number }>(
      `WITH c AS (SELECT id FROM quote_categories WHERE slug = 'plumbing')
       SELECT (SELECT count(*) FROM service_categories sc JOIN quote_services qs USING (quote_service_id)
                WHERE sc.quote_category_id = (SELECT id FROM c) AND ${PUBLIC})::int AS pros,
              (SELECT count(*) FROM reviews WHERE quote_category_id = (SELECT id FROM c))::int AS reviews,
              (SELECT round(avg(score)::numeric, 2) FROM reviews WHERE quote_category_id = (SELECT id FROM c)) AS avg,
              (SELECT count(*) FROM quote_bids b JOIN quote_requests r USING (quote_request_id)
                WHERE r.quote_category_id = (SELECT id FROM c) AND b.quote_sent_on IS NOT NULL AND b.rating_type = $1)::int AS priced,
              (SELECT count(DISTINCT r.quote_request_id) FROM quote_bids b JOIN quote_requests r USING (quote_request_id)
                WHERE r.quote_category_id = (SELECT id FROM c) AND b.quote_sent_on IS NOT NULL AND b.rating_type IS NOT NULL)::int AS answered`,
      [g.numbers.price.rating_type],
    );
    expect(g.numbers).toMatchObject({
      pro_count: db!.pros,
      review_count: db!.reviews,
      avg_rating: Number(db!.avg),
      min_samples: MIN_PRICE_SAMPLES,
      replies: { requests: db!.answered },
    });
    expect(g.numbers.price.samples).toBe(db!.priced);
    expect(g.numbers.price.low).toBeLessThanOrEqual(g.numbers.price.median);
    expect(g.numbers.price.median).toBeLessThanOrEqual(g.numbers.price.high);
    expect(g.numbers.replies.median_first_quote_minutes).toEqual(expect.any(Number));
    // The same band the category page's price guide shows.
    const guide = (await get(urlOf(catalogContract.priceGuide, { params: { slug: 'plumbing' }, query: { lng: 'en-HK' } }))).body.data;
    expect(guide.bands[0]).toEqual(g.numbers.price);
    expect(g.siblings.map((s: { slug: string }) => s.slug)).not.toContain('plumbing');
    expect(g.siblings.length).toBeGreaterThan(5);
    expect(g.articles[0].category_slugs).toContain('plumbing');
    expect(g.articles.every((a: { kind: string }) => a.kind === 'info' || a.kind === 'blog')).toBe(true);
  });

  it('when a genre shares its slug with a category, then the slug is the category and "{genre}-services" the genre', async () => {
    const category = (await get(urlOf(hiringGuideContract.guide, { params: { slug: 'moving' }, query: { lng: 'en-HK' } }))).body.data;
    expect([category.kind, category.name, category.genre.info_slug]).toEqual(['category', 'Home Moving', 'moving-services']);
    const genre = (await get(urlOf(hiringGuideContract.guide, { params: { slug: 'moving-services' }, query: { lng: 'zh-HK' } }))).body.data;
    expect(genre).toMatchObject({ kind: 'genre', slug: 'moving', info_slug: 'moving-services', name: '搬屋及儲存' });
    expect(genre.categories.map((c: { slug: string }) => c.slug)).toContain('furniture-disposal');
    expect(genre.rules).toMatchObject({ source: 'genre', licensed: false });
    expect(genre.others.map((o: { info_slug: string }) => o.info_slug)).toContain('home-repair');
    expect((await get(urlOf(hiringGuideContract.guide, { params: { slug: 'home-repair' }, query: { lng: 'en-HK' } }))).body.data.kind).toBe(
      'genre',
    );
  });

  it('when the slug is unknown, an article or a genre with the suffix it does not need, then 404', async () => {
    for (const slug of ['nope', 'plumbing-cost-guide-hong-kong', 'home-repair-services', 'all']) {
      expect([slug, (await get(urlOf(hiringGuideContract.guide, { params: { slug } }))).status]).toEqual([slug, 404]);
    }
    expect((await get(urlOf(hiringGuideContract.guide, { params: { slug: 'Bad_Slug' } }))).status).toBe(400);
  });

  it('when a category has no pros, quotes or reviews yet, then its figures are empty, not made up, and its genre’s rules apply', async () => {
    await ctx.deps.db.query(
      `INSERT INTO quote_categories (slug, genre_id, name_zh, name_en, quote_fee, icon, display_order)
       VALUES ('cat-sitting', (SELECT id FROM genres WHERE slug = 'pets'), '貓貓上門照顧', 'Cat Sitting', 10, 'paw', 99)`,
    );
    forget(ctx.deps.db, 'catalog:');
    const g = (await get(urlOf(hiringGuideContract.guide, { params: { slug: 'cat-sitting' }, query: { lng: 'en-HK' } }))).body.data;
    expect(g.numbers).toEqual({
      pro_count: 0,
      review_count: 0,
      avg_rating: null,
      hired_count: 0,
      price: null,
      min_samples: MIN_PRICE_SAMPLES,
      replies: { requests: 0, median_first_quote_minutes: null, avg_quotes: null },
      min_reply_samples: 5,
    });
    expect(g.rules.source).toBe('genre');
    expect(g.questions).toEqual([]);
  });
});

describe(endpointTitle(hiringGuideContract.index), () => {
  it('when the index is read, then every genre lists all its active categories with a licensing line', async () => {
    const index = (await get(urlOf(hiringGuideContract.index, { query: { lng: 'zh-HK' } }))).body.data;
    const active = await ctx.deps.db.one<{ n: number }>('SELECT count(*)::int AS n FROM quote_categories WHERE is_active');
    expect(index.flatMap((g: { categories: unknown[] }) => g.categories)).toHaveLength(active!.n);
    const plumbing = index[0].categories.find((c: { slug: string }) => c.slug === 'plumbing');
    expect(plumbing).toMatchObject({ licensed: true, summary: expect.stringContaining('水務署持牌水喉匠') });
    expect(index.find((g: { slug: string }) => g.slug === 'moving').info_slug).toBe('moving-services');
  });
});
