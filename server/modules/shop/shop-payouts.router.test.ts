/**
 * A completed shop order's payout through finance's payouts (the safety payments' bank file, docs/decisions/0037 and
 * 0038) with only the shop's flags on: listed with the order's reference, approved, in the bank file, paid with the
 * shop ledger's payout posting once, or returned to the pro.
 */
import { safetyPaymentsContract as c } from '@shared/api/safety-payments.contract';
import { nextValueDate } from '@shared/domain/payout-value-date';
import { api } from '../../test/api';
import { createStaff, setUpCatalog } from '../../test/fixtures';
import { checkMoneyAfterEach } from '../../test/money-invariants';
import { actOnShopOrder as act, paidShopOrder, type Api } from '../../test/shop-order-fixtures';
import { setUpTestContext } from '../../test/test-app';

const ctx = setUpTestContext({ env: { FEATURE_FLAGS: 'shop=true,nshop=true', PAYMENT_PROVIDER: 'sandbox' } });
const cat = setUpCatalog(ctx);
checkMoneyAfterEach(ctx);

const db = () => ctx.deps.db;

/** A HK$500 order completed by its consumer: a payout of HK$475 is due to its pro, who has a bank account on file. */
async function completedOrder() {
  const o = await paidShopOrder(ctx, cat);
  await act(o.pro, 'confirm', o.orderId);
  await act(o.pro, 'apply_complete', o.orderId);
  await act(o.consumer, 'complete', o.orderId);
  await db().query(
    `INSERT INTO payout_accounts (user_id, method, holder, bank_code, branch_code, account_number) VALUES ($1, 'bank', '陳大文冷氣', '004', '123', '456789012')`,
    [o.item.pro.user.id],
  );
  const ins = await db().one<{ id: number }>('SELECT id FROM payout_instructions WHERE shop_order_id = $1', [o.orderId]);
  return { ...o, payoutId: ins!.id };
}

/** Approved into a batch and its bank file downloaded (the lines exported): the file's text. */
async function exported(finance: Api, ids: number[]) {
  const batch = await finance.call(c.opsApprovePayouts, { body: { ids, value_date: nextValueDate(Date.now()) } });
  expect(batch.status).toBe(200);
  const file = await finance.call(c.opsExportBatch, { params: { id: batch.body.data.id } });
  expect(file.status).toBe(200);
  return file.text;
}

const shopLedger = (orderId: number, movement: string) =>
  db().many<{ account: string; amount: number; idempotency_key: string }>(
    'SELECT account, amount, idempotency_key FROM shop_ledger WHERE shop_order_id = $1 AND movement = $2 ORDER BY id',
    [orderId, movement],
  );

const shopNotices = (userId: number) =>
  db().many<{ event: string; amount: number }>(
    `SELECT params->>'event' AS event, (params->>'amount')::int AS amount FROM notifications WHERE user_id = $1 AND type = 'shop' ORDER BY id`,
    [userId],
  );

describe('shop payouts', () => {
  it('when finance lists pending payouts, then a shop order’s shows with the order’s reference instead of a quote’s', async () => {
    const finance = api((await createStaff(ctx, ['finance'])).agent);
    const o = await completedOrder();
    const res = await finance.call(c.opsPayouts, { query: { status: 'pending' } });
    expect(res.status).toBe(200);
    expect(res.body.data.items.find((i: { id: number }) => i.id === o.payoutId)).toMatchObject({
      amount: 475,
      shop_order_id: o.orderId,
      part_id: null,
      bid_id: null,
      account: '004-123-***9012',
      pro: { id: o.item.pro.user.id },
    });
  });

  it('when finance exports and marks it paid, then it is in the bank file, the shop ledger posts the payout once and the pro is told', async () => {
    const finance = api((await createStaff(ctx, ['finance'])).agent);
    const o = await completedOrder();
    const file = await exported(finance, [o.payoutId]);
    expect(file).toContain(`SIFU-P${o.payoutId}`);
    expect(file).toContain('TRAILER,1,475.00');
    const clicks = await Promise.all(Array.from({ length: 5 }, () => finance.call(c.opsPaid, { params: { id: o.payoutId } })));
    expect(clicks.filter((r) => r.status === 200)).toHaveLength(1);
    expect(clicks.filter((r) => r.status === 409)).toHaveLength(4);
    expect(clicks.find((r) => r.status === 200)!.body.data).toMatchObject({ status: 'paid', shop_order_id: o.orderId });
    expect(await shopLedger(o.orderId, 'payout')).toEqual([
      { account: 'pro_payable', amount: 475, idempotency_key: `shop-payout:${o.orderId}` },
      { account: 'gateway', amount: -475, idempotency_key: `shop-payout:${o.orderId}` },
    ]);
    // What the order owed the pro is settled: its pro_payable postings sum to nothing.
    const owed = await db().one<{ s: number }>(
      `SELECT sum(amount)::int AS s FROM shop_ledger WHERE shop_order_id = $1 AND account = 'pro_payable'`,
      [o.orderId],
    );
    expect(owed!.s).toBe(0);
    expect((await shopNotices(o.item.pro.user.id)).slice(-1)).toEqual([{ event: 'payout_paid', amount: 475 }]);
    expect(await db().many(`SELECT 1 FROM safety_ledger WHERE idempotency_key = $1`, [`payout:${o.payoutId}`])).toEqual([]);
  });

  it('when the bank returns it, then the pro is asked to correct their payout account and nothing is posted', async () => {
    const finance = api((await createStaff(ctx, ['finance'])).agent);
    const o = await completedOrder();
    await exported(finance, [o.payoutId]);
    const res = await finance.call(c.opsFailed, { params: { id: o.payoutId }, body: { reason: 'Account closed' } });
    expect(res.body.data).toMatchObject({ status: 'failed', shop_order_id: o.orderId });
    expect(await shopLedger(o.orderId, 'payout')).toEqual([]);
    const notes = await db().many<{ event: string; reason: string }>(
      `SELECT params->>'event' AS event, params->>'reason' AS reason FROM notifications WHERE user_id = $1 AND type = 'shop' ORDER BY id DESC LIMIT 1`,
      [o.item.pro.user.id],
    );
    expect(notes).toEqual([{ event: 'payout_failed', reason: 'Account closed' }]);
  });

  it('when neither safety payments nor the shop is on, then payouts and payout accounts are 404; with the shop alone they exist', async () => {
    const finance = api((await createStaff(ctx, ['finance'])).agent);
    const o = await completedOrder();
    expect((await o.pro.call(c.payoutAccount, {})).status).toBe(200);
    ctx.deps.env.featureFlags.shop = false;
    try {
      expect((await finance.call(c.opsPayouts, { query: { status: 'pending' } })).status).toBe(404);
      expect((await o.pro.call(c.payoutAccount, {})).status).toBe(404);
    } finally {
      ctx.deps.env.featureFlags.shop = true;
    }
  });
});
