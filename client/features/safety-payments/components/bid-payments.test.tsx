/** A bid's safety payments: the consumer pays a suggestion into safety, what each side sees, and only the allowed buttons. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as LinkRouter from '@client/test/link-router';
import { urlOf } from '@shared/api/endpoint';
import { safetyPaymentsContract as c } from '@shared/api/safety-payments.contract';
import { polyfillDialog } from '@client/test/dialog-polyfill';
import { mockApi, ok, refused } from '@client/test/mock-api';
import { renderWithProviders } from '@client/test/render-with-providers';
import dashboard from '../../../../locales/en-HK/dashboard.json';
import common from '../../../../locales/en-HK/common.json';
import dashboardZh from '../../../../locales/zh-HK/dashboard.json';
import commonZh from '../../../../locales/zh-HK/common.json';
import { useSafetyBid } from '../api/safety-payments.queries';
import { goToPayment } from '../lib/go-to-payment';
import { safetyBid, safetyPart, safetyPayIn, safetyPayment } from '../test/safety-fixtures';
import { BidPayments } from './bid-payments';

jest.mock('react-router', () =>
  jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter('/en-HK/dashboard/safety-payments/5'),
);
jest.mock('../lib/go-to-payment', () => ({ ...jest.requireActual('../lib/go-to-payment'), goToPayment: jest.fn() }));

beforeAll(polyfillDialog);
beforeEach(() => jest.mocked(goToPayment).mockClear());

const EN = { lng: 'en-HK' as const, resources: { dashboard, common } };
const ZH = { lng: 'zh-HK' as const, resources: { dashboard: dashboardZh, common: commonZh } };
const ADD = `POST ${urlOf(c.add, { params: { bidId: 5 } })}`;
const ORDER = `POST ${urlOf(c.order, { params: { id: 31 } })}`;
const BID = `GET ${urlOf(c.bid, { params: { bidId: 5 } })}`;
const SUGGESTED = safetyBid({ suggestions: [{ kind: 'job', plan: 'full', price: 1200, parts: [1200] }] });
let keys = 0;
const newKey = () => `co_test_key_${++keys}`;

/** The bid's page as the app draws it: from the bid's read, so a change refetches it. */
function BidPage() {
  const { data } = useSafetyBid(5);
  return data ? <BidPayments bid={data} newKey={newKey} /> : null;
}

