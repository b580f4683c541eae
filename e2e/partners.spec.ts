/**
 * A partner area (docs/decisions/0043), in both languages: a visitor opens /fet, searches within the partner's
 * categories, opens a fixed-price service from the results, signs in as demo_consumer when asked, buys it with the
 * partner's discount taken off, pays the bill at the sandbox convenience store, sees the discounted total on the order
 * and finds the bill on ibon-orders; cancelling the paid order refunds it and gives the code's use back (the other
 * language's run uses it again).
 */
import { test, expect, hydrated, translator, DEMO } from './fixtures';
import { actOnOrder, orderOf } from './shop-steps';
import { escape, hkd } from './safety-steps';

const ITEM = '冷氣機深層清洗（2 部 HK$580）';
const PLAN = { name: '2 部窗口機', price: 580 };
const DISCOUNT = 100;

for (const lng of ['zh-HK', 'en-HK'] as const) {
  test.describe(`partner area (${lng})`, () => {
    test.use({ locale: lng });
    const site = translator(lng, 'site|');
    const s = translator(lng, 'shop|');
    const common = translator(lng, 'common|');
    const pricing = translator(lng, 'pricing|');
    const partner = lng === 'zh-HK' ? 'FET 流動通訊' : 'FET Mobile';
    const total = PLAN.price - DISCOUNT;

    test(`when a visitor searches /fet and quick-buys with the partner's discount at a store, then the order shows the discounted total (${lng})`, async ({
      page,
    }) => {
      // 1. The landing: the partner's offer and its code.
      await page.goto(`/${lng}/fet`);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1, name: site('partner_area>landing>title', { partner }) })).toBeVisible();
      await expect(page.getByTestId('partner-coupon').first()).toContainText('FET-HOME100');

      // 2. The area's search, scoped to the partner's categories.
      const nav = page.getByRole('navigation', { name: site('partner_area>nav>label', { partner }) });
      await nav.getByRole('link', { name: site('partner_area>nav>search') }).click();
      await expect(page.getByRole('heading', { level: 1, name: site('partner_area>search>title', { partner }) })).toBeVisible();
      await page.getByLabel(site('partner_area>search>field')).fill('冷氣');
      await page.getByRole('button', { name: site('partner_area>search>submit') }).click();
      await expect(page).toHaveURL(/\/fet\/search-result\?q=/);
      await expect(page.getByRole('heading', { level: 1, name: site('partner_area>search>results_title', { q: '冷氣' }) })).toBeVisible();

      // 3. The item from the results, in the shop with the partner's area named in its URL; signing in comes back.
      await page.getByRole('link', { name: ITEM }).click();
      await expect(page).toHaveURL(/\/shop\/\d+\/[^?]+\?partner=fet$/);
      await hydrated(page);
      await page.getByRole('link', { name: s('buy>login_to_buy') }).click();
      await expect(page).toHaveURL(/\/login\?from=/);
      await hydrated(page);
      await page.locator('input[name="username"]').fill(DEMO.consumer.username);
      await page.locator('input[name="passwd"]').fill(DEMO.consumer.password);
      await page.getByRole('button', { name: common('auth>login_submit') }).click();
      await expect(page).toHaveURL(/\/shop\/\d+\/[^?]+\?partner=fet$/);
      await hydrated(page);

      // 4. The checkout takes the partner's discount off and the bill is for a convenience store.
      await page
        .getByRole('complementary', { name: s('buy>label') })
        .getByRole('button', { name: new RegExp(`^${escape(PLAN.name)}`) })
        .click();
      const buy = page.getByRole('form', { name: s('buy>label') });
      const values = { partner, code: 'FET-HOME100', amount: hkd(DISCOUNT) };
      await expect(page.getByText(s('buy>partner_banner', values))).toBeVisible();
      await expect(buy.getByText(s('buy>partner_discount', values))).toBeVisible();
      await buy.getByRole('radio', { name: new RegExp(`^${escape(s('buy>pay>cvs'))}`) }).check();
      await expect(buy.getByTestId('buy-total')).toHaveText(hkd(total));
      await buy.getByRole('button', { name: s('buy>submit') }).click();
      await expect(page).toHaveURL(/\/dashboard\/shop-consumer\/order\/\d+$/);
      await hydrated(page);
      const id = Number(/\/(\d+)$/.exec(page.url())?.[1]);
      const placed = await orderOf(page.context(), '', id);
      expect(placed).toMatchObject({ amount: PLAN.price, discount: DISCOUNT, total, payment: { pay_type: 'cvs', amount: total } });
      const code = placed.payment?.payment_code ?? '';
      expect(code).not.toBe('');

      // 5. The sandbox store counter takes what is left to pay.
      await page.goto(`/sandbox-gateway/counter?code=${code}&lng=${lng}`);
      await page.getByRole('button', { name: pricing('gateway>counter>confirm', { amount: hkd(total) }) }).click();
      await expect(page.getByRole('heading', { name: pricing('gateway>receipt>title') })).toBeVisible();
      await expect.poll(async () => (await orderOf(page.context(), '', id)).status, { timeout: 20_000 }).toBe('paid');

      // 6. The order shows the discount and the discounted total.
      await page.goto(`/${lng}/dashboard/shop-consumer/order/${id}`);
      await hydrated(page);
      await expect(page.getByTestId('order-total')).toHaveText(hkd(total));
      await expect(page.getByText(s('order>summary>discount', { code: 'FET-HOME100' }))).toBeVisible();

      // 7. The paid bill is on ibon-orders with what was paid.
      await page.goto(`/${lng}/dashboard/ibon-orders`);
      await hydrated(page);
      const bill = page
        .getByTestId('store-order')
        .filter({ hasText: hkd(total) })
        .first();
      await expect(bill.getByText(pricing('ibon>state_paid'), { exact: true })).toBeVisible();

      // 8. Cancelling the paid order refunds what was paid and gives the code's use back.
      await page.goto(`/${lng}/dashboard/shop-consumer/order/${id}`);
      await hydrated(page);
      await actOnOrder(page, lng, 'cancel_paid');
      await expect.poll(async () => (await orderOf(page.context(), '', id)).payment?.refunded_amount, { timeout: 20_000 }).toBe(total);
    });
  });
}
