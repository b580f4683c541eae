/** Fair lead fees: unread quotes and duplicate or invalid requests give the fee back, exactly once. */
import { bidsContract } from '@shared/api/bids.contract';
import { requestsContract } from '@shared/api/requests.contract';
import { systemContract } from '@shared/api/system.contract';
import { setUpTestContext } from '../../test/test-app';
import { bidFor, bidRow, createCatalog, createConsumer, createPro, createStaff, flatQuote, postRequest } from '../../test/fixtures';
import { withAdapterDefaults } from '../../lib/adapters';
import { refundUnreadQuoteFees } from './fee-refunds.service';
import { api, endpointTitle } from '../../test/api';

const ctx = setUpTestContext();

async function quoted(o: { fee?: number; balance?: number; pros?: number } = {}) {
  const cat = await createCatalog(ctx, { fee: o.fee ?? 30 });
  const pros = [];
  for (let i = 0; i < (o.pros ?? 1); i++) pros.push(await createPro(ctx, cat, { balance: o.balance ?? 100 }));
  const consumer = await createConsumer(ctx);
  const { requestId, bids } = await postRequest(ctx, consumer, cat);
  const bidIds = [];
  for (const pro of pros) {
    const bidId = bidFor(bids, pro.serviceId);
    const res = await api(pro.agent).call(bidsContract.sendQuote, { params: { id: bidId }, body: flatQuote() });
    expect(res.status).toBe(200);
    bidIds.push(bidId);
  }
  return { pros, consumer, requestId, bidIds, pro: pros[0], bidId: bidIds[0] };
}

const balanceOf = async (userId: number) =>
  (await ctx.deps.db.one<{ balance: number }>('SELECT balance FROM wallets WHERE user_id = $1', [userId]))!.balance;
const ageQuote = (bidId: number, hours: number) =>
  ctx.deps.db.query(`UPDATE quote_bids SET quote_sent_on = now() - make_interval(hours => $2) WHERE quote_bid_id = $1`, [bidId, hours]);
const refunds = (userId: number) =>
  ctx.deps.db.many<{ amount: number; description: string; quote_bid_id: number }>(
    'SELECT amount, description, quote_bid_id FROM wallet_transactions WHERE user_id = $1 AND type = 15',
    [userId],
  );

describe('quotes not opened within 48 hours', () => {
  it('when the consumer has not opened the quote for 48 hours, then the fee is refunded once with its reason and the activity refund', async () => {
    const { pro, bidId } = await quoted();
    expect(await balanceOf(pro.user.id)).toBe(70);
    await ageQuote(bidId, 47);
    expect(await refundUnreadQuoteFees(withAdapterDefaults(ctx.deps))).toBe(0);
    await ageQuote(bidId, 49);
    const runs = await Promise.all(Array.from({ length: 5 }, () => refundUnreadQuoteFees(withAdapterDefaults(ctx.deps))));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await balanceOf(pro.user.id)).toBe(100);
    expect(await refunds(pro.user.id)).toEqual([{ amount: 30, description: 'quote_fee_refund:unread_48h', quote_bid_id: bidId }]);
    expect((await bidRow(ctx, bidId)).fee_refunded_on).not.toBeNull();
    const activity = await ctx.deps.db.many(`SELECT meta FROM activities WHERE quote_bid_id = $1 AND type = 'refund'`, [bidId]);
    expect(activity).toEqual([{ meta: { amount: 30, reason: 'unread_48h' } }]);
    expect(await refundUnreadQuoteFees(withAdapterDefaults(ctx.deps))).toBe(0);
  });

  it('when the consumer opened the quote, or hired the pro, then nothing is refunded after 48 hours', async () => {
    const a = await quoted();
    await api(a.consumer.agent).call(bidsContract.markRead, { params: { id: a.bidId }, body: {} });
    await ageQuote(a.bidId, 72);
    const b = await quoted();
    await ctx.deps.db.query('UPDATE quote_bids SET quote_status_id = 3 WHERE quote_bid_id = $1', [b.bidId]);
    await ageQuote(b.bidId, 72);
    await refundUnreadQuoteFees(withAdapterDefaults(ctx.deps));
    expect(await refunds(a.pro.user.id)).toEqual([]);
    expect(await refunds(b.pro.user.id)).toEqual([]);
    expect(await balanceOf(a.pro.user.id)).toBe(70);
  });
});

