/**
 * Auto-refill end to end on the sandbox gateway (real webhooks over HTTP, pg-boss delivery): a quote refused for
 * credit charges the saved card once, within the monthly limit, and is sent when the payment lands.
 */
import crypto from 'node:crypto';
import { paymentsContract } from '@shared/api/payments.contract';
import { bidsContract } from '@shared/api/bids.contract';
import { accountsContract } from '@shared/api/accounts.contract';
import { setUpServedTestContext } from '../../test/served-app';
import { until } from '../../test/until';
import { withAdapterDefaults } from '../../lib/adapters';
import { startAutoRefill } from './auto-refill.service';
import {
  bidFor,
  bidRow,
  createCatalog,
  createConsumer,
  createPro,
  flatQuote,
  postRequest,
  setWalletBalance,
  type Catalog,
} from '../../test/fixtures';
import { api } from '../../test/api';
import zh from '../../../locales/zh-HK/common.json';
import { checkMoneyAfterEach } from '../../test/money-invariants';

jest.setTimeout(120_000);

const ctx = setUpServedTestContext();
checkMoneyAfterEach(ctx);

const balanceOf = async (userId: number) =>
  (await ctx.deps.db.one<{ balance: number }>('SELECT balance FROM wallets WHERE user_id = $1', [userId]))!.balance;

/** A sandbox card saved for the pro (as a successful checkout with "save card" leaves it). */
async function savedCard(userId: number, number = '4242424242424242') {
  const token = `card_${crypto.randomBytes(12).toString('hex')}`;
  await ctx.deps.db.query(
    `INSERT INTO sandbox_cards (token, customer_ref, brand, last4, exp_month, exp_year, test_number) VALUES ($1, $2, 'visa', $3, 12, 2040, $4)`,
    [token, `user:${userId}`, number.slice(-4), number],
  );
  const row = await ctx.deps.db.one<{ id: number }>(
    `INSERT INTO saved_cards (user_id, provider, token, card_info) VALUES ($1, 'sandbox', $2, $3) RETURNING id`,
    [userId, token, `visa|x|${number.slice(-4)}`],
  );
  return row!.id;
}

async function proWithAutoRefill(cat: Catalog, o: { limit?: number; card?: string } = {}) {
  const pro = await createPro(ctx, cat, { balance: 0 });
  const cardId = await savedCard(pro.user.id, o.card);
  const standard = await ctx.deps.db.one<{ id: number }>(`SELECT id FROM credit_packages WHERE slug = 'standard'`);
  const res = await api(pro.agent).call(paymentsContract.setAutoRefill, {
    body: { package_id: standard!.id, card_id: cardId, monthly_limit: o.limit ?? 2000 },
  });
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({ enabled: true, monthly_limit: o.limit ?? 2000, spent_this_month: 0 });
  return { pro, cardId, packageId: standard!.id };
}

async function leadsFor(cat: Catalog, serviceId: number, n: number) {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const consumer = await createConsumer(ctx);
    const { bids } = await postRequest(ctx, consumer, cat);
    ids.push(bidFor(bids, serviceId));
  }
  return ids;
}

it('when a quote lacks credit, then the saved card is charged once for the package and the quote is sent when the webhook lands', async () => {
  const cat = await createCatalog(ctx, { fee: 60 });
  const { pro } = await proWithAutoRefill(cat);
  const [bidId] = await leadsFor(cat, pro.serviceId, 1);
  const res = await api(pro.agent).call(bidsContract.sendQuote, { params: { id: bidId }, body: flatQuote(1200) });
  expect(res.status).toBe(422);
  expect(res.body.error.code).toBe(10);
  expect(res.body.error.details.auto_refill).toMatchObject({ state: 'charging', amount: 800 });
  // The webhook lands asynchronously; the order records the follow-up's outcome last, after the quote is sent.
  const order = await until(
    async () =>
      (await api(ctx.sifu.handler).call(paymentsContract.order, { params: { hash: res.body.error.details.auto_refill.order_hash } })).body
        .data,
    (o) => o.follow_up !== null,
    30_000,
  );
  expect(order).toMatchObject({ kind: 'auto_refill', status: 'paid', follow_up: 'sent', card_info: 'visa|x|4242' });
  expect(await bidRow(ctx, bidId)).toMatchObject({ quote_status_id: 2, flat_rate_at: 1200 });
  expect(await balanceOf(pro.user.id)).toBe(880 - 60);
  expect((await api(pro.agent).call(paymentsContract.autoRefill)).body.data.spent_this_month).toBe(800);
});

