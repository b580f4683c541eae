import { walletContract } from '@shared/api/wallet.contract';
import { accountsContract } from '@shared/api/accounts.contract';
import { quotedLead } from '../../test/fixtures';
import { setUpTestContext, signUp } from '../../test/test-app';
import { api, endpointTitle } from '../../test/api';
import { checkMoneyAfterEach } from '../../test/money-invariants';

const ctx = setUpTestContext();
checkMoneyAfterEach(ctx);

describe('starter free credit', () => {
  it('when a pro registers, then a type-33 free-credit event of HK$200 is granted once', async () => {
    const pro = await signUp(ctx, 'pro');
    const res = await api(pro.agent).call(walletContract.balance);
    expect(res.body.data).toEqual({ balance: 200, currency: 'HKD' });
    const rows = await ctx.deps.db.many('SELECT type, amount, balance_after, idempotency_key FROM wallet_transactions WHERE user_id = $1', [
      pro.user.id,
    ]);
    expect(rows).toEqual([{ type: 33, amount: 200, balance_after: 200, idempotency_key: `free-credit:starter:${pro.user.id}` }]);
  });

  it('when a consumer switches to pro twice, then the starter credit is granted only the first time', async () => {
    const user = await signUp(ctx, 'consumer');
    expect((await api(user.agent).call(walletContract.balance)).body.data.balance).toBe(0);
    await api(user.agent).call(accountsContract.switchRole, { body: { role: 'pro' } });
    await api(user.agent).call(accountsContract.switchRole, { body: { role: 'consumer' } });
    await Promise.all([
      api(user.agent).call(accountsContract.switchRole, { body: { role: 'pro' } }),
      api(user.agent).call(accountsContract.switchRole, { body: { role: 'pro' } }),
    ]);
    expect((await api(user.agent).call(walletContract.balance)).body.data.balance).toBe(200);
    expect((await api(user.agent).call(accountsContract.me)).body.data.available_wallet_amount).toBe(200);
  });
});

describe(endpointTitle(walletContract.ledger), () => {
  it('when the pro reads the ledger, then SPEC §9 types are listed newest first, paged by 20, and other types only with all=1', async () => {
    const { pro, bidId } = await quotedLead(ctx, { pro: { balance: 1000 } });
    await ctx.deps.db.query(
      `INSERT INTO wallet_transactions (user_id, type, amount, balance_after, description) VALUES ($1, 99, 0, 980, 'internal')`,
      [pro.user.id],
    );
    const res = await api(pro.agent).call(walletContract.ledger);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ balance: 980, page: 1, page_size: 20, total: 2 });
    // createPro's opening balance is an adjustment (39), listed with the fee.
    expect(res.body.data.items.map((t: { type: number }) => t.type)).toEqual([14, 39]);
    expect(res.body.data.items[0]).toMatchObject({ type_name: 'quote_fee', amount: -20, quote_bid_id: bidId });
    const all = await api(pro.agent).call(walletContract.ledger, { query: { all: '1' } });
    expect(all.body.data.items.map((t: { type: number }) => t.type)).toEqual([99, 14, 39]);
    for (let i = 0; i < 25; i++) {
      await ctx.deps.db.query(`INSERT INTO wallet_transactions (user_id, type, amount, balance_after) VALUES ($1, 1, 10, $2)`, [
        pro.user.id,
        990 + 10 * i,
      ]);
    }
    await ctx.deps.db.query('UPDATE wallets SET balance = balance + 250 WHERE user_id = $1', [pro.user.id]);
    const p2 = await api(pro.agent).call(walletContract.ledger, { query: { page: '2' } });
    expect(p2.body.data).toMatchObject({ page: 2, total: 27, total_pages: 2 });
    expect(p2.body.data.items).toHaveLength(7);
  });

  it('when a visitor asks, then 401', async () => {
    expect((await api(ctx.sifu.handler).call(walletContract.ledger)).status).toBe(401);
    expect((await api(ctx.sifu.handler).call(walletContract.balance)).status).toBe(401);
  });
});
