/**
 * Google-reserve bookings: the landing page, one calendar with direct bookings under concurrency,
 * the pro's cancellation and Google's pushes through the adapter endpoint. Real PostgreSQL.
 */
import request from 'supertest';
import { googleReserveContract as C } from '@shared/api/google-reserve.contract';
import { reservationsContract } from '@shared/api/reservations.contract';
import { serviceEditorContract } from '@shared/api/service-editor.contract';
import { urlOf } from '@shared/api/endpoint';
import { formatDateTime, formatTime } from '@shared/utils/dates';
import { setUpTestContext } from '../../test/test-app';
import { createConsumer } from '../../test/fixtures';
import { outboxMails } from '../../test/outbox';
import { withAdapterDefaults } from '../../lib/adapters';
import { sendBookingReminders } from '../reservations/reservations.service';
import { GOOD_BOOKER, bookUrl, bookingPage, outbox, pageUrl, publishedPro, push } from './google-reserve.fixtures';
import { GRESERVE_CANCELLED_TAG, GRESERVE_CHANGE_TAG, GRESERVE_CONFIRMATION_TAG, GRESERVE_NEW_BOOKING_TAG } from './google-reserve-mail';

const ctx = setUpTestContext({ env: { FEATURE_FLAGS: 'googleReserve=on' } });

const ms = (t: string) => Date.parse(`${t.replace(' ', 'T')}Z`);
const visitor = () => request(ctx.sifu.handler);
const book = (serviceId: number, itemId: number, begin: string, extra: Record<string, unknown> = {}) =>
  visitor()
    .post(bookUrl(serviceId, itemId))
    .send({ ...GOOD_BOOKER, begin_time: begin, ...extra });
const directSlots = async (serviceId: number) =>
  (await visitor().get(urlOf(reservationsContract.slots, { params: { id: serviceId } }))).body.data.slots.map(
    (s: { begin_time: string }) => s.begin_time,
  ) as string[];

