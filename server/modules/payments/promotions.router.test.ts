/** Free-credit events and coupons: claimed once, limits hold under concurrency, credit expires. */
import { paymentsContract } from '@shared/api/payments.contract';
import { bidsContract } from '@shared/api/bids.contract';
import { setUpTestContext, signUp } from '../../test/test-app';
import { bidFor, createCatalog, createConsumer, createPro, flatQuote, postRequest } from '../../test/fixtures';
import { expireDueGrants } from '../wallet/credit-grants.service';
import { api } from '../../test/api';
import { checkMoneyAfterEach } from '../../test/money-invariants';

const ctx = setUpTestContext();
checkMoneyAfterEach(ctx);

const balanceOf = async (userId: number) =>
  (await ctx.deps.db.one<{ balance: number }>('SELECT balance FROM wallets WHERE user_id = $1', [userId]))!.balance;

async function coupon(code: string, o: { amount?: number; maxUses?: number | null; perUser?: number; from?: string; until?: string } = {}) {
  await ctx.deps.db.query(
    `INSERT INTO coupons (code, amount, valid_from, valid_until, credit_valid_days, max_uses, per_user_limit)
     VALUES ($1, $2, $3, $4, 30, $5, $6)`,
    [code, o.amount ?? 40, o.from ?? '2020-01-01', o.until ?? '2099-01-01', o.maxUses === undefined ? 100 : o.maxUses, o.perUser ?? 1],
  );
}

