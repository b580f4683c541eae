import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as LinkRouter from '@client/test/link-router';
import type { BidView } from '@shared/schemas/bids.schema';
import { DEFAULT_FEATURE_FLAGS } from '@shared/config/feature-flags';
import { EnvContext } from '@client/lib/env';
import { polyfillDialog } from '@client/test/dialog-polyfill';
import { renderWithProviders } from '@client/test/render-with-providers';
import { bidsContract } from '@shared/api/bids.contract';
import { quoteTemplatesContract } from '@shared/api/quote-templates.contract';
import { urlOf } from '@shared/api/endpoint';
import quotes from '../../../../locales/en-HK/quotes.json';
import requests from '../../../../locales/en-HK/requests.json';
import common from '../../../../locales/en-HK/common.json';
import { QuoteComposer, type QuoteComposerProps } from './quote-composer';

jest.mock('react-router', () =>
  jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter('/en-HK/dashboard/requests/41'),
);

const bid = {
  quote_bid_id: 41,
  quote_request_id: 9,
  quote_service_id: 3,
  quote_status_id: 1,
  bid_outcome: 1,
  narrow_status: 0,
  hired_on: null,
  hire_date: null,
  hire_time_slot: null,
  is_requestor_rejected: false,
  is_requestor_readed: false,
  requestor_last_read_on: null,
  quote_sent_on: null,
  quote_last_update_on: null,
  provider_last_read_on: null,
  is_provider_readed: true,
  is_provider_archived: false,
  is_interested: true,
  provider_tag: null,
  rating_type: null,
  flat_rate_at: null,
  hourly_rate_at: null,
  is_on_site_visit_required_for_quote: false,
  inspection_fee: null,
  is_more_information_required: false,
  price_note: '',
  attachments: [],
  is_contact_charge: false,
  last_used_template_id: null,
  requestor_note: '',
  completed_on: null,
  consumer_removed_on: null,
  created: '2026-11-22 01:00:00',
  modified: '2026-11-22 01:00:00',
  errorMessage: null,
  errorAction: null,
  quote_fee: 18,
  discount_percent: 0,
  unread_count: 0,
  is_reviewed: false,
  viewer: 'pro',
  available_actions: ['rating', 'pass'],
  request: {
    category: { id: 1, slug: 'plumbing', name_zh: '水喉維修', name_en: 'Plumbing' },
    district: null,
    description: '',
    preferred_dates: [],
    time_slots: [],
    is_closed: false,
    is_archived: false,
    state: 'open',
    created: '2026-11-22 01:00:00',
  },
} as BidView;

type Reply = { status: number; body: unknown };

function mockApi(routes: Record<string, Reply | (() => Reply)>) {
  const calls: Array<{ url: string; body: unknown }> = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const path = String(url);
    calls.push({ url: path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const key = Object.keys(routes).find((k) => path.startsWith(k));
    const r = key ? routes[key] : { status: 404, body: { status: 'Error', error: { code: 'not_found', message: 'not found' } } };
    const reply = typeof r === 'function' ? r() : r;
    return { ok: reply.status < 400, status: reply.status, statusText: '', json: async () => reply.body } as Response;
  }) as typeof fetch;
  return calls;
}

function renderComposer(props: Partial<QuoteComposerProps> = {}, { safetyPayment = false } = {}) {
  polyfillDialog();
  const env = { PUBLIC_URL: 'http://localhost:3000', featureFlags: { ...DEFAULT_FEATURE_FLAGS, safetyPayment } };
  return renderWithProviders(
    <EnvContext.Provider value={env}>
      <QuoteComposer bid={bid} renderVerification={() => <p>OTP form</p>} {...props} />
    </EnvContext.Provider>,
    { lng: 'en-HK', resources: { quotes, requests, common } },
    { toasts: true },
  );
}

