import fs from 'node:fs';
import path from 'node:path';
import { requestsContract } from '@shared/api/requests.contract';
import { setUpTestContext, signUp, withTestContext } from '../../test/test-app';
import { createCatalog, setUpCatalog, createConsumer, createPro, postRequest, requestBody } from '../../test/fixtures';
import { api, endpointTitle } from '../../test/api';

const ctx = setUpTestContext();
const cat = setUpCatalog(ctx, { matchLimit: 3 });

describe(endpointTitle(requestsContract.post), () => {
  it('when a verified consumer posts valid answers, then the request is stored in Send with labelled answers and matched pros are told', async () => {
    const pro = await createPro(ctx, cat);
    const consumer = await createConsumer(ctx);
    const res = await api(consumer.agent).call(requestsContract.post).set('Accept-Language', 'en-HK').send(requestBody(cat));
    expect(res.status).toBe(200);
    const view = res.body.data.request;
    expect(view).toMatchObject({
      state: 'open',
      is_closed: false,
      description: 'Kitchen pipe leaking under the sink',
      time_slots: [2, 3],
      preferred_dates: ['2030-01-15'],
    });
    expect(view.district).toMatchObject({ slug: 'wan-chai' });
    expect(view.fields).toMatchObject({ issue_type: 'leak', rooms: ['kitchen'], district: 'wan-chai' });
    expect(view.answers.map((a: { field_key: string }) => a.field_key)).toEqual([
      'issue_type',
      'rooms',
      'district',
      'preferred_date',
      'budget',
      'details',
    ]);
    expect(view.answers[0]).toMatchObject({ label_en: 'What is the issue?', display_zh: '漏水', display_en: 'Leak' });
    expect(view.public_hash).toEqual(expect.any(String));
    const bid = await ctx.deps.db.one('SELECT * FROM quote_bids WHERE quote_request_id = $1 AND quote_service_id = $2', [
      view.quote_request_id,
      pro.serviceId,
    ]);
    expect(bid).toMatchObject({ quote_status_id: 1, quote_sent_on: null });
    const note = await ctx.deps.db.one('SELECT type, params FROM notifications WHERE user_id = $1', [pro.user.id]);
    expect(note).toMatchObject({ type: 'new_lead', params: { category_en: 'Plumbing', district_zh: '灣仔' } });
    expect((await ctx.deps.db.one('SELECT language FROM users WHERE id = $1', [consumer.user.id]))!.language).toBe('en-HK');
    const act = await ctx.deps.db.one(`SELECT type FROM activities WHERE quote_request_id = $1 AND type = 'create'`, [
      view.quote_request_id,
    ]);
    expect(act).toBeTruthy();
    await ctx.deps.background!.idle();
    const mails = fs.readdirSync(path.join(ctx.dataDir, 'outbox', 'mail')).filter((f) => f.endsWith('new_lead.eml'));
    expect(mails.length).toBeGreaterThanOrEqual(1);
  });

  it('when a required answer is missing or an option is unknown, then 400 with per-answer field errors and nothing is stored', async () => {
    const consumer = await createConsumer(ctx);
    const body = requestBody(cat, { answers: { issue_type: 'flood', rooms: ['kitchen'], preferred_date: '2030-02-30', extra: 'x' } });
    const res = await api(consumer.agent).call(requestsContract.post).set('Accept-Language', 'en-HK').send(body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation');
    expect(res.body.error.details.fields).toMatchObject({
      'answers.issue_type': 'Choose one of the options',
      'answers.preferred_date': 'Enter a valid date',
      'answers.budget': 'Required',
      'answers.extra': expect.any(String),
    });
    expect(await ctx.deps.db.one('SELECT 1 FROM quote_requests WHERE user_id = $1', [consumer.user.id])).toBeUndefined();
  });

  it('when a time slot is outside 1..5 or the district is unknown, then 400', async () => {
    const consumer = await createConsumer(ctx);
    expect((await api(consumer.agent).call(requestsContract.post, { body: requestBody(cat, { time_slots: [6] }) })).status).toBe(400);
    const bad = await api(consumer.agent).call(requestsContract.post, { body: requestBody(cat, { district: 'atlantis' }) });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields.district).toBeDefined();
  });

  it('when the consumer phone is not verified, then 422 with code 614', async () => {
    const consumer = await createConsumer(ctx, { verified: false });
    const res = await api(consumer.agent).call(requestsContract.post, { body: requestBody(cat) });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe(614);
  });

  it('when the flag consumerPhoneVerification is off, then an unverified consumer may post', async () => {
    await withTestContext({ env: { FEATURE_FLAGS: 'consumerPhoneVerification=off' } }, async (other) => {
      const c2 = await createCatalog(other);
      const consumer = await signUp(other, 'consumer');
      expect((await api(consumer.agent).call(requestsContract.post, { body: requestBody(c2) })).status).toBe(200);
    });
  });

  it('when a visitor posts, then 401; when a pro-mode user posts, then 403', async () => {
    expect((await api(ctx.sifu.handler).call(requestsContract.post, { body: requestBody(cat) })).status).toBe(401);
    const pro = await signUp(ctx, 'pro');
    const res = await api(pro.agent).call(requestsContract.post, { body: requestBody(cat) });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('wrong_role');
  });

  it('when the body is urlencoded with answers as JSON, then it is accepted', async () => {
    const consumer = await createConsumer(ctx);
    const b = requestBody(cat);
    const res = await api(consumer.agent)
      .call(requestsContract.post)
      .type('form')
      .send({
        category: b.category,
        answers: JSON.stringify(b.answers),
        district: 'wan-chai',
        time_slots: '1,5',
        description: 'form body',
      });
    expect(res.status).toBe(200);
    expect(res.body.data.request.time_slots).toEqual([1, 5]);
  });

  it('when the category is unknown, then 404', async () => {
    const consumer = await createConsumer(ctx);
    expect((await api(consumer.agent).call(requestsContract.post, { body: requestBody(cat, { category: 'no-such-thing' }) })).status).toBe(
      404,
    );
  });
});

