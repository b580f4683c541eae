/**
 * Buying credit, in zh-HK and again in en-HK: money flows in, safely.
 * - A new pro with HK$0 quotes a lead → the payment popup (code 10) → buys a package by sandbox card with the
 *   3-D-Secure step → back on payment/{hash}, which waits until the signed webhook lands (the test holds the
 *   webhook's row lock to see that moment) → paid, and the quote typed before paying is sent as typed.
 * - A convenience-store bill paid at the sandbox counter credits the wallet.
 * - A coupon adds free credit.
 * - A quote left unread for 48 hours (the clock is moved forward for it) is refunded by the scheduled sweep.
 * Pros are set up through the API (sign-up, phone by OTP, a published plumbing service in a district of their own, its
 * plumber's licence approved by the demo operator);
 * the demo consumer posts the request through the API. Labels come from the locale files.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { catalogContract } from '@shared/api/catalog.contract';
import { requestsContract } from '@shared/api/requests.contract';
import { bidsContract } from '@shared/api/bids.contract';
import { urlOf } from '@shared/api/endpoint';
import {
  test,
  expect,
  hydrated,
  uniqueName,
  apiLogin,
  otpFor,
  DEMO,
  freeCreditExpiresNow,
  holdPaymentWebhook,
  quoteSentHoursAgo,
  runSweep,
  translate,
  apiSignUp,
  walletBalance,
  approvedLicence,
} from './fixtures';
import { expectAccessible } from './axe';

type Lng = 'zh-HK' | 'en-HK';

const t = (lng: Lng, key: string, vars: Record<string, string | number> = {}) => translate(lng, key, vars);

/** shared/utils/format formatHkd. */
const hkd = (n: number) => `HK$${n.toLocaleString('en-US')}`;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What the seed and the catalogue say (server/db/migrations/0400_payments.sql, seed-demo.ts). */
const PLUMBING_FEE = 18;
const STARTER_CREDIT = 200;
const BASIC = { zh: '基本', en: 'Basic', price: 300, credit: 300 };
const COUPON = { code: 'SIFU-HELLO', amount: 30 };
const CHALLENGE_CARD = '4000 0027 6000 3184';

/**
 * Each pro with a service gets a district no other journey uses, so the lead reaches it (a new service gets a
 * reserved slot among the matched pros; these districts have the fewest seeded plumbers).
 */
const DISTRICT = {
  'zh-HK': { popup: 'southern', refund: 'eastern' },
  'en-HK': { popup: 'islands', refund: 'central-and-western' },
} as const;

interface Pro {
  id: number;
  name: string;
}

/** A new pro signs up through the API in `ctx` (the session cookie lands there): HK$200 starter credit. */
async function signUpPro(ctx: BrowserContext, base: string, prefix: string): Promise<Pro> {
  const name = uniqueName(prefix);
  const res = await apiSignUp(
    ctx.request,
    base,
    { username: name, first_name: 'Tai Man', last_name: 'Wong', role: 'pro' },
    { Origin: base },
  );
  return { id: ((await res.json()) as { data: { user: { id: number } } }).data.user.id, name };
}

/**
 * The pro verifies a phone by OTP and publishes a plumbing service covering one district (onboarding by API), with
 * the WSD plumber's licence that plumbing leads need (SPEC §8 251) approved by the demo operator.
 */
async function publishPlumbingService(ctx: BrowserContext, base: string, pro: Pro, district: string): Promise<void> {
  const api = ctx.request;
  const post = async (url: string, data: unknown) => {
    const res = await api.post(`${base}/api${url}`, { headers: { Origin: base }, data });
    expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
    return ((await res.json()) as { data: Record<string, unknown> }).data;
  };
  const phone = `5${String(Date.now()).slice(-7)}`;
  const { hash } = (await post('/users/verify/phone/preauth', { phone })) as { hash: string };
  await post('/users/verify/phone/auth', { hash, otp: await otpFor(phone) });
  const category = (await (await api.get(`${base}${urlOf(catalogContract.category, { params: { slug: 'plumbing' } })}`)).json()) as {
    data: { id: number };
  };
  const districts = (await (await api.get(`${base}${urlOf(catalogContract.districts)}`)).json()) as {
    data: Array<{ id: number; slug: string }>;
  };
  const districtId = districts.data.find((d) => d.slug === district)!.id;
  const service = await post('/services/add', {
    business_name_zh: `測試水喉 ${pro.name.slice(-5)}`,
    business_name_en: `Test Plumbing ${pro.name.slice(-5)}`,
    phone,
    category_ids: [category.data.id],
  });
  const id = service.quote_service_id as number;
  await post(`/services/${id}/areas`, { district_ids: [districtId] });
  await post(`/services/${id}/description`, {
    description_zh: '維修水龍頭、水管同渠道，開工前清楚報價，全港服務。',
    description_en: 'We fix taps, pipes and blocked drains, with a clear price before any work starts.',
  });
  await post(`/services/${id}/profile_ready`, {});
  await approvedLicence(api, base, id, 'wsd_plumber');
}

