/**
 * A referral is credited once, in zh-HK and again in en-HK:
 * - a pro opens "Refer a friend" from the account menu and copies their link;
 * - a friend opens the link in another browser, signs up as a pro on the sign-up page and buys credit by sandbox card;
 * - the referrer's list shows the friend with HK$100 credited, the balance rises by HK$100 and a notification says so;
 * - the friend's second purchase pays nothing more.
 * Labels come from the locale files.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { referralsContract } from '@shared/api/referrals.contract';
import { urlOf } from '@shared/api/endpoint';
import { test, expect, hydrated, uniqueName, translate, NEW_USER_PASSWORD, apiSignUp, walletBalance } from './fixtures';

type Lng = 'zh-HK' | 'en-HK';

const hkd = (n: number) => `HK$${n.toLocaleString('en-US')}`;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** shared/domain/referrals.ts and wallet-ledger.ts. */
const REWARD = 100;
const STARTER_CREDIT = 200;
const CARD = '4242 4242 4242 4242';

async function signUpProByApi(ctx: BrowserContext, base: string, prefix: string): Promise<string> {
  const name = uniqueName(prefix);
  await apiSignUp(ctx.request, base, { username: name, first_name: 'Siu Ming', last_name: 'Ho', role: 'pro' }, { Origin: base });
  return name;
}

async function referrals(ctx: BrowserContext, base: string) {
  const res = await ctx.request.get(`${base}${urlOf(referralsContract.referrals)}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { total_earned: number; items: Array<{ display_name: string; status: string }> } }).data;
}

for (const lng of ['zh-HK', 'en-HK'] as const) {
  test.describe(`referrals (${lng})`, () => {
    test.use({ locale: lng });
    const t = (key: string, vars?: Record<string, string | number>) => translate(lng as Lng, key, vars);
    const ref = (key: string, vars?: Record<string, string | number>) => t(`dashboard|referrals>${key}`, vars);
    const pricing = (key: string, vars?: Record<string, string | number>) => t(`pricing|${key}`, vars);
    const gateway = (key: string, vars?: Record<string, string | number>) => pricing(`gateway>${key}`, vars);

    /** The friend buys `amount` of credit on the pricing page with the sandbox test card and waits until it is paid. */
    async function buyCredit(page: Page, amount: number) {
      await page.goto(`/${lng}/dashboard/pricing`);
      await hydrated(page);
      await page.getByRole('radio', { name: new RegExp(`^${escape(pricing('buy>custom'))}`) }).check();
      await page.getByLabel(pricing('buy>amount_label')).fill(String(amount));
      await page.getByRole('button', { name: pricing('buy>submit_card_amount', { amount: hkd(amount) }) }).click();
      await expect(page).toHaveURL(/\/sandbox-gateway\/checkout\//);
      await page.getByLabel(gateway('card>number')).fill(CARD);
      await page.getByLabel(gateway('card>expiry')).fill('12/40');
      await page.getByLabel(gateway('card>cvc')).fill('123');
      await page.getByLabel(gateway('card>name')).fill('Chan Mei Ling');
      await page.getByRole('button', { name: gateway('card>pay', { amount: hkd(amount) }) }).click();
      await expect(page.getByRole('heading', { name: pricing('status>title_paid') })).toBeVisible({ timeout: 15_000 });
    }

    test(`when a friend signs up through a pro's link and buys credit twice, then the pro is credited HK$100 once (${lng})`, async ({
      page,
      context,
      browser,
      baseURL,
    }) => {
      const base = baseURL ?? '';
      await signUpProByApi(context, base, lng === 'zh-HK' ? 'refzh' : 'refen');
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });

      // 1. The pro opens "Refer a friend" from the account menu and copies the link.
      await page.goto(`/${lng}/dashboard/credit`);
      await hydrated(page);
      await page.getByLabel(t('common|header>account_menu')).click();
      await page.getByRole('menuitem', { name: t('common|referrals>menu') }).click();
      await expect(page).toHaveURL(new RegExp(`/${lng}/dashboard/referrals$`));
      await expect(page.getByRole('heading', { name: ref('title'), exact: true })).toBeVisible();
      await hydrated(page);
      await expect(page.getByText(ref('empty_title'))).toBeVisible();
      const link = await page.getByLabel(ref('link_label')).inputValue();
      expect(link).toMatch(new RegExp(`^${escape(base)}/signup\\?ref=[A-Za-z0-9_-]{12}$`));
      await page.getByRole('button', { name: ref('copy') }).click();
      await expect(page.getByRole('status').filter({ hasText: ref('copied_status') })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

      // 2. A friend opens the link in another browser: the cookie is kept and the sign-up page shows without the code.
      const friendCtx = await browser.newContext({ locale: lng });
      const friend = await friendCtx.newPage();
      try {
        await friend.goto(link);
        await expect(friend).toHaveURL(new RegExp(`${escape(base)}(/${lng})?/signup$`));
        expect((await friendCtx.cookies()).some((c) => c.name === 'referral_hash' && c.httpOnly)).toBe(true);
        await friend.goto(`/${lng}/signup`);
        await hydrated(friend);
        const friendName = uniqueName(lng === 'zh-HK' ? 'frzh' : 'fren');
        await friend.getByText(t('common|auth>role_pro'), { exact: true }).click();
        await friend.getByLabel(t('common|auth>last_name')).fill('陳');
        await friend.getByLabel(t('common|auth>first_name')).fill('美玲');
        await friend.getByLabel(t('common|auth>username')).fill(friendName);
        await friend.getByLabel(t('common|auth>email')).fill(`${friendName}@example.com`);
        await friend.getByLabel(t('common|auth>password'), { exact: true }).fill(NEW_USER_PASSWORD);
        await friend.getByRole('button', { name: t('common|auth>signup_submit') }).click();
        await expect(friend).toHaveURL(/\/dashboard\//);
        expect((await referrals(context, base)).items).toEqual([expect.objectContaining({ display_name: '陳美玲', status: 'pending' })]);

        // 3. The friend buys credit by card: the pro's reward is paid.
        await buyCredit(friend, 100);
        await page.reload();
        await hydrated(page);
        const list = page.getByTestId('referral-list');
        await expect(list.getByText('陳美玲')).toBeVisible();
        await expect(list.getByText(ref('status_paid', { amount: hkd(REWARD) }))).toBeVisible();
        await expect(page.getByText(ref('total_earned', { amount: hkd(REWARD) }))).toBeVisible();
        expect(await walletBalance(context, base)).toBe(STARTER_CREDIT + REWARD);
        await page.goto(`/${lng}/dashboard/notifications`);
        await hydrated(page);
        await expect(page.getByText(t('messages|notifications>referral_reward', { who: '陳美玲', amount: REWARD }))).toBeVisible();

        // 4. A second purchase pays nothing more.
        await buyCredit(friend, 60);
        const after = await referrals(context, base);
        expect(after.total_earned).toBe(REWARD);
        expect(await walletBalance(context, base)).toBe(STARTER_CREDIT + REWARD);
      } finally {
        await friendCtx.close();
      }
    });
  });
}
