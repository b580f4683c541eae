/**
 * Finds pages wider than a 390 px phone (horizontal scrolling) in both languages.
 * Usage: tsx scripts/check-overflow.ts http://127.0.0.1:3000 /,/login [--login user:pass]
 */
import { chromium } from '@playwright/test';

const [base = 'http://127.0.0.1:3000', list = '/'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const i = process.argv.indexOf('--login');
const login = i >= 0 ? process.argv[i + 1] : undefined;

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  if (login) {
    const [username, passwd] = login.split(':');
    await context.request.post(`${base}/api/users/login`, { data: { username, passwd } });
  }
  const page = await context.newPage();
  let bad = 0;
  for (const lng of ['zh-HK', 'en-HK']) {
    for (const p of list.split(',')) {
      await page.goto(`${base}/${lng}${p}`, { waitUntil: 'networkidle' });
      const wide = await page.evaluate(() => {
        const out: string[] = [];
        for (const el of Array.from(document.querySelectorAll('body *'))) {
          const r = el.getBoundingClientRect();
          if (r.right > window.innerWidth + 1 && getComputedStyle(el).position !== 'fixed') {
            const parentWide = el.parentElement && el.parentElement.getBoundingClientRect().right > window.innerWidth + 1;
            if (!parentWide) out.push(`${el.tagName.toLowerCase()}.${(el as HTMLElement).className} right=${Math.round(r.right)}`);
          }
        }
        return { scrollWidth: document.documentElement.scrollWidth, out: out.slice(0, 5) };
      });
      if (wide.scrollWidth > 391) {
        bad += 1;
        console.log(`${lng}${p}: scrollWidth ${wide.scrollWidth}`, wide.out);
      }
    }
  }
  console.log(bad ? `${bad} pages overflow` : 'no page overflows at 390 px');
  await browser.close();
}

void main();