describe('coupons', () => {
  it('when a pro redeems a valid coupon, then free credit is added with a type-34 row and an expiry; a second try is refused', async () => {
    await coupon('WELCOME-40');
    const pro = await signUp(ctx, 'pro');
    const res = await api(pro.agent).call(paymentsContract.redeemCoupon, { body: { code: ' welcome-40 ' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ amount: 40, balance: 240 });
    const row = await ctx.deps.db.one('SELECT type, amount FROM wallet_transactions WHERE user_id = $1 AND type = 34', [pro.user.id]);
    expect(row).toEqual({ type: 34, amount: 40 });
    const again = await api(pro.agent).call(paymentsContract.redeemCoupon).set('Accept-Language', 'en-HK').send({ code: 'WELCOME-40' });
    expect(again.status).toBe(422);
    expect(again.body.error).toMatchObject({ code: 'already_used', message: 'You have already used this coupon code.' });
    expect(await balanceOf(pro.user.id)).toBe(240);
  });

  it('when a single-use coupon is redeemed by 10 pros at once, then exactly one gets the credit', async () => {
    await coupon('ONLY-ONE', { maxUses: 1 });
    const pros = await Promise.all(Array.from({ length: 10 }, () => signUp(ctx, 'pro')));
    const results = await Promise.all(pros.map((p) => api(p.agent).call(paymentsContract.redeemCoupon, { body: { code: 'ONLY-ONE' } })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 422 && r.body.error.code === 'used_up')).toHaveLength(9);
    expect((await ctx.deps.db.one('SELECT uses FROM coupons WHERE code = $1', ['ONLY-ONE']))!.uses).toBe(1);
  });

  it('when one pro sends the same coupon 10 times at once, then it is redeemed once', async () => {
    await coupon('TWICE-NOT', { maxUses: null });
    const pro = await signUp(ctx, 'pro');
    const results = await Promise.all(
      Array.from({ length: 10 }, () => api(pro.agent).call(paymentsContract.redeemCoupon, { body: { code: 'TWICE-NOT' } })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await balanceOf(pro.user.id)).toBe(240);
  });

  it('when the code is unknown, expired, not yet valid or malformed, then a translated 422 or 400 and no credit', async () => {
    await coupon('OLD-CODE', { from: '2020-01-01', until: '2021-01-01' });
    await coupon('SOON-CODE', { from: '2098-01-01', until: '2099-01-01' });
    const pro = await signUp(ctx, 'pro');
    expect((await api(pro.agent).call(paymentsContract.redeemCoupon, { body: { code: 'NOPE-NOPE' } })).body.error.code).toBe('not_found');
    expect((await api(pro.agent).call(paymentsContract.redeemCoupon, { body: { code: 'OLD-CODE' } })).body.error.code).toBe('expired');
    expect((await api(pro.agent).call(paymentsContract.redeemCoupon, { body: { code: 'SOON-CODE' } })).body.error.code).toBe('expired');
    expect((await api(pro.agent).call(paymentsContract.redeemCoupon, { body: { code: '<script>' } })).status).toBe(400);
    expect(await balanceOf(pro.user.id)).toBe(200);
  });

  it('when a visitor or a consumer redeems, then 401 or 403', async () => {
    await coupon('FOR-PROS');
    expect((await api(ctx.sifu.handler).call(paymentsContract.redeemCoupon, { body: { code: 'FOR-PROS' } })).status).toBe(401);
    const consumer = await createConsumer(ctx);
    expect((await api(consumer.agent).call(paymentsContract.redeemCoupon, { body: { code: 'FOR-PROS' } })).status).toBe(403);
  });
});

describe('free-credit events', () => {
  beforeAll(async () => {
    await ctx.deps.db.query(
      `INSERT INTO free_credit_events (slug, title_zh, title_en, amount, audience, claim_from, claim_until, valid_days)
       VALUES ('welcome-2026', '新師傅見面禮', 'Welcome gift for new pros', 50, 'new_pros', now() - interval '1 day', now() + interval '1 year', 30)`,
    );
  });

  it('when a new pro lists and claims the welcome event, then it is claimed once (also under concurrency) and shows as claimed', async () => {
    const pro = await signUp(ctx, 'pro');
    const list = await api(pro.agent).call(paymentsContract.freeCredits).set('Accept-Language', 'en-HK');
    const welcome = list.body.data.items.find((e: { slug: string }) => e.slug === 'welcome-2026');
    expect(welcome).toMatchObject({ amount: 50, state: 'claimable', title: 'Welcome gift for new pros' });
    expect(list.body.data.summary).toMatchObject({ free_balance: 200 });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => api(pro.agent).call(paymentsContract.claimFreeCredit, { params: { id: welcome.id }, body: {} })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await balanceOf(pro.user.id)).toBe(250);
    const after = await api(pro.agent).call(paymentsContract.freeCredits);
    expect(after.body.data.items.find((e: { slug: string }) => e.slug === 'welcome-2026').state).toBe('claimed');
  });

  it('when a pro who joined long ago opens a new-pros event, then it is not eligible and the claim is refused', async () => {
    const pro = await signUp(ctx, 'pro');
    await ctx.deps.db.query(`UPDATE users SET created = now() - interval '90 days' WHERE id = $1`, [pro.user.id]);
    const list = await api(pro.agent).call(paymentsContract.freeCredits);
    const welcome = list.body.data.items.find((e: { slug: string }) => e.slug === 'welcome-2026');
    expect(welcome.state).toBe('not_eligible');
    const res = await api(pro.agent).call(paymentsContract.claimFreeCredit, { params: { id: welcome.id }, body: {} });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('not_eligible');
  });
});

describe('free credit expires and is spent first', () => {
  it('when free credit passes its date, then the sweep takes it out of the balance with a ledger row and it can no longer pay a fee', async () => {
    const cat = await createCatalog(ctx, { fee: 30 });
    const pro = await createPro(ctx, cat, { balance: 0 });
    await coupon('SHORT-LIVED', { amount: 40 });
    await api(pro.agent).call(paymentsContract.redeemCoupon, { body: { code: 'SHORT-LIVED' } });
    expect(await balanceOf(pro.user.id)).toBe(40);
    await ctx.deps.db.query(`UPDATE credit_grants SET expires_at = now() - interval '1 minute' WHERE user_id = $1`, [pro.user.id]);
    const consumer = await createConsumer(ctx);
    const { bids } = await postRequest(ctx, consumer, cat);
    const res = await api(pro.agent).call(bidsContract.sendQuote, { params: { id: bidFor(bids, pro.serviceId) }, body: flatQuote() });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe(10);
    expect(await balanceOf(pro.user.id)).toBe(0);
    const rows = await ctx.deps.db.many('SELECT type, amount, description FROM wallet_transactions WHERE user_id = $1 AND type = 39', [
      pro.user.id,
    ]);
    expect(rows).toEqual([{ type: 39, amount: -40, description: 'free_credit_expired:coupon' }]);
    expect(await expireDueGrants(ctx.deps.db)).toBe(0);
  });

  it('when the sweep runs, then every expired grant of every user leaves the balance once, never below 0', async () => {
    const a = await signUp(ctx, 'pro');
    const b = await signUp(ctx, 'pro');
    await ctx.deps.db.query(`UPDATE credit_grants SET expires_at = now() - interval '1 day' WHERE user_id = ANY($1)`, [
      [a.user.id, b.user.id],
    ]);
    const counts = await Promise.all([expireDueGrants(ctx.deps.db), expireDueGrants(ctx.deps.db)]);
    expect(counts[0] + counts[1]).toBeGreaterThanOrEqual(2);
    expect(await balanceOf(a.user.id)).toBe(0);
    expect(await balanceOf(b.user.id)).toBe(0);
    const rows = await ctx.deps.db.many('SELECT user_id FROM wallet_transactions WHERE type = 39 AND user_id = ANY($1)', [
      [a.user.id, b.user.id],
    ]);
    expect(rows).toHaveLength(2);
  });
});

describe('who may claim', () => {
  it('when a visitor or a consumer claims a free-credit event, then 401 or 403, and nothing is granted', async () => {
    const event = await ctx.deps.db.one<{ id: number }>(
      `INSERT INTO free_credit_events (slug, title_zh, title_en, amount, audience, claim_from, claim_until, valid_days)
       VALUES ('all-pros-gift', '師傅禮物', 'A gift for pros', 20, 'all_pros', now() - interval '1 day', now() + interval '1 year', 30) RETURNING id`,
    );
    expect((await api(ctx.sifu.handler).call(paymentsContract.claimFreeCredit, { params: { id: event!.id }, body: {} })).status).toBe(401);
    expect((await api(ctx.sifu.handler).call(paymentsContract.freeCredits)).status).toBe(401);
    const consumer = await createConsumer(ctx);
    expect((await api(consumer.agent).call(paymentsContract.claimFreeCredit, { params: { id: event!.id }, body: {} })).status).toBe(403);
    expect(await ctx.deps.db.many('SELECT 1 FROM free_credit_claims WHERE user_id = $1', [consumer.user.id])).toHaveLength(0);
  });
});
