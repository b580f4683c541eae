import { bidsContract } from '@shared/api/bids.contract';
import { createConsumer, createPro, flatQuote, postRequest, bidFor, quotedLead } from '../../test/fixtures';
import { setUpTestContext } from '../../test/test-app';
import { api, endpointTitle } from '../../test/api';

const ctx = setUpTestContext();

/** A quoted lead the consumer hired and the pro marked completed (WorkCompleted 4). */
async function finishedJob() {
  const s = await quotedLead(ctx);
  const hire = await api(s.consumer.agent).call(bidsContract.hire, {
    params: { id: s.bidId },
    body: { date: '2030-01-20', time: '10:30' },
  });
  if (hire.status !== 200) throw new Error(JSON.stringify(hire.body));
  const done = await api(s.pro.agent).call(bidsContract.complete, { params: { id: s.bidId } });
  if (done.status !== 200) throw new Error(JSON.stringify(done.body));
  return s;
}

const ids = (res: { body: { data: { items: Array<{ quote_bid_id: number }> } } }) => res.body.data.items.map((b) => b.quote_bid_id);

describe(endpointTitle(bidsContract.toReview), () => {
  it('when a job of the consumer is finished, then it waits for their review until they post one, and only theirs show', async () => {
    const s = await finishedJob();
    const other = await finishedJob();
    const res = await api(s.consumer.agent).call(bidsContract.toReview);
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([s.bidId]);
    expect(res.body.data).toMatchObject({ page: 1, page_size: 20, total: 1, total_pages: 1 });
    expect(res.body.data.items[0]).toMatchObject({ quote_status_id: 4, viewer: 'consumer', is_reviewed: false });
    expect(res.body.data.items[0].available_actions).toContain('reviews');
    // A page past the end is empty.
    const page2 = await api(s.consumer.agent).call(bidsContract.toReview, { query: { page: 2 } });
    expect(page2.body.data).toMatchObject({ items: [], page: 2 });

    const review = await api(s.consumer.agent).call(bidsContract.review, { params: { id: s.bidId }, body: { score: 5, note: '好快手' } });
    expect(review.status).toBe(200);
    expect(ids(await api(s.consumer.agent).call(bidsContract.toReview))).toEqual([]);
    expect(ids(await api(other.consumer.agent).call(bidsContract.toReview))).toEqual([other.bidId]);
  });

  it('when a job is only hired, quoted or a lead, then it does not wait for a review', async () => {
    const s = await quotedLead(ctx);
    expect(ids(await api(s.consumer.agent).call(bidsContract.toReview))).toEqual([]);
    await api(s.consumer.agent).call(bidsContract.hire, { params: { id: s.bidId }, body: { date: '2030-01-20', time: '10:30' } });
    expect(ids(await api(s.consumer.agent).call(bidsContract.toReview))).toEqual([]);
  });

  it('when a pro or a visitor asks, then 403 and 401', async () => {
    const s = await finishedJob();
    expect((await api(s.pro.agent).call(bidsContract.toReview)).status).toBe(403);
    expect((await api(ctx.sifu.handler).call(bidsContract.toReview)).status).toBe(401);
  });
});

describe(endpointTitle(bidsContract.requestCase), () => {
  it('when the pro has a bid on the request, then the case is their bid with the answers and photos', async () => {
    const s = await quotedLead(ctx);
    const res = await api(s.pro.agent).call(bidsContract.requestCase, { params: { id: s.requestId } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ quote_bid_id: s.bidId, quote_request_id: s.requestId, viewer: 'pro', quote_status_id: 2 });
    expect(res.body.data.request.answers.length).toBeGreaterThan(0);
  });

  it('when another pro, the request’s consumer, or a visitor asks, then 404, 403 and 401', async () => {
    const s = await quotedLead(ctx);
    // Another pro matched to another request of the same catalogue: a bid, but not on this request.
    const otherPro = await createPro(ctx, s.cat);
    const otherConsumer = await createConsumer(ctx);
    const { bids } = await postRequest(ctx, otherConsumer, s.cat);
    expect(bidFor(bids, otherPro.serviceId)).toBeGreaterThan(0);
    expect((await api(otherPro.agent).call(bidsContract.requestCase, { params: { id: s.requestId } })).status).toBe(404);
    expect((await api(s.pro.agent).call(bidsContract.requestCase, { params: { id: 999_999_999 } })).status).toBe(404);
    expect((await api(s.consumer.agent).call(bidsContract.requestCase, { params: { id: s.requestId } })).status).toBe(403);
    expect((await api(ctx.sifu.handler).call(bidsContract.requestCase, { params: { id: s.requestId } })).status).toBe(401);
    // The pro's own bid stays theirs after sending a quote again.
    await api(s.pro.agent).call(bidsContract.editQuote, { params: { id: s.bidId }, body: flatQuote(900) });
    expect((await api(s.pro.agent).call(bidsContract.requestCase, { params: { id: s.requestId } })).body.data.quote_bid_id).toBe(s.bidId);
  });
});
