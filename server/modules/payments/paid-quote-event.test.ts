/**
 * A credited payment emits payment.credited, and its subscriber sends the quote typed before paying. Events are
 * delivered at least once: a second delivery of the same event (here a second subscriber running the same handler,
 * as a retried job would) still sends the quote once, charges its fee once and leaves the order saying sent.
 */
import crypto from 'node:crypto';
import request from 'supertest';
import { urlOf } from '@shared/api/endpoint';
import { bidsContract } from '@shared/api/bids.contract';
import { paymentsContract } from '@shared/api/payments.contract';
import type { DomainEvent } from '../../lib/domain-events';
import { createTestContext, type TestContext } from '../../test/test-app';
import { bidRow, flatQuote, matchedLead } from '../../test/fixtures';
import { sendPaidQuote } from '../bids/paid-quote-send.service';
import { signPayload, SANDBOX_SIGNATURE_HEADER } from './sandbox/sandbox-signature';
import { checkMoneyAfterEach } from '../../test/money-invariants';

let ctx: TestContext;
const delivered: DomainEvent<'payment.credited'>[] = [];
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.deps.domainEvents.subscribe('payment.credited', 'test-redelivery', async (e) => {
    delivered.push(e);
    await sendPaidQuote(ctx.deps, e);
  });
});
afterAll(() => ctx.close());
checkMoneyAfterEach(() => ctx);

const SECRET = 'whsec_sandbox_local_development_only';

function paid(hash: string, amount: number) {
  const body = JSON.stringify({
    id: `evt_${crypto.randomBytes(12).toString('hex')}`,
    type: 'payment.succeeded',
    created: Math.floor(Date.now() / 1000),
    data: { order_ref: hash, payment_id: `pay_${hash}`, method: 'card', amount, currency: 'HKD' },
  });
  return request(ctx.sifu.handler)
    .post(urlOf(paymentsContract.webhook, { params: { provider: 'sandbox' } }))
    .set('Content-Type', 'application/json')
    .set(SANDBOX_SIGNATURE_HEADER, signPayload(SECRET, body, Math.floor(Date.now() / 1000)))
    .send(body);
}

it('when payment.credited is delivered twice, then the held quote is sent once, its fee charged once, and the order says sent', async () => {
  const { pro, bidId } = await matchedLead(ctx, { fee: 60, pro: { balance: 0 } });
  const refused = await pro.agent.post(urlOf(bidsContract.sendQuote, { params: { id: bidId } })).send(flatQuote(950));
  expect(refused.body.error.code).toBe(10);
  const created = await pro.agent.post(urlOf(paymentsContract.createOrder)).send({
    idempotency_key: crypto.randomBytes(9).toString('base64url'),
    pay_type: 'card',
    amount: 60,
    quote_bid_id: bidId,
    quote_draft: flatQuote(950),
  });
  expect(created.status).toBe(200);
  const { hash } = created.body.data.order;

  expect((await paid(hash, 60)).body.data).toEqual({ received: true, result: 'credited' });

  expect(delivered.map((e) => e.payload.userId)).toEqual([pro.user.id]);
  expect(await bidRow(ctx, bidId)).toMatchObject({ quote_status_id: 2, flat_rate_at: 950 });
  const fees = await ctx.deps.db.many('SELECT amount FROM wallet_transactions WHERE user_id = $1 AND quote_bid_id = $2', [
    pro.user.id,
    bidId,
  ]);
  expect(fees).toHaveLength(1);
  const order = await request(ctx.sifu.handler).get(urlOf(paymentsContract.order, { params: { hash } }));
  expect(order.body.data).toMatchObject({ status: 'paid', follow_up: 'sent' });

  await sendPaidQuote(ctx.deps, delivered[0]);
  expect(
    await ctx.deps.db.many('SELECT amount FROM wallet_transactions WHERE user_id = $1 AND quote_bid_id = $2', [pro.user.id, bidId]),
  ).toHaveLength(1);
  expect((await request(ctx.sifu.handler).get(urlOf(paymentsContract.order, { params: { hash } }))).body.data.follow_up).toBe('sent');
});
