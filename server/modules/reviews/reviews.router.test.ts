import request from 'supertest';
import { reviewsContract } from '@shared/api/reviews.contract';
import { proServicesContract } from '@shared/api/pro-services.contract';
import { urlOf } from '@shared/api/endpoint';
import { setUpTestContext, signUp } from '../../test/test-app';
import { api } from '../../test/api';

// Fresh demo databases and first renders are slow on a busy 2-core machine.
jest.setTimeout(120_000);

const ctx = setUpTestContext({ template: 'demo' });

const get = (path: string) => request(ctx.sifu.handler).get(path);

async function someService() {
  return (await ctx.deps.db.one<{ quote_service_id: number; review_hash: string; rating: number; review_count: number; user_id: number }>(
    `SELECT quote_service_id, review_hash, rating, review_count, user_id FROM quote_services
      WHERE is_public AND NOT is_archived AND review_count > 20 ORDER BY review_count DESC, quote_service_id LIMIT 1`,
  ))!;
}

describe('service reviews (SPEC §9: 20 a page)', () => {
  it('when a service with many reviews is read, then 20 newest come first with a distribution that adds up', async () => {
    const svc = await someService();
    const res = await get(urlOf(reviewsContract.serviceReviews, { params: { id: svc.quote_service_id }, query: { lng: 'en-HK' } }));
    expect(res.status).toBe(200);
    const page = res.body.data;
    const count = await ctx.deps.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM reviews WHERE quote_service_id = $1`, [
      svc.quote_service_id,
    ]);
    expect(page.total).toBe(count!.n);
    expect(page.items).toHaveLength(20);
    expect(page.distribution.reduce((n: number, d: { count: number }) => n + d.count, 0)).toBe(count!.n);
    const dates = page.items.map((r: { created: string }) => r.created);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page.items[0].created).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const last = await get(
      urlOf(reviewsContract.serviceReviews, { params: { id: svc.quote_service_id }, query: { page: page.total_pages } }),
    );
    expect(last.body.data.items.length).toBe(page.total - (page.total_pages - 1) * 20);
    expect(
      (await get(urlOf(reviewsContract.serviceReviews, { params: { id: svc.quote_service_id }, query: { page: page.total_pages + 1 } })))
        .status,
    ).toBe(404);
  });

  it('when the home testimonials are read, then they are recent, four stars or more, and never the same text or pro twice', async () => {
    const res = await get(urlOf(reviewsContract.recent, { query: { min_score: '4', limit: '6', lng: 'zh-HK' } }));
    expect(res.status).toBe(200);
    const items = res.body.data as { score: number; note: string; service: { quote_service_id: number }; created: string }[];
    expect(items).toHaveLength(6);
    expect(items.every((r) => r.score >= 4)).toBe(true);
    expect(new Set(items.map((r) => r.note.trim().toLowerCase())).size).toBe(6);
    expect(new Set(items.map((r) => r.service.quote_service_id)).size).toBe(6);
    const created = items.map((r) => r.created);
    expect(created).toEqual([...created].sort().reverse());
    expect((await get(urlOf(reviewsContract.recent, { query: { min_score: '6' } }))).status).toBe(400);
  });

  it('when recent reviews of a category are read, then each is of that category and has a written note', async () => {
    const res = await get(urlOf(reviewsContract.recent, { query: { category: 'plumbing', limit: '5', lng: 'zh-HK' } }));
    expect(res.body.data).toHaveLength(5);
    expect(
      res.body.data.every((r: { category: { slug: string }; note: string }) => r.category.slug === 'plumbing' && r.note.length >= 20),
    ).toBe(true);
  });
});

describe('hashed review link (SPEC §2 review/service/{service_id}/{hash})', () => {
  it('when the hash does not match, then 404; when it is malformed, then 400', async () => {
    const svc = await someService();
    expect((await get(urlOf(reviewsContract.link, { params: { id: svc.quote_service_id, hash: '0'.repeat(32) } }))).status).toBe(404);
    expect((await get(urlOf(reviewsContract.link, { params: { id: svc.quote_service_id, hash: 'nothex' } }))).status).toBe(400);
    const wrong = await api(ctx.sifu.handler).call(reviewsContract.submitByLink, {
      params: { id: svc.quote_service_id, hash: 'a'.repeat(32) },
      body: { score: 5, reviewer_name: 'X', note: 'Great job, thank you very much' },
    });
    expect(wrong.status).toBe(404);
  });

  it('when a visitor reviews through the link, then the review is stored and the rating and count are updated', async () => {
    const svc = await someService();
    const link = await get(
      urlOf(reviewsContract.link, { params: { id: svc.quote_service_id, hash: svc.review_hash }, query: { lng: 'en-HK' } }),
    );
    expect(link.status).toBe(200);
    const categoryId = link.body.data.categories[0].id;
    const agent = ctx.agent();
    const res = await api(agent)
      .call(reviewsContract.submitByLink, { params: { id: svc.quote_service_id, hash: svc.review_hash } })
      .set('Accept-Language', 'en-HK')
      .send({ score: 1, reviewer_name: '  Ms Lau ', note: 'Came two hours late and left a mess.', quote_category_id: categoryId });
    expect(res.status).toBe(200);
    const avg = await ctx.deps.db.one<{ avg: string }>(
      `SELECT round(avg(score)::numeric, 2) AS avg FROM reviews WHERE quote_service_id = $1`,
      [svc.quote_service_id],
    );
    expect(res.body.data.review_count).toBe(svc.review_count + 1);
    expect(res.body.data.rating).toBe(Number(avg!.avg));
    expect(res.body.data.rating).toBeLessThan(Number(svc.rating));
    const stored = await ctx.deps.db.one(
      `SELECT reviewer_name, score, source, user_id, quote_bid_id, quote_category_id, device_id FROM reviews WHERE id = $1`,
      [res.body.data.id],
    );
    expect(stored).toMatchObject({
      reviewer_name: 'Ms Lau',
      score: 1,
      source: 'link',
      user_id: null,
      quote_bid_id: null,
      quote_category_id: categoryId,
    });
    expect(stored!.device_id).toBeTruthy();
    const svcAfter = await ctx.deps.db.one<{ rating: string; review_count: number }>(
      `SELECT rating, review_count FROM quote_services WHERE quote_service_id = $1`,
      [svc.quote_service_id],
    );
    expect(svcAfter!.review_count).toBe(svc.review_count + 1);

    const again = await api(agent).call(reviewsContract.submitByLink, {
      params: { id: svc.quote_service_id, hash: svc.review_hash },
      body: { score: 5, reviewer_name: 'Ms Lau', note: 'Trying to review a second time.' },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('review_already_submitted');
    const fresh = await get(urlOf(reviewsContract.serviceReviews, { params: { id: svc.quote_service_id } }));
    expect(fresh.body.data.items[0].note).toBe('Came two hours late and left a mess.');
  });

  it('when the form is incomplete, then 400 with field errors in the language of the request', async () => {
    const svc = await someService();
    const res = await api(ctx.sifu.handler)
      .call(reviewsContract.submitByLink, { params: { id: svc.quote_service_id, hash: svc.review_hash } })
      .set('Accept-Language', 'zh-HK')
      .send({ score: 0, reviewer_name: '', note: 'short' });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields).toMatchObject({
      score: '請揀 1 至 5 星',
      note: '評價最少要寫 10 個字',
      reviewer_name: '必須填寫',
    });
    const nul = await api(ctx.sifu.handler).call(reviewsContract.submitByLink, {
      params: { id: svc.quote_service_id, hash: svc.review_hash },
      body: { score: 5, reviewer_name: 'A\u0000', note: 'A perfectly fine review text' },
    });
    expect(nul.status).toBe(400);
    const after = await ctx.deps.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM reviews WHERE quote_service_id = $1`, [
      svc.quote_service_id,
    ]);
    expect(after!.n).toBe(svc.review_count);
  });

  it('when the owning pro asks for the link, then it is returned; another pro gets 404', async () => {
    const { agent, user } = await signUp(ctx, 'pro');
    const own = await ctx.deps.db.one<{ quote_service_id: number; review_hash: string }>(
      `INSERT INTO quote_services (user_id, slug, business_name_zh, business_name_en) VALUES ($1, 'new-pro', '新師傅', 'New Pro') RETURNING quote_service_id, review_hash`,
      [user.id],
    );
    const res = await api(agent).call(proServicesContract.reviewLink, { params: { id: own!.quote_service_id } });
    expect(res.status).toBe(200);
    expect(res.body.data.path).toBe(`/review/service/${own!.quote_service_id}/${own!.review_hash}`);
    const svc = await someService();
    expect((await api(agent).call(proServicesContract.reviewLink, { params: { id: svc.quote_service_id } })).status).toBe(404);
    expect((await get(urlOf(proServicesContract.reviewLink, { params: { id: svc.quote_service_id } }))).status).toBe(401);
  });
});
