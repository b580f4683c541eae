/**
 * A receipt from request to PDF, once with a pro reading Traditional Chinese and once with one reading English:
 * - a new pro buys credit at the sandbox convenience-store counter and asks for a receipt made out to a Chinese
 *   company name on the charge-application page;
 * - finance (ops_finance) finds it in the receipts queue, opens its ticket and clicks "Produce and send";
 * - the pro downloads the PDF from Purchases, and its text (read back from the file) carries the company name, the
 *   document number and the labels in the pro's language.
 * Labels come from the locale files.
 */
import fs from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { pdfText } from '../scripts/pdf-text';
import { test, expect, hydrated, uniqueName, apiLogin, apiSignUp, translate, DEMO } from './fixtures';

type Lng = 'zh-HK' | 'en-HK';

const hkd = (n: number) => `HK$${n.toLocaleString('en-US')}`;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const FINANCE = { username: 'ops_finance', password: DEMO.operator.password };

/** A new pro who paid HK$`amount` at the sandbox convenience-store counter (the purchase journey of payments.spec). */
async function proWithPurchase(page: Page, context: BrowserContext, base: string, lng: Lng, amount: number): Promise<void> {
  const pricing = (key: string, vars?: Record<string, string | number>) => translate(lng, `pricing|${key}`, vars);
  await apiSignUp(
    context.request,
    base,
    { username: uniqueName('rcpt'), first_name: 'Tai Man', last_name: 'Wong', role: 'pro' },
    { Origin: base },
  );
  await page.goto(`/${lng}/dashboard/pricing`);
  await hydrated(page);
  await page.getByRole('radio', { name: new RegExp(`^${escape(pricing('buy>custom'))}`) }).check();
  await page.getByLabel(pricing('buy>amount_label')).fill(String(amount));
  await page.getByRole('radio', { name: new RegExp(`^${escape(pricing('buy>pay_cvs'))}`) }).check();
  await page.getByRole('button', { name: pricing('buy>submit_cvs_amount', { amount: hkd(amount) }) }).click();
  await expect(page.getByRole('heading', { name: pricing('status>title_waiting_cvs') })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(escape(pricing('status>sandbox_pay'))) }).click();
  await page.getByRole('button', { name: pricing('gateway>counter>confirm', { amount: hkd(amount) }) }).click();
  await page.getByRole('link', { name: pricing('gateway>receipt>back') }).click();
  await expect(page.getByRole('heading', { name: pricing('status>title_paid') })).toBeVisible({ timeout: 15_000 });
}

const CASES = [
  { lng: 'zh-HK', amount: 700, company: '陳記水喉工程有限公司', expect: ['收據', '付款人', '總額', 'Sifu 點數 HK$700'] },
  { lng: 'en-HK', amount: 900, company: '黃氏裝修 Wong Renovation', expect: ['Receipt', 'Received from', 'Total', 'Sifu credit HK$900'] },
] as const;

for (const c of CASES) {
  test(`when a pro asks for a receipt and finance produces and sends it, then the pro downloads the PDF from Purchases with the company name and the number (${c.lng})`, async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    const base = baseURL ?? '';
    const lng: Lng = c.lng;
    const pricing = (key: string, vars?: Record<string, string | number>) => translate(lng, `pricing|${key}`, vars);

    // 1. The pro pays, then asks for a receipt for that order on the charge-application page.
    await proWithPurchase(page, context, base, lng, c.amount);
    await page.goto(`/${lng}/dashboard/charge_application/receipt`);
    await hydrated(page);
    await page.getByRole('checkbox').first().check();
    await page.getByLabel(pricing('charge_application>fields>company_name_optional')).fill(c.company);
    await page.getByRole('button', { name: pricing('charge_application>submit>receipt') }).click();
    await expect(page.getByTestId('charge-application').first()).toContainText(pricing('charge_application>status>submitted'));

    // 2. Finance, in its own browser, works the receipts queue in the console (Chinese, its staff's language).
    const ops = await browser.newContext({ locale: 'zh-HK' });
    try {
      const opsPage = await ops.newPage();
      await apiLogin(ops, base, FINANCE.username, FINANCE.password);
      const o = (key: string, vars?: Record<string, string | number>) => translate('zh-HK', `ops|${key}`, vars);
      await opsPage.goto('/zh-HK/ops/queues/receipts');
      await hydrated(opsPage);
      await opsPage
        .getByRole('link', { name: new RegExp(`${escape(hkd(c.amount))} · ${escape(c.company)}`) })
        .first()
        .click();
      const panel = opsPage.getByTestId('receipt-panel');
      await expect(panel).toContainText(c.company);
      await expect(panel).toContainText(hkd(c.amount));
      await panel.getByRole('button', { name: o('receipt>produce') }).click();
      await expect(panel.getByRole('link', { name: /S[RI]-\d{4}-\d{6}/ })).toBeVisible();
      await expect(panel.getByRole('button', { name: o('receipt>produce') })).toHaveCount(0);
    } finally {
      await ops.close();
    }

    // 3. The pro downloads it from Purchases; the file says what the pro asked for, in the pro's language.
    await page.goto(`/${lng}/dashboard/purchases`);
    await hydrated(page);
    const link = page.getByTestId('charge-document-link').first();
    await expect(link).toBeVisible();
    const number = /S[RI]-\d{4}-\d{6}/.exec((await link.textContent()) ?? '')?.[0] ?? '';
    expect(number).not.toBe('');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(`Sifu-${number}.pdf`);
    const pdf = fs.readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toEqual(expect.arrayContaining([c.company, hkd(c.amount), ...c.expect]));
    expect(text.join('\n')).toContain(number);
    expect(text).toContain('Sifu 師傅有限公司 Sifu Limited');
  });
}