describe('the landing page', () => {
  it('when a visitor opens an item, then its free times have the item’s length, start every 30 minutes, 2 hours ahead at least', async () => {
    const { pro, itemId } = await publishedPro(ctx, { duration_minutes: 90, price: 300 });
    const res = await visitor().get(pageUrl(pro.serviceId, itemId));
    expect(res.status).toBe(200);
    const page = res.body.data;
    expect(page).toMatchObject({
      quote_service_id: pro.serviceId,
      business_name: '測試水喉',
      item: { id: itemId, name: '水喉檢查', duration_minutes: 90, price: 300, is_price_from: false },
      bookable: true,
    });
    const slots = page.slots as { begin_time: string; end_time: string }[];
    const [a] = slots;
    expect(ms(a.end_time) - ms(a.begin_time)).toBe(90 * 60_000);
    // On a 30-minute grid, and 30 minutes apart within a day (the first two may straddle the end of the day's hours).
    for (const s of slots) expect((ms(s.begin_time) / 60_000) % 30).toBe(0);
    expect(slots.some((s, i) => i > 0 && ms(s.begin_time) - ms(slots[i - 1].begin_time) === 30 * 60_000)).toBe(true);
    expect(ms(a.begin_time)).toBeGreaterThanOrEqual(Date.now() + 2 * 3_600_000 - 60_000);
    const en = await visitor().get(pageUrl(pro.serviceId, itemId)).set('Accept-Language', 'en-HK');
    expect(en.body.data).toMatchObject({ business_name: 'Test Plumbing', item: { name: 'Pipe check' } });
    expect((await visitor().get(pageUrl(pro.serviceId + 100_000, itemId))).status).toBe(404);
  });

  it('when a visitor books a free time, then an event with the SPEC §3 fields and its reservation exist, the time is busy for direct booking too, Google is told and both sides are e-mailed', async () => {
    const { pro, itemId } = await publishedPro(ctx);
    const slot = (await bookingPage(ctx, pro.serviceId, itemId)).slots[40];
    const res = await book(pro.serviceId, itemId, slot.begin_time).set('Cookie', 'device_id=device-12345');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      greserve_id: expect.stringMatching(/^sifu-[A-Za-z0-9_-]{16}$/),
      business_name: '測試水喉',
      item_name: '水喉檢查',
      begin_time: slot.begin_time,
      end_time: slot.end_time,
      consumer_name: '陳大文',
    });
    const ev = await ctx.deps.db.one(
      `SELECT e.greserve_item_id, e.consumer_name, e.consumer_phone, e.email, e.note, e.source, e.device_id IS NOT NULL AS has_device,
              r.quote_bid_id, r.consumer_id, r.cancelled_on, r.begin_time = e.begin_time AS same_time
         FROM greserve_events e JOIN reservations r ON r.greserve_event_id = e.id WHERE e.greserve_id = $1`,
      [res.body.data.greserve_id],
    );
    expect(ev).toEqual({
      greserve_item_id: itemId,
      consumer_name: '陳大文',
      consumer_phone: '+85291234567',
      email: 'booker@example.com',
      note: '請按門鐘',
      source: 'page',
      has_device: true,
      quote_bid_id: null,
      consumer_id: null,
      cancelled_on: null,
      same_time: true,
    });
    expect(await directSlots(pro.serviceId)).not.toContain(slot.begin_time);
    expect((await bookingPage(ctx, pro.serviceId, itemId)).slots.map((s) => s.begin_time)).not.toContain(slot.begin_time);
    expect((await outbox(ctx, pro.serviceId)).at(-1)).toEqual({
      kind: 'booking',
      payload: {
        greserve_id: res.body.data.greserve_id,
        merchant_id: `sifu-service-${pro.serviceId}`,
        service_id: `sifu-item-${itemId}`,
        quote_service_id: pro.serviceId,
        status: 'CONFIRMED',
        begin_time: slot.begin_time,
        end_time: slot.end_time,
      },
    });
    await ctx.deps.background?.idle();
    expect(outboxMails(ctx.dataDir, GRESERVE_NEW_BOOKING_TAG, `${pro.username}@example.com`)[0].body).toContain('+852 9123 4567');
    expect(outboxMails(ctx.dataDir, GRESERVE_CONFIRMATION_TAG, 'booker@example.com').at(-1)!.body).toContain(res.body.data.greserve_id);
  });

  it('when the form is wrong, then 400 with translated field errors and nothing is booked; a time not offered is 409', async () => {
    const { pro, itemId } = await publishedPro(ctx);
    const slot = (await bookingPage(ctx, pro.serviceId, itemId)).slots[3];
    const bad = await book(pro.serviceId, itemId, slot.begin_time, {
      consumer_name: '',
      consumer_phone: '+44 20 7946 0958',
      email: 'nope',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields).toEqual({
      consumer_name: '必須填寫',
      consumer_phone: '請輸入 8 位數字嘅香港電話號碼',
      email: expect.stringMatching(/[\u3400-\u9fff]/),
    });
    const en = await book(pro.serviceId, itemId, 'tomorrow 3pm', { consumer_phone: '1234' }).set('Accept-Language', 'en-HK');
    expect(en.body.error.details.fields).toEqual({
      begin_time: 'Enter a valid time',
      consumer_phone: 'Enter a Hong Kong phone number of 8 digits',
    });
    const notOffered = await book(pro.serviceId, itemId, '2020-01-01 01:00:00');
    expect([notOffered.status, notOffered.body.error.code]).toEqual([409, 'slot_taken']);
    expect(await ctx.deps.db.many('SELECT id FROM greserve_events WHERE quote_service_id = $1', [pro.serviceId])).toEqual([]);
  });
});