describe('matching', () => {
  it('when pros differ in coverage, then only public unpaused services covering category and district match, best first, up to match_limit', async () => {
    const c = await createCatalog(ctx, { matchLimit: 3 });
    const wc = c.districts['wan-chai'];
    const best = await createPro(ctx, c, { rating: 4.9, hiredCount: 10 });
    const second = await createPro(ctx, c, { rating: 4.9, hiredCount: 3 });
    const online = await createPro(ctx, c, { rating: 4.5, districts: [c.districts['islands']], overPhone: true });
    const studio = await createPro(ctx, c, { rating: 4.0, districts: [], travels: false, customerTravels: { baseDistrict: wc } });
    const elsewhere = await createPro(ctx, c, { rating: 5, districts: [c.districts['sha-tin']] });
    const hidden = await createPro(ctx, c, { rating: 5, isPublic: false });
    const paused = await createPro(ctx, c, { rating: 5, paused: true });
    const otherCat = await createPro(ctx, c, { rating: 5, categories: [c.otherCategoryId] });
    const consumer = await createConsumer(ctx);
    const { bids, body } = await postRequest(ctx, consumer, c);
    expect(body.matched_count).toBe(3);
    expect(bids.map((b) => b.quote_service_id)).toEqual([best.serviceId, second.serviceId, online.serviceId]);
    for (const p of [studio, elsewhere, hidden, paused, otherCat]) expect(bids.some((b) => b.quote_service_id === p.serviceId)).toBe(false);
  });

  it('when the consumer owns a matching service, then it is not matched to their own request', async () => {
    const c = await createCatalog(ctx);
    const selfPro = await createPro(ctx, c, { rating: 5 });
    await ctx.deps.db.query(`UPDATE users SET role = 'consumer', is_phone_confirmed = true WHERE id = $1`, [selfPro.user.id]);
    const { bids } = await postRequest(ctx, selfPro, c);
    expect(bids.some((b) => b.quote_service_id === selfPro.serviceId)).toBe(false);
  });

  it('when the customer travels to the pro, then the base district matches', async () => {
    const c = await createCatalog(ctx);
    const studio = await createPro(ctx, c, { districts: [], travels: false, customerTravels: { baseDistrict: c.districts['sha-tin'] } });
    const consumer = await createConsumer(ctx);
    const { bids } = await postRequest(ctx, consumer, c, { district: 'sha-tin' });
    expect(bids.map((b) => b.quote_service_id)).toEqual([studio.serviceId]);
  });
});

