import { chromium } from '@playwright/test';
(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  for (const w of [768, 820, 900, 1024, 1100, 1366]) {
    const page = await browser.newPage({ viewport: { width: w, height: 900 } });
    await page.goto('http://127.0.0.1:3300/en-HK/service/1', { waitUntil: 'networkidle' });
    const r = await page.evaluate(() => {
      const li = document.querySelector('#reviews ul > li') as HTMLElement | null;
      return li ? Math.round(li.getBoundingClientRect().width) : null;
    });
    console.log(w, r);
    await page.close();
  }
  await browser.close();
})();
