/**
 * "Inspection first" (docs/decisions/0037): a pro's on-site quote carries a fixed inspection fee under the
 * safetyPayment flag; the fee is checked (HK$100–3,000, whole HKD), stored, shown to both sides, offered to the
 * consumer as a safety payment, and kept when the quote later gets a price so the paid fee is deducted.
 */
import { bidsContract } from '@shared/api/bids.contract';
import { safetyPaymentsContract } from '@shared/api/safety-payments.contract';
import common from '../../../locales/en-HK/common.json';
import { api } from '../../test/api';
import { bidRow, matchedLead } from '../../test/fixtures';
import { setUpTestContext, withTestContext, type TestContext } from '../../test/test-app';

const ctx = setUpTestContext({ env: { FEATURE_FLAGS: 'safetyPayment=true' } });

const onsite = (extra: Record<string, unknown> = {}) => ({ rating_type: 'onsite', price_note: 'need to see it', ...extra });

/** The first quote is sent, later ones are edits (a second send is code 6). */
const send = async (lead: Awaited<ReturnType<typeof matchedLead>>, body: object) =>
  api(lead.pro.agent)
    .call((await bidRow(ctx, lead.bidId)).quote_sent_on ? bidsContract.editQuote : bidsContract.sendQuote, { params: { id: lead.bidId } })
    .set('Accept-Language', 'en-HK')
    .send(body);

const feeOf = async (c: TestContext, bidId: number) => (await bidRow(c, bidId)).inspection_fee as number | null;

describe('the inspection fee of an on-site quote', () => {
  it('when the pro sends an on-site quote with a fee of 300, then it is stored, both sides see it, and the consumer is offered to pay it into safety', async () => {
    const lead = await matchedLead(ctx);
    const res = await send(lead, onsite({ inspection_fee: 300 }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ rating_type: 'onsite', is_on_site_visit_required_for_quote: true, inspection_fee: 300 });
    expect(await feeOf(ctx, lead.bidId)).toBe(300);

    const seen = await api(lead.consumer.agent).call(bidsContract.bid, { params: { id: lead.bidId } });
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({ viewer: 'consumer', inspection_fee: 300 });
    const safety = await api(lead.consumer.agent).call(safetyPaymentsContract.bid, { params: { bidId: lead.bidId } });
    expect(safety.body.data.suggestions).toContainEqual({ kind: 'inspection', plan: 'full', price: 300, parts: [300] });
  });

  it('when the pro later quotes a flat price after the visit, then the inspection fee is kept (the paid fee is deducted)', async () => {
    const lead = await matchedLead(ctx);
    expect((await send(lead, onsite({ inspection_fee: 300 }))).status).toBe(200);
    const edit = await api(lead.pro.agent).call(bidsContract.editQuote, {
      params: { id: lead.bidId },
      body: { rating_type: 'flat', price: 1500, inspection_fee: 999 },
    });
    expect(edit.status).toBe(200);
    expect(edit.body.data).toMatchObject({ rating_type: 'flat', flat_rate_at: 1500, inspection_fee: 300 });
    expect(await feeOf(ctx, lead.bidId)).toBe(300);
  });

  it('when an on-site quote is sent again without a fee, then the fee is cleared; a flat first quote never stores one', async () => {
    const lead = await matchedLead(ctx);
    expect((await send(lead, onsite({ inspection_fee: 300 }))).status).toBe(200);
    const again = await send(lead, onsite());
    expect(again.status).toBe(200);
    expect(again.body.data.inspection_fee).toBeNull();

    const flat = await matchedLead(ctx);
    expect((await send(flat, { rating_type: 'flat', price: 800, inspection_fee: 300 })).status).toBe(200);
    expect(await feeOf(ctx, flat.bidId)).toBeNull();
  });

  it.each([
    [50, common.errors.safety_inspection_out_of_range],
    [3001, common.errors.safety_inspection_out_of_range],
    [300.5, common.errors.safety_inspection_not_whole],
  ])('when the fee is %s, then 400 at inspection_fee and nothing is sent or stored', async (fee, message) => {
    const lead = await matchedLead(ctx);
    const res = await send(lead, onsite({ inspection_fee: fee }));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'validation', details: { fields: { inspection_fee: message } } });
    expect(await bidRow(ctx, lead.bidId)).toMatchObject({ quote_status_id: 1, quote_sent_on: null, inspection_fee: null });
  });

  it('when an edit brings a fee out of range, then 400 and the fee quoted before stays', async () => {
    const lead = await matchedLead(ctx);
    expect((await send(lead, onsite({ inspection_fee: 300 }))).status).toBe(200);
    expect((await send(lead, onsite({ inspection_fee: 5000 }))).status).toBe(400);
    expect(await feeOf(ctx, lead.bidId)).toBe(300);
  });

  it('when the consumer has paid the fee into safety, then the pro cannot change or drop it (422), and can still quote the work', async () => {
    const lead = await matchedLead(ctx);
    expect((await send(lead, onsite({ inspection_fee: 300 }))).status).toBe(200);
    const consumer = api(lead.consumer.agent);
    const offer = (await consumer.call(safetyPaymentsContract.bid, { params: { bidId: lead.bidId } })).body.data.suggestions[0];
    const added = await consumer.call(safetyPaymentsContract.add, { params: { bidId: lead.bidId }, body: offer });
    expect(added.status).toBe(200);
    // Paid: the provider's webhook path is covered by the safety-payments tests; here only the part's state matters.
    await ctx.deps.db.query(`UPDATE safety_payment_parts SET status = 'held' WHERE safety_payment_id = $1`, [added.body.data.id]);
    for (const body of [onsite({ inspection_fee: 500 }), onsite()]) {
      const refused = await send(lead, body);
      expect(refused.status).toBe(422);
      expect(refused.body.error.message).toBe(common.errors.safety_inspection_paid);
      expect(await feeOf(ctx, lead.bidId)).toBe(300);
    }
    expect((await send(lead, onsite({ inspection_fee: 300, price_note: 'same fee, new note' }))).status).toBe(200);
    expect((await send(lead, { rating_type: 'flat', price: 2000 })).body.data).toMatchObject({ flat_rate_at: 2000, inspection_fee: 300 });
  });

  it('when the safetyPayment flag is off, then the fee is ignored: the quote goes out and no fee is stored or shown', async () => {
    await withTestContext({ sameDatabaseAs: ctx }, async (off) => {
      const lead = await matchedLead(off);
      const res = await send(lead, onsite({ inspection_fee: 300 }));
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ quote_status_id: 2, rating_type: 'onsite', inspection_fee: null });
      expect(await feeOf(off, lead.bidId)).toBeNull();
    });
  });
});
