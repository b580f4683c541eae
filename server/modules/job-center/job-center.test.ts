/**
 * Job center: open requests in the pro's categories and districts with room left, the fee shown
 * before acting, opting in under concurrency (never more bids than match_limit), then quoting as any lead.
 */
import { jobCenterContract } from '@shared/api/job-center.contract';
import { bidsContract } from '@shared/api/bids.contract';
import { setUpTestContext, type signUp } from '../../test/test-app';
import { createCatalog, createConsumer, createPro, flatQuote, postRequest, type Catalog } from '../../test/fixtures';
import { api, endpointTitle } from '../../test/api';

const ctx = setUpTestContext();

const list = (agent: Awaited<ReturnType<typeof signUp>>['agent'], query: Record<string, string | number> = {}) =>
  api(agent).call(jobCenterContract.list).query(query);
const optIn = (agent: Awaited<ReturnType<typeof signUp>>['agent'], requestId: number) =>
  api(agent).call(jobCenterContract.optIn, { params: { requestId } });

/** A request posted before any pro serves its category, so it has every place left. */
async function openRequest(cat: Catalog, extra: Record<string, unknown> = {}) {
  const consumer = await createConsumer(ctx);
  const { requestId, bids } = await postRequest(ctx, consumer, cat, extra);
  return { consumer, requestId, bids };
}

