/**
 * The service calendar's week and month against a real PostgreSQL: direct bookings at their exact
 * times, cancelled ones left out, pauses over the week's edges, the owner only, and a bad week refused.
 */
import { reservationsContract } from '@shared/api/reservations.contract';
import { urlOf } from '@shared/api/endpoint';
import { setUpTestContext } from '../../test/test-app';
import { createConsumer, createPro, setUpCatalog } from '../../test/fixtures';
import { insertHiredJob, serviceUrl as url } from '../../test/service-fixtures';

const ctx = setUpTestContext();
const cat = setUpCatalog(ctx);

const ALL_WEEK = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open: '00:00', close: '23:59' }));
const HK_MS = 8 * 3_600_000;
/** The Hong Kong day of a server UTC time. */
const hkDay = (utc: string) => new Date(Date.parse(`${utc.replace(' ', 'T')}Z`) + HK_MS).toISOString().slice(0, 10);
/** The Monday of a day's week. */
const mondayOf = (day: string) => {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return new Date(ms - ((new Date(ms).getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
};

type Booking = { reservation_id: number; quote_bid_id: number; begin_time: string; end_time: string; customer: string };

/** A pro taking direct bookings every hour of every day, and a consumer called 小美. */
async function bookable() {
  const pro = await createPro(ctx, cat, { balance: 500 });
  await ctx.deps.db.query('UPDATE quote_services SET business_hours = $2 WHERE quote_service_id = $1', [
    pro.serviceId,
    JSON.stringify(ALL_WEEK),
  ]);
  await ctx.deps.db.query('UPDATE service_categories SET is_direct_reserve_on = true WHERE quote_service_id = $1', [pro.serviceId]);
  const consumer = await createConsumer(ctx);
  await ctx.deps.db.query(`UPDATE users SET first_name = '小美', last_name = '黃' WHERE id = $1`, [consumer.user.id]);
  return { pro, consumer };
}

/** A reservation row written directly (for weeks far ahead of the 14 bookable days); UTC times. */
async function insertBooking(serviceId: number, o: { begin: string; end: string; cancelled?: boolean; firstName: string }) {
  const job = await insertHiredJob(ctx, serviceId, cat, { hireDate: hkDay(o.begin), firstName: o.firstName });
  const row = await ctx.deps.db.one<{ id: number }>(
    `INSERT INTO reservations (quote_bid_id, quote_service_id, consumer_id, begin_time, end_time, cancelled_on, cancelled_by)
     VALUES ($1, $2, $3, ($4::timestamp AT TIME ZONE 'UTC'), ($5::timestamp AT TIME ZONE 'UTC'),
             CASE WHEN $6 THEN now() END, CASE WHEN $6 THEN 'consumer' END) RETURNING id`,
    [job.bidId, serviceId, job.consumer.user.id, o.begin, o.end, o.cancelled ?? false],
  );
  return { id: row!.id, bidId: job.bidId };
}

describe('calendar week', () => {
  it('when a consumer books a slot directly, then the pro sees it at its exact time in that week and month, and no longer once it is cancelled', async () => {
    const { pro, consumer } = await bookable();
    const slots = (await consumer.agent.get(urlOf(reservationsContract.slots, { params: { id: pro.serviceId } }))).body.data;
    const slot = slots.slots[40];
    const booked = await consumer.agent
      .post(urlOf(reservationsContract.reserve, { params: { id: pro.serviceId } }))
      .send({ quote_category_id: cat.categoryId, begin_time: slot.begin_time, note: '' });
    expect(booked.status).toBe(200);
    const reservationId = booked.body.data.id as number;
    const day = hkDay(slot.begin_time);

    const week = await pro.agent.get(url('calendar', { id: pro.serviceId }, { week: day, lng: 'en-HK' }));
    expect(week.status).toBe(200);
    expect(week.body.data).toMatchObject({ view: 'week', from: mondayOf(day) });
    expect(week.body.data.bookings).toEqual([
      {
        reservation_id: reservationId,
        source: 'direct',
        quote_bid_id: expect.any(Number),
        shop_order_id: null,
        plan_name: null,
        begin_time: slot.begin_time,
        end_time: slot.end_time,
        category: 'Plumbing',
        customer: '小美',
        quote_status_id: 3,
      },
    ]);
    // The booking's hired bid is not listed a second time as a job by time slot.
    expect(week.body.data.jobs).toEqual([]);
    const month = await pro.agent.get(url('calendar', { id: pro.serviceId }, { month: day.slice(0, 7) }));
    expect(month.body.data.bookings.map((b: Booking) => b.reservation_id)).toEqual([reservationId]);

    expect((await consumer.agent.post(urlOf(reservationsContract.cancel, { params: { id: reservationId } }))).status).toBe(200);
    const after = await pro.agent.get(url('calendar', { id: pro.serviceId }, { week: day }));
    expect(after.body.data.bookings).toEqual([]);
    expect(after.body.data.jobs).toEqual([]);
  });

  it('when a week is asked for by any of its days, then it runs Monday to Sunday in Hong Kong with the pauses over its edges, its jobs and live bookings only', async () => {
    const { pro } = await bookable();
    const id = pro.serviceId;
    const pause = (begin: string, end: string, title: string) =>
      pro.agent.post(url('addPauseEvent', { id })).send({ begin_time: begin, end_time: end, title });
    // Monday 2030-03-04 00:00 in Hong Kong is 2030-03-03 16:00 UTC; the next Monday starts at 2030-03-10 16:00 UTC.
    await pause('2030-03-02 10:00', '2030-03-03 16:00', 'ends as the week starts');
    await pause('2030-03-02 10:00', '2030-03-03 16:30', 'into Monday');
    await pause('2030-03-10 15:00', '2030-03-12 00:00', 'from Sunday night');
    await pause('2030-03-10 16:00', '2030-03-12 00:00', 'next week');
    const job = await insertHiredJob(ctx, id, cat, { hireDate: '2030-03-10', firstName: '阿強' });
    await insertHiredJob(ctx, id, cat, { hireDate: '2030-03-11', firstName: '下星期' });
    await insertHiredJob(ctx, id, cat, { hireDate: '2030-03-03', firstName: '上星期' });
    // Sunday 22:00–23:00 in Hong Kong; a cancelled one on Wednesday; one at the next Monday's midnight.
    const live = await insertBooking(id, { begin: '2030-03-10 14:00:00', end: '2030-03-10 15:00:00', firstName: '家明' });
    await insertBooking(id, { begin: '2030-03-06 02:00:00', end: '2030-03-06 03:00:00', firstName: '取消', cancelled: true });
    await insertBooking(id, { begin: '2030-03-10 16:00:00', end: '2030-03-10 17:00:00', firstName: '下星期' });

    const res = await pro.agent.get(url('calendar', { id }, { week: '2030-03-06', lng: 'en-HK' }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ view: 'week', month: '2030-03', from: '2030-03-04', to: '2030-03-11' });
    expect(res.body.data.business_hours).toHaveLength(7);
    expect(res.body.data.pause_events.map((p: { title: string }) => p.title)).toEqual(['into Monday', 'from Sunday night']);
    expect(res.body.data.jobs).toEqual([
      { quote_bid_id: job.bidId, hire_date: '2030-03-10', hire_time_slot: '2', category: 'Plumbing', customer: '阿強', quote_status_id: 3 },
    ]);
    expect(res.body.data.bookings).toEqual([
      {
        reservation_id: live.id,
        source: 'direct',
        quote_bid_id: live.bidId,
        shop_order_id: null,
        plan_name: null,
        begin_time: '2030-03-10 14:00:00',
        end_time: '2030-03-10 15:00:00',
        category: 'Plumbing',
        customer: '家明',
        quote_status_id: 3,
      },
    ]);
    // The same week asked for by its Monday or its Sunday.
    for (const day of ['2030-03-04', '2030-03-10']) {
      const again = await pro.agent.get(url('calendar', { id }, { week: day }));
      expect(again.body.data.from).toBe('2030-03-04');
    }
    // A week over two months belongs to the month of its Thursday.
    expect((await pro.agent.get(url('calendar', { id }, { week: '2030-04-01' }))).body.data).toMatchObject({
      month: '2030-04',
      from: '2030-04-01',
      to: '2030-04-08',
    });
    expect((await pro.agent.get(url('calendar', { id }, { week: '2030-03-28' }))).body.data).toMatchObject({
      month: '2030-03',
      from: '2030-03-25',
      to: '2030-04-01',
    });
  });

  it('when another pro asks for the week, then 404; when the week is not a real day, then 422 with a translated message', async () => {
    const { pro } = await bookable();
    const other = await createPro(ctx, cat);
    expect((await other.agent.get(url('calendar', { id: pro.serviceId }, { week: '2030-03-04' }))).status).toBe(404);
    expect((await ctx.agent().get(url('calendar', { id: pro.serviceId }, { week: '2030-03-04' }))).status).toBe(401);
    const calendarUrl = url('calendar', { id: pro.serviceId });
    for (const week of ['2030-02-30', 'next', '2030-3-4', '1900-01-01', '']) {
      const res = await pro.agent.get(`${calendarUrl}?week=${encodeURIComponent(week)}`);
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('invalid_week');
      expect(res.body.error.message).toBe('請用 YYYY-MM-DD 格式揀一個有效日子（例如 2026-06-01）嚟顯示嗰個星期。');
      expect(res.body.error.details.fields.week).toBe('請輸入有效日期');
    }
    const both = await pro.agent.get(url('calendar', { id: pro.serviceId }, { week: '2030-03-04', month: '2030-03' }));
    expect(both.status).toBe(422);
    expect(both.body.error.code).toBe('invalid_range');
  });
});
