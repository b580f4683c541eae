/**
 * Public pages for arriving consumers (SPEC §2 public routes): home → genre → category → pro profile → "get free quotes"
 * into the questionnaire, and category → "before you hire" → back, in both languages; and no serious or critical axe
 * violation on the main page types.
 */
import { proServicesContract } from '@shared/api/pro-services.contract';
import { urlOf } from '@shared/api/endpoint';
import { test, expect, hydrated, apiLogin, DEMO, translate } from './fixtures';
import { expectAccessible } from './axe';

const JOURNEYS = [
  {
    lng: 'zh-HK',
    prefix: '/zh-HK',
    genre: '家居維修及裝修',
    category: '水喉維修',
    categoryTitle: '香港水喉維修',
    quotes: /^免費收取.+報價$/,
  },
  {
    lng: 'en-HK',
    prefix: '/en-HK',
    genre: 'Home Repair & Renovation',
    category: 'Plumbing',
    categoryTitle: 'Plumbing in Hong Kong',
    quotes: /^Get free .+ quotes$/,
  },
] as const;

for (const j of JOURNEYS) {
  test(`a visitor goes from home to a pro and into the questionnaire (${j.lng})`, async ({ page }) => {
    await page.goto(`${j.prefix}/`);
    await hydrated(page);
    await page.getByRole('link', { name: j.genre, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`${j.prefix}/genre/home-repair$`));
    await expect(page.getByRole('heading', { level: 1, name: j.genre })).toBeVisible();

    await page
      .getByRole('link', { name: new RegExp(`^${j.category}(?![A-Za-z])`) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${j.prefix}/category/plumbing$`));
    await expect(page.getByRole('heading', { level: 1, name: j.categoryTitle })).toBeVisible();
    const categoryCta = page.getByRole('link', { name: j.quotes }).first();
    await expect(categoryCta).toHaveAttribute('href', `${j.prefix}/form/plumbing`);

    const firstPro = page.getByTestId('pro-card').first();
    const proName = (await firstPro.getByRole('heading').textContent())?.trim() ?? '';
    await firstPro.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${j.prefix}/service/\\d+/[a-z0-9-]+$`));
    await expect(page.getByRole('heading', { level: 1, name: proName.replace(/^.*?:\s*|^第 \d+ 位：/, '') })).toBeVisible();

    // The profile asks this pro first: its questionnaire carries the pro's service id.
    const serviceId = /\/service\/(\d+)\//.exec(page.url())?.[1];
    await hydrated(page);
    await page.getByTestId('direct-quote').click();
    await expect(page).toHaveURL(new RegExp(`${j.prefix}/form/[a-z0-9-]+\\?pro=${serviceId}$`));
  });
}

const AXE_PAGES = [
  '/',
  '/genre/home-repair',
  '/category/plumbing',
  '/info/plumbing',
  '/price/plumbing',
  '/nearme/plumbing/kowloon/sham-shui-po',
  '/blog',
  '/login',
];

for (const prefix of ['', '/en-HK']) {
  test(`public pages have no serious or critical accessibility violations at 390 and 1366 px (${prefix || 'zh-HK'})`, async ({ page }) => {
    // Nine pages, each checked at two widths.
    test.setTimeout(180_000);
    for (const path of AXE_PAGES) {
      await page.goto(`${prefix}${path}`);
      await hydrated(page);
      await expectAccessible(page, path);
    }
    await page.goto(`${prefix}/category/plumbing`);
    await page.getByTestId('pro-card').first().getByRole('link').click();
    await hydrated(page);
    await expectAccessible(page, 'pro profile');
  });
}

for (const lng of ['zh-HK', 'en-HK'] as const) {
  test(`before hiring, a visitor reads the info page from the category page and goes back to get quotes (${lng})`, async ({ page }) => {
    const prefix = lng === 'en-HK' ? '/en-HK' : '';
    const name = lng === 'en-HK' ? 'Plumbing' : '水喉維修';
    await page.goto(`${prefix}/category/plumbing`);
    await hydrated(page);
    await page.getByRole('link', { name: translate(lng, 'catalog|category>before_you_hire') }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/info/plumbing$`));
    await expect(page.getByRole('heading', { level: 1, name: translate(lng, 'catalog|info>category_title', { name }) })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: translate(lng, 'catalog|info>rules_title') })).toBeVisible();
    await expect(page.getByText(lng === 'en-HK' ? 'Waterworks Ordinance (Cap. 102)' : '《水務設施條例》（第102章）')).toBeVisible();
    // The genre's info page, one of its other services, and back to the category page to get quotes.
    await page.getByRole('link', { name: translate(lng, 'catalog|info>overview') }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/info/home-repair$`));
    await page
      .getByRole('link', { name: lng === 'en-HK' ? 'Plumbing' : '水喉維修', exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/info/plumbing$`));
    await page.getByTestId('info-category-link').click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/category/plumbing$`));
  });
}

test('on a phone, the category page keeps "get free quotes" in reach and paginates pros by links', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/zh-HK/pro-list');
  await hydrated(page);
  await page.getByRole('navigation', { name: '師傅名單分頁' }).getByRole('link', { name: '下一頁' }).click();
  await expect(page).toHaveURL(/\/pro-list\?page=2$/);
  await expect(page.getByText(/顯示第 21 至/)).toBeVisible();
  await page.goto('/zh-HK/category/plumbing');
  await hydrated(page);
  await page.mouse.wheel(0, 2500);
  await expect(page.getByRole('link', { name: '免費收取報價', exact: true })).toBeInViewport();
});

test("a customer reviews a pro through the pro's hashed link without logging in (en-HK)", async ({ page, context, baseURL }) => {
  await apiLogin(context, baseURL!, DEMO.pro.username, DEMO.pro.password);
  const search = await context.request.get(
    `${baseURL}${urlOf(proServicesContract.list, { query: { q: 'Chi Wai Plumbing', lng: 'en-HK' } })}`,
  );
  const pro = (await search.json()).data.items[0];
  const link = await context.request.get(`${baseURL}${urlOf(proServicesContract.reviewLink, { params: { id: pro.quote_service_id } })}`);
  const { path } = (await link.json()).data as { path: string };
  await context.clearCookies();

  await page.goto(`/en-HK${path}`);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: `Review ${pro.business_name}` })).toBeVisible();
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Choose 1 to 5 stars')).toBeVisible();
  await page.locator('label').filter({ hasText: '4 stars: good' }).click();
  await expect(page.getByRole('radio', { name: '4 stars: good' })).toBeChecked();
  await page.getByLabel('Your review').fill('Fixed our kitchen tap quickly and explained everything clearly.');
  await page.getByLabel('Display name').fill('E2E Ms Wong');
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your review!' })).toBeVisible();
  await page.getByRole('link', { name: `See ${pro.business_name}'s profile` }).click();
  await expect(page).toHaveURL(new RegExp(`/en-HK/service/${pro.quote_service_id}/`));
});
