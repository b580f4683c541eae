import { serviceEditorContract } from '@shared/api/service-editor.contract';
import { shopOrdersContract as c } from '@shared/api/shop-orders.contract';
import { api } from '../../test/api';
import { createConsumer, setUpCatalog } from '../../test/fixtures';
import { checkMoneyAfterEach } from '../../test/money-invariants';
import { publishedItem, remainingOf, type ShopItemFixture } from '../../test/shop-fixtures';
import { actOnShopOrder as act, payShopPayment, shopKey } from '../../test/shop-order-fixtures';
import { setUpTestContext } from '../../test/test-app';
import { expireDue } from './shop-sweeps.service';

const ctx = setUpTestContext({ env: { FEATURE_FLAGS: 'shop=true,nshop=true', PAYMENT_PROVIDER: 'sandbox' } });
const cat = setUpCatalog(ctx);
checkMoneyAfterEach(ctx);

const ALL_WEEK = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open: '00:00', close: '23:59' }));
const visitor = () => api(ctx.sifu.handler);

/** A published item (10 in stock) whose service is open every hour of every day; `reservations` false: it takes none. */
async function reservableItem(reservations = true): Promise<ShopItemFixture> {
  const item = await publishedItem(ctx, cat);
  await ctx.deps.db.query('UPDATE quote_services SET business_hours = $2 WHERE quote_service_id = $1', [
    item.pro.serviceId,
    JSON.stringify(ALL_WEEK),
  ]);
  await ctx.deps.db.query('UPDATE shop_items SET accepts_reservation = $2 WHERE id = $1', [item.itemId, reservations]);
  return item;
}

const slotsOf = async (itemId: number, from?: string) => {
  const res = await visitor().call(c.reserves, { params: { id: itemId }, query: from ? { from } : {} });
  expect(res.status).toBe(200);
  return res.body.data.slots as Array<{ begin_time: string; end_time: string }>;
};

async function orderWithSlot(item: ShopItemFixture, beginTime: string) {
  const consumer = api((await createConsumer(ctx)).agent);
  const res = await consumer.call(c.place, {
    body: { shop_item_id: item.itemId, plan_id: item.planIds[0], begin_time: beginTime, pay_type: 'card', idempotency_key: shopKey() },
  });
  return { consumer, res };
}

const hkDay = (utc: string) => new Date(Date.parse(`${utc.replace(' ', 'T')}Z`) + 8 * 3_600_000).toISOString().slice(0, 10);

describe('shop reserves: the free slots of an item', () => {
  it('when anyone asks for the slots of a published item that takes reservations, then its service calendar’s free hours, from a day on when asked', async () => {
    const item = await reservableItem();
    const res = await visitor().call(c.reserves, { params: { id: item.itemId }, query: {} });
    expect(res.body.data).toMatchObject({ shop_item_id: item.itemId, accepts_reservation: true, slot_minutes: 60 });
    const all = res.body.data.slots as Array<{ begin_time: string }>;
    expect(all.length).toBeGreaterThan(24 * 12);
    const from = hkDay(all[all.length - 1].begin_time);
    const later = await slotsOf(item.itemId, from);
    expect(later.length).toBeGreaterThan(0);
    expect(later.length).toBeLessThan(all.length);
    expect(later.every((s) => hkDay(s.begin_time) >= from)).toBe(true);
    const none = await reservableItem(false);
    expect((await visitor().call(c.reserves, { params: { id: none.itemId }, query: {} })).body.data).toMatchObject({
      accepts_reservation: false,
      slots: [],
    });
  });

  it('when the item is not published or the shop is off, then 404', async () => {
    const hidden = await publishedItem(ctx, cat, { status: 'unpublished' });
    const res = await visitor().call(c.reserves, { params: { id: hidden.itemId }, query: {} });
    expect([res.status, res.body.error.code]).toEqual([404, 801]);
    const item = await reservableItem();
    ctx.deps.env.featureFlags.nshop = false;
    try {
      expect((await visitor().call(c.reserves, { params: { id: item.itemId }, query: {} })).status).toBe(404);
    } finally {
      ctx.deps.env.featureFlags.nshop = true;
    }
  });
});

