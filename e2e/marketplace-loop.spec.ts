/**
 * The whole marketplace loop in two browser contexts, in zh-HK and again in en-HK.
 * A visitor answers the plumbing questionnaire, signs up at the end, verifies the phone by OTP and sends →
 * demo_pro (plumbing, Wan Chai) sees the lead and quotes → the consumer compares and chats (live both ways) →
 * hires with a date and a time → the pro completes → the consumer reviews → the review is on the pro's page.
 */
import { test, expect, hydrated, uniqueName, apiLogin, DEMO } from './fixtures';
import { expectAccessible } from './axe';
import {
  answerPlumbingQuestionnaire,
  fillSignUpForm,
  QUESTIONNAIRE_LABELS,
  SIGN_UP_LABELS,
  verifyPhoneByOtp,
  watchContext,
  sendFlatQuote,
} from './journey-steps';

const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const L = {
  'zh-HK': {
    ...QUESTIONNAIRE_LABELS['zh-HK'],
    ...SIGN_UP_LABELS['zh-HK'],
    category: '水喉維修',
    waiting: '師傅正在睇你嘅需要',
    leadsTitle: '客戶需要',
    quotesTitle: /收到嘅報價/,
    chatBox: '輸入訊息…',
    hire: '聘請呢位師傅',
    hireConfirm: '確認聘請',
    hireDate: '或者揀其他日期',
    dateTimeMissing: '請揀日期同時間先可以聘請。',
    hired: '已聘請',
    complete: '標記為已完成',
    completeConfirm: '確認完成',
    reviewTitle: /^評價/,
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
    ...QUESTIONNAIRE_LABELS['en-HK'],
    ...SIGN_UP_LABELS['en-HK'],
    category: 'Plumbing',
    waiting: 'Pros are looking at your request',
    leadsTitle: 'Leads',
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

for (const lng of ['zh-HK', 'en-HK'] as const) {
  test(`the marketplace loop: request with OTP → lead → quote → chat → hire → complete → review (${lng})`, async ({ browser, baseURL }) => {
    test.setTimeout(240_000);
    const t = L[lng];
    // The signed-in pages' accessibility, at both widths, in the default language (both share every component).
    const checkAccessible = lng === 'zh-HK' ? expectAccessible : async () => undefined;
    const name = uniqueName(lng === 'zh-HK' ? 'zh' : 'en');
    const phone = `9${String(Date.now()).slice(-7)}`;
    const details = `${name}: kitchen sink drains slowly`;
    const reviewText = `${name} came on time and cleared the drain quickly.`;

    const problems: string[] = [];
    const consumerCtx = await browser.newContext({ locale: lng });
    const proCtx = await browser.newContext({ locale: lng });
    watchContext(consumerCtx, problems);
    watchContext(proCtx, problems);
    const consumer = await consumerCtx.newPage();
    const pro = await proCtx.newPage();

    // 1. A visitor answers first, signs up at the end and comes back to the summary with every answer.
    await consumer.goto(`/${lng}/form/plumbing`);
    await hydrated(consumer);
    await answerPlumbingQuestionnaire(consumer, lng, details, { name: 'sink.png', mimeType: 'image/png', buffer: PNG_1PX });
    await consumer.getByRole('link', { name: t.signupToSend }).click();
    await expect(consumer).toHaveURL(/\/signup\?/);
    await hydrated(consumer);
    await fillSignUpForm(consumer, lng, { lastName: 'Chan', firstName: 'Siu Ming', username: name });
    await expect(consumer).toHaveURL(new RegExp(`/${lng}/form/plumbing\\?step=summary$`));
    await expect(consumer.getByRole('heading', { name: t.summary })).toBeVisible();
    await expect(consumer.getByText(t.issue)).toBeVisible();
    await expect(consumer.getByText(details)).toBeVisible();

    // 2. Phone verification by OTP (the code is read from the server's SMS outbox), then the request is sent.
    await verifyPhoneByOtp(consumer, lng, phone);
    await expect(consumer).toHaveURL(/\/dashboard\/projects\/quotelist\/\d+$/);
    await expect(consumer.getByRole('heading', { name: t.category, level: 1 })).toBeVisible();
    await expect(consumer.getByText(t.waiting)).toBeVisible();
    const requestUrl = consumer.url();
    await checkAccessible(consumer, 'request detail (consumer, waiting for quotes)');

    // 3. The pro (plumbing in Wan Chai) sees the lead and sends a quote; the fee and balance sit next to Send.
    await apiLogin(proCtx, baseURL ?? '', DEMO.pro.username, DEMO.pro.password);
    await pro.goto(`/${lng}/dashboard/requests`);
    await hydrated(pro);
    await expect(pro.getByRole('heading', { name: t.leadsTitle, exact: true })).toBeVisible();
    await expect(pro.getByRole('link', { name: /Siu Ming/ }).first()).toBeVisible();
    await checkAccessible(pro, 'lead list');
    await pro
      .getByRole('link', { name: /Siu Ming/ })
      .first()
      .click();
    await expect(pro.getByText(details)).toBeVisible();
    await expect(pro.getByTestId('quote-fee')).toHaveText(t.fee);
    await checkAccessible(pro, 'lead detail (pro, before quoting)');
    await sendFlatQuote(pro, lng, '880', `${name}: includes labour and a drain check`);

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
    await checkAccessible(consumer, 'quote with chat (consumer)');
    await checkAccessible(pro, 'lead with chat (pro)');

    // 5. Hire needs a date and a time ("date time missing"), then succeeds.
    await consumer.getByRole('button', { name: t.hire }).click();
    // As a person does: wait for the open sheet with its date buttons (their labels need the time of day), then act.
    const hireSheet = consumer.getByRole('dialog');
    const tomorrow = hireSheet.getByRole('button', { name: t.tomorrow });
    await expect(tomorrow).toBeEnabled();
    await hireSheet.getByLabel(t.hireDate).fill('');
    await expect(tomorrow).toHaveAttribute('aria-pressed', 'false');
    await hireSheet.getByRole('button', { name: t.hireConfirm }).click();
    await expect(hireSheet.getByText(t.dateTimeMissing)).toBeVisible();
    await expect(tomorrow).toBeEnabled();
    await tomorrow.click();
    await expect(tomorrow).toHaveAttribute('aria-pressed', 'true');
    await hireSheet.getByRole('button', { name: t.hireConfirm }).click();
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
