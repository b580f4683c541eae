/** Auto-quote on real PostgreSQL: opt-in, the hard weekly cap under concurrency, stop-all, excluded slots, switch to manual. */
import { autoQuoteContract } from '@shared/api/auto-quote.contract';
import { withAdapterDefaults } from '../../lib/adapters';
import { setUpTestContext } from '../../test/test-app';
import { bidFor, bidRow, createCatalog, createConsumer, createPro, postRequest, type Catalog } from '../../test/fixtures';
import { runAutoQuote } from './auto-quote.service';
import { api } from '../../test/api';

const ctx = setUpTestContext();

type Pro = Awaited<ReturnType<typeof createPro>>;

async function autoPro(cat: Catalog, o: { budget?: number; excluded?: number[]; balance?: number } = {}) {
  const pro = await createPro(ctx, cat, { balance: o.balance ?? 1000 });
  const on = await api(pro.agent).call(autoQuoteContract.category, {
    params: { serviceId: pro.serviceId, categoryId: cat.categoryId },
    body: {
      is_auto_quote_on: true,
      price: 600,
      price_note: '包工包料',
      auto_message: '你好，我可以明天上門。',
      excluded_time_slots: o.excluded ?? [],
    },
  });
  expect(on.status).toBe(200);
  if (o.budget !== undefined)
    expect((await api(pro.agent).call(autoQuoteContract.budget, { body: { weekly_budget: o.budget } })).status).toBe(200);
  return pro;
}

async function leadFor(cat: Catalog, pro: Pro, extra: Record<string, unknown> = {}) {
  const consumer = await createConsumer(ctx);
  const { bids } = await postRequest(ctx, consumer, cat, extra);
  return bidFor(bids, pro.serviceId);
}

const run = (bidId: number) => runAutoQuote(withAdapterDefaults(ctx.deps), bidId);

async function autoLedger(userId: number) {
  return ctx.deps.db.many<{ quote_bid_id: number; amount: number }>(
    `SELECT quote_bid_id, amount FROM wallet_transactions WHERE user_id = $1 AND description = 'quote_fee:auto' ORDER BY id`,
    [userId],
  );
}

async function notificationsOf(userId: number, type: string) {
  return ctx.deps.db.many('SELECT * FROM notifications WHERE user_id = $1 AND type = $2', [userId, type]);
}

describe('the weekly budget is a hard cap', () => {
  it('when 10 matches run at once with budget 100 and fee 40, then exactly 2 quotes go out, the other 8 record error 9 and the ledger sums to 80', async () => {
    const cat = await createCatalog(ctx, { fee: 40 });
    const pro = await autoPro(cat, { budget: 100 });
    const bidIds: number[] = [];
    for (let i = 0; i < 10; i++) bidIds.push(await leadFor(cat, pro));
    const outcomes = await Promise.all(bidIds.map(run));
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(2);
    expect(outcomes.filter((o) => o === 'no_budget')).toHaveLength(8);
    const ledger = await autoLedger(pro.user.id);
    expect(ledger.reduce((s, r) => s + r.amount, 0)).toBe(-80);
    const refused = await ctx.deps.db.many<{ error_code: number }>(
      `SELECT error_code FROM auto_quote_runs WHERE user_id = $1 AND status = 'no_budget'`,
      [pro.user.id],
    );
    expect(refused.map((r) => r.error_code)).toEqual(Array(8).fill(9));
    const unsent = bidIds.filter((_, i) => outcomes[i] === 'no_budget');
    for (const id of unsent) expect((await bidRow(ctx, id)).error_message).toBe('auto_quote_budget_exhausted');
    // One notification per auto-sent quote, one (not eight) for the budget running out.
    expect(await notificationsOf(pro.user.id, 'auto_quote_sent')).toHaveLength(2);
    expect(await notificationsOf(pro.user.id, 'auto_quote_budget_out')).toHaveLength(1);
    const settings = await api(pro.agent).call(autoQuoteContract.settings);
    expect(settings.body.data.spent_this_week).toBe(80);
  });

  it('when a quote is auto-sent, then the consumer gets it at the set price, the auto message is in the chat and the ledger row is marked auto', async () => {
    const cat = await createCatalog(ctx, { fee: 20 });
    const pro = await autoPro(cat);
    const bidId = await leadFor(cat, pro);
    expect(await run(bidId)).toBe('sent');
    const bid = await bidRow(ctx, bidId);
    expect(bid.quote_status_id).toBe(2);
    expect(bid.flat_rate_at).toBe(600);
    expect(bid.quote_fee_charged).toBe(20);
    const msgs = await ctx.deps.db.many<{ body: string }>('SELECT body FROM messages WHERE quote_bid_id = $1', [bidId]);
    expect(msgs.map((m) => m.body)).toEqual(['你好，我可以明天上門。']);
    expect(await autoLedger(pro.user.id)).toEqual([{ quote_bid_id: bidId, amount: -20 }]);
    // A second run of the same job charges nothing more.
    expect(await run(bidId)).toBe('skipped');
    expect(await autoLedger(pro.user.id)).toHaveLength(1);
  });
});

