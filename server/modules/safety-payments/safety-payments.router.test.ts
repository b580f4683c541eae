import crypto from 'node:crypto';
import { bidsContract } from '@shared/api/bids.contract';
import { safetyPaymentsContract as c } from '@shared/api/safety-payments.contract';
import { api } from '../../test/api';
import { createConsumer, createStaff, quotedLead } from '../../test/fixtures';
import { checkMoneyAfterEach } from '../../test/money-invariants';
import { setUpTestContext } from '../../test/test-app';
import { deliverSandboxEvent } from '../../test/sandbox-webhooks';
import { disputeUnanswered, reconcile, releaseDue } from './safety-sweeps.service';

const ctx = setUpTestContext({ env: { FEATURE_FLAGS: 'safetyPayment=true', PAYMENT_PROVIDER: 'sandbox' } });
checkMoneyAfterEach(ctx);

const key = () => crypto.randomBytes(9).toString('base64url');

/** The provider's side of a paid card (what the hosted page does), then its signed success event. */
async function deliver(hash: string, amount: number, id = `evt_${crypto.randomBytes(12).toString('hex')}`) {
  await ctx.deps.db.query(
    `UPDATE sandbox_payments SET status = 'succeeded', paid_at = coalesce(paid_at, now()) WHERE id = (SELECT provider_ref FROM safety_pay_ins WHERE hash = $1)`,
    [hash],
  );
  const body = JSON.stringify({
    id,
    type: 'payment.succeeded',
    created: Math.floor(Date.now() / 1000),
    data: { order_ref: hash, payment_id: `pay_${hash}`, method: 'card', amount, currency: 'HKD', card: { brand: 'visa', last4: '4242' } },
  });
  return deliverSandboxEvent(ctx, body);
}

const ledgerOf = async (partId: number) =>
  (
    await ctx.deps.db.many<{ movement: string; account: string; amount: number }>(
      'SELECT movement, account, amount FROM safety_ledger WHERE part_id = $1 ORDER BY id',
      [partId],
    )
  ).map((r) => `${r.movement}:${r.account}:${r.amount}`);

const payoutOf = (partId: number) =>
  ctx.deps.db.one<{ amount: number; status: string }>('SELECT amount, status FROM payout_instructions WHERE part_id = $1', [partId]);

/** A HK$1,200 flat quote, hired; the consumer pays it into safety by card and the webhook marks it held. */
async function heldJob(price = 1200) {
  const lead = await quotedLead(ctx, { price });
  const consumer = api(lead.consumer.agent);
  const pro = api(lead.pro.agent);
  expect((await consumer.call(bidsContract.hire, { params: { id: lead.bidId }, body: { date: '2030-01-20', time: '3' } })).status).toBe(
    200,
  );
  const view = await consumer.call(c.bid, { params: { bidId: lead.bidId } });
  expect(view.status).toBe(200);
  expect(view.body.data.suggestions).toEqual([{ kind: 'job', plan: 'full', price, parts: [price] }]);
  const added = await consumer.call(c.add, { params: { bidId: lead.bidId }, body: view.body.data.suggestions[0] });
  expect(added.status).toBe(200);
  const partId: number = added.body.data.parts[0].id;
  const paying = await consumer.call(c.order, { params: { id: partId }, body: { pay_type: 'card', idempotency_key: key() } });
  expect(paying.status).toBe(200);
  expect(paying.body.data.pay_in).toMatchObject({ status: 'pending', amount: price, pay_type: 'card' });
  return { lead, consumer, pro, partId, hash: paying.body.data.pay_in.hash as string, redirect: paying.body.data.redirect_url as string };
}

