/**
 * A direct request, in zh-HK and again in en-HK: a visitor opens demo_pro's public profile and asks that pro for a
 * quote → the questionnaire runs with the pro preselected (?pro=) → sign-up and phone OTP → the request goes to
 * demo_pro only (narrowed, "waiting for …" on the request page) → demo_pro sees "This customer picked you!",
 * accepts and quotes → the consumer sees the pro accepted and the quote arrives → on another plumber's profile the
 * consumer is offered to send the open request there instead of a new form, and sends it → once the consumer hires
 * demo_pro, they are a repeat customer: asking demo_pro again from the profile starts a new questionnaire.
 */
import { serviceEditorContract } from '@shared/api/service-editor.contract';
import { proServicesContract } from '@shared/api/pro-services.contract';
import { bidsContract } from '@shared/api/bids.contract';
import { urlOf } from '@shared/api/endpoint';
import { test, expect, hydrated, uniqueName, apiLogin, translator, DEMO } from './fixtures';
import {
  answerPlumbingQuestionnaire,
  fillSignUpForm,
  QUESTIONNAIRE_LABELS,
  SIGN_UP_LABELS,
  verifyPhoneByOtp,
  watchContext,
  sendFlatQuote,
} from './journey-steps';

const L = {
  'zh-HK': {
    ...QUESTIONNAIRE_LABELS['zh-HK'],
    ...SIGN_UP_LABELS['zh-HK'],
  },
  'en-HK': {
    ...QUESTIONNAIRE_LABELS['en-HK'],
    ...SIGN_UP_LABELS['en-HK'],
  },
} as const;

