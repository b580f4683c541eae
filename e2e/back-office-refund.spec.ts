/**
 * A refund of unspent purchased credit, in zh-HK and again in en-HK: a new pro (HK$200 free starter credit) buys
 * HK$300 by sandbox card, asks for the HK$300 back on the credit page (the free credit is not refundable), and the
 * demo finance staff member approves it in the back office's refunds queue. The sandbox gateway records the card
 * refund, the pro's wallet keeps only the free credit and the credit history shows the refund. Labels come from the
 * locale files.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, hydrated, uniqueName, apiLogin, apiSignUp, translate, walletBalance, DEMO, sandboxRefundsOf } from './fixtures';

type Lng = 'zh-HK' | 'en-HK';

const t = (lng: Lng, key: string, vars: Record<string, string | number> = {}) => translate(lng, key, vars);
/** shared/utils/format formatHkd. */
const hkd = (n: number) => `HK$${n.toLocaleString('en-US')}`;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const STARTER_CREDIT = 200;
const BOUGHT = 300;

/** A new pro signs up through the API in `ctx` (the session cookie lands there). */
async function signUpPro(ctx: BrowserContext, base: string, prefix: string) {
  const name = uniqueName(prefix);
  const res = await apiSignUp(
    ctx.request,
    base,
    { username: name, first_name: 'Siu Ming', last_name: 'Chan', role: 'pro' },
    { Origin: base },
  );
  expect(res.status()).toBe(200);
  return name;
}

/** Buys `amount` on the pricing page by sandbox card (4242, no 3-D-Secure step) and waits until it is paid. */
async function buyByCard(page: Page, lng: Lng, amount: number): Promise<string> {
  const pricing = (key: string, vars?: Record<string, string | number>) => t(lng, `pricing|${key}`, vars);
  await page.goto(`/${lng}/dashboard/pricing`);
  await hydrated(page);
  await page.getByRole('radio', { name: new RegExp(`^${escape(pricing('buy>custom'))}`) }).check();
  await page.getByLabel(pricing('buy>amount_label')).fill(String(amount));
  await page.getByRole('radio', { name: new RegExp(`^${escape(pricing('buy>pay_card'))}`) }).check();
  await page.getByRole('button', { name: pricing('buy>submit_card_amount', { amount: hkd(amount) }) }).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/checkout\//);
  const back = await page.getByRole('link', { name: pricing('gateway>card>cancel') }).getAttribute('href');
  const hash = /\/payment\/([\w-]+)/.exec(back ?? '')?.[1] ?? '';
  expect(hash, 'the card page returns to payment/{hash}').not.toBe('');
  await page.getByLabel(pricing('gateway>card>number')).fill('4242 4242 4242 4242');
  await page.getByLabel(pricing('gateway>card>expiry')).fill('12/40');
  await page.getByLabel(pricing('gateway>card>cvc')).fill('123');
  await page.getByLabel(pricing('gateway>card>name')).fill('Chan Siu Ming');
  await page.getByRole('button', { name: pricing('gateway>card>pay', { amount: hkd(amount) }) }).click();
  await expect(page.getByRole('heading', { name: pricing('status>title_paid') })).toBeVisible({ timeout: 15_000 });
  return hash;
}

for (const lng of ['zh-HK', 'en-HK'] as const) {
  test.describe(`credit refund (${lng})`, () => {
    test.use({ locale: lng });
    const pricing = (key: string, vars?: Record<string, string | number>) => t(lng, `pricing|${key}`, vars);
    const ops = (key: string, vars?: Record<string, string | number>) => t(lng, `ops|${key}`, vars);

    test(`when a pro with HK$300 of unspent purchased credit asks for it back, then finance approves it in the console and the card is refunded (${lng})`, async ({
      page,
      context,
      browser,
      baseURL,
    }) => {
      const base = baseURL ?? '';
      const name = await signUpPro(context, base, lng === 'zh-HK' ? 'crfzh' : 'crfen');
      const hash = await buyByCard(page, lng, BOUGHT);
      expect(await walletBalance(context, base)).toBe(STARTER_CREDIT + BOUGHT);

      // 1. The credit page: HK$300 refundable (never the free credit); an empty amount asks for all of it.
      await page.goto(`/${lng}/dashboard/credit`);
      await hydrated(page);
      const card = page.getByRole('region', { name: pricing('credit_refund>title') });
      await expect(card).toMatchAriaSnapshot(`
        - term: ${pricing('credit_refund>refundable')}
        - definition:
          - strong: ${hkd(BOUGHT)}
      `);
      await card.getByLabel(pricing('credit_refund>note_label')).fill(`${name}: closing the shop`);
      await card.getByRole('button', { name: pricing('credit_refund>submit') }).click();
      const pendingPrefix = pricing('credit_refund>status>pending', { amount: hkd(BOUGHT), date: '\u0000' }).split('\u0000')[0];
      await expect(card.getByText(new RegExp(`^${escape(pendingPrefix)}`))).toBeVisible();

      // 2. The demo finance staff member opens the refunds queue, the pro's ticket and its panel, and approves.
      const staff = await browser.newContext({ locale: lng });
      try {
        await apiLogin(staff, base, 'ops_finance', DEMO.operator.password);
        const opsPage = await staff.newPage();
        await opsPage.goto(`/${lng}/ops/queues/refunds`);
        await hydrated(opsPage);
        await opsPage
          .getByRole('row')
          .filter({ hasText: `@${name}` })
          .getByRole('link')
          .click();
        await expect(opsPage.getByText(ops('credit_refund>refundable'), { exact: true })).toBeVisible();
        await opsPage.getByRole('button', { name: ops('credit_refund>approve', { amount: hkd(BOUGHT) }) }).click();
        await expect(opsPage.getByText(ops('credit_refund>approved_toast', { amount: hkd(BOUGHT) }))).toBeVisible();
        await expect(opsPage.getByRole('cell', { name: ops('credit_refund>line_status>refunded'), exact: true })).toBeVisible();
      } finally {
        await staff.close();
      }

      // 3. The sandbox gateway recorded the card refund once; the wallet keeps only the free credit.
      expect(await sandboxRefundsOf(hash)).toEqual([BOUGHT]);
      expect(await walletBalance(context, base)).toBe(STARTER_CREDIT);
      await page.goto(`/${lng}/dashboard/credit`);
      await hydrated(page);
      const approvedPrefix = pricing('credit_refund>status>approved', { amount: hkd(BOUGHT), date: '\u0000' }).split('\u0000')[0];
      await expect(page.getByText(new RegExp(`^${escape(approvedPrefix)}`))).toBeVisible();
      await page.goto(`/${lng}/dashboard/transaction`);
      await hydrated(page);
      await expect(page.getByText(pricing('statements>description>credit_refund')).first()).toBeVisible();
    });
  });
}
