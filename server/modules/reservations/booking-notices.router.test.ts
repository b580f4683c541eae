/**
 * Every change of a direct booking reaches both sides, each in their own language and on the channels they chose:
 * made, moved, cancelled by the consumer, cancelled by the pro, and the reminder the day before (once, even with
 * sweeps running at once). Checked in the notifications table, the mail outbox and the SMS outbox.
 */
import request from 'supertest';
import { urlOf } from '@shared/api/endpoint';
import { reservationsContract } from '@shared/api/reservations.contract';
import { settingsContract } from '@shared/api/settings.contract';
import { withAdapterDefaults } from '../../lib/adapters';
import { setUpTestContext, type TestContext } from '../../test/test-app';
import { createCatalog, createConsumer, createPro } from '../../test/fixtures';
import { outboxMails, outboxSms } from '../../test/outbox';
import { sendBookingReminders } from './reservations.service';

const ctx = setUpTestContext();

const ALL_WEEK = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open: '00:00', close: '23:59' }));
let phoneSeq = 0;
const nextPhone = () => `+8526${String(process.pid % 1000).padStart(3, '0')}${String(++phoneSeq).padStart(4, '0')}`;

type Agent = ReturnType<TestContext['agent']>;

async function choose(agent: Agent, choice: Record<string, boolean>) {
  const res = await agent.post(urlOf(settingsContract.changeSettings)).send({ notification_settings: { booking: choice } });
  expect(res.status).toBe(200);
}

/**
 * A pro (zh-HK, SMS on, e-mail off for bookings) whose service takes bookings every hour, and a consumer (en-HK,
 * SMS on, e-mail kept), each with a confirmed phone of their own.
 */
async function setup() {
  const cat = await createCatalog(ctx, { fee: 30 });
  const pro = await createPro(ctx, cat, { balance: 500 });
  const db = ctx.deps.db;
  await db.query('UPDATE quote_services SET business_hours = $2 WHERE quote_service_id = $1', [pro.serviceId, JSON.stringify(ALL_WEEK)]);
  await db.query('UPDATE service_categories SET is_direct_reserve_on = true WHERE quote_service_id = $1', [pro.serviceId]);
  const consumer = await createConsumer(ctx);
  const phones = { pro: nextPhone(), consumer: nextPhone() };
  await choose(pro.agent, { email: false, sms: true });
  await choose(consumer.agent, { sms: true });
  await db.query(`UPDATE users SET language = 'zh-HK', phone = $2, is_phone_confirmed = true WHERE id = $1`, [pro.user.id, phones.pro]);
  await db.query(`UPDATE users SET language = 'en-HK', phone = $2 WHERE id = $1`, [consumer.user.id, phones.consumer]);
  const slots = (await request(ctx.sifu.handler).get(urlOf(reservationsContract.slots, { params: { id: pro.serviceId } }))).body.data.slots;
  const side = (user: { user: { id: number }; username: string }, phone: string) => ({
    id: user.user.id,
    email: `${user.username}@example.com`,
    phone,
  });
  return { cat, pro, consumer, slots, sides: { pro: side(pro, phones.pro), consumer: side(consumer, phones.consumer) } };
}

type Side = Awaited<ReturnType<typeof setup>>['sides']['pro'];

/** What reached one side about bookings: in-app rows (params), e-mails and SMS, oldest first. */
async function received(side: Side) {
  await ctx.deps.background!.idle();
  const rows = await ctx.deps.db.many<{ params: Record<string, unknown> }>(
    "SELECT params FROM notifications WHERE user_id = $1 AND type = 'booking' ORDER BY id",
    [side.id],
  );
  return {
    inApp: rows.map((r) => r.params),
    mails: outboxMails(ctx.dataDir, 'booking', side.email),
    sms: outboxSms(ctx.dataDir, side.phone),
  };
}

async function book(s: Awaited<ReturnType<typeof setup>>, slotIndex: number): Promise<number> {
  const res = await s.consumer.agent
    .post(urlOf(reservationsContract.reserve, { params: { id: s.pro.serviceId } }))
    .send({ quote_category_id: s.cat.categoryId, begin_time: s.slots[slotIndex].begin_time, note: '' });
  expect(res.status).toBe(200);
  return res.body.data.id;
}

/** The pro (zh-HK) gets in-app and SMS and no e-mail; the consumer (en-HK) in-app, e-mail and SMS: one of each. */
async function expectBothTold(s: Awaited<ReturnType<typeof setup>>, event: string, id: number) {
  const pro = await received(s.sides.pro);
  const consumer = await received(s.sides.consumer);
  const last = <T>(list: T[]) => list[list.length - 1];
  expect(last(pro.inApp)).toMatchObject({ event, role: 'pro', appointment_id: id, category_zh: '水喉維修', category_en: 'Plumbing' });
  expect(last(consumer.inApp)).toMatchObject({ event, role: 'consumer', appointment_id: id, business_name_en: 'Test Plumbing' });
  expect(pro.mails).toEqual([]);
  expect(last(consumer.mails).body).toContain(`/en-HK/dashboard/appointment/${id}`);
  expect(last(pro.sms).text).toMatch(new RegExp(`^Sifu 師傅：.*http://localhost:3000/zh-HK/dashboard/appointment/${id}$`));
  expect(last(consumer.sms).text).toMatch(new RegExp(`^Sifu: .*http://localhost:3000/en-HK/dashboard/appointment/${id}$`));
  return { pro, consumer };
}

