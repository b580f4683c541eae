/** The sandbox gateway against our own webhook endpoint over real HTTP: a pro's order is paid only by the webhook. */
import crypto from 'node:crypto';
import { paymentsContract } from '@shared/api/payments.contract';
import { setUpServedTestContext } from '../../../test/served-app';
import { until } from '../../../test/until';
import { createCatalog, createPro } from '../../../test/fixtures';
import { api } from '../../../test/api';
import { checkMoneyAfterEach } from '../../../test/money-invariants';

jest.setTimeout(120_000);

const ctx = setUpServedTestContext();
checkMoneyAfterEach(ctx);

it('when a pro pays a card order on the hosted page with the 3-D-Secure step, then the signed webhook marks it paid and saves the card', async () => {
  const pro = await createPro(ctx, await createCatalog(ctx));
  const created = await api(pro.agent).call(paymentsContract.createOrder, {
    body: { idempotency_key: crypto.randomBytes(9).toString('base64url'), pay_type: 'card', amount: 300, save_card: true },
  });
  expect(created.status).toBe(200);
  const { hash } = created.body.data.order;
  const checkoutUrl: string = created.body.data.redirect_url;
  const paymentId = /\/checkout\/(pay_[0-9a-f]+)/.exec(checkoutUrl)![1];

  const paid = await pro.agent
    .post(checkoutUrl)
    .type('form')
    .send({ number: '4000002760003184', expiry: '12/40', cvc: '123', name: 'Chan' });
  expect(paid.status).toBe(303);
  const { challenge_code } = (await ctx.deps.db.one<{ challenge_code: string }>(
    'SELECT challenge_code FROM sandbox_payments WHERE id = $1',
    [paymentId],
  ))!;
  expect((await api(pro.agent).call(paymentsContract.order, { params: { hash } })).body.data.status).toBe('pending');

  const approved = await pro.agent.post(paid.headers.location).type('form').send({ action: 'approve', code: challenge_code });
  expect(approved.status).toBe(303);
  expect(approved.headers.location).toMatch(new RegExp(`/payment/${hash}$`));

  const order = await until(
    async () => (await api(pro.agent).call(paymentsContract.order, { params: { hash } })).body.data,
    (o) => o.status === 'paid',
  );
  expect(order).toMatchObject({ status: 'paid', amount: 300, card_info: 'visa|x|3184' });
  const delivery = await until(
    () =>
      ctx.deps.db.one(
        'SELECT attempts, last_status, delivered_at IS NOT NULL AS delivered FROM sandbox_webhook_deliveries WHERE payment_id = $1',
        [paymentId],
      ),
    (d) => d?.delivered === true,
  );
  expect(delivery).toEqual({ attempts: 1, last_status: 200, delivered: true });
  const cards = await ctx.deps.db.many('SELECT provider, card_info FROM saved_cards WHERE user_id = $1', [pro.user.id]);
  expect(cards).toEqual([{ provider: 'sandbox', card_info: 'visa|x|3184' }]);
});
