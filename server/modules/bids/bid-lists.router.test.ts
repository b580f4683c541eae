import { bidsContract } from '@shared/api/bids.contract';
import { chatContract } from '@shared/api/chat.contract';
import { urlOf } from '@shared/api/endpoint';
import { bidFor, createCatalog, createConsumer, createPro, flatQuote, postRequest } from '../../test/fixtures';
import { setUpTestContext, signUp } from '../../test/test-app';
import { api, endpointTitle } from '../../test/api';

const ctx = setUpTestContext();

/** One pro matched to four requests of different consumers. */
async function proWithLeads(n = 4) {
  const c = await createCatalog(ctx);
  const pro = await createPro(ctx, c);
  const consumers = [];
  const bidIds: number[] = [];
  const requestIds: number[] = [];
  for (let i = 0; i < n; i++) {
    const consumer = await createConsumer(ctx, { verified: i !== 3 });
    if (i === 3) await ctx.deps.db.query('UPDATE users SET is_phone_confirmed = true WHERE id = $1', [consumer.user.id]);
    const { bids, requestId } = await postRequest(ctx, consumer, c);
    if (i === 3) await ctx.deps.db.query('UPDATE users SET is_phone_confirmed = false WHERE id = $1', [consumer.user.id]);
    consumers.push(consumer);
    bidIds.push(bidFor(bids, pro.serviceId));
    requestIds.push(requestId);
  }
  return { c, pro, consumers, bidIds, requestIds };
}

const ids = (res: { body: { data: { items: Array<{ quote_bid_id: number }> } } }) =>
  res.body.data.items.map((b) => b.quote_bid_id).sort((a, b) => a - b);

describe(endpointTitle(bidsContract.leads), () => {
  it('when the pro filters leads, then each SPEC §4 filter returns the matching bids', async () => {
    const {
      pro,
      bidIds: [a, b, c, d],
    } = await proWithLeads();
    await api(pro.agent).call(bidsContract.markRead, { params: { id: a } });
    await api(pro.agent).call(bidsContract.sendQuote, { params: { id: b }, body: flatQuote() });
    await api(pro.agent).call(bidsContract.favorite, { params: { id: c }, body: { favorite: true } });
    await ctx.deps.db.query('UPDATE quote_bids SET discount_percent = 30 WHERE quote_bid_id = $1', [c]);
    const get = (f: string) => api(pro.agent).call(bidsContract.leads, { query: { filter: f } });
    expect(ids(await get('all'))).toEqual([a, b, c, d]);
    expect(ids(await get('8'))).toEqual([a, b, c, d]);
    expect(ids(await get('read'))).toEqual([a]);
    expect(ids(await get('notread'))).toEqual([b, c, d]);
    expect(ids(await get('quoted'))).toEqual([b]);
    expect(ids(await get('9'))).toEqual([b]);
    expect(ids(await get('notquoted'))).toEqual([a, c, d]);
    expect(ids(await get('13'))).toEqual([a, c, d]);
    expect(ids(await get('favorite'))).toEqual([c]);
    expect(ids(await get('discount'))).toEqual([c]);
    expect(ids(await get('phoneonly'))).toEqual([a, b, c]);
    const page = (await get('all')).body.data;
    expect(page).toMatchObject({ page: 1, page_size: 20, total: 4, total_pages: 1 });
    const lead = page.items.find((x: { quote_bid_id: number }) => x.quote_bid_id === a);
    expect(lead).toMatchObject({ is_provider_readed: true, viewer: 'pro', quote_fee: 20, consumer: { phone: null } });
    expect(lead.provider_last_read_on).not.toBeNull();
    expect((await get('bogus')).status).toBe(400);
  });

  it('when a consumer or a visitor asks for leads, then 403 and 401', async () => {
    const consumer = await createConsumer(ctx);
    expect((await api(consumer.agent).call(bidsContract.leads)).status).toBe(403);
    expect((await api(ctx.sifu.handler).call(bidsContract.leads)).status).toBe(401);
  });

  it('when the pro passes a lead, then it is hidden (6) from leads and works; interest brings it back', async () => {
    const {
      pro,
      bidIds: [a],
    } = await proWithLeads(1);
    const pass = await api(pro.agent).call(bidsContract.pass, { params: { id: a } });
    expect(pass.body.data).toMatchObject({ quote_status_id: 6, is_interested: false });
    expect(ids(await api(pro.agent).call(bidsContract.leads))).toEqual([]);
    expect(ids(await api(pro.agent).call(bidsContract.works))).toEqual([]);
    const back = await api(pro.agent).call(bidsContract.toggleInterest, { params: { id: a } });
    expect(back.body.data).toMatchObject({ quote_status_id: 1, is_interested: true });
  });

  it('when the pro accepts or declines a narrowed lead, then narrow_status is 2 or 3 (decline also hides it)', async () => {
    const {
      pro,
      bidIds: [a, b],
    } = await proWithLeads(2);
    await ctx.deps.db.query('UPDATE quote_bids SET narrow_status = 1 WHERE quote_bid_id = ANY($1::int[])', [[a, b]]);
    expect((await api(pro.agent).call(bidsContract.acceptNarrow, { params: { id: a } })).body.data.narrow_status).toBe(2);
    expect((await api(pro.agent).call(bidsContract.declineNarrow, { params: { id: b } })).body.data).toMatchObject({
      narrow_status: 3,
      quote_status_id: 6,
    });
    expect((await api(pro.agent).call(bidsContract.acceptNarrow, { params: { id: a } })).status).toBe(409);
  });
});