/** The demo consumer posts a plumbing request in `district`; returns the pro's lead (bid) for it. */
async function leadFor(browser: Browser, proCtx: BrowserContext, base: string, district: string, details: string): Promise<number> {
  const consumer = await browser.newContext();
  try {
    await apiLogin(consumer, base, DEMO.consumer.username, DEMO.consumer.password);
    const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const res = await consumer.request.post(`${base}${urlOf(requestsContract.post)}`, {
      headers: { Origin: base },
      data: {
        category: 'plumbing',
        district,
        preferred_dates: [date],
        time_slots: [2],
        description: details,
        answers: { issue_type: 'tap-replacement', property_type: 'private-flat', district, preferred_date: date, budget: '500-1000' },
      },
    });
    expect(res.status(), await res.text()).toBe(200);
    const requestId = ((await res.json()) as { data: { request: { quote_request_id: number } } }).data.request.quote_request_id;
    const leads = (await (await proCtx.request.get(`${base}${urlOf(bidsContract.leads)}`)).json()) as {
      data: { items: Array<{ quote_bid_id: number; quote_request_id: number }> };
    };
    const lead = leads.data.items.find((b) => b.quote_request_id === requestId);
    expect(lead, 'the new pro got the lead').toBeDefined();
    return lead!.quote_bid_id;
  } finally {
    await consumer.close();
  }
}

