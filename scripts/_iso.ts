import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3300';
(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  if (process.env.U) await ctx.request.post(`${base}/api/users/login`, { data: { username: process.env.U, passwd: process.env.P } });
  const page = await ctx.newPage();
  for (const p of process.argv.slice(2)) {
    for (const lng of ['zh-HK', 'en-HK']) {
      await page.goto(`${base}/${lng}${p}`, { waitUntil: 'networkidle' }).catch(() => undefined);
      const text = await page.evaluate(() => document.body.innerText);
      const bad = text.match(/\b20\d\d-\d\d-\d\d\b|\+852\d{8}\b/g);
      if (bad) console.log(lng + p, [...new Set(bad)].slice(0, 4).join(' '));
    }
  }
  await browser.close();
})();
