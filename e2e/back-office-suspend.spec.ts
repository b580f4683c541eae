/**
 * Moderation journey, in both languages: support (ops_support) finds a seeded pro in /ops/users, opens them and
 * suspends the account with a reason; the pro cannot sign in and the sign-in page says why, with the way to appeal;
 * their service leaves its category page. The account is reinstated afterwards, so other journeys see the seed as it was.
 */
import type { BrowserContext } from '@playwright/test';
import { moderationContract } from '@shared/api/moderation.contract';
import { urlOf } from '@shared/api/endpoint';
import { test, expect, apiLogin, hydrated, translator } from './fixtures';

const STAFF = { username: 'ops_support', password: 'Ops#2026sifu' };
/** Every seeded pro's password (server/db/seeds/demo-accounts.ts DEMO_SHARED_PASSWORD). */
const SEEDED_PASSWORD = 'SifuDemo#2026';

/** Seeded translators (server/db/seeds/pros-data.ts); each language suspends its own, so the runs do not meet. */
const PROS = {
  'zh-HK': { username: 'city_translation', name: '城市翻譯' },
  'en-HK': { username: 'linguapro_translation', name: 'LinguaPro Translation' },
} as const;

for (const lng of ['zh-HK', 'en-HK'] as const) {
  const prefix = `/${lng}`;
  const ops = translator(lng, 'ops|moderation>');
  const common = translator(lng, 'common|');
  const pro = PROS[lng];

  test.describe(`suspending a pro (${lng})`, () => {
    test.use({ locale: lng });

    test('support suspends a pro from /ops/users → the pro cannot sign in and sees why → the service leaves its category page', async ({
      page,
      browser,
      baseURL,
    }) => {
      const reason = lng === 'zh-HK' ? '多次收咗訂金冇上門' : 'Took deposits and did not show up';
      await apiLogin(page.context(), baseURL!, STAFF.username, STAFF.password);
      let userId: number | null = null;
      let visitor: BrowserContext | null = null;
      try {
        await page.goto(`${prefix}/category/translation`);
        await expect(page.getByText(pro.name).first()).toBeVisible();

        await page.goto(`${prefix}/ops/users?q=${pro.username}`);
        await hydrated(page);
        const link = page.locator('table a[href*="/ops/users/"]').first();
        userId = Number((await link.getAttribute('href'))!.split('/').pop());
        await link.click();
        await expect(page.getByText(`@${pro.username}`)).toBeVisible();

        await page
          .getByRole('button', { name: ops('user>suspend'), exact: true })
          .first()
          .click();
        const dialog = page.getByRole('alertdialog');
        await expect(dialog.getByText(ops('decide>suspend_user>explain'))).toBeVisible();
        await dialog.locator('textarea[name="reason"]').fill(reason);
        await dialog.getByTestId('moderation-confirm').click();
        await expect(dialog).toBeHidden();
        await expect(page.getByText(ops('status>suspended')).first()).toBeVisible();
        await expect(page.getByText(reason).first()).toBeVisible();

        visitor = await browser.newContext({ locale: lng });
        const proPage = await visitor.newPage();
        await proPage.goto(`${prefix}/login`);
        await hydrated(proPage);
        await proPage.locator('input[name="username"]').fill(pro.username);
        await proPage.locator('input[name="passwd"]').fill(SEEDED_PASSWORD);
        await proPage.getByRole('button', { name: common('auth>login_submit') }).click();
        const alert = proPage.getByRole('alert');
        await expect(alert).toContainText(reason);
        await expect(alert.getByRole('link', { name: common('auth>appeal_suspension') })).toHaveAttribute('href', `${prefix}/contact`);
        await expect(proPage).toHaveURL(new RegExp(`${prefix}/login`));

        await proPage.goto(`${prefix}/category/translation`);
        await expect(proPage.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(proPage.getByText(pro.name)).toHaveCount(0);
      } finally {
        await visitor?.close();
        if (userId) {
          const res = await page.request.post(urlOf(moderationContract.reinstateUser, { params: { id: userId } }), {
            data: { reason: 'e2e clean-up' },
            headers: { Origin: baseURL! },
          });
          expect([200, 409]).toContain(res.status());
        }
      }
    });
  });
}
