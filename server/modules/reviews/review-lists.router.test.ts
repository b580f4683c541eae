import { bidsContract } from '@shared/api/bids.contract';
import { reviewsContract } from '@shared/api/reviews.contract';
import { serviceEditorContract } from '@shared/api/service-editor.contract';
import { createConsumer, quotedLead } from '../../test/fixtures';
import { setUpTestContext } from '../../test/test-app';
import { api, endpointTitle } from '../../test/api';

const ctx = setUpTestContext();

/** A finished job the consumer reviewed through the dashboard. */
async function reviewedJob(score = 4) {
  const s = await quotedLead(ctx);
  await api(s.consumer.agent).call(bidsContract.hire, { params: { id: s.bidId }, body: { date: '2030-01-20', time: '10:30' } });
  await api(s.pro.agent).call(bidsContract.complete, { params: { id: s.bidId } });
  const res = await api(s.consumer.agent).call(bidsContract.review, { params: { id: s.bidId }, body: { score, note: '準時，做嘢乾淨' } });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  const { id } = (await ctx.deps.db.one<{ id: number }>('SELECT id FROM reviews WHERE quote_bid_id = $1', [s.bidId]))!;
  return { ...s, reviewId: id };
}

/** `n` more reviews of the service written by the user (straight into the table: only the listing is under test). */
async function addReviews(serviceId: number, userId: number | null, n: number) {
  for (let i = 0; i < n; i++) {
    await ctx.deps.db.query(
      `INSERT INTO reviews (quote_service_id, user_id, reviewer_name, score, note, created) VALUES ($1, $2, '陳**', 5, $3, now() - make_interval(days => $4))`,
      [serviceId, userId, `第${i}個評價`, i + 1],
    );
  }
}

describe(endpointTitle(reviewsContract.mine), () => {
  it('when the consumer has posted reviews, then they are listed newest first, 20 a page, with the job and the pro’s reply', async () => {
    const s = await reviewedJob();
    await addReviews(s.pro.serviceId, s.consumer.user.id, 20);
    const other = await reviewedJob();
    const first = await api(s.consumer.agent).call(reviewsContract.mine, { query: { lng: 'en-HK' } });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ page: 1, page_size: 20, total: 21, total_pages: 2 });
    expect(first.body.data.items).toHaveLength(20);
    expect(first.body.data.items[0]).toMatchObject({
      id: s.reviewId,
      quote_bid_id: s.bidId,
      score: 4,
      note: '準時，做嘢乾淨',
      reply: '',
      service: { quote_service_id: s.pro.serviceId, business_name: 'Test Plumbing' },
    });
    const second = await api(s.consumer.agent).call(reviewsContract.mine, { query: { page: 2 } });
    expect(second.body.data.items).toHaveLength(1);
    expect(second.body.data.items[0].quote_bid_id).toBeNull();
    expect(JSON.stringify([first.body.data.items, second.body.data.items])).not.toContain(`"id":${other.reviewId},`);
    // The pro replies: the consumer's list shows the reply.
    await api(s.pro.agent).call(serviceEditorContract.replyReview, {
      params: { id: s.pro.serviceId, reviewId: s.reviewId },
      body: { comment: '多謝支持！' },
    });
    const after = await api(s.consumer.agent).call(reviewsContract.mine);
    expect(after.body.data.items[0]).toMatchObject({ id: s.reviewId, reply: '多謝支持！' });
  });

  it('when a consumer has posted none, a pro or a visitor asks, then empty, 403 and 401', async () => {
    const fresh = await createConsumer(ctx);
    expect((await api(fresh.agent).call(reviewsContract.mine)).body.data).toMatchObject({ items: [], total: 0 });
    const s = await reviewedJob();
    expect((await api(s.pro.agent).call(reviewsContract.mine)).status).toBe(403);
    expect((await api(ctx.sifu.handler).call(reviewsContract.mine)).status).toBe(401);
  });
});

describe(endpointTitle(reviewsContract.received), () => {
  it('when the pro’s services have reviews, then only theirs are listed, 20 a page, and unreplied=1 leaves out the replied ones', async () => {
    const s = await reviewedJob(5);
    await addReviews(s.pro.serviceId, null, 20);
    const other = await reviewedJob();
    const first = await api(s.pro.agent).call(reviewsContract.received, { query: { lng: 'zh-HK' } });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ page: 1, page_size: 20, total: 21, total_pages: 2 });
    expect(first.body.data.items[0]).toMatchObject({
      id: s.reviewId,
      score: 5,
      comment: '',
      replied_on: null,
      service: { quote_service_id: s.pro.serviceId, business_name: '測試水喉' },
    });
    const all = [
      ...first.body.data.items,
      ...(await api(s.pro.agent).call(reviewsContract.received, { query: { page: 2 } })).body.data.items,
    ];
    expect(all.map((r: { id: number }) => r.id)).not.toContain(other.reviewId);
    expect(all).toHaveLength(21);

    await api(s.pro.agent).call(serviceEditorContract.replyReview, {
      params: { id: s.pro.serviceId, reviewId: s.reviewId },
      body: { comment: '多謝支持！' },
    });
    const unreplied = await api(s.pro.agent).call(reviewsContract.received, { query: { unreplied: '1' } });
    expect(unreplied.body.data.total).toBe(20);
    expect(unreplied.body.data.items.map((r: { id: number }) => r.id)).not.toContain(s.reviewId);
    const replied = (await api(s.pro.agent).call(reviewsContract.received)).body.data.items[0];
    expect(replied).toMatchObject({ id: s.reviewId, comment: '多謝支持！' });
    expect(replied.replied_on).not.toBeNull();
  });

  it('when a service is archived, then its reviews leave the list; a consumer and a visitor get 403 and 401', async () => {
    const s = await reviewedJob();
    await ctx.deps.db.query('UPDATE quote_services SET is_archived = true WHERE quote_service_id = $1', [s.pro.serviceId]);
    expect((await api(s.pro.agent).call(reviewsContract.received)).body.data).toMatchObject({ items: [], total: 0 });
    expect((await api(s.consumer.agent).call(reviewsContract.received)).status).toBe(403);
    expect((await api(ctx.sifu.handler).call(reviewsContract.received)).status).toBe(401);
  });
});
