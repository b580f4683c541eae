/**
 * SSR of the shop order pages (SPEC §2 shop areas; docs/decisions/0038): with both shop flags on each renders for its
 * side, never indexed, and someone else's order is the 404 page; with a flag off every one goes home in the visitor's
 * language before anything is read.
 */
import { createConsumer, createPro, setUpCatalog } from '../test/fixtures';
import { placeShopOrder } from '../test/shop-order-fixtures';
import { setUpTestContext } from '../test/test-app';

const ctx = setUpTestContext({ env: { FEATURE_FLAGS: 'shop=on,nshop=on', PAYMENT_PROVIDER: 'sandbox' } });
const cat = setUpCatalog(ctx);

const NOINDEX = '<meta name="robots" content="noindex';

describe('shop order pages (SSR)', () => {
  it('when the shop is on, then each side gets its list and the order, and the consumer the favourites, not indexed', async () => {
    const { buyer, item, orderId } = await placeShopOrder(ctx, cat);
    const pages: [typeof buyer.agent, string, string][] = [
      [buyer.agent, '/zh-HK/dashboard/shop-consumer/orders', '我的網店訂單'],
      [buyer.agent, `/zh-HK/dashboard/shop-consumer/order/${orderId}`, '冷氣清洗 2 部'],
      [buyer.agent, '/en-HK/dashboard/shop-consumer/favorite', 'My favourites'],
      [item.pro.agent, '/zh-HK/dashboard/shop/orders', '網店訂單'],
      [item.pro.agent, `/en-HK/dashboard/shop/order/${orderId}`, 'Order details'],
    ];
    for (const [agent, path, text] of pages) {
      const res = await agent.get(path);
      expect([path, res.status]).toEqual([path, 200]);
      expect(res.text).toContain(NOINDEX);
      expect(res.text).toContain(text);
    }
    // The list shows the order as the buyer sees it: the item bought and what it cost.
    const list = await buyer.agent.get('/en-HK/dashboard/shop-consumer/orders');
    expect(list.text).toContain('冷氣清洗 2 部');
    expect(list.text).toContain('HK$500');
  });

  it('when someone who is not the order’s consumer or pro opens it, then the page is a 404', async () => {
    const { orderId } = await placeShopOrder(ctx, cat);
    const stranger = await createConsumer(ctx);
    const otherPro = await createPro(ctx, cat);
    expect((await stranger.agent.get(`/zh-HK/dashboard/shop-consumer/order/${orderId}`)).status).toBe(404);
    expect((await otherPro.agent.get(`/en-HK/dashboard/shop/order/${orderId}`)).status).toBe(404);
    expect((await stranger.agent.get('/zh-HK/dashboard/shop-consumer/order/99999999')).status).toBe(404);
  });

  it('when a shop flag is off, then every shop order page redirects home in the visitor’s language', async () => {
    const consumer = await createConsumer(ctx);
    const pro = await createPro(ctx, cat);
    const routes: [typeof consumer.agent, string][] = [
      [consumer.agent, '/dashboard/shop-consumer/orders'],
      [consumer.agent, '/dashboard/shop-consumer/order/12'],
      [consumer.agent, '/dashboard/shop-consumer/favorite'],
      [pro.agent, '/dashboard/shop/orders'],
      [pro.agent, '/dashboard/shop/order/12'],
    ];
    for (const flag of ['shop', 'nshop'] as const) {
      ctx.deps.env.featureFlags[flag] = false;
      try {
        for (const [agent, path] of routes) {
          const zh = await agent.get(`/zh-HK${path}`);
          expect([path, zh.status, zh.headers.location]).toEqual([path, 302, '/zh-HK/']);
          const en = await agent.get(`/en-HK${path}`);
          expect([path, en.status, en.headers.location]).toEqual([path, 302, '/en-HK/']);
        }
      } finally {
        ctx.deps.env.featureFlags[flag] = true;
      }
    }
  });
});
