import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3300';
(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const [w, h, lng, path, user, pass, scroll] = process.argv.slice(2);
  const ctx = await browser.newContext({ viewport: { width: +w, height: +h } });
  if (user) await ctx.request.post(`${base}/api/users/login`, { data: { username: user, passwd: pass } });
  const page = await ctx.newPage();
  await page.goto(`${base}/${lng}${path}`, { waitUntil: 'networkidle' });
  if (scroll) await page.evaluate((y) => window.scrollTo(0, y), +scroll);
  await page.screenshot({ path: `/tmp/shots17/x.png` });
  await browser.close();
})();
