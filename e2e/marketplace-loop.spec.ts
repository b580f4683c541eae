/**
 * The whole marketplace loop in two browser contexts, in zh-HK and again in en-HK.
 * A visitor answers the plumbing questionnaire, signs up at the end, verifies the phone by OTP and sends →
 * demo_pro (plumbing, Wan Chai) sees the lead and quotes → the consumer compares and chats (live both ways) →
 * hires with a date and a time → the pro completes → the consumer reviews → the review is on the pro's page.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, hydrated, uniqueName, apiLogin, otpFor, DEMO, NEW_USER_PASSWORD } from './fixtures';

const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const L = {
  'zh-HK': {
    issue: '去水塞／通渠',
    next: '下一步',
    review: '檢查答案',
    district: '地區',
    wanChai: '香港島・灣仔',
    tomorrow: /^聽日/,
    morning: '上晝',
    answerOptional: '你嘅答案（可選）',
    addPhotos: '加入相片',
    summary: '檢查一下你嘅需要',
    signupToSend: '免費註冊並發送',
    lastName: '姓氏',
    firstName: '名字',
    username: '用戶名稱',
    email: '電郵地址',
    password: '密碼',
    createAccount: '建立帳戶',
    phone: '手機號碼',
    sendCode: '發送驗證碼',
    otp: '6 位數字驗證碼',
    confirm: '確認',
    category: '水喉維修',
    waiting: '師傅正在睇你嘅需要',
    leadsTitle: '客戶需要',
    sendQuote: '發送報價',
    totalPrice: '總價（港幣）',
    quoteNote: '報價說明',
    quoteSent: '報價已發送',
    quotesTitle: /收到嘅報價/,
    chatBox: '輸入訊息…',
    hire: '聘請呢位師傅',
    hireConfirm: '確認聘請',
    hireDate: '或者揀其他日期',
    dateTimeMissing: '請揀日期同時間先可以聘請。',
    hired: '已聘請',
    complete: '標記為已完成',
    completeConfirm: '確認完成',
    reviewTitle: /^評價 /,
    fiveStars: '5 粒星：非常好',
    reviewNote: '評價內容',
    submitReview: '提交評價',
    reviewDone: '你已經評價咗呢位師傅。',
    seeOnProfile: '喺師傅頁面睇評價',
    fee: 'HK$18',
    tagProfessional: '專業',
    messages: '訊息',
  },
  'en-HK': {
    issue: 'Blocked drain',
    next: 'Next',
    review: 'Review answers',
    district: 'District',
    wanChai: 'Hong Kong Island・Wan Chai',
    tomorrow: /^Tomorrow/,
    morning: 'Morning',
    answerOptional: 'Your answer (optional)',
    addPhotos: 'Add photos',
    summary: 'Check your request',
    signupToSend: 'Sign up free and send',
    lastName: 'Last name',
    firstName: 'First name',
    username: 'Username',
    email: 'Email address',
    password: 'Password',
    createAccount: 'Create account',
    phone: 'Mobile number',
    sendCode: 'Send code',
    otp: '6-digit code',
    confirm: 'Confirm',
    category: 'Plumbing',
    waiting: 'Pros are looking at your request',
    leadsTitle: 'Leads',
    sendQuote: 'Send quote',
    totalPrice: 'Total price (HKD)',
    quoteNote: 'Details of your quote',
    quoteSent: 'Quote sent',
    quotesTitle: /Quotes received/,
    chatBox: 'Write a message…',
    hire: 'Hire this pro',
    hireConfirm: 'Confirm hire',
    hireDate: 'Or pick another date',
    dateTimeMissing: 'Please choose a date and a time to hire.',
    hired: 'Hired',
    complete: 'Mark as completed',
    completeConfirm: "Yes, it's done",
    reviewTitle: /^Review /,
    fiveStars: '5 stars: Excellent',
    reviewNote: 'Your review',
    submitReview: 'Submit review',
    reviewDone: 'You have reviewed this pro.',
    seeOnProfile: 'See it on their profile',
    fee: 'HK$18',
    tagProfessional: 'Professional',
    messages: 'Messages',
  },
} as const;

type Lng = keyof typeof L;

/** The fixture watches only its own context: these two contexts fail the test the same way on any console problem. */
function watch(ctx: BrowserContext, problems: string[]): void {
  ctx.on('page', (p) => {
    p.on('console', (msg) => {
      if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`[${msg.type()}] ${p.url()} ${msg.text()}`);
    });
    p.on('pageerror', (err) => problems.push(`[pageerror] ${err.message}`));
  });
}

