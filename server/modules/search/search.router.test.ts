import request from 'supertest';
import { urlOf } from '@shared/api/endpoint';
import { searchContract } from '@shared/api/search.contract';
import { setUpTestContext } from '../../test/test-app';
import { api, endpointTitle } from '../../test/api';

jest.setTimeout(120_000);

const ctx = setUpTestContext({ template: 'demo' });

const suggest = (q: string, lng = 'zh-HK') => request(ctx.sifu.handler).get(urlOf(searchContract.suggest, { query: { q, lng } }));
const search = (query: Record<string, string | number>) => request(ctx.sifu.handler).get(urlOf(searchContract.search, { query }));

/** A public pro offering the category, with its names. */
async function publicPro(slug: string) {
  return (await ctx.deps.db.one<{ quote_service_id: number; business_name_zh: string; business_name_en: string }>(
    `SELECT qs.quote_service_id, qs.business_name_zh, qs.business_name_en FROM quote_services qs
       JOIN service_categories sc USING (quote_service_id) JOIN quote_categories c ON c.id = sc.quote_category_id
      WHERE c.slug = $1 AND qs.is_public AND NOT qs.is_archived AND qs.profile_ready_on IS NOT NULL
      ORDER BY qs.quote_service_id LIMIT 1`,
    [slug],
  ))!;
}

describe(endpointTitle(searchContract.suggest), () => {
  it('when nothing is typed, then 422 search_query_empty in the visitor’s language', async () => {
    const zh = await request(ctx.sifu.handler).get(`${urlOf(searchContract.suggest)}?q=`);
    expect(zh.status).toBe(422);
    expect(zh.body.error.code).toBe('search_query_empty');
    expect(zh.body.error.message).toMatch(/請輸入你想搵嘅服務/);
    const en = await api(ctx.sifu.handler).call(searchContract.suggest).set('Accept-Language', 'en-HK');
    expect(en.status).toBe(422);
    expect(en.body.error.message).toMatch(/Type the service you need/);
    for (const q of ['   ', '!!!', '\u3000、。']) expect((await suggest(q)).status).toBe(422);
  });

  it('when the words are longer than 80 characters or carry a NUL, then 400 and never a 500', async () => {
    expect((await suggest('水'.repeat(80))).status).toBe(200);
    const long = await suggest('水'.repeat(81));
    expect(long.status).toBe(400);
    expect(long.body.error.code).toBe('validation');
    expect((await request(ctx.sifu.handler).get(`${urlOf(searchContract.suggest)}?q=%00abc`)).status).toBe(400);
  });

  it('when a visitor types 通渠, then categories come first (plumbing leads, at most 6) and then at most 4 pros', async () => {
    const res = await suggest('通渠');
    expect(res.status).toBe(200);
    const { q, categories, pros } = res.body.data;
    expect(q).toBe('通渠');
    expect(categories[0]).toMatchObject({ slug: 'plumbing', name: '水喉維修', genre_slug: 'home-repair' });
    expect(categories.length).toBeLessThanOrEqual(6);
    expect(pros.length).toBeGreaterThan(0);
    expect(pros.length).toBeLessThanOrEqual(4);
    expect(pros[0]).toMatchObject({ category: '水喉維修' });
  });

  it('when a pro’s business name is typed, then that pro is the first pro suggested, in the asked language', async () => {
    const pro = await publicPro('locksmith');
    const res = await suggest(pro.business_name_en.toUpperCase(), 'en-HK');
    expect(res.status).toBe(200);
    expect(res.body.data.pros[0]).toMatchObject({ quote_service_id: pro.quote_service_id, business_name: pro.business_name_en });
  });

  it('when a pro is hidden or archived, then it is never suggested, even by its exact name', async () => {
    const pro = await publicPro('painting');
    await ctx.deps.db.query(`UPDATE quote_services SET is_public = false WHERE quote_service_id = $1`, [pro.quote_service_id]);
    try {
      const res = await suggest(pro.business_name_zh);
      expect(res.body.data.pros.map((p: { quote_service_id: number }) => p.quote_service_id)).not.toContain(pro.quote_service_id);
    } finally {
      await ctx.deps.db.query(`UPDATE quote_services SET is_public = true WHERE quote_service_id = $1`, [pro.quote_service_id]);
    }
  });
});

describe(endpointTitle(searchContract.search), () => {
  it('when 漏水 is searched, then plumbing is the best match, waterproofing an alternative, and pros come 10 a page', async () => {
    const res = await search({ q: '漏水', lng: 'en-HK' });
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.best).toMatchObject({ slug: 'plumbing', name: 'Plumbing' });
    expect(d.categories.map((c: { slug: string }) => c.slug)).toContain('waterproofing');
    expect(d.pros.page_size).toBe(10);
    const plumbers = await ctx.deps.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM quote_services qs JOIN service_categories sc USING (quote_service_id)
         JOIN quote_categories c ON c.id = sc.quote_category_id
        WHERE c.slug = 'plumbing' AND qs.is_public AND NOT qs.is_archived AND qs.profile_ready_on IS NOT NULL`,
    );
    expect(d.pros.total).toBeGreaterThanOrEqual(plumbers!.n);
    expect(d.pros.items.length).toBe(Math.min(10, d.pros.total));
    expect(d.popular).toEqual([]);
  });

  it('when a district is given, then every pro listed serves it; an unknown district is a 404', async () => {
    const res = await search({ q: 'plumber', district: 'sha-tin' });
    expect(res.status).toBe(200);
    const ids: number[] = res.body.data.pros.items.map((p: { quote_service_id: number }) => p.quote_service_id);
    const serving = await ctx.deps.db.many<{ quote_service_id: number }>(
      `SELECT sa.quote_service_id FROM service_areas sa JOIN districts d ON d.id = sa.district_id
        WHERE d.slug = 'sha-tin' AND sa.quote_service_id = ANY($1)`,
      [ids],
    );
    expect(serving).toHaveLength(ids.length);
    expect((await search({ q: 'plumber', district: 'atlantis' })).status).toBe(404);
  });

  it('when a page past the end is asked for, then 404 (crawlers never see empty pages)', async () => {
    const first = await search({ q: 'plumber' });
    expect((await search({ q: 'plumber', page: first.body.data.pros.total_pages + 1 })).status).toBe(404);
  });

  it('when nothing matches, then best is null, it is not confident and popular categories are offered', async () => {
    const res = await search({ q: 'qqxzv', lng: 'en-HK' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ best: null, confident: false, categories: [] });
    expect(res.body.data.popular.length).toBeGreaterThan(0);
  });

  it('when an empty query is searched, then 422 search_query_empty', async () => {
    const res = await search({ q: '' });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('search_query_empty');
  });
});
