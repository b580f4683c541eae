/**
 * Merchant applications (docs/decisions/0041), in zh-HK and again in en-HK: a newly signed-up user opens the merchant
 * application from the settings menu, sends the form empty and with a wrong BR number (each problem under its field,
 * nothing typed lost), then sends it with both documents; finance (ops_finance) approves it in the back office's
 * merchant_applications queue; the applicant sees it approved. Labels come from the locale files.
 */
import { test, expect, hydrated, apiLogin, apiSignUp, translator, uniqueName } from './fixtures';
import { watchContext } from './journey-steps';
import { STAFF_PASSWORD } from './shop-steps';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

for (const lng of ['zh-HK', 'en-HK'] as const) {
  test.describe(`merchant application (${lng})`, () => {
    test.use({ locale: lng });
    const d = translator(lng, 'dashboard|');
    const errors = translator(lng, 'common|errors>');
    const ops = translator(lng, 'ops|');

    test(`a company applies with its documents, finance approves, and the applicant sees it approved (${lng})`, async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const base = baseURL ?? '';
      const username = uniqueName(lng === 'zh-HK' ? 'mazh' : 'maen');
      await apiSignUp(page.request, base, { username, first_name: '大文', last_name: '陳' });
      const company = lng === 'zh-HK' ? `測試工程有限公司 ${username}` : `Test Works Ltd ${username}`;

      // From the settings menu to the application.
      await page.goto(`/${lng}/dashboard/settings`);
      await hydrated(page);
      await page
        .getByRole('link', { name: new RegExp(d('account_settings>sections>merchant>title')) })
        .first()
        .click();
      await expect(page).toHaveURL(/\/dashboard\/merchant-application$/);
      await expect(page.getByRole('heading', { level: 1, name: d('merchant>title') })).toBeVisible();
      await hydrated(page);

      // Sent empty: each required field says so, under the field.
      const submit = page.getByRole('button', { name: d('merchant>submit') });
      await submit.click();
      await expect(page.getByText(errors('merchant_company_name_required'))).toBeVisible();
      await expect(page.getByText(errors('files_required'))).toHaveCount(2);

      const field = (name: string) => page.getByLabel(d(`merchant>fields>${name}`), { exact: true });
      await field('company_name_en').fill(company);
      await field('br_number').fill('1234');
      await page.getByLabel(d('merchant>fields>company_type')).selectOption('limited_company');
      await field('address').fill(lng === 'zh-HK' ? '九龍觀塘開源道 1 號' : '1 Hoi Yuen Road, Kwun Tong');
      await field('contact_name').fill('陳大文');
      await field('phone').fill('9123 4567');
      await field('email').fill(`${username}@example.com`);
      await field('account_holder').fill('Test Works Ltd');
      await field('bank_code').fill('004');
      await field('branch_code').fill('123');
      await field('account_number').fill('123456789');
      await field('br_documents').setInputFiles({ name: 'br.pdf', mimeType: 'application/pdf', buffer: PDF });
      await field('bank_documents').setInputFiles({ name: 'bank.pdf', mimeType: 'application/pdf', buffer: PDF });
      await expect(page.getByRole('link', { name: 'bank.pdf' })).toBeVisible();

      // A wrong BR number is told under its field, and nothing typed is lost.
      await submit.click();
      await expect(page.getByText(errors('invalid_br_number'))).toBeVisible();
      await expect(field('company_name_en')).toHaveValue(company);
      await expect(page.getByRole('link', { name: 'br.pdf' })).toBeVisible();
      await field('br_number').fill('12345678');
      await submit.click();
      await expect(page.getByText(d('merchant>sent'))).toBeVisible();
      await expect(page.getByText(d('merchant>status>submitted'))).toBeVisible();
      await expect(page.getByText('004-123-***6789')).toBeVisible();

      // Finance approves it in the back office.
      const problems: string[] = [];
      const staff = await browser.newContext({ locale: lng });
      watchContext(staff, problems);
      await apiLogin(staff, base, 'ops_finance', STAFF_PASSWORD);
      const desk = await staff.newPage();
      await desk.goto(`/${lng}/ops/queues/merchant_applications`);
      await hydrated(desk);
      await desk.getByRole('row').filter({ hasText: company }).getByRole('link').first().click();
      await expect(desk).toHaveURL(/\/ops\/tickets\/\d+/);
      await expect(desk.getByText('004-123-***6789')).toBeVisible();
      await expect(desk.getByRole('link', { name: 'br.pdf' })).toBeVisible();
      await desk.getByRole('button', { name: ops('merchant_application>approve'), exact: true }).click();
      await expect(desk.getByText(ops('merchant_application>approved_toast'))).toBeVisible();
      await staff.close();
      expect(problems).toEqual([]);

      // The applicant sees it approved.
      await page.reload();
      await hydrated(page);
      await expect(page.getByText(d('merchant>status>approved'))).toBeVisible();
      await expect(page.getByText(d('merchant>status_note>approved'))).toBeVisible();
    });
  });
}
