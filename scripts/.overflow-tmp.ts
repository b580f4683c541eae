import { chromium } from '@playwright/test';
const [base, path, user, pass] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
if (user) await ctx.request.post(`${base}/api/users/login`, { data: { username: user, passwd: pass } });
const page = await ctx.newPage();
await page.goto(base + path, { waitUntil: 'networkidle' });
const res = await page.evaluate(() => {
  const out: string[] = [];
  document.querySelectorAll('body *').forEach((el) => {
    const r = el.getBoundingClientRect();
    if (r.right > 391 && r.width > 0) out.push(`${el.tagName}.${(el.className || '').toString().slice(0, 30)} right=${Math.round(r.right)} w=${Math.round(r.width)} text=${(el.textContent || '').slice(0, 30)}`);
  });
  return { sw: document.documentElement.scrollWidth, out: out.slice(0, 15) };
});
console.log(JSON.stringify(res, null, 1));
await browser.close();