describe('one calendar with direct bookings', () => {
  it('when 5 customers book a slot directly and 5 visitors book it through Google at once, then exactly one booking succeeds and the others get a translated 409', async () => {
    const { pro, cat, itemId } = await publishedPro(ctx);
    const slot = (await visitor().get(urlOf(reservationsContract.slots, { params: { id: pro.serviceId } }))).body.data.slots[10];
    const consumers = await Promise.all(Array.from({ length: 5 }, () => createConsumer(ctx)));
    const results = await Promise.all([
      ...consumers.map((c) =>
        c.agent
          .post(urlOf(reservationsContract.reserve, { params: { id: pro.serviceId } }))
          .set('Accept-Language', 'en-HK')
          .send({ quote_category_id: cat.categoryId, begin_time: slot.begin_time }),
      ),
      ...Array.from({ length: 5 }, (_, i) =>
        book(pro.serviceId, itemId, slot.begin_time, { consumer_phone: `9123 456${i}` }).set('Accept-Language', 'en-HK'),
      ),
    ]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.map((r) => [r.status, r.body.error.code])).toEqual(Array(9).fill([409, 'slot_taken']));
    expect(refused[0].body.error.message).toBe('Someone has just booked this time. Please choose another slot.');
    const live = await ctx.deps.db.many('SELECT id FROM reservations WHERE quote_service_id = $1 AND cancelled_on IS NULL', [
      pro.serviceId,
    ]);
    expect(live).toHaveLength(1);
  });

  it('when Google bookings exist, then the direct-booking lists, appointments and the reminder sweep go on as before (they leave Google bookings out)', async () => {
    const { pro, itemId } = await publishedPro(ctx);
    const slot = (await bookingPage(ctx, pro.serviceId, itemId)).slots[0];
    expect((await book(pro.serviceId, itemId, slot.begin_time)).status).toBe(200);
    const list = await pro.agent.get(urlOf(reservationsContract.list));
    expect([list.status, list.body.data]).toEqual([200, []]);
    const deps = withAdapterDefaults(ctx.deps);
    await sendBookingReminders(deps);
    await deps.background.idle();
    const row = await ctx.deps.db.one(
      `SELECT r.reminded_at IS NOT NULL AS reminded FROM reservations r JOIN greserve_events e ON e.id = r.greserve_event_id
        WHERE e.quote_service_id = $1`,
      [pro.serviceId],
    );
    expect(row).toEqual({ reminded: true });
  });
});

describe('the pro cancels', () => {
  it('when the pro cancels more than 24 hours ahead, then the time is free again and Google is told; a second cancel is 409; within 24 hours it is 422', async () => {
    const { pro, itemId } = await publishedPro(ctx);
    const slots = (await bookingPage(ctx, pro.serviceId, itemId)).slots;
    // The far one booked on the English page.
    const far = (
      await visitor()
        .post(bookUrl(pro.serviceId, itemId))
        .set('Accept-Language', 'en-HK')
        .send({ ...GOOD_BOOKER, consumer_name: 'Jane Doe', email: 'jane@example.com', begin_time: slots[80].begin_time })
    ).body.data.greserve_id;
    const near = (await book(pro.serviceId, itemId, slots[0].begin_time)).body.data.greserve_id;
    const events = (await pro.agent.get(urlOf(C.events))).body.data as Array<{ id: number; greserve_id: string; can_cancel: boolean }>;
    expect(events.map((e) => [e.greserve_id, e.can_cancel])).toEqual([
      [near, false],
      [far, true],
    ]);
    const farId = events[1].id;
    const res = await pro.agent.post(urlOf(C.cancelEvent, { params: { id: farId } }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: farId, status: 'cancelled', cancelled_by: 'pro', can_cancel: false });
    expect((await bookingPage(ctx, pro.serviceId, itemId)).slots.map((s) => s.begin_time)).toContain(slots[80].begin_time);
    expect((await outbox(ctx, pro.serviceId)).at(-1)!.payload).toMatchObject({
      greserve_id: far,
      status: 'CANCELLED',
      cancelled_by: 'pro',
    });
    // The booker hears of it in the language they booked in, so they do not turn up for a cancelled time.
    await ctx.deps.background?.idle();
    const told = outboxMails(ctx.dataDir, GRESERVE_CANCELLED_TAG, 'jane@example.com');
    expect(told).toHaveLength(1);
    expect(told[0].subject).toBe(
      `Booking cancelled: Test Plumbing, ${formatDateTime(slots[80].begin_time, 'en-HK')} to ${formatTime(slots[80].end_time)}`,
    );
    expect(told[0].body).toContain(`Booking reference: ${far}`);
    expect((await pro.agent.post(urlOf(C.cancelEvent, { params: { id: farId } }))).status).toBe(409);
    const late = await pro.agent.set('Accept-Language', 'en-HK').post(urlOf(C.cancelEvent, { params: { id: events[0].id } }));
    expect(late.status).toBe(422);
    expect(late.body.error.message).toContain('24 hours');
  });
});

