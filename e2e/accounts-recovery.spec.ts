/**
 * Password recovery: signed in on one device, the user forgets the password on another, follows the
 * e-mailed link, sets a new password and is signed in there; the first device's session is refused.
 */
import { accountsContract } from '@shared/api/accounts.contract';
import { urlOf } from '@shared/api/endpoint';
import { test, expect, uniqueName, hydrated, apiLogin, lastMailTo, translator } from './fixtures';

const FIRST_PASSWORD = 'Quiet-lantern-orbit-58';
const NEW_PASSWORD = 'Blue-kettle-harbour-93';

for (const lng of ['zh-HK', 'en-HK'] as const) {
  const prefix = `/${lng}`;
  const tr = translator(lng, 'common|');

  test(`forgot password → e-mailed link → new password → signed in, the other device signed out (${lng})`, async ({
    page,
    browser,
    baseURL,
    consoleProblems,
  }) => {
    const name = uniqueName('rec');
    const email = `${name}@example.com`;

    // Device 1: signed in (through the API), browsing in the journey's language.
    const phone = await browser.newContext({ locale: lng });
    const reg = await phone.request.post(`${baseURL}${urlOf(accountsContract.register)}`, {
      data: { username: name, email, passwd: FIRST_PASSWORD, first_name: 'Mei', last_name: 'Wong' },
      headers: { Origin: baseURL! },
    });
    expect(reg.status()).toBe(200);
    await apiLogin(phone, baseURL!, name, FIRST_PASSWORD);
    const phonePage = await phone.newPage();
    await phonePage.goto(`${prefix}/dashboard/projects`);
    await expect(phonePage).toHaveURL(new RegExp(`${prefix}/dashboard/projects$`));
    // A signed-in change made in this language is remembered for the user's e-mails.
    const remembered = await phone.request.post(`${baseURL}${urlOf(accountsContract.switchRole)}`, {
      data: { role: 'consumer' },
      headers: { Origin: baseURL!, 'Accept-Language': lng },
    });
    expect(remembered.status()).toBe(200);

    // Device 2: the login page's "forgot password?" carries the e-mail typed there.
    await page.goto(`${prefix}/login`);
    await hydrated(page);
    await page.getByLabel(tr('auth>username_or_email')).fill(email);
    await page.getByRole('link', { name: tr('recovery>forgot_link') }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/resetpass/email/${encodeURIComponent(email)}$`));
    await expect(page.getByRole('heading', { name: tr('recovery>title') })).toBeVisible();
    await expect(page.getByLabel(tr('auth>email'))).toHaveValue(email);
    await page.getByRole('button', { name: tr('recovery>submit') }).click();
    await expect(page.getByRole('heading', { name: tr('recovery>sent_title') })).toBeVisible();
    await expect(page.getByText(tr('recovery>sent_body', { email }))).toBeVisible();

    const mail = await lastMailTo(email, 'password_reset');
    const link = /https?:\/\/\S+\/resetpass\/[A-Za-z0-9_-]+/.exec(mail)?.[0];
    expect(link).toBeTruthy();
    expect(new URL(link!).pathname).toMatch(new RegExp(`^${prefix}/resetpass/[A-Za-z0-9_-]{43}$`));

    await page.goto(link!);
    await expect(page.getByRole('heading', { name: tr('recovery>link_title') })).toBeVisible();
    await hydrated(page);
    const field = page.getByLabel(tr('recovery>new_password'));
    await expect(field).toBeVisible();
    // The link is checked with reset_password/check (a 200 either way): a valid link's page logs nothing at all.
    expect(consoleProblems).toEqual([]);

    await field.click();
    await field.fill(NEW_PASSWORD);
    await expect(page.getByRole('meter')).toBeVisible();
    await page.getByRole('button', { name: tr('recovery>link_submit') }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard/projects$`));
    await expect(page.getByText(tr('recovery>done_toast'))).toBeVisible();

    // Device 1: its session ended with the reset.
    await phonePage.reload();
    await expect(phonePage).toHaveURL(new RegExp(`${prefix}/login(\\?|$)`));
    await phone.close();

    // The link worked once.
    await page.goto(link!);
    await expect(page.getByRole('heading', { name: tr('recovery>invalid_title') })).toBeVisible();
    await expect(page.getByRole('link', { name: tr('recovery>request_new') })).toHaveAttribute('href', `${prefix}/resetpass`);
    expect(consoleProblems).toEqual([]);
  });
}
