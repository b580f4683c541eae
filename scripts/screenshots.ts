/**
 * Screenshots of pages at phone and desktop width in both languages, for looking at what we built.
 * Usage: tsx scripts/screenshots.ts http://127.0.0.1:3000 /,/login,/signup [--login user:pass] [--out screenshots]
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const [base = 'http://127.0.0.1:3000', list = '/'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const out = arg('out') ?? 'screenshots';
const login = arg('login');
const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 800 } };

async function main() {
  fs.mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  for (const [vpName, viewport] of Object.entries(viewports)) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    if (login) {
      const [username, passwd] = login.split(':');
      const res = await context.request.post(`${base}/api/users/login`, { data: { username, passwd } });
      if (res.status() !== 200) throw new Error(`login failed: ${res.status()}`);
    }
    const page = await context.newPage();
    page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && console.log(`[${m.type()}] ${m.text()}`));
    for (const lng of ['zh-HK', 'en-HK']) {
      for (const p of list.split(',')) {
        const url = `${base}/${lng}${p === '/' ? '/' : p}`;
        await page.goto(url, { waitUntil: 'networkidle' });
        const file = path.join(out, `${vpName}-${lng}-${p.replace(/[/?=&]+/g, '_').replace(/^_|_$/g, '') || 'home'}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
    }
    await context.close();
  }
  await browser.close();
}

void main();
