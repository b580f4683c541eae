/**
 * "Continue with Google" against the local OpenID provider that stands in for Google
 * (scripts/oidc-dev-provider.ts, started by playwright.config.ts): the first time, an account is made from the
 * provider's profile and signed in; after signing out, the same Google account signs in to the same Sifu account.
 * The provider's own sign-in page is a test stand-in in English ("Email address", "Sign in").
 */
import type { Page } from '@playwright/test';
import { accountsContract } from '@shared/api/accounts.contract';
import { urlOf } from '@shared/api/endpoint';
import { test, expect, uniqueName, hydrated, translator } from './fixtures';

/** At the provider: sign in when it asks (it remembers this browser, so the second time it may not). */
async function signInAtProvider(page: Page, email: string, landing: RegExp): Promise<void> {
  const field = page.getByLabel('Email address');
  await Promise.race([field.waitFor(), page.waitForURL(landing)]);
  if (await field.isVisible()) {
    await field.fill(email);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
}

for (const lng of ['zh-HK', 'en-HK'] as const) {
  const prefix = lng === 'en-HK' ? '/en-HK' : '';
  const tr = translator(lng, 'common|');
  const landing = new RegExp(`${prefix}/dashboard/projects$`);

  test(`Continue with Google makes an account; signing out and in again reuses it (${lng})`, async ({ page, baseURL }) => {
    const email = `${uniqueName('google')}@example.com`;

    await page.goto(`${prefix}/signup`);
    await hydrated(page);
    await page.getByRole('link', { name: tr('social>google') }).click();
    await signInAtProvider(page, email, landing);
    await expect(page).toHaveURL(landing);
    const first = await page.request.get(`${baseURL}${urlOf(accountsContract.me)}`);
    expect(first.status()).toBe(200);
    const account = ((await first.json()) as { data: { id: number; email: string } }).data;
    expect(account.email).toBe(email);

    await page.goto(`${prefix}/logout`);
    await hydrated(page);
    await page
      .getByRole('main')
      .getByRole('button', { name: tr('auth>logout_submit') })
      .click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/login$`));
    expect((await page.request.get(`${baseURL}${urlOf(accountsContract.me)}`)).status()).toBe(401);

    await hydrated(page);
    await page.getByRole('link', { name: tr('social>google') }).click();
    await signInAtProvider(page, email, landing);
    await expect(page).toHaveURL(landing);
    const again = await page.request.get(`${baseURL}${urlOf(accountsContract.me)}`);
    expect(((await again.json()) as { data: { id: number } }).data.id).toBe(account.id);
  });
}