describe('matching: published services only, one slot for a new pro', () => {
  it('when a service covering the request has not been published (profile_ready), then it gets no lead', async () => {
    const c = await createCatalog(ctx, { matchLimit: 5 });
    const draft = await createPro(ctx, c, { rating: 5, ready: false });
    const published = await createPro(ctx, c, { rating: 3 });
    const { bids } = await postRequest(ctx, await createConsumer(ctx), c);
    expect(bids.map((b) => b.quote_service_id)).toEqual([published.serviceId]);
    expect(bids.some((b) => b.quote_service_id === draft.serviceId)).toBe(false);
  });

  it('when 5 better established pros cover the district and match_limit is 5, then a new pro still gets a slot and there are exactly 5 bids', async () => {
    const c = await createCatalog(ctx, { matchLimit: 5 });
    const established = [];
    for (const rating of [4.9, 4.8, 4.7, 4.6, 4.5]) established.push(await createPro(ctx, c, { rating, hiredCount: 20 }));
    const newcomer = await createPro(ctx, c, { rating: 0, hiredCount: 0, ready: 'new' });
    const { bids, body } = await postRequest(ctx, await createConsumer(ctx), c);
    expect(body.matched_count).toBe(5);
    expect(bids).toHaveLength(5);
    expect(bids.map((b) => b.quote_service_id).sort()).toEqual(
      [...established.slice(0, 4).map((p) => p.serviceId), newcomer.serviceId].sort(),
    );
  });

  /** Gives a service `n` leads on requests of another category. */
  async function addLeads(serviceId: number, n: number) {
    const other = await createCatalog(ctx);
    const consumer = await createConsumer(ctx);
    for (let i = 0; i < n; i++) {
      const r = await ctx.deps.db.one<{ id: number }>(
        `INSERT INTO quote_requests (user_id, quote_category_id, public_hash) VALUES ($1, $2, md5(random()::text)) RETURNING quote_request_id AS id`,
        [consumer.user.id, other.categoryId],
      );
      await ctx.deps.db.query('INSERT INTO quote_bids (quote_request_id, quote_service_id) VALUES ($1, $2)', [r!.id, serviceId]);
    }
  }

  it('when several new pros cover the request, then the one with the fewest leads gets the reserved slot', async () => {
    const c = await createCatalog(ctx, { matchLimit: 2 });
    const best = await createPro(ctx, c, { rating: 4.9 });
    await createPro(ctx, c, { rating: 4.8 });
    const busyNew = await createPro(ctx, c, { rating: 4.0, ready: 'new' });
    const quietNew = await createPro(ctx, c, { rating: 1.0, ready: 'new' });
    await addLeads(busyNew.serviceId, 2);
    const { bids } = await postRequest(ctx, await createConsumer(ctx), c);
    expect(bids.map((b) => b.quote_service_id).sort()).toEqual([best.serviceId, quietNew.serviceId].sort());
  });

  it('when a recently published pro already had 10 leads, then it is no longer new and competes best first', async () => {
    const c = await createCatalog(ctx, { matchLimit: 1 });
    const best = await createPro(ctx, c, { rating: 4.9 });
    const veteran = await createPro(ctx, c, { rating: 1.0, ready: 'new' });
    await addLeads(veteran.serviceId, 10);
    const { bids } = await postRequest(ctx, await createConsumer(ctx), c);
    expect(bids.map((b) => b.quote_service_id)).toEqual([best.serviceId]);
  });
});