describe('what stops an auto-quote', () => {
  it('when the pro switches "stop all" on, then the next match is not quoted and nothing is charged', async () => {
    const cat = await createCatalog(ctx, { fee: 20 });
    const pro = await autoPro(cat);
    expect(await run(await leadFor(cat, pro))).toBe('sent');
    expect((await api(pro.agent).call(autoQuoteContract.stopAll, { body: { is_stopped: true } })).body.data.is_stopped).toBe(true);
    const next = await leadFor(cat, pro);
    expect(await run(next)).toBe('stopped');
    expect((await bidRow(ctx, next)).quote_sent_on).toBeNull();
    expect(await autoLedger(pro.user.id)).toHaveLength(1);
  });

  it('when every time slot the consumer chose is excluded, then the lead is skipped; with one working slot it is quoted', async () => {
    const cat = await createCatalog(ctx, { fee: 20 });
    const pro = await autoPro(cat, { excluded: [2, 3] });
    const skipped = await leadFor(cat, pro, { time_slots: [2, 3] });
    expect(await run(skipped)).toBe('excluded_slot');
    expect((await bidRow(ctx, skipped)).quote_sent_on).toBeNull();
    expect(await run(await leadFor(cat, pro, { time_slots: [3, 5] }))).toBe('sent');
  });

  it('when the pro has not opted in for the category, then nothing is sent or charged', async () => {
    const cat = await createCatalog(ctx, { fee: 20 });
    const pro = await createPro(ctx, cat);
    const bidId = await leadFor(cat, pro);
    expect(await run(bidId)).toBe('skipped');
    expect((await bidRow(ctx, bidId)).quote_sent_on).toBeNull();
    expect(await autoLedger(pro.user.id)).toHaveLength(0);
  });
});

describe('settings and switch to manual', () => {
  it('when requests arrived in the last 4 weeks, then the preview shows the weekly volume × fee', async () => {
    const cat = await createCatalog(ctx, { fee: 40 });
    const pro = await createPro(ctx, cat);
    for (let i = 0; i < 8; i++) await leadFor(cat, pro);
    const res = await api(pro.agent).call(autoQuoteContract.settings);
    expect(res.status).toBe(200);
    const c = res.body.data.categories.find((x: { quote_category_id: number }) => x.quote_category_id === cat.categoryId);
    expect(c).toMatchObject({ is_auto_quote_on: false, expected_weekly_requests: 2, expected_weekly_spend: 80 });
    expect(res.body.data).toMatchObject({ weekly_budget: 500, is_stopped: false, spent_this_week: 0 });
  });

  it('when a visitor, a consumer or another pro calls, then 401, 403 and 404; a budget off the 50 step or an opt-in without price is 400', async () => {
    const cat = await createCatalog(ctx, { fee: 20 });
    const pro = await autoPro(cat);
    const other = await createPro(ctx, cat);
    const consumer = await createConsumer(ctx);
    expect((await api(ctx.agent()).call(autoQuoteContract.settings)).status).toBe(401);
    expect((await api(consumer.agent).call(autoQuoteContract.settings)).status).toBe(403);
    const foreign = await api(other.agent).call(autoQuoteContract.category, {
      params: { serviceId: pro.serviceId, categoryId: cat.categoryId },
      body: { is_auto_quote_on: false },
    });
    expect(foreign.status).toBe(404);
    expect((await api(pro.agent).call(autoQuoteContract.budget, { body: { weekly_budget: 75 } })).status).toBe(400);
    expect((await api(pro.agent).call(autoQuoteContract.budget, { body: { weekly_budget: -50 } })).status).toBe(400);
    const noPrice = await api(pro.agent).call(autoQuoteContract.category, {
      params: { serviceId: pro.serviceId, categoryId: cat.categoryId },
      body: { is_auto_quote_on: true },
    });
    expect(noPrice.status).toBe(400);
    const bidId = await leadFor(cat, pro);
    expect((await api(other.agent).call(autoQuoteContract.switchToManual, { params: { id: bidId } })).status).toBe(404);
  });

  it('when a lead stopped at the budget is switched to manual, then its error clears and the job never sends it; an auto-sent lead refuses with 6', async () => {
    const cat = await createCatalog(ctx, { fee: 40 });
    const pro = await autoPro(cat, { budget: 50 });
    const sent = await leadFor(cat, pro);
    const capped = await leadFor(cat, pro);
    expect(await run(sent)).toBe('sent');
    expect(await run(capped)).toBe('no_budget');
    const res = await api(pro.agent).call(autoQuoteContract.switchToManual, { params: { id: capped } });
    expect(res.status).toBe(200);
    expect((await bidRow(ctx, capped)).error_message).toBeNull();
    const again = await api(pro.agent).call(autoQuoteContract.switchToManual, { params: { id: sent } });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe(6);
    const fresh = await leadFor(cat, pro);
    expect((await api(pro.agent).call(autoQuoteContract.switchToManual, { params: { id: fresh } })).status).toBe(200);
    await api(pro.agent).call(autoQuoteContract.budget, { body: { weekly_budget: 500 } });
    expect(await run(fresh)).toBe('skipped');
    expect((await bidRow(ctx, fresh)).quote_sent_on).toBeNull();
  });
});