for (const lng of ['zh-HK', 'en-HK'] as const) {
  test.describe(`payments (${lng})`, () => {
    test.use({ locale: lng });
    const pricing = (key: string, vars?: Record<string, string | number>) => t(lng, `pricing|${key}`, vars);
    const quotes = (key: string, vars?: Record<string, string | number>) => t(lng, `quotes|${key}`, vars);
    const gateway = (key: string, vars?: Record<string, string | number>) => pricing(`gateway>${key}`, vars);
    // Pages the payment flow links to carry no prefix in the default language (payments.service returnUrl).
    const prefix = lng === 'zh-HK' ? '(?:/zh-HK)?' : `/${lng}`;
    const balanceCard = (page: Page, amount: number) =>
      page.getByRole('region', { name: pricing('credit>balance') }).getByText(hkd(amount), { exact: true });

    test(`when a pro with HK$0 quotes, then the payment popup buys a package by 3-D-Secure card and sends the typed quote once the webhook lands (${lng})`, async ({
      page,
      context,
      browser,
      baseURL,
      consoleProblems,
    }) => {
      // The journey plus its accessibility checks at two widths.
      test.setTimeout(120_000);
      const base = baseURL ?? '';
      const pro = await signUpPro(context, base, lng === 'zh-HK' ? 'payzh' : 'payen');
      await publishPlumbingService(context, base, pro, DISTRICT[lng].popup);
      await freeCreditExpiresNow(pro.id);
      await runSweep(base, 'free-credit-expiry');
      expect(await walletBalance(context, base)).toBe(0);
      const details = `${pro.name}: kitchen tap drips all night`;
      const bidId = await leadFor(browser, context, base, DISTRICT[lng].popup, details);
      const note =
        lng === 'zh-HK'
          ? `${pro.name}：更換龍頭芯，連零件，明早可以上門。`
          : `${pro.name}: new tap cartridge, parts included, I can come tomorrow.`;

      // 1. The pro types a quote and presses Send: not enough credit (code 10) opens the payment popup with the packages.
      await page.goto(`/${lng}/dashboard/requests/${bidId}`);
      await hydrated(page);
      await expect(page.getByText(details)).toBeVisible();
      await page.getByLabel(quotes('composer>price_flat')).fill('880');
      await page.getByLabel(quotes('composer>note')).fill(note);
      await page.getByRole('button', { name: quotes('composer>send') }).click();
      const popup = page.getByRole('alertdialog', { name: quotes('payment>title') });
      await expect(popup).toBeVisible();
      // Chromium logs the refused send itself (HTTP 422, code 10); that one message is expected and nothing else.
      expect(consoleProblems).toEqual([
        '[error] Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)',
      ]);
      consoleProblems.length = 0;
      await expect(popup).toContainText(hkd(PLUMBING_FEE));
      await popup.getByRole('radio', { name: new RegExp(`^${lng === 'zh-HK' ? BASIC.zh : BASIC.en}`) }).check();
      await expect(popup.getByText(pricing('buy>quote_follows'))).toBeVisible();
      await popup.getByRole('button', { name: pricing('buy>submit_card_amount', { amount: hkd(BASIC.price) }) }).click();

      // 2. The sandbox's hosted card page: the 3-D-Secure test card.
      await expect(page).toHaveURL(/\/sandbox-gateway\/checkout\//);
      const back = await page.getByRole('link', { name: gateway('card>cancel') }).getAttribute('href');
      const hash = /\/payment\/([\w-]+)/.exec(back ?? '')?.[1] ?? '';
      expect(hash, 'the card page returns to payment/{hash}').not.toBe('');
      await page.getByLabel(gateway('card>number')).fill(CHALLENGE_CARD);
      await page.getByLabel(gateway('card>expiry')).fill('12/40');
      await page.getByLabel(gateway('card>cvc')).fill('123');
      await page.getByLabel(gateway('card>name')).fill('Wong Tai Man');
      await page.getByRole('button', { name: gateway('card>pay', { amount: hkd(BASIC.price) }) }).click();

      // 3. The challenge page shows the bank's code; the pro types it and approves.
      await expect(page.getByRole('heading', { name: gateway('challenge>title') })).toBeVisible();
      const sms =
        (await page
          .getByRole('note')
          .filter({ hasText: gateway('challenge>sms') })
          .textContent()) ?? '';
      const code = /\d{6}/.exec(sms)?.[0] ?? '';
      expect(code).not.toBe('');
      await page.getByLabel(gateway('challenge>code_label')).fill(code);

      // 4. Back on payment/{hash} before the webhook lands: waiting, nothing credited. Then the webhook goes through.
      const letWebhookThrough = await holdPaymentWebhook(hash);
      try {
        await page.getByRole('button', { name: gateway('challenge>approve') }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/payment/${hash}$`));
        await expect(page.getByRole('heading', { name: pricing('status>title_waiting_card') })).toBeVisible();
        expect(await walletBalance(context, base)).toBe(0);
      } finally {
        await letWebhookThrough();
      }
      await expect(page.getByRole('heading', { name: pricing('status>title_paid') })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('main')).toMatchAriaSnapshot(`
        - term: ${pricing('status>credit_added')}
        - definition:
          - strong: ${hkd(BASIC.credit)}
      `);
      await expect(page.getByText(pricing('status>quote_sent'))).toBeVisible({ timeout: 15_000 });

      // 5. The lead shows the quote exactly as typed before paying; the balance is the package credit minus the fee.
      await page.getByRole('link', { name: pricing('status>open_lead') }).click();
      const sent = page.getByRole('region', { name: quotes('composer>your_quote') });
      await expect(sent.getByText(hkd(880), { exact: true })).toBeVisible();
      await expect(sent.getByText(note)).toBeVisible();
      await page.goto(`/${lng}/dashboard/credit`);
      await hydrated(page);
      await expect(balanceCard(page, BASIC.credit - PLUMBING_FEE)).toBeVisible();
      expect(await walletBalance(context, base)).toBe(BASIC.credit - PLUMBING_FEE);
      await expectAccessible(page, 'wallet');
      await page.goto(`/${lng}/dashboard`);
      await hydrated(page);
      await expectAccessible(page, 'dashboard home (pro)');
    });

    test(`when a pro buys HK$600 at a convenience store and the bill is paid at the sandbox counter, then the wallet rises by HK$600 (${lng})`, async ({
      page,
      context,
      baseURL,
    }) => {
      const base = baseURL ?? '';
      await signUpPro(context, base, lng === 'zh-HK' ? 'cvszh' : 'cvsen');
      const amount = 600;

      // 1. Pricing: another amount, HK$600, convenience store.
      await page.goto(`/${lng}/dashboard/pricing`);
      await hydrated(page);
      await page.getByRole('radio', { name: new RegExp(`^${escape(pricing('buy>custom'))}`) }).check();
      await page.getByLabel(pricing('buy>amount_label')).fill(String(amount));
      await page.getByRole('radio', { name: new RegExp(`^${escape(pricing('buy>pay_cvs'))}`) }).check();
      await page.getByRole('button', { name: pricing('buy>submit_cvs_amount', { amount: hkd(amount) }) }).click();

      // 2. payment/{hash}: the payment code, its barcode and the 72-hour deadline.
      await expect(page).toHaveURL(new RegExp(`${prefix}/payment/[\\w-]+$`));
      const paymentUrl = page.url();
      await expect(page.getByRole('heading', { name: pricing('status>title_waiting_cvs') })).toBeVisible();
      const [before, after] = pricing('status>barcode_label', { code: '\u0000' }).split('\u0000');
      const barcodeName = new RegExp(`^${escape(before)}(\\d{13})${escape(after)}$`);
      const barcode = page.getByRole('img', { name: barcodeName });
      await expect(barcode).toBeVisible();
      const paymentCode = barcodeName.exec((await barcode.getAttribute('aria-label')) ?? '')?.[1] ?? '';
      expect(paymentCode).not.toBe('');
      await expect(page.getByText(pricing('status>payment_code'), { exact: true })).toBeVisible();
      await expect(page.getByText(paymentCode, { exact: true })).toBeVisible();
      await expect(page.getByText(pricing('status>deadline'), { exact: true })).toBeVisible();
      await expect(page.getByText(new RegExp(escape(pricing('status>deadline_value', { at: '' }).trim())))).toBeVisible();

      // 3. The sandbox store counter: the bill is found by its code, the cashier takes the cash.
      await page.getByRole('link', { name: new RegExp(escape(pricing('status>sandbox_pay'))) }).click();
      await expect(page.getByRole('heading', { name: gateway('counter>title') })).toBeVisible();
      await expect(page.getByRole('heading', { name: gateway('counter>bill_title') })).toBeVisible();
      await page.getByRole('button', { name: gateway('counter>confirm', { amount: hkd(amount) }) }).click();
      await expect(page.getByRole('heading', { name: gateway('receipt>title') })).toBeVisible();
      await page.getByRole('link', { name: gateway('receipt>back') }).click();

      // 4. Back on the payment page: paid once the webhook lands (the page polls); the credit page shows the new balance.
      await expect(page).toHaveURL(paymentUrl);
      await expect(page.getByRole('heading', { name: pricing('status>title_paid') })).toBeVisible({ timeout: 15_000 });
      await page.getByRole('link', { name: pricing('status>see_balance') }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard/credit$`));
      await expect(balanceCard(page, STARTER_CREDIT + amount)).toBeVisible();
    });

    test(`when a pro redeems the coupon ${COUPON.code}, then HK$30 free credit is added to the balance (${lng})`, async ({
      page,
      context,
      baseURL,
    }) => {
      const base = baseURL ?? '';
      await signUpPro(context, base, lng === 'zh-HK' ? 'cpnzh' : 'cpnen');
      await page.goto(`/${lng}/dashboard/credit`);
      await hydrated(page);
      await expect(balanceCard(page, STARTER_CREDIT)).toBeVisible();
      const box = page.getByRole('form', { name: pricing('coupon>title') });
      await box.getByLabel(pricing('coupon>label')).fill(COUPON.code);
      await box.getByRole('button', { name: pricing('coupon>submit') }).click();
      const grantedPrefix = pricing('free>granted', { amount: hkd(COUPON.amount), date: '\u0000' }).split('\u0000')[0];
      await expect(box.getByText(new RegExp(`^${escape(grantedPrefix)}.*${escape(hkd(STARTER_CREDIT + COUPON.amount))}`))).toBeVisible();
      await expect(balanceCard(page, STARTER_CREDIT + COUPON.amount)).toBeVisible();
    });

    test(`when a sent quote stays unread for 48 hours, then the sweep refunds its fee and the transactions show the refund (${lng})`, async ({
      page,
      context,
      browser,
      baseURL,
    }) => {
      const base = baseURL ?? '';
      const pro = await signUpPro(context, base, lng === 'zh-HK' ? 'rfdzh' : 'rfden');
      await publishPlumbingService(context, base, pro, DISTRICT[lng].refund);
      const bidId = await leadFor(browser, context, base, DISTRICT[lng].refund, `${pro.name}: shower mixer leaks`);

      // The pro quotes from the lead page; the fee comes out of the starter credit.
      await page.goto(`/${lng}/dashboard/requests/${bidId}`);
      await hydrated(page);
      await page.getByLabel(quotes('composer>price_flat')).fill('650');
      await page.getByLabel(quotes('composer>note')).fill(`${pro.name}: replace the mixer cartridge`);
      await page.getByRole('button', { name: quotes('composer>send') }).click();
      await expect(page.getByRole('region', { name: quotes('composer>your_quote') })).toBeVisible();
      expect(await walletBalance(context, base)).toBe(STARTER_CREDIT - PLUMBING_FEE);

      // Nobody opens it; the clock moves 49 hours on for this quote and the scheduled sweep runs.
      await quoteSentHoursAgo(bidId, 49);
      expect(await runSweep(base, 'quote-fee-refunds')).toBeGreaterThanOrEqual(1);

      await page.goto(`/${lng}/dashboard/transaction`);
      await hydrated(page);
      await expect(balanceCard(page, STARTER_CREDIT)).toBeVisible();
      // The refund row with its reason, for this quote.
      const refund = page.getByRole('listitem').filter({ hasText: pricing('statements>description>quote_fee_refund_unread_48h') });
      await expect(refund).toHaveCount(1);
      await expect(refund).toContainText(pricing('ledger>quote_ref', { id: bidId }));
      await expect(refund).toContainText(`+${hkd(PLUMBING_FEE)}`);
      await expect(refund).toContainText(pricing('ledger>after', { balance: hkd(STARTER_CREDIT) }));
    });
  });
}
