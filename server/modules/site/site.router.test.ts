/**
 * GET /api/site/pages/{slug}, /api/site/pro_stories and /api/site/pro_newyear (ADR 0023) on the demo data: every
 * site and legal page in both languages with its figures filled from the code and the database, the stories from
 * real top-rated pros and their reviews, and the Lunar New Year demand counted from real requests.
 */
import request from 'supertest';
import { CONTENT_LINKS } from '@shared/domain/site-pages';
import { FEATURED_MIN_RATING, FEATURED_MIN_REVIEWS } from '@shared/domain/catalog';
import { STARTER_FREE_CREDIT, UNREAD_QUOTE_REFUND_HOURS } from '@shared/domain/wallet-ledger';
import { NEW_YEAR_WINDOW_DAYS } from '@shared/domain/new-year';
import { formatHkd } from '@shared/utils/format';
import type { ContentPage } from '@shared/schemas/content.schema';
import type { NewYearDemand, ProStories } from '@shared/schemas/site.schema';
import { siteContract } from '@shared/api/site.contract';
import { contentContract } from '@shared/api/content.contract';
import { urlOf } from '@shared/api/endpoint';
import { forget } from '../../lib/memo-cache';
import { setUpTestContext } from '../../test/test-app';
import * as site from './site.service';
import { endpointTitle } from '../../test/api';

jest.setTimeout(120_000);

const ctx = setUpTestContext({ template: 'demo' });

const get = (path: string) => request(ctx.sifu.handler).get(path);
const textOf = (p: ContentPage) =>
  [
    p.title,
    p.summary,
    ...p.blocks.flatMap((b) =>
      b.type === 'h2' ? [b.text] : b.type === 'p' ? b.inline.map((i) => i.text) : b.items.flat().map((i) => i.text),
    ),
  ].join('\n');

describe(endpointTitle(siteContract.page), () => {
  it('when every site and legal page is read in both languages, then each is 200 with every figure filled in', async () => {
    const slugs = [...new Set(Object.values(CONTENT_LINKS).flatMap((l) => (l.slug ? [l.slug] : [])))];
    expect(slugs.length).toBe(16);
    for (const lng of ['zh-HK', 'en-HK']) {
      for (const slug of slugs) {
        const res = await get(urlOf(siteContract.page, { params: { slug }, query: { lng } }));
        expect([slug, lng, res.status]).toEqual([slug, lng, 200]);
        const page = res.body.data as ContentPage;
        expect([slug, textOf(page)]).not.toEqual([slug, expect.stringMatching(/\{\{|\}\}/)]);
        expect(page.blocks.length).toBeGreaterThan(1);
      }
    }
  });

  it('when the help centre is read, then its fees, credit and refund figures are the code’s and the database’s', async () => {
    const en = textOf((await get(urlOf(siteContract.page, { params: { slug: 'help-centre' }, query: { lng: 'en-HK' } }))).body.data);
    expect(en).toContain(`New pros get ${formatHkd(STARTER_FREE_CREDIT)} of starter credit`);
    expect(en).toContain(`within ${UNREAD_QUOTE_REFUND_HOURS} hours`);
    const fees = await ctx.deps.db.one<{ min: number; max: number }>(
      'SELECT min(quote_fee)::int AS min, max(quote_fee)::int AS max FROM quote_categories WHERE is_active',
    );
    expect(en).toContain(`currently ${formatHkd(fees!.min)} to ${formatHkd(fees!.max)} per quote`);
    const packages = await ctx.deps.db.many<{ name_en: string; price: number; credit: number; bonus: number }>(
      'SELECT name_en, price, credit, bonus FROM credit_packages ORDER BY sort_order',
    );
    for (const p of packages) expect(en).toContain(`${p.name_en}: ${formatHkd(p.price)} for ${formatHkd(p.credit + p.bonus)} of credit`);
    const zh = textOf((await get(urlOf(siteContract.page, { params: { slug: 'help-centre' }, query: { lng: 'zh-HK' } }))).body.data);
    expect(zh).toContain(`新師傅會獲得 ${formatHkd(STARTER_FREE_CREDIT)} 新手點數`);
  });

  it('when a fee changes in the database, then the page quotes the new figure once the cache is refreshed', async () => {
    const max = await ctx.deps.db.one<{ id: number; quote_fee: number }>(
      'SELECT id, quote_fee FROM quote_categories WHERE is_active ORDER BY quote_fee DESC LIMIT 1',
    );
    await ctx.deps.db.query('UPDATE quote_categories SET quote_fee = 95 WHERE id = $1', [max!.id]);
    forget(ctx.deps.db, 'catalog:', 'site:');
    try {
      const en = textOf((await get(urlOf(siteContract.page, { params: { slug: 'pro-centre' }, query: { lng: 'en-HK' } }))).body.data);
      expect(en).toContain('to HK$95 per quote');
    } finally {
      await ctx.deps.db.query('UPDATE quote_categories SET quote_fee = $2 WHERE id = $1', [max!.id, max!.quote_fee]);
      forget(ctx.deps.db, 'catalog:', 'site:');
    }
  });

  it('when a guide, an unknown slug or a bad slug is asked for, then 404 (or 400); site pages are not served by the CMS endpoint', async () => {
    expect((await get(urlOf(siteContract.page, { params: { slug: 'plumbing-cost-guide-hong-kong' } }))).status).toBe(404);
    expect((await get(urlOf(siteContract.page, { params: { slug: 'no-such-page' } }))).status).toBe(404);
    expect((await get(urlOf(siteContract.page, { params: { slug: 'Bad_Slug' } }))).status).toBe(400);
    expect((await get(urlOf(contentContract.page, { params: { slug: 'about' } }))).status).toBe(404);
    expect((await get(urlOf(contentContract.page, { params: { slug: 'privacy-policy' } }))).status).toBe(200);
    const list = (await get(urlOf(contentContract.list, { query: { lng: 'en-HK' } }))).body.data as { kind: string }[];
    expect(list.filter((p) => p.kind === 'site' || p.kind === 'legal')).toEqual([]);
  });
});

