import { notificationsContract } from '@shared/api/notifications.contract';
import { settingsContract } from '@shared/api/settings.contract';
import { shopItemsContract } from '@shared/api/shop-items.contract';
import { api } from '../../test/api';
import { createStaff, setUpCatalog } from '../../test/fixtures';
import { checkMoneyAfterEach } from '../../test/money-invariants';
import { outboxMails } from '../../test/outbox';
import { publishedItem } from '../../test/shop-fixtures';
import { actOnShopOrder as act, backdateShopOrder, paidShopOrder, payShopPayment, placeShopOrder } from '../../test/shop-order-fixtures';
import { setUpTestContext } from '../../test/test-app';
import { autoCompleteDue, expireDue } from './shop-sweeps.service';

const ctx = setUpTestContext({ env: { FEATURE_FLAGS: 'shop=true,nshop=true', PAYMENT_PROVIDER: 'sandbox' } });
const cat = setUpCatalog(ctx);
checkMoneyAfterEach(ctx);

type Notice = { user_id: number; event: string; role: string; order: number | null; item: number | null; reason: string | null };

/** The shop notices written so far for these users, oldest first. */
const noticesOf = async (...userIds: number[]) =>
  ctx.deps.db.many<Notice>(
    `SELECT user_id, params->>'event' AS event, params->>'role' AS role, (params->>'shop_order_id')::int AS order,
            (params->>'shop_item_id')::int AS item, params->>'reason' AS reason
       FROM notifications WHERE type = 'shop' AND user_id = ANY($1::int[]) ORDER BY id`,
    [userIds],
  );

/** Each notice as "who:event" (consumer or pro), oldest first. */
async function steps(o: { buyer: { user: { id: number } }; item: { pro: { user: { id: number } } } }) {
  const notes = await noticesOf(o.buyer.user.id, o.item.pro.user.id);
  return notes.map((n) => `${n.user_id === o.buyer.user.id ? 'consumer' : 'pro'}:${n.event}`);
}

