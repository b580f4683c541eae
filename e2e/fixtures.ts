/**
 * Test fixtures: every page fails the test on a console error or warning, a page error, or a hydration
 * warning; helpers sign up through the UI or the API.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page, type BrowserContext } from '@playwright/test';

export const DEMO = {
  consumer: { username: 'demo_consumer', password: 'Consumer#2026' },
  pro: { username: 'demo_pro', password: 'Pro#2026sifu' },
};

function watchConsole(page: Page, problems: string[]): void {
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`[${msg.type()}] ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`[pageerror] ${err.message}`));
}

export const test = base.extend<{ consoleProblems: string[] }>({
  consoleProblems: [
    async ({ context }, use) => {
      const problems: string[] = [];
      context.on('page', (p) => watchConsole(p, problems));
      for (const p of context.pages()) watchConsole(p, problems);
      await use(problems);
      expect(problems, 'console errors, warnings or hydration problems').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

let n = 0;
/** A unique username for this run. */
export function uniqueName(prefix: string): string {
  n += 1;
  return `${prefix}${Date.now().toString(36)}${n}`;
}

/** Waits until React has hydrated the page (the entry marks <html data-hydrated>). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated="true"]');
}

/** Logs in through the API inside a browser context (cookies land in the context). */
export async function apiLogin(context: BrowserContext, baseURL: string, username: string, password: string): Promise<void> {
  const res = await context.request.post(`${baseURL}/api/users/login`, {
    data: { username, passwd: password },
    headers: { Origin: baseURL },
  });
  expect(res.status()).toBe(200);
}

/** The server's DATA_DIR for this run (e2e/playwright.config.ts), where the outbox is written. */
export function e2eDataDir(): string {
  const dir = process.env.SIFU_E2E_DATA_DIR;
  if (!dir) throw new Error('SIFU_E2E_DATA_DIR is not set (see e2e/playwright.config.ts)');
  return dir;
}

/** The last OTP the server's default SMS sender wrote for this number (DATA_DIR/outbox/sms.log). */
export async function otpFor(phone: string): Promise<string> {
  const file = path.join(e2eDataDir(), 'outbox', 'sms.log');
  let code: string | null = null;
  await expect
    .poll(
      () => {
        const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n') : [];
        const mine = lines.map((l) => JSON.parse(l) as { to: string; code: string | null }).filter((m) => m.to.endsWith(phone) && m.code);
        code = mine.length ? mine[mine.length - 1].code : null;
        return code;
      },
      { timeout: 10_000 },
    )
    .not.toBeNull();
  return code as unknown as string;
}
