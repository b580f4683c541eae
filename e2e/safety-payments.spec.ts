/**
 * Safety payments (escrow, docs/decisions/0037), in zh-HK and again in en-HK. Each journey has a pro of its own
 * (signed up, phone-verified and published by API in a district no other journey uses) and a new request of the demo
 * consumer, so the journeys are independent of each other and of the other specs on the same server.
 * - Release: the pro quotes a flat HK$1,200 and the consumer hires; the consumer pays it into safety by sandbox card
 *   with 3-D Secure; both sides see it held; the pro saves a payout account and marks the work completed; the consumer
 *   confirms; finance approves the payout into a batch and downloads the bank file: the pro's account, HK$1,140.
 * - Dispute: a paid, held HK$1,200; the pro completes; the consumer applies for a full refund, the pro sends it to
 *   trust and safety, who decide HK$600 back and HK$600 released; both sides see the split and the ledger balances.
 * Labels come from the locale files.
 */
import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { safetyPaymentsContract } from '@shared/api/safety-payments.contract';
import { urlOf } from '@shared/api/endpoint';
import type { OpsPayout } from '@shared/schemas/safety-payments.schema';
import { test, expect, hydrated, apiLogin, NEW_USER_PASSWORD, safetyLedgerOf } from './fixtures';
import { sendFlatQuote, watchContext, type Lng } from './journey-steps';
import {
  CARDS,
  COMMISSION_PERCENT,
  escape,
  hireOnQuotePage,
  hkd,
  labels,
  moneyOf,
  newLead,
  openSafety,
  partOf,
  paySuggestion,
  type Lead,
} from './safety-steps';

const STAFF_PASSWORD = 'Ops#2026sifu';
const FINANCE = 'ops_finance';
const TRUST = 'ops_trust';
const PRICE = 1_200;
/** A district per journey and language that no other journey's pro covers, so the new pro gets the lead. */
const DISTRICT = {
  'zh-HK': { release: 'tuen-mun', dispute: 'yuen-long' },
  'en-HK': { release: 'north', dispute: 'tai-po' },
} as const;

interface Deal extends Lead {
  partId: number;
}

/** A staff member signed in to a context of their own. */
async function staffPage(browser: Browser, base: string, lng: Lng, username: string, problems: string[]) {
  const ctx = await browser.newContext({ locale: lng });
  watchContext(ctx, problems);
  await apiLogin(ctx, base, username, STAFF_PASSWORD);
  return { ctx, page: await ctx.newPage() };
}

/**
 * The deal both journeys start from: a new pro quotes a flat HK$1,200 on the demo consumer's new request, the consumer
 * hires on the quote page, then pays the price into safety on the bid's safety page by the sandbox's 3-D-Secure card.
 * Both sides then see HK$1,200 held.
 */
async function paidIntoSafety(browser: Browser, base: string, lng: Lng, district: string, problems: string[]): Promise<Deal> {
  const { d } = labels(lng);
  const lead = await newLead(browser, base, lng, district, lng === 'zh-HK' ? 'sfzh' : 'sfen', 'pipe under the sink leaks', problems);
  const { pro, proPage, consumerPage, bidId } = lead;

  // 1. The pro quotes a flat HK$1,200; the consumer hires on the quote page (date and time from the request).
  await proPage.goto(`/${lng}/dashboard/requests/${bidId}`);
  await hydrated(proPage);
  await sendFlatQuote(proPage, lng, String(PRICE), `${pro.username}: replace the leaking pipe, parts included`);
  await hireOnQuotePage(consumerPage, lng, bidId, PRICE);

  // 2. The bid's safety page offers to pay the quoted price into safety: by card (3-D Secure), with Sifu's 5 % paid by
  //    the pro; back on the part's page it is held.
  await openSafety(consumerPage, lng, bidId);
  const offer = consumerPage.getByRole('region', { name: d('suggestion>title_job', { amount: hkd(PRICE) }) });
  const partId = await paySuggestion(consumerPage, lng, bidId, offer, PRICE, CARDS.challenge);

  // 3. Both sides see it held on the bid's safety page.
  for (const page of [consumerPage, proPage]) {
    await openSafety(page, lng, bidId);
    await expect(page.getByTestId('held-amount')).toContainText(hkd(PRICE));
    await expect(page.getByTestId('safety-part')).toContainText(d('status>held'));
    await expect(page.getByTestId('safety-part')).toContainText(hkd(PRICE));
  }
  return { ...lead, partId };
}