describe('BidPayments', () => {
  it('when the consumer pays a suggestion, then the plan is added, its first part ordered with a fresh key, and the browser leaves for the card page', async () => {
    const calls = mockApi({
      [ADD]: ok(safetyPayment()),
      [ORDER]: ok({ pay_in: safetyPayIn({ pay_type: 'card' }), redirect_url: 'https://gateway.test/checkout/abc' }),
    });
    renderWithProviders(<BidPayments bid={SUGGESTED} newKey={newKey} />, EN);
    const card = screen.getByTestId('safety-suggestion');
    // The commission is the pro's, shown to both before anything is paid.
    expect(within(card).getByText("Sifu's commission (5%, paid by the pro)")).toBeTruthy();
    expect(within(card).getByText('HK$60')).toBeTruthy();
    expect(within(card).getByText('Lee Kee Plumbing receives')).toBeTruthy();
    expect(within(card).getByText('HK$1,140')).toBeTruthy();
    expect(within(card).getByText(/automatically 7 days after the pro marks the work completed/)).toBeTruthy();

    await userEvent.click(within(card).getByRole('button', { name: 'Pay HK$1,200 into safety' }));

    await waitFor(() => expect(goToPayment).toHaveBeenCalledTimes(1));
    const posts = calls.filter((x) => x.method === 'POST');
    expect(posts.map((x) => `${x.method} ${x.url}`)).toEqual([ADD, ORDER]);
    expect(posts[0].body).toEqual({ kind: 'job', plan: 'full', price: 1200, parts: [1200] });
    expect(posts[1].body).toEqual({ pay_type: 'card', idempotency_key: expect.stringMatching(/^co_test_key_\d+$/) });
    expect(jest.mocked(goToPayment).mock.calls[0][0]).toBe('https://gateway.test/checkout/abc');
  });

  it('when the inspection fee was paid into safety, then the job suggestion says it is taken off the quoted price', () => {
    mockApi({});
    const inspection = safetyPayment({
      id: 20,
      kind: 'inspection',
      price: 300,
      parts: [safetyPart({ id: 30, amount: 300, held: 300, status: 'held', commission: 15, pro_receives: 285 })],
    });
    const bid = safetyBid({
      bid: { ...safetyBid().bid, quoted_price: 2000, inspection_fee: 300 },
      payments: [inspection],
      suggestions: [{ kind: 'job', plan: 'full', price: 1700, parts: [1700] }],
    });
    renderWithProviders(<BidPayments bid={bid} newKey={newKey} />, EN);
    const card = screen.getByRole('region', { name: 'Pay HK$1,700 into safety' });
    expect(within(card).getByText(/HK\$300 inspection fee taken off/)).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Pay HK$1,700 into safety' })).toBeTruthy();
  });

  it('when paying the suggestion fails after it was added, then the message stays and the new payment offers its own pay button', async () => {
    const redirect = '/en-HK/dashboard/safety-payments/5/31';
    const added = safetyPayment({ parts: [safetyPart({ actions: ['pay'] })] });
    const calls = mockApi({
      // The add makes the bid's view stale: read again, it has the payment.
      [BID]: [ok(SUGGESTED), ok({ ...SUGGESTED, payments: [added] })],
      [ADD]: ok(added),
      [ORDER]: [
        refused(503, 'provider_unavailable', 'The payment service is busy. Try again.'),
        ok({ pay_in: safetyPayIn(), redirect_url: redirect }),
      ],
    });
    renderWithProviders(<BidPage />, EN);
    await userEvent.click(await screen.findByRole('radio', { name: 'Convenience store' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay HK$1,200 into safety' }));
    expect(await screen.findByText('The payment service is busy. Try again.')).toBeTruthy();
    expect(goToPayment).not.toHaveBeenCalled();
    expect(screen.queryByTestId('safety-suggestion')).toBeNull();

    // Paying again goes through the payment's own sheet: no second add, a new attempt with a new key.
    await userEvent.click(screen.getByRole('button', { name: 'Pay HK$1,200' }));
    const sheet = screen.getByRole('dialog');
    await userEvent.click(within(sheet).getByRole('radio', { name: 'Convenience store' }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Pay HK$1,200' }));
    await waitFor(() => expect(goToPayment).toHaveBeenCalledWith(redirect, expect.any(Function)));
    expect(calls.filter((x) => `${x.method} ${x.url}` === ADD)).toHaveLength(1);
    const orders = calls
      .filter((x) => `${x.method} ${x.url}` === ORDER)
      .map((o) => o.body as { pay_type: string; idempotency_key: string });
    expect(orders.map((o) => o.pay_type)).toEqual(['cvs', 'cvs']);
    expect(orders[0].idempotency_key).not.toBe(orders[1].idempotency_key);
  });

  it('when a payment is held, then both see what Sifu holds and its parts show only the allowed buttons', async () => {
    mockApi({});
    const held = safetyPayment({
      plan: 'deposit',
      parts: [
        safetyPart({
          id: 31,
          position: 1,
          amount: 400,
          held: 400,
          status: 'held',
          commission: 20,
          pro_receives: 380,
          actions: ['confirm', 'apply_refund'],
        }),
        safetyPart({ id: 32, position: 2, amount: 800, status: 'awaiting_payment', commission: 40, pro_receives: 760, actions: ['pay'] }),
      ],
    });
    renderWithProviders(<BidPayments bid={safetyBid({ payments: [held] })} newKey={newKey} />, EN);
    expect(within(screen.getByTestId('held-amount')).getByText('HK$400')).toBeTruthy();
    const [deposit, balance] = screen.getAllByTestId('safety-part');
    expect(within(deposit).getByText('Deposit')).toBeTruthy();
    expect(within(deposit).getByRole('button', { name: 'Confirm the work is done' })).toBeTruthy();
    expect(within(deposit).getByRole('link', { name: 'Open and respond' }).getAttribute('href')).toBe(
      '/en-HK/dashboard/safety-payments/5/31',
    );
    expect(within(deposit).queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(within(balance).getByRole('button', { name: 'Pay HK$800' })).toBeTruthy();
    expect(within(balance).queryByRole('button', { name: 'Confirm the work is done' })).toBeNull();
    // No suggestion card once a payment of that kind exists.
    expect(screen.queryByTestId('safety-suggestion')).toBeNull();
  });

  it('when the consumer confirms, then the dialog says how much leaves safety and what the pro receives before it is sent', async () => {
    const CONFIRM = `POST ${urlOf(c.confirm, { params: { id: 31 } })}`;
    const calls = mockApi({ [CONFIRM]: ok(safetyPart({ status: 'released', released: 1200 })) });
    const held = safetyPayment({ parts: [safetyPart({ held: 1200, status: 'held', actions: ['confirm'] })] });
    renderWithProviders(<BidPayments bid={safetyBid({ payments: [held] })} newKey={newKey} />, EN);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the work is done' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('Release HK$1,200 to Lee Kee Plumbing?')).toBeTruthy();
    expect(within(dialog).getByText(/who receives HK\$1,140 after Sifu's commission/)).toBeTruthy();
    expect(calls).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Release HK$1,200' }));
    await waitFor(() => expect(calls.map((x) => `${x.method} ${x.url}`)).toContain(CONFIRM));
  });

  it('when the pro opens a bid without a payment, then the plan form and the payout reminder show, in Chinese', async () => {
    mockApi({ [`GET ${urlOf(c.payoutAccount)}`]: ok(null) });
    renderWithProviders(<BidPayments bid={safetyBid({ role: 'pro' })} newKey={newKey} />, ZH);
    expect(screen.getByRole('heading', { name: '提出安心付' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: '設定收款帳戶' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '設定收款帳戶' }).getAttribute('href')).toBe('/en-HK/dashboard/settings/payout');
  });
});
