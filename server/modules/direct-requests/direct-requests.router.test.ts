import request from 'supertest';
import { narrowMatchContract } from '@shared/api/narrow-match.contract';
import { bidsContract } from '@shared/api/bids.contract';
import { requestsContract } from '@shared/api/requests.contract';
import { jobCenterContract } from '@shared/api/job-center.contract';
import zhCommon from '../../../locales/zh-HK/common.json';
import { bidRow, createCatalog, createConsumer, createPro, flatQuote, postRequest, requestBody, type Catalog } from '../../test/fixtures';
import { setUpTestContext, type signUp } from '../../test/test-app';
import { api, endpointTitle } from '../../test/api';

const zhErrors = zhCommon.errors as Record<string, string>;

const ctx = setUpTestContext();

type Agent = Awaited<ReturnType<typeof signUp>>['agent'];

/** A category with three pros serving Wan Chai; the consumer posts a direct request to the first. */
async function directRequest(o: { verified?: boolean } = {}) {
  const c = await createCatalog(ctx);
  const chosen = await createPro(ctx, c, { rating: 3 });
  const others = [await createPro(ctx, c, { rating: 5 }), await createPro(ctx, c, { rating: 4 })];
  const consumer = await createConsumer(ctx, o);
  const res = await api(consumer.agent).call(narrowMatchContract.consumerWantProviderQuote, {
    body: requestBody(c, { quote_service_id: chosen.serviceId }),
  });
  return { c, chosen, others, consumer, res, requestId: res.body.data?.request?.quote_request_id as number };
}

const bidsOf = (requestId: number) =>
  ctx.deps.db.many<{ quote_bid_id: number; quote_service_id: number; narrow_status: number; quote_status_id: number }>(
    'SELECT quote_bid_id, quote_service_id, narrow_status, quote_status_id FROM quote_bids WHERE quote_request_id = $1 ORDER BY quote_bid_id',
    [requestId],
  );
const notifications = (userId: number, type: string) =>
  ctx.deps.db.many('SELECT * FROM notifications WHERE user_id = $1 AND type = $2', [userId, type]);
/** The pro's quote-fee ledger rows (type 14). */
const feeRows = (userId: number) => ctx.deps.db.many('SELECT * FROM wallet_transactions WHERE user_id = $1 AND type = 14', [userId]);
const state = (agent: Agent, requestId: number) => api(agent).call(narrowMatchContract.narrowState, { params: { id: requestId } });

describe(endpointTitle(narrowMatchContract.consumerWantProviderQuote), () => {
  it('when a consumer requests a quote from a chosen pro, then only that pro gets a narrowed bid (narrow_status 1) and is told', async () => {
    const { chosen, others, res, requestId, consumer } = await directRequest();
    expect(res.status).toBe(200);
    expect(res.body.data.matched_count).toBe(1);
    const rows = await bidsOf(requestId);
    expect(rows).toEqual([expect.objectContaining({ quote_service_id: chosen.serviceId, narrow_status: 1, quote_status_id: 1 })]);
    expect(await notifications(chosen.user.id, 'new_lead')).toHaveLength(1);
    for (const o of others) expect(await notifications(o.user.id, 'new_lead')).toHaveLength(0);
    const s = await state(consumer.agent, requestId);
    expect(s.body.data.narrow).toMatchObject({ quote_service_id: chosen.serviceId, narrow_status: 1, outcome: null });
    expect(s.body.data.can_match_others).toBe(true);
  });

  it('when the consumer has no verified phone, then 614 and nothing is stored', async () => {
    const { res, c, consumer } = await directRequest({ verified: false });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe(614);
    expect(await ctx.deps.db.many('SELECT 1 FROM quote_requests WHERE user_id = $1', [consumer.user.id])).toHaveLength(0);
    expect(c).toBeDefined();
  });

  it('when the chosen pro does not serve the category or the service is unknown, then 422 pro_unavailable or 404', async () => {
    const c = await createCatalog(ctx);
    const elsewhere = await createPro(ctx, c, { categories: [c.otherCategoryId] });
    const consumer = await createConsumer(ctx);
    const a = await api(consumer.agent).call(narrowMatchContract.consumerWantProviderQuote, {
      body: requestBody(c, { quote_service_id: elsewhere.serviceId }),
    });
    expect(a.status).toBe(422);
    expect(a.body.error.code).toBe('pro_unavailable');
    const b = await api(consumer.agent).call(narrowMatchContract.consumerWantProviderQuote, {
      body: requestBody(c, { quote_service_id: 2_000_000_000 }),
    });
    expect(b.status).toBe(404);
    const bad = await api(consumer.agent).call(narrowMatchContract.consumerWantProviderQuote, {
      body: requestBody(c, { quote_service_id: 'x' }),
    });
    expect(bad.status).toBe(400);
  });

  it('when a visitor calls the direct-request endpoints, then 401', async () => {
    const c = await createCatalog(ctx);
    const visitor = request(ctx.sifu.handler);
    expect(
      (await api(visitor).call(narrowMatchContract.consumerWantProviderQuote, { body: requestBody(c, { quote_service_id: 1 }) })).status,
    ).toBe(401);
    expect((await api(visitor).call(narrowMatchContract.wantToContactProvider, { body: { quote_service_id: 1 } })).status).toBe(401);
    expect((await api(visitor).call(narrowMatchContract.providerAcceptNarrowMatch, { body: { quote_bid_id: 1, accept: 2 } })).status).toBe(
      401,
    );
    expect((await api(visitor).call(narrowMatchContract.match, { body: { quote_request_id: 1 } })).status).toBe(401);
  });
});

