/**
 * SSR of the pro's shop pages (SPEC §2; docs/decisions/0038): with the shop and nshop flags on, a pro gets the list,
 * add, new and edit item, a category and its settings, never indexed, and someone else's or a mismatched path is a
 * 404; with either flag off every one of them redirects home in the visitor's language.
 */
import { shopItemsContract as c } from '@shared/api/shop-items.contract';
import { api } from '../test/api';
import { createPro, setUpCatalog } from '../test/fixtures';
import { publishedItem } from '../test/shop-fixtures';
import { setUpTestContext } from '../test/test-app';

const ctx = setUpTestContext({ env: { FEATURE_FLAGS: 'shop=on,nshop=on' } });
const cat = setUpCatalog(ctx);

/** A pro with a published item and its category's settings (service notice). */
async function shop() {
  const item = await publishedItem(ctx, cat);
  const { pro } = item;
  const settings = await api(pro.agent).data(c.saveCategory, {
    params: { serviceId: pro.serviceId, categoryId: cat.categoryId },
    body: { service_notice: '請提前一日預約' },
  });
  const paths = [
    '/dashboard/shop',
    '/dashboard/shop/add',
    `/dashboard/shop/product/new/${pro.serviceId}/${cat.categoryId}`,
    `/dashboard/shop/product/edit/${pro.serviceId}/${cat.categoryId}/${item.itemId}`,
    `/dashboard/shop/category/${settings.id}`,
    `/dashboard/shop/category/${settings.id}/settings`,
    `/dashboard/shop/category/${settings.id}/settings/edit`,
  ];
  return { ...item, settings, paths };
}

describe('the pro’s shop pages (SSR)', () => {
  it('when the flags are on, then a pro gets every page, not indexed, with its own content', async () => {
    const { pro, paths } = await shop();
    for (const path of paths) {
      for (const prefix of ['/zh-HK', '/en-HK']) {
        const res = await pro.agent.get(`${prefix}${path}`);
        expect([`${prefix}${path}`, res.status]).toEqual([`${prefix}${path}`, 200]);
        expect(res.text).toContain('<meta name="robots" content="noindex');
      }
    }
    // The last page asked for was English, so the language cookie says so: Chinese is asked for by its prefix.
    const list = await pro.agent.get('/zh-HK/dashboard/shop');
    expect(list.text).toContain('冷氣清洗 2 部');
    expect(list.text).toContain('發售中');
    const edit = await pro.agent.get(`/en-HK${paths[3]}`);
    expect(edit.text).toContain('Edit shop item');
    expect(edit.text).toContain('value="冷氣清洗 2 部"');
    const notice = await pro.agent.get(`/zh-HK${paths[5]}`);
    expect(notice.text).toContain('請提前一日預約');
  });

  it('when the flags are on, then the service editor’s step 19 lists the service’s items by category; off, it shows step 0', async () => {
    const { pro } = await shop();
    const step = `/en-HK/dashboard/services/${pro.serviceId}/19`;
    const on = await pro.agent.get(step);
    expect(on.status).toBe(200);
    expect(on.text).toContain('All my shop items');
    expect(on.text).toContain('冷氣清洗 2 部');
    ctx.deps.env.featureFlags.nshop = false;
    try {
      const off = await pro.agent.get(step);
      expect(off.status).toBe(200);
      expect(off.text).not.toContain('All my shop items');
    } finally {
      ctx.deps.env.featureFlags.nshop = true;
    }
  });

  it('when a path names someone else’s item or category, an item of another category, or an unknown action, then it is a 404', async () => {
    const { pro, itemId, settings } = await shop();
    const other = await createPro(ctx, cat);
    for (const path of [
      `/dashboard/shop/product/edit/${pro.serviceId}/${cat.categoryId}/${itemId}`,
      `/dashboard/shop/product/new/${pro.serviceId}/${cat.categoryId}`,
      `/dashboard/shop/category/${settings.id}`,
    ]) {
      expect([path, (await other.agent.get(`/zh-HK${path}`)).status]).toEqual([path, 404]);
    }
    for (const path of [
      `/dashboard/shop/product/edit/${pro.serviceId}/${cat.otherCategoryId}/${itemId}`,
      `/dashboard/shop/product/new/${pro.serviceId}/${cat.otherCategoryId}`,
      `/dashboard/shop/product/copy/${pro.serviceId}/${cat.categoryId}`,
      `/dashboard/shop/product/new/${pro.serviceId}/${cat.categoryId}/${itemId}`,
      `/dashboard/shop/category/${settings.id}/notice`,
      `/dashboard/shop/category/${settings.id}/settings/delete`,
    ]) {
      expect([path, (await pro.agent.get(`/zh-HK${path}`)).status]).toEqual([path, 404]);
    }
  });

  it('when either flag is off, then every page redirects home in the visitor’s language', async () => {
    const { pro, paths } = await shop();
    const flags = ctx.deps.env.featureFlags;
    for (const off of ['shop', 'nshop'] as const) {
      flags[off] = false;
      try {
        for (const path of paths) {
          const zh = await pro.agent.get(`/zh-HK${path}`);
          expect([path, zh.status, zh.headers.location]).toEqual([path, 302, '/zh-HK/']);
          const en = await pro.agent.get(`/en-HK${path}`);
          expect([path, en.status, en.headers.location]).toEqual([path, 302, '/en-HK/']);
        }
      } finally {
        flags[off] = true;
      }
    }
  });
});