describe('request lifecycle: get, list, edit, copy, close, reopen, archive', () => {
  it('when the owner reads and lists, then they see it; another consumer gets 404 and a visitor 401', async () => {
    const consumer = await createConsumer(ctx);
    const { requestId } = await postRequest(ctx, consumer, cat);
    const got = await api(consumer.agent).call(requestsContract.request, { params: { id: requestId } });
    expect(got.status).toBe(200);
    expect(got.body.data.quote_request_id).toBe(requestId);
    const list = await api(consumer.agent).call(requestsContract.list, { params: { page: 1 } });
    expect(list.status).toBe(200);
    expect(list.body.data).toMatchObject({ page: 1, page_size: 10, total: 1 });
    const stranger = await createConsumer(ctx);
    expect((await api(stranger.agent).call(requestsContract.request, { params: { id: requestId } })).status).toBe(404);
    expect((await api(ctx.sifu.handler).call(requestsContract.request, { params: { id: requestId } })).status).toBe(401);
    expect((await api(consumer.agent).call(requestsContract.list, { params: { page: 'x' } })).status).toBe(400);
  });

  it('when the owner edits an open request, then the fields change; others get 404', async () => {
    const consumer = await createConsumer(ctx);
    const { requestId } = await postRequest(ctx, consumer, cat);
    const res = await api(consumer.agent).call(requestsContract.edit, {
      params: { id: requestId },
      body: { description: 'Now also the bathroom', time_slots: [5] },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ description: 'Now also the bathroom', time_slots: [5] });
    const viaBody = await api(consumer.agent).call(requestsContract.editByBody, {
      body: { quote_request_id: requestId, answers: { ...requestBody(cat).answers, issue_type: 'blocked' } },
    });
    expect(viaBody.status).toBe(200);
    expect(viaBody.body.data.fields.issue_type).toBe('blocked');
    const stranger = await createConsumer(ctx);
    expect((await api(stranger.agent).call(requestsContract.edit, { params: { id: requestId }, body: { description: 'x' } })).status).toBe(
      404,
    );
  });

  it('when the owner closes, then open bids move to Archived 9, edit is refused, and reopen restores them', async () => {
    const c = await createCatalog(ctx);
    const pro = await createPro(ctx, c);
    const consumer = await createConsumer(ctx);
    const { requestId, bids } = await postRequest(ctx, consumer, c);
    const closed = await api(consumer.agent).call(requestsContract.close, { params: { id: requestId } });
    expect(closed.status).toBe(200);
    expect(closed.body.data).toMatchObject({ is_closed: true, state: 'closed' });
    expect(
      (await ctx.deps.db.one('SELECT quote_status_id FROM quote_bids WHERE quote_bid_id = $1', [bids[0].quote_bid_id]))!.quote_status_id,
    ).toBe(9);
    const edit = await api(consumer.agent).call(requestsContract.edit, { params: { id: requestId }, body: { description: 'x' } });
    expect(edit.status).toBe(409);
    expect(edit.body.error.code).toBe('illegal_transition');
    expect((await api(consumer.agent).call(requestsContract.close, { params: { id: requestId } })).status).toBe(409);
    const reopened = await api(consumer.agent).call(requestsContract.reopen, { params: { id: requestId } });
    expect(reopened.body.data.state).toBe('open');
    expect(
      (await ctx.deps.db.one('SELECT quote_status_id FROM quote_bids WHERE quote_bid_id = $1', [bids[0].quote_bid_id]))!.quote_status_id,
    ).toBe(1);
    expect(pro).toBeTruthy();
  });

  it('when the owner archives, then it leaves the default list and shows with archived=1; a stranger gets 404', async () => {
    const consumer = await createConsumer(ctx);
    const { requestId } = await postRequest(ctx, consumer, cat);
    const stranger = await createConsumer(ctx);
    expect((await api(stranger.agent).call(requestsContract.archive, { params: { id: requestId } })).status).toBe(404);
    const res = await api(consumer.agent).call(requestsContract.archive, { params: { id: requestId } });
    expect(res.body.data).toMatchObject({ is_archived: true, is_closed: true, state: 'archived' });
    expect((await api(consumer.agent).call(requestsContract.list, { params: { page: 1 } })).body.data.total).toBe(0);
    expect((await api(consumer.agent).call(requestsContract.list, { params: { page: 1 }, query: { archived: '1' } })).body.data.total).toBe(
      1,
    );
    expect((await api(consumer.agent).call(requestsContract.reopen, { params: { id: requestId } })).status).toBe(409);
    // An action no declaration names: the router's own 404, so the path is written out.
    expect((await consumer.agent.post(`/api/quote_requests/change_status/explode/${requestId}`)).status).toBe(404);
  });

  it('when the owner copies a request, then a new request with the same content is matched again', async () => {
    const c = await createCatalog(ctx);
    await createPro(ctx, c);
    const consumer = await createConsumer(ctx);
    const { requestId } = await postRequest(ctx, consumer, c);
    const res = await api(consumer.agent).call(requestsContract.copy, { params: { id: requestId } });
    expect(res.status).toBe(200);
    expect(res.body.data.request.quote_request_id).not.toBe(requestId);
    expect(res.body.data.request).toMatchObject({ description: 'Kitchen pipe leaking under the sink', recommend_source: 'copy' });
    expect(res.body.data.matched_count).toBe(1);
    const stranger = await createConsumer(ctx);
    expect((await api(stranger.agent).call(requestsContract.copy, { params: { id: requestId } })).status).toBe(404);
  });
});
