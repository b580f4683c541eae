/** Google-reserve for the pro: the flag, entities, items, the feed, owner-only access. Real PostgreSQL. */
import request from 'supertest';
import { googleReserveContract as C } from '@shared/api/google-reserve.contract';
import { urlOf } from '@shared/api/endpoint';
import { setUpTestContext, withTestContext } from '../../test/test-app';
import { createCatalog, createConsumer, createPro } from '../../test/fixtures';
import { GOOD_BOOKER, PUSH_SECRET, addItem, bookUrl, makeBookable, outbox, pageUrl, publishedPro, push } from './google-reserve.fixtures';

const ctx = setUpTestContext({ env: { FEATURE_FLAGS: 'googleReserve=on' } });

const entitiesUrl = urlOf(C.entities);
const publishUrl = (id: number) => urlOf(C.publish, { params: { id } });

describe('the googleReserve flag (SPEC §6, off by default)', () => {
  it('when the flag is off, then every Google-reserve endpoint answers 404 and nothing is stored', async () => {
    await withTestContext(async (off) => {
      const cat = await createCatalog(off);
      const pro = await createPro(off, cat);
      await makeBookable(off, pro.serviceId);
      const visitor = () => request(off.sifu.handler);
      const results = [
        await pro.agent.get(entitiesUrl),
        await pro.agent.get(urlOf(C.events)),
        await pro.agent.post(publishUrl(pro.serviceId)).send({ is_published: true }),
        await addItem(pro.agent, pro.serviceId),
        await pro.agent.post(urlOf(C.editItem, { params: { id: 1 } })).send({ name_zh: '檢查', duration_minutes: 60 }),
        await pro.agent.post(urlOf(C.deleteItem, { params: { id: 1 } })),
        await pro.agent.post(urlOf(C.cancelEvent, { params: { id: 1 } })),
        await visitor().get(pageUrl(pro.serviceId, 1)),
        await visitor()
          .post(bookUrl(pro.serviceId, 1))
          .send({ ...GOOD_BOOKER, begin_time: '2030-01-01 01:00:00' }),
        await push(off, { action: 'cancel', greserve_id: 'g-1' }),
      ];
      expect(results.map((r) => [r.status, r.body.error?.code])).toEqual(Array(results.length).fill([404, 'not_found']));
      expect(await off.deps.db.many('SELECT 1 FROM greserve_entities UNION ALL SELECT 1 FROM greserve_items')).toEqual([]);
    });
  });
});

