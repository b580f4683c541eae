/** Money under concurrency on real PostgreSQL (ARCHITECTURE §4): never below 0, never charged twice, one ledger row per debit. */
import { bidsContract } from '@shared/api/bids.contract';
import { setUpTestContext } from '../../test/test-app';
import { bidFor, createCatalog, createConsumer, createPro, flatQuote, postRequest, quotedLead } from '../../test/fixtures';
import { api } from '../../test/api';

const ctx = setUpTestContext();

async function proWithLeads(n: number, balance: number) {
  const cat = await createCatalog(ctx, { fee: 20 });
  const pro = await createPro(ctx, cat, { balance });
  const bidIds: number[] = [];
  for (let i = 0; i < n; i++) {
    const consumer = await createConsumer(ctx);
    const { bids } = await postRequest(ctx, consumer, cat);
    bidIds.push(bidFor(bids, pro.serviceId));
  }
  return { pro, bidIds };
}

describe('parallel quote sends', () => {
  it('when a pro with credit for 3 quotes sends 10 in parallel, then exactly 3 are charged, the balance is 0 and never negative, one ledger row each', async () => {
    const { pro, bidIds } = await proWithLeads(10, 60);
    const results = await Promise.all(
      bidIds.map((id) => api(pro.agent).call(bidsContract.sendQuote, { params: { id }, body: flatQuote() })),
    );
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 422);
    expect(ok).toHaveLength(3);
    expect(refused).toHaveLength(7);
    for (const r of refused) expect(r.body.error.code).toBe(10);
    const wallet = await ctx.deps.db.one<{ balance: number }>('SELECT balance FROM wallets WHERE user_id = $1', [pro.user.id]);
    expect(wallet!.balance).toBe(0);
    const rows = await ctx.deps.db.many<{ quote_bid_id: number; amount: number; balance_after: number }>(
      'SELECT quote_bid_id, amount, balance_after FROM wallet_transactions WHERE user_id = $1 AND type = 14 ORDER BY id',
      [pro.user.id],
    );
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.quote_bid_id)).size).toBe(3);
    expect(rows.map((r) => r.balance_after)).toEqual([40, 20, 0]);
    const sent = await ctx.deps.db.many('SELECT quote_bid_id FROM quote_bids WHERE quote_bid_id = ANY($1::int[]) AND quote_status_id = 2', [
      bidIds,
    ]);
    expect(sent.map((b) => b.quote_bid_id).sort()).toEqual(rows.map((r) => r.quote_bid_id).sort());
    const stillSend = await ctx.deps.db.many(
      `SELECT error_action FROM quote_bids WHERE quote_bid_id = ANY($1::int[]) AND quote_status_id = 1`,
      [bidIds],
    );
    expect(stillSend).toHaveLength(7);
    for (const b of stillSend) expect(b.error_action).toBe('buy_credit');
  });

  it('when the same bid is sent 12 times in parallel, then one send goes out, charged once with one ledger row, and the other 11 are code 6 already quoted', async () => {
    const {
      pro,
      bidIds: [bidId],
    } = await proWithLeads(1, 500);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        api(pro.agent).call(bidsContract.sendQuote, { params: { id: bidId }, body: flatQuote(500 + i) }),
      ),
    );
    expect(results.map((r) => `${r.status} ${r.body.error?.code ?? ''}`).sort()).toEqual(['200 ', ...Array<string>(11).fill('409 6')]);
    const rows = await ctx.deps.db.many('SELECT amount FROM wallet_transactions WHERE quote_bid_id = $1', [bidId]);
    expect(rows).toEqual([{ amount: -20 }]);
    expect((await ctx.deps.db.one<{ balance: number }>('SELECT balance FROM wallets WHERE user_id = $1', [pro.user.id]))!.balance).toBe(
      480,
    );
    const bid = await ctx.deps.db.one('SELECT quote_fee_charged, is_contact_charge FROM quote_bids WHERE quote_bid_id = $1', [bidId]);
    expect(bid).toEqual({ quote_fee_charged: 20, is_contact_charge: true });
  });

  it('when all debits so far are checked, then no bid was charged twice and every charged bid has exactly one ledger row', async () => {
    const twice = await ctx.deps.db.many(
      'SELECT quote_bid_id FROM wallet_transactions WHERE type = 14 GROUP BY quote_bid_id HAVING count(*) > 1',
    );
    expect(twice).toEqual([]);
    const unmatched = await ctx.deps.db.many(
      `SELECT b.quote_bid_id FROM quote_bids b
        WHERE (b.quote_fee_charged > 0) <> EXISTS (SELECT 1 FROM wallet_transactions t WHERE t.quote_bid_id = b.quote_bid_id AND t.type = 14)`,
    );
    expect(unmatched).toEqual([]);
    expect(await ctx.deps.db.many('SELECT 1 FROM wallets WHERE balance < 0')).toEqual([]);
  });
});

describe('parallel hires', () => {
  it('when one bid is hired 10 times in parallel, then it is Hired once: hired_count +1 and one hire activity', async () => {
    const { pro, consumer, bidId } = await quotedLead(ctx);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        api(consumer.agent).call(bidsContract.hire, { params: { id: bidId }, body: { date: '2030-04-01', time: '11:00' } }),
      ),
    );
    expect(results.every((r) => r.status === 200 && r.body.data.quote_status_id === 3)).toBe(true);
    const svc = await ctx.deps.db.one<{ hired_count: number }>('SELECT hired_count FROM quote_services WHERE quote_service_id = $1', [
      pro.serviceId,
    ]);
    expect(svc!.hired_count).toBe(1);
    const acts = await ctx.deps.db.many(`SELECT 1 FROM activities WHERE quote_bid_id = $1 AND type = 'hire'`, [bidId]);
    expect(acts).toHaveLength(1);
    const notes = await ctx.deps.db.many(`SELECT 1 FROM notifications WHERE quote_bid_id = $1 AND type = 'hired'`, [bidId]);
    expect(notes).toHaveLength(1);
  });
});
