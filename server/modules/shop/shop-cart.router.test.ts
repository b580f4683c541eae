import { accountsContract } from '@shared/api/accounts.contract';
import { shopOrdersContract as c } from '@shared/api/shop-orders.contract';
import { setUpCatalog } from '../../test/fixtures';
import { checkMoneyAfterEach } from '../../test/money-invariants';
import { actOnShopOrder, payShopPayment, placeShopOrder, shopKey, type Api } from '../../test/shop-order-fixtures';
import { setUpTestContext } from '../../test/test-app';

const ctx = setUpTestContext({ env: { FEATURE_FLAGS: 'shop=true,nshop=true', PAYMENT_PROVIDER: 'sandbox' } });
const cat = setUpCatalog(ctx);
checkMoneyAfterEach(ctx);

const cartCountOf = async (who: Api) => {
  const me = await who.call(accountsContract.me, {});
  expect(me.status).toBe(200);
  const session = await who.call(accountsContract.session, {});
  expect(session.body.data.cartCount).toBe(me.body.data.cartCount);
  return me.body.data.cartCount as number;
};

describe('user/me cartCount', () => {
  it('when a consumer has orders awaiting payment, then user/me counts them until they are paid or dropped', async () => {
    const placed = await placeShopOrder(ctx, cat);
    const { consumer, item } = placed;
    expect(await cartCountOf(consumer)).toBe(1);
    const second = await consumer.call(c.place, {
      body: { shop_item_id: item.itemId, plan_id: item.planIds[1], pay_type: 'card', idempotency_key: shopKey() },
    });
    expect(await cartCountOf(consumer)).toBe(2);
    expect((await payShopPayment(ctx, placed.hash, 500)).body.data.result).toBe('shop_paid');
    expect(await cartCountOf(consumer)).toBe(1);
    await actOnShopOrder(consumer, 'cancel', second.body.data.order.id);
    expect(await cartCountOf(consumer)).toBe(0);
    // The pro's own count is of their purchases, not their sales.
    expect(await cartCountOf(placed.pro)).toBe(0);
  });

  it('when the shop or nshop flag is off, then cartCount is 0 whatever is unpaid', async () => {
    const { consumer } = await placeShopOrder(ctx, cat);
    for (const flag of ['shop', 'nshop'] as const) {
      ctx.deps.env.featureFlags[flag] = false;
      try {
        expect(await cartCountOf(consumer)).toBe(0);
      } finally {
        ctx.deps.env.featureFlags[flag] = true;
      }
    }
    expect(await cartCountOf(consumer)).toBe(1);
  });
});
