/**
 * The licence a plumbing lead needs (SPEC §8 251), in zh-HK and again in en-HK:
 * a new pro with a published plumbing service but no licence tries to quote a plumbing lead and is refused with the
 * translated 251 message and a link to upload a licence; the pro follows it to the certification page, from there to
 * the service's certificate step, and sends a WSD licensed plumber's licence; the demo support staff member signs in,
 * opens the console's Verifications queue, the pro's ticket, and approves the licence in the ticket's panel; the pro
 * then quotes the same lead. The pro is set up through the API (sign-up, phone by OTP, a published plumbing service); the demo
 * consumer posts the request through the API. Labels come from the locale files.
 */
import type { BrowserContext } from '@playwright/test';
import { catalogContract } from '@shared/api/catalog.contract';
import { requestsContract } from '@shared/api/requests.contract';
import { urlOf } from '@shared/api/endpoint';
import { test, expect, hydrated, uniqueName, apiLogin, apiSignUp, otpFor, translator, leadWithoutLicence, DEMO } from './fixtures';
import { watchContext } from './journey-steps';
import { expectAccessible } from './axe';

const STAFF = { username: 'ops_support', password: 'Ops#2026sifu' };
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A small document the upload accepts as a PDF (the same bytes the API fixtures use). */
const LICENCE_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A district per language that no other journey's new pro uses. */
const DISTRICT = { 'zh-HK': 'kwun-tong', 'en-HK': 'tsuen-wan' } as const;

/**
 * A new pro in `ctx` (the session cookie lands there): phone verified by OTP and a published plumbing service in
 * `district`, without the licence plumbing needs. Answers the pro's username and the service id.
 */
async function newPlumber(ctx: BrowserContext, base: string, prefix: string, district: string) {
  const name = uniqueName(prefix);
  await apiSignUp(ctx.request, base, { username: name, first_name: 'Ka Ming', last_name: 'Chan', role: 'pro' }, { Origin: base });
  const post = async (url: string, data: unknown) => {
    const res = await ctx.request.post(`${base}/api${url}`, { headers: { Origin: base }, data });
    expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
    return ((await res.json()) as { data: Record<string, unknown> }).data;
  };
  const phone = `6${String(Date.now()).slice(-7)}`;
  const { hash } = (await post('/users/verify/phone/preauth', { phone })) as { hash: string };
  await post('/users/verify/phone/auth', { hash, otp: await otpFor(phone) });
  const category = (await (
    await ctx.request.get(`${base}${urlOf(catalogContract.category, { params: { slug: 'plumbing' } })}`)
  ).json()) as {
    data: { id: number };
  };
  const districts = (await (await ctx.request.get(`${base}${urlOf(catalogContract.districts)}`)).json()) as {
    data: Array<{ id: number; slug: string }>;
  };
  const service = await post('/services/add', {
    business_name_zh: `陳記水喉 ${name.slice(-5)}`,
    business_name_en: `Chan Plumbing ${name.slice(-5)}`,
    phone,
    category_ids: [category.data.id],
  });
  const serviceId = service.quote_service_id as number;
  await post(`/services/${serviceId}/areas`, { district_ids: [districts.data.find((d) => d.slug === district)!.id] });
  await post(`/services/${serviceId}/description`, {
    description_zh: '專營水喉維修同更換水龍頭，上門前清楚報價。',
    description_en: 'Pipe repairs and tap replacements, with a clear price before we come.',
  });
  await post(`/services/${serviceId}/profile_ready`, {});
  return { name, serviceId };
}