it('when five quotes lack credit at the same moment, then one charge is made, the others are told it is under way or sent on the new credit, and the balance never goes below 0', async () => {
  const cat = await createCatalog(ctx, { fee: 60 });
  const { pro } = await proWithAutoRefill(cat);
  const bidIds = await leadsFor(cat, pro.serviceId, 5);
  const results = await Promise.all(bidIds.map((id) => api(pro.agent).call(bidsContract.sendQuote, { params: { id }, body: flatQuote() })));
  // On a loaded machine the sandbox webhook can land before the last sends run: those go out on the new credit.
  const sentAtOnce = results.filter((r) => r.status === 200).length;
  const states = results
    .filter((r) => r.status !== 200)
    .map((r) => r.body.error?.details?.auto_refill?.state)
    .sort();
  expect(states).toEqual(['charging', ...Array(4 - sentAtOnce).fill('pending')]);
  const orders = await ctx.deps.db.many(`SELECT id FROM payment_orders WHERE user_id = $1 AND kind = 'auto_refill'`, [pro.user.id]);
  expect(orders).toHaveLength(1);
  const expected = 880 - 60 * (1 + sentAtOnce);
  await until(
    () => balanceOf(pro.user.id),
    (b) => b === expected,
    30_000,
  );
  expect(await balanceOf(pro.user.id)).toBe(expected);
  const min = await ctx.deps.db.one<{ m: number }>('SELECT min(balance_after)::int AS m FROM wallet_transactions WHERE user_id = $1', [
    pro.user.id,
  ]);
  expect(min!.m).toBeGreaterThanOrEqual(0);
});

it('when a refused send reaches the decision after a refill was paid, then no second charge is made and the caller sends again', async () => {
  const cat = await createCatalog(ctx, { fee: 60 });
  const { pro } = await proWithAutoRefill(cat);
  const [bidId] = await leadsFor(cat, pro.serviceId, 1);
  await setWalletBalance(ctx, pro.user.id, 880);
  const outcome = await startAutoRefill(withAdapterDefaults(ctx.deps), pro.user.id, {
    bidId,
    draft: { ...flatQuote(), rating_type: 'flat', attachments: [] },
    fee: 60,
  });
  expect(outcome).toEqual({ state: 'funded' });
  expect(await ctx.deps.db.many(`SELECT 1 FROM payment_orders WHERE user_id = $1`, [pro.user.id])).toHaveLength(0);
});

it('when this month’s charges would pass the limit, then no charge is made and the pro is told the limit was reached', async () => {
  const cat = await createCatalog(ctx, { fee: 60 });
  const { pro } = await proWithAutoRefill(cat, { limit: 1000 });
  const [first, second] = await leadsFor(cat, pro.serviceId, 2);
  await api(pro.agent).call(bidsContract.sendQuote, { params: { id: first }, body: flatQuote() });
  await until(
    () => balanceOf(pro.user.id),
    (b) => b === 820,
    30_000,
  );
  await setWalletBalance(ctx, pro.user.id, 0);
  const res = await api(pro.agent)
    .call(bidsContract.sendQuote, { params: { id: second } })
    .set('Accept-Language', 'en-HK')
    .send(flatQuote());
  expect(res.body.error.details.auto_refill).toEqual({ state: 'limit_reached', monthly_limit: 1000 });
  expect(res.body.error.message).toContain('HK$1000');
  expect(await ctx.deps.db.many(`SELECT 1 FROM payment_orders WHERE user_id = $1 AND kind = 'auto_refill'`, [pro.user.id])).toHaveLength(1);
});