for (const lng of ['zh-HK', 'en-HK'] as const) {
  test(`a consumer asks a chosen pro from the profile; the pro accepts the narrowed lead and quotes (${lng})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const t = L[lng];
    const tr = translator(lng);
    const name = uniqueName(lng === 'zh-HK' ? 'dz' : 'de');
    const phone = `6${String(Date.now()).slice(-7)}`;
    const details = `${name}: bathroom drain blocked`;
    const problems: string[] = [];
    const consumerCtx = await browser.newContext({ locale: lng });
    const proCtx = await browser.newContext({ locale: lng });
    watchContext(consumerCtx, problems);
    watchContext(proCtx, problems);

    // demo_pro's plumbing service (Wan Chai).
    await apiLogin(proCtx, baseURL ?? '', DEMO.pro.username, DEMO.pro.password);
    const mine = await (await proCtx.request.get(urlOf(serviceEditorContract.mine))).json();
    const serviceId = Number(mine.data.items[0].quote_service_id);
    expect(serviceId).toBeGreaterThan(0);

    // 1. The profile's button runs the questionnaire with the pro preselected.
    const consumer = await consumerCtx.newPage();
    await consumer.goto(`/${lng}/service/${serviceId}`);
    await hydrated(consumer);
    await consumer.getByRole('button', { name: tr('requests|direct_request>button') }).click();
    await expect(consumer).toHaveURL(new RegExp(`/${lng}/form/[a-z0-9-]+\\?pro=${serviceId}`));
    await consumer.goto(`/${lng}/form/plumbing?pro=${serviceId}`);
    await hydrated(consumer);
    await expect(consumer.getByText(tr('requests|direct_request>note_title'))).toBeVisible();
    await answerPlumbingQuestionnaire(consumer, lng, details);

    // 2. Sign up at the end, verify the phone, and the request goes to the chosen pro only.
    await consumer.getByRole('link', { name: t.signupToSend }).click();
    await hydrated(consumer);
    await fillSignUpForm(consumer, lng, { lastName: 'Wong', firstName: 'Ka Yan', username: name });
    await expect(consumer).toHaveURL(new RegExp(`/${lng}/form/plumbing\\?.*pro=${serviceId}`));
    await verifyPhoneByOtp(consumer, lng, phone);
    await expect(consumer).toHaveURL(/\/dashboard\/projects\/quotelist\/\d+$/);
    const requestId = Number(/quotelist\/(\d+)$/.exec(consumer.url())?.[1]);
    await expect(consumer.getByRole('button', { name: tr('requests|direct_request>match_others') })).toBeVisible();

    // 3. The pro sees "This customer picked you!", accepts and quotes.
    const pro = await proCtx.newPage();
    await pro.goto(`/${lng}/dashboard/requests`);
    await hydrated(pro);
    await pro
      .getByRole('link', { name: /Ka Yan/ })
      .first()
      .click();
    await expect(pro.getByText(details)).toBeVisible();
    await expect(pro.getByText(tr('quotes|lead>narrow_title'))).toBeVisible();
    await pro.getByRole('button', { name: tr('quotes|lead>accept'), exact: true }).click();
    await expect(pro.getByText(tr('quotes|lead>narrow_title'))).toHaveCount(0);
    await sendFlatQuote(pro, lng, '720', `${name}: clear the drain, 1-hour visit`);

    // 4. The consumer sees the pro accepted, and the quote.
    await consumer.reload();
    await hydrated(consumer);
    await expect(consumer.getByTestId('quote-card').filter({ hasText: 'HK$720' })).toBeVisible({ timeout: 15_000 });
    await expect(consumer.getByText(tr('requests|direct_request>outcome_quoted', { name: '' }).trim())).toBeVisible();

    // 5. On another plumber's profile the open request is offered: one tap sends it there too (invite_pro), no new form.
    const list = await (
      await consumerCtx.request.get(urlOf(proServicesContract.list, { query: { category: 'plumbing', district: 'wan-chai' } }))
    ).json();
    const other = (list.data.items as Array<{ quote_service_id: number }>).find((p) => p.quote_service_id !== serviceId);
    expect(other).toBeDefined();
    await consumer.goto(`/${lng}/service/${other!.quote_service_id}`);
    await hydrated(consumer);
    await consumer.getByRole('button', { name: tr('requests|direct_request>button') }).click();
    const offer = consumer.getByTestId('open-request-offer');
    await expect(offer.getByRole('heading', { name: tr('requests|direct_request>invite_title') })).toBeVisible();
    await offer.getByRole('button', { name: tr('requests|direct_request>invite_send') }).click();
    await expect(consumer.getByText(tr('requests|direct_request>invite_sent', { hours: 24 }))).toBeVisible();
    await expect(consumer).toHaveURL(new RegExp(`/service/${other!.quote_service_id}$`));
    // Asking the same pro again now answers "already asked" with a link to the request.
    await consumer.reload();
    await hydrated(consumer);
    await consumer.getByRole('button', { name: tr('requests|direct_request>button') }).click();
    await expect(consumer.getByText(tr('requests|direct_request>already'))).toBeVisible();
    // That answer is code 17 on a 409 (SPEC §8: tolerated), which the browser logs; it is the only problem expected.
    expect(problems.splice(0)).toEqual([
      `[error] ${consumer.url()} Failed to load resource: the server responded with a status of 409 (Conflict)`,
    ]);

    // 6. A repeat customer: once the consumer hires demo_pro on that request, asking demo_pro again from the profile
    // starts a new questionnaire instead of "already asked".
    const quotes = await (await consumerCtx.request.get(urlOf(bidsContract.requestQuotes, { params: { id: requestId } }))).json();
    const chosen = (quotes.data as Array<{ quote_bid_id: number; quote_service_id: number }>).find((b) => b.quote_service_id === serviceId);
    const hired = await consumerCtx.request.post(urlOf(bidsContract.hire, { params: { id: chosen!.quote_bid_id } }), {
      data: { date: '2030-01-20', time: '10:30' },
      headers: { Origin: baseURL! },
    });
    expect(hired.status()).toBe(200);
    await consumer.goto(`/${lng}/service/${serviceId}`);
    await hydrated(consumer);
    await consumer.getByRole('button', { name: tr('requests|direct_request>button') }).click();
    await expect(consumer).toHaveURL(new RegExp(`/${lng}/form/[a-z0-9-]+\\?pro=${serviceId}`));
    await expect(consumer.getByText(tr('requests|direct_request>already'))).toHaveCount(0);

    expect(problems, 'console errors, warnings or hydration problems').toEqual([]);
    await consumerCtx.close();
    await proCtx.close();
  });
}
