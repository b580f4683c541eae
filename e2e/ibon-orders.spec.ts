/**
 * Convenience-store orders (SPEC §2 ibon-orders, ibon-order/{orderId}), in both languages: a new pro starts buying
 * credit at a store through the sandbox, finds the bill waiting on ibon-orders with its code and barcode, opens it,
 * pays it at the sandbox counter, and sees it paid; signed out, the page goes to login with `from`.
 */
import { test, expect, hydrated, uniqueName, apiSignUp, translate } from './fixtures';

type Lng = 'zh-HK' | 'en-HK';
const hkd = (n: number) => `HK$${n.toLocaleString('en-US')}`;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const lng of ['zh-HK', 'en-HK'] as const satisfies readonly Lng[]) {
  test.describe(`convenience-store orders (${lng})`, () => {
    test.use({ locale: lng });
    const pricing = (key: string, vars?: Record<string, string | number>) => translate(lng, `pricing|${key}`, vars);
    const gateway = (key: string, vars?: Record<string, string | number>) => pricing(`gateway>${key}`, vars);

    test(`when a pro starts a HK$700 store payment, then ibon-orders shows it waiting with its code and barcode, and paid after the counter (${lng})`, async ({
      page,
      context,
      baseURL,
    }) => {
      const base = baseURL ?? '';
      const res = await apiSignUp(
        context.request,
        base,
        { username: uniqueName(`ibon${lng === 'zh-HK' ? 'zh' : 'en'}`), role: 'pro' },
        { Origin: base },
      );
      expect(res.status()).toBe(200);
      const amount = 700;

      // 1. Buying credit at a convenience store through the sandbox.
      await page.goto(`/${lng}/dashboard/pricing`);
      await hydrated(page);
      await page.getByRole('radio', { name: new RegExp(`^${escape(pricing('buy>custom'))}`) }).check();
      await page.getByLabel(pricing('buy>amount_label')).fill(String(amount));
      await page.getByRole('radio', { name: new RegExp(`^${escape(pricing('buy>pay_cvs'))}`) }).check();
      await page.getByRole('button', { name: pricing('buy>submit_cvs_amount', { amount: hkd(amount) }) }).click();
      await expect(page.getByRole('heading', { name: pricing('status>title_waiting_cvs') })).toBeVisible();

      // 2. The list: the bill waiting, its amount, code, barcode and deadline.
      await page.goto(`/${lng}/dashboard/ibon-orders`);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1, name: pricing('ibon>title') })).toBeVisible();
      const bill = page.getByTestId('store-order').first();
      await expect(bill.getByText(pricing('ibon>state_waiting'))).toBeVisible();
      await expect(bill.getByText(hkd(amount), { exact: true })).toBeVisible();
      await expect(bill.getByText(pricing('status>deadline'), { exact: true })).toBeVisible();
      const [before, after] = pricing('status>barcode_label', { code: '\u0000' }).split('\u0000');
      const barcodeName = new RegExp(`^${escape(before)}(\\d{13})${escape(after)}$`);
      const barcode = bill.getByRole('img', { name: barcodeName });
      await expect(barcode).toBeVisible();
      const code = barcodeName.exec((await barcode.getAttribute('aria-label')) ?? '')?.[1] ?? '';
      expect(code).toMatch(/^\d{13}$/);
      await expect(bill.getByText(code, { exact: true })).toBeVisible();

      // 3. The bill's own page: the large barcode, the store steps and what happens at the deadline.
      await bill.getByRole('link', { name: pricing('ibon>open_waiting') }).click();
      await expect(page).toHaveURL(/\/dashboard\/ibon-order\/c\d+$/);
      const billUrl = page.url();
      await expect(page.getByRole('img', { name: barcodeName })).toBeVisible();
      await expect(page.getByRole('heading', { name: pricing('status>cvs_how') })).toBeVisible();
      await expect(page.getByRole('heading', { name: pricing('ibon>deadline_heading') })).toBeVisible();

      // 4. The sandbox counter takes the cash for that code.
      await page.goto(`/sandbox-gateway/counter?code=${code}&lng=${lng}`);
      await expect(page.getByRole('heading', { name: gateway('counter>bill_title') })).toBeVisible();
      await page.getByRole('button', { name: gateway('counter>confirm', { amount: hkd(amount) }) }).click();
      await expect(page.getByRole('heading', { name: gateway('receipt>title') })).toBeVisible();

      // 5. Paid once the gateway's webhook lands; no barcode is offered any more.
      await expect
        .poll(
          async () => {
            await page.goto(billUrl);
            return page.getByText(pricing('ibon>state_paid'), { exact: true }).isVisible();
          },
          { timeout: 20_000 },
        )
        .toBe(true);
      await expect(page.getByText(pricing('ibon>paid_body_credit'))).toBeVisible();
      await expect(page.getByRole('img', { name: barcodeName })).toHaveCount(0);
      await page.getByRole('link', { name: pricing('ibon>back') }).click();
      await expect(page.getByTestId('store-order').first().getByText(pricing('ibon>state_paid'), { exact: true })).toBeVisible();
    });

    test(`when signed out, then ibon-orders goes to login with from (${lng})`, async ({ page }) => {
      await page.goto(`/${lng}/dashboard/ibon-orders/2`);
      await expect(page).toHaveURL(/\/login\?from=/);
      expect(decodeURIComponent(new URL(page.url()).searchParams.get('from') ?? '')).toContain('/dashboard/ibon-orders/2');
    });
  });
}