describe('pushes from Google’s booking server', () => {
  it('when Google creates, retries, moves and cancels a booking, then each is applied once, reusing an id is 409 and a taken time is 409', async () => {
    const { pro, itemId } = await publishedPro(ctx);
    const slots = (await bookingPage(ctx, pro.serviceId, itemId)).slots;
    const create = {
      action: 'create',
      greserve_id: 'google-booking-1',
      greserve_item_id: itemId,
      begin_time: slots[20].begin_time,
      consumer_name: 'Jane Doe',
      consumer_phone: '+44 20 7946 0958',
      email: 'jane@example.com',
      device_id: 'android-42',
    };
    const first = await push(ctx, create);
    expect([first.status, first.body.data]).toEqual([
      200,
      { greserve_id: 'google-booking-1', status: 'booked', begin_time: slots[20].begin_time, end_time: slots[20].end_time },
    ]);
    expect((await push(ctx, create)).body.data).toEqual(first.body.data);
    expect((await push(ctx, { ...create, begin_time: slots[30].begin_time })).status).toBe(409);
    const row = await ctx.deps.db.many('SELECT source, device_id, consumer_phone FROM greserve_events WHERE quote_service_id = $1', [
      pro.serviceId,
    ]);
    expect(row).toEqual([{ source: 'google', device_id: 'android-42', consumer_phone: '+442079460958' }]);
    // Google already knows its own bookings: nothing is sent back for them.
    expect((await outbox(ctx, pro.serviceId)).filter((m) => m.kind === 'booking')).toEqual([]);

    await book(pro.serviceId, itemId, slots[40].begin_time);
    const taken = await push(ctx, { action: 'reschedule', greserve_id: 'google-booking-1', begin_time: slots[40].begin_time });
    expect([taken.status, taken.body.error.code]).toEqual([409, 'slot_taken']);
    const moved = await push(ctx, { action: 'reschedule', greserve_id: 'google-booking-1', begin_time: slots[50].begin_time });
    expect(moved.body.data).toMatchObject({ status: 'booked', begin_time: slots[50].begin_time });
    expect((await bookingPage(ctx, pro.serviceId, itemId)).slots.map((s) => s.begin_time)).toContain(slots[20].begin_time);

    // The pro hears of the move: from the old time to the new one, with the customer to call.
    await ctx.deps.background?.idle();
    const proEmail = `${pro.username}@example.com`;
    const [movedMail] = outboxMails(ctx.dataDir, GRESERVE_CHANGE_TAG, proEmail);
    expect(movedMail.subject).toBe(
      `Google 預約改咗時間：${formatDateTime(slots[50].begin_time, 'zh-HK')} 至 ${formatTime(slots[50].end_time)}`,
    );
    expect(movedMail.body).toContain(`原本：${formatDateTime(slots[20].begin_time, 'zh-HK')}`);
    expect(movedMail.body).toContain('Jane Doe 經 Google 改咗');
    expect(movedMail.body).toContain('客戶：Jane Doe，+442079460958');

    const cancelled = await push(ctx, { action: 'cancel', greserve_id: 'google-booking-1' });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled' });
    expect((await push(ctx, { action: 'cancel', greserve_id: 'google-booking-1' })).body.data.status).toBe('cancelled');
    // And of the cancellation, once: Google repeating it sends nothing more.
    await ctx.deps.background?.idle();
    const changes = outboxMails(ctx.dataDir, GRESERVE_CHANGE_TAG, proEmail);
    expect(changes).toHaveLength(2);
    expect(changes[1].subject).toBe(
      `Google 預約已取消：${formatDateTime(slots[50].begin_time, 'zh-HK')} 至 ${formatTime(slots[50].end_time)}`,
    );
    expect(changes[1].body).toContain('呢個時段已經喺你嘅日程釋出。');
    const ev = (await pro.agent.get(urlOf(C.events))).body.data.find((e: { greserve_id: string }) => e.greserve_id === 'google-booking-1');
    expect(ev).toMatchObject({ status: 'cancelled', cancelled_by: 'consumer', source: 'google', begin_time: slots[50].begin_time });
    expect((await push(ctx, { action: 'cancel', greserve_id: 'unknown-id' })).status).toBe(404);
  });

  it('when a push is malformed, then 400 with field errors; an unknown or inactive item is 404', async () => {
    const { pro, itemId } = await publishedPro(ctx);
    const res = await push(ctx, { action: 'create', greserve_id: 'bad id!', greserve_item_id: itemId });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.details.fields).sort()).toEqual([
      'begin_time',
      'consumer_name',
      'consumer_phone',
      'email',
      'greserve_id',
    ]);
    expect((await push(ctx, { action: 'fly' })).status).toBe(400);
    const notJson = await request(ctx.sifu.handler)
      .post(urlOf(C.push))
      .set('X-Google-Reserve-Secret', 'greserve_local_development_only')
      .set('Content-Type', 'application/json')
      .send('{"action":');
    expect(notJson.status).toBe(400);
    const slot = (await bookingPage(ctx, pro.serviceId, itemId)).slots[2].begin_time;
    const unknown = await push(ctx, {
      action: 'create',
      greserve_id: 'g-unknown',
      greserve_item_id: 2_000_000,
      begin_time: slot,
      ...GOOD_BOOKER,
    });
    expect(unknown.status).toBe(404);
    await pro.agent.post(urlOf(C.editItem, { params: { id: itemId } })).send({ name_zh: '停用', duration_minutes: 60, is_active: false });
    const inactive = await push(ctx, {
      action: 'create',
      greserve_id: 'g-inactive',
      greserve_item_id: itemId,
      begin_time: slot,
      ...GOOD_BOOKER,
    });
    expect(inactive.status).toBe(404);
  });
});