describe('shop notices: orders', () => {
  it('when an order is paid, then its pro hears of the new order in-app and by e-mail, with the link to the order', async () => {
    const o = await paidShopOrder(ctx, cat);
    expect(await noticesOf(o.item.pro.user.id)).toEqual([
      { user_id: o.item.pro.user.id, event: 'new_order', role: 'pro', order: o.orderId, item: null, reason: null },
    ]);
    expect(await noticesOf(o.buyer.user.id)).toEqual([]);
    const list = (await o.pro.call(notificationsContract.list, { query: {} })).body.data;
    expect(list.items[0]).toMatchObject({ type: 'shop', params: { event: 'new_order', shop_order_id: o.orderId, amount: 500, net: 475 } });
    const mails = outboxMails(ctx.dataDir, 'shop', `${o.item.pro.username}@example.com`);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Sifu 網店：冷氣清洗 2 部');
    expect(mails[0].body).toContain('HK$500');
    expect(mails[0].body).toContain(`/dashboard/shop/order/${o.orderId}`);
  });

  it('when each side acts, then the other side hears of each step, with the reason of a cancel request', async () => {
    const o = await paidShopOrder(ctx, cat);
    await act(o.pro, 'confirm', o.orderId);
    await act(o.pro, 'apply_complete', o.orderId);
    await act(o.consumer, 'reject_complete', o.orderId, '仲有部冷氣未洗');
    await act(o.consumer, 'apply_cancel', o.orderId, '改咗期');
    await act(o.pro, 'reject_cancel', o.orderId);
    await act(o.pro, 'apply_cancel', o.orderId);
    await act(o.consumer, 'cancel', o.orderId);
    expect(await steps(o)).toEqual([
      'pro:new_order',
      'consumer:confirmed',
      'consumer:complete_requested',
      'pro:complete_rejected',
      'pro:cancel_requested',
      'consumer:cancel_rejected',
      'consumer:cancel_requested',
      'pro:cancelled',
    ]);
    const reasons = (await noticesOf(o.item.pro.user.id)).map((n) => n.reason);
    expect(reasons).toEqual([null, '仲有部冷氣未洗', '改咗期', null]);
    const mails = outboxMails(ctx.dataDir, 'shop', `${o.buyer.username}@example.com`);
    expect(mails.map((m) => m.body)).toEqual([
      expect.stringContaining('測試水喉已確認你嘅訂單「冷氣清洗 2 部」'),
      expect.stringContaining('請喺 7 日內確認或者拒絕'),
      expect.stringContaining('唔同意取消'),
      expect.stringContaining('要求取消訂單'),
    ]);
    expect(mails[0].body).toContain(`/dashboard/shop-consumer/order/${o.orderId}`);
  });

  it('when the consumer confirms completion or the pro cancels a paid order, then the other side hears of it', async () => {
    const done = await paidShopOrder(ctx, cat);
    await act(done.pro, 'confirm', done.orderId);
    await act(done.pro, 'apply_complete', done.orderId);
    await act(done.consumer, 'complete', done.orderId);
    expect((await steps(done)).slice(-1)).toEqual(['pro:completed']);
    const declined = await paidShopOrder(ctx, cat);
    await act(declined.pro, 'cancel', declined.orderId);
    expect(await steps(declined)).toEqual(['pro:new_order', 'consumer:cancelled']);
  });

  it('when a consumer drops an unpaid checkout, then nobody is told; when it runs out, only the consumer is', async () => {
    const dropped = await placeShopOrder(ctx, cat);
    await act(dropped.consumer, 'cancel', dropped.orderId);
    expect(await steps(dropped)).toEqual([]);
    const lapsed = await placeShopOrder(ctx, cat);
    await backdateShopOrder(ctx, lapsed.orderId, 0);
    await expireDue(ctx.deps);
    expect(await steps(lapsed)).toEqual(['consumer:checkout_expired']);
  });

  it('when a payment arrives after its order went void, then it is refunded and the consumer alone is told once, in-app and by e-mail, with the amount', async () => {
    const late = await placeShopOrder(ctx, cat);
    await act(late.consumer, 'cancel', late.orderId);
    expect((await payShopPayment(ctx, late.hash, 500)).body.data.result).toBe('refunded_late');
    // A retried delivery finds the payment refunded and tells nobody again.
    expect((await payShopPayment(ctx, late.hash, 500)).body.data.result).toBe('already_paid');
    expect(await steps(late)).toEqual(['consumer:late_payment_refunded']);
    const list = (await late.consumer.call(notificationsContract.list, { query: {} })).body.data;
    expect(list.items[0]).toMatchObject({
      type: 'shop',
      params: { event: 'late_payment_refunded', shop_order_id: late.orderId, amount: 500 },
    });
    const mails = outboxMails(ctx.dataDir, 'shop', `${late.buyer.username}@example.com`);
    expect(mails).toHaveLength(1);
    expect(mails[0].body).toContain('HK$500');
    expect(mails[0].body).toContain('全數退回');
    expect(mails[0].body).toContain(`/dashboard/shop-consumer/order/${late.orderId}`);
  });

  it('when the sweeps cancel an unconfirmed order, a cancel request nobody answered, or complete an order, then both sides hear of it', async () => {
    const unconfirmed = await paidShopOrder(ctx, cat);
    await backdateShopOrder(ctx, unconfirmed.orderId, 3);
    const unanswered = await paidShopOrder(ctx, cat);
    await act(unanswered.pro, 'confirm', unanswered.orderId);
    await act(unanswered.pro, 'apply_cancel', unanswered.orderId);
    await backdateShopOrder(ctx, unanswered.orderId, 3);
    expect(await expireDue(ctx.deps)).toBe(2);
    expect((await steps(unconfirmed)).slice(1)).toEqual(['consumer:not_confirmed', 'pro:not_confirmed']);
    expect((await steps(unanswered)).slice(-2)).toEqual(['consumer:cancel_expired', 'pro:cancel_expired']);
    const waiting = await paidShopOrder(ctx, cat);
    await act(waiting.pro, 'confirm', waiting.orderId);
    await act(waiting.pro, 'apply_complete', waiting.orderId);
    await backdateShopOrder(ctx, waiting.orderId, 7);
    expect(await autoCompleteDue(ctx.deps)).toBe(1);
    expect((await steps(waiting)).slice(-2)).toEqual(['consumer:auto_completed', 'pro:auto_completed']);
    // A second run moves nothing and tells nobody again.
    expect([await expireDue(ctx.deps), await autoCompleteDue(ctx.deps)]).toEqual([0, 0]);
    expect(await steps(waiting)).toHaveLength(5);
  });

  it('when the pro switched shop e-mails off, then the notice still comes in-app (always kept) but no e-mail is sent', async () => {
    const item = await publishedItem(ctx, cat);
    const off = await api(item.pro.agent).call(settingsContract.changeSettings, {
      body: { notification_settings: { shop: { email: false, in_app: false } } },
    });
    expect(off.status).toBe(200);
    expect(off.body.data.notification_settings.shop).toEqual({ in_app: true, email: false, sms: false });
    const o = await placeShopOrder(ctx, cat, { shop_item_id: item.itemId, plan_id: item.planIds[0] });
    expect((await payShopPayment(ctx, o.hash, 500)).body.data.result).toBe('shop_paid');
    expect(await noticesOf(item.pro.user.id)).toHaveLength(1);
    expect(outboxMails(ctx.dataDir, 'shop', `${item.pro.username}@example.com`)).toEqual([]);
  });
});

describe('shop notices: items', () => {
  it('when an operator publishes, rejects or takes down an item, then its pro is told, with the link to its editor', async () => {
    const staff = api((await createStaff(ctx, ['trust_safety'])).agent);
    const approved = await publishedItem(ctx, cat, { status: 'in_review' });
    const refused = await publishedItem(ctx, cat, { status: 'in_review' });
    const live = await publishedItem(ctx, cat);
    const decide = (id: number, body: { decision: 'publish' } | { decision: 'reject'; note: string }) =>
      staff.call(shopItemsContract.opsDecide, { params: { id }, body });
    expect((await decide(approved.itemId, { decision: 'publish' })).status).toBe(200);
    expect((await decide(refused.itemId, { decision: 'reject', note: '相片唔清楚' })).status).toBe(200);
    expect((await decide(live.itemId, { decision: 'reject', note: '違反使用條款' })).status).toBe(200);
    const all = await noticesOf(approved.pro.user.id, refused.pro.user.id, live.pro.user.id);
    expect(all.map((n) => [n.event, n.item, n.reason])).toEqual([
      ['item_published', approved.itemId, null],
      ['item_rejected', refused.itemId, '相片唔清楚'],
      ['item_taken_down', live.itemId, '違反使用條款'],
    ]);
    const [mail] = outboxMails(ctx.dataDir, 'shop', `${refused.pro.username}@example.com`);
    expect(mail.body).toContain('原因：相片唔清楚');
    expect(mail.body).toContain(`/dashboard/shop/product/edit/${refused.pro.serviceId}/${cat.categoryId}/${refused.itemId}`);
  });
});
