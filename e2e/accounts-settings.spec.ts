/**
 * Account settings: a new user edits the name and uploads a picture (the header shows both), switches
 * one notification channel off, changes the e-mail address through the link sent to the new address, and signs out
 * the other device it is logged in on.
 */
import { accountsContract } from '@shared/api/accounts.contract';
import { urlOf } from '@shared/api/endpoint';
import { test, expect, uniqueName, hydrated, apiLogin, lastMailTo, translate, NEW_USER_PASSWORD, translator } from './fixtures';

/** An 8×8 PNG made with sharp: the server decodes every upload, so it must be a real, intact image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWOQz3+NFTEMLQkAoOReQXbfVToAAAAASUVORK5CYII=',
  'base64',
);

for (const lng of ['zh-HK', 'en-HK'] as const) {
  const prefix = lng === 'en-HK' ? '/en-HK' : '';
  const tr = translator(lng, 'dashboard|account_settings>');
  const names = lng === 'en-HK' ? { last: 'Chan', first: 'Tai Man', full: 'Chan Tai Man' } : { last: '陳', first: '大文', full: '陳大文' };

  test(`settings: name and picture, a notification channel, e-mail change by link, other devices signed out (${lng})`, async ({
    page,
    browser,
    baseURL,
    consoleProblems,
  }) => {
    const name = uniqueName('set');
    const email = `${name}@example.com`;
    const newEmail = `new-${name}@example.com`;
    const reg = await page.request.post(`${baseURL}${urlOf(accountsContract.register)}`, {
      data: { username: name, email, passwd: NEW_USER_PASSWORD },
      headers: { Origin: baseURL! },
    });
    expect(reg.status()).toBe(200);

    // The same account on a second device.
    const other = await browser.newContext({ locale: lng });
    await apiLogin(other, baseURL!, name, NEW_USER_PASSWORD);
    expect((await other.request.get(`${baseURL}${urlOf(accountsContract.me)}`)).status()).toBe(200);

    // Profile: the name others see follows last name + first name; the header shows it after saving.
    await page.goto(`${prefix}/dashboard/settings/profile`);
    await hydrated(page);
    await expect(page.getByRole('heading', { name: tr('sections>profile>title') })).toBeVisible();
    await page.getByLabel(tr('profile>last_name')).fill(names.last);
    await page.getByLabel(tr('profile>first_name')).fill(names.first);
    await expect(page.getByText(tr('profile>shown_as', { name: names.full }))).toBeVisible();
    await page.getByRole('button', { name: tr('profile>submit') }).click();
    await expect(page.getByText(tr('profile>saved'))).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByText(names.full)).toBeVisible();

    // Picture: uploaded, turned into a thumbnail, shown in the header.
    await page.getByLabel(tr('avatar>upload')).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText(tr('avatar>uploaded'))).toBeVisible();
    await expect(header.getByRole('img', { name: names.full, exact: true })).toHaveAttribute('src', /\/api\/avatars\/[a-f0-9]{32}\/thumb$/);
    await expect(page.getByRole('img', { name: tr('avatar>alt', { name: names.full }) })).toHaveAttribute(
      'src',
      /\/api\/avatars\/[a-f0-9]{32}\/thumb$/,
    );

    // Notifications: e-mail for new quotes off, kept after a reload.
    const menu = page.getByRole('navigation', { name: tr('menu_label'), exact: true });
    await menu.getByRole('link', { name: new RegExp(`^${tr('sections>notifications>title')}`) }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard/settings/notifications$`));
    const quoteMail = () =>
      page
        .getByRole('group', { name: tr('notifications>types>new_quote'), exact: true })
        .getByRole('checkbox', { name: tr('notifications>channels>email'), exact: true });
    await expect(quoteMail()).toBeChecked();
    await quoteMail().uncheck();
    await expect(page.getByText(tr('notifications>saved'))).toBeVisible();
    await page.reload();
    await hydrated(page);
    await expect(quoteMail()).not.toBeChecked();

    // E-mail change: the password, a link to the new address, a notice to the old one; the link works once.
    await page.goto(`${prefix}/dashboard/settings/profile`);
    await hydrated(page);
    await page.getByRole('link', { name: tr('profile>email_change_link') }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard/email_change$`));
    await expect(page.getByRole('heading', { name: tr('email_change>title') })).toBeVisible();
    await page.getByLabel(tr('email_change>new_email')).fill(newEmail);
    await page.getByLabel(tr('email_change>password')).fill(NEW_USER_PASSWORD);
    await page.getByRole('button', { name: tr('email_change>submit') }).click();
    await expect(page.getByRole('heading', { name: tr('email_change>sent_title') })).toBeVisible();
    expect(await lastMailTo(email, 'email_change_notice')).not.toContain(newEmail);
    const mail = await lastMailTo(newEmail, 'email_change');
    const link = /https?:\/\/\S+\/dashboard\/email_change\/[A-Za-z0-9_-]+/.exec(mail)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await hydrated(page);
    await expect(page.getByRole('heading', { name: tr('email_change>confirm_title') })).toBeVisible();
    await page.getByRole('button', { name: tr('email_change>confirm_button') }).click();
    await expect(page.getByText(tr('email_change>confirmed', { email: newEmail }))).toBeVisible();
    await page.getByRole('link', { name: tr('email_change>back_to_profile') }).click();
    await expect(page.getByText(newEmail, { exact: true })).toBeVisible();

    await page.goto(link!);
    await hydrated(page);
    await page.getByRole('button', { name: tr('email_change>confirm_button') }).click();
    await expect(page.getByText(translate(lng, 'common|errors>email_change_link_invalid'))).toBeVisible();
    await expect(page.getByRole('link', { name: tr('email_change>ask_again') })).toBeVisible();
    // The refused replay answers 404, which Chromium logs itself: the one message expected.
    expect(consoleProblems).toEqual(['[error] Failed to load resource: the server responded with a status of 404 (Not Found)']);
    consoleProblems.length = 0;

    // Devices: two, this one marked; signing out the others ends the second device's session.
    await page.goto(`${prefix}/dashboard/settings/devices`);
    await hydrated(page);
    const devices = page.getByRole('list', { name: tr('devices>list_label') });
    await expect(devices.getByRole('listitem')).toHaveCount(2);
    await expect(devices.getByText(tr('devices>this_device'))).toBeVisible();
    await page.getByRole('button', { name: tr('devices>sign_out_others') }).click();
    const dialog = page.getByRole('alertdialog', { name: tr('devices>confirm_title') });
    await dialog.getByRole('button', { name: tr('devices>sign_out_others') }).click();
    await expect(page.getByText(tr('devices>signed_out_others_one', { count: 1 }))).toBeVisible();
    await expect(devices.getByRole('listitem')).toHaveCount(1);
    expect((await other.request.get(`${baseURL}${urlOf(accountsContract.me)}`)).status()).toBe(403);
    await expect(page.getByText(tr('devices>only_this'))).toBeVisible();
    await other.close();
  });
}
