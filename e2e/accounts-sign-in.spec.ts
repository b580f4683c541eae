/**
 * Sign-in journeys by e-mail confirmation, phone code and e-mailed link, in both languages: a new account confirms its e-mail with the
 * e-mailed link; a user with a confirmed mobile logs in with a code (SMS, or a call reading it out); a user logs in
 * with an e-mailed one-time link, which works once.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser } from '@playwright/test';
import { accountsContract } from '@shared/api/accounts.contract';
import { verificationContract } from '@shared/api/verification.contract';
import { urlOf } from '@shared/api/endpoint';
import {
  test,
  expect,
  uniqueName,
  hydrated,
  lastMailTo,
  e2eDataDir,
  translate,
  NEW_USER_PASSWORD,
  translator,
  apiSignUp,
} from './fixtures';

interface SmsLine {
  to: string;
  code: string | null;
  channel?: string;
}

/** The text messages and calls the server's default sender wrote to this number (DATA_DIR/outbox/sms.log). */
function smsTo(phone: string): SmsLine[] {
  const file = path.join(e2eDataDir(), 'outbox', 'sms.log');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as SmsLine)
    .filter((m) => m.to === phone);
}

/** Waits for a message to `phone` after the first `before` ones and answers it (codes go out after the response). */
async function nextSms(phone: string, before: number): Promise<SmsLine> {
  await expect.poll(() => smsTo(phone).length, { timeout: 10_000 }).toBeGreaterThan(before);
  return smsTo(phone)[before];
}

/** A new account signed in on a context of its own (the API answers in `lng`); the context is returned to close. */
async function newAccount(browser: Browser, baseURL: string, lng: 'zh-HK' | 'en-HK', prefix: string) {
  const context = await browser.newContext({ locale: lng });
  const api: APIRequestContext = context.request;
  const name = uniqueName(prefix);
  const email = `${name}@example.com`;
  await apiSignUp(
    api,
    baseURL,
    { username: name, email, first_name: 'Mei', last_name: 'Wong' },
    { Origin: baseURL, 'Accept-Language': lng },
  );
  return { context, api, name, email };
}

