import { act, screen, within } from '@testing-library/react';
import type * as LinkRouter from '@client/test/link-router';
import type { PaymentOrder } from '@shared/schemas/payments.schema';
import { mockApi, ok } from '@client/test/mock-api';
import { renderWithProviders } from '@client/test/render-with-providers';
import { paymentsContract } from '@shared/api/payments.contract';
import { urlOf } from '@shared/api/endpoint';
import { PaymentStatus } from './payment-status';

jest.mock('react-router', () =>
  jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter('/en-HK/payment/abcdefghijklmnop1234'),
);

const HASH = 'abcdefghijklmnop1234';
const base: PaymentOrder = {
  hash: HASH,
  kind: 'payfee',
  pay_type: 'card',
  status: 'pending',
  amount: 800,
  credit: 880,
  currency: 'HKD',
  package_name: 'Standard',
  quote_bid_id: 41,
  follow_up: null,
  card_info: null,
  payment_code: null,
  barcode: null,
  virtual_account: null,
  expires_at: null,
  test_payment_url: null,
  paid_at: null,
  failure_code: null,
  failure_message: null,
  created: '2026-11-22 01:00:00',
};

function mockOrder(initial: PaymentOrder) {
  const state = { order: initial, reads: 0 };
  mockApi({
    [`GET ${urlOf(paymentsContract.order, { params: { hash: HASH } })}`]: () => {
      state.reads++;
      return ok(state.order);
    },
  });
  return state;
}

const renderStatus = () => renderWithProviders(<PaymentStatus hash={HASH} />);

const tick = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

/** A server timestamp ('YYYY-MM-DD HH:mm:ss', UTC). */
const serverTime = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

describe('PaymentStatus', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('when the card payment is pending, then the page asks again every 2 s and shows the paid order, its card and the sent quote, then stops', async () => {
    const api = mockOrder(base);
    renderStatus();
    expect(await screen.findByRole('heading', { name: 'Confirming your card payment…' })).toBeTruthy();
    expect(api.reads).toBe(1);
    await tick(2000);
    expect(api.reads).toBe(2);
    expect(screen.getByText('Waiting for payment')).toBeTruthy();

    api.order = {
      ...base,
      status: 'paid',
      card_info: 'visa|x|4242',
      paid_at: '2026-11-22 01:02:00',
      follow_up: 'sent',
    };
    await tick(2000);
    expect(screen.getByRole('heading', { name: 'Payment received' })).toBeTruthy();
    expect(screen.getByText('HK$880')).toBeTruthy();
    expect(screen.getByText('Visa •••• 4242')).toBeTruthy();
    expect(screen.getByText('Your quote was sent to the customer.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the lead' }).getAttribute('href')).toBe('/en-HK/dashboard/requests/41');
    expect(screen.getByRole('link', { name: 'See my new balance' }).getAttribute('href')).toBe('/en-HK/dashboard/credit');

    const reads = api.reads;
    await tick(10_000);
    expect(api.reads).toBe(reads);
  });

  it('when the card was declined (code 4), then the translated reason shows with a way to try again and nothing is polled', async () => {
    const api = mockOrder({
      ...base,
      kind: 'package',
      quote_bid_id: null,
      status: 'failed',
      failure_code: '4',
      failure_message: 'declined',
    });
    renderStatus();
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'Your card was declined. Try another card, or pay at a convenience store or by FPS.',
    );
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/en-HK/dashboard/pricing');
    await tick(6000);
    expect(api.reads).toBe(1);
  });

  it('when a convenience-store bill waits, then its code is large, its barcode drawn, the deadline in Hong Kong time and the sandbox link labelled', async () => {
    mockOrder({
      ...base,
      kind: 'custom',
      quote_bid_id: null,
      pay_type: 'cvs',
      amount: 600,
      credit: 600,
      payment_code: '8812345678901',
      barcode: '881234567890123456',
      // Two hours and a half from now, at a whole minute: the deadline says when, and how soon (SPEC §9, under 4 days).
      expires_at: serverTime(Math.ceil((Date.now() + 150 * 60_000) / 60_000) * 60_000),
      test_payment_url: '/sandbox/counter?code=8812345678901',
    });
    renderStatus();
    expect(await screen.findByRole('heading', { name: 'Pay at a convenience store' })).toBeTruthy();
    expect(screen.getByTestId('copy-value').textContent).toBe('8812345678901');
    expect(screen.getByRole('img', { name: 'Barcode of payment code 8812345678901' })).toBeTruthy();
    expect(await screen.findByText(/^\w{3} \d{1,2} \w{3}, \d{1,2}:\d\d [ap]m \(in 2 hours\), Hong Kong time$/)).toBeTruthy();
    const steps = screen.getByRole('list');
    expect(within(steps).getByText('Pay HK$600 in cash.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Sandbox: pay this bill now/ }).getAttribute('href')).toBe(
      '/sandbox/counter?code=8812345678901',
    );
  });
});