describe(`${endpointTitle(bidsContract.works)} and inbox`, () => {
  it('when the pro filters works by status, then SPEC §4 maps apply and archived ones show only under Completed', async () => {
    const {
      pro,
      consumers,
      bidIds: [sent, quoted, hired, archived],
    } = await proWithLeads();
    for (const id of [quoted, hired, archived]) await api(pro.agent).call(bidsContract.sendQuote, { params: { id }, body: flatQuote() });
    await api(consumers[2].agent).call(bidsContract.hire, { params: { id: hired }, body: { date: '2030-02-01', time: '09:00' } });
    await api(pro.agent).call(bidsContract.archive, { params: { id: archived } });
    const works = (f: string) => pro.agent.get(`${urlOf(bidsContract.works)}?${f}`);
    expect(ids(await works('filter=Send'))).toEqual([sent]);
    expect(ids(await works('filter=InProgress'))).toEqual([quoted]);
    expect(ids(await works('filter=Waiting'))).toEqual([quoted, hired]);
    expect(ids(await works('filter=Work'))).toEqual([hired]);
    expect(ids(await works('filter=Completed'))).toEqual([archived]);
    expect(ids(await works('inbox=7'))).toEqual([hired]);
    expect(ids(await works('inbox=4'))).toEqual([sent]);
    expect(ids(await works('filter=Search&q=Kitchen'))).toEqual([quoted, hired]);
    expect((await works('filter=Nope')).status).toBe(400);
    const unarchive = await api(pro.agent).call(bidsContract.unarchive, { params: { id: archived } });
    expect(unarchive.body.data.is_provider_archived).toBe(false);
  });

  it('when each side reads its inbox, then the pro sees its conversations, leads under 4, and the consumer only quoted ones', async () => {
    const {
      pro,
      consumers,
      bidIds: [a, b],
    } = await proWithLeads(2);
    await api(pro.agent).call(bidsContract.sendQuote, { params: { id: a }, body: flatQuote() });
    expect(ids(await api(pro.agent).call(bidsContract.inbox, { query: { filter: '1' } }))).toEqual([a]);
    expect(ids(await api(pro.agent).call(bidsContract.inbox, { query: { filter: '4' } }))).toEqual([b]);
    expect(ids(await api(pro.agent).call(bidsContract.inbox, { query: { filter: '2' } }))).toEqual([a]);
    expect(ids(await api(consumers[0].agent).call(bidsContract.inbox, { query: { filter: '1' } }))).toEqual([a]);
    expect(ids(await api(consumers[1].agent).call(bidsContract.inbox, { query: { filter: '1' } }))).toEqual([]);
    await api(consumers[0].agent).call(chatContract.send, { params: { bidId: a }, body: { message: '幾時得閒？' } });
    const unread = await api(pro.agent).call(bidsContract.inbox, { query: { filter: '5' } });
    expect(ids(unread)).toEqual([a]);
    expect(unread.body.data.items[0].last_message).toMatchObject({ body: '幾時得閒？', is_mine: false });
  });

  it('when the pro filters and searches the inbox, then favourites (6), hired (7) and archived (3) are separate, and names are searched with privacy', async () => {
    const {
      pro,
      consumers,
      bidIds: [a, b, c],
    } = await proWithLeads(3);
    const db = ctx.deps.db;
    await db.query(`UPDATE users SET first_name = 'Mei', last_name = 'Zhangsecret' WHERE id = $1`, [consumers[1].user.id]);
    for (const id of [a, b, c])
      expect((await api(pro.agent).call(bidsContract.sendQuote, { params: { id }, body: flatQuote() })).status).toBe(200);
    await db.query(`UPDATE quote_bids SET provider_tag = 'favorite' WHERE quote_bid_id = $1`, [a]);
    await db.query(`UPDATE quote_bids SET quote_status_id = 3, hired_on = now() WHERE quote_bid_id = $1`, [b]);
    await db.query(`UPDATE quote_bids SET is_provider_archived = true WHERE quote_bid_id = $1`, [c]);
    expect(ids(await api(pro.agent).call(bidsContract.inbox, { query: { filter: '1' } }))).toEqual([a, b]);
    expect(ids(await api(pro.agent).call(bidsContract.inbox, { query: { filter: '6' } }))).toEqual([a]);
    expect(ids(await api(pro.agent).call(bidsContract.inbox, { query: { filter: '7' } }))).toEqual([b]);
    expect(ids(await api(pro.agent).call(bidsContract.inbox, { query: { filter: '3' } }))).toEqual([c]);
    expect(ids(await api(pro.agent).call(bidsContract.inbox, { query: { filter: '1', q: 'mei' } }))).toEqual([b]);
    expect(ids(await api(pro.agent).call(bidsContract.inbox, { query: { filter: '1', q: 'zhangsecret' } }))).toEqual([b]);
    expect(ids(await pro.agent.get(`${urlOf(bidsContract.inbox)}?filter=1&q=%25`))).toEqual([]);
    // Before a quote the last name is not searchable: it would tell the pro who the customer is.
    const fresh = await proWithLeads(1);
    await db.query(`UPDATE users SET last_name = 'Hiddenname' WHERE id = $1`, [fresh.consumers[0].user.id]);
    expect(ids(await api(fresh.pro.agent).call(bidsContract.inbox, { query: { filter: '4', q: 'hiddenname' } }))).toEqual([]);
    expect(ids(await api(fresh.pro.agent).call(bidsContract.inbox, { query: { filter: '4' } }))).toEqual(fresh.bidIds);
    // Someone else's bids never appear.
    expect(ids(await api(fresh.pro.agent).call(bidsContract.inbox, { query: { filter: '1', q: 'mei' } }))).toEqual([]);
  });
});

