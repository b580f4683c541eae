/**
 * Steps several journeys take the same way: watching extra browser contexts for console problems, the sign-up form,
 * the phone check by OTP and the plumbing questionnaire, with the labels they are found by in each language.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, otpFor, NEW_USER_PASSWORD } from './fixtures';

export type Lng = 'zh-HK' | 'en-HK';

/** The sign-up form's and the phone check's labels. */
export const SIGN_UP_LABELS = {
  'zh-HK': {
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
  },
  'en-HK': {
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
  },
} as const;

/** The plumbing questionnaire's labels, for a blocked drain in Wan Chai tomorrow morning. */
export const QUESTIONNAIRE_LABELS = {
  'zh-HK': {
    issue: '去水塞／通渠',
    propertyType: '物業類型',
    budget: '你嘅預算大約係幾多？',
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
  },
  'en-HK': {
    issue: 'Blocked drain',
    propertyType: 'Property type',
    budget: 'What is your budget?',
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
  },
} as const;

/** The quote composer's labels. */
export const QUOTE_LABELS = {
  'zh-HK': { totalPrice: '總價（港幣）', quoteNote: '報價說明', sendQuote: '發送報價', quoteSent: '報價已發送' },
  'en-HK': { totalPrice: 'Total price (HKD)', quoteNote: 'Details of your quote', sendQuote: 'Send quote', quoteSent: 'Quote sent' },
} as const;

/** The pro sends a flat quote of `price` HKD with `note` from an open lead, and sees it sent. */
export async function sendFlatQuote(page: Page, lng: Lng, price: string, note: string): Promise<void> {
  const l = QUOTE_LABELS[lng];
  await page.getByLabel(l.totalPrice).fill(price);
  await page.getByLabel(l.quoteNote).fill(note);
  await page.getByRole('button', { name: l.sendQuote }).click();
  await expect(page.getByText(l.quoteSent)).toBeVisible();
}

/** Fails the test like the `consoleProblems` fixture does, for pages of a context the test opened itself. */
export function watchContext(ctx: BrowserContext, problems: string[]): void {
  ctx.on('page', (p) => {
    p.on('console', (msg) => {
      if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`[${msg.type()}] ${p.url()} ${msg.text()}`);
    });
    p.on('pageerror', (err) => problems.push(`[pageerror] ${err.message}`));
  });
}

/** Fills the sign-up form (e-mail `<username>@example.com`, the journeys' password) and creates the account. */
export async function fillSignUpForm(
  page: Page,
  lng: Lng,
  person: { lastName: string; firstName: string; username: string },
): Promise<void> {
  const l = SIGN_UP_LABELS[lng];
  await page.getByLabel(l.lastName).fill(person.lastName);
  await page.getByLabel(l.firstName).fill(person.firstName);
  await page.getByLabel(l.username, { exact: true }).fill(person.username);
  await page.getByLabel(l.email).fill(`${person.username}@example.com`);
  await page.getByLabel(l.password).fill(NEW_USER_PASSWORD);
  await page.getByRole('button', { name: l.createAccount }).click();
}

/** Verifies `phone` with the code the server wrote to its SMS outbox. */
export async function verifyPhoneByOtp(page: Page, lng: Lng, phone: string): Promise<void> {
  const l = SIGN_UP_LABELS[lng];
  await page.getByRole('textbox', { name: l.phone }).fill(phone);
  await page.getByRole('button', { name: l.sendCode }).click();
  await page.getByRole('textbox', { name: l.otp }).fill(await otpFor(phone));
  await page.getByRole('button', { name: l.confirm, exact: true }).click();
}

/** Answers the plumbing questionnaire up to its summary; `photo` is added at the photo step when given. */
export async function answerPlumbingQuestionnaire(
  page: Page,
  lng: Lng,
  details: string,
  photo?: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  const t = QUESTIONNAIRE_LABELS[lng];
  await page.getByRole('radio', { name: t.issue }).check();
  await page.getByRole('button', { name: t.next }).click();
  // Each answer goes to its own question's group, which exists only once its step is shown: "the first radio" could
  // still be the previous step's for a moment after Next on a loaded machine, and the answer would be lost.
  await page.getByRole('radiogroup', { name: t.propertyType }).getByRole('radio').first().check();
  await page.getByRole('button', { name: t.next }).click();
  await page.getByLabel(t.district).selectOption({ label: t.wanChai });
  await page.getByRole('button', { name: t.next }).click();
  // The day buttons appear once the page knows today's date in Hong Kong; a pressed button is the answer taken.
  const tomorrow = page.getByRole('button', { name: t.tomorrow });
  await expect(tomorrow).toBeEnabled();
  await tomorrow.click();
  await expect(tomorrow).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('checkbox', { name: t.morning, exact: true }).check();
  await page.getByRole('button', { name: t.next }).click();
  await page.getByRole('radiogroup', { name: t.budget }).getByRole('radio').nth(1).check();
  await page.getByRole('button', { name: t.next }).click();
  await page.getByLabel(t.answerOptional).fill(details);
  await page.getByRole('button', { name: t.next }).click();
  if (photo) {
    await page.getByLabel(t.addPhotos).setInputFiles(photo);
    await expect(page.getByRole('img', { name: photo.name })).toBeVisible();
  }
  await page.getByRole('button', { name: t.review }).click();
  await expect(page.getByRole('heading', { name: t.summary })).toBeVisible();
}
