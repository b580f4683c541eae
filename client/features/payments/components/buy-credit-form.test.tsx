import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as LinkRouter from '@client/test/link-router';
import { PURCHASE_RANGES, type PayType } from '@shared/domain/payments';
import type { SavedCard } from '@shared/schemas/payments.schema';
import { mockApi as mockRoutes, ok, type ApiReply } from '@client/test/mock-api';
import { renderWithProviders } from '@client/test/render-with-providers';
import { creditPackage } from '@client/test/payment-fixtures';
import { chargeConfigsContract } from '@shared/api/charge-configs.contract';
import { paymentsContract } from '@shared/api/payments.contract';
import { urlOf } from '@shared/api/endpoint';
import { leavePageFor } from '../lib/leave-page';
import { BuyCreditForm, type BuyCreditFormProps } from './buy-credit-form';

jest.mock('react-router', () => jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter('/en-HK/dashboard/pricing'));
jest.mock('../lib/leave-page', () => ({ leavePageFor: jest.fn() }));

const PACKAGES = [
  creditPackage(1, 'starter', 100, 50, { is_starter: true, is_available: false }),
  creditPackage(2, 'basic', 300, 0),
  creditPackage(3, 'standard', 800, 80),
  creditPackage(4, 'business', 3000, 600),
];

const ORDER_URL = urlOf(paymentsContract.orders);

function mockApi({ cards = [] as SavedCard[], orders = [] as ApiReply[], payTypes = ['card', 'cvs', 'bank'] as PayType[] } = {}) {
  const posts: Array<Record<string, unknown>> = [];
  mockRoutes({
    [`GET ${urlOf(paymentsContract.packages)}`]: ok({ items: PACKAGES, pay_types: payTypes }),
    [`GET ${urlOf(paymentsContract.cards)}`]: ok({ items: cards }),
    // The server's charge configs: the same ranges it checks purchases against.
    [`GET ${urlOf(chargeConfigsContract.chargeConfigs)}`]: ok(PURCHASE_RANGES),
    [`POST ${ORDER_URL}`]: ({ body }) => {
      posts.push(body as Record<string, unknown>);
      return orders.shift() ?? ok({ order: { hash: 'h'.repeat(20) }, redirect_url: 'https://gateway.test/checkout/abc' });
    },
  });
  return posts;
}

const renderForm = (props: BuyCreditFormProps = {}) => renderWithProviders(<BuyCreditForm {...props} />);

const KEY = /^[A-Za-z0-9_-]{8,64}$/;
const amountField = () => screen.getByRole('textbox', { name: 'Amount (HKD)' });

beforeEach(() => jest.mocked(leavePageFor).mockClear());

