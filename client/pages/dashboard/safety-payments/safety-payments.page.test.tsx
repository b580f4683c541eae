/** dashboard/safety-payments[/{bidId}[/{pid}[/receipt]]]: which view each URL draws, and what the page composes into it. */
import { screen, within } from '@testing-library/react';
import type * as LinkRouter from '@client/test/link-router';
import { accountsContract } from '@shared/api/accounts.contract';
import { urlOf } from '@shared/api/endpoint';
import { safetyPaymentsContract as c } from '@shared/api/safety-payments.contract';
import { mockApi, ok } from '@client/test/mock-api';
import { renderWithProviders } from '@client/test/render-with-providers';
import { safetyBid, safetyPart, safetyPayIn, safetyPayment } from '@client/features/safety-payments/test/safety-fixtures';
import dashboard from '../../../../locales/en-HK/dashboard.json';
import common from '../../../../locales/en-HK/common.json';
import pricing from '../../../../locales/en-HK/pricing.json';
import SafetyPaymentsPage from './safety-payments.page';

const mockParams: { current: Record<string, string> } = { current: {} };
jest.mock('react-router', () =>
  jest
    .requireActual<typeof LinkRouter>('@client/test/link-router')
    .linkRouter('/en-HK/dashboard/safety-payments', { useParams: () => mockParams.current }),
);

const EN = { lng: 'en-HK' as const, resources: { dashboard, common, pricing } };
const SESSION = `GET ${urlOf(accountsContract.session)}`;
const LIST = `GET ${urlOf(c.list, { query: { page: 1 } })}`;
const BID = `GET ${urlOf(c.bid, { params: { bidId: 5 } })}`;
const PART = `GET ${urlOf(c.part, { params: { id: 31 } })}`;
const empty = { items: [], page: 1, page_size: 20, total: 0, total_pages: 0 };

describe('SafetyPaymentsPage', () => {
  it('without a payment yet, then the list says what safety payments are', async () => {
    mockParams.current = {};
    mockApi({ [LIST]: ok(empty), [SESSION]: ok(null) });
    renderWithProviders(<SafetyPaymentsPage />, EN);
    expect(await screen.findByRole('heading', { name: 'No safety payments yet' })).toBeTruthy();
    expect(screen.getByText(/Sifu holds the money until the job is done/)).toBeTruthy();
  });

  it('lists each payment with the other party, kind, price, what is held and status, leading to the bid', async () => {
    mockParams.current = {};
    const item = {
      id: 21,
      bid_id: 5,
      kind: 'job',
      price: 1200,
      held: 400,
      status: 'held',
      role: 'consumer',
      category_name: 'Plumbing',
      other_name: 'Lee Kee Plumbing',
      created: '2026-11-28 01:00:00',
    };
    mockApi({ [LIST]: ok({ ...empty, items: [item], total: 1, total_pages: 1 }), [SESSION]: ok(null) });
    renderWithProviders(<SafetyPaymentsPage />, EN);
    const row = await screen.findByTestId('safety-row');
    expect(row.getAttribute('href')).toBe('/en-HK/dashboard/safety-payments/5');
    expect(within(row).getByText('Plumbing')).toBeTruthy();
    expect(within(row).getByText(/Pro: Lee Kee Plumbing · Job/)).toBeTruthy();
    expect(within(row).getByText('HK$1,200')).toBeTruthy();
    expect(within(row).getByText('HK$400 held')).toBeTruthy();
    expect(within(row).getByText('Held by Sifu')).toBeTruthy();
  });

  it('on a part waiting for a store payment, the payments feature draws the code with its copy button and the barcode', async () => {
    mockParams.current = { bidId: '5', pid: '31' };
    const part = safetyPart({ actions: ['pay'], pay_in: safetyPayIn() });
    mockApi({ [BID]: ok(safetyBid({ payments: [safetyPayment({ parts: [part] })] })), [PART]: ok(part) });
    renderWithProviders(<SafetyPaymentsPage />, EN);
    expect(await screen.findByText('Payment code')).toBeTruthy();
    expect(screen.getByTestId('copy-value').textContent).toBe('LP12345678');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Barcode of payment code LP12345678' })).toBeTruthy();
  });

  it('on a paid part’s receipt, the card, the amount and the PDF link of the receipt endpoint show', async () => {
    mockParams.current = { bidId: '5', pid: '31', detail: 'receipt' };
    const part = safetyPart({
      status: 'held',
      held: 1200,
      pay_in: safetyPayIn({ pay_type: 'card', status: 'paid', card_info: 'visa|x|4242', paid_at: '2026-11-28 01:05:00' }),
    });
    mockApi({ [BID]: ok(safetyBid({ payments: [safetyPayment({ parts: [part] })] })), [PART]: ok(part) });
    renderWithProviders(<SafetyPaymentsPage />, EN);
    expect(await screen.findByRole('heading', { name: 'Receipt' })).toBeTruthy();
    expect(screen.getByText('Card (Visa •••• 4242)')).toBeTruthy();
    expect(screen.getByText('28 Nov 2026, 09:05')).toBeTruthy();
    expect(screen.getByText('Paid in full, Plumbing by Lee Kee Plumbing')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe('/api/safety_payments/receipt/31');
  });
});