describe(endpointTitle(jobCenterContract.list), () => {
  it('when a visitor or a consumer asks, then 401 and 403', async () => {
    expect((await api(ctx.agent()).call(jobCenterContract.list)).status).toBe(401);
    const consumer = await createConsumer(ctx);
    const res = await list(consumer.agent);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('wrong_role');
  });

  it('when requests are open in the pro’s category and district, then they are listed newest first with the fee, first name only and no contact details', async () => {
    const cat = await createCatalog(ctx, { fee: 40 });
    const first = await openRequest(cat);
    const second = await openRequest(cat);
    await ctx.deps.db.query(`UPDATE users SET last_name = 'Secretsurname', phone = '+85298765432' WHERE id = $1`, [
      second.consumer.user.id,
    ]);
    await openRequest(cat, {
      district: 'sha-tin',
      answers: { issue_type: 'leak', rooms: ['kitchen'], preferred_date: '2030-01-15', budget: '0-500' },
    });
    const pro = await createPro(ctx, cat);
    const res = await list(pro.agent);
    expect(res.status).toBe(200);
    expect(res.body.data.items.map((i: { quote_request_id: number }) => i.quote_request_id)).toEqual([second.requestId, first.requestId]);
    const item = res.body.data.items[0];
    expect(item).toMatchObject({
      category: { id: cat.categoryId, name_en: 'Plumbing' },
      district: { slug: 'wan-chai' },
      consumer_first_name: '大文',
      quote_count: 0,
      spots_left: 5,
      match_limit: 5,
      fee: 40,
      original_fee: 40,
      discount_percent: 0,
    });
    expect(item.answers.map((a: { field_key: string }) => a.field_key)).toContain('issue_type');
    const raw = JSON.stringify(res.body);
    expect(raw).not.toContain('Secretsurname');
    expect(raw).not.toContain('98765432');
    expect(raw).not.toContain(second.consumer.username);
    expect(res.body.data).toMatchObject({ page: 1, page_size: 10, total: 2, total_pages: 1 });
    expect(res.body.data.filters.categories.map((c: { id: number }) => c.id)).toEqual([cat.categoryId]);
    expect(res.body.data.filters.districts.map((d: { slug: string }) => d.slug)).toEqual(['wan-chai']);
  });

  it('when a request is full, closed, hired, the pro’s own bid or in another category, then it is not listed', async () => {
    const cat = await createCatalog(ctx, { matchLimit: 1 });
    const full = await openRequest(cat);
    const closed = await openRequest(cat);
    const visible = await openRequest(cat);
    const early = await createPro(ctx, cat);
    const matched = await openRequest(cat); // matched to `early` at posting: no place left
    await ctx.deps.db.query('UPDATE quote_requests SET is_closed = true WHERE quote_request_id = $1', [closed.requestId]);
    expect((await optIn(early.agent, full.requestId)).status).toBe(200);
    const other = await createCatalog(ctx);
    const elsewhere = await openRequest(other);
    const pro = await createPro(ctx, cat);
    const ids = (await list(pro.agent)).body.data.items.map((i: { quote_request_id: number }) => i.quote_request_id);
    expect(ids).toEqual([visible.requestId]);
    expect(ids).not.toContain(matched.requestId);
    expect(ids).not.toContain(elsewhere.requestId);
    const earlyIds = (await list(early.agent)).body.data.items.map((i: { quote_request_id: number }) => i.quote_request_id);
    expect(earlyIds).toEqual([visible.requestId]);
  });

  it('when the filters are used, then category_ids, zip_codes and discount_upper_bound narrow the list, and pages hold 10', async () => {
    const cat = await createCatalog(ctx, { fee: 30 });
    const reqs = [];
    for (let i = 0; i < 11; i++) reqs.push(await openRequest(cat));
    const islands = await openRequest(cat, { district: 'islands' });
    await ctx.deps.db.query('UPDATE quote_requests SET lead_discount_percent = 50 WHERE quote_request_id = $1', [reqs[0].requestId]);
    await ctx.deps.db.query('UPDATE quote_requests SET lead_discount_percent = 30 WHERE quote_request_id = $1', [reqs[1].requestId]);
    const pro = await createPro(ctx, cat, { districts: [cat.districts['wan-chai'], cat.districts.islands] });
    const page1 = (await list(pro.agent)).body.data;
    expect(page1.items).toHaveLength(10);
    expect(page1).toMatchObject({ total: 12, total_pages: 2 });
    const page2 = (await list(pro.agent, { page: 2 })).body.data;
    expect(page2.items).toHaveLength(2);
    const byDistrict = (await list(pro.agent, { zip_codes: 'islands' })).body.data.items;
    expect(byDistrict.map((i: { quote_request_id: number }) => i.quote_request_id)).toEqual([islands.requestId]);
    const byId = (await list(pro.agent, { zip_codes: String(cat.districts.islands) })).body.data.items;
    expect(byId).toHaveLength(1);
    const seventy = (await list(pro.agent, { discount_upper_bound: 70 })).body.data.items;
    expect(seventy.map((i: { quote_request_id: number; fee: number }) => [i.quote_request_id, i.fee])).toEqual([
      [reqs[1].requestId, 21],
      [reqs[0].requestId, 15],
    ]);
    const half = (await list(pro.agent, { discount_upper_bound: 50 })).body.data.items;
    expect(half.map((i: { quote_request_id: number }) => i.quote_request_id)).toEqual([reqs[0].requestId]);
    expect((await list(pro.agent, { category_ids: String(cat.otherCategoryId) })).body.data.items).toEqual([]);
    expect((await list(pro.agent, { category_ids: String(cat.categoryId) })).body.data.total).toBe(12);
  });

  it('when the query is malformed, then 400 and never 500', async () => {
    const cat = await createCatalog(ctx);
    const pro = await createPro(ctx, cat);
    const bad: Array<Record<string, string | number>> = [
      { page: 0 },
      { page_size: 500 },
      { discount_upper_bound: 101 },
      { category_ids: 'abc' },
      { page: '1e3' },
    ];
    for (const q of bad) {
      const res = await list(pro.agent, q);
      expect(res.status).toBe(400);
    }
  });
});