describe('requests closed as a duplicate or invalid', () => {
  it('when the consumer closes the request as a duplicate, then every pro who paid gets the fee back at once', async () => {
    const { pros, consumer, requestId } = await quoted({ pros: 2 });
    const res = await api(consumer.agent).call(requestsContract.close, { params: { id: requestId }, body: { reason: 'duplicate' } });
    expect(res.status).toBe(200);
    for (const pro of pros) {
      expect(await balanceOf(pro.user.id)).toBe(100);
      expect((await refunds(pro.user.id))[0]).toMatchObject({ amount: 30, description: 'quote_fee_refund:request_duplicate' });
    }
    const row = await ctx.deps.db.one('SELECT close_reason FROM quote_requests WHERE quote_request_id = $1', [requestId]);
    expect(row).toEqual({ close_reason: 'duplicate' });
  });

  it('when the consumer closes for another reason, then no fee is refunded; an unknown reason is a 400', async () => {
    const { pro, consumer, requestId } = await quoted();
    expect(
      (await api(consumer.agent).call(requestsContract.close, { params: { id: requestId }, body: { reason: 'cheaper' } })).status,
    ).toBe(400);
    expect(
      (await api(consumer.agent).call(requestsContract.close, { params: { id: requestId }, body: { reason: 'hired_elsewhere' } })).status,
    ).toBe(200);
    expect(await refunds(pro.user.id)).toEqual([]);
  });
});

describe('free credit', () => {
  it('when a fee paid from free credit is refunded, then the free credit comes back to its grant, not as purchased credit', async () => {
    const cat = await createCatalog(ctx, { fee: 30 });
    const p = await createPro(ctx, cat, { balance: 0 });
    await ctx.deps.db.query(
      `WITH g AS (INSERT INTO credit_grants (user_id, source, amount, remaining, expires_at) VALUES ($1, 'coupon', 50, 50, now() + interval '10 days') RETURNING id)
       UPDATE wallets SET balance = 80 WHERE user_id = $1`,
      [p.user.id],
    );
    const consumer = await createConsumer(ctx);
    const { bids } = await postRequest(ctx, consumer, cat);
    const id = bidFor(bids, p.serviceId);
    expect((await api(p.agent).call(bidsContract.sendQuote, { params: { id }, body: flatQuote() })).status).toBe(200);
    const grant = () => ctx.deps.db.one<{ remaining: number }>('SELECT remaining FROM credit_grants WHERE user_id = $1', [p.user.id]);
    expect(await grant()).toEqual({ remaining: 20 });
    await ageQuote(id, 49);
    await refundUnreadQuoteFees(withAdapterDefaults(ctx.deps));
    expect(await grant()).toEqual({ remaining: 50 });
    expect(await balanceOf(p.user.id)).toBe(80);
  });
});

describe(endpointTitle(systemContract.runSweep), () => {
  it('when an operator runs the refund sweep now, then due fees are refunded; a pro, a visitor and an unknown job are refused', async () => {
    const { pro, bidId } = await quoted();
    await ageQuote(bidId, 49);
    expect((await api(pro.agent).call(systemContract.runSweep, { params: { name: 'quote-fee-refunds' }, body: {} })).status).toBe(404);
    expect((await api(ctx.sifu.handler).call(systemContract.runSweep, { params: { name: 'quote-fee-refunds' }, body: {} })).status).toBe(
      401,
    );
    const ops = await createStaff(ctx);
    expect((await api(ops.agent).call(systemContract.runSweep, { params: { name: 'no-such-job' }, body: {} })).status).toBe(404);
    const res = await api(ops.agent).call(systemContract.runSweep, { params: { name: 'quote-fee-refunds' }, body: {} });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ job: 'quote-fee-refunds', count: 1 });
    expect(await balanceOf(pro.user.id)).toBe(100);
  });
});