describe('shop reserves: an order with a slot', () => {
  it('when an order names a free slot, then the slot is booked with it, shown on the order and on the pro’s calendar, and no longer offered', async () => {
    const item = await reservableItem();
    const [slot] = (await slotsOf(item.itemId)).slice(5, 6);
    const { res } = await orderWithSlot(item, slot.begin_time);
    expect(res.status).toBe(200);
    const order = res.body.data.order;
    expect(order.reservation).toEqual({ begin_time: slot.begin_time, end_time: slot.end_time, cancelled: false });
    const row = await ctx.deps.db.one(
      'SELECT quote_service_id, quote_bid_id, greserve_event_id, cancelled_on FROM reservations WHERE shop_order_id = $1',
      [order.id],
    );
    expect(row).toEqual({ quote_service_id: item.pro.serviceId, quote_bid_id: null, greserve_event_id: null, cancelled_on: null });
    expect((await slotsOf(item.itemId)).map((s) => s.begin_time)).not.toContain(slot.begin_time);
    const week = await api(item.pro.agent).call(serviceEditorContract.calendar, {
      params: { id: item.pro.serviceId },
      query: { week: hkDay(slot.begin_time) },
    });
    expect(week.body.data.bookings).toEqual([
      expect.objectContaining({
        source: 'shop',
        shop_order_id: order.id,
        quote_bid_id: null,
        category: '冷氣清洗 2 部',
        begin_time: slot.begin_time,
      }),
    ]);
  });

  it('when 10 consumers order the same slot at once, then one gets it and the others 409 slot_taken with no order and no stock taken', async () => {
    const item = await reservableItem();
    const [slot] = await slotsOf(item.itemId);
    const results = await Promise.all(Array.from({ length: 10 }, () => orderWithSlot(item, slot.begin_time)));
    expect(results.filter((r) => r.res.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.res.status !== 200).map((r) => [r.res.status, r.res.body.error.code])).toEqual(
      Array.from({ length: 9 }, () => [409, 'slot_taken']),
    );
    const { rows } = await ctx.deps.db.query('SELECT id FROM shop_orders WHERE shop_item_id = $1', [item.itemId]);
    expect(rows).toHaveLength(1);
    expect(await remainingOf(ctx, item.itemId)).toBe(9);
  });

  it('when a slot is asked of an item that takes none, then 422 shop_no_reservation; a time that is not free is 409 slot_taken', async () => {
    const none = await reservableItem(false);
    const refused = (await orderWithSlot(none, '2030-01-20 03:00:00')).res;
    expect([refused.status, refused.body.error.code]).toEqual([422, 'shop_no_reservation']);
    const item = await reservableItem();
    const far = (await orderWithSlot(item, '2099-01-20 03:00:00')).res;
    expect([far.status, far.body.error.code]).toEqual([409, 'slot_taken']);
    expect(await remainingOf(ctx, item.itemId)).toBe(10);
  });

  it('when an order with a slot goes void or is cancelled, then its slot is free again', async () => {
    const item = await reservableItem();
    const [first, second] = await slotsOf(item.itemId);
    const dropped = await orderWithSlot(item, first.begin_time);
    const droppedId = dropped.res.body.data.order.id as number;
    expect((await act(dropped.consumer, 'cancel', droppedId)).reservation).toEqual({ ...first, cancelled: true });
    const paid = await orderWithSlot(item, second.begin_time);
    const paidId = paid.res.body.data.order.id as number;
    expect((await payShopPayment(ctx, paid.res.body.data.order.payment.hash, 500)).body.data.result).toBe('shop_paid');
    await act(api(item.pro.agent), 'cancel', paidId);
    const freed = await ctx.deps.db.many('SELECT shop_order_id, cancelled_by FROM reservations WHERE shop_order_id = ANY($1) ORDER BY id', [
      [droppedId, paidId],
    ]);
    expect(freed).toEqual([
      { shop_order_id: droppedId, cancelled_by: null },
      { shop_order_id: paidId, cancelled_by: 'pro' },
    ]);
    const offered = (await slotsOf(item.itemId)).map((s) => s.begin_time);
    expect(offered).toEqual(expect.arrayContaining([first.begin_time, second.begin_time]));
    // The sweep has nothing left to free.
    expect(await expireDue(ctx.deps)).toBe(0);
  });
});
