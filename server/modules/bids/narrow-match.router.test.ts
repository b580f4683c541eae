import request from 'supertest';
import { createTestContext, type signUp, type TestContext } from '../../test/test-app';
import { bidRow, createCatalog, createConsumer, createPro, flatQuote, requestBody, type Catalog } from '../../test/fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Agent = Awaited<ReturnType<typeof signUp>>['agent'];

/** A category with three pros serving Wan Chai; the consumer posts a direct request to the first. */
async function directRequest(o: { verified?: boolean } = {}) {
  const c = await createCatalog(ctx);
  const chosen = await createPro(ctx, c, { rating: 3 });
  const others = [await createPro(ctx, c, { rating: 5 }), await createPro(ctx, c, { rating: 4 })];
  const consumer = await createConsumer(ctx, o);
  const res = await consumer.agent
    .post('/api/quote_bids/consumer_want_provider_quote')
    .send(requestBody(c, { quote_service_id: chosen.serviceId }));
  return { c, chosen, others, consumer, res, requestId: res.body.data?.request?.quote_request_id as number };
}

const bidsOf = (requestId: number) =>
  ctx.deps.db.many<{ quote_bid_id: number; quote_service_id: number; narrow_status: number; quote_status_id: number }>(
    'SELECT quote_bid_id, quote_service_id, narrow_status, quote_status_id FROM quote_bids WHERE quote_request_id = $1 ORDER BY quote_bid_id',
    [requestId],
  );
const notifications = (userId: number, type: string) =>
  ctx.deps.db.many('SELECT * FROM notifications WHERE user_id = $1 AND type = $2', [userId, type]);
const state = (agent: Agent, requestId: number) => agent.get(`/api/quote_request/${requestId}/narrow_match`);

describe('POST /api/quote_bids/consumer_want_provider_quote', () => {
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
    const a = await consumer.agent
      .post('/api/quote_bids/consumer_want_provider_quote')
      .send(requestBody(c, { quote_service_id: elsewhere.serviceId }));
    expect(a.status).toBe(422);
    expect(a.body.error.code).toBe('pro_unavailable');
    const b = await consumer.agent
      .post('/api/quote_bids/consumer_want_provider_quote')
      .send(requestBody(c, { quote_service_id: 2_000_000_000 }));
    expect(b.status).toBe(404);
    const bad = await consumer.agent.post('/api/quote_bids/consumer_want_provider_quote').send(requestBody(c, { quote_service_id: 'x' }));
    expect(bad.status).toBe(400);
  });

  it('when a visitor calls the direct-request endpoints, then 401', async () => {
    const c = await createCatalog(ctx);
    const visitor = request(ctx.sifu.handler);
    expect((await visitor.post('/api/quote_bids/consumer_want_provider_quote').send(requestBody(c, { quote_service_id: 1 }))).status).toBe(
      401,
    );
    expect((await visitor.post('/api/quote_bids/want_to_contact_provider').send({ quote_service_id: 1 })).status).toBe(401);
    expect((await visitor.post('/api/quote_bids/provider_accept_narrow_match').send({ quote_bid_id: 1, accept: 2 })).status).toBe(401);
    expect((await visitor.post('/api/quote_bids/match').send({ quote_request_id: 1 })).status).toBe(401);
  });
});

describe('POST /api/quote_bids/want_to_contact_provider', () => {
  it('when the consumer has not asked the pro yet, then the pro’s questionnaires; once asked, code 17 with the request', async () => {
    const { chosen, consumer, requestId, c } = await directRequest();
    const fresh = await createConsumer(ctx);
    const ok = await fresh.agent.post('/api/quote_bids/want_to_contact_provider').send({ quote_service_id: chosen.serviceId });
    expect(ok.status).toBe(200);
    expect(ok.body.data.category_slugs).toEqual([c.categorySlug]);
    const again = await consumer.agent.post('/api/quote_bids/want_to_contact_provider').send({ quote_service_id: chosen.serviceId });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe(17);
    expect(again.body.error.details).toMatchObject({ quote_request_id: requestId });
  });
});

