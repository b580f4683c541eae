/**
 * The supply side in four browser contexts, in zh-HK and again in en-HK.
 * A new user opens pro-signup/plumbing, signs up, completes onboarding (phone by OTP, logo, AI-drafted
 * description, areas, publish), fills hours, an FAQ, three photos and a personal licence, previews the profile;
 * the demo operator approves the licence; a consumer posts a plumbing request in one of the pro's districts; the
 * new pro gets the lead (in-app and by e-mail) showing the customer's first name only, quotes and chats from the
 * pro inbox; the public profile shows the logo, the gallery and the dated licence badge.
 * Labels come from the locale files, so the journey reads the page as a person does in either language.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import { catalogContract } from '@shared/api/catalog.contract';
import { requestsContract } from '@shared/api/requests.contract';
import { urlOf } from '@shared/api/endpoint';
import { test, expect, hydrated, uniqueName, apiLogin, e2eDataDir, DEMO, translate } from './fixtures';
import { fillSignUpForm, SIGN_UP_LABELS, verifyPhoneByOtp, watchContext, sendFlatQuote } from './journey-steps';

type Lng = 'zh-HK' | 'en-HK';

const t = (lng: Lng, key: string, vars: Record<string, string | number> = {}) => translate(lng, key, vars);

const L = {
  'zh-HK': {
    ...SIGN_UP_LABELS['zh-HK'],
    category: '水喉維修',
    district: '西貢',
    chatBox: '輸入訊息…',
    messages: '訊息',
    business: '師傅測試水喉',
  },
  'en-HK': {
    ...SIGN_UP_LABELS['en-HK'],
    category: 'Plumbing',
    district: 'Sai Kung',
    chatBox: 'Write a message…',
    messages: 'Messages',
    business: 'Test Plumbing Works',
  },
} as const;

/** A small real PNG (solid colour) that the server's image pipeline decodes and resizes. */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0).map((_, i) => rgb[i % 3])]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The e-mails written to the outbox for an address (DATA_DIR/outbox/mail/*.eml). */
function mailsTo(address: string): string[] {
  const dir = path.join(e2eDataDir(), 'outbox', 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .filter((m) => m.toLowerCase().includes(address.toLowerCase()));
}

/** The demo consumer posts a plumbing request in `district` with valid answers read from the questionnaire. */
async function postPlumbingRequest(api: APIRequestContext, baseURL: string, district: string, details: string): Promise<number> {
  const cat = await api.get(`${baseURL}${urlOf(catalogContract.category, { params: { slug: 'plumbing' }, query: { lng: 'en-HK' } })}`);
  expect(cat.status()).toBe(200);
  const questions = (await cat.json()).data.questions as Array<{ field_key: string; type: string; options: Array<{ value: string }> }>;
  const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const answers: Record<string, unknown> = {};
  for (const q of questions) {
    if (q.type === 'single' || q.type === 'budget') answers[q.field_key] = q.options[0].value;
    else if (q.type === 'multi') answers[q.field_key] = [q.options[0].value];
    else if (q.type === 'date') answers[q.field_key] = date;
    else if (q.type === 'text') answers[q.field_key] = details;
  }
  const res = await api.post(`${baseURL}${urlOf(requestsContract.post)}`, {
    data: { category: 'plumbing', answers, district, preferred_dates: [date], time_slots: [2], description: details },
    headers: { Origin: baseURL },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data.request.quote_request_id as number;
}

async function saveStep(page: Page, lng: Lng) {
  await page.getByRole('button', { name: t(lng, 'workspace|form>save') }).click();
  await expect(page.getByText(t(lng, 'workspace|form>saved')).first()).toBeVisible();
}

for (const lng of ['zh-HK', 'en-HK'] as const) {
  test(`a new pro joins from pro-signup, builds a verified profile and wins a lead (${lng})`, async ({ browser, baseURL }) => {
    test.setTimeout(240_000);
    const base = baseURL ?? '';
    const l = L[lng];
    const name = uniqueName(lng === 'zh-HK' ? 'prozh' : 'proen');
    const phone = `6${String(Date.now()).slice(-7)}`;
    const business = `${l.business} ${name.slice(-5)}`;
    const licenceNo = `LP${String(Date.now()).slice(-6)}`;
    const problems: string[] = [];
    const proCtx = await browser.newContext({ locale: lng });
    const opsCtx = await browser.newContext({ locale: lng });
    const consumerCtx = await browser.newContext({ locale: lng });
    const visitorCtx = await browser.newContext({ locale: lng, viewport: { width: 390, height: 844 } });
    for (const c of [proCtx, opsCtx, consumerCtx, visitorCtx]) watchContext(c, problems);
    const pro = await proCtx.newPage();

    // 1. pro-signup/plumbing → sign up: the category survives and onboarding starts.
    await pro.goto(`/${lng}/pro-signup/plumbing`);
    await hydrated(pro);
    await pro.getByTestId('pro-signup').first().click();
    await expect(pro).toHaveURL(/\/signup\?.*category=plumbing/);
    await hydrated(pro);
    await fillSignUpForm(pro, lng, { lastName: 'Wong', firstName: 'Tai Man', username: name });
    await expect(pro).toHaveURL(new RegExp(`/${lng}/dashboard/onboarding\\?category=plumbing`));
    await pro.getByTestId('onboarding-start').click();

    // 2. Basic: business name, contact phone verified by OTP, the preselected category.
    await pro.getByLabel(t(lng, 'onboarding|basic>name_zh')).fill(business);
    await pro.getByLabel(t(lng, 'onboarding|basic>name_en')).fill(`Test Plumbing ${name.slice(-5)}`);
    await verifyPhoneByOtp(pro, lng, phone);
    await expect(pro.getByTestId('onboarding-phone-verified')).toBeVisible();
    await expect(pro.getByTestId('onboarding-chosen-categories')).toContainText(l.category);
    await pro.getByTestId('onboarding-basic-submit').click();
    await expect(pro).toHaveURL(/\/dashboard\/onboarding\/\d+\/2$/);
    const serviceId = Number(/onboarding\/(\d+)\//.exec(pro.url())![1]);

    // 3. Logo (processed on the server), then the description drafted by the AI helper from the pro's own data.
    await pro
      .getByLabel(t(lng, 'media|upload>choose_logo'))
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(400, 400, [15, 118, 110]) });
    await expect(pro.getByText(t(lng, 'media|logo>updated'))).toBeVisible();
    await pro.getByTestId('onboarding-logo-next').click();
    await expect(pro).toHaveURL(/\/dashboard\/onboarding\/\d+\/3$/);
    const field = lng === 'zh-HK' ? 'description_zh' : 'description_en';
    await pro
      .getByTestId(`onboarding-${field}`)
      .getByRole('button', { name: t(lng, 'onboarding|description>ai_draft') })
      .click();
    await expect(pro.getByTestId(`onboarding-${field}`).getByRole('textbox')).toHaveValue(new RegExp(business.split(' ')[0]));
    await pro.getByTestId('onboarding-description-submit').click();

    // 4. Areas, then publish.
    await pro.getByRole('checkbox', { name: l.district, exact: true }).check();
    await pro.getByTestId('onboarding-publish').click();
    await expect(pro.getByTestId('onboarding-done')).toBeVisible();

    // 5. The service editor: hours (Monday copied to weekdays), an FAQ, three photos, a personal licence.
    await pro.goto(`/${lng}/dashboard/services/${serviceId}/18`);
    await hydrated(pro);
    await pro
      .getByRole('checkbox', { name: t(lng, 'workspace|hours>open') })
      .first()
      .check();
    await pro.getByRole('button', { name: t(lng, 'workspace|hours>copy_monday') }).click();
    await saveStep(pro, lng);

    await pro.goto(`/${lng}/dashboard/services/${serviceId}/3`);
    await hydrated(pro);
    await pro.getByRole('button', { name: t(lng, 'workspace|faq>add') }).click();
    const question = lng === 'zh-HK' ? '上門檢查收唔收費？' : 'Do you charge for an inspection visit?';
    await pro.getByLabel(t(lng, `workspace|faq>question_${lng === 'zh-HK' ? 'zh' : 'en'}`)).fill(question);
    await pro
      .getByLabel(t(lng, `workspace|faq>answer_${lng === 'zh-HK' ? 'zh' : 'en'}`))
      .fill(lng === 'zh-HK' ? '檢查免費，維修前會先報價。' : 'The visit is free; you get a price before any work.');
    await pro.getByRole('button', { name: t(lng, 'workspace|faq>add_submit') }).click();
    await expect(pro.getByText(question)).toBeVisible();

    await pro.goto(`/${lng}/dashboard/services/${serviceId}/4`);
    await hydrated(pro);
    await pro.getByLabel(t(lng, 'media|upload>add_photos')).setInputFiles([
      { name: 'job-1.png', mimeType: 'image/png', buffer: png(640, 480, [200, 120, 40]) },
      { name: 'job-2.png', mimeType: 'image/png', buffer: png(480, 640, [40, 120, 200]) },
      { name: 'job-3.png', mimeType: 'image/png', buffer: png(800, 600, [90, 160, 90]) },
    ]);
    await expect(pro.getByText(t(lng, 'media|editor>count', { count: 3, max: 30 })).first()).toBeVisible({ timeout: 20_000 });

    await pro.goto(`/${lng}/dashboard/services/${serviceId}/14`);
    await hydrated(pro);
    await pro
      .getByLabel(t(lng, 'verify|personal>licence_type'), { exact: true })
      .selectOption({ label: t(lng, 'verify|licence>wsd_plumber') });
    await pro.getByLabel(t(lng, 'verify|personal>reference_identity'), { exact: true }).fill(licenceNo);
    await pro
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: png(600, 380, [230, 230, 240]) });
    await expect(pro.getByText('licence.png')).toBeVisible();
    await pro.getByRole('button', { name: t(lng, 'verify|form>submit') }).click();
    await expect(pro.getByText(t(lng, 'verify|state>pending')).first()).toBeVisible();

    // 6. Preview exactly as the public sees it.
    await pro.goto(`/${lng}/dashboard/services/${serviceId}/17`);
    await hydrated(pro);
    await expect(
      pro.getByRole('heading', { name: new RegExp(lng === 'zh-HK' ? business : `Test Plumbing ${name.slice(-5)}`) }).first(),
    ).toBeVisible();

    // 7. The demo operator approves the licence from the queue.
    const ops = await opsCtx.newPage();
    await apiLogin(opsCtx, base, 'demo_ops', 'Ops#2026sifu');
    await ops.goto(`/${lng}/ops/verifications`);
    await hydrated(ops);
    const item = ops.locator('article').filter({ hasText: licenceNo });
    await expect(item).toBeVisible();
    await item.getByRole('button', { name: t(lng, 'verify|ops>approve') }).click();
    await expect(ops.locator('article').filter({ hasText: licenceNo })).toHaveCount(0);

    // 8. A consumer posts a plumbing request in Sai Kung; the new pro gets the lead in-app and by e-mail.
    await apiLogin(consumerCtx, base, DEMO.consumer.username, DEMO.consumer.password);
    const details = `${name}: bathroom tap keeps dripping`;
    await postPlumbingRequest(consumerCtx.request, base, 'sai-kung', details);
    await expect.poll(() => mailsTo(`${name}@example.com`).length, { timeout: 15_000 }).toBeGreaterThan(0);

    await pro.goto(`/${lng}/dashboard/requests`);
    await hydrated(pro);
    const lead = pro.getByRole('link', { name: /小明/ }).first();
    await expect(lead).toBeVisible();
    await expect(pro.getByText('陳小明')).toHaveCount(0);
    await lead.click();
    await expect(pro.getByText(details).first()).toBeVisible();
    await sendFlatQuote(pro, lng, '650', `${name}: replace the cartridge, parts included`);

    // 9. The conversation is in the pro inbox; the pro writes from there.
    await pro.goto(`/${lng}/dashboard/inbox`);
    await hydrated(pro);
    await pro.getByRole('link', { name: /小明/ }).first().click();
    await pro.getByLabel(l.chatBox).fill(`${name}: I can come on Saturday morning`);
    await pro.getByLabel(l.chatBox).press('Enter');
    await expect(pro.getByRole('list', { name: l.messages }).getByText(`${name}: I can come on Saturday morning`)).toBeVisible();

    // 10. The public profile (phone viewport): logo, gallery of three, the dated licence badge.
    const visitor = await visitorCtx.newPage();
    await visitor.goto(`/${lng}/service/${serviceId}`);
    await hydrated(visitor);
    await expect(visitor.getByRole('img', { name: new RegExp(t(lng, 'media|logo>alt', { name: '' }).trim()) }).first()).toBeVisible();
    await expect(visitor.getByTestId('profile-gallery').getByRole('img')).toHaveCount(3);
    await expect(visitor.getByText(t(lng, 'catalog|pro>licence>wsd_plumber')).first()).toBeVisible();

    expect(problems, 'console errors, warnings or hydration problems').toEqual([]);
    for (const c of [proCtx, opsCtx, consumerCtx, visitorCtx]) await c.close();
  });
}
