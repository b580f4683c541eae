/** The shop's items against a real PostgreSQL (docs/decisions/0038): the item's life, review, ownership and 409s. */
import request from 'supertest';
import { attachmentsContract } from '@shared/api/attachments.contract';
import { backOfficeContract } from '@shared/api/back-office.contract';
import { shopItemsContract as c } from '@shared/api/shop-items.contract';
import { api } from '../../test/api';
import { createConsumer, createPro, createStaff, setUpCatalog } from '../../test/fixtures';
import { solidImage } from '../../test/images';
import { setUpTestContext, type TestContext } from '../../test/test-app';

const ctx = setUpTestContext({ env: { FEATURE_FLAGS: 'shop=true,nshop=true' } });
const cat = setUpCatalog(ctx);

type Agent = ReturnType<TestContext['agent']>;
type Pro = Awaited<ReturnType<typeof createPro>>;

async function uploadPhoto(agent: Agent): Promise<number> {
  const res = await api(agent)
    .call(attachmentsContract.upload)
    .attach('file', await solidImage('jpeg', 40, 30), 'p.jpg');
  expect(res.status).toBe(200);
  return res.body.data[0].id;
}

/** Everything a buyer needs: a description, a service type, one plan, one photo, a district. */
const complete = (attachmentId: number, extra: Record<string, unknown> = {}) => ({
  name: '冷氣清洗 2 部',
  description: '拆洗隔塵網、蒸發器及去水盤，完成後試機。',
  service_type: 'per_job',
  service_info: '約 2 小時',
  district_ids: [cat.districts['wan-chai']],
  plans: [{ name: '窗口機', description: '', price: 580, service_type: 'per_unit' }],
  photos: [{ op: 'add', attachment_id: attachmentId, position: 1 }],
  keywords: ['冷氣清洗', 'Aircon'],
  ...extra,
});

async function draft(pro: Pro, body: object = { name: '草稿商品' }) {
  const res = await api(pro.agent).call(c.create, { params: { serviceId: pro.serviceId, categoryId: cat.categoryId }, body });
  expect(res.status).toBe(200);
  return res.body.data as {
    id: number;
    status: string;
    photos: Array<{ id: number; attachment_id: number }>;
    plans: Array<{ id: number }>;
  };
}

const historyOf = async (id: number) =>
  (
    await ctx.deps.db.many<{ to_status: string }>('SELECT to_status FROM shop_item_transitions WHERE shop_item_id = $1 ORDER BY id', [id])
  ).map((r) => r.to_status);

const act = (agent: Agent, action: 'apply_review' | 'publish' | 'unpublish' | 'delete', id: number) =>
  api(agent).call(c.act, { params: { action, id } });