/** The pro marks the job completed on the lead's page (the automatic release starts counting). */
async function proCompletes(deal: Deal, lng: Lng): Promise<void> {
  const { quotes } = labels(lng);
  const page = deal.proPage;
  await page.goto(`/${lng}/dashboard/requests/${deal.bidId}`);
  await hydrated(page);
  await page.getByRole('button', { name: quotes('lead>complete') }).click();
  await page.getByRole('button', { name: quotes('lead>confirm_completed') }).click();
  await expect(page.getByText(quotes('lead>done_completed'))).toBeVisible();
}

/** Opens the part's own page for either side. */
async function openPart(page: Page, lng: Lng, deal: Deal): Promise<void> {
  await page.goto(`/${lng}/dashboard/safety-payments/${deal.bidId}/${deal.partId}`);
  await hydrated(page);
}

for (const lng of ['zh-HK', 'en-HK'] as const) {
  test.describe(`safety payments (${lng})`, () => {
    test.use({ locale: lng });
    const { d, settings, ops } = labels(lng);

    test(`when the consumer pays HK$1,200 into safety and confirms the work, then finance pays the pro HK$1,140 through the bank file (${lng})`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      const base = baseURL ?? '';
      const problems: string[] = [];
      const deal = await paidIntoSafety(browser, base, lng, DISTRICT[lng].release, problems);
      const { proPage, consumerPage } = deal;
      const holder = `Wong Tai Man ${deal.pro.username.slice(-6).replace(/\d/g, 'x')}`;
      const account = { bank: '004', branch: '123', number: String(Date.now()).slice(-8) };
      const receives = PRICE - (PRICE * COMMISSION_PERCENT) / 100;

      // 1. The pro's safety page asks for a payout account; the pro follows it to the settings and saves a bank account.
      await proPage.getByRole('link', { name: d('payout_reminder>link') }).click();
      await expect(proPage).toHaveURL(/\/dashboard\/settings\/payout$/);
      await hydrated(proPage);
      await proPage.getByLabel(settings('holder'), { exact: true }).fill(holder);
      await proPage.getByLabel(settings('bank_code'), { exact: true }).fill(account.bank);
      await proPage.getByLabel(settings('branch_code'), { exact: true }).fill(account.branch);
      await proPage.getByLabel(settings('account_number'), { exact: true }).fill(account.number);
      await proPage.getByLabel(settings('password'), { exact: true }).fill(NEW_USER_PASSWORD);
      await proPage.getByRole('button', { name: settings('submit') }).click();
      await expect(proPage.getByText(settings('saved'))).toBeVisible();
      await expect(proPage.getByText(`${account.bank}-${account.branch}-***${account.number.slice(-4)}`)).toBeVisible();

      // 2. The pro marks the work completed; the consumer confirms it and HK$1,200 is released (HK$1,140 to the pro).
      await proCompletes(deal, lng);
      await openPart(consumerPage, lng, deal);
      await expect(consumerPage.getByText(d('auto_release>label'))).toBeVisible();
      await consumerPage.getByRole('button', { name: d('actions>confirm') }).click();
      await consumerPage.getByRole('button', { name: d('confirm>submit', { amount: hkd(PRICE) }) }).click();
      await expect
        .poll(() => moneyOf(consumerPage, d('part>money_title')))
        .toMatchObject({
          [d('held_by_sifu')]: hkd(0),
          [d('money>released')]: hkd(PRICE),
          [d('money>commission', { percent: COMMISSION_PERCENT })]: hkd(PRICE - receives),
          [d('money>receives_consumer')]: hkd(receives),
        });
      expect((await partOf(deal.contexts[1], base, deal.partId)).status).toBe('released');
      await openPart(proPage, lng, deal);
      await expect(proPage.getByText(d('payout>note_pending', { amount: hkd(receives) }))).toBeVisible();

      // 3. Finance approves the pending payout into a batch on /ops/payouts and downloads the batch's bank file.
      const finance = await staffPage(browser, base, lng, FINANCE, problems);
      const payoutsOf = async (status: string) => {
        const res = await finance.ctx.request.get(`${base}${urlOf(safetyPaymentsContract.opsPayouts)}?status=${status}`);
        expect(res.status(), await res.text()).toBe(200);
        return ((await res.json()) as { data: { items: OpsPayout[] } }).data.items.filter((p) => p.bid_id === deal.bidId);
      };
      const [payout] = await payoutsOf('pending');
      expect(payout).toMatchObject({ amount: receives, pro: { id: deal.pro.id }, part_id: deal.partId });
      const ops$ = finance.page;
      await ops$.goto(`/${lng}/ops/payouts`);
      await hydrated(ops$);
      const row = ops$.getByRole('row').filter({ hasText: ops('payouts>pro_note', { id: payout.id, pro: deal.pro.id, bid: deal.bidId }) });
      await expect(row).toContainText(hkd(receives));
      await expect(row).toContainText(`***${account.number.slice(-4)}`);
      await row.getByRole('checkbox').check();
      await ops$.getByRole('button', { name: ops('payouts>approve>submit') }).click();
      await expect.poll(async () => (await payoutsOf('approved'))[0]?.batch_id ?? null).not.toBeNull();
      const batchId = (await payoutsOf('approved'))[0].batch_id!;
      const download = ops$.getByRole('link', {
        name: new RegExp(`${escape(ops('payouts>batches>download'))}\\s+${escape(ops('payouts>batch', { id: batchId }))}$`),
      });
      const [file] = await Promise.all([ops$.waitForEvent('download'), download.click()]);
      const csv = fs
        .readFileSync(await file.path(), 'utf8')
        .trim()
        .split('\r\n');
      expect(csv[0]).toBe('value_date,beneficiary_name,bank_code,account_number,proxy_type,proxy_id,amount,reference');
      expect(csv.slice(1, -1)).toEqual([
        expect.stringMatching(
          new RegExp(
            `^\\d{4}-\\d{2}-\\d{2},${holder},${account.bank},${account.branch}${account.number},,,${receives}\\.00,SIFU-P${payout.id}$`,
          ),
        ),
      ]);
      expect(csv.at(-1)).toBe(`TRAILER,1,${receives}.00`);

      // 4. The download exported the line: the pro's part page says the money has gone to the bank.
      await expect.poll(async () => (await payoutsOf('exported')).map((p) => p.id)).toEqual([payout.id]);
      await openPart(proPage, lng, deal);
      await expect(proPage.getByText(d('payout>note_exported', { amount: hkd(receives) }))).toBeVisible();

      expect(problems, 'console errors, warnings or hydration problems').toEqual([]);
      for (const ctx of [...deal.contexts, finance.ctx]) await ctx.close();
    });

    test(`when the consumer asks for all HK$1,200 back and the pro disputes, then trust and safety splits it HK$600 / HK$600 and the ledger balances (${lng})`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      const base = baseURL ?? '';
      const problems: string[] = [];
      const deal = await paidIntoSafety(browser, base, lng, DISTRICT[lng].dispute, problems);
      const { proPage, consumerPage } = deal;
      const half = PRICE / 2;
      const halfCommission = (half * COMMISSION_PERCENT) / 100;
      const reason = `${deal.pro.username}: the pipe still leaks after the visit`;
      const note = `${deal.pro.username}: the pipe was replaced but the joint leaks; half back`;

      // 1. The pro completes; the consumer applies for a refund of all that is held.
      await proCompletes(deal, lng);
      await openPart(consumerPage, lng, deal);
      await consumerPage.getByRole('button', { name: d('actions>apply_refund') }).click();
      const sheet = consumerPage.getByRole('dialog', { name: d('refund>title') });
      await expect(sheet.getByLabel(d('refund>amount'))).toHaveValue(String(PRICE));
      await sheet.getByLabel(d('refund>reason')).fill(reason);
      await sheet.getByRole('button', { name: d('refund>submit') }).click();
      await expect(consumerPage.getByRole('region', { name: d('request>title_refund') })).toContainText(hkd(PRICE));

      // 2. The pro reads the application and sends it to trust and safety.
      await openPart(proPage, lng, deal);
      await expect(proPage.getByText(reason)).toBeVisible();
      await proPage.getByRole('button', { name: d('actions>dispute') }).click();
      const dispute = proPage.getByRole('dialog', { name: d('dispute>title') });
      await dispute.getByLabel(d('dispute>reason')).fill(`${deal.pro.username}: the leak is from the neighbour's pipe`);
      await dispute.getByRole('button', { name: d('dispute>submit') }).click();
      await expect.poll(async () => (await partOf(deal.contexts[0], base, deal.partId)).status).toBe('disputed');

      // 3. Trust and safety opens the dispute from the disputes queue and decides HK$600 back, HK$600 released.
      const trust = await staffPage(browser, base, lng, TRUST, problems);
      const t$ = trust.page;
      await t$.goto(`/${lng}/ops/queues/disputes`);
      await hydrated(t$);
      await t$
        .getByRole('row')
        .filter({ hasText: new RegExp(`safety_part #${deal.partId}(?!\\d)`) })
        .getByRole('link')
        .first()
        .click();
      await expect(t$.getByText(reason)).toBeVisible();
      await t$.getByLabel(ops('safety_dispute>refund_amount')).fill(String(half));
      await expect(
        t$.getByText(
          ops('safety_dispute>split', {
            consumer: hkd(half),
            pro: hkd(half),
            commission: hkd(halfCommission),
            net: hkd(half - halfCommission),
          }),
        ),
      ).toBeVisible();
      await t$.getByLabel(ops('safety_dispute>note')).fill(note);
      await t$.getByRole('button', { name: ops('safety_dispute>submit'), exact: true }).click();
      await expect(t$.getByText(ops('safety_dispute>done'))).toBeVisible();
      await expect(
        t$.getByText(ops('safety_dispute>decided', { refunded: hkd(half), released: hkd(half) }), { exact: false }),
      ).toBeVisible();

      // 4. Both sides see the outcome on their safety page: nothing held, HK$600 back, HK$600 released, the note.
      for (const page of [consumerPage, proPage]) {
        await openPart(page, lng, deal);
        await expect(page.getByRole('region', { name: d('part>decision_title') })).toContainText(note);
        await expect
          .poll(() => moneyOf(page, d('part>money_title')))
          .toMatchObject({ [d('held_by_sifu')]: hkd(0), [d('money>refunded')]: hkd(half), [d('money>released')]: hkd(half) });
        await openSafety(page, lng, deal.bidId);
        await expect(page.getByTestId('safety-part')).toContainText(d('status>settled'));
        await expect(page.getByTestId('held-amount')).toHaveCount(0);
      }
      await openPart(proPage, lng, deal);
      await expect(proPage.getByText(d('payout>note_pending', { amount: hkd(half - halfCommission) }))).toBeVisible();

      // 5. The API and the ledger agree: the part holds 0, the gateway keeps what was not refunded, and the pro is owed
      //    the released half less commission; every movement's postings sum to zero.
      expect(await partOf(deal.contexts[1], base, deal.partId)).toMatchObject({
        status: 'settled',
        held: 0,
        refunded: half,
        released: half,
      });
      expect(await safetyLedgerOf(deal.partId)).toEqual({
        accounts: { commission: -halfCommission, gateway: PRICE - half, held: 0, pro_payable: -(half - halfCommission) },
        total: 0,
      });

      expect(problems, 'console errors, warnings or hydration problems').toEqual([]);
      for (const ctx of [...deal.contexts, trust.ctx]) await ctx.close();
    });
  });
}