describe(endpointTitle(jobCenterContract.optIn), () => {
  it('when the pro opts in, then a lead is created that the pro opens and quotes, charged the request’s discounted fee once', async () => {
    const cat = await createCatalog(ctx, { fee: 25 });
    const { requestId } = await openRequest(cat);
    await ctx.deps.db.query('UPDATE quote_requests SET lead_discount_percent = 30 WHERE quote_request_id = $1', [requestId]);
    const pro = await createPro(ctx, cat, { balance: 100 });
    const res = await optIn(pro.agent, requestId);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ quote_request_id: requestId, created: true });
    const bidId = res.body.data.quote_bid_id as number;
    const row = await ctx.deps.db.one(
      'SELECT quote_service_id, discount_percent, is_opt_in, quote_status_id FROM quote_bids WHERE quote_bid_id = $1',
      [bidId],
    );
    expect(row).toEqual({ quote_service_id: pro.serviceId, discount_percent: 30, is_opt_in: true, quote_status_id: 1 });
    const again = await optIn(pro.agent, requestId);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ quote_bid_id: bidId, created: false });
    expect((await list(pro.agent)).body.data.items).toEqual([]);

    const lead = await api(pro.agent).call(bidsContract.bid, { params: { id: bidId } });
    expect(lead.status).toBe(200);
    expect(lead.body.data.quote_fee).toBe(17);
    const sent = await api(pro.agent).call(bidsContract.sendQuote, { params: { id: bidId }, body: flatQuote() });
    expect(sent.status).toBe(200);
    const ledger = await ctx.deps.db.many('SELECT amount FROM wallet_transactions WHERE quote_bid_id = $1', [bidId]);
    expect(ledger).toEqual([{ amount: -17 }]);
    const wallet = await ctx.deps.db.one<{ balance: number }>('SELECT balance FROM wallets WHERE user_id = $1', [pro.user.id]);
    expect(wallet!.balance).toBe(83);
  });

  it('when the request is outside the pro’s categories or districts, the pro’s own, or missing, then 404', async () => {
    const cat = await createCatalog(ctx);
    const other = await createCatalog(ctx);
    const pro = await createPro(ctx, cat);
    const foreign = await openRequest(other);
    const far = await openRequest(cat, { district: 'sha-tin' });
    for (const id of [foreign.requestId, far.requestId, 2_000_000_000]) {
      const res = await optIn(pro.agent, id);
      expect(res.status).toBe(404);
    }
    expect((await optIn(pro.agent, 0)).status).toBe(400);
    expect(await ctx.deps.db.many('SELECT 1 FROM quote_bids WHERE quote_service_id = $1', [pro.serviceId])).toEqual([]);
  });

  it('when the request is full or closed, then a translated 409', async () => {
    const cat = await createCatalog(ctx, { matchLimit: 1 });
    const { requestId } = await openRequest(cat);
    const closed = await openRequest(cat);
    await ctx.deps.db.query('UPDATE quote_requests SET is_closed = true WHERE quote_request_id = $1', [closed.requestId]);
    const a = await createPro(ctx, cat);
    const b = await createPro(ctx, cat);
    expect((await optIn(a.agent, requestId)).status).toBe(200);
    const full = await optIn(b.agent, requestId);
    expect(full.status).toBe(409);
    expect(full.body.error.code).toBe('job_center_full');
    expect(full.body.error.message).toBe('呢個需要嘅名額已經滿咗，唔可以再加入師傅。請揀第二單工作。');
    const shut = await optIn(b.agent, closed.requestId);
    expect(shut.status).toBe(409);
    expect(shut.body.error.code).toBe('job_center_closed');
  });

  it('when a consumer or a visitor opts in, then 403 and 401', async () => {
    const cat = await createCatalog(ctx);
    const { requestId, consumer } = await openRequest(cat);
    expect((await optIn(consumer.agent, requestId)).status).toBe(403);
    expect((await api(ctx.agent()).call(jobCenterContract.optIn, { params: { requestId } })).status).toBe(401);
  });

  it('when 8 pros opt in at once on a request with match_limit 5, then exactly 5 bids exist and 3 are refused with 409', async () => {
    const cat = await createCatalog(ctx, { matchLimit: 5 });
    const { requestId } = await openRequest(cat);
    const pros = [];
    for (let i = 0; i < 8; i++) pros.push(await createPro(ctx, cat));
    const results = await Promise.all(pros.map((p) => optIn(p.agent, requestId)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(3);
    for (const r of refused) expect(r.body.error.code).toBe('job_center_full');
    const bids = await ctx.deps.db.many('SELECT quote_service_id FROM quote_bids WHERE quote_request_id = $1', [requestId]);
    expect(bids).toHaveLength(5);
  });
});