describe('safety payments: pay in, complete, confirm', () => {
  it('when the verified webhook arrives (20 replays at once), then the part is held once; the pro completes, the consumer confirms 20 times, and one release leaves a payout of the price less 5 %', async () => {
    const { consumer, pro, lead, partId, hash, redirect } = await heldJob();
    expect(redirect).toMatch(/sandbox-gateway/);
    // Before the webhook, nothing is held whatever the browser says.
    expect((await consumer.call(c.part, { params: { id: partId } })).body.data).toMatchObject({ status: 'awaiting_payment', held: 0 });
    const replays = await Promise.all(Array.from({ length: 20 }, () => deliver(hash, 1200, 'evt_same_pay_in')));
    expect(replays.every((r) => r.status === 200)).toBe(true);
    expect(await ledgerOf(partId)).toEqual(['pay_in:gateway:1200', 'pay_in:held:-1200']);
    const part = (await consumer.call(c.part, { params: { id: partId } })).body.data;
    expect(part).toMatchObject({ status: 'held', held: 1200, commission: 60, pro_receives: 1140, actions: ['confirm', 'cancel_request'] });
    expect(part.timeline.map((t: { status: string }) => t.status)).toEqual(['awaiting_payment', 'held']);
    // The pro sees the same money and no consumer action, and was told once, with the part the notice opens.
    expect((await pro.call(c.part, { params: { id: partId } })).body.data).toMatchObject({ status: 'held', actions: [] });
    const { rows: told } = await ctx.deps.db.query(
      `SELECT params->>'event' AS event, params->>'part_id' AS part FROM notifications WHERE user_id = $1 AND type = 'safety_payment'`,
      [lead.pro.user.id],
    );
    expect(told).toEqual([{ event: 'held_pro', part: String(partId) }]);
    // Completing the work starts the automatic release.
    expect((await pro.call(bidsContract.complete, { params: { id: lead.bidId } })).status).toBe(200);
    const after = (await consumer.call(c.bid, { params: { bidId: lead.bidId } })).body.data;
    expect(after.payments[0].auto_release_at).not.toBeNull();
    expect(after.payments[0].parts[0].actions).toEqual(['confirm', 'apply_refund']);
    const confirms = await Promise.all(Array.from({ length: 20 }, () => consumer.call(c.confirm, { params: { id: partId } })));
    expect(confirms.filter((r) => r.status === 200)).toHaveLength(1);
    expect(confirms.filter((r) => r.status === 409)).toHaveLength(19);
    expect(await ledgerOf(partId)).toEqual([
      'pay_in:gateway:1200',
      'pay_in:held:-1200',
      'release:held:1200',
      'release:pro_payable:-1140',
      'release:commission:-60',
    ]);
    expect(await payoutOf(partId)).toEqual({ amount: 1140, status: 'pending' });
    // A late webhook replay moves nothing.
    expect((await deliver(hash, 1200, 'evt_late_replay')).body.data.result).toBe('already_paid');
    expect((await consumer.call(c.list, {})).body.data.items[0]).toMatchObject({ status: 'released', held: 0, role: 'consumer' });
  });

  it('when someone else asks for the bid, a part or tries to pay, then 404; with the flag off everything is 404', async () => {
    const { partId, lead } = await heldJob(900);
    const stranger = api((await createConsumer(ctx)).agent);
    expect((await stranger.call(c.bid, { params: { bidId: lead.bidId } })).status).toBe(404);
    expect((await stranger.call(c.part, { params: { id: partId } })).status).toBe(404);
    expect((await stranger.call(c.confirm, { params: { id: partId } })).status).toBe(404);
    // The pro cannot confirm the consumer's money.
    expect((await api(lead.pro.agent).call(c.confirm, { params: { id: partId } })).status).toBe(403);
    ctx.deps.env.featureFlags.safetyPayment = false;
    try {
      expect((await api(lead.consumer.agent).call(c.bid, { params: { bidId: lead.bidId } })).status).toBe(404);
    } finally {
      ctx.deps.env.featureFlags.safetyPayment = true;
    }
  });

  it('when the hire is undone while money is held, then 422 and the hire stands', async () => {
    const { consumer, lead, hash } = await heldJob(700);
    await deliver(hash, 700);
    const res = await consumer.call(bidsContract.undoHire, { params: { id: lead.bidId } });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('safety_held');
  });
});