describe('a bid and the quotes of a request', () => {
  it('when the consumer compares quotes, then only quoted bids show with the pro rating and hires; a stranger gets 404', async () => {
    const c = await createCatalog(ctx);
    const p1 = await createPro(ctx, c, { rating: 4.8, hiredCount: 12 });
    const p2 = await createPro(ctx, c, { rating: 4.1 });
    const consumer = await createConsumer(ctx);
    const { requestId, bids } = await postRequest(ctx, consumer, c);
    await api(p1.agent).call(bidsContract.sendQuote, { params: { id: bidFor(bids, p1.serviceId) }, body: flatQuote(700) });
    const res = await api(consumer.agent).call(bidsContract.requestQuotes, { params: { id: requestId } });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({
      rating_type: 'flat',
      flat_rate_at: 700,
      viewer: 'consumer',
      service: { rating: 4.8, hired_count: 12, business_name_en: 'Test Plumbing' },
    });
    expect(res.body.data[0].quote_fee).toBeUndefined();
    expect(res.body.data[0].available_actions).toEqual(['read', 'hired', 'self_hire', 'reject']);
    expect((await api(consumer.agent).call(bidsContract.bid, { params: { id: bidFor(bids, p2.serviceId) } })).status).toBe(404);
    const stranger = await createConsumer(ctx);
    expect((await api(stranger.agent).call(bidsContract.requestQuotes, { params: { id: requestId } })).status).toBe(404);
    expect((await api(stranger.agent).call(bidsContract.bid, { params: { id: bidFor(bids, p1.serviceId) } })).status).toBe(404);
  });

  it('when the pro opens a lead, then it carries the labelled answers and the consumer phone only after quoting', async () => {
    const {
      pro,
      bidIds: [a],
    } = await proWithLeads(1);
    const before = await api(pro.agent).call(bidsContract.bid, { params: { id: a } });
    expect(before.body.data.request.answers.map((x: { field_key: string }) => x.field_key)).toContain('issue_type');
    expect(before.body.data.consumer.phone).toBeNull();
    await api(pro.agent).call(bidsContract.sendQuote, { params: { id: a }, body: flatQuote() });
    expect((await api(pro.agent).call(bidsContract.bid, { params: { id: a } })).body.data.consumer.phone).toBe('+85291234567');
  });

  it('when read flags are set by each side, then unread_count follows', async () => {
    const {
      pro,
      consumers,
      bidIds: [a],
    } = await proWithLeads(1);
    const start = (await api(pro.agent).call(bidsContract.unreadCount)).body.data;
    expect(start.unread_leads).toBe(1);
    await api(pro.agent).call(bidsContract.markRead, { params: { id: a } });
    await api(pro.agent).call(bidsContract.sendQuote, { params: { id: a }, body: flatQuote() });
    expect((await api(pro.agent).call(bidsContract.unreadCount)).body.data.unread_leads).toBe(0);
    expect((await api(consumers[0].agent).call(bidsContract.unreadCount)).body.data.unread_quotes).toBe(1);
    const read = await api(consumers[0].agent).call(bidsContract.markRead, { params: { id: a } });
    expect(read.body.data).toMatchObject({ is_requestor_readed: true });
    expect(read.body.data.requestor_last_read_on).not.toBeNull();
    expect((await api(consumers[0].agent).call(bidsContract.unreadCount)).body.data.unread_quotes).toBe(0);
    expect((await api(ctx.sifu.handler).call(bidsContract.unreadCount)).status).toBe(401);
  });

  it('when another pro sets the favourite tag, then 404', async () => {
    const {
      bidIds: [a],
    } = await proWithLeads(1);
    const other = await signUp(ctx, 'pro');
    expect((await api(other.agent).call(bidsContract.favorite, { params: { id: a }, body: { favorite: true } })).status).toBe(404);
  });
});