describe('an item from draft to deleted', () => {
  it('when the pro applies for review and support publishes, then it is public; unpublish, publish and delete each move once', async () => {
    const pro = await createPro(ctx, cat);
    const photo = await uploadPhoto(pro.agent);
    const item = await draft(pro, complete(photo));
    expect(item).toMatchObject({ status: 'draft', photos: [{ attachment_id: photo }] });
    expect((await act(pro.agent, 'apply_review', item.id)).body.data).toMatchObject({ status: 'in_review', actions: ['edit', 'delete'] });
    const support = await createStaff(ctx, ['support']);
    const queue = await api(support.agent).call(backOfficeContract.queue, { params: { queue: 'shop_items' } });
    expect(queue.body.data.items.map((t: { subject_id: number }) => t.subject_id)).toContain(item.id);
    const inReview = await api(support.agent).call(c.opsList);
    expect(inReview.body.data.items.map((i: { id: number }) => i.id)).toContain(item.id);
    const visitor = api(ctx.sifu.handler);
    expect((await visitor.call(c.publicItem, { params: { id: item.id } })).status).toBe(404);
    const decided = await api(support.agent).call(c.opsDecide, { params: { id: item.id }, body: { decision: 'publish' } });
    expect(decided.body.data.status).toBe('published');
    const page = await visitor.call(c.publicItem, { params: { id: item.id } });
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({
      name: '冷氣清洗 2 部',
      plans: [{ name: '窗口機', price: 580 }],
      service: { quote_service_id: pro.serviceId },
      like_count: 0,
      liked: null,
      review_note: null,
      actions: [],
    });
    // A published item's photo is public.
    const photoUrl = page.body.data.photos[0].url as string;
    expect((await request(ctx.sifu.handler).get(photoUrl)).status).toBe(200);
    expect((await act(pro.agent, 'publish', item.id)).status).toBe(409);
    expect((await act(pro.agent, 'unpublish', item.id)).body.data.status).toBe('unpublished');
    expect((await visitor.call(c.publicItem, { params: { id: item.id } })).status).toBe(404);
    expect((await request(ctx.sifu.handler).get(photoUrl)).status).toBe(404);
    expect((await act(pro.agent, 'publish', item.id)).body.data.status).toBe('published');
    expect((await act(pro.agent, 'delete', item.id)).body.data.status).toBe('deleted');
    const gone = await api(pro.agent).call(c.get, { params: { id: item.id } });
    expect([gone.status, gone.body.error.code]).toEqual([404, 801]);
    expect(await historyOf(item.id)).toEqual(['draft', 'in_review', 'published', 'unpublished', 'published', 'deleted']);
    const ticket = await ctx.deps.db.one('SELECT status FROM ops_tickets WHERE subject_type = $1 AND subject_id = $2', [
      'shop_item',
      item.id,
    ]);
    expect(ticket).toEqual({ status: 'closed' });
  });

  it('when a published item changes only its stock it stays published; a content change makes it a draft again', async () => {
    const pro = await createPro(ctx, cat);
    const photo = await uploadPhoto(pro.agent);
    const item = await draft(pro, complete(photo));
    await act(pro.agent, 'apply_review', item.id);
    const admin = await createStaff(ctx, ['trust_safety']);
    await api(admin.agent).call(c.opsDecide, { params: { id: item.id }, body: { decision: 'publish' } });
    const same = complete(photo, {
      plans: [{ id: item.plans[0].id, name: '窗口機', description: '', price: 580, service_type: 'per_unit' }],
      photos: [{ op: 'keep', photo_id: item.photos[0].id, position: 1 }],
    });
    const stock = await api(pro.agent).call(c.edit, { params: { id: item.id }, body: { ...same, quantity: 5, remaining_quantity: 5 } });
    expect(stock.body.data).toMatchObject({ status: 'published', quantity: 5, remaining_quantity: 5 });
    const content = await api(pro.agent).call(c.edit, { params: { id: item.id }, body: { ...same, name: '冷氣清洗 3 部' } });
    expect(content.body.data).toMatchObject({ status: 'draft', name: '冷氣清洗 3 部', quantity: null, photos: [{ attachment_id: photo }] });
  });

  it('when an operator rejects with a reason, then the pro sees it, may not publish, and may apply again', async () => {
    const pro = await createPro(ctx, cat);
    const item = await draft(pro, complete(await uploadPhoto(pro.agent)));
    await act(pro.agent, 'apply_review', item.id);
    const staff = await createStaff(ctx, ['trust_safety']);
    const rejected = await api(staff.agent).call(c.opsDecide, {
      params: { id: item.id },
      body: { decision: 'reject', note: '相片與服務不符' },
    });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', review_note: '相片與服務不符' });
    expect((await api(pro.agent).call(c.get, { params: { id: item.id } })).body.data.review_note).toBe('相片與服務不符');
    expect((await act(pro.agent, 'publish', item.id)).status).toBe(409);
    expect((await api(staff.agent).call(c.opsDecide, { params: { id: item.id }, body: { decision: 'publish' } })).status).toBe(409);
    expect((await act(pro.agent, 'apply_review', item.id)).body.data.status).toBe('in_review');
    const finance = await createStaff(ctx, ['finance']);
    expect((await api(finance.agent).call(c.opsList)).status).toBe(404);
  });
});

