import request from 'supertest';
import { STARTER_FREE_CREDIT } from '@shared/domain/wallet-ledger';
import { catalogContract } from '@shared/api/catalog.contract';
import { urlOf } from '@shared/api/endpoint';
import { forget } from '../../lib/memo-cache';
import { setUpTestContext } from '../../test/test-app';
import { endpointTitle } from '../../test/api';

// Fresh demo databases and first renders are slow on a busy 2-core machine.
jest.setTimeout(120_000);

const ctx = setUpTestContext({ template: 'demo' });

const get = (path: string) => request(ctx.sifu.handler).get(path);

/** The same figures, counted independently of the repository's query. */
async function expected() {
  return ctx.deps.db.one<{
    requests: number;
    quotes: number;
    per_request: string | null;
    hires: number;
    pros: number;
    categories: number;
    fee_min: number;
    fee_max: number;
  }>(
    `WITH recent AS (SELECT quote_request_id FROM quote_requests WHERE created > now() - interval '30 days')
     SELECT (SELECT count(*) FROM recent)::int AS requests,
            (SELECT count(*) FROM quote_bids WHERE quote_sent_on > now() - interval '30 days')::int AS quotes,
            (SELECT round(avg(n)::numeric, 1) FROM (SELECT count(*) AS n FROM quote_bids b JOIN recent USING (quote_request_id)
               WHERE b.quote_sent_on IS NOT NULL GROUP BY b.quote_request_id) x) AS per_request,
            (SELECT count(DISTINCT b.quote_request_id) FROM quote_bids b JOIN recent USING (quote_request_id) WHERE b.hired_on IS NOT NULL)::int AS hires,
            (SELECT count(DISTINCT user_id) FROM quote_services
              WHERE is_public AND NOT is_archived AND profile_ready_on IS NOT NULL)::int AS pros,
            (SELECT count(*) FROM quote_categories WHERE is_active)::int AS categories,
            (SELECT min(quote_fee) FROM quote_categories WHERE is_active)::int AS fee_min,
            (SELECT max(quote_fee) FROM quote_categories WHERE is_active)::int AS fee_max`,
  );
}

describe(`${endpointTitle(catalogContract.proStats)} (pro landing figures)`, () => {
  it('when a visitor reads the pro landing figures, then they are the database’s own counts and fees', async () => {
    const res = await get(urlOf(catalogContract.proStats));
    expect(res.status).toBe(200);
    const e = (await expected())!;
    expect(res.body.data).toEqual({
      period_days: 30,
      recent_request_count: e.requests,
      recent_quote_count: e.quotes,
      avg_quotes_per_request: e.per_request === null ? null : Number(e.per_request),
      recent_hire_count: e.hires,
      active_pro_count: e.pros,
      category_count: e.categories,
      quote_fee_min: e.fee_min,
      quote_fee_max: e.fee_max,
      starter_credit: STARTER_FREE_CREDIT,
    });
    expect(e.pros).toBeGreaterThan(0);
    expect(e.fee_min).toBeLessThanOrEqual(e.fee_max);
  });

  it('when a service is unpublished, then it stops counting as an active pro once the cache is refreshed', async () => {
    const before = (await get(urlOf(catalogContract.proStats))).body.data.active_pro_count as number;
    const { user_id } = (await ctx.deps.db.one<{ user_id: number }>(
      `UPDATE quote_services SET profile_ready_on = NULL
        WHERE user_id = (SELECT user_id FROM quote_services WHERE is_public AND NOT is_archived AND profile_ready_on IS NOT NULL
                          GROUP BY user_id HAVING count(*) = 1 ORDER BY user_id LIMIT 1)
        RETURNING user_id`,
    ))!;
    expect(user_id).toBeGreaterThan(0);
    // Cached for SPEC §9's 1200 s: the same answer until the entry is dropped.
    expect((await get(urlOf(catalogContract.proStats))).body.data.active_pro_count).toBe(before);
    forget(ctx.deps.db, 'catalog:pro-stats');
    expect((await get(urlOf(catalogContract.proStats))).body.data.active_pro_count).toBe(before - 1);
  });

  it('when /en-HK/pro is server-rendered, then it shows the real figures, the fee range and the starter credit', async () => {
    forget(ctx.deps.db, 'catalog:pro-stats');
    const res = await get('/en-HK/pro');
    expect(res.status).toBe(200);
    const e = (await expected())!;
    const text = res.text.replace(/<!-- -->/g, '');
    expect(text).toContain('Requests in the last 30 days');
    expect(text).toMatch(new RegExp(`<dd[^>]*>${e.requests.toLocaleString('en-US')}</dd>`));
    expect(text).toMatch(new RegExp(`<dd[^>]*>${e.pros.toLocaleString('en-US')}</dd>`));
    expect(text).toContain(`HK$${e.fee_min}–HK$${e.fee_max}`);
    expect(text).toContain(`HK$${STARTER_FREE_CREDIT}`);
    const zh = (await get('/zh-HK/pro')).text;
    expect(zh).toContain('過去 30 日客戶需要');
  });
});
