/** SPEC §8 codes 801–826 of the shop's items (docs/decisions/0038): each refusal answers its code and stores nothing. */
import { attachmentsContract } from '@shared/api/attachments.contract';
import { shopItemsContract as c } from '@shared/api/shop-items.contract';
import { api } from '../../test/api';
import { createPro, setUpCatalog } from '../../test/fixtures';
import { solidImage } from '../../test/images';
import { setUpTestContext, type TestContext } from '../../test/test-app';

const ctx = setUpTestContext({ env: { FEATURE_FLAGS: 'shop=true,nshop=true' } });
const cat = setUpCatalog(ctx);

type Agent = ReturnType<TestContext['agent']>;

async function uploadPhoto(agent: Agent): Promise<number> {
  const res = await api(agent)
    .call(attachmentsContract.upload)
    .attach('file', await solidImage('jpeg', 40, 30), 'p.jpg');
  return res.body.data[0].id;
}

const plan = (extra: Record<string, unknown> = {}) => ({ name: '標準', price: 300, service_type: 'per_job', ...extra });
const stored = async () => ({
  items: (await ctx.deps.db.one<{ n: number }>('SELECT count(*)::int AS n FROM shop_items'))!.n,
  labels: (await ctx.deps.db.one<{ n: number }>('SELECT count(*)::int AS n FROM shop_labels'))!.n,
  photos: (await ctx.deps.db.one<{ n: number }>('SELECT count(*)::int AS n FROM shop_item_photos'))!.n,
});

describe('create: each field answers its code', () => {
  it('when a draft is malformed, then the SPEC code answers with a translated message and nothing is stored', async () => {
    const pro = await createPro(ctx, cat);
    const other = await createPro(ctx, cat);
    const own = await uploadPhoto(pro.agent);
    const foreign = await uploadPhoto(other.agent);
    const cases: Array<[number, Record<string, unknown>]> = [
      [803, { name: 'x'.repeat(61) }],
      [803, { name: '兩行\n名稱' }],
      [804, { description: '長'.repeat(2001) }],
      [805, { is_service_professional_travels_to_me: false }],
      [806, { district_ids: [999_999] }],
      [806, { district_ids: [cat.districts['wan-chai'], cat.districts['wan-chai']] }],
      [807, { service_type: 'per_day' }],
      [808, { service_info: '資'.repeat(1001) }],
      [809, { plans: [plan({ id: 123_456 })] }],
      [809, { plans: Array.from({ length: 6 }, () => plan()) }],
      [810, { plans: [plan({ name: '名'.repeat(41) })] }],
      [811, { plans: [plan({ description: '述'.repeat(301) })] }],
      [812, { plans: [plan({ price: 49 })] }],
      [812, { plans: [plan({ price: 100.5 })] }],
      [813, { plans: [plan({ service_type: 'per_day' })] }],
      [814, { photos: [{ op: 'add', attachment_id: foreign, position: 1 }] }],
      [815, { photos: [{ op: 'keep', photo_id: 5, position: 1 }] }],
      [815, { photos: [{ op: 'add', attachment_id: own, url: `/api/attachments/${own}`, position: 1 }] }],
      [816, { photos: [{ op: 'add', attachment_id: own, position: 2 }] }],
      [817, { photos: [{ op: 'add', url: 'https://example.com/a.jpg', position: 1 }] }],
      [817, { photos: [{ op: 'add', url: `/api/attachments/${foreign}?size=display`, position: 1 }] }],
      [823, { quantity: 0, remaining_quantity: 0 }],
      [823, { quantity: 10_000, remaining_quantity: 1 }],
      [824, { quantity: 5, remaining_quantity: 6 }],
      [824, { quantity: null, remaining_quantity: 2 }],
      [825, { keywords: Array.from({ length: 11 }, (_, i) => `k${i}`) }],
      [825, { keywords: ['字'.repeat(21)] }],
      [826, { accepts_reservation: true }],
    ];
    const before = await stored();
    const params = { serviceId: pro.serviceId, categoryId: cat.categoryId };
    for (const [code, fields] of cases) {
      const res = await api(pro.agent).call(c.create, { params, body: { name: '商品', keywords: ['新標籤'], ...fields } });
      expect([code, res.status, res.body.error?.code]).toEqual([code, 400, code]);
      expect(res.body.error.message).not.toMatch(/^shop_/);
    }
    expect(await stored()).toEqual(before);
    // The same photo by upload id or by our URL is accepted.
    const ok = await api(pro.agent).call(c.create, {
      params,
      body: { name: '商品', photos: [{ op: 'add', url: `/api/attachments/${own}?size=display`, position: 1 }] },
    });
    expect(ok.body.data.photos.map((p: { attachment_id: number }) => p.attachment_id)).toEqual([own]);
  });

  it('when the item, service or category is missing or another pro’s, then 801 or 802 (404)', async () => {
    const pro = await createPro(ctx, cat);
    const other = await createPro(ctx, cat);
    const missing = await api(pro.agent).call(c.get, { params: { id: 2_000_000_000 } });
    expect([missing.status, missing.body.error.code]).toEqual([404, 801]);
    for (const params of [
      { serviceId: other.serviceId, categoryId: cat.categoryId },
      { serviceId: pro.serviceId, categoryId: cat.otherCategoryId },
      { serviceId: 2_000_000_000, categoryId: cat.categoryId },
    ]) {
      const res = await api(pro.agent).call(c.create, { params, body: { name: '商品' } });
      expect([res.status, res.body.error.code]).toEqual([404, 802]);
    }
    expect((await api(pro.agent).call(c.publicItem, { params: { id: 2_000_000_000 } })).body.error.code).toBe(801);
  });
});