describe('wrong status and concurrency', () => {
  it('when two apply_review clicks arrive at once, then one is 200 and the other 409 shop_wrong_status', async () => {
    const pro = await createPro(ctx, cat);
    const item = await draft(pro, complete(await uploadPhoto(pro.agent)));
    const results = await Promise.all([act(pro.agent, 'apply_review', item.id), act(pro.agent, 'apply_review', item.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.error.code).toBe('shop_wrong_status');
    expect(await historyOf(item.id)).toEqual(['draft', 'in_review']);
    expect((await act(pro.agent, 'unpublish', item.id)).status).toBe(409);
  });
});

describe('who may call', () => {
  it("when another pro, a consumer or a visitor calls, then someone else's item is 404 (802), a consumer 403, a visitor 401", async () => {
    const pro = await createPro(ctx, cat);
    const item = await draft(pro);
    const other = await createPro(ctx, cat);
    for (const res of [
      await api(other.agent).call(c.get, { params: { id: item.id } }),
      await api(other.agent).call(c.edit, { params: { id: item.id }, body: { name: 'mine now' } }),
      await act(other.agent, 'delete', item.id),
      await api(other.agent).call(c.create, { params: { serviceId: pro.serviceId, categoryId: cat.categoryId }, body: { name: 'x' } }),
    ]) {
      expect([res.status, res.body.error.code]).toEqual([404, 802]);
    }
    const list = await api(other.agent).call(c.list);
    expect(list.body.data.items).toEqual([]);
    const consumer = await createConsumer(ctx);
    expect((await api(consumer.agent).call(c.get, { params: { id: item.id } })).status).toBe(403);
    expect((await api(ctx.sifu.handler).call(c.get, { params: { id: item.id } })).status).toBe(401);
    expect((await api(consumer.agent).call(c.opsList)).status).toBe(404);
    expect((await api(pro.agent).call(c.get, { params: { id: item.id } })).body.data.name).toBe('草稿商品');
  });
});

describe('labels and category settings', () => {
  it('when pros use keywords, then the labels auto-complete most used first', async () => {
    const a = await createPro(ctx, cat);
    const b = await createPro(ctx, cat);
    await draft(a, { name: 'A', keywords: ['Deep clean', '冷氣'] });
    await draft(b, { name: 'B', keywords: ['deep  clean', 'Deep cleaning'] });
    const res = await api(a.agent).call(c.labels, { query: { q: 'DEEP' } });
    expect(res.body.data.map((l: { name: string }) => l.name)).toEqual(['Deep clean', 'Deep cleaning']);
  });

  it('when the pro saves a service notice, then the category shows it and every item carries it; another pro gets 404', async () => {
    const pro = await createPro(ctx, cat);
    const params = { serviceId: pro.serviceId, categoryId: cat.categoryId };
    const saved = await api(pro.agent).call(c.saveCategory, { params, body: { service_notice: '請預先清空冷氣機下方位置' } });
    expect(saved.body.data).toMatchObject({ service_notice: '請預先清空冷氣機下方位置', item_count: 0, category: { id: cat.categoryId } });
    const item = await draft(pro);
    expect((await api(pro.agent).call(c.get, { params: { id: item.id } })).body.data.service_notice).toBe('請預先清空冷氣機下方位置');
    expect((await api(pro.agent).call(c.category, { params: { id: saved.body.data.id } })).body.data.item_count).toBe(1);
    const other = await createPro(ctx, cat);
    expect((await api(other.agent).call(c.category, { params: { id: saved.body.data.id } })).status).toBe(404);
    const notOffered = { serviceId: pro.serviceId, categoryId: cat.otherCategoryId };
    expect((await api(pro.agent).call(c.saveCategory, { params: notOffered, body: { service_notice: 'x' } })).body.error.code).toBe(802);
  });
});
