/**
 * The shop (docs/decisions/0038), in zh-HK and again in en-HK. Each journey has a pro of its own (signed up,
 * phone-verified and published by API in a district no other journey uses, open every day so its items can take
 * booked times) and the demo consumer:
 * 1. The pro writes an item at dashboard/shop/add → the item editor: two plans, two photos, booked time slots, and
 *    applies for review.
 * 2. Support publishes it from the back office's shop_items queue.
 * 3. It shows on the pro's profile, on the category page and at shop/{itemId}/{slug}.
 * 4. The consumer buys plan 2 at a free time and pays by sandbox card; the order's page shows it paid.
 * 5. The pro confirms and marks it done; the consumer confirms and leaves feedback (5 stars, a line, a photo), which
 *    shows on the item's page.
 * 6. A second order (plan 1, a time agreed later, paid by card) is cancelled, by the pro declining it in zh-HK and by
 *    the consumer in en-HK: the order shows the refund, and the API says the payment was refunded in full.
 * Labels come from the locale files.
 */
import { itemSlug } from '@shared/domain/shop-catalog';
import { test, expect, hydrated, apiLogin, translate, DEMO, newPlumbingPro, openEveryDay } from './fixtures';
import { watchContext, type Lng } from './journey-steps';
import { hkd } from './safety-steps';
import {
  actOnOrder,
  buyByCard,
  itemPath,
  openOrder,
  orderOf,
  ownItem,
  picture,
  publishInBackOffice,
  shopLabels,
  staffContext,
  writeItem,
  type ItemSpec,
} from './shop-steps';

/** A district per language that no other journey's pro covers, so no other journey's request reaches this pro. */
const DISTRICT = { 'zh-HK': 'wong-tai-sin', 'en-HK': 'kowloon-city' } as const;
const STAFF = 'ops_support';

async function itemFor(lng: Lng, tag: string): Promise<ItemSpec> {
  const photos = [await picture('drain-before.png', [40, 110, 160]), await picture('drain-after.jpg', [200, 140, 60])];
  if (lng === 'zh-HK') {
    return {
      name: `通渠套餐 ${tag}`,
      description: '用專業通渠機清理廚房或浴室去水，完工後試水確認暢通。',
      serviceInfo: '大約一至兩個鐘，請預先清空水槽下面嘅櫃。',
      plans: [
        { name: '基本通渠', description: '一個去水位', price: 480 },
        { name: '全屋通渠', description: '廚房同浴室所有去水位', price: 880 },
      ],
      photos,
    };
  }
  return {
    name: `Drain unblocking ${tag}`,
    description: 'We clear kitchen or bathroom drains with a professional machine and test the flow before leaving.',
    serviceInfo: 'About one to two hours. Please empty the cupboard under the sink first.',
    plans: [
      { name: 'One drain', description: 'One sink or floor drain', price: 480 },
      { name: 'Whole flat', description: 'Every drain in the kitchen and bathrooms', price: 880 },
    ],
    photos,
  };
}

