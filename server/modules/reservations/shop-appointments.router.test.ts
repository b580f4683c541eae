/**
 * Shop orders' slots among the appointments (docs/decisions/0038 "Reservation slots"): listed for both sides with the
 * order, refused by the booking API's cancel and move, on the pro's calendar with the plan, and reminded the day before.
 */
import { reservationsContract as r } from '@shared/api/reservations.contract';
import { serviceEditorContract } from '@shared/api/service-editor.contract';
import { shopOrdersContract as c } from '@shared/api/shop-orders.contract';
import { withAdapterDefaults } from '../../lib/adapters';
import { api } from '../../test/api';
import { createConsumer, setUpCatalog } from '../../test/fixtures';
import { checkMoneyAfterEach } from '../../test/money-invariants';
import { outboxMails } from '../../test/outbox';
import { publishedItem, type ShopItemFixture } from '../../test/shop-fixtures';
import { actOnShopOrder as act, payShopPayment, shopKey } from '../../test/shop-order-fixtures';
import { setUpTestContext } from '../../test/test-app';
import { sendBookingReminders } from './reservations.service';

const ctx = setUpTestContext({ env: { FEATURE_FLAGS: 'shop=true,nshop=true', PAYMENT_PROVIDER: 'sandbox' } });
const cat = setUpCatalog(ctx);
/** The booking reminders e-mailed so far (booking notices are tagged with their type, the reminder says so). */
const reminderMails = () => outboxMails(ctx.dataDir, 'booking').filter((m) => /預約提提你|Booking reminder/.test(m.subject));
checkMoneyAfterEach(ctx);

const ALL_WEEK = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open: '00:00', close: '23:59' }));
const hkDay = (utc: string) => new Date(Date.parse(`${utc.replace(' ', 'T')}Z`) + 8 * 3_600_000).toISOString().slice(0, 10);

/** A published item taking reservations, its service open every hour of every day, and its free slots. */
async function reservableItem(): Promise<{ item: ShopItemFixture; slots: Array<{ begin_time: string; end_time: string }> }> {
  const item = await publishedItem(ctx, cat);
  await ctx.deps.db.query('UPDATE quote_services SET business_hours = $2 WHERE quote_service_id = $1', [
    item.pro.serviceId,
    JSON.stringify(ALL_WEEK),
  ]);
  await ctx.deps.db.query('UPDATE shop_items SET accepts_reservation = true WHERE id = $1', [item.itemId]);
  const res = await api(ctx.sifu.handler).call(c.reserves, { params: { id: item.itemId }, query: {} });
  return { item, slots: res.body.data.slots };
}

/** A new consumer's order of plan 1 (標準, HK$500) with a slot; paid unless `paid` is false. */
async function orderWithSlot(item: ShopItemFixture, beginTime: string, paid = true) {
  const buyer = await createConsumer(ctx);
  const consumer = api(buyer.agent);
  const res = await consumer.call(c.place, {
    body: { shop_item_id: item.itemId, plan_id: item.planIds[0], begin_time: beginTime, pay_type: 'card', idempotency_key: shopKey() },
  });
  expect(res.status).toBe(200);
  const orderId = res.body.data.order.id as number;
  if (paid) expect((await payShopPayment(ctx, res.body.data.order.payment.hash, 500)).body.data.result).toBe('shop_paid');
  const slot = await ctx.deps.db.one<{ id: number }>('SELECT id FROM reservations WHERE shop_order_id = $1', [orderId]);
  return { buyer, consumer, orderId, reservationId: slot!.id };
}

type Listed = { id: number; role: string; shop_order: { id: number; status: string } | null; status: string };
const listOf = async (who: ReturnType<typeof api>, when: 'upcoming' | 'past' = 'upcoming') =>
  (await who.call(r.list, { query: { when } })).body.data as Listed[];

