/**
 * The work lists beside leads and works (SPEC §2), in zh-HK and en-HK. A new plumbing pro gets demo_consumer's
 * request as a lead and opens it as a case (dashboard/requests/case/{requestId}): the request's answers without the
 * dashboard menu, and the way to the lead's conversation. The pro quotes, the customer hires, the pro completes (through
 * the API: other journeys walk those screens); the finished job then waits in the customer's review list, the customer
 * reviews it from there, and the review shows under the posted reviews.
 */
import type { APIRequestContext } from '@playwright/test';
import { bidsContract } from '@shared/api/bids.contract';
import { urlOf } from '@shared/api/endpoint';
import { test, expect, hydrated, uniqueName, apiLogin, translate, tomorrowHk, newPlumbingPro, plumbingLeadFor, DEMO } from './fixtures';
import { watchContext } from './journey-steps';

type Lng = 'zh-HK' | 'en-HK';

const CATEGORY = { 'zh-HK': '水喉維修', 'en-HK': 'Plumbing' } as const;

async function call(api: APIRequestContext, base: string, url: string, data?: unknown): Promise<Record<string, unknown>> {
  const res = data === undefined ? await api.get(`${base}${url}`) : await api.post(`${base}${url}`, { data, headers: { Origin: base } });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { data: Record<string, unknown> }).data;
}

for (const lng of ['zh-HK', 'en-HK'] as const satisfies readonly Lng[]) {
  test(`work lists: the pro opens a lead as a case; the customer reviews a finished job from the review list (${lng})`, async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    const base = baseURL ?? '';
    const t = (key: string, vars?: Record<string, string | number>) => translate(lng, key, vars);
    const problems: string[] = [];
    const proCtx = await browser.newContext({ locale: lng, baseURL: base });
    watchContext(proCtx, problems);
    const pro = await newPlumbingPro(proCtx, base, 'wlpro', 'sai-kung');
    const business = lng === 'zh-HK' ? `安心水喉 ${pro.username.slice(-5)}` : `Safe Plumbing ${pro.username.slice(-5)}`;
    await apiLogin(context, base, DEMO.consumer.username, DEMO.consumer.password);
    const description = `${uniqueName('worklist')}: the bathroom tap drips all night`;
    const bidId = await plumbingLeadFor(context.request, proCtx.request, base, 'sai-kung', description);
    const bid = await call(proCtx.request, base, urlOf(bidsContract.bid, { params: { id: bidId } }));
    const requestId = bid.quote_request_id as number;

    // The pro opens the lead as a case: the request, no dashboard menu, and the conversation one link away.
    const proPage = await proCtx.newPage();
    await proPage.goto(`/${lng}/dashboard/requests/case/${requestId}`);
    await hydrated(proPage);
    await expect(proPage.getByRole('heading', { level: 1, name: CATEGORY[lng] })).toBeVisible();
    await expect(proPage.getByText(t('requests|caseDetail>reference', { id: requestId }))).toBeVisible();
    await expect(proPage.getByText(description).first()).toBeVisible();
    await expect(proPage.getByRole('navigation', { name: t('dashboard|nav>label') })).toHaveCount(0);
    await proPage.getByRole('link', { name: t('requests|caseDetail>open_lead') }).click();
    await expect(proPage).toHaveURL(new RegExp(`/${lng}/dashboard/requests/${bidId}$`));

    // Quoted, hired and completed.
    await call(proCtx.request, base, urlOf(bidsContract.sendQuote, { params: { id: bidId } }), {
      rating_type: 'flat',
      price: 650,
      price_note: lng === 'zh-HK' ? '換水龍頭芯，連料' : 'New tap cartridge, parts included',
    });
    await call(context.request, base, urlOf(bidsContract.hire, { params: { id: bidId } }), { date: tomorrowHk(), time: '10:30' });
    await call(proCtx.request, base, urlOf(bidsContract.complete, { params: { id: bidId } }), {});

    // The customer finds the finished job waiting for a review and reviews it from the list.
    await page.goto(`/${lng}/dashboard/reviews`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: t('dashboard|reviewList>title') })).toBeVisible();
    const row = page.getByTestId('review-waiting-row').filter({ hasText: business });
    await expect(row).toBeVisible();
    await expect(row).toContainText(CATEGORY[lng]);
    await row.getByRole('button', { name: t('dashboard|reviewList>write') }).click();
    const sheet = page.getByRole('dialog', { name: t('dashboard|reviewList>sheet_title') });
    await expect(sheet.getByRole('heading', { name: t('quotes|review>title', { name: business }) })).toBeVisible();
    await sheet
      .locator('label')
      .filter({ hasText: t('quotes|review>score_5') })
      .click();
    const note = lng === 'zh-HK' ? `${description}：師傅準時，十分鐘搞掂。` : `${description}: on time and done in ten minutes.`;
    await sheet.getByRole('textbox', { name: t('quotes|review>note') }).fill(note);
    await sheet.getByRole('button', { name: t('quotes|review>submit') }).click();

    // It now shows under the posted reviews, and no longer waits.
    await expect(page).toHaveURL(new RegExp(`/${lng}/dashboard/reviews\\?tab=posted$`));
    await expect(page.getByTestId('reviews-posted')).toContainText(note);
    await expect(page.getByTestId('reviews-posted').getByRole('link', { name: business })).toBeVisible();
    await page.getByRole('link', { name: t('dashboard|reviewList>tab_waiting') }).click();
    await expect(page).toHaveURL(new RegExp(`/${lng}/dashboard/reviews$`));
    await expect(page.getByTestId('review-waiting-row').filter({ hasText: business })).toHaveCount(0);

    await proCtx.close();
    expect(problems, 'console problems in the pro’s pages').toEqual([]);
  });
}
