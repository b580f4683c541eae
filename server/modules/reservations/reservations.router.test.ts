/** Direct booking and appointments against a real PostgreSQL. */
import request from 'supertest';
import { reservationsContract } from '@shared/api/reservations.contract';
import { accountsContract } from '@shared/api/accounts.contract';
import { urlOf } from '@shared/api/endpoint';
import { setUpTestContext, type TestContext } from '../../test/test-app';
import { createCatalog, createConsumer, createPro, type Catalog } from '../../test/fixtures';
import { outboxMails } from '../../test/outbox';
import { withAdapterDefaults } from '../../lib/adapters';
import { sendBookingReminders } from './reservations.service';

const ctx = setUpTestContext();
/** The booking reminders e-mailed so far (booking notices are tagged with their type, the reminder says so). */
const reminderMails = () => outboxMails(ctx.dataDir, 'booking').filter((m) => /預約提提你|Booking reminder/.test(m.subject));

const ALL_WEEK = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open: '00:00', close: '23:59' }));
const slotsUrl = (id: number) => urlOf(reservationsContract.slots, { params: { id } });
const reserveUrl = (id: number) => urlOf(reservationsContract.reserve, { params: { id } });

/** A pro whose service takes direct bookings every hour of every day, and a consumer. */
async function setup(o: { fee?: number; balance?: number } = {}) {
  const cat: Catalog = await createCatalog(ctx, { fee: o.fee ?? 30 });
  const pro = await createPro(ctx, cat, { balance: o.balance ?? 100 });
  await ctx.deps.db.query('UPDATE quote_services SET business_hours = $2 WHERE quote_service_id = $1', [
    pro.serviceId,
    JSON.stringify(ALL_WEEK),
  ]);
  await ctx.deps.db.query('UPDATE service_categories SET is_direct_reserve_on = true WHERE quote_service_id = $1', [pro.serviceId]);
  const consumer = await createConsumer(ctx);
  const slots = (await request(ctx.sifu.handler).get(slotsUrl(pro.serviceId))).body.data;
  return { cat, pro, consumer, slots };
}

const book = (agent: ReturnType<TestContext['agent']>, serviceId: number, categoryId: number, begin: string) =>
  agent.post(reserveUrl(serviceId)).send({ quote_category_id: categoryId, begin_time: begin, note: '請帶梯' });

const balanceOf = async (userId: number) =>
  (await ctx.deps.db.one<{ balance: number }>('SELECT balance FROM wallets WHERE user_id = $1', [userId]))!.balance;

describe('slots', () => {
  it('when a service takes direct bookings, then a visitor sees 60-minute slots starting 2 hours ahead at least, and pauses and bookings are left out', async () => {
    const { pro, cat, consumer, slots } = await setup();
    expect(slots.bookable).toBe(true);
    expect(slots.categories).toEqual([{ id: cat.categoryId, name: '水喉維修' }]);
    const first = Date.parse(`${slots.slots[0].begin_time.replace(' ', 'T')}Z`);
    expect(first).toBeGreaterThanOrEqual(Date.now() + 2 * 3_600_000 - 60_000);
    // Hours close at 23:59, so a 23:00 start (ending 24:00) is never offered: past 20:00 in Hong Kong the first
    // slot can be the 00:00 one, up to 4 hours ahead.
    expect(first).toBeLessThan(Date.now() + 4 * 3_600_000 + 60_000);
    const [a, b] = slots.slots;
    await ctx.deps.db.query(
      `INSERT INTO service_pause_events (quote_service_id, begin_time, end_time) VALUES ($1, ($2::timestamp AT TIME ZONE 'UTC'), ($3::timestamp AT TIME ZONE 'UTC'))`,
      [pro.serviceId, a.begin_time, a.end_time],
    );
    expect((await book(consumer.agent, pro.serviceId, cat.categoryId, b.begin_time)).status).toBe(200);
    const after = (await request(ctx.sifu.handler).get(slotsUrl(pro.serviceId))).body.data.slots.map(
      (s: { begin_time: string }) => s.begin_time,
    );
    expect(after).not.toContain(a.begin_time);
    expect(after).not.toContain(b.begin_time);
    expect(after).toContain(slots.slots[2].begin_time);
  });

  it('when the pro lacks credit for the fee, or direct booking is off, then no slot is offered', async () => {
    const poor = await setup({ fee: 50, balance: 10 });
    expect(poor.slots).toMatchObject({ bookable: false, slots: [] });
    await ctx.deps.db.query('UPDATE service_categories SET is_direct_reserve_on = false WHERE quote_service_id = $1', [poor.pro.serviceId]);
    const off = (await request(ctx.sifu.handler).get(slotsUrl(poor.pro.serviceId))).body.data;
    expect(off).toMatchObject({ categories: [], bookable: false, slots: [] });
    expect((await request(ctx.sifu.handler).get(slotsUrl(2_000_000))).status).toBe(404);
  });
});