describe('shop appointments: listed for both sides', () => {
  it('when a paid order booked a slot, then the consumer and the pro list and open it with the order, its item and plan and no booking actions; a stranger sees nothing', async () => {
    const { item, slots } = await reservableItem();
    const o = await orderWithSlot(item, slots[30].begin_time);
    const pro = api(item.pro.agent);
    const expected = {
      id: o.reservationId,
      quote_bid_id: null,
      quote_request_id: null,
      shop_order: { id: o.orderId, item_name: '冷氣清洗 2 部', plan_name: '標準', status: 'paid' },
      begin_time: slots[30].begin_time,
      end_time: slots[30].end_time,
      status: 'booked',
      category_name: '水喉維修',
      business_name: '測試水喉',
      can_cancel: false,
      can_reschedule: false,
    };
    const mine = (await listOf(o.consumer)).filter((a) => a.shop_order);
    expect(mine).toEqual([expect.objectContaining({ ...expected, role: 'consumer', other_name: '測試水喉' })]);
    const theirs = (await listOf(pro)).filter((a) => a.shop_order);
    expect(theirs).toEqual([expect.objectContaining({ ...expected, role: 'pro', other_phone: '+85291234567' })]);
    const opened = await pro.call(r.get, { params: { id: o.reservationId }, query: {} });
    expect(opened.body.data).toMatchObject({ ...expected, role: 'pro' });
    const stranger = api((await createConsumer(ctx)).agent);
    expect((await listOf(stranger)).map((a) => a.id)).not.toContain(o.reservationId);
    expect((await stranger.call(r.get, { params: { id: o.reservationId }, query: {} })).status).toBe(404);
    expect((await stranger.call(r.cancel, { params: { id: o.reservationId } })).status).toBe(404);
  });

  it('when an order with a slot goes void, then nobody lists its slot; when a paid one is cancelled, both list it cancelled and the calendar drops it', async () => {
    const { item, slots } = await reservableItem();
    const pro = api(item.pro.agent);
    const dropped = await orderWithSlot(item, slots[20].begin_time, false);
    expect((await listOf(dropped.consumer)).map((a) => a.shop_order?.status)).toEqual(['awaiting_payment']);
    await act(dropped.consumer, 'cancel', dropped.orderId);
    for (const when of ['upcoming', 'past'] as const) {
      expect(await listOf(dropped.consumer, when)).toEqual([]);
      expect((await listOf(pro, when)).map((a) => a.id)).not.toContain(dropped.reservationId);
    }
    expect((await dropped.consumer.call(r.get, { params: { id: dropped.reservationId }, query: {} })).status).toBe(404);
    const declined = await orderWithSlot(item, slots[21].begin_time);
    await act(pro, 'cancel', declined.orderId);
    expect(await listOf(declined.consumer)).toEqual([
      expect.objectContaining({
        id: declined.reservationId,
        status: 'cancelled',
        shop_order: expect.objectContaining({ status: 'cancelled' }),
      }),
    ]);
    const week = hkDay(slots[21].begin_time);
    const calendar = await pro.call(serviceEditorContract.calendar, { params: { id: item.pro.serviceId }, query: { week } });
    expect(calendar.body.data.bookings).toEqual([]);
  });

  it('when the pro opens the week of a shop booking, then the calendar shows it as a shop order with its item and plan', async () => {
    const { item, slots } = await reservableItem();
    const o = await orderWithSlot(item, slots[40].begin_time);
    const week = hkDay(slots[40].begin_time);
    const res = await api(item.pro.agent).call(serviceEditorContract.calendar, { params: { id: item.pro.serviceId }, query: { week } });
    expect(res.body.data.bookings).toEqual([
      expect.objectContaining({
        source: 'shop',
        shop_order_id: o.orderId,
        category: '冷氣清洗 2 部',
        plan_name: '標準',
        customer: expect.any(String),
      }),
    ]);
  });
});

