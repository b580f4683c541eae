/** Foundation journeys: sign up, log in, switch role and language, log out, prefixes, private redirect. */
import { accountsContract } from '@shared/api/accounts.contract';
import { urlOf } from '@shared/api/endpoint';
import { test, expect, uniqueName, hydrated, NEW_USER_PASSWORD } from './fixtures';

test('a new consumer signs up, switches to pro and back, changes language and logs out (zh-HK)', async ({ page }) => {
  const name = uniqueName('e2e');
  await page.goto('/zh-HK/signup');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: '建立帳戶' })).toBeVisible();
  await page.getByRole('button', { name: '建立帳戶' }).click();
  await expect(page.getByText('必須填寫').first()).toBeVisible();
  await page.getByLabel('姓氏').fill('陳');
  await page.getByLabel('名字').fill('大文');
  await page.getByLabel('用戶名稱').fill(name);
  await page.getByLabel('電郵地址').fill(`${name}@example`);
  // The strength meter loads on focus and gives the reason a password would be refused.
  await page.getByLabel('密碼', { exact: true }).fill('12345678');
  await expect(page.getByText('呢個密碼太常見')).toBeVisible();
  await page.getByLabel('密碼', { exact: true }).fill(NEW_USER_PASSWORD);
  await expect(page.getByRole('meter', { name: '密碼強度' })).toHaveAttribute('aria-valuetext', '強');
  await page.getByRole('button', { name: '建立帳戶' }).click();
  await expect(page.getByText('請輸入有效嘅電郵地址')).toBeVisible();
  await page.getByLabel('電郵地址').fill(`${name}@example.com`);
  await page.getByRole('button', { name: '建立帳戶' }).click();
  await expect(page).toHaveURL(/\/dashboard\/projects$/);
  await expect(page.getByRole('heading', { name: '我的需要', exact: true })).toBeVisible();

  await page.getByLabel('帳戶選單').click();
  await page.getByRole('menuitem', { name: '切換至師傅模式' }).click();
  // A pro without a service starts onboarding instead of an empty lead list.
  await expect(page).toHaveURL(/\/dashboard\/onboarding$/);
  await expect(page.getByRole('heading', { name: '歡迎加入師傅 Sifu', exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en-HK\/dashboard\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Sifu', exact: true })).toBeVisible();
  await hydrated(page);
  await page.getByLabel('Account menu').click();
  await page.getByRole('menuitem', { name: 'Switch to customer mode' }).click();
  await expect(page).toHaveURL(/\/en-HK\/dashboard\/projects$/);

  await page.getByLabel('Account menu').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/en-HK\/login$/);
  await page.goto('/en-HK/dashboard/projects');
  await expect(page).toHaveURL(/\/en-HK\/login\?from=%2Fen-HK%2Fdashboard%2Fprojects$/);
});

test('a returning user logs in with email and lands on the page they asked for (en-HK)', async ({ page, request, consoleProblems }) => {
  const name = uniqueName('ret');
  const reg = await request.post(urlOf(accountsContract.register), {
    data: { username: name, email: `${name}@example.com`, passwd: NEW_USER_PASSWORD, first_name: 'Mei', last_name: 'Wong' },
  });
  expect(reg.status()).toBe(200);
  await page.context().clearCookies();
  await page.goto('/en-HK/dashboard/settings');
  await expect(page).toHaveURL(/\/en-HK\/login\?from=/);
  await hydrated(page);
  await page.getByLabel('Username or email').fill(`${name}@example.com`);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Wrong username/email or password' })).toBeVisible();
  // Chromium logs the refused login request (HTTP 401) itself; that one message is expected.
  expect(consoleProblems).toEqual(['[error] Failed to load resource: the server responded with a status of 401 (Unauthorized)']);
  consoleProblems.length = 0;
  await page.getByLabel('Password').fill(NEW_USER_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/en-HK\/dashboard\/settings$/);
  await expect(page.getByRole('main').getByText('Wong Mei')).toBeVisible();
});

test('language prefixes: unsupported goes to the default, a supported one switches the language', async ({ page, consoleProblems }) => {
  await page.goto('/fr-FR/login');
  await expect(page).toHaveURL(/\/zh-HK\/login$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
  await page.goto('/en-HK/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-HK');
  // An unprefixed page path redirects to the language of the cookie the prefix set (ADR 0045).
  await page.goto('/login');
  await expect(page).toHaveURL(/\/en-HK\/login$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-HK');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  const res = await page.goto('/en-HK/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: "We can't find that page" })).toBeVisible();
  // The browser logs the 404 document itself; that one message is expected here and nothing else.
  expect(consoleProblems).toEqual(['[error] Failed to load resource: the server responded with a status of 404 (Not Found)']);
  consoleProblems.length = 0;
});

test('opening /logout asks before signing out; a visit alone never ends the session (zh-HK)', async ({ page, request }) => {
  const name = uniqueName('out');
  const reg = await request.post(urlOf(accountsContract.register), {
    data: { username: name, email: `${name}@example.com`, passwd: NEW_USER_PASSWORD, first_name: '小明', last_name: '李' },
  });
  expect(reg.status()).toBe(200);
  await page.goto('/zh-HK/login');
  await hydrated(page);
  await page.getByLabel('用戶名稱或電郵').fill(name);
  await page.getByLabel('密碼').fill(NEW_USER_PASSWORD);
  await page.getByRole('button', { name: '登入' }).click();
  await expect(page).toHaveURL(/\/dashboard\/projects$/);

  await page.goto('/zh-HK/logout');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: '登出', exact: true })).toBeVisible();
  await expect(page.getByText('你現正以李小明登入')).toBeVisible();
  await page.goto('/zh-HK/dashboard/projects');
  await expect(page).toHaveURL(/\/zh-HK\/dashboard\/projects$/);

  await page.goto('/zh-HK/logout');
  await hydrated(page);
  await page.getByRole('main').getByRole('button', { name: '登出' }).click();
  await expect(page).toHaveURL(/\/zh-HK\/login$/);
  await page.goto('/zh-HK/logout');
  await expect(page.getByRole('heading', { name: '你已登出' })).toBeVisible();
});
