/**
 * Lead discounts (ADR 0015): the sweep's rule, the fee shown and the fee charged, quoted bids untouched.
 */
import { leadDiscountPercent } from '@shared/domain/lead-discounts';
import { discountedFee } from '@shared/domain/wallet-ledger';
import { bidsContract } from '@shared/api/bids.contract';
import { setUpTestContext } from '../../test/test-app';
import { bidFor, createCatalog, createConsumer, createPro, flatQuote, postRequest, type Catalog } from '../../test/fixtures';
import { applyLeadDiscounts } from './lead-discounts.service';
import { api } from '../../test/api';

const ctx = setUpTestContext();

async function agedRequest(cat: Catalog, hours: number) {
  const consumer = await createConsumer(ctx);
  const r = await postRequest(ctx, consumer, cat);
  await ctx.deps.db.query(`UPDATE quote_requests SET created = now() - make_interval(hours => $2) WHERE quote_request_id = $1`, [
    r.requestId,
    hours,
  ]);
  return r;
}

const discountOf = async (bidId: number) =>
  (await ctx.deps.db.one<{ discount_percent: number }>('SELECT discount_percent FROM quote_bids WHERE quote_bid_id = $1', [bidId]))!
    .discount_percent;
const requestDiscount = async (id: number) =>
  (await ctx.deps.db.one<{ d: number }>('SELECT lead_discount_percent AS d FROM quote_requests WHERE quote_request_id = $1', [id]))!.d;

describe('the lead discount rule', () => {
  it('when a request is 24 h old with fewer than 2 quotes, then 30 %; 48 h with none, then 50 %; otherwise none', () => {
    expect(leadDiscountPercent(23.9, 0)).toBe(0);
    expect(leadDiscountPercent(24, 1)).toBe(30);
    expect(leadDiscountPercent(30, 2)).toBe(0);
    expect(leadDiscountPercent(48, 0)).toBe(50);
    expect(leadDiscountPercent(72, 1)).toBe(30);
  });

  it('when a fee is discounted, then it is whole HKD rounded down', () => {
    expect(discountedFee(25, 30)).toBe(17);
    expect(discountedFee(25, 50)).toBe(12);
    expect(discountedFee(20, 0)).toBe(20);
  });
});

describe('the lead-discounts sweep', () => {
  it('when requests age with few quotes, then their open unquoted bids get the discount and quoted bids keep theirs', async () => {
    const cat = await createCatalog(ctx, { fee: 25 });
    const quoter = await createPro(ctx, cat, { rating: 5 });
    const idle = await createPro(ctx, cat, { rating: 4 });
    const dayOld = await agedRequest(cat, 25);
    const twoDays = await agedRequest(cat, 49);
    const fresh = await agedRequest(cat, 10);
    const busy = await agedRequest(cat, 30);
    const closed = await agedRequest(cat, 49);
    await ctx.deps.db.query('UPDATE quote_requests SET is_closed = true WHERE quote_request_id = $1', [closed.requestId]);

    const quotedBid = bidFor(dayOld.bids, quoter.serviceId);
    expect((await api(quoter.agent).call(bidsContract.sendQuote, { params: { id: quotedBid }, body: flatQuote() })).status).toBe(200);
    for (const p of [quoter, idle]) {
      const bid = bidFor(busy.bids, p.serviceId);
      expect((await api(p.agent).call(bidsContract.sendQuote, { params: { id: bid }, body: flatQuote() })).status).toBe(200);
    }

    expect(await applyLeadDiscounts(ctx.deps.db)).toBeGreaterThanOrEqual(2);
    expect(await discountOf(bidFor(dayOld.bids, idle.serviceId))).toBe(30);
    expect(await discountOf(quotedBid)).toBe(0);
    expect(await requestDiscount(dayOld.requestId)).toBe(30);
    for (const b of twoDays.bids) expect(await discountOf(b.quote_bid_id)).toBe(50);
    expect(await requestDiscount(twoDays.requestId)).toBe(50);
    for (const r of [fresh, busy, closed]) {
      expect(await requestDiscount(r.requestId)).toBe(0);
      for (const b of r.bids) expect(await discountOf(b.quote_bid_id)).toBe(0);
    }
    const charged = await ctx.deps.db.one('SELECT quote_fee_charged FROM quote_bids WHERE quote_bid_id = $1', [quotedBid]);
    expect(charged).toEqual({ quote_fee_charged: 25 });

    // Idempotent, and never lowered: a second run changes nothing even after the request gets quotes.
    const laterBid = bidFor(twoDays.bids, quoter.serviceId);
    expect((await api(quoter.agent).call(bidsContract.sendQuote, { params: { id: laterBid }, body: flatQuote() })).status).toBe(200);
    await applyLeadDiscounts(ctx.deps.db);
    expect(await discountOf(bidFor(twoDays.bids, idle.serviceId))).toBe(50);
    expect(await requestDiscount(twoDays.requestId)).toBe(50);
  });

  it('when a discounted lead is quoted, then the preview, the lead and the charge all use the discounted fee with one ledger row of that amount', async () => {
    const cat = await createCatalog(ctx, { fee: 25 });
    const pro = await createPro(ctx, cat, { balance: 200 });
    const { bids } = await agedRequest(cat, 26);
    const bidId = bidFor(bids, pro.serviceId);
    await applyLeadDiscounts(ctx.deps.db);

    const leads = await api(pro.agent).call(bidsContract.leads).query({ filter: 'discount' });
    expect(leads.body.data.items.map((b: { quote_bid_id: number }) => b.quote_bid_id)).toEqual([bidId]);
    expect(leads.body.data.items[0]).toMatchObject({ discount_percent: 30, quote_fee: 17 });
    const preview = await api(pro.agent).call(bidsContract.previewFee, { body: { quote_bid_id: bidId } });
    expect(preview.body.data).toMatchObject({ fee: 17, original_fee: 25, discount_percent: 30 });

    expect((await api(pro.agent).call(bidsContract.sendQuote, { params: { id: bidId }, body: flatQuote() })).status).toBe(200);
    const rows = await ctx.deps.db.many('SELECT amount, balance_after FROM wallet_transactions WHERE quote_bid_id = $1 AND type = 14', [
      bidId,
    ]);
    expect(rows).toEqual([{ amount: -17, balance_after: 183 }]);
    const bid = await ctx.deps.db.one('SELECT quote_fee_charged, discount_percent FROM quote_bids WHERE quote_bid_id = $1', [bidId]);
    expect(bid).toEqual({ quote_fee_charged: 17, discount_percent: 30 });
  });
});