describe(endpointTitle(narrowMatchContract.wantToContactProvider), () => {
  it('when the consumer has not asked the pro yet, then the pro’s questionnaires; once asked, code 17 with the request', async () => {
    const { chosen, consumer, requestId, c } = await directRequest();
    const fresh = await createConsumer(ctx);
    const ok = await api(fresh.agent).call(narrowMatchContract.wantToContactProvider, { body: { quote_service_id: chosen.serviceId } });
    expect(ok.status).toBe(200);
    expect(ok.body.data.category_slugs).toEqual([c.categorySlug]);
    const again = await api(consumer.agent).call(narrowMatchContract.wantToContactProvider, {
      body: { quote_service_id: chosen.serviceId },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe(17);
    expect(again.body.error.details).toMatchObject({ quote_request_id: requestId });
  });

  it('when the earlier job with the pro was hired, then the consumer may ask them again (a repeat customer) and a second direct request reaches them; a closed request frees them too', async () => {
    const { chosen, consumer, requestId, c } = await directRequest();
    const [bid] = await bidsOf(requestId);
    const check = () =>
      api(consumer.agent).call(narrowMatchContract.wantToContactProvider, { body: { quote_service_id: chosen.serviceId } });
    await api(chosen.agent).call(narrowMatchContract.providerAcceptNarrowMatch, { body: { quote_bid_id: bid.quote_bid_id, accept: 2 } });
    expect((await api(chosen.agent).call(bidsContract.sendQuote, { params: { id: bid.quote_bid_id }, body: flatQuote() })).status).toBe(
      200,
    );
    expect((await check()).body.error).toMatchObject({ code: 17 }); // quoted, not hired yet: still under way
    const hired = await api(consumer.agent).call(bidsContract.hire, {
      params: { id: bid.quote_bid_id },
      body: { date: '2030-01-20', time: '10:30' },
    });
    expect(hired.status).toBe(200);
    expect((await bidsOf(requestId))[0].quote_status_id).toBe(3);

    const after = await check();
    expect(after.status).toBe(200);
    expect(after.body.data.category_slugs).toEqual([c.categorySlug]);
    const second = await api(consumer.agent).call(narrowMatchContract.consumerWantProviderQuote, {
      body: requestBody(c, { quote_service_id: chosen.serviceId }),
    });
    expect(second.status).toBe(200);
    const secondId = second.body.data.request.quote_request_id as number;
    expect(secondId).not.toBe(requestId);
    expect((await bidsOf(secondId)).map((b) => [b.quote_service_id, b.narrow_status])).toEqual([[chosen.serviceId, 1]]);
    expect(await notifications(chosen.user.id, 'new_lead')).toHaveLength(2);
    // The new request is under way again; closing it frees the pro once more.
    expect((await check()).body.error).toMatchObject({ code: 17, details: { quote_request_id: secondId } });
    await ctx.deps.db.query('UPDATE quote_requests SET is_closed = true WHERE quote_request_id = $1', [secondId]);
    expect((await check()).status).toBe(200);
  });
});

describe('want_to_contact_provider: open requests the chosen pro could be sent instead (invite_pro)', () => {
  it('when the consumer has open requests in the pro’s category, then the ones with a place left are offered newest first; one sent answers 17 after', async () => {
    const c = await createCatalog(ctx, { matchLimit: 1 });
    const consumer = await createConsumer(ctx);
    const { requestId: older } = await postRequest(ctx, consumer, c); // no pro yet: every place left
    const { requestId: newer } = await postRequest(ctx, consumer, c, { district: 'sha-tin' });
    const { requestId: closed } = await postRequest(ctx, consumer, c);
    await ctx.deps.db.query('UPDATE quote_requests SET is_closed = true WHERE quote_request_id = $1', [closed]);
    const matched = await createPro(ctx, c);
    const { requestId: full } = await postRequest(ctx, consumer, c); // matched to `matched`: match_limit 1 reached
    expect((await bidsOf(full)).map((b) => b.quote_service_id)).toEqual([matched.serviceId]);
    const { requestId: elsewhere } = await postRequest(ctx, consumer, c);
    await ctx.deps.db.query('DELETE FROM quote_bids WHERE quote_request_id = $1', [elsewhere]);
    await ctx.deps.db.query('UPDATE quote_requests SET quote_category_id = $2 WHERE quote_request_id = $1', [elsewhere, c.otherCategoryId]);
    const chosen = await createPro(ctx, c, { districts: [c.districts['wan-chai'], c.districts['sha-tin']] });
    const check = await api(consumer.agent).call(narrowMatchContract.wantToContactProvider, {
      body: { quote_service_id: chosen.serviceId },
    });
    expect(check.status).toBe(200);
    expect(check.body.data.open_requests.map((r: { quote_request_id: number }) => r.quote_request_id)).toEqual([newer, older]);
    // Each row can be told apart: what the consumer wrote and the first choices they made, in both languages.
    expect(check.body.data.open_requests[0]).toEqual({
      quote_request_id: newer,
      category: { slug: c.categorySlug, name_zh: '水喉維修', name_en: 'Plumbing' },
      district: { name_zh: '沙田', name_en: 'Sha Tin' },
      excerpt: 'Kitchen pipe leaking under the sink',
      key_answers: [
        { zh: '漏水', en: 'Leak' },
        { zh: '廚房', en: 'Kitchen' },
      ],
      created: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
    // Another consumer sees none of them; the pro's own questionnaires are unchanged.
    const stranger = await createConsumer(ctx);
    const theirs = await api(stranger.agent).call(narrowMatchContract.wantToContactProvider, {
      body: { quote_service_id: chosen.serviceId },
    });
    expect(theirs.body.data).toMatchObject({ category_slugs: [c.categorySlug], open_requests: [] });

    const sent = await api(consumer.agent).call(narrowMatchContract.invitePro, {
      body: { quote_request_id: newer, quote_service_id: chosen.serviceId },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data.narrow).toMatchObject({ quote_service_id: chosen.serviceId, narrow_status: 1 });
    expect(await notifications(chosen.user.id, 'new_lead')).toHaveLength(1);
    const again = await api(consumer.agent).call(narrowMatchContract.wantToContactProvider, {
      body: { quote_service_id: chosen.serviceId },
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 17, details: { quote_request_id: newer } });
  });
});

describe('want_to_contact_provider: only requests in a district the pro serves are offered', () => {
  const offered = async (agent: Agent, serviceId: number) => {
    const res = await api(agent).call(narrowMatchContract.wantToContactProvider, { body: { quote_service_id: serviceId } });
    expect(res.status).toBe(200);
    return (res.body.data.open_requests as { quote_request_id: number }[]).map((r) => r.quote_request_id).sort((a, b) => a - b);
  };

  it('when the consumer has requests in several districts, then a pro sees only those in districts they travel to, their own base, or all if they work by phone', async () => {
    const c = await createCatalog(ctx);
    const consumer = await createConsumer(ctx);
    const ids: Record<string, number> = {};
    for (const d of ['wan-chai', 'sha-tin', 'islands'] as const) ids[d] = (await postRequest(ctx, consumer, c, { district: d })).requestId;
    // Matching sent them to nobody here (no pro yet): every place is left, so only the district decides.
    const travels = await createPro(ctx, c, { districts: [c.districts['wan-chai']] });
    expect(await offered(consumer.agent, travels.serviceId)).toEqual([ids['wan-chai']]);
    const shop = await createPro(ctx, c, { travels: false, districts: [], customerTravels: { baseDistrict: c.districts['sha-tin'] } });
    expect(await offered(consumer.agent, shop.serviceId)).toEqual([ids['sha-tin']]);
    const both = await createPro(ctx, c, {
      districts: [c.districts['islands']],
      customerTravels: { baseDistrict: c.districts['sha-tin'] },
    });
    expect(await offered(consumer.agent, both.serviceId)).toEqual([ids['sha-tin'], ids.islands]);
    const remote = await createPro(ctx, c, { travels: false, districts: [], overPhone: true });
    expect(await offered(consumer.agent, remote.serviceId)).toEqual([ids['wan-chai'], ids['sha-tin'], ids.islands].sort((a, b) => a - b));
    // A pro who lists a district but does not travel to customers is not offered requests there.
    const listedOnly = await createPro(ctx, c, { travels: false, districts: [c.districts['islands']] });
    expect(await offered(consumer.agent, listedOnly.serviceId)).toEqual([]);
  });

  it('when the request is in a served district but another category, then it is not offered either', async () => {
    const c = await createCatalog(ctx);
    const consumer = await createConsumer(ctx);
    const { requestId } = await postRequest(ctx, consumer, c);
    await ctx.deps.db.query('UPDATE quote_requests SET quote_category_id = $2 WHERE quote_request_id = $1', [requestId, c.otherCategoryId]);
    const pro = await createPro(ctx, c);
    expect(await offered(consumer.agent, pro.serviceId)).toEqual([]);
    const electrician = await createPro(ctx, c, { categories: [c.categoryId, c.otherCategoryId] });
    expect(await offered(consumer.agent, electrician.serviceId)).toEqual([requestId]);
  });
});

describe(endpointTitle(narrowMatchContract.providerAcceptNarrowMatch), () => {
  it('when the chosen pro accepts (2), then narrow_status 2, the consumer sees accepted, and the pro can quote', async () => {
    const { chosen, consumer, requestId } = await directRequest();
    const [bid] = await bidsOf(requestId);
    const res = await api(chosen.agent).call(narrowMatchContract.providerAcceptNarrowMatch, {
      body: { quote_bid_id: bid.quote_bid_id, accept: 2 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.narrow_status).toBe(2);
    expect((await state(consumer.agent, requestId)).body.data.narrow).toMatchObject({ outcome: 'accepted', quoted: false });
    const quoted = await api(chosen.agent).call(bidsContract.sendQuote, { params: { id: bid.quote_bid_id }, body: flatQuote() });
    expect(quoted.status).toBe(200);
    expect((await bidRow(ctx, bid.quote_bid_id)).quote_status_id).toBe(2);
    const twice = await api(chosen.agent).call(narrowMatchContract.providerAcceptNarrowMatch, {
      body: { quote_bid_id: bid.quote_bid_id, accept: 3 },
    });
    expect(twice.status).toBe(409);
  });

  it('when the chosen pro quotes without pressing accept, then the quote accepts: narrow_status 2, outcome accepted, no timeout', async () => {
    const { chosen, consumer, requestId } = await directRequest();
    const [bid] = await bidsOf(requestId);
    const quoted = await api(chosen.agent).call(bidsContract.sendQuote, { params: { id: bid.quote_bid_id }, body: flatQuote() });
    expect(quoted.status).toBe(200);
    expect(quoted.body.data.narrow_status).toBe(2);
    expect(await bidRow(ctx, bid.quote_bid_id)).toMatchObject({ narrow_status: 2, quote_status_id: 2 });
    expect(await feeRows(chosen.user.id)).toHaveLength(1);
    const s = (await state(consumer.agent, requestId)).body.data;
    expect(s.narrow).toMatchObject({ outcome: 'accepted', narrow_status: 2, can_remove: false, quoted: true });
    expect(s.narrow.resolved_on).not.toBeNull();
    // A day later the timeout sweep leaves the quoted request alone and the consumer is told of no decline.
    await ctx.deps.db.query(`UPDATE quote_bids SET created = now() - interval '25 hours' WHERE quote_bid_id = $1`, [bid.quote_bid_id]);
    const { runSweep } = await import('../system/sweeps.service');
    const { withAdapterDefaults } = await import('../../lib/adapters');
    await runSweep(withAdapterDefaults(ctx.deps), 'narrow-match-timeout');
    expect(await bidRow(ctx, bid.quote_bid_id)).toMatchObject({ narrow_status: 2, quote_status_id: 2 });
    expect((await state(consumer.agent, requestId)).body.data.narrow.outcome).toBe('accepted');
    expect(await notifications(consumer.user.id, 'narrow_declined')).toHaveLength(0);
    // Accept or decline afterwards is a 409: the pro already answered with a quote.
    const late = await api(chosen.agent).call(narrowMatchContract.providerAcceptNarrowMatch, {
      body: { quote_bid_id: bid.quote_bid_id, accept: 3 },
    });
    expect(late.status).toBe(409);
  });

  it('when the chosen pro declines (3), then the lead is hidden, the consumer is notified and offered other pros', async () => {
    const { chosen, others, consumer, requestId } = await directRequest();
    const [bid] = await bidsOf(requestId);
    const res = await api(chosen.agent).call(narrowMatchContract.providerAcceptNarrowMatch, {
      body: { quote_bid_id: bid.quote_bid_id, accept: 3 },
    });
    expect(res.status).toBe(200);
    expect(await bidRow(ctx, bid.quote_bid_id)).toMatchObject({ narrow_status: 3, quote_status_id: 6 });
    expect(await notifications(consumer.user.id, 'narrow_declined')).toHaveLength(1);
    const s = (await state(consumer.agent, requestId)).body.data;
    expect(s.narrow.outcome).toBe('declined');
    expect(s.can_match_others).toBe(true);
    const matched = await api(consumer.agent).call(narrowMatchContract.match, { body: { quote_request_id: requestId } });
    expect(matched.status).toBe(200);
    expect(matched.body.data.matched_count).toBe(2);
    const serviceIds = (await bidsOf(requestId)).map((b) => b.quote_service_id).sort((a, b) => a - b);
    expect(serviceIds).toEqual([chosen.serviceId, ...others.map((o) => o.serviceId)].sort((a, b) => a - b));
    expect(matched.body.data.state.can_match_others).toBe(false);
    const again = await api(consumer.agent).call(narrowMatchContract.match, { body: { quote_request_id: requestId } });
    expect(again.status).toBe(409);
  });

  it('when the answer is not 2 or 3, or the bid is someone else’s, then 400 or 404', async () => {
    const { requestId, c } = await directRequest();
    const [bid] = await bidsOf(requestId);
    const stranger = await createPro(ctx, c);
    expect(
      (
        await api(stranger.agent).call(narrowMatchContract.providerAcceptNarrowMatch, {
          body: { quote_bid_id: bid.quote_bid_id, accept: 2 },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api(stranger.agent).call(narrowMatchContract.providerAcceptNarrowMatch, {
          body: { quote_bid_id: bid.quote_bid_id, accept: 4 },
        })
      ).status,
    ).toBe(400);
  });

  it('when a lead was matched normally (narrow_status 0), then provider_accept_narrow_match is refused with 409', async () => {
    const c: Catalog = await createCatalog(ctx);
    const pro = await createPro(ctx, c);
    const consumer = await createConsumer(ctx);
    await api(consumer.agent).call(requestsContract.post, { body: requestBody(c) });
    const bid = (await ctx.deps.db.one<{ quote_bid_id: number }>('SELECT b.quote_bid_id FROM quote_bids b WHERE b.quote_service_id = $1', [
      pro.serviceId,
    ]))!;
    expect(
      (await api(pro.agent).call(narrowMatchContract.providerAcceptNarrowMatch, { body: { quote_bid_id: bid.quote_bid_id, accept: 2 } }))
        .status,
    ).toBe(409);
  });
});

describe('narrow-match-timeout sweep', () => {
  it('when the chosen pro does not answer within 24 hours, then the sweep declines it and tells the consumer once', async () => {
    const { consumer, requestId } = await directRequest();
    const [bid] = await bidsOf(requestId);
    const { runSweep } = await import('../system/sweeps.service');
    const { withAdapterDefaults } = await import('../../lib/adapters');
    const deps = withAdapterDefaults(ctx.deps);
    await runSweep(deps, 'narrow-match-timeout');
    expect((await bidRow(ctx, bid.quote_bid_id)).narrow_status).toBe(1);
    await ctx.deps.db.query(`UPDATE quote_bids SET created = now() - interval '25 hours' WHERE quote_bid_id = $1`, [bid.quote_bid_id]);
    expect((await runSweep(deps, 'narrow-match-timeout')).count).toBeGreaterThanOrEqual(1);
    expect(await bidRow(ctx, bid.quote_bid_id)).toMatchObject({ narrow_status: 3, quote_status_id: 6 });
    await runSweep(deps, 'narrow-match-timeout');
    expect(await notifications(consumer.user.id, 'narrow_declined')).toHaveLength(1);
    const s = (await state(consumer.agent, requestId)).body.data;
    expect(s.narrow.outcome).toBe('expired');
    expect(s.can_match_others).toBe(true);
  });
});

describe(`${endpointTitle(narrowMatchContract.invitePro)} and GET narrow_match`, () => {
  it('when the consumer invites another pro to their open request, then a narrowed bid; inviting again answers 17', async () => {
    const { others, consumer, requestId } = await directRequest();
    const res = await api(consumer.agent).call(narrowMatchContract.invitePro, {
      body: { quote_request_id: requestId, quote_service_id: others[0].serviceId },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.narrow.quote_service_id).toBe(others[0].serviceId);
    expect((await bidsOf(requestId)).find((b) => b.quote_service_id === others[0].serviceId)?.narrow_status).toBe(1);
    const again = await api(consumer.agent).call(narrowMatchContract.invitePro, {
      body: { quote_request_id: requestId, quote_service_id: others[0].serviceId },
    });
    expect(again.body.error.code).toBe(17);
  });

  it('when another consumer reads or acts on the request, then 404', async () => {
    const { others, requestId } = await directRequest();
    const intruder = await createConsumer(ctx);
    expect((await state(intruder.agent, requestId)).status).toBe(404);
    expect((await api(intruder.agent).call(narrowMatchContract.match, { body: { quote_request_id: requestId } })).status).toBe(404);
    expect(
      (
        await api(intruder.agent).call(narrowMatchContract.invitePro, {
          body: { quote_request_id: requestId, quote_service_id: others[0].serviceId },
        })
      ).status,
    ).toBe(404);
  });
});

describe(`${endpointTitle(narrowMatchContract.remove)} (ADR 0019)`, () => {
  const remove = (agent: Agent, bidId: number) => api(agent).call(narrowMatchContract.remove, { body: { quote_bid_id: bidId } });
  it('when the consumer stops waiting for the chosen pro, then the bid is hidden as removed, the pro is told, nothing is charged and other pros can be asked', async () => {
    const { chosen, others, consumer, requestId } = await directRequest();
    const [bid] = await bidsOf(requestId);
    const before = (await state(consumer.agent, requestId)).body.data;
    expect(before.narrow).toMatchObject({ quote_bid_id: bid.quote_bid_id, can_remove: true });
    const res = await remove(consumer.agent, bid.quote_bid_id);
    expect(res.status).toBe(200);
    expect(res.body.data.narrow).toMatchObject({ outcome: 'removed', can_remove: false });
    expect(res.body.data.can_match_others).toBe(true);
    const row = await bidRow(ctx, bid.quote_bid_id);
    expect(row).toMatchObject({ quote_status_id: 6, is_interested: false, narrow_status: 1, quote_sent_on: null });
    expect(row.consumer_removed_on).not.toBeNull();
    const told = await notifications(chosen.user.id, 'request_withdrawn');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ quote_bid_id: bid.quote_bid_id, quote_request_id: requestId });
    const activity = await ctx.deps.db.many<{ type: string; user_id: number; meta: { action: string } }>(
      'SELECT type, user_id, meta FROM activities WHERE quote_bid_id = $1 ORDER BY id',
      [bid.quote_bid_id],
    );
    expect(activity.at(-1)).toMatchObject({ type: 'deny', user_id: consumer.user.id, meta: { action: 'remove' } });
    expect(await feeRows(chosen.user.id)).toHaveLength(0);
    // The pro's lead says it was withdrawn (no error) and offers nothing to do with it.
    const lead = await api(chosen.agent).call(bidsContract.bid, { params: { id: bid.quote_bid_id } });
    expect(lead.status).toBe(200);
    expect(lead.body.data.consumer_removed_on).not.toBeNull();
    expect(lead.body.data.available_actions).toEqual(['read']);
    const extras = await api(chosen.agent).call(narrowMatchContract.bidExtras, { params: { id: bid.quote_bid_id } });
    expect(extras.body.data.removed_on).not.toBeNull();
    const leads = await api(chosen.agent).call(bidsContract.leads);
    expect(leads.body.data.items.map((b: { quote_bid_id: number }) => b.quote_bid_id)).not.toContain(bid.quote_bid_id);
    // Asking other pros reaches the other two; the removed pro is not matched again.
    const matched = await api(consumer.agent).call(narrowMatchContract.match, { body: { quote_request_id: requestId } });
    expect(matched.body.data.matched_count).toBe(2);
    expect((await bidsOf(requestId)).map((b) => b.quote_service_id).sort((a, b) => a - b)).toEqual(
      [chosen.serviceId, ...others.map((o) => o.serviceId)].sort((a, b) => a - b),
    );
    expect(await notifications(chosen.user.id, 'new_lead')).toHaveLength(1);
  });

  it('when the pro then tries to quote, take the lead back or answer it, then 409 illegal transition and the bid stays removed', async () => {
    const { chosen, consumer, requestId } = await directRequest();
    const [bid] = await bidsOf(requestId);
    expect((await remove(consumer.agent, bid.quote_bid_id)).status).toBe(200);
    const quote = await api(chosen.agent).call(bidsContract.sendQuote, { params: { id: bid.quote_bid_id }, body: flatQuote() });
    expect(quote.status).toBe(409);
    expect(quote.body.error.code).toBe('illegal_transition');
    const edit = await api(chosen.agent).call(bidsContract.editQuote, { params: { id: bid.quote_bid_id }, body: flatQuote() });
    expect(edit.status).toBe(409);
    const back = await api(chosen.agent).call(bidsContract.toggleInterest, { params: { id: bid.quote_bid_id } });
    expect(back.status).toBe(409);
    expect(back.body.error).toMatchObject({ code: 'illegal_transition', details: { action: 'interest', guard: 'not_removed' } });
    for (const accept of [2, 3]) {
      const answer = await api(chosen.agent).call(narrowMatchContract.providerAcceptNarrowMatch, {
        body: { quote_bid_id: bid.quote_bid_id, accept },
      });
      expect(answer.status).toBe(409);
    }
    expect(await bidRow(ctx, bid.quote_bid_id)).toMatchObject({ quote_status_id: 6, quote_sent_on: null, narrow_status: 1 });
    expect(await feeRows(chosen.user.id)).toHaveLength(0);
    // The timeout sweep leaves it alone: the consumer is not told of a "timeout" after removing the pro.
    await ctx.deps.db.query(`UPDATE quote_bids SET created = now() - interval '25 hours' WHERE quote_bid_id = $1`, [bid.quote_bid_id]);
    const { runSweep } = await import('../system/sweeps.service');
    const { withAdapterDefaults } = await import('../../lib/adapters');
    await runSweep(withAdapterDefaults(ctx.deps), 'narrow-match-timeout');
    expect((await state(consumer.agent, requestId)).body.data.narrow.outcome).toBe('removed');
    expect(await notifications(consumer.user.id, 'narrow_declined')).toHaveLength(0);
  });

  it('when the pro has quoted, then 409 with the message to decline the quote instead; removing twice is 409 too', async () => {
    const { chosen, consumer, requestId } = await directRequest();
    const [bid] = await bidsOf(requestId);
    expect((await api(chosen.agent).call(bidsContract.sendQuote, { params: { id: bid.quote_bid_id }, body: flatQuote() })).status).toBe(
      200,
    );
    const quoted = await remove(consumer.agent, bid.quote_bid_id);
    expect(quoted.status).toBe(409);
    expect(quoted.body.error).toMatchObject({ code: 'illegal_transition', message: zhErrors.remove_quoted, details: { action: 'remove' } });
    expect((await bidRow(ctx, bid.quote_bid_id)).quote_status_id).toBe(2);

    const second = await directRequest();
    const [waiting] = await bidsOf(second.requestId);
    expect((await remove(second.consumer.agent, waiting.quote_bid_id)).status).toBe(200);
    const twice = await remove(second.consumer.agent, waiting.quote_bid_id);
    expect(twice.status).toBe(409);
    expect(twice.body.error).toMatchObject({ code: 'illegal_transition', message: zhErrors.remove_already });
    expect(await notifications(second.chosen.user.id, 'request_withdrawn')).toHaveLength(1);
  });

  it('when the chosen pro accepted but has not quoted, then the consumer can still stop waiting (outcome removed)', async () => {
    const { chosen, consumer, requestId } = await directRequest();
    const [bid] = await bidsOf(requestId);
    await api(chosen.agent).call(narrowMatchContract.providerAcceptNarrowMatch, { body: { quote_bid_id: bid.quote_bid_id, accept: 2 } });
    expect((await state(consumer.agent, requestId)).body.data.narrow).toMatchObject({ outcome: 'accepted', can_remove: true });
    const res = await remove(consumer.agent, bid.quote_bid_id);
    expect(res.status).toBe(200);
    expect(res.body.data.narrow.outcome).toBe('removed');
    expect(await bidRow(ctx, bid.quote_bid_id)).toMatchObject({ quote_status_id: 6, narrow_status: 2 });
  });

  it('when an invited pro is removed, then their bid is removed; an earlier chosen pro can be removed without touching the current outcome', async () => {
    const { chosen, others, consumer, requestId } = await directRequest();
    await api(consumer.agent).call(narrowMatchContract.invitePro, {
      body: { quote_request_id: requestId, quote_service_id: others[0].serviceId },
    });
    const rows = await bidsOf(requestId);
    const invited = rows.find((b) => b.quote_service_id === others[0].serviceId)!;
    const first = rows.find((b) => b.quote_service_id === chosen.serviceId)!;
    const early = await remove(consumer.agent, first.quote_bid_id);
    expect(early.status).toBe(200);
    expect(early.body.data.narrow).toMatchObject({ quote_service_id: others[0].serviceId, outcome: null, can_remove: true });
    const res = await remove(consumer.agent, invited.quote_bid_id);
    expect(res.status).toBe(200);
    expect(res.body.data.narrow).toMatchObject({ quote_service_id: others[0].serviceId, outcome: 'removed' });
    expect(await notifications(others[0].user.id, 'request_withdrawn')).toHaveLength(1);
    expect(await notifications(chosen.user.id, 'request_withdrawn')).toHaveLength(1);
  });

  it('when the bid is someone else’s, a matched lead the consumer never saw, or the caller is a pro, then 404, 404 and 403; a bad id is 400', async () => {
    const { consumer, requestId, chosen } = await directRequest();
    const [bid] = await bidsOf(requestId);
    const intruder = await createConsumer(ctx);
    expect((await remove(intruder.agent, bid.quote_bid_id)).status).toBe(404);
    expect((await remove(chosen.agent, bid.quote_bid_id)).status).toBe(403);
    expect((await api(consumer.agent).call(narrowMatchContract.remove, { body: { quote_bid_id: 'x' } })).status).toBe(400);
    expect((await remove(consumer.agent, 2_000_000_000)).status).toBe(404);
    const c = await createCatalog(ctx);
    const pro = await createPro(ctx, c);
    const normal = await createConsumer(ctx);
    await api(normal.agent).call(requestsContract.post, { body: requestBody(c) });
    const lead = (await ctx.deps.db.one<{ quote_bid_id: number }>('SELECT quote_bid_id FROM quote_bids WHERE quote_service_id = $1', [
      pro.serviceId,
    ]))!;
    expect((await remove(normal.agent, lead.quote_bid_id)).status).toBe(404);
    expect((await bidRow(ctx, bid.quote_bid_id)).quote_status_id).toBe(1);
    expect((await api(ctx.sifu.handler).call(narrowMatchContract.remove, { body: { quote_bid_id: bid.quote_bid_id } })).status).toBe(401);
  });

  it('when the consumer removes the pro at the same moment the pro quotes, then exactly one wins: quoted and charged once, or removed and not charged', async () => {
    for (let i = 0; i < 6; i++) {
      const { chosen, consumer, requestId } = await directRequest();
      const [bid] = await bidsOf(requestId);
      const [removed, quoted] = await Promise.all([
        remove(consumer.agent, bid.quote_bid_id),
        api(chosen.agent).call(bidsContract.sendQuote, { params: { id: bid.quote_bid_id }, body: flatQuote() }),
      ]);
      expect([removed.status, quoted.status].sort()).toEqual([200, 409]);
      const row = await bidRow(ctx, bid.quote_bid_id);
      const fees = await feeRows(chosen.user.id);
      if (quoted.status === 200) {
        expect(row).toMatchObject({ quote_status_id: 2, consumer_removed_on: null });
        expect(fees).toHaveLength(1);
        expect(removed.body.error.message).toBe(zhErrors.remove_quoted);
      } else {
        expect(row.quote_status_id).toBe(6);
        expect(row.quote_sent_on).toBeNull();
        expect(fees).toHaveLength(0);
      }
    }
  });
});

describe(`${endpointTitle(narrowMatchContract.match)} after the chosen pro is out: the full match_limit of other pros`, () => {
  /** match_limit 2; the chosen pro is the best rated, so a matching that counted them would find one pro fewer. */
  async function bestProChosen() {
    const c = await createCatalog(ctx, { matchLimit: 2 });
    const chosen = await createPro(ctx, c, { rating: 5 });
    const others = [
      await createPro(ctx, c, { rating: 4.5 }),
      await createPro(ctx, c, { rating: 4 }),
      await createPro(ctx, c, { rating: 3 }),
    ];
    const consumer = await createConsumer(ctx);
    const res = await api(consumer.agent).call(narrowMatchContract.consumerWantProviderQuote, {
      body: requestBody(c, { quote_service_id: chosen.serviceId }),
    });
    const requestId = res.body.data.request.quote_request_id as number;
    const [bid] = await bidsOf(requestId);
    return { chosen, others, consumer, requestId, bidId: bid.quote_bid_id };
  }

  it.each([
    [
      'declines',
      (s: Awaited<ReturnType<typeof bestProChosen>>) =>
        api(s.chosen.agent).call(narrowMatchContract.providerAcceptNarrowMatch, { body: { quote_bid_id: s.bidId, accept: 3 } }),
    ],
    [
      'is removed',
      (s: Awaited<ReturnType<typeof bestProChosen>>) =>
        api(s.consumer.agent).call(narrowMatchContract.remove, { body: { quote_bid_id: s.bidId } }),
    ],
    [
      'does not answer in time',
      async (s: Awaited<ReturnType<typeof bestProChosen>>) => {
        await ctx.deps.db.query(`UPDATE quote_bids SET created = now() - interval '25 hours' WHERE quote_bid_id = $1`, [s.bidId]);
        const { runSweep } = await import('../system/sweeps.service');
        const { withAdapterDefaults } = await import('../../lib/adapters');
        return runSweep(withAdapterDefaults(ctx.deps), 'narrow-match-timeout');
      },
    ],
  ])('when the chosen pro %s, then other pros are asked up to match_limit (2 new bids, the best two others)', async (_label, out) => {
    const s = await bestProChosen();
    await out(s);
    const matched = await api(s.consumer.agent).call(narrowMatchContract.match, { body: { quote_request_id: s.requestId } });
    expect(matched.status).toBe(200);
    expect(matched.body.data.matched_count).toBe(2);
    const newBids = (await bidsOf(s.requestId)).filter((b) => b.quote_bid_id !== s.bidId);
    expect(newBids.map((b) => b.quote_service_id).sort((a, b) => a - b)).toEqual(
      [s.others[0].serviceId, s.others[1].serviceId].sort((a, b) => a - b),
    );
    for (const b of newBids) expect(b).toMatchObject({ narrow_status: 0, quote_status_id: 1 });
  });
});

describe('match_limit on a direct request: the chosen and invited pros hold places', () => {
  const liveBids = async (requestId: number) => (await bidsOf(requestId)).filter((b) => b.quote_status_id !== 6);
  const jobIds = async (agent: Agent) =>
    (await api(agent).call(jobCenterContract.list)).body.data.items.map((i: { quote_request_id: number }) => i.quote_request_id);

  it('when the consumer asks other pros while the chosen pro still holds a place, then only the places left are matched', async () => {
    const c = await createCatalog(ctx, { matchLimit: 2 });
    const chosen = await createPro(ctx, c, { rating: 3 });
    for (const rating of [5, 4.5, 4]) await createPro(ctx, c, { rating });
    const consumer = await createConsumer(ctx);
    const res = await api(consumer.agent).call(narrowMatchContract.consumerWantProviderQuote, {
      body: requestBody(c, { quote_service_id: chosen.serviceId }),
    });
    const requestId = res.body.data.request.quote_request_id as number;
    const [bid] = await bidsOf(requestId);
    expect((await api(chosen.agent).call(bidsContract.sendQuote, { params: { id: bid.quote_bid_id }, body: flatQuote() })).status).toBe(
      200,
    );
    const matched = await api(consumer.agent).call(narrowMatchContract.match, { body: { quote_request_id: requestId } });
    expect(matched.status).toBe(200);
    expect(matched.body.data.matched_count).toBe(1);
    expect(await liveBids(requestId)).toHaveLength(2);
  });

  it('when the request is full, then inviting one more pro is a translated 409 request_full and no bid is made; a pro already on it still answers 17', async () => {
    const c = await createCatalog(ctx, { matchLimit: 2 });
    const [chosen, second, third] = [await createPro(ctx, c), await createPro(ctx, c), await createPro(ctx, c)];
    const consumer = await createConsumer(ctx);
    const res = await api(consumer.agent).call(narrowMatchContract.consumerWantProviderQuote, {
      body: requestBody(c, { quote_service_id: chosen.serviceId }),
    });
    const requestId = res.body.data.request.quote_request_id as number;
    const invite = (serviceId: number) =>
      api(consumer.agent).call(narrowMatchContract.invitePro, { body: { quote_request_id: requestId, quote_service_id: serviceId } });
    expect((await invite(second.serviceId)).status).toBe(200);
    const full = await invite(third.serviceId);
    expect(full.status).toBe(409);
    expect(full.body.error).toMatchObject({ code: 'request_full', message: zhErrors.request_full, details: { match_limit: 2 } });
    expect((await invite(second.serviceId)).body.error.code).toBe(17);
    expect(await bidsOf(requestId)).toHaveLength(2);
    expect(await notifications(third.user.id, 'new_lead')).toHaveLength(0);
  });

  it('when a direct request waits for its chosen pro, then other pros neither see it in the job center nor opt in (404); once the consumer asks others, the places left are open', async () => {
    const c = await createCatalog(ctx, { matchLimit: 3 });
    const chosen = await createPro(ctx, c);
    const consumer = await createConsumer(ctx);
    const res = await api(consumer.agent).call(narrowMatchContract.consumerWantProviderQuote, {
      body: requestBody(c, { quote_service_id: chosen.serviceId }),
    });
    const requestId = res.body.data.request.quote_request_id as number;
    const outsider = await createPro(ctx, c);
    expect(await jobIds(outsider.agent)).not.toContain(requestId);
    const early = await api(outsider.agent).call(jobCenterContract.optIn, { params: { requestId } });
    expect(early.status).toBe(404);
    expect(await bidsOf(requestId)).toHaveLength(1);
    // The chosen pro opting in to their own request answers their existing bid.
    const own = await api(chosen.agent).call(jobCenterContract.optIn, { params: { requestId } });
    expect(own.body.data).toMatchObject({ created: false, quote_request_id: requestId });

    // Asking others matches the outsider (the only other pro), leaving one place for the job center.
    const matched = await api(consumer.agent).call(narrowMatchContract.match, { body: { quote_request_id: requestId } });
    expect(matched.body.data.matched_count).toBe(1);
    const late = await createPro(ctx, c);
    const [after] = (await api(late.agent).call(jobCenterContract.list)).body.data.items.filter(
      (i: { quote_request_id: number }) => i.quote_request_id === requestId,
    );
    expect(after).toMatchObject({ spots_left: 1, match_limit: 3 });
    // Three more pros and one more invitation race for the last place: exactly one gets it.
    const racers = [late, await createPro(ctx, c), await createPro(ctx, c)];
    const invited = await createPro(ctx, c);
    const results = await Promise.all([
      ...racers.map((p) => api(p.agent).call(jobCenterContract.optIn, { params: { requestId } })),
      api(consumer.agent).call(narrowMatchContract.invitePro, {
        body: { quote_request_id: requestId, quote_service_id: invited.serviceId },
      }),
    ]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(3);
    expect(await liveBids(requestId)).toHaveLength(3);
  });
});