describe('POST /api/quote_bids/provider_accept_narrow_match', () => {
  it('when the chosen pro accepts (2), then narrow_status 2, the consumer sees accepted, and the pro can quote', async () => {
    const { chosen, consumer, requestId } = await directRequest();
    const [bid] = await bidsOf(requestId);
    const res = await chosen.agent.post('/api/quote_bids/provider_accept_narrow_match').send({ quote_bid_id: bid.quote_bid_id, accept: 2 });
    expect(res.status).toBe(200);
    expect(res.body.data.narrow_status).toBe(2);
    expect((await state(consumer.agent, requestId)).body.data.narrow.outcome).toBe('accepted');
    const quoted = await chosen.agent.post(`/api/quote_bids/change_status/rating/${bid.quote_bid_id}`).send(flatQuote());
    expect(quoted.status).toBe(200);
    expect((await bidRow(ctx, bid.quote_bid_id)).quote_status_id).toBe(2);
    const twice = await chosen.agent
      .post('/api/quote_bids/provider_accept_narrow_match')
      .send({ quote_bid_id: bid.quote_bid_id, accept: 3 });
    expect(twice.status).toBe(409);
  });

  it('when the chosen pro declines (3), then the lead is hidden, the consumer is notified and offered other pros', async () => {
    const { chosen, others, consumer, requestId } = await directRequest();
    const [bid] = await bidsOf(requestId);
    const res = await chosen.agent.post('/api/quote_bids/provider_accept_narrow_match').send({ quote_bid_id: bid.quote_bid_id, accept: 3 });
    expect(res.status).toBe(200);
    expect(await bidRow(ctx, bid.quote_bid_id)).toMatchObject({ narrow_status: 3, quote_status_id: 6 });
    expect(await notifications(consumer.user.id, 'narrow_declined')).toHaveLength(1);
    const s = (await state(consumer.agent, requestId)).body.data;
    expect(s.narrow.outcome).toBe('declined');
    expect(s.can_match_others).toBe(true);
    const matched = await consumer.agent.post('/api/quote_bids/match').send({ quote_request_id: requestId });
    expect(matched.status).toBe(200);
    expect(matched.body.data.matched_count).toBe(2);
    const serviceIds = (await bidsOf(requestId)).map((b) => b.quote_service_id).sort((a, b) => a - b);
    expect(serviceIds).toEqual([chosen.serviceId, ...others.map((o) => o.serviceId)].sort((a, b) => a - b));
    expect(matched.body.data.state.can_match_others).toBe(false);
    const again = await consumer.agent.post('/api/quote_bids/match').send({ quote_request_id: requestId });
    expect(again.status).toBe(409);
  });

  it('when the answer is not 2 or 3, or the bid is someone else’s, then 400 or 404', async () => {
    const { requestId, c } = await directRequest();
    const [bid] = await bidsOf(requestId);
    const stranger = await createPro(ctx, c);
    expect(
      (await stranger.agent.post('/api/quote_bids/provider_accept_narrow_match').send({ quote_bid_id: bid.quote_bid_id, accept: 2 }))
        .status,
    ).toBe(404);
    expect(
      (await stranger.agent.post('/api/quote_bids/provider_accept_narrow_match').send({ quote_bid_id: bid.quote_bid_id, accept: 4 }))
        .status,
    ).toBe(400);
  });

  it('when a lead was matched normally (narrow_status 0), then provider_accept_narrow_match is refused with 409', async () => {
    const c: Catalog = await createCatalog(ctx);
    const pro = await createPro(ctx, c);
    const consumer = await createConsumer(ctx);
    await consumer.agent.post('/api/quote_requests/search_add').send(requestBody(c));
    const bid = (await ctx.deps.db.one<{ quote_bid_id: number }>('SELECT b.quote_bid_id FROM quote_bids b WHERE b.quote_service_id = $1', [
      pro.serviceId,
    ]))!;
    expect(
      (await pro.agent.post('/api/quote_bids/provider_accept_narrow_match').send({ quote_bid_id: bid.quote_bid_id, accept: 2 })).status,
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

describe('POST /api/quote_bids/invite_pro and GET narrow_match', () => {
  it('when the consumer invites another pro to their open request, then a narrowed bid; inviting again answers 17', async () => {
    const { others, consumer, requestId } = await directRequest();
    const res = await consumer.agent
      .post('/api/quote_bids/invite_pro')
      .send({ quote_request_id: requestId, quote_service_id: others[0].serviceId });
    expect(res.status).toBe(200);
    expect(res.body.data.narrow.quote_service_id).toBe(others[0].serviceId);
    expect((await bidsOf(requestId)).find((b) => b.quote_service_id === others[0].serviceId)?.narrow_status).toBe(1);
    const again = await consumer.agent
      .post('/api/quote_bids/invite_pro')
      .send({ quote_request_id: requestId, quote_service_id: others[0].serviceId });
    expect(again.body.error.code).toBe(17);
  });

  it('when another consumer reads or acts on the request, then 404', async () => {
    const { others, requestId } = await directRequest();
    const intruder = await createConsumer(ctx);
    expect((await state(intruder.agent, requestId)).status).toBe(404);
    expect((await intruder.agent.post('/api/quote_bids/match').send({ quote_request_id: requestId })).status).toBe(404);
    expect(
      (await intruder.agent.post('/api/quote_bids/invite_pro').send({ quote_request_id: requestId, quote_service_id: others[0].serviceId }))
        .status,
    ).toBe(404);
  });
});
