/* TEMPORARY screenshot driver for issue 3 states (deleted after use). */
import { chromium, type Page } from '@playwright/test';
const base = 'http://127.0.0.1:3202';
const out = '/tmp/shots-state';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
async function ctxFor(user?: [string, string]) {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  if (user) await ctx.request.post(`${base}/api/users/login`, { data: { username: user[0], passwd: user[1] } });
  const page = await ctx.newPage();
  page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && console.log(`[${m.type()}] ${m.text()}`));
  return page;
}
const shot = (p: Page, name: string) => p.screenshot({ path: `${out}/${name}.png`, fullPage: true });
for (const lng of (process.env.LNGS ?? 'zh-HK,en-HK').split(',')) {
  const v = await ctxFor();
  await v.goto(`${base}/${lng}/form/plumbing`, { waitUntil: 'networkidle' });
  await v.getByRole('radio').nth(1).check();
  await v.getByRole('button').filter({ hasText: lng === 'zh-HK' ? '下一步' : 'Next' }).click();
  await v.getByRole('radio').first().check();
  await v.getByRole('button').filter({ hasText: lng === 'zh-HK' ? '下一步' : 'Next' }).click();
  await shot(v, `${lng}-form-district`);
  await v.getByRole('combobox').selectOption({ index: 2 });
  await v.getByRole('button').filter({ hasText: lng === 'zh-HK' ? '下一步' : 'Next' }).click();
  await v.getByRole('button').filter({ hasText: lng === 'zh-HK' ? '下一步' : 'Next' }).click();
  await shot(v, `${lng}-form-when-error`);
  await v.locator('button[aria-pressed]').nth(1).click();
  await v.locator('button[aria-pressed]').nth(3).click();
  await v.getByRole('checkbox').nth(1).check();
  await shot(v, `${lng}-form-when`);
  await v.getByRole('button').filter({ hasText: lng === 'zh-HK' ? '下一步' : 'Next' }).click();
  await v.getByRole('radio').nth(2).check();
  await v.getByRole('button').filter({ hasText: lng === 'zh-HK' ? '下一步' : 'Next' }).click();
  await v.getByRole('textbox').fill('廚房星盆去水好慢，試過通渠水都唔得。');
  await v.getByRole('button').filter({ hasText: lng === 'zh-HK' ? '下一步' : 'Next' }).click();
  await v.locator('input[type=file]').setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64') });
  await v.locator('input[type=file]').setInputFiles({ name: 'big.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await shot(v, `${lng}-form-photos`);
  await v.getByRole('button').filter({ hasText: lng === 'zh-HK' ? '檢查答案' : 'Review answers' }).click();
  await v.waitForTimeout(300);
  await shot(v, `${lng}-form-summary-visitor`);
  // a new consumer with an unconfirmed phone at the summary
  const name = `shot${Date.now().toString(36)}`;
  await v.context().request.post(`${base}/api/users/register/manual`, { data: { username: name, email: `${name}@example.com`, passwd: 'Passw0rd!x', first_name: 'Mei', last_name: 'Wong' } });
  await v.reload({ waitUntil: 'networkidle' });
  await shot(v, `${lng}-form-summary-otp`);
  await v.getByRole('textbox', { name: lng === 'zh-HK' ? '手機號碼' : 'Mobile number' }).fill('91234560');
  await v.getByRole('button').filter({ hasText: lng === 'zh-HK' ? '發送驗證碼' : 'Send code' }).click();
  await v.waitForTimeout(500);
  await shot(v, `${lng}-form-otp-sent`);
  await v.context().close();

  const c = await ctxFor(['demo_consumer', 'Consumer#2026']);
  await c.goto(`${base}/${lng}/dashboard/projects/quote/700/1408`, { waitUntil: 'networkidle' });
  await c.getByTestId('hire').click();
  await c.waitForTimeout(400);
  await shot(c, `${lng}-hire-sheet`);
  await c.keyboard.press('Escape');
  await c.getByRole('button').filter({ hasText: lng === 'zh-HK' ? '婉拒報價' : 'Decline quote' }).first().click();
  await c.waitForTimeout(400);
  await shot(c, `${lng}-reject-sheet`);
  await c.keyboard.press('Escape');
  await c.goto(`${base}/${lng}/dashboard/projects/quote/700/1408`, { waitUntil: 'networkidle' });
  await c.waitForTimeout(1500);
  console.log('summaries', await c.locator('summary').count(), await c.locator('dialog[open]').count(), await c.locator('#chat-title').textContent());
  await c.getByLabel(lng === 'zh-HK' ? '更多選項' : 'More options').click();
  await shot(c, `${lng}-chat-menu`);
  await c.getByRole('menuitem').nth(1).click();
  await c.getByRole('radio').first().check();
  await c.waitForTimeout(300);
  await shot(c, `${lng}-report-sheet`);
  await c.context().close();
}
await browser.close();