describe('BuyCreditForm', () => {
  it('when packages load, then each shows price and credit, the used starter pack is disabled, one is marked best value and the first on sale is chosen', async () => {
    mockApi();
    renderForm();
    const basic = await screen.findByRole('radio', { name: /Basic/ });
    expect(basic).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: /Starter/ })).toHaveProperty('disabled', true);
    expect(screen.getByRole('radio', { name: /Business.*Best value.*\+HK\$600 bonus/ })).toBeTruthy();
    expect(screen.getByText('You get HK$880 credit')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay HK$300 by card' })).toBeTruthy();
  });

  it('when the chosen package costs less than a convenience store takes, then that way is disabled with its range until a package it takes is chosen', async () => {
    const posts = mockApi();
    renderForm({ preselect: 'basic' });
    const store = await screen.findByRole('radio', { name: 'Convenience store' });
    expect(store).toHaveProperty('disabled', true);
    expect(store.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Not for this package: at a convenience store you can pay HK$500 to HK$20,000.')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Card' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Bank transfer (FPS)' })).toHaveProperty('disabled', false);

    await userEvent.click(screen.getByRole('radio', { name: /Standard/ }));
    expect(store).toHaveProperty('disabled', false);
    await userEvent.click(store);
    // Back to a package the store cannot take: the choice falls back to card, so no refused order is ever sent.
    await userEvent.click(screen.getByRole('radio', { name: /Basic/ }));
    expect(screen.getByRole('radio', { name: 'Card' })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('button', { name: 'Pay HK$300 by card' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ pay_type: 'card', package_id: 2 });
  });

  it('when the provider takes cards only (Stripe), then no other way to pay is offered', async () => {
    mockApi({ payTypes: ['card'] });
    renderForm({ preselect: 'business' });
    expect(await screen.findByRole('radio', { name: /Business/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Card' })).toHaveProperty('checked', true);
    expect(screen.queryByRole('radio', { name: 'Convenience store' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Bank transfer (FPS)' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay HK$3,000 by card' })).toBeTruthy();
  });

  it('when a custom amount is outside the range of the chosen way to pay, then the field says the range and no order is created', async () => {
    const posts = mockApi();
    renderForm();
    await userEvent.click(await screen.findByRole('radio', { name: /Another amount/ }));
    await userEvent.type(amountField(), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Pay HK$30 by card' }));
    expect(screen.getByRole('alert').textContent).toBe('By card you can buy HK$50 to HK$9,999');
    // The focus leaves the pay button for the field, whose error is its description.
    expect(document.activeElement).toBe(amountField());
    expect(amountField().getAttribute('aria-invalid')).toBe('true');
    expect(amountField().getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);

    await userEvent.click(screen.getByRole('radio', { name: 'Convenience store' }));
    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '400');
    expect(screen.getByRole('alert').textContent).toBe('At a convenience store you can pay HK$500 to HK$20,000');
    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '20001');
    expect(screen.getByRole('alert').textContent).toBe('At a convenience store you can pay HK$500 to HK$20,000');

    await userEvent.click(screen.getByRole('radio', { name: 'Bank transfer (FPS)' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '30001');
    expect(screen.getByRole('alert').textContent).toBe('By bank transfer you can pay HK$50 to HK$30,000');
    expect(posts).toHaveLength(0);
  });

  it('when the pro pays a package by card, then the order carries the package and an idempotency key, and the browser goes to the gateway', async () => {
    const posts = mockApi();
    renderForm({ preselect: 'standard' });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay HK$800 by card' }));
    await waitFor(() => expect(leavePageFor).toHaveBeenCalledWith('https://gateway.test/checkout/abc'));
    expect(posts).toEqual([{ pay_type: 'card', package_id: 3, save_card: false, idempotency_key: expect.stringMatching(KEY) }]);
  });

  it('when a failed attempt is retried unchanged, then it reuses its idempotency key; another choice gets a new key', async () => {
    const unavailable = { status: 503, body: { status: 'Error', error: { code: 'provider_unavailable', message: 'Try later.' } } };
    const posts = mockApi({ orders: [unavailable, unavailable] });
    renderForm({ preselect: 'custom' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Amount (HKD)' }), '600');
    await userEvent.click(screen.getByRole('radio', { name: 'Convenience store' }));
    await userEvent.click(screen.getByRole('button', { name: 'Get a payment code for HK$600' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Try later.');
    await userEvent.click(screen.getByRole('button', { name: 'Get a payment code for HK$600' }));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[0]).toEqual({ pay_type: 'cvs', amount: 600, idempotency_key: expect.stringMatching(KEY) });
    expect(posts[1].idempotency_key).toBe(posts[0].idempotency_key);

    await userEvent.click(screen.getByRole('radio', { name: 'Bank transfer (FPS)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Get transfer details for HK$600' }));
    await waitFor(() => expect(leavePageFor).toHaveBeenCalledTimes(1));
    expect(posts[2]).toMatchObject({ pay_type: 'bank', amount: 600 });
    expect(posts[2].idempotency_key).not.toBe(posts[0].idempotency_key);
  });

  it('when the server refuses the amount (invalid_amount), then its translated message shows at the field', async () => {
    mockApi({
      orders: [
        {
          status: 422,
          body: { status: 'Error', error: { code: 'invalid_amount', message: 'Server says no.', details: { min: 50, max: 9999 } } },
        },
      ],
    });
    renderForm({ preselect: 'custom', initialAmount: 120 });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay HK$120 by card' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Server says no.');
    expect(amountField().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(amountField());
    expect(leavePageFor).not.toHaveBeenCalled();
  });

  it('when paying a quote’s shortfall from the popup, then the order carries the lead and exactly the typed quote, for at least HK$50', async () => {
    const posts = mockApi();
    const draft = { rating_type: 'flat' as const, price: 800, price_note: 'Parts included', attachments: [5], save_as_template: 'Leak' };
    renderForm({ quote: { bidId: 41, draft }, shortfall: 13 });
    expect(await screen.findByRole('radio', { name: /Just the shortfall: HK\$50/ })).toHaveProperty('checked', true);
    expect(screen.getByText(/your quote is sent as you typed it/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Pay HK$50 by card' }));
    await waitFor(() => expect(leavePageFor).toHaveBeenCalled());
    expect(posts[0]).toEqual({
      pay_type: 'card',
      amount: 50,
      quote_bid_id: 41,
      quote_draft: draft,
      save_card: false,
      idempotency_key: expect.stringMatching(KEY),
    });
  });

  it('when the pro has a saved card, then one tap pays with it (no new card page)', async () => {
    const posts = mockApi({ cards: [{ id: 7, card_info: 'visa|x|4242', brand: 'visa', last4: '4242' }] });
    renderForm({ preselect: 'basic' });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay HK$300 with Visa •••• 4242' }));
    await waitFor(() => expect(leavePageFor).toHaveBeenCalled());
    expect(posts[0]).toEqual({ pay_type: 'card', package_id: 2, card_id: 7, idempotency_key: expect.stringMatching(KEY) });
    expect(screen.getByRole('button', { name: 'Pay HK$300 with a new card' })).toBeTruthy();
  });
});