describe('booking', () => {
  it('when a consumer books a slot, then a closed request, a hired bid and the reservation exist, and the pro paid the fee with a ledger row', async () => {
    const { pro, cat, consumer, slots } = await setup({ fee: 30, balance: 100 });
    const slot = slots.slots[3];
    const res = await book(consumer.agent, pro.serviceId, cat.categoryId, slot.begin_time);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      begin_time: slot.begin_time,
      end_time: slot.end_time,
      status: 'booked',
      role: 'consumer',
      note: '請帶梯',
    });
    const row = await ctx.deps.db.one(
      `SELECT r.is_closed, r.recommend_source, b.quote_status_id, b.hired_on IS NOT NULL AS hired, b.quote_fee_charged, b.quote_service_id
         FROM reservations v JOIN quote_bids b USING (quote_bid_id) JOIN quote_requests r USING (quote_request_id) WHERE v.id = $1`,
      [res.body.data.id],
    );
    expect(row).toEqual({
      is_closed: true,
      recommend_source: 'direct_reserve',
      quote_status_id: 3,
      hired: true,
      quote_fee_charged: 30,
      quote_service_id: pro.serviceId,
    });
    expect(
      await ctx.deps.db.many('SELECT count(*)::int AS n FROM quote_bids WHERE quote_request_id = $1', [res.body.data.quote_request_id]),
    ).toEqual([{ n: 1 }]);
    expect(await balanceOf(pro.user.id)).toBe(70);
    const ledger = await ctx.deps.db.many('SELECT amount, quote_bid_id FROM wallet_transactions WHERE user_id = $1 AND amount < 0', [
      pro.user.id,
    ]);
    expect(ledger).toEqual([{ amount: -30, quote_bid_id: res.body.data.quote_bid_id }]);
  });

  it('when 10 consumers book the same slot at once, then exactly one succeeds and the others get a translated 409', async () => {
    const { pro, cat, slots } = await setup({ balance: 1000 });
    const consumers = await Promise.all(Array.from({ length: 10 }, () => createConsumer(ctx)));
    const slot = slots.slots[0];
    const results = await Promise.all(
      consumers.map((c) => book(c.agent.set('Accept-Language', 'en-HK'), pro.serviceId, cat.categoryId, slot.begin_time)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.map((r) => r.status)).toEqual(Array(9).fill(409));
    expect(refused[0].body.error).toEqual({
      code: 'slot_taken',
      message: 'Someone has just booked this time. Please choose another slot.',
    });
    expect(await ctx.deps.db.many('SELECT count(*)::int AS n FROM reservations WHERE quote_service_id = $1', [pro.serviceId])).toEqual([
      { n: 1 },
    ]);
    expect(await balanceOf(pro.user.id)).toBe(970);
  });

  it('when the slot is not offered, the pro books himself, the pro cannot pay, or the caller is a visitor, then the booking is refused', async () => {
    const { pro, cat, consumer, slots } = await setup({ fee: 30, balance: 100 });
    expect((await book(consumer.agent, pro.serviceId, cat.categoryId, '2020-01-01 01:00:00')).status).toBe(409);
    expect((await book(consumer.agent, pro.serviceId, cat.categoryId, 'tomorrow')).status).toBe(400);
    expect((await book(consumer.agent, pro.serviceId, cat.otherCategoryId, slots.slots[0].begin_time)).status).toBe(422);
    expect((await book(ctx.agent(), pro.serviceId, cat.categoryId, slots.slots[0].begin_time)).status).toBe(401);
    expect((await book(pro.agent, pro.serviceId, cat.categoryId, slots.slots[0].begin_time)).status).toBe(403);
    await ctx.deps.db.query('UPDATE wallets SET balance = 5 WHERE user_id = $1', [pro.user.id]);
    const poor = await book(consumer.agent, pro.serviceId, cat.categoryId, slots.slots[0].begin_time);
    expect(poor.status).toBe(422);
    expect(poor.body.error.code).toBe(10);
    expect(await ctx.deps.db.many('SELECT id FROM reservations WHERE quote_service_id = $1', [pro.serviceId])).toEqual([]);
  });
});

