/**
 * Personal data (Hong Kong's PDPO): a new user reads the collection statement at sign-up, downloads
 * their data as a JSON file, deletes the account, lands on the home page signed out, and the old cookie is refused.
 */
import fs from 'node:fs';
import { accountsContract } from '@shared/api/accounts.contract';
import { urlOf } from '@shared/api/endpoint';
import { test, expect, uniqueName, hydrated, translate, NEW_USER_PASSWORD } from './fixtures';

for (const lng of ['zh-HK', 'en-HK'] as const) {
  const prefix = `/${lng}`;
  const common = (key: string, vars?: Record<string, string | number>) => translate(lng, `common|${key}`, vars);
  const dash = (key: string, vars?: Record<string, string | number>) => translate(lng, `dashboard|privacy>${key}`, vars);

  test(`sign up → download my data → delete the account → the old cookie is refused (${lng})`, async ({ page, baseURL, playwright }) => {
    const name = uniqueName('pdpo');
    const email = `${name}@example.com`;

    // Sign-up shows the collection statement, linked to the privacy policy.
    await page.goto(`${prefix}/signup`);
    await hydrated(page);
    const statement = page.getByRole('region', { name: common('pics>title') });
    await expect(statement).toBeVisible();
    await expect(statement.getByRole('link', { name: common('pics>policy_link') })).toHaveAttribute('href', `${prefix}/privacy`);
    await page.getByLabel(common('auth>last_name')).fill('陳');
    await page.getByLabel(common('auth>first_name')).fill('小明');
    await page.getByLabel(common('auth>username')).fill(name);
    await page.getByLabel(common('auth>email')).fill(email);
    await page.getByLabel(common('auth>password'), { exact: true }).fill(NEW_USER_PASSWORD);
    await page.getByRole('button', { name: common('auth>signup_submit') }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard/projects$`));

    // The privacy page: download my data.
    await page.goto(`${prefix}/dashboard/privacy`);
    await hydrated(page);
    await expect(page.getByRole('heading', { name: dash('title'), level: 1 })).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: dash('export>button') }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(new RegExp(`^sifu-data-${name}-\\d{8}\\.json$`));
    const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as { account: { email: string; username: string } };
    expect(data.account).toMatchObject({ email, username: name });
    expect(JSON.stringify(data)).not.toMatch(/passwd_hash|token_hash/);
    await expect(page.getByText(dash('export>done', { file: download.suggestedFilename() }))).toBeVisible();

    // The policy link of the privacy settings opens the policy.
    await expect(page.getByRole('link', { name: dash('policy_link') })).toHaveAttribute('href', `${prefix}/privacy`);

    const oldCookie = (await page.context().cookies()).find((c) => c.name === 'session_token');
    expect(oldCookie).toBeTruthy();

    // Delete: the password, then the final confirmation.
    await page.getByLabel(dash('method>password_label')).fill(NEW_USER_PASSWORD);
    await page.getByRole('button', { name: dash('delete>submit') }).click();
    const dialog = page.getByRole('alertdialog', { name: dash('delete>confirm_title') });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: dash('delete>confirm_button') }).click();

    // Signed out, on the home page, with a notice.
    await expect(page).toHaveURL(new RegExp(`${baseURL}${prefix}/?$`));
    await expect(page.getByText(dash('delete>done'))).toBeVisible();
    expect((await page.context().cookies()).find((c) => c.name === 'session_token')).toBeUndefined();
    await expect(page.getByRole('banner').getByRole('link', { name: common('header>login'), exact: true })).toBeVisible();

    // The old cookie is refused like an expired session, and the old password no longer signs in.
    const api = await playwright.request.newContext({ baseURL });
    const me = await api.get(urlOf(accountsContract.me), { headers: { Cookie: `session_token=${oldCookie!.value}` } });
    expect(me.status()).toBe(403);
    const login = await api.post(urlOf(accountsContract.login), {
      data: { username: name, passwd: NEW_USER_PASSWORD },
      headers: { Origin: baseURL! },
    });
    expect(login.status()).toBe(401);
    await api.dispose();

    // The privacy policy is a public page in this language.
    await page.goto(`${prefix}/privacy`);
    await expect(page.getByRole('heading', { name: lng === 'en-HK' ? 'Privacy Policy' : '私隱政策', level: 1 })).toBeVisible();
  });
}