describe('safety payments: plans and bad input', () => {
  it('when the pro proposes milestones that do not sum to the price, then a translated field error and nothing is created', async () => {
    const lead = await quotedLead(ctx, { price: 3000 });
    const pro = api(lead.pro.agent);
    const bad = await pro.call(c.add, {
      params: { bidId: lead.bidId },
      body: { kind: 'job', plan: 'milestones', price: 3000, parts: [1000, 1000] },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.details.fields)).toEqual(['parts']);
    expect((await pro.call(c.bid, { params: { bidId: lead.bidId } })).body.data.payments).toEqual([]);
    const ok = await pro.call(c.add, {
      params: { bidId: lead.bidId },
      body: { kind: 'job', plan: 'milestones', price: 3000, parts: [1000, 2000] },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.parts.map((p: { amount: number }) => p.amount)).toEqual([1000, 2000]);
    // Before the hire the consumer cannot pay the job.
    const early = await api(lead.consumer.agent).call(c.order, {
      params: { id: ok.body.data.parts[0].id },
      body: { pay_type: 'card', idempotency_key: key() },
    });
    expect(early.status).toBe(422);
    expect(early.body.error.code).toBe('safety_hire_first');
    // The consumer cannot invent a price.
    const invented = await api(lead.consumer.agent).call(c.add, {
      params: { bidId: lead.bidId },
      body: { kind: 'inspection', plan: 'full', price: 100, parts: [100] },
    });
    expect(invented.status).toBe(422);
  });
});

describe('safety payments: refunds and disputes', () => {
  it('when the consumer applies for a refund above what is held, then 400; a dispute is split HK$600 / HK$600 by trust and safety and both sides see it', async () => {
    const { consumer, pro, lead, partId, hash } = await heldJob();
    await deliver(hash, 1200);
    expect((await pro.call(bidsContract.complete, { params: { id: lead.bidId } })).status).toBe(200);
    const tooMuch = await consumer.call(c.applyRefund, { params: { id: partId }, body: { amount: 1300, reason: 'The tap still leaks' } });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error.details.fields.amount).toBeTruthy();
    const applied = await consumer.call(c.applyRefund, { params: { id: partId }, body: { amount: 1200, reason: 'The tap still leaks' } });
    expect(applied.status).toBe(200);
    expect(applied.body.data).toMatchObject({ status: 'refund_requested', request: { kind: 'refund', amount: 1200 } });
    expect((await pro.call(c.part, { params: { id: partId } })).body.data.actions).toEqual(['approve_refund', 'counter_refund', 'dispute']);
    const disputed = await pro.call(c.dispute, { params: { id: partId }, body: { reason: 'The leak is in the wall, not my tap' } });
    expect(disputed.body.data.status).toBe('disputed');
    const ticket = await ctx.deps.db.one<{ queue: string; status: string }>(
      `SELECT queue, status FROM ops_tickets WHERE subject_type = 'safety_part' AND subject_id = $1`,
      [partId],
    );
    expect(ticket).toEqual({ queue: 'disputes', status: 'open' });
    const staff = await createStaff(ctx, ['trust_safety']);
    const support = await createStaff(ctx, ['support']);
    expect((await api(support.agent).call(c.opsPart, { params: { id: partId } })).status).toBe(404);
    const panel = await api(staff.agent).call(c.opsPart, { params: { id: partId } });
    expect(panel.body.data.part).toMatchObject({ status: 'disputed', held: 1200, request: { amount: 1200 } });
    const decided = await api(staff.agent).call(c.opsDecide, {
      params: { id: partId },
      body: { refund_amount: 600, note: 'Half the work was fine' },
    });
    expect(decided.status).toBe(200);
    expect(decided.body.data.part).toMatchObject({ status: 'settled', held: 0, refunded: 600, released: 600 });
    const again = await api(staff.agent).call(c.opsDecide, { params: { id: partId }, body: { refund_amount: 0, note: 'Second thoughts' } });
    expect(again.status).toBe(409);
    expect((await payoutOf(partId))?.amount).toBe(570);
    expect((await consumer.call(c.part, { params: { id: partId } })).body.data).toMatchObject({
      status: 'settled',
      decision_note: 'Half the work was fine',
    });
    // What the pro is shown to receive is what was released, less its commission, as paid out.
    expect((await pro.call(c.part, { params: { id: partId } })).body.data).toMatchObject({ commission: 30, pro_receives: 570 });
    const closed = await ctx.deps.db.one<{ status: string }>(
      `SELECT status FROM ops_tickets WHERE subject_type = 'safety_part' AND subject_id = $1`,
      [partId],
    );
    expect(closed?.status).toBe('closed');
  });

  it('when the pro counters and the consumer accepts, then the countered amount is refunded and the rest released', async () => {
    const { consumer, pro, lead, partId, hash } = await heldJob(1000);
    await deliver(hash, 1000);
    await pro.call(bidsContract.complete, { params: { id: lead.bidId } });
    await consumer.call(c.applyRefund, { params: { id: partId }, body: { amount: 800, reason: 'Only half was painted' } });
    const countered = await pro.call(c.counterRefund, { params: { id: partId }, body: { amount: 300, reason: 'Two rooms were done' } });
    expect(countered.body.data).toMatchObject({ status: 'refund_countered', request: { counter_amount: 300 } });
    const accepted = await consumer.call(c.approveRefund, { params: { id: partId } });
    expect(accepted.body.data).toMatchObject({ status: 'settled', refunded: 300, released: 700 });
  });

  it('when the consumer cancels before the work is completed and the pro accepts, then all of it is refunded', async () => {
    const { consumer, pro, partId, hash } = await heldJob(500);
    await deliver(hash, 500);
    const asked = await consumer.call(c.cancelRequest, { params: { id: partId }, body: { reason: 'We found another plumber' } });
    expect(asked.body.data).toMatchObject({ status: 'cancel_requested', request: { kind: 'cancel', amount: 500 } });
    expect((await pro.call(c.approveRefund, { params: { id: partId } })).body.data).toMatchObject({
      status: 'refunded',
      refunded: 500,
      held: 0,
    });
    expect(await payoutOf(partId)).toBeUndefined();
  });
});