describe('shop appointments: changed only through the order', () => {
  it('when either side cancels or moves a shop slot through the booking API, then a translated 422 and the order and its slot are unchanged', async () => {
    const { item, slots } = await reservableItem();
    const o = await orderWithSlot(item, slots[50].begin_time);
    const id = o.reservationId;
    const consumerEn = await o.buyer.agent.set('Accept-Language', 'en-HK').post(`/api/reservations/cancel/${id}`);
    expect([consumerEn.status, consumerEn.body.error]).toEqual([
      422,
      { code: 'shop_order_booking', message: expect.stringContaining('belongs to a shop order') },
    ]);
    const proZh = await item.pro.agent.set('Accept-Language', 'zh-HK').post(`/api/reservations/cancel/${id}`);
    expect([proZh.status, proZh.body.error.code, proZh.body.error.message]).toEqual([
      422,
      'shop_order_booking',
      expect.stringContaining('網店訂單'),
    ]);
    const move = await o.buyer.agent.post(`/api/reservations/reschedule/${id}`).send({ begin_time: slots[60].begin_time });
    expect([move.status, move.body.error.code]).toEqual([422, 'shop_order_booking']);
    const row = await ctx.deps.db.one(
      `SELECT v.cancelled_on, v.begin_time = ($2::timestamp AT TIME ZONE 'UTC') AS same_time, o.status
         FROM reservations v JOIN shop_orders o ON o.id = v.shop_order_id WHERE v.id = $1`,
      [id, slots[50].begin_time],
    );
    expect(row).toEqual({ cancelled_on: null, same_time: true, status: 'paid' });
  });
});

describe('shop appointments: the reminder', () => {
  it('when a paid shop booking starts within 24 hours, then both sides get one e-mail in their language with the item and their page of the order, even when sweeps run at once; an unpaid one waits', async () => {
    const { item, slots } = await reservableItem();
    const o = await orderWithSlot(item, slots[100].begin_time);
    const unpaid = await orderWithSlot(item, slots[110].begin_time, false);
    await ctx.deps.db.query(`UPDATE users SET language = 'en-HK' WHERE id = $1`, [item.pro.user.id]);
    const deps = withAdapterDefaults(ctx.deps);
    // Earlier tests' bookings that start within 24 hours are reminded now; these (days ahead) are not yet.
    await sendBookingReminders(deps);
    await deps.background.idle();
    const before = reminderMails().length;
    const soon = (id: number, hours: number) =>
      ctx.deps.db.query(
        `UPDATE reservations SET begin_time = now() + make_interval(hours => $2), end_time = now() + make_interval(hours => $2 + 1) WHERE id = $1`,
        [id, hours],
      );
    await soon(o.reservationId, 20);
    await soon(unpaid.reservationId, 22);
    const runs = await Promise.all(Array.from({ length: 4 }, () => sendBookingReminders(deps)));
    expect(runs.reduce((x, y) => x + y, 0)).toBe(1);
    await deps.background.idle();
    const mails = reminderMails().slice(before);
    expect(mails.map((m) => m.to).sort()).toEqual([`${o.buyer.username}@example.com`, `${item.pro.username}@example.com`].sort());
    const toConsumer = mails.find((m) => m.to === `${o.buyer.username}@example.com`)!;
    expect(toConsumer.body).toContain('聽日有網店訂單「冷氣清洗 2 部」（標準）嘅預約');
    expect(toConsumer.body).toContain(`/dashboard/shop-consumer/order/${o.orderId}`);
    const toPro = mails.find((m) => m.to === `${item.pro.username}@example.com`)!;
    expect(toPro.body).toContain('your shop order 冷氣清洗 2 部 (標準) booking tomorrow');
    expect(toPro.body).toContain(`/en-HK/dashboard/shop/order/${o.orderId}`);
    expect(toPro.body).not.toContain('/dashboard/appointment/');
    expect(await sendBookingReminders(deps)).toBe(0);
    // Paid in time, the waiting one is reminded by the next sweep.
    const hash = (await ctx.deps.db.one<{ hash: string }>('SELECT hash FROM shop_payments WHERE shop_order_id = $1', [unpaid.orderId]))!
      .hash;
    expect((await payShopPayment(ctx, hash, 500)).body.data.result).toBe('shop_paid');
    expect(await sendBookingReminders(deps)).toBe(1);
    await deps.background.idle();
  });
});
