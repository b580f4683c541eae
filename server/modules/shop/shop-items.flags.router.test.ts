/** The shop's item calls do not exist unless both flags `shop` and `nshop` are on (docs/decisions/0038). */
import { shopItemsContract as c } from '@shared/api/shop-items.contract';
import { api } from '../../test/api';
import { createPro, createStaff, setUpCatalog } from '../../test/fixtures';
import { setUpTestContext } from '../../test/test-app';

describe.each(['shop=true,nshop=false', 'shop=false,nshop=true'])('with %s', (flags) => {
  const ctx = setUpTestContext({ env: { FEATURE_FLAGS: flags } });
  const cat = setUpCatalog(ctx);

  it('when any item call is made, then 404 and nothing is stored', async () => {
    const pro = await createPro(ctx, cat);
    const staff = await createStaff(ctx, ['admin']);
    const params = { serviceId: pro.serviceId, categoryId: cat.categoryId };
    const calls = [
      api(pro.agent).call(c.list),
      api(pro.agent).call(c.get, { params: { id: 1 } }),
      api(pro.agent).call(c.create, { params, body: { name: '商品' } }),
      api(pro.agent).call(c.edit, { params: { id: 1 }, body: { name: '商品' } }),
      api(pro.agent).call(c.act, { params: { action: 'apply_review', id: 1 } }),
      api(ctx.sifu.handler).call(c.publicItem, { params: { id: 1 } }),
      api(pro.agent).call(c.category, { params: { id: 1 } }),
      api(pro.agent).call(c.saveCategory, { params, body: { service_notice: 'x' } }),
      api(pro.agent).call(c.labels, { query: { q: 'a' } }),
      api(staff.agent).call(c.opsList),
      api(staff.agent).call(c.opsDecide, { params: { id: 1 }, body: { decision: 'publish' } }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(404);
    expect(await ctx.deps.db.one('SELECT count(*)::int AS n FROM shop_service_categories')).toEqual({ n: 0 });
  });
});