for (const lng of ['zh-HK', 'en-HK'] as const) {
  test.describe(`shop (${lng})`, () => {
    test.use({ locale: lng });
    const { s } = shopLabels(lng);

    test(`a new pro's item is published, bought with a booked time, completed and reviewed, and a second order is cancelled and refunded (${lng})`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(240_000);
      const base = baseURL ?? '';
      const problems: string[] = [];
      const proCtx = await browser.newContext({ locale: lng });
      const consumerCtx = await browser.newContext({ locale: lng });
      for (const ctx of [proCtx, consumerCtx]) watchContext(ctx, problems);
      const pro = await newPlumbingPro(proCtx, base, lng === 'zh-HK' ? 'shzh' : 'shen', DISTRICT[lng]);
      const service = await openEveryDay(proCtx.request, base);
      const proName = lng === 'zh-HK' ? service.business_name_zh : service.business_name_en;
      const [category] = service.categories;
      await apiLogin(consumerCtx, base, DEMO.consumer.username, DEMO.consumer.password);
      const proPage = await proCtx.newPage();
      const consumerPage = await consumerCtx.newPage();
      const item = await itemFor(lng, pro.username.slice(-5));
      const [plan1, plan2] = item.plans;

      // 1. The pro writes the item in the editor and applies for review.
      const itemId = await writeItem(proPage, lng, service.id, lng === 'zh-HK' ? category.name_zh : category.name_en, item);
      expect(await ownItem(proCtx, base, itemId)).toMatchObject({
        status: 'in_review',
        accepts_reservation: true,
        plans: [
          { name: plan1.name, price: plan1.price },
          { name: plan2.name, price: plan2.price },
        ],
        photos: [{ position: 1 }, { position: 2 }],
      });

      // 2. Support publishes it from the shop_items queue.
      const staff = await staffContext(browser, base, lng, STAFF, problems);
      await publishInBackOffice(staff, lng, item);
      await expect.poll(async () => (await ownItem(proCtx, base, itemId)).status).toBe('published');
      await proPage.reload();
      await hydrated(proPage);
      await expect(proPage.getByText(s('item>status_help>published'))).toBeVisible();

      // 3. The item shows on the pro's profile, on its category's page and on its own page.
      const path = itemPath(lng, itemId, item.name);
      for (const page of [`/${lng}/service/${service.id}`, `/${lng}/category/${category.slug}`]) {
        await consumerPage.goto(page);
        await hydrated(consumerPage);
        const card = consumerPage.getByTestId('shop-card').filter({ hasText: item.name });
        await expect(card.getByRole('link', { name: item.name })).toHaveAttribute(
          'href',
          new RegExp(`/shop/${itemId}/${encodeURIComponent(itemSlug(item.name))}$`),
        );
      }
      await consumerPage.goto(path);
      await hydrated(consumerPage);
      await expect(consumerPage.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
      await expect(consumerPage.getByText(item.description)).toBeVisible();

      // 4. The consumer buys plan 2 at the first free time and pays by card: the order's page shows it paid.
      const first = await buyByCard(consumerPage, lng, path, plan2, true, proName);
      const paid = await orderOf(consumerCtx, base, first);
      expect(paid).toMatchObject({ status: 'paid', plan_name: plan2.name, amount: plan2.price, payment: { status: 'paid' } });

      // 5. The pro confirms and marks the job done; the consumer confirms it and leaves feedback with a photo.
      await openOrder(proPage, lng, 'pro', first);
      await actOnOrder(proPage, lng, 'confirm');
      await expect.poll(async () => (await orderOf(proCtx, base, first)).status).toBe('confirmed');
      await actOnOrder(proPage, lng, 'apply_complete');
      await expect.poll(async () => (await orderOf(proCtx, base, first)).status).toBe('complete_requested');
      await openOrder(consumerPage, lng, 'consumer', first);
      await actOnOrder(consumerPage, lng, 'complete');
      await expect.poll(async () => (await orderOf(consumerCtx, base, first)).status).toBe('completed');
      const comment = lng === 'zh-HK' ? '師傅準時，渠一次過通晒，好滿意！' : 'On time and every drain runs freely now.';
      const form = consumerPage.getByRole('form', { name: s('feedback>title') });
      // The stars are the radios' labels (the radios themselves are visually hidden): a tap lands on the label.
      await form
        .locator('label')
        .filter({ hasText: s('feedback>score_5') })
        .click();
      await expect(form.getByRole('radio', { name: s('feedback>score_5') })).toBeChecked();
      await form.getByLabel(s('feedback>text', { max: 50 })).fill(comment);
      const proof = await picture('after-visit.png', [90, 160, 90]);
      await form.getByLabel(s('feedback>photos>add')).setInputFiles(proof);
      await expect(form.getByRole('img', { name: proof.name })).toBeVisible();
      await form.getByRole('button', { name: s('feedback>submit') }).click();
      await expect(consumerPage.getByTestId('order-next-step')).toContainText(s('order>next>consumer>completed_reviewed'));
      await consumerPage.goto(path);
      await hydrated(consumerPage);
      const feedback = consumerPage.locator('#feedback');
      await expect(feedback).toContainText(comment);
      await expect(feedback.getByRole('img', { name: translate(lng, 'catalog|rating>stars_other', { count: 5 }) })).toBeVisible();

      // 6. A second order, plan 1 with a time agreed later, is paid by card and then cancelled: refunded in full.
      const second = await buyByCard(consumerPage, lng, path, plan1, false, proName);
      if (lng === 'zh-HK') {
        await openOrder(proPage, lng, 'pro', second);
        await actOnOrder(proPage, lng, 'decline');
      } else {
        await actOnOrder(consumerPage, lng, 'cancel_paid');
      }
      await expect.poll(async () => (await orderOf(consumerCtx, base, second)).status).toBe('cancelled');
      await openOrder(consumerPage, lng, 'consumer', second);
      await expect(consumerPage.getByTestId('order-next-step')).toContainText(
        s('order>next>refunded_consumer', { amount: hkd(plan1.price) }),
      );
      await expect
        .poll(async () => (await orderOf(consumerCtx, base, second)).payment)
        .toMatchObject({ status: 'refunded', amount: plan1.price, refunded_amount: plan1.price });

      expect(problems, 'console errors, warnings or hydration problems').toEqual([]);
      for (const ctx of [proCtx, consumerCtx, staff]) await ctx.close();
    });
  });
}