describe(endpointTitle(siteContract.proStories), () => {
  it('when read, then up to 6 real top-rated pros, one per genre first, each with one of its own written reviews', async () => {
    const res = await get(urlOf(siteContract.proStories, { query: { lng: 'en-HK' } }));
    expect(res.status).toBe(200);
    const stories = res.body.data as ProStories;
    expect(stories.min_rating).toBe(FEATURED_MIN_RATING);
    expect(stories.items.length).toBeGreaterThan(0);
    expect(stories.items.length).toBeLessThanOrEqual(site.PRO_STORIES_LIMIT);
    for (const s of stories.items) {
      expect(s.pro.rating).toBeGreaterThanOrEqual(FEATURED_MIN_RATING);
      expect(s.pro.review_count).toBeGreaterThanOrEqual(FEATURED_MIN_REVIEWS);
      if (s.review) {
        expect(s.review.service.quote_service_id).toBe(s.pro.quote_service_id);
        const row = await ctx.deps.db.one<{ note: string }>('SELECT note FROM reviews WHERE id = $1', [s.review.id]);
        expect(row!.note).toBe(s.review.note);
      }
    }
    expect(new Set(stories.items.map((s) => s.pro.quote_service_id)).size).toBe(stories.items.length);
  });
});

describe(endpointTitle(siteContract.newYear), () => {
  it('when read, then the counts per category are the requests posted in each window, with the next Lunar New Year', async () => {
    const res = await get(urlOf(siteContract.newYear, { query: { lng: 'zh-HK' } }));
    expect(res.status).toBe(200);
    const d = res.body.data as NewYearDemand;
    expect(d.window_days).toBe(NEW_YEAR_WINDOW_DAYS);
    expect(d.next_new_year).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(d.groups.map((g) => g.key)).toEqual(['cleaning', 'moving', 'renovation', 'aircon_electrical']);
    const moving = d.groups.find((g) => g.key === 'moving')!.categories.find((c) => c.slug === 'moving')!;
    const recent = await ctx.deps.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM quote_requests r JOIN quote_categories c ON c.id = r.quote_category_id
        WHERE c.slug = 'moving' AND r.created >= now() - make_interval(days => $1)`,
      [NEW_YEAR_WINDOW_DAYS],
    );
    expect(moving.recent_requests).toBe(recent!.n);
    expect(moving.name).toBe('搬屋');
    for (const g of d.groups) {
      expect(g.recent.requests).toBe(g.categories.reduce((n, c) => n + c.recent_requests, 0));
      expect(g.recent.quoted).toBeLessThanOrEqual(g.recent.requests);
    }
    expect(d.starter_credit).toBe(STARTER_FREE_CREDIT);
  });

  it('when a request is posted in a Lunar New Year category, then the next reading (new day or refreshed cache) counts it', async () => {
    const before = await site.getNewYearDemand(ctx.deps.db, 'en-HK');
    const row = await ctx.deps.db.one<{ id: number }>(
      `SELECT r.quote_request_id AS id FROM quote_requests r JOIN quote_categories c ON c.id = r.quote_category_id
        WHERE c.slug = 'deep-cleaning' ORDER BY r.created LIMIT 1`,
    );
    await ctx.deps.db.query(`UPDATE quote_requests SET created = now() - interval '1 day' WHERE quote_request_id = $1`, [row!.id]);
    forget(ctx.deps.db, 'site:');
    const after = await site.getNewYearDemand(ctx.deps.db, 'en-HK');
    const count = (d: NewYearDemand) => d.groups[0].categories.find((c) => c.slug === 'deep-cleaning')!.recent_requests;
    expect(count(after)).toBe(count(before) + 1);
  });

  it('when today is between two Lunar New Years, then the next and the last one are taken from the table', async () => {
    forget(ctx.deps.db, 'site:');
    const d = await site.getNewYearDemand(ctx.deps.db, 'en-HK', Date.parse('2026-11-28T02:00:00Z'));
    expect([d.next_new_year, d.last_new_year]).toEqual(['2027-02-06', '2026-02-17']);
    expect(d.season_from?.slice(0, 10)).toBe('2025-12-22');
  });
});