describe('booking notices: both sides, their language, their channels', () => {
  it('when a consumer books, then the pro hears who booked what and when in Chinese, and the consumer gets the confirmation in English with until when it can be cancelled', async () => {
    const s = await setup();
    const id = await book(s, 40);
    const { pro, consumer } = await expectBothTold(s, 'made', id);
    expect([pro.inApp.length, pro.sms.length, consumer.inApp.length, consumer.mails.length, consumer.sms.length]).toEqual([1, 1, 1, 1, 1]);
    expect(pro.sms[0].text).toContain('預約咗你做「水喉維修」');
    expect(consumer.mails[0].subject).toMatch(/^Booking confirmed: /);
    expect(consumer.mails[0].body).toContain('You booked Test Plumbing for plumbing on');
    expect(consumer.mails[0].body).toContain('it can be cancelled online until');
    // The pro's old "hired" notice is replaced by the booking notice, not sent beside it.
    const hired = await ctx.deps.db.many("SELECT id FROM notifications WHERE user_id = $1 AND type = 'hired'", [s.sides.pro.id]);
    expect(hired).toEqual([]);
  });

  it('when the consumer moves the booking, then both sides hear the new time (and the old one)', async () => {
    const s = await setup();
    const id = await book(s, 40);
    const res = await s.consumer.agent
      .post(urlOf(reservationsContract.reschedule, { params: { id } }))
      .send({ begin_time: s.slots[50].begin_time });
    expect(res.status).toBe(200);
    const { pro, consumer } = await expectBothTold(s, 'moved', id);
    expect(pro.inApp[1]).toMatchObject({ by: 'consumer', start_at: s.slots[50].begin_time, prev_start_at: s.slots[40].begin_time });
    expect(pro.sms[1].text).toContain('將「水喉維修」嘅預約由');
    expect(consumer.mails[1].subject).toMatch(/^Booking moved: /);
    expect(consumer.mails[1].body).toContain('You moved your plumbing booking with Test Plumbing from');
  });

  it('when the consumer cancels, then the pro is told not to go, in Chinese, and the consumer gets the confirmation', async () => {
    const s = await setup();
    const id = await book(s, 40);
    expect((await s.consumer.agent.post(urlOf(reservationsContract.cancel, { params: { id } }))).status).toBe(200);
    const { pro, consumer } = await expectBothTold(s, 'cancelled', id);
    expect(pro.inApp[1]).toMatchObject({ by: 'consumer', cancel_until: null });
    expect(pro.sms[1].text).toContain('取消咗');
    expect(pro.sms[1].text).toContain('你唔使再去');
    expect(consumer.mails[1].subject).toMatch(/^Booking cancelled: /);
    expect(consumer.mails[1].body).toContain('You cancelled your plumbing booking with Test Plumbing');
  });

  it('when the pro cancels, then the consumer hears it in English with a pointer to book again, and the pro gets the confirmation in Chinese', async () => {
    const s = await setup();
    const id = await book(s, 40);
    expect((await s.pro.agent.post(urlOf(reservationsContract.cancel, { params: { id } }))).status).toBe(200);
    const { pro, consumer } = await expectBothTold(s, 'cancelled', id);
    expect(consumer.inApp[1]).toMatchObject({ by: 'pro' });
    expect(consumer.mails[1].body).toContain('Test Plumbing cancelled your plumbing booking on');
    expect(consumer.mails[1].body).toContain('pick another time or another pro');
    expect(pro.sms[1].text).toContain('你已經取消咗同');
  });

  it('when the booking starts within 24 hours, then each side is reminded once, even with four sweeps at once, and told it can no longer be cancelled online', async () => {
    const s = await setup();
    const id = await book(s, 60);
    const deps = withAdapterDefaults(ctx.deps);
    // Earlier tests' bookings that start within 24 hours are reminded now; this one (days ahead) is not yet.
    await sendBookingReminders(deps);
    await ctx.deps.db.query(
      `UPDATE reservations SET begin_time = now() + interval '20 hours', end_time = now() + interval '21 hours' WHERE id = $1`,
      [id],
    );
    const runs = await Promise.all(Array.from({ length: 4 }, () => sendBookingReminders(deps)));
    expect(runs.reduce((x, y) => x + y, 0)).toBe(1);
    await deps.background.idle();
    expect(await sendBookingReminders(deps)).toBe(0);
    const { pro, consumer } = await expectBothTold(s, 'reminder', id);
    expect(pro.inApp.filter((p) => p.event === 'reminder')).toHaveLength(1);
    expect(consumer.inApp.filter((p) => p.event === 'reminder')).toHaveLength(1);
    expect(consumer.mails.filter((m) => m.subject.startsWith('Booking reminder'))).toHaveLength(1);
    expect(pro.sms.filter((m) => m.text.includes('提提你'))).toHaveLength(1);
    expect(consumer.sms.filter((m) => m.text.includes('A reminder'))).toHaveLength(1);
    expect(consumer.mails[1].body).toContain('it can no longer be cancelled online');
  });

  it('when a side switched a channel off, then that channel stays silent while the others still carry the notice', async () => {
    const s = await setup();
    await choose(s.consumer.agent, { in_app: false, email: true, sms: false });
    const id = await book(s, 40);
    const consumer = await received(s.sides.consumer);
    expect(consumer.inApp).toEqual([]);
    expect(consumer.sms).toEqual([]);
    expect(consumer.mails).toHaveLength(1);
    expect(consumer.mails[0].body).toContain(`/en-HK/dashboard/appointment/${id}`);
  });
});
