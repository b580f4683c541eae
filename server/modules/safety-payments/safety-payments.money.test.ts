import { commissionOf, type SafetyPaymentStatus } from '@shared/domain/safety-payments';
import { quotedLead } from '../../test/fixtures';
import { checkMoneyAfterEach, moneyProblems } from '../../test/money-invariants';
import { setUpTestContext } from '../../test/test-app';
import * as repo from './safety-payments.repository';

const ctx = setUpTestContext();
checkMoneyAfterEach(ctx);

/** A quoted bid with a HK$1,200 job payment paid in full, awaiting payment. */
async function job(parts: number[] = [1200]) {
  const lead = await quotedLead(ctx);
  const created = await ctx.deps.db.withTransaction((tx) =>
    repo.insertPayment(tx, {
      bidId: lead.bidId,
      kind: 'job',
      plan: parts.length === 1 ? 'full' : 'milestones',
      price: parts.reduce((s, p) => s + p, 0),
      commissionPercent: 5,
      consumerId: lead.consumer.user.id,
      proId: lead.pro.user.id,
      parts,
    }),
  );
  return { lead, payment: created! };
}

/** One move and its money in one transaction, as the services will do it: money only when the move happened. */
const moveAndPost = (partId: number, to: SafetyPaymentStatus, post: () => Parameters<typeof repo.postMovement>[2], key: string) =>
  ctx.deps.db.withTransaction(async (tx) => {
    const moved = await repo.movePart(tx, partId, to);
    if (moved) await repo.postMovement(tx, partId, post(), key);
    return Boolean(moved);
  });

const history = async (partId: number) =>
  (
    await ctx.deps.db.query<{ to_status: string }>('SELECT to_status FROM safety_part_transitions WHERE part_id = $1 ORDER BY id', [partId])
  ).rows.map((r) => r.to_status);

describe('safety payment money', () => {
  it('when a bid already has a job payment, then a second one is not created', async () => {
    const { lead } = await job();
    const again = await ctx.deps.db.withTransaction((tx) =>
      repo.insertPayment(tx, {
        bidId: lead.bidId,
        kind: 'job',
        plan: 'full',
        price: 900,
        commissionPercent: 5,
        consumerId: lead.consumer.user.id,
        proId: lead.pro.user.id,
        parts: [900],
      }),
    );
    expect(again).toBeNull();
  });

  it('when the paid webhook arrives 20 times at once, then the part is held once and HK$1,200 is posted once', async () => {
    const { payment } = await job();
    const part = payment.parts[0];
    const results = await Promise.all(
      Array.from({ length: 20 }, () => moveAndPost(part.id, 'held', () => ({ kind: 'pay_in', amount: part.amount }), 'pay-in:evt_same')),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await history(part.id)).toEqual(['awaiting_payment', 'held']);
    expect(await repo.heldOf(ctx.deps.db, part.id)).toBe(1200);
    // A replay that reaches the posting on its own (a retried job) posts nothing either.
    expect(
      await ctx.deps.db.withTransaction((tx) => repo.postMovement(tx, part.id, { kind: 'pay_in', amount: 1200 }, 'pay-in:evt_same')),
    ).toBe(false);
  });

  it('when the consumer confirms 20 times at once, then one release moves the money, less 5 % commission, and a refund after it moves nothing', async () => {
    const { payment } = await job();
    const part = payment.parts[0];
    await moveAndPost(part.id, 'held', () => ({ kind: 'pay_in', amount: 1200 }), 'pay-in:evt_release');
    const release = () => ({ kind: 'release' as const, amount: 1200, commission: commissionOf(1200, 5) });
    const results = await Promise.all(Array.from({ length: 20 }, () => moveAndPost(part.id, 'released', release, `release:${part.id}`)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await repo.heldOf(ctx.deps.db, part.id)).toBe(0);
    const { rows } = await ctx.deps.db.query<{ account: string; sum: number }>(
      'SELECT account, sum(amount)::int AS sum FROM safety_ledger WHERE part_id = $1 GROUP BY account ORDER BY account',
      [part.id],
    );
    expect(rows).toEqual([
      { account: 'commission', sum: -60 },
      { account: 'gateway', sum: 1200 },
      { account: 'held', sum: 0 },
      { account: 'pro_payable', sum: -1140 },
    ]);
    const refunds = await Promise.all(
      Array.from({ length: 5 }, () =>
        moveAndPost(part.id, 'refund_requested', () => ({ kind: 'refund', amount: 1200 }), `refund:${part.id}`),
      ),
    );
    expect(refunds.some(Boolean)).toBe(false);
    expect(await history(part.id)).toEqual(['awaiting_payment', 'held', 'released']);
  });

  it('when a dispute over a milestone is split HK$600 / HK$600, then both sides are posted once and the part holds nothing', async () => {
    const { payment } = await job([1200, 800]);
    const part = payment.parts[0];
    await moveAndPost(part.id, 'held', () => ({ kind: 'pay_in', amount: 1200 }), 'pay-in:evt_split');
    // Asking and disputing move no money.
    for (const to of ['refund_requested', 'disputed'] as const)
      expect(await ctx.deps.db.withTransaction((tx) => repo.movePart(tx, part.id, to))).toBeTruthy();
    const split = await Promise.all(
      Array.from({ length: 10 }, () =>
        ctx.deps.db.withTransaction(async (tx) => {
          if (!(await repo.movePart(tx, part.id, 'settled'))) return false;
          await repo.postMovement(tx, part.id, { kind: 'refund', amount: 600 }, `refund:${part.id}`);
          await repo.postMovement(tx, part.id, { kind: 'release', amount: 600, commission: commissionOf(600, 5) }, `release:${part.id}`);
          return true;
        }),
      ),
    );
    expect(split.filter(Boolean)).toHaveLength(1);
    expect(await repo.heldOf(ctx.deps.db, part.id)).toBe(0);
    expect(await history(part.id)).toEqual(['awaiting_payment', 'held', 'refund_requested', 'disputed', 'settled']);
    // The other milestone was never paid: it holds nothing and can still be dropped.
    expect(await repo.heldOf(ctx.deps.db, payment.parts[1].id)).toBe(0);
  });

  it('when a posting is planted that does not balance or a part holds money it should not, then the money check names it', async () => {
    const { payment } = await job();
    const part = payment.parts[0];
    await ctx.deps.db.query(
      `INSERT INTO safety_ledger (part_id, movement, account, amount, idempotency_key) VALUES ($1, 'pay_in', 'held', -500, 'planted')`,
      [part.id],
    );
    const problems = await moneyProblems(ctx.deps.db);
    expect(problems).toEqual(
      expect.arrayContaining([
        `safety movement planted: postings sum to -500`,
        `safety part ${part.id} (awaiting_payment, HK$1200): holds HK$500`,
      ]),
    );
    await ctx.deps.db.query(`DELETE FROM safety_ledger WHERE idempotency_key = 'planted'`);
  });
});