it('when the saved card is declined, then payment_error is stored and shown until dismissed, and nothing is credited', async () => {
  const cat = await createCatalog(ctx, { fee: 60 });
  const { pro } = await proWithAutoRefill(cat, { card: '4000000000000002' });
  const [bidId] = await leadsFor(cat, pro.serviceId, 1);
  const res = await api(pro.agent).call(bidsContract.sendQuote, { params: { id: bidId }, body: flatQuote() });
  expect(res.body.error.details.auto_refill).toMatchObject({ state: 'failed', code: '4' });
  expect((await api(pro.agent).call(accountsContract.me)).body.data.payment_error).toBe('payment_failed');
  expect(await balanceOf(pro.user.id)).toBe(0);
  await ctx.deps.background!.idle();
  const notes = await ctx.deps.db.many(`SELECT 1 FROM notifications WHERE user_id = $1 AND type = 'payment_failed'`, [pro.user.id]);
  expect(notes).toHaveLength(1);
});

it('when auto-refill is set with another user’s card, a starter package or a limit below the price, then it is refused', async () => {
  const cat = await createCatalog(ctx);
  const pro = await createPro(ctx, cat);
  const other = await createPro(ctx, cat);
  const theirs = await savedCard(other.user.id);
  const mine = await savedCard(pro.user.id);
  const pkg = async (slug: string) => (await ctx.deps.db.one<{ id: number }>('SELECT id FROM credit_packages WHERE slug = $1', [slug]))!.id;
  const set = (body: object) => api(pro.agent).call(paymentsContract.setAutoRefill, { body });
  expect((await set({ package_id: await pkg('standard'), card_id: theirs, monthly_limit: 2000 })).status).toBe(404);
  expect((await set({ package_id: await pkg('starter'), card_id: mine, monthly_limit: 2000 })).status).toBe(400);
  expect((await set({ package_id: await pkg('standard'), card_id: mine, monthly_limit: 500 })).status).toBe(400);
  // No saved card named: SPEC §8 code 2, translated, at the card field; nothing is switched on.
  for (const card_id of [undefined, null]) {
    const noCard = await set({ package_id: await pkg('standard'), card_id, monthly_limit: 2000 });
    expect(noCard.status).toBe(422);
    expect(noCard.body.error).toMatchObject({
      code: 2,
      message: zh.errors.credit_card_needed,
      details: { fields: { card_id: zh.errors.credit_card_needed } },
    });
  }
  expect((await api(pro.agent).call(paymentsContract.autoRefill)).body.data).toMatchObject({ enabled: false, card_id: null });
  expect((await set({ package_id: null })).body.data).toMatchObject({ enabled: false });
  const consumer = await createConsumer(ctx);
  expect((await api(consumer.agent).call(paymentsContract.setAutoRefill, { body: { package_id: null } })).status).toBe(403);
  expect((await api(ctx.sifu.handler).call(paymentsContract.autoRefill)).status).toBe(401);
});

it('when the package does not cover the fee, then the card is charged once and the quote fails after payment instead of charging again', async () => {
  const cat = await createCatalog(ctx, { fee: 1000 });
  const { pro } = await proWithAutoRefill(cat, { limit: 5000 });
  const [bidId] = await leadsFor(cat, pro.serviceId, 1);
  const res = await api(pro.agent).call(bidsContract.sendQuote, { params: { id: bidId }, body: flatQuote() });
  const hash = res.body.error.details.auto_refill.order_hash as string;
  const order = await until(
    async () => (await api(ctx.sifu.handler).call(paymentsContract.order, { params: { hash } })).body.data,
    (o) => o.follow_up !== null,
    30_000,
  );
  expect(order).toMatchObject({ status: 'paid', follow_up: 'failed:10' });
  expect(await balanceOf(pro.user.id)).toBe(880);
  expect(await ctx.deps.db.many(`SELECT 1 FROM payment_orders WHERE user_id = $1 AND kind = 'auto_refill'`, [pro.user.id])).toHaveLength(1);
  expect((await bidRow(ctx, bidId)).quote_status_id).toBe(1);
});