describe('apply_review asks for everything a buyer needs', () => {
  it('when something is missing, then apply_review answers its code and the item stays a draft', async () => {
    const pro = await createPro(ctx, cat);
    const photo = await uploadPhoto(pro.agent);
    const full = {
      name: '全屋清潔',
      description: '三小時全屋清潔',
      service_type: 'per_session',
      district_ids: [cat.districts['sha-tin']],
      plans: [plan()],
      photos: [{ op: 'add', attachment_id: photo, position: 1 }],
    };
    const cases: Array<[number, Record<string, unknown>]> = [
      [804, { description: '' }],
      [806, { district_ids: [] }],
      [807, { service_type: null }],
      [809, { plans: [] }],
      [814, { photos: [] }],
    ];
    const params = { serviceId: pro.serviceId, categoryId: cat.categoryId };
    for (const [code, fields] of cases) {
      const created = await api(pro.agent).call(c.create, { params, body: { ...full, ...fields } });
      expect(created.status).toBe(200);
      const res = await api(pro.agent).call(c.act, { params: { action: 'apply_review', id: created.body.data.id } });
      expect([code, res.status, res.body.error?.code]).toEqual([code, 400, code]);
      expect((await api(pro.agent).call(c.get, { params: { id: created.body.data.id } })).body.data.status).toBe('draft');
    }
    const tickets = await ctx.deps.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ops_tickets WHERE queue = 'shop_items'`);
    expect(tickets!.n).toBe(0);
  });

  it('when an edit names a photo the item does not have or leaves one out, then 815 and the item is unchanged', async () => {
    const pro = await createPro(ctx, cat);
    const photo = await uploadPhoto(pro.agent);
    const params = { serviceId: pro.serviceId, categoryId: cat.categoryId };
    const item = (
      await api(pro.agent).call(c.create, { params, body: { name: '商品', photos: [{ op: 'add', attachment_id: photo, position: 1 }] } })
    ).body.data;
    for (const photos of [[], [{ op: 'keep', photo_id: item.photos[0].id + 1000, position: 1 }]]) {
      const res = await api(pro.agent).call(c.edit, { params: { id: item.id }, body: { name: '改名', photos } });
      expect([res.status, res.body.error.code]).toEqual([400, 815]);
    }
    expect((await api(pro.agent).call(c.get, { params: { id: item.id } })).body.data).toMatchObject({
      name: '商品',
      photos: [{ attachment_id: photo }],
    });
  });
});