/** The demo consumer posts a plumbing request in `district` (in a context of its own); answers its id. */
async function plumbingRequest(ctx: BrowserContext, base: string, district: string, description: string): Promise<number> {
  await apiLogin(ctx, base, DEMO.consumer.username, DEMO.consumer.password);
  const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const res = await ctx.request.post(`${base}${urlOf(requestsContract.post)}`, {
    headers: { Origin: base },
    data: {
      category: 'plumbing',
      district,
      preferred_dates: [date],
      time_slots: [2],
      description,
      answers: { issue_type: 'leaking-pipe', property_type: 'private-flat', district, preferred_date: date, budget: '500-1000' },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { request: { quote_request_id: number } } }).data.request.quote_request_id;
}

for (const lng of ['zh-HK', 'en-HK'] as const) {
  test.describe(`licence for plumbing leads (${lng})`, () => {
    test.use({ locale: lng });
    const quotes = translator(lng, 'quotes|composer>');
    const verify = translator(lng, 'verify|');
    const common = translator(lng, 'common|');
    const ops = translator(lng, 'ops|');

    test(`when a new pro without a licence quotes a plumbing lead, then 251 links to the licence upload; support approves it in the console and the same lead is quoted (${lng})`, async ({
      page,
      context,
      browser,
      baseURL,
      consoleProblems,
    }) => {
      // The journey plus its accessibility checks at two widths.
      test.setTimeout(120_000);
      const base = baseURL ?? '';
      const pro = await newPlumber(context, base, lng === 'zh-HK' ? 'liczh' : 'licen', DISTRICT[lng]);
      const details = `${pro.name}: ${lng === 'zh-HK' ? '廚房水管滴水' : 'the kitchen pipe drips'}`;
      const consumer = await browser.newContext({ locale: lng });
      let requestId: number;
      try {
        requestId = await plumbingRequest(consumer, base, DISTRICT[lng], details);
      } finally {
        await consumer.close();
      }
      const bidId = await leadWithoutLicence(requestId, pro.serviceId);
      const note =
        lng === 'zh-HK'
          ? `${pro.name}：換一段喉管，連料，聽日可以上門。`
          : `${pro.name}: new pipe section, parts included, I can come tomorrow.`;

      // 1. The pro quotes the lead: refused with the 251 message and a link to upload the licence.
      await page.goto(`/${lng}/dashboard/requests/${bidId}`);
      await hydrated(page);
      await expect(page.getByText(details)).toBeVisible();
      await page.getByLabel(quotes('price_flat')).fill('680');
      await page.getByLabel(quotes('note')).fill(note);
      await page.getByRole('button', { name: quotes('send') }).click();
      const refusal = page.getByRole('alert').filter({ hasText: quotes('qualification_title') });
      await expect(refusal).toContainText(common('errors>category_qualification'));
      // Chromium logs the refused send itself (HTTP 422, code 251); that one message is expected and nothing else.
      expect(consoleProblems).toEqual([
        '[error] Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)',
      ]);
      consoleProblems.length = 0;

      // 2. The link leads to the certification page; the licence form of the service takes the WSD licence.
      await refusal.getByRole('link', { name: quotes('upload_licence') }).click();
      await expect(page).toHaveURL(/\/dashboard\/certification$/);
      await expect(page.getByRole('heading', { level: 1, name: verify('page>title') })).toBeVisible();
      await expect(page.getByRole('link', { name: verify('page>to_services') })).toBeVisible();
      // The certification page sends a pro without certificates to their services; the service's certificate step
      // takes the licence.
      await page.getByRole('link', { name: verify('page>to_services') }).click();
      await page.locator(`a[href$="/dashboard/services/${pro.serviceId}"]`).first().click();
      await page.locator(`a[href$="/dashboard/services/${pro.serviceId}/9"]`).first().click();
      await page.getByRole('button', { name: verify('editor>add_personal') }).click();
      await page.getByRole('button', { name: verify('intro>start') }).click();
      const licenceNo = `WSD${String(Date.now()).slice(-6)}`;
      await page.getByLabel(verify('personal>licence_type'), { exact: true }).selectOption({ label: verify('licence>wsd_plumber') });
      await page.getByLabel(verify('personal>reference_identity'), { exact: true }).fill(licenceNo);
      await page
        .locator('input[type=file]')
        .first()
        .setInputFiles({ name: 'wsd-licence.pdf', mimeType: 'application/pdf', buffer: LICENCE_PDF });
      await expect(page.getByText('wsd-licence.pdf')).toBeVisible();
      await page.getByRole('button', { name: verify('form>submit') }).click();
      await expect(page.getByText(verify('state>pending')).first()).toBeVisible();
      await page.goto(`/${lng}/dashboard/certification`);
      await hydrated(page);
      const card = page.getByRole('article', { name: verify('licence>wsd_plumber') });
      await expect(card).toContainText(verify('state>pending'));

      // 3. Support signs in, opens the console, the Verifications queue, the pro's ticket, and approves in its panel.
      const staff = await browser.newContext({ locale: lng });
      const staffProblems: string[] = [];
      watchContext(staff, staffProblems);
      try {
        const ops1 = await staff.newPage();
        await ops1.goto(`/${lng}/login`);
        await hydrated(ops1);
        await ops1.locator('input[name="username"]').fill(STAFF.username);
        await ops1.locator('input[name="passwd"]').fill(STAFF.password);
        await ops1.getByRole('button', { name: common('auth>login_submit') }).click();
        await expect(ops1).not.toHaveURL(/\/login/);
        await ops1.goto(`/${lng}/ops`);
        await hydrated(ops1);
        await expectAccessible(ops1, 'ops console home');
        await ops1
          .getByRole('link', { name: new RegExp(`^${escape(ops('queues>verifications'))}`) })
          .first()
          .click();
        await expect(ops1).toHaveURL(/\/ops\/queues\/verifications/);
        await hydrated(ops1);
        // The queue lists open items oldest first, so the pro is found by name as staff do with a busy queue.
        await ops1.getByLabel(ops('queue>search'), { exact: true }).fill(pro.name);
        await ops1.getByRole('button', { name: ops('queue>search_button') }).click();
        await expect(ops1).toHaveURL(new RegExp(`[?&]q=${pro.name}`));
        await ops1
          .getByRole('row')
          .filter({ hasText: `@${pro.name}` })
          .getByRole('link')
          .first()
          .click();
        await expect(ops1).toHaveURL(/\/ops\/tickets\/\d+/);
        await expect(ops1.getByText(licenceNo).first()).toBeVisible();
        await ops1.getByRole('button', { name: verify('ops>approve'), exact: true }).click();
        const approved = verify('ops>done_approve', { who: '\u0000' }).split('\u0000')[0];
        await expect(ops1.getByText(new RegExp(`^${escape(approved)}`)).first()).toBeVisible();
        expect(staffProblems, 'console errors, warnings or hydration problems in the console').toEqual([]);
      } finally {
        await staff.close();
      }

      // 4. The pro quotes the same lead.
      await page.goto(`/${lng}/dashboard/requests/${bidId}`);
      await hydrated(page);
      await expect(page.getByText(details)).toBeVisible();
      await page.getByLabel(quotes('price_flat')).fill('680');
      await page.getByLabel(quotes('note')).fill(note);
      await page.getByRole('button', { name: quotes('send') }).click();
      await expect(page.getByText(quotes('sent'))).toBeVisible();
    });
  });
}
