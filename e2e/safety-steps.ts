/**
 * Steps the safety-payment journeys (e2e/safety-payments*.spec.ts) take the same way: a new pro's lead on a new
 * request of the demo consumer, the consumer's hire on the quote page, paying a "pay into safety" offer by sandbox card
 * (with the 3-D-Secure step for its test card), and reading a part's money, with the labels from the locale files.
 */
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { safetyPaymentsContract } from '@shared/api/safety-payments.contract';
import { urlOf } from '@shared/api/endpoint';
import type { SafetyPart } from '@shared/schemas/safety-payments.schema';
import { expect, hydrated, apiLogin, DEMO, newPlumbingPro, plumbingLeadFor, translator, type JourneyPro } from './fixtures';
import { watchContext, type Lng } from './journey-steps';

/** shared/utils/format formatHkd. */
export const hkd = (n: number) => `HK$${n.toLocaleString('en-US')}`;
export const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The sandbox's test cards: paid at once, or after the bank's code (3-D Secure). */
export const CARDS = { plain: '4242 4242 4242 4242', challenge: '4000 0027 6000 3184' } as const;
/** Sifu's commission on a safety payment (SAFETY_COMMISSION_PERCENT's default), paid by the pro. */
export const COMMISSION_PERCENT = 5;

/** A journey's pro, the demo consumer, a browser page each, and the pro's lead (bid) on the consumer's new request. */
export interface Lead {
  pro: JourneyPro;
  proPage: Page;
  consumerPage: Page;
  bidId: number;
  contexts: BrowserContext[];
}

export function labels(lng: Lng) {
  return {
    d: translator(lng, 'dashboard|safety_payments>'),
    settings: translator(lng, 'dashboard|account_settings>payout>'),
    quotes: translator(lng, 'quotes|'),
    gateway: translator(lng, 'pricing|gateway>'),
    ops: translator(lng, 'ops|'),
  };
}

/** The term → value pairs of the part page's money block. */
export async function moneyOf(page: Page, title: string): Promise<Record<string, string>> {
  const rows = page.getByRole('region', { name: title }).locator('dl > div');
  const pairs = await rows.evaluateAll((divs) =>
    divs.map((div) => [div.querySelector('dt')?.textContent ?? '', div.querySelector('dd')?.textContent ?? '']),
  );
  return Object.fromEntries(pairs);
}

/** A part as its consumer or pro reads it through the API. */
export async function partOf(ctx: BrowserContext, base: string, partId: number): Promise<SafetyPart> {
  const res = await ctx.request.get(`${base}${urlOf(safetyPaymentsContract.part, { params: { id: partId } })}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: SafetyPart }).data;
}

/**
 * A new pro (username `prefix…`, covering only `district`) and the demo consumer, each signed in to a context of their
 * own that fails the test on console problems; the consumer posts a plumbing request there saying `problem`.
 */
export async function newLead(
  browser: Browser,
  base: string,
  lng: Lng,
  district: string,
  prefix: string,
  problem: string,
  problems: string[],
): Promise<Lead> {
  const proCtx = await browser.newContext({ locale: lng });
  const consumerCtx = await browser.newContext({ locale: lng });
  for (const ctx of [proCtx, consumerCtx]) watchContext(ctx, problems);
  const pro = await newPlumbingPro(proCtx, base, prefix, district);
  await apiLogin(consumerCtx, base, DEMO.consumer.username, DEMO.consumer.password);
  const bidId = await plumbingLeadFor(consumerCtx.request, proCtx.request, base, district, `${pro.username}: ${problem}`);
  return { pro, proPage: await proCtx.newPage(), consumerPage: await consumerCtx.newPage(), bidId, contexts: [proCtx, consumerCtx] };
}

/** The consumer hires on the quote page (date and time from the request), after seeing the flat `price`. */
export async function hireOnQuotePage(page: Page, lng: Lng, bidId: number, price: number): Promise<void> {
  const { quotes } = labels(lng);
  await page.goto(`/${lng}/dashboard/projects/quote/${bidId}`);
  await hydrated(page);
  await expect(page.getByTestId('quote-price')).toHaveText(hkd(price));
  await page.getByRole('button', { name: quotes('quote>hire') }).click();
  await page.getByRole('button', { name: quotes('hire>confirm') }).click();
  await expect(page.getByText(quotes('quote>hired_title'))).toBeVisible();
}

/** Opens the bid's safety page (dashboard/safety-payments/{bidId}) for either side. */
export async function openSafety(page: Page, lng: Lng, bidId: number): Promise<void> {
  await page.goto(`/${lng}/dashboard/safety-payments/${bidId}`);
  await hydrated(page);
}

/** On the sandbox's card page: pays `amount` with `card`, answering the bank's code for the 3-D-Secure card. */
export async function payOnCardPage(page: Page, lng: Lng, amount: number, card: string): Promise<void> {
  const { gateway } = labels(lng);
  await expect(page).toHaveURL(/\/sandbox-gateway\/checkout\//);
  await page.getByLabel(gateway('card>number')).fill(card);
  await page.getByLabel(gateway('card>expiry')).fill('12/40');
  await page.getByLabel(gateway('card>cvc')).fill('123');
  await page.getByLabel(gateway('card>name')).fill('Chan Siu Ming');
  await page.getByRole('button', { name: gateway('card>pay', { amount: hkd(amount) }) }).click();
  if (card !== CARDS.challenge) return;
  await expect(page.getByRole('heading', { name: gateway('challenge>title') })).toBeVisible();
  const sms =
    (await page
      .getByRole('note')
      .filter({ hasText: gateway('challenge>sms') })
      .textContent()) ?? '';
  const code = /\d{6}/.exec(sms)?.[0] ?? '';
  expect(code, 'the sandbox bank shows its code').not.toBe('');
  await page.getByLabel(gateway('challenge>code_label')).fill(code);
  await page.getByRole('button', { name: gateway('challenge>approve') }).click();
}

/**
 * The consumer pays the `offer` (a "pay into safety" card on the bid's safety page) of `amount` by card: it shows
 * Sifu's commission, paid by the pro; after the sandbox's card page the browser is back on the new part's page (no
 * prefix in the default language), held once the verified webhook lands. Returns the part's id.
 */
export async function paySuggestion(page: Page, lng: Lng, bidId: number, offer: Locator, amount: number, card: string): Promise<number> {
  const { d } = labels(lng);
  await expect(offer).toContainText(hkd((amount * COMMISSION_PERCENT) / 100));
  await offer.getByRole('radio', { name: new RegExp(`^${escape(d('pay>pay_card'))}`) }).check();
  await offer.getByRole('button', { name: d('suggestion>pay', { amount: hkd(amount) }) }).click();
  await payOnCardPage(page, lng, amount, card);
  const prefix = lng === 'zh-HK' ? '(?:/zh-HK)?' : `/${lng}`;
  await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard/safety-payments/${bidId}/\\d+$`));
  const partId = Number(/\/(\d+)$/.exec(page.url())?.[1]);
  await expect(page.getByTestId('held-amount')).toContainText(hkd(amount), { timeout: 20_000 });
  await expect.poll(() => moneyOf(page, d('part>money_title'))).toMatchObject({ [d('held_by_sifu')]: hkd(amount) });
  return partId;
}