describe('safety payments: sweeps', () => {
  it('when the release days have passed after completion, then the held part is released automatically, once', async () => {
    const { pro, lead, partId, hash } = await heldJob(800);
    await deliver(hash, 800);
    await pro.call(bidsContract.complete, { params: { id: lead.bidId } });
    await ctx.deps.db.query(`UPDATE safety_payments SET completed_at = now() - interval '8 days' WHERE quote_bid_id = $1`, [lead.bidId]);
    const [a, b] = await Promise.all([releaseDue(ctx.deps), releaseDue(ctx.deps)]);
    expect(a + b).toBe(1);
    expect((await payoutOf(partId))?.amount).toBe(760);
    expect(await ledgerOf(partId)).toHaveLength(5);
  });

  it('when the pro leaves a cancellation unanswered past its deadline, then it goes to trust and safety once, with the money still held', async () => {
    const { consumer, pro, partId, hash } = await heldJob(700);
    await deliver(hash, 700);
    expect((await consumer.call(c.cancelRequest, { params: { id: partId }, body: { reason: 'Plans changed' } })).status).toBe(200);
    expect(await disputeUnanswered(ctx.deps)).toBe(0);
    await ctx.deps.db.query(`UPDATE safety_payment_parts SET answer_due = now() - interval '1 minute' WHERE id = $1`, [partId]);
    const [a, b] = await Promise.all([disputeUnanswered(ctx.deps), disputeUnanswered(ctx.deps)]);
    expect(a + b).toBe(1);
    expect((await pro.call(c.part, { params: { id: partId } })).body.data).toMatchObject({ status: 'disputed', held: 700 });
    const tickets = await ctx.deps.db.many<{ queue: string; status: string }>(
      `SELECT queue, status FROM ops_tickets WHERE subject_type = 'safety_part' AND subject_id = $1`,
      [partId],
    );
    expect(tickets).toEqual([{ queue: 'disputes', status: 'open' }]);
  });

  it('when held money does not match what the provider reported, then the reconciliation opens a finance ticket for the part', async () => {
    const { partId, hash } = await heldJob(600);
    await deliver(hash, 600);
    expect(await reconcile(ctx.deps)).toBe(0);
    // Planted: a pay-in posted twice under another key (the provider captured HK$600 once).
    await ctx.deps.db.query(
      `INSERT INTO safety_ledger (part_id, movement, account, amount, idempotency_key) VALUES ($1, 'pay_in', 'gateway', 600, 'planted'), ($1, 'pay_in', 'held', -600, 'planted')`,
      [partId],
    );
    expect(await reconcile(ctx.deps)).toBe(1);
    const ticket = await ctx.deps.db.one<{ queue: string }>(
      `SELECT queue FROM ops_tickets WHERE subject_type = 'safety_mismatch' AND subject_id = $1`,
      [partId],
    );
    expect(ticket?.queue).toBe('payouts');
    await ctx.deps.db.query(`DELETE FROM safety_ledger WHERE idempotency_key = 'planted'`);
  });
});
