/**
 * Safety payments with an inspection first (docs/decisions/0037), in zh-HK and again in en-HK. A new pro (in a district
 * no other journey uses) quotes "after on-site inspection" with a HK$300 inspection fee on a new request of the demo
 * consumer; the consumer sees the fee on the quote and pays it into safety by sandbox card; both see HK$300 held; the
 * pro marks the visit done and changes the quote to a flat HK$2,000; the consumer hires and is offered HK$1,700 for the
 * job, the fee taken off; once it is paid both see the job's HK$1,700 held with the HK$300 deducted, and each part's
 * ledger balances. Labels come from the locale files.
 */
import { test, expect, hydrated, safetyLedgerOf } from './fixtures';
import { CARDS, escape, hireOnQuotePage, hkd, labels, newLead, openSafety, partOf, paySuggestion } from './safety-steps';

const FEE = 300;
const PRICE = 2_000;
const JOB = PRICE - FEE;
/** A district per language that no other journey's pro covers, so the new pro gets the lead. */
const DISTRICT = { 'zh-HK': 'sha-tin', 'en-HK': 'kwai-tsing' } as const;

for (const lng of ['zh-HK', 'en-HK'] as const) {
  test.describe(`safety payments, inspection first (${lng})`, () => {
    test.use({ locale: lng });
    const { d, quotes } = labels(lng);
    /** The payment cards on the bid's safety page, by their headings. */
    const inspectionTitle = d('kind>inspection');
    const jobTitle = `${d('kind>job')} · ${d('plan_type>full')}`;

    test(`when the consumer pays the pro's HK$300 inspection fee into safety and hires after the visit at HK$2,000, then HK$1,700 is paid for the job and both ledgers balance (${lng})`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      const base = baseURL ?? '';
      const problems: string[] = [];
      const lead = await newLead(browser, base, lng, DISTRICT[lng], lng === 'zh-HK' ? 'sizh' : 'sien', 'water behind the wall', problems);
      const { pro, proPage, consumerPage, bidId } = lead;

      // 1. The pro quotes "after on-site inspection" with a HK$300 inspection fee.
      await proPage.goto(`/${lng}/dashboard/requests/${bidId}`);
      await hydrated(proPage);
      await expect(proPage.getByLabel(quotes('composer>inspection_fee'))).toHaveCount(0);
      await proPage.getByRole('radio', { name: new RegExp(`^${escape(quotes('quote>type_onsite'))}`) }).check();
      await proPage.getByLabel(quotes('composer>inspection_fee')).fill(String(FEE));
      await proPage.getByLabel(quotes('composer>note')).fill(`${pro.username}: I need to open the wall to find the leak`);
      await proPage.getByRole('button', { name: quotes('composer>send') }).click();
      await expect(proPage.getByText(quotes('composer>sent'))).toBeVisible();

      // 2. The consumer's quote says the price comes after the visit, and the fee, deducted if the pro is hired.
      await consumerPage.goto(`/${lng}/dashboard/projects/quote/${bidId}`);
      await hydrated(consumerPage);
      await expect(consumerPage.getByTestId('quote-price')).toHaveText(quotes('quote>price_onsite'));
      await expect(consumerPage.getByTestId('quote-inspection-fee')).toHaveText(quotes('quote>inspection_fee', { fee: hkd(FEE) }));

      // 3. The bid's safety page offers only the inspection fee; the consumer pays HK$300 into safety by card.
      await openSafety(consumerPage, lng, bidId);
      await expect(consumerPage.getByTestId('safety-suggestion')).toHaveCount(1);
      const inspectionOffer = consumerPage.getByRole('region', { name: d('suggestion>title_inspection', { amount: hkd(FEE) }) });
      await expect(inspectionOffer).toContainText(d('suggestion>next_inspection'));
      const inspectionPart = await paySuggestion(consumerPage, lng, bidId, inspectionOffer, FEE, CARDS.plain);

      // 4. Both see HK$300 held for the inspection, nothing to pay yet for the job.
      for (const page of [consumerPage, proPage]) {
        await openSafety(page, lng, bidId);
        await expect(page.getByTestId('held-amount')).toContainText(hkd(FEE));
        const inspection = page.getByRole('region', { name: inspectionTitle, exact: true });
        await expect(inspection.getByTestId('safety-part')).toContainText(d('status>held'));
        await expect(inspection.getByTestId('safety-part')).toContainText(hkd(FEE));
        await expect(page.getByTestId('safety-suggestion')).toHaveCount(0);
      }

      // 5. After the visit the pro marks it done: the fee's automatic release starts counting, for both to see.
      const proInspection = proPage.getByRole('region', { name: inspectionTitle, exact: true });
      await proInspection.getByRole('button', { name: d('actions>mark_visited') }).click();
      await proPage
        .getByRole('alertdialog')
        .getByRole('button', { name: d('visited>submit') })
        .click();
      await expect(proInspection.getByText(d('auto_release>label'))).toBeVisible();
      await expect(proInspection.getByRole('button', { name: d('actions>mark_visited') })).toHaveCount(0);
      await openSafety(consumerPage, lng, bidId);
      await expect(consumerPage.getByRole('region', { name: inspectionTitle, exact: true })).toContainText(d('auto_release>label'));

      // 6. The pro changes the quote to a flat HK$2,000 (the fee's field goes with the on-site type; the fee stays).
      await proPage.goto(`/${lng}/dashboard/requests/${bidId}`);
      await hydrated(proPage);
      await proPage.getByRole('button', { name: quotes('composer>edit') }).click();
      await proPage.getByRole('radio', { name: new RegExp(`^${escape(quotes('quote>type_flat'))}`) }).check();
      await expect(proPage.getByLabel(quotes('composer>inspection_fee'))).toHaveCount(0);
      await proPage.getByLabel(quotes('composer>price_flat')).fill(String(PRICE));
      await proPage.getByRole('button', { name: quotes('composer>update') }).click();
      await expect(proPage.getByText(quotes('composer>updated'))).toBeVisible();

      // 7. The consumer hires at HK$2,000; the quote still says the HK$300 fee is deducted.
      await hireOnQuotePage(consumerPage, lng, bidId, PRICE);
      await expect(consumerPage.getByTestId('quote-inspection-fee')).toHaveText(quotes('quote>inspection_fee', { fee: hkd(FEE) }));

      // 8. The safety page offers HK$1,700 for the job, the HK$300 fee taken off; the consumer pays it by card.
      await openSafety(consumerPage, lng, bidId);
      const jobOffer = consumerPage.getByRole('region', { name: d('suggestion>title_job', { amount: hkd(JOB) }) });
      await expect(jobOffer).toContainText(d('payment>inspection_deducted', { amount: hkd(FEE) }));
      const jobPart = await paySuggestion(consumerPage, lng, bidId, jobOffer, JOB, CARDS.plain);

      // 9. Both see HK$2,000 held: the job's HK$1,700 with the HK$300 fee deducted, and the HK$300 fee.
      for (const page of [consumerPage, proPage]) {
        await openSafety(page, lng, bidId);
        await expect(page.getByTestId('held-amount').first()).toContainText(hkd(FEE + JOB));
        const job = page.getByRole('region', { name: jobTitle, exact: true });
        await expect(job).toContainText(
          `${d('payment>price', { amount: hkd(JOB) })} · ${d('payment>inspection_deducted', { amount: hkd(FEE) })}`,
        );
        await expect(job.getByTestId('held-amount')).toContainText(hkd(JOB));
        await expect(job.getByTestId('safety-part')).toContainText(d('status>held'));
        const inspection = page.getByRole('region', { name: inspectionTitle, exact: true });
        await expect(inspection.getByTestId('held-amount')).toContainText(hkd(FEE));
        await expect(inspection.getByTestId('safety-part')).toContainText(d('status>held'));
      }

      // 10. The API and the ledger agree: each part holds what was paid in, and its postings sum to zero.
      const [proCtx, consumerCtx] = lead.contexts;
      for (const [partId, amount] of [
        [inspectionPart, FEE],
        [jobPart, JOB],
      ] as const) {
        for (const ctx of [consumerCtx, proCtx]) {
          expect(await partOf(ctx, base, partId)).toMatchObject({ status: 'held', amount, held: amount, refunded: 0, released: 0 });
        }
        expect(await safetyLedgerOf(partId)).toEqual({ accounts: { gateway: amount, held: -amount }, total: 0 });
      }

      expect(problems, 'console errors, warnings or hydration problems').toEqual([]);
      for (const ctx of lead.contexts) await ctx.close();
    });
  });
}