const ok = (data: unknown): Reply => ({ status: 200, body: { status: 'Success', data } });
const fee = ok({ quote_bid_id: 41, fee: 18, original_fee: 18, discount_percent: 0, balance: 5, is_enough: false, already_charged: false });

describe('QuoteComposer', () => {
  it('when a flat quote has no price, then "invalid price" shows at the field and nothing is sent', async () => {
    const calls = mockApi({ [urlOf(bidsContract.previewFee)]: fee, [urlOf(quoteTemplatesContract.list)]: ok([]) });
    renderComposer();
    expect(await screen.findByText('HK$18')).toBeTruthy();
    expect(screen.getByTestId('wallet-balance-composer').textContent).toBe('HK$5');
    await userEvent.click(screen.getByRole('button', { name: 'Send quote' }));
    expect(screen.getByRole('alert').textContent).toBe('The price must be greater than 0');
    expect(calls.some((c) => c.url.includes('change_status/rating'))).toBe(false);
  });

  it('when the wallet cannot pay the fee (code 10), then the payment popup shows balance, fee and message with a way to the credit page', async () => {
    const calls = mockApi({
      [urlOf(bidsContract.previewFee)]: fee,
      [urlOf(quoteTemplatesContract.list)]: ok([]),
      [urlOf(bidsContract.sendQuote, { params: { id: 41 } })]: {
        status: 422,
        body: {
          status: 'Error',
          error: { code: 10, message: 'Not enough credit for this quote.', details: { balance: 5, fee: 18, quote_bid_id: 41 } },
        },
      },
    });
    renderComposer();
    await userEvent.type(screen.getByRole('textbox', { name: 'Total price (HKD)' }), '800');
    await userEvent.click(screen.getByRole('button', { name: 'Send quote' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Not enough credit' });
    expect(within(dialog).getByText('Not enough credit for this quote.')).toBeTruthy();
    expect(within(dialog).getByText('HK$13')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Go to my credit' }).getAttribute('href')).toBe('/en-HK/dashboard/credit');
    expect(calls.find((c) => c.url.includes('change_status/rating'))?.body).toMatchObject({ rating_type: 'flat', price: 800 });
  });

  it('when the page gives the popup its buying UI (code 10), then it shows in place and gets the lead, the shortfall and exactly what was typed', async () => {
    mockApi({
      [urlOf(bidsContract.previewFee)]: fee,
      [urlOf(quoteTemplatesContract.list)]: ok([]),
      [urlOf(bidsContract.sendQuote, { params: { id: 41 } })]: {
        status: 422,
        body: { status: 'Error', error: { code: 10, message: 'Not enough credit for this quote.', details: { balance: 5, fee: 18 } } },
      },
    });
    const renderBuyCredit = jest.fn(() => <p>Packages and saved cards</p>);
    renderComposer({ renderBuyCredit });
    await userEvent.type(screen.getByRole('textbox', { name: 'Total price (HKD)' }), '800');
    await userEvent.type(screen.getByRole('textbox', { name: 'Details of your quote' }), ' Parts included ');
    await userEvent.click(screen.getByRole('button', { name: 'Send quote' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Not enough credit' });
    expect(within(dialog).getByText('Packages and saved cards')).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: 'Go to my credit' })).toBeNull();
    expect(renderBuyCredit).toHaveBeenLastCalledWith({
      bidId: 41,
      fee: 18,
      balance: 5,
      shortfall: 13,
      draft: {
        rating_type: 'flat',
        price: 800,
        price_note: 'Parts included',
        attachments: [],
        template_id: undefined,
        save_as_template: undefined,
      },
    });
  });

  const refused = (message: string, autoRefill: Record<string, unknown>): Reply => ({
    status: 422,
    body: { status: 'Error', error: { code: 10, message, details: { balance: 5, fee: 18, auto_refill: autoRefill } } },
  });
  const HASH = 'AutoRefillOrder_0123456789';

  it('when auto-refill is charging the saved card (code 10, charging), then an info dialog says so with the payment link, and no buying popup', async () => {
    const message =
      "Not enough credit: we're topping up automatically with your saved card and will send this quote once the payment completes.";
    mockApi({
      [urlOf(bidsContract.previewFee)]: fee,
      [urlOf(quoteTemplatesContract.list)]: ok([]),
      [urlOf(bidsContract.sendQuote, { params: { id: 41 } })]: refused(message, { state: 'charging', order_hash: HASH, amount: 800 }),
    });
    const renderBuyCredit = jest.fn(() => <p>Packages and saved cards</p>);
    renderComposer({ renderBuyCredit });
    await userEvent.type(screen.getByRole('textbox', { name: 'Total price (HKD)' }), '800');
    await userEvent.click(screen.getByRole('button', { name: 'Send quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Topping up HK$800 with your saved card' });
    expect(within(dialog).getByText(message)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'See the payment' }).getAttribute('href')).toBe(`/en-HK/payment/${HASH}`);
    expect(screen.queryByRole('alertdialog', { name: 'Not enough credit' })).toBeNull();
    expect(renderBuyCredit).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog', { name: 'Topping up HK$800 with your saved card' })).toBeNull();
    // What the pro typed stays in the form.
    expect(screen.getByRole('textbox', { name: 'Total price (HKD)' })).toHaveProperty('value', '800');
  });

  it('when an earlier top-up is still open (code 10, pending), then the message shows with the link to that payment', async () => {
    const message = 'An automatic top-up is already under way and will send the first waiting quote; send this one again in a moment.';
    mockApi({
      [urlOf(bidsContract.previewFee)]: fee,
      [urlOf(quoteTemplatesContract.list)]: ok([]),
      [urlOf(bidsContract.sendQuote, { params: { id: 41 } })]: refused(message, { state: 'pending', order_hash: HASH }),
    });
    renderComposer({ renderBuyCredit: () => <p>Packages and saved cards</p> });
    await userEvent.type(screen.getByRole('textbox', { name: 'Total price (HKD)' }), '800');
    await userEvent.click(screen.getByRole('button', { name: 'Send quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'A top-up is already under way' });
    expect(within(dialog).getByText(message)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'See the payment' }).getAttribute('href')).toBe(`/en-HK/payment/${HASH}`);
    expect(screen.queryByText('Packages and saved cards')).toBeNull();
  });

  it.each([
    ['limit_reached', { state: 'limit_reached', monthly_limit: 1600 }, 'Automatic top-ups have reached your monthly limit (HK$1600).'],
    ['failed', { state: 'failed', order_hash: HASH, code: '4' }, 'The automatic top-up failed: your card was declined.'],
  ])(
    'when auto-refill could not top up (%s), then the payment popup shows its message as a warning above the buying UI',
    async (_s, refill, message) => {
      mockApi({
        [urlOf(bidsContract.previewFee)]: fee,
        [urlOf(quoteTemplatesContract.list)]: ok([]),
        [urlOf(bidsContract.sendQuote, { params: { id: 41 } })]: refused(message, refill),
      });
      renderComposer({ renderBuyCredit: () => <p>Packages and saved cards</p> });
      await userEvent.type(screen.getByRole('textbox', { name: 'Total price (HKD)' }), '800');
      await userEvent.click(screen.getByRole('button', { name: 'Send quote' }));
      const popup = await screen.findByRole('alertdialog', { name: 'Not enough credit' });
      const warning = within(popup).getByRole('status');
      expect(warning.textContent).toBe(message);
      // The warning comes before the buying UI in the popup.
      const buying = within(popup).getByText('Packages and saved cards');
      expect(warning.compareDocumentPosition(buying) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(screen.queryByRole('dialog', { name: /Topping up/ })).toBeNull();
    },
  );

  it('when the pro has no confirmed phone (code 6), then the phone verification appears in place', async () => {
    mockApi({
      [urlOf(bidsContract.previewFee)]: fee,
      [urlOf(quoteTemplatesContract.list)]: ok([]),
      [urlOf(bidsContract.sendQuote, { params: { id: 41 } })]: {
        status: 422,
        body: { status: 'Error', error: { code: 6, message: 'Phone verification needed.' } },
      },
    });
    renderComposer();
    await userEvent.click(screen.getByRole('radio', { name: 'Quote after on-site inspection' }));
    expect(screen.queryByRole('textbox', { name: 'Total price (HKD)' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send quote' }));
    expect(await screen.findByText('OTP form')).toBeTruthy();
  });

  it('when the quote went out meanwhile (code 6, already quoted), then the message shows in the form and no phone verification appears', async () => {
    mockApi({
      [urlOf(bidsContract.previewFee)]: fee,
      [urlOf(quoteTemplatesContract.list)]: ok([]),
      [urlOf(bidsContract.sendQuote, { params: { id: 41 } })]: {
        status: 409,
        body: {
          status: 'Error',
          error: { code: 6, message: common.errors.already_quoted, details: { quote_bid_id: 41, already_quoted: true } },
        },
      },
    });
    renderComposer();
    await userEvent.type(screen.getByRole('textbox', { name: 'Total price (HKD)' }), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Send quote' }));
    expect((await screen.findByText(common.errors.already_quoted)).closest('[role="alert"]')).toBeTruthy();
    expect(screen.queryByText('OTP form')).toBeNull();
  });

  it('when the account is limited for the category (code 690), then the reason is shown', async () => {
    mockApi({
      [urlOf(bidsContract.previewFee)]: fee,
      [urlOf(quoteTemplatesContract.list)]: ok([]),
      [urlOf(bidsContract.sendQuote, { params: { id: 41 } })]: {
        status: 422,
        body: { status: 'Error', error: { code: 690, message: 'Your account cannot quote in this category.' } },
      },
    });
    renderComposer();
    await userEvent.type(screen.getByRole('textbox', { name: 'Total price (HKD)' }), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Send quote' }));
    expect((await screen.findByText('Your account cannot quote in this category.')).closest('[role="alert"]')).toBeTruthy();
  });

  it('when the category needs a licence the pro has not had approved (code 251), then the reason shows with a link to upload it', async () => {
    const message = common.errors.category_qualification;
    mockApi({
      [urlOf(bidsContract.previewFee)]: fee,
      [urlOf(quoteTemplatesContract.list)]: ok([]),
      [urlOf(bidsContract.sendQuote, { params: { id: 41 } })]: {
        status: 422,
        body: { status: 'Error', error: { code: 251, message, details: { quote_category_id: 1, licence_type: 'wsd_plumber' } } },
      },
    });
    renderComposer();
    await userEvent.type(screen.getByRole('textbox', { name: 'Total price (HKD)' }), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Send quote' }));
    const alert = (await screen.findByText(message, { exact: false })).closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText(quotes.composer.qualification_title)).toBeTruthy();
    expect(within(alert).getByRole('link', { name: quotes.composer.upload_licence }).getAttribute('href')).toBe(
      '/en-HK/dashboard/certification',
    );
  });

  it('when the lead was refused for a missing licence before (errorAction upload_licence), then the form says so on opening', async () => {
    mockApi({ [urlOf(bidsContract.previewFee)]: fee, [urlOf(quoteTemplatesContract.list)]: ok([]) });
    renderComposer({ bid: { ...bid, errorAction: 'upload_licence' } });
    expect(await screen.findByRole('link', { name: quotes.composer.upload_licence })).toBeTruthy();
  });

  describe('the inspection fee of an on-site quote (safetyPayment flag)', () => {
    const onsite = () => userEvent.click(screen.getByRole('radio', { name: 'Quote after on-site inspection' }));
    const feeField = () => screen.queryByRole('textbox', { name: quotes.composer.inspection_fee });
    const sent = (calls: Array<{ url: string; body: unknown }>) => calls.filter((c) => c.url.includes('change_status/rating'));

    it('when the pro quotes on-site with a fee, then the field explains the deduction and the fee is sent with the quote', async () => {
      const calls = mockApi({
        [urlOf(bidsContract.previewFee)]: fee,
        [urlOf(quoteTemplatesContract.list)]: ok([]),
        [urlOf(bidsContract.sendQuote, { params: { id: 41 } })]: ok({ ...bid, rating_type: 'onsite', inspection_fee: 300 }),
      });
      renderComposer({}, { safetyPayment: true });
      expect(feeField()).toBeNull();
      await onsite();
      const field = feeField() as HTMLInputElement;
      expect(screen.getByText(quotes.composer.inspection_fee_hint)).toBeTruthy();
      await userEvent.type(field, '300');
      await userEvent.click(screen.getByRole('button', { name: 'Send quote' }));
      expect(await screen.findByText(quotes.composer.sent)).toBeTruthy();
      expect(sent(calls)[0]?.body).toMatchObject({ rating_type: 'onsite', inspection_fee: 300 });
    });

    it('when the fee is outside HK$100–3,000, then the range shows at the field and nothing is sent', async () => {
      const calls = mockApi({ [urlOf(bidsContract.previewFee)]: fee, [urlOf(quoteTemplatesContract.list)]: ok([]) });
      renderComposer({}, { safetyPayment: true });
      await onsite();
      await userEvent.type(feeField() as HTMLElement, '50');
      await userEvent.click(screen.getByRole('button', { name: 'Send quote' }));
      expect(screen.getByRole('alert').textContent).toBe(common.errors.safety_inspection_out_of_range);
      expect(feeField()?.getAttribute('aria-invalid')).toBe('true');
      expect(sent(calls)).toHaveLength(0);
    });

    it('when the server refuses the fee (400 at inspection_fee), then its translated message shows at the field', async () => {
      const message = common.errors.safety_inspection_not_whole;
      mockApi({
        [urlOf(bidsContract.previewFee)]: fee,
        [urlOf(quoteTemplatesContract.list)]: ok([]),
        [urlOf(bidsContract.sendQuote, { params: { id: 41 } })]: {
          status: 400,
          body: { status: 'Error', error: { code: 'validation', message: 'Invalid', details: { fields: { inspection_fee: message } } } },
        },
      });
      renderComposer({ bid: { ...bid, rating_type: 'onsite', inspection_fee: 300 } }, { safetyPayment: true });
      expect(feeField()).toHaveProperty('value', '300');
      await userEvent.click(screen.getByRole('button', { name: 'Send quote' }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(message);
      expect(feeField()?.getAttribute('aria-describedby')).toContain(alert.id);
    });

    it('when the fee is left empty, then the on-site quote is sent without one', async () => {
      const calls = mockApi({
        [urlOf(bidsContract.previewFee)]: fee,
        [urlOf(quoteTemplatesContract.list)]: ok([]),
        [urlOf(bidsContract.sendQuote, { params: { id: 41 } })]: ok({ ...bid, rating_type: 'onsite' }),
      });
      renderComposer({}, { safetyPayment: true });
      await onsite();
      await userEvent.click(screen.getByRole('button', { name: 'Send quote' }));
      expect(await screen.findByText(quotes.composer.sent)).toBeTruthy();
      expect(sent(calls)[0]?.body).not.toHaveProperty('inspection_fee');
    });

    it('when the safetyPayment flag is off, then an on-site quote has no fee field', async () => {
      mockApi({ [urlOf(bidsContract.previewFee)]: fee, [urlOf(quoteTemplatesContract.list)]: ok([]) });
      renderComposer();
      await onsite();
      expect(feeField()).toBeNull();
    });
  });
});
