/**
 * Links that act without signing in (docs/decisions/0040-hashed-links.md), in both languages: a consumer's request is
 * about to expire, the reminder e-mail carries a close link, and the consumer closes the request from it in a browser
 * that is not signed in; the same link then says it was used and offers to sign in.
 */
import { request } from '@playwright/test';
import { accountsContract } from '@shared/api/accounts.contract';
import { requestsContract } from '@shared/api/requests.contract';
import { urlOf } from '@shared/api/endpoint';
import { REQUEST_VALID_DAYS } from '@shared/domain/request-lifecycle';
import {
  test,
  expect,
  hydrated,
  apiSignUp,
  uniqueName,
  otpFor,
  postPlumbingRequest,
  lastMailTo,
  requestUnchangedForDays,
  runSweep,
  translator,
} from './fixtures';
import { watchContext } from './journey-steps';

for (const lng of ['zh-HK', 'en-HK'] as const) {
  test(`${lng}: a consumer closes a request from the e-mailed link without signing in`, async ({ browser, baseURL, consoleProblems }) => {
    const base = baseURL!;
    const t = translator(lng, 'requests|hash_link>');
    const consumer = await request.newContext({ baseURL: base, extraHTTPHeaders: { Origin: base, 'Accept-Language': lng } });
    const username = uniqueName('linkc');
    const email = `${username}@example.com`;
    await apiSignUp(consumer, '', { username, first_name: 'Siu Ming', last_name: 'Chan', role: 'consumer' });
    const phone = `5${String(Date.now()).slice(-7)}`;
    const pre = await consumer.post('/api/users/verify/phone/preauth', { data: { phone } });
    expect(pre.status(), await pre.text()).toBe(200);
    const { hash } = ((await pre.json()) as { data: { hash: string } }).data;
    expect((await consumer.post('/api/users/verify/phone/auth', { data: { hash, otp: await otpFor(phone) } })).status()).toBe(200);
    const requestId = await postPlumbingRequest(consumer, `Hash link journey ${lng}: dripping tap`, 2);

    // Three days before it expires, the reminder goes out with a link that closes the request.
    await requestUnchangedForDays(requestId, REQUEST_VALID_DAYS - 2);
    await runSweep(base, 'request-expiry');
    const mail = await lastMailTo(email, 'request_expiry');
    const link = /https?:\/\/\S+\/request-link\/[A-Za-z0-9_-]{43}/.exec(mail)?.[0];
    expect(link, mail).toBeDefined();
    expect(link!.includes('/en-HK/')).toBe(lng === 'en-HK');

    // A browser that has never signed in opens the link and closes the request after confirming.
    const visitor = await browser.newContext({ locale: lng });
    watchContext(visitor, consoleProblems);
    const page = await visitor.newPage();
    await page.goto(link!);
    await hydrated(page);
    await expect(page.getByRole('heading', { name: t('page_title_request') })).toBeVisible();
    await expect(page.getByText(`Hash link journey ${lng}: dripping tap`)).toBeVisible();
    await page.getByRole('button', { name: t('close_button') }).click();
    await page.getByRole('button', { name: t('close_yes') }).click();
    await expect(page.getByText(t('closed_done'))).toBeVisible();
    await expect(page.getByRole('link', { name: t('sign_in_all') })).toBeVisible();

    // The owner's account shows it closed; the link, opened again, says it was used and offers to sign in.
    const mine = await consumer.get(urlOf(requestsContract.request, { params: { id: requestId } }));
    expect(((await mine.json()) as { data: { state: string } }).data.state).toBe('closed');
    await page.goto(link!);
    await hydrated(page);
    await expect(page.getByText(t('used_title'))).toBeVisible();
    await page.getByRole('link', { name: t('sign_in_all') }).click();
    await expect(page).toHaveURL(/\/login\?from=/);
    expect((await consumer.post(urlOf(accountsContract.logout))).status()).toBeLessThan(400);
    await visitor.close();
    await consumer.dispose();
  });
}