describe('appointments', () => {
  it('when both sides list and open the booking, then each sees it with their role; someone else gets 404 and a visitor 401', async () => {
    const { pro, cat, consumer, slots } = await setup();
    const id = (await book(consumer.agent, pro.serviceId, cat.categoryId, slots.slots[30].begin_time)).body.data.id;
    const mine = await consumer.agent.get(urlOf(reservationsContract.list));
    expect(mine.body.data.map((a: { id: number; role: string }) => [a.id, a.role])).toEqual([[id, 'consumer']]);
    const theirs = await pro.agent.get(urlOf(reservationsContract.get, { params: { id } }));
    expect(theirs.body.data).toMatchObject({ id, role: 'pro', other_name: '陳大文', can_cancel: true, can_reschedule: false });
    expect((await pro.agent.get(`${urlOf(reservationsContract.list)}?when=past`)).body.data).toEqual([]);
    const stranger = await createConsumer(ctx);
    expect((await stranger.agent.get(urlOf(reservationsContract.get, { params: { id } }))).status).toBe(404);
    expect((await stranger.agent.post(urlOf(reservationsContract.cancel, { params: { id } }))).status).toBe(404);
    expect((await ctx.agent().get(urlOf(reservationsContract.list))).status).toBe(401);
  });

  it('when the consumer cancels more than 24 hours ahead, then the slot is free again and the pro gets the fee back; a second cancel is refused', async () => {
    const { pro, cat, consumer, slots } = await setup({ fee: 30, balance: 100 });
    const slot = slots.slots[40];
    const id = (await book(consumer.agent, pro.serviceId, cat.categoryId, slot.begin_time)).body.data.id;
    expect(await balanceOf(pro.user.id)).toBe(70);
    const res = await consumer.agent.post(urlOf(reservationsContract.cancel, { params: { id } }));
    expect(res.body.data).toMatchObject({ status: 'cancelled', cancelled_by: 'consumer', can_cancel: false });
    expect(await balanceOf(pro.user.id)).toBe(100);
    expect((await consumer.agent.post(urlOf(reservationsContract.cancel, { params: { id } }))).status).toBe(409);
    const again = (await request(ctx.sifu.handler).get(slotsUrl(pro.serviceId))).body.data.slots.map(
      (s: { begin_time: string }) => s.begin_time,
    );
    expect(again).toContain(slot.begin_time);
  });

  it('when the booking starts within 24 hours, then neither side can cancel and the consumer cannot reschedule', async () => {
    const { pro, cat, consumer, slots } = await setup();
    const id = (await book(consumer.agent, pro.serviceId, cat.categoryId, slots.slots[0].begin_time)).body.data.id;
    const res = await pro.agent.set('Accept-Language', 'en-HK').post(urlOf(reservationsContract.cancel, { params: { id } }));
    expect(res.status).toBe(422);
    expect(res.body.error.message).toContain('24 hours');
    const move = await consumer.agent
      .post(urlOf(reservationsContract.reschedule, { params: { id } }))
      .send({ begin_time: slots.slots[50].begin_time });
    expect(move.status).toBe(422);
  });

  it('when the consumer reschedules to a free slot, then the booking and the hired job move; a taken slot is 409; concurrent moves to one slot leave one winner', async () => {
    const { pro, cat, consumer, slots } = await setup({ balance: 1000 });
    const a = (await book(consumer.agent, pro.serviceId, cat.categoryId, slots.slots[30].begin_time)).body.data.id;
    const b = (await book(consumer.agent, pro.serviceId, cat.categoryId, slots.slots[31].begin_time)).body.data.id;
    const moved = await consumer.agent
      .post(urlOf(reservationsContract.reschedule, { params: { id: a } }))
      .send({ begin_time: slots.slots[40].begin_time });
    expect(moved.status).toBe(200);
    expect(moved.body.data.begin_time).toBe(slots.slots[40].begin_time);
    const bid = await ctx.deps.db.one('SELECT hire_date IS NOT NULL AS dated, hire_time_slot FROM quote_bids WHERE quote_bid_id = $1', [
      moved.body.data.quote_bid_id,
    ]);
    expect(bid!.dated).toBe(true);
    const taken = await consumer.agent
      .post(urlOf(reservationsContract.reschedule, { params: { id: a } }))
      .send({ begin_time: slots.slots[31].begin_time });
    expect(taken.status).toBe(409);
    expect(
      (await pro.agent.post(urlOf(reservationsContract.reschedule, { params: { id: a } })).send({ begin_time: slots.slots[45].begin_time }))
        .status,
    ).toBe(403);
    const race = await Promise.all(
      [a, b].map((id) =>
        consumer.agent.post(urlOf(reservationsContract.reschedule, { params: { id } })).send({ begin_time: slots.slots[50].begin_time }),
      ),
    );
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('when a booking starts within 24 hours, then the reminder e-mail goes to both sides once, even when sweeps run at once', async () => {
    const { pro, cat, consumer, slots } = await setup();
    const id = (await book(consumer.agent, pro.serviceId, cat.categoryId, slots.slots[60].begin_time)).body.data.id;
    const deps = withAdapterDefaults(ctx.deps);
    // Earlier tests' bookings that start within 24 hours are reminded now; this one (days ahead) is not yet.
    await sendBookingReminders(deps);
    await deps.background.idle();
    const remindedAt = async () => (await ctx.deps.db.one('SELECT reminded_at FROM reservations WHERE id = $1', [id]))!.reminded_at;
    expect(await remindedAt()).toBeNull();
    const before = reminderMails().length;
    await ctx.deps.db.query(
      `UPDATE reservations SET begin_time = now() + interval '20 hours', end_time = now() + interval '21 hours' WHERE id = $1`,
      [id],
    );
    const runs = await Promise.all(Array.from({ length: 4 }, () => sendBookingReminders(deps)));
    expect(runs.reduce((x, y) => x + y, 0)).toBe(1);
    await deps.background.idle();
    expect(await remindedAt()).not.toBeNull();
    const mails = reminderMails().slice(before);
    expect(mails.map((m) => m.to).sort()).toEqual([`${consumer.username}@example.com`, `${pro.username}@example.com`].sort());
    expect(mails[0].body).toContain(`/dashboard/appointment/${id}`);
    expect(await sendBookingReminders(deps)).toBe(0);
  });
});

describe('unreadBookingCount (user/me)', () => {
  const unread = async (agent: ReturnType<TestContext['agent']>) =>
    (await agent.get(urlOf(accountsContract.me))).body.data.unreadBookingCount as number;
  const seen = (agent: ReturnType<TestContext['agent']>) => agent.post(urlOf(reservationsContract.seen));

  it('when the other side books, moves or cancels, then it counts as unread until the user opens their appointments; their own changes never count', async () => {
    const { pro, cat, consumer, slots } = await setup();
    expect([await unread(pro.agent), await unread(consumer.agent)]).toEqual([0, 0]);
    const id = (await book(consumer.agent, pro.serviceId, cat.categoryId, slots.slots[50].begin_time)).body.data.id;
    expect([await unread(pro.agent), await unread(consumer.agent)]).toEqual([1, 0]);
    expect((await seen(pro.agent)).body.data).toEqual({ unreadBookingCount: 0 });
    expect(await unread(pro.agent)).toBe(0);

    const moved = await consumer.agent
      .post(urlOf(reservationsContract.reschedule, { params: { id } }))
      .send({ begin_time: slots.slots[52].begin_time });
    expect(moved.status).toBe(200);
    expect([await unread(pro.agent), await unread(consumer.agent)]).toEqual([1, 0]);
    await seen(pro.agent);

    expect((await pro.agent.post(urlOf(reservationsContract.cancel, { params: { id } }))).status).toBe(200);
    expect([await unread(pro.agent), await unread(consumer.agent)]).toEqual([0, 1]);
    await seen(consumer.agent);
    expect(await unread(consumer.agent)).toBe(0);
    // Another user's bookings never count, and a visitor cannot mark anything seen.
    expect(await unread((await createConsumer(ctx)).agent)).toBe(0);
    expect((await seen(ctx.agent())).status).toBe(401);
  });
});