async function answerQuestionnaire(page: Page, t: (typeof L)[Lng], details: string) {
  await page.getByRole('radio', { name: t.issue }).check();
  await page.getByRole('button', { name: t.next }).click();
  await page.getByRole('radio').first().check(); // property type
  await page.getByRole('button', { name: t.next }).click();
  await page.getByLabel(t.district).selectOption({ label: t.wanChai });
  await page.getByRole('button', { name: t.next }).click();
  await page.getByRole('button', { name: t.tomorrow }).click();
  await page.getByRole('checkbox', { name: t.morning, exact: true }).check();
  await page.getByRole('button', { name: t.next }).click();
  await page.getByRole('radio').nth(1).check(); // budget
  await page.getByRole('button', { name: t.next }).click();
  await page.getByLabel(t.answerOptional).fill(details);
  await page.getByRole('button', { name: t.next }).click();
  await page.getByLabel(t.addPhotos).setInputFiles({ name: 'sink.png', mimeType: 'image/png', buffer: PNG_1PX });
  await expect(page.getByRole('img', { name: 'sink.png' })).toBeVisible();
  await page.getByRole('button', { name: t.review }).click();
  await expect(page.getByRole('heading', { name: t.summary })).toBeVisible();
}

for (const lng of ['zh-HK', 'en-HK'] as const) {
  test(`the marketplace loop: request with OTP → lead → quote → chat → hire → complete → review (${lng})`, async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const t = L[lng];
    const name = uniqueName(lng === 'zh-HK' ? 'zh' : 'en');
    const phone = `9${String(Date.now()).slice(-7)}`;
    const details = `${name}: kitchen sink drains slowly`;
    const reviewText = `${name} came on time and cleared the drain quickly.`;

    const problems: string[] = [];
    const consumerCtx = await browser.newContext({ locale: lng });
    const proCtx = await browser.newContext({ locale: lng });
    watch(consumerCtx, problems);
    watch(proCtx, problems);
    const consumer = await consumerCtx.newPage();
    const pro = await proCtx.newPage();

    // 1. A visitor answers first, signs up at the end and comes back to the summary with every answer.
    await consumer.goto(`/${lng}/form/plumbing`);
    await hydrated(consumer);
    await answerQuestionnaire(consumer, t, details);
    await consumer.getByRole('link', { name: t.signupToSend }).click();
    await expect(consumer).toHaveURL(/\/signup\?/);
    await hydrated(consumer);
    await consumer.getByLabel(t.lastName).fill('Chan');
    await consumer.getByLabel(t.firstName).fill('Siu Ming');
    await consumer.getByLabel(t.username, { exact: true }).fill(name);
    await consumer.getByLabel(t.email).fill(`${name}@example.com`);
    await consumer.getByLabel(t.password).fill(NEW_USER_PASSWORD);
    await consumer.getByRole('button', { name: t.createAccount }).click();
    await expect(consumer).toHaveURL(new RegExp(`/${lng}/form/plumbing\\?step=summary$`));
    await expect(consumer.getByRole('heading', { name: t.summary })).toBeVisible();
    await expect(consumer.getByText(t.issue)).toBeVisible();
    await expect(consumer.getByText(details)).toBeVisible();

    // 2. Phone verification by OTP (the code is read from the server's SMS outbox), then the request is sent.
    await consumer.getByRole('textbox', { name: t.phone }).fill(phone);
    await consumer.getByRole('button', { name: t.sendCode }).click();
    await consumer.getByRole('textbox', { name: t.otp }).fill(await otpFor(phone));
    await consumer.getByRole('button', { name: t.confirm, exact: true }).click();
    await expect(consumer).toHaveURL(/\/dashboard\/projects\/quotelist\/\d+$/);
    await expect(consumer.getByRole('heading', { name: t.category, level: 1 })).toBeVisible();
    await expect(consumer.getByText(t.waiting)).toBeVisible();
    const requestUrl = consumer.url();

    // 3. The pro (plumbing in Wan Chai) sees the lead and sends a quote; the fee and balance sit next to Send.
    await apiLogin(proCtx, baseURL ?? '', DEMO.pro.username, DEMO.pro.password);
    await pro.goto(`/${lng}/dashboard/requests`);
    await hydrated(pro);
    await expect(pro.getByRole('heading', { name: t.leadsTitle, exact: true })).toBeVisible();
    await pro
      .getByRole('link', { name: /Siu Ming/ })
      .first()
      .click();
    await expect(pro.getByText(details)).toBeVisible();
    await expect(pro.getByTestId('quote-fee')).toHaveText(t.fee);
    await pro.getByLabel(t.totalPrice).fill('880');
    await pro.getByLabel(t.quoteNote).fill(`${name}: includes labour and a drain check`);
    await pro.getByRole('button', { name: t.sendQuote }).click();
    await expect(pro.getByText(t.quoteSent)).toBeVisible();

    // 4. The consumer compares the quote (live, without reloading) and opens it; chat works both ways live.
    await expect(consumer.getByRole('heading', { name: t.quotesTitle })).toBeVisible({ timeout: 15_000 });
    const card = consumer.getByTestId('quote-card').filter({ hasText: 'HK$880' });
    await expect(card).toBeVisible();
    await card.getByRole('link').click();
    await expect(consumer.getByTestId('quote-price')).toHaveText('HK$880');
    await consumer.getByLabel(t.chatBox).fill(`${name}: can you come tomorrow morning?`);
    await consumer.getByLabel(t.chatBox).press('Enter');
    await expect(consumer.getByRole('list', { name: t.messages }).getByText(`${name}: can you come tomorrow morning?`)).toBeVisible();
    await expect(pro.getByRole('list', { name: t.messages }).getByText(`${name}: can you come tomorrow morning?`)).toBeVisible({
      timeout: 15_000,
    });
    await pro.getByLabel(t.chatBox).fill(`${name}: yes, see you at 10`);
    await pro.getByLabel(t.chatBox).press('Enter');
    await expect(consumer.getByRole('list', { name: t.messages }).getByText(`${name}: yes, see you at 10`)).toBeVisible({
      timeout: 15_000,
    });

    // 5. Hire needs a date and a time ("date time missing"), then succeeds.
    await consumer.getByRole('button', { name: t.hire }).click();
    await consumer.getByLabel(t.hireDate).fill('');
    await consumer.getByRole('button', { name: t.hireConfirm }).click();
    await expect(consumer.getByText(t.dateTimeMissing)).toBeVisible();
    await consumer.getByRole('button', { name: t.tomorrow }).click();
    await consumer.getByRole('button', { name: t.hireConfirm }).click();
    await expect(consumer.getByTestId('quote-price').locator('..').locator('..').getByText(t.hired, { exact: true })).toBeVisible();

    // 6. The pro sees the hire live and marks the job completed.
    await pro.getByRole('button', { name: t.complete }).click({ timeout: 15_000 });
    await pro.getByRole('button', { name: t.completeConfirm }).click();

    // 7. The consumer reviews; the review shows on the pro's public page.
    await expect(consumer.getByRole('heading', { name: t.reviewTitle })).toBeVisible({ timeout: 15_000 });
    await consumer.getByRole('radio', { name: t.fiveStars }).press(' ');
    await consumer.getByRole('button', { name: t.tagProfessional }).click();
    await consumer.getByLabel(t.reviewNote).fill(reviewText);
    await consumer.getByRole('button', { name: t.submitReview }).click();
    await expect(consumer.getByText(t.reviewDone)).toBeVisible();
    await consumer.getByRole('link', { name: t.seeOnProfile }).click();
    await expect(consumer).toHaveURL(/\/service\/\d+/);
    await expect(consumer.getByText(reviewText)).toBeVisible();

    expect(requestUrl).toContain(`/${lng}/`);
    expect(problems, 'console errors, warnings or hydration problems').toEqual([]);
    await consumerCtx.close();
    await proCtx.close();
  });
}