describe('the pro’s calendar', () => {
  it('when a visitor books through Google, then the week shows the booking at its exact time, marked as Google’s; once cancelled it is gone', async () => {
    const { pro, itemId } = await publishedPro(ctx);
    const slot = (await bookingPage(ctx, pro.serviceId, itemId)).slots[10];
    const booked = await book(pro.serviceId, itemId, slot.begin_time);
    expect(booked.status).toBe(200);
    const day = new Date(ms(slot.begin_time) + 8 * 3_600_000).toISOString().slice(0, 10);
    const week = async () =>
      (await pro.agent.get(urlOf(serviceEditorContract.calendar, { params: { id: pro.serviceId }, query: { week: day } }))).body.data
        .bookings as Array<{
        source: string;
        quote_bid_id: number | null;
        begin_time: string;
        end_time: string;
        customer: string;
        category: string;
      }>;
    expect(await week()).toEqual([
      expect.objectContaining({
        source: 'google',
        quote_bid_id: null,
        begin_time: slot.begin_time,
        end_time: slot.end_time,
        customer: '陳大文',
        category: '水喉檢查',
      }),
    ]);
    await ctx.deps.db.query(
      `UPDATE reservations SET cancelled_on = now(), cancelled_by = 'pro'
        WHERE greserve_event_id = (SELECT id FROM greserve_events WHERE greserve_id = $1)`,
      [booked.body.data.greserve_id],
    );
    expect(await week()).toEqual([]);
  });
});