describe('entities and items', () => {
  it('when a service is not ready, then publishing is refused with what to fix; once bookable with an active item it is published and the feed is recorded', async () => {
    const cat = await createCatalog(ctx);
    const pro = await createPro(ctx, cat);
    const first = await pro.agent.get(entitiesUrl);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual([
      {
        quote_service_id: pro.serviceId,
        business_name: '測試水喉',
        merchant_id: `sifu-service-${pro.serviceId}`,
        is_published: false,
        published_on: null,
        problems: ['no_hours', 'no_direct_reserve'],
        items: [],
      },
    ]);
    const refused = await pro.agent.set('Accept-Language', 'en-HK').post(publishUrl(pro.serviceId)).send({ is_published: true });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ code: 'greserve_not_bookable', details: { problems: ['no_hours', 'no_direct_reserve'] } });
    expect(refused.body.error.message).toMatch(/business hours/i);
    await makeBookable(ctx, pro.serviceId);
    const noItems = await pro.agent.post(publishUrl(pro.serviceId)).send({ is_published: true });
    expect([noItems.status, noItems.body.error.code]).toEqual([422, 'greserve_no_items']);
    expect(await outbox(ctx, pro.serviceId)).toEqual([]);

    const added = await addItem(pro.agent, pro.serviceId, { duration_minutes: '90', price: '480', is_price_from: true });
    expect(added.status).toBe(200);
    const item = added.body.data[0].items[0];
    expect(item).toEqual({
      id: expect.any(Number),
      quote_service_id: pro.serviceId,
      name_zh: '水喉檢查',
      name_en: 'Pipe check',
      duration_minutes: 90,
      price: 480,
      is_price_from: true,
      is_active: true,
      booking_path: `/service/${pro.serviceId}/reserve/${item.id}`,
    });
    // Not published yet: Google hears nothing of a draft, nor of its edits.
    await pro.agent.post(urlOf(C.editItem, { params: { id: item.id } })).send({ ...item, name_en: 'Pipe check' });
    expect(await outbox(ctx, pro.serviceId)).toEqual([]);
    const published = await pro.agent.post(publishUrl(pro.serviceId)).send({ is_published: true });
    expect(published.status).toBe(200);
    expect(published.body.data[0]).toMatchObject({ is_published: true, problems: [], published_on: expect.stringMatching(/^\d{4}-/) });
    const [feed] = await outbox(ctx, pro.serviceId);
    expect(feed).toEqual({
      kind: 'feed',
      payload: {
        merchant_id: `sifu-service-${pro.serviceId}`,
        quote_service_id: pro.serviceId,
        published: true,
        name: { zh: '測試水喉', en: 'Test Plumbing' },
        telephone: '+85221234567',
        url: `http://localhost:3000/zh-HK/service/${pro.serviceId}`,
        services: [
          {
            service_id: `sifu-item-${item.id}`,
            greserve_item_id: item.id,
            name: { zh: '水喉檢查', en: 'Pipe check' },
            duration_minutes: 90,
            price: { amount: 480, currency: 'HKD', is_from: true },
            booking_url: `http://localhost:3000/zh-HK/service/${pro.serviceId}/reserve/${item.id}`,
          },
        ],
      },
    });
  });

  it('when a published entity’s items change or it is taken down, then each change sends a new feed; a deleted item leaves the list and the feed', async () => {
    const { pro, itemId } = await publishedPro(ctx);
    const edit = await pro.agent
      .post(urlOf(C.editItem, { params: { id: itemId } }))
      .send({ name_zh: '全屋水喉檢查', duration_minutes: 120, price: null, is_active: false });
    expect(edit.status).toBe(200);
    expect(edit.body.data[0].items[0]).toMatchObject({
      name_zh: '全屋水喉檢查',
      name_en: '',
      duration_minutes: 120,
      price: null,
      is_active: false,
    });
    await addItem(pro.agent, pro.serviceId, { name_zh: '通渠', name_en: '' });
    const second = (await pro.agent.get(entitiesUrl)).body.data[0].items[1].id;
    const deleted = await pro.agent.post(urlOf(C.deleteItem, { params: { id: second } }));
    expect(deleted.body.data[0].items.map((i: { id: number }) => i.id)).toEqual([itemId]);
    const down = await pro.agent.post(publishUrl(pro.serviceId)).send({ is_published: false });
    expect(down.body.data[0].is_published).toBe(false);
    const feeds = (await outbox(ctx, pro.serviceId)).map((m) => m.payload as { published: boolean; services: Array<{ name: unknown }> });
    // publish, edit (inactive → no service), add, delete, take down
    expect(feeds.map((f) => [f.published, f.services.length])).toEqual([
      [true, 1],
      [true, 0],
      [true, 1],
      [true, 0],
      [false, 0],
    ]);
    expect(feeds[2].services[0].name).toEqual({ zh: '通渠', en: '通渠' });
    expect((await request(ctx.sifu.handler).get(pageUrl(pro.serviceId, itemId))).status).toBe(404);
  });

  it('when another pro or a consumer touches the entity, its items or its bookings, then 404 (or 403 for the wrong role) and nothing changes', async () => {
    const { pro, itemId } = await publishedPro(ctx);
    const page = (await request(ctx.sifu.handler).get(pageUrl(pro.serviceId, itemId))).body.data;
    const booked = await request(ctx.sifu.handler)
      .post(bookUrl(pro.serviceId, itemId))
      .send({ ...GOOD_BOOKER, begin_time: page.slots[60].begin_time });
    const eventId = (await ctx.deps.db.one<{ id: number }>('SELECT id FROM greserve_events WHERE greserve_id = $1', [
      booked.body.data.greserve_id,
    ]))!.id;
    const other = await createPro(ctx, await createCatalog(ctx));
    const body = { name_zh: '偷改', duration_minutes: 30 };
    const tries = [
      await other.agent.post(publishUrl(pro.serviceId)).send({ is_published: false }),
      await addItem(other.agent, pro.serviceId),
      await other.agent.post(urlOf(C.editItem, { params: { id: itemId } })).send(body),
      await other.agent.post(urlOf(C.deleteItem, { params: { id: itemId } })),
      await other.agent.post(urlOf(C.cancelEvent, { params: { id: eventId } })),
    ];
    expect(tries.map((r) => r.status)).toEqual([404, 404, 404, 404, 404]);
    expect((await other.agent.get(entitiesUrl)).body.data.map((e: { quote_service_id: number }) => e.quote_service_id)).toEqual([
      other.serviceId,
    ]);
    expect((await other.agent.get(urlOf(C.events))).body.data).toEqual([]);
    const consumer = await createConsumer(ctx);
    expect((await consumer.agent.get(entitiesUrl)).status).toBe(403);
    expect((await ctx.agent().get(entitiesUrl)).status).toBe(401);
    const mine = (await pro.agent.get(entitiesUrl)).body.data[0];
    expect(mine).toMatchObject({ is_published: true, items: [{ id: itemId, name_zh: '水喉檢查', is_active: true }] });
    expect((await pro.agent.get(urlOf(C.events))).body.data).toMatchObject([{ id: eventId, status: 'booked' }]);
  });

  it('when an item is invalid, then 400 or 422 with translated field errors, and no item is stored', async () => {
    const cat = await createCatalog(ctx);
    const pro = await createPro(ctx, cat);
    const en = pro.agent.set('Accept-Language', 'en-HK');
    const bad = await addItem(en, pro.serviceId, { name_zh: '  ', duration_minutes: 45 });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({
      code: 'validation',
      details: { fields: { name_zh: 'Required', duration_minutes: 'Choose a length from 30 minutes to 4 hours, in steps of 30 minutes' } },
    });
    const price = await addItem(en, pro.serviceId, { price: 0 });
    expect(price.status).toBe(422);
    expect(price.body.error).toMatchObject({ code: 'invalid_price', details: { fields: { price: 'Enter a price greater than 0' } } });
    const zh = await addItem(pro.agent.set('Accept-Language', 'zh-HK'), pro.serviceId, { duration_minutes: 300, price: '12.5' });
    expect(zh.status).toBe(422);
    expect(zh.body.error.details.fields.duration_minutes).toMatch(/[\u3400-\u9fff]/);
    expect(await ctx.deps.db.many('SELECT id FROM greserve_items WHERE quote_service_id = $1', [pro.serviceId])).toEqual([]);
  });

  it('when a service already has 20 items, then another is refused with 422', async () => {
    const cat = await createCatalog(ctx);
    const pro = await createPro(ctx, cat);
    const results = await Promise.all(Array.from({ length: 22 }, (_, i) => addItem(pro.agent, pro.serviceId, { name_zh: `項目 ${i}` })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(20);
    expect(results.filter((r) => r.status === 422).map((r) => r.body.error.code)).toEqual([
      'greserve_too_many_items',
      'greserve_too_many_items',
    ]);
  });
});

describe('the push secret', () => {
  it('when the secret header is missing or wrong, then 401 greserve_push_rejected and nothing is booked', async () => {
    const { pro, itemId } = await publishedPro(ctx);
    const page = (await request(ctx.sifu.handler).get(pageUrl(pro.serviceId, itemId))).body.data;
    const body = {
      action: 'create',
      greserve_id: 'g-secret-1',
      greserve_item_id: itemId,
      begin_time: page.slots[5].begin_time,
      ...GOOD_BOOKER,
    };
    for (const secret of [null, '', 'wrong-secret-of-enough-length', `${PUSH_SECRET}x`]) {
      const res = await push(ctx, body, secret);
      expect([res.status, res.body.error?.code]).toEqual([401, 'greserve_push_rejected']);
    }
    expect(await ctx.deps.db.many('SELECT id FROM greserve_events WHERE quote_service_id = $1', [pro.serviceId])).toEqual([]);
    expect((await push(ctx, body)).status).toBe(200);
  });
});