for (const lng of ['zh-HK', 'en-HK'] as const) {
  const prefix = `/${lng}`;
  const tr = translator(lng, 'common|');

  test.describe(`sign-in (${lng})`, () => {
    test.use({ locale: lng });

    test('sign up → the dashboard asks to confirm the e-mail → the e-mailed link confirms it', async ({ page, baseURL }) => {
      const name = uniqueName('act');
      const email = `${name}@example.com`;
      const reg = await page.request.post(urlOf(accountsContract.register), {
        data: { username: name, email, passwd: NEW_USER_PASSWORD, first_name: 'Mei', last_name: 'Wong' },
        headers: { Origin: baseURL!, 'Accept-Language': lng },
      });
      expect(reg.status()).toBe(200);

      await page.goto(`${prefix}/dashboard/projects`);
      const banner = page.getByRole('region', { name: tr('email_verify>banner_title') });
      await expect(banner).toBeVisible();
      await expect(banner.getByText(tr('email_verify>banner_body', { email }))).toBeVisible();

      const mail = await lastMailTo(email, 'email_verification');
      const link = /https?:\/\/\S+\/activate\/\d+\/[A-Za-z0-9_-]+/.exec(mail)?.[0];
      expect(link).toBeTruthy();
      expect(new URL(link!).pathname).toMatch(new RegExp(`^${prefix}/activate/\\d+/[A-Za-z0-9_-]{43}$`));

      // Opening the link does nothing by itself (mail scanners open links): the user confirms.
      await page.goto(link!);
      await expect(page.getByRole('heading', { name: tr('email_verify>page_title') })).toBeVisible();
      await hydrated(page);
      await page.getByRole('button', { name: tr('email_verify>confirm') }).click();
      await expect(page.getByRole('heading', { name: tr('email_verify>done_title') })).toBeVisible();
      await expect(page.getByText(tr('email_verify>done_body', { email }))).toBeVisible();
      await page.getByRole('link', { name: tr('email_verify>to_dashboard') }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard/projects$`));
      await expect(page.getByRole('region', { name: tr('email_verify>banner_title') })).toHaveCount(0);

      // A second visit says it was already confirmed.
      await page.goto(link!);
      await hydrated(page);
      await page.getByRole('button', { name: tr('email_verify>confirm') }).click();
      await expect(page.getByRole('heading', { name: tr('email_verify>already_title') })).toBeVisible();
    });

    test('log in with a code sent to the confirmed mobile', async ({ page, browser, baseURL, consoleProblems }) => {
      // The account confirms its mobile first (phone verification, SPEC §7 users/verify/phone/*).
      const account = await newAccount(browser, baseURL!, lng, 'otp');
      const local = `${lng === 'en-HK' ? 6 : 9}${String(Date.now()).slice(-7)}`;
      const phone = `+852${local}`;
      const headers = { Origin: baseURL! };
      const sent = smsTo(phone).length;
      const pre = await account.api.post(`${baseURL}${urlOf(verificationContract.sendCode)}`, { data: { phone: local }, headers });
      expect(pre.status()).toBe(200);
      const { hash } = ((await pre.json()) as { data: { hash: string } }).data;
      const otp = (await nextSms(phone, sent)).code;
      expect(
        (await account.api.post(`${baseURL}${urlOf(verificationContract.checkCode)}`, { data: { hash, otp }, headers })).status(),
      ).toBe(200);
      await account.context.close();

      await page.goto(`${prefix}/login`);
      await hydrated(page);
      await page.getByRole('link', { name: tr('phone_login>use_phone') }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/login\\?mode=phone$`));
      await page.getByLabel(tr('phone_login>phone_label')).fill(`${local.slice(0, 4)} ${local.slice(4)}`);
      const before = smsTo(phone).length;
      const shown = `+852 ${local.slice(0, 4)} ${local.slice(4)}`;
      if (lng === 'en-HK') {
        await page.getByRole('button', { name: tr('phone_login>send_voice') }).click();
        await expect(page.getByText(tr('phone_login>sent_voice', { phone: shown }))).toBeVisible();
      } else {
        await page.getByRole('button', { name: tr('phone_login>send_sms') }).click();
        await expect(page.getByText(tr('phone_login>sent_sms', { phone: shown }))).toBeVisible();
      }
      const message = await nextSms(phone, before);
      expect(message.channel).toBe(lng === 'en-HK' ? 'voice' : 'sms');
      const code = message.code!;

      // A wrong code is explained at the field, with the tries left; what was typed stays.
      const field = page.getByLabel(tr('phone_login>code_label'));
      const wrong = code === '000000' ? '111111' : '000000';
      await field.fill(wrong);
      await page.getByRole('button', { name: tr('phone_login>submit') }).click();
      await expect(
        page.getByText(`${translate(lng, 'common|errors>invalid_otp')} ${tr('phone_login>attempts_left_other', { count: 4 })}`),
      ).toBeVisible();
      await expect(field).toHaveValue(wrong);
      // Chromium logs the refused check (HTTP 422) itself; that one message is expected.
      expect(consoleProblems).toEqual([
        '[error] Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)',
      ]);
      consoleProblems.length = 0;

      await field.fill(code);
      await page.getByRole('button', { name: tr('phone_login>submit') }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard/projects$`));
      const me = await page.request.get(urlOf(accountsContract.me));
      expect(((await me.json()) as { data: { username: string } }).data.username).toBe(account.name);
    });

    test('log in with an e-mailed one-time link, which works once', async ({ page, browser, baseURL, consoleProblems }) => {
      const account = await newAccount(browser, baseURL!, lng, 'once');
      await account.context.close();

      await page.goto(`${prefix}/login`);
      await hydrated(page);
      await page.getByRole('link', { name: tr('login_link>use_link') }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/login\\?mode=link$`));
      await page.getByLabel(tr('auth>email')).fill(account.email);
      await page.getByRole('button', { name: tr('login_link>submit') }).click();
      await expect(page.getByRole('heading', { name: tr('login_link>sent_title') })).toBeVisible();
      await expect(page.getByText(tr('login_link>sent_body', { email: account.email }))).toBeVisible();

      const mail = await lastMailTo(account.email, 'login_link');
      const link = /https?:\/\/\S+\/login\/once\/[A-Za-z0-9_-]+/.exec(mail)?.[0];
      expect(link).toBeTruthy();
      expect(new URL(link!).pathname).toMatch(new RegExp(`^${prefix}/login/once/[A-Za-z0-9_-]{43}$`));

      await page.goto(link!);
      await expect(page.getByRole('heading', { name: tr('login_link>page_title') })).toBeVisible();
      await hydrated(page);
      await page.getByRole('button', { name: tr('login_link>page_submit') }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard/projects$`));
      await expect(page.getByText(tr('login_link>done_toast'))).toBeVisible();
      // The link proved the mailbox: no "confirm your e-mail" notice.
      await expect(page.getByRole('region', { name: tr('email_verify>banner_title') })).toHaveCount(0);

      // The link worked once.
      await page.goto(link!);
      await hydrated(page);
      await page.getByRole('button', { name: tr('login_link>page_submit') }).click();
      await expect(page.getByRole('heading', { name: tr('login_link>invalid_title') })).toBeVisible();
      await expect(page.getByRole('link', { name: tr('login_link>request_new') })).toHaveAttribute('href', `${prefix}/login?mode=link`);
      expect(consoleProblems).toEqual(['[error] Failed to load resource: the server responded with a status of 404 (Not Found)']);
      consoleProblems.length = 0;
    });
  });
}
