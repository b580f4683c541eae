import { fireEvent, screen, waitFor } from '@testing-library/react';
import type * as LinkRouter from '@client/test/link-router';
import { mockApi, ok, refused } from '@client/test/mock-api';
import { renderWithProviders } from '@client/test/render-with-providers';
import { subjectTicket as ticket } from '@client/test/ticket-fixtures';
import { creditRefundsContract } from '@shared/api/credit-refunds.contract';
import { walletContract } from '@shared/api/wallet.contract';
import { urlOf } from '@shared/api/endpoint';
import type { OpsCreditRefund } from '@shared/schemas/credit-refunds.schema';
import type { OpsChargeApplication } from '@shared/schemas/wallet-statements.schema';
import ops from '../../../../locales/en-HK/ops.json';
import common from '../../../../locales/en-HK/common.json';
import CreditRefundPanel from './credit-refund-panel';
import ReceiptPanel from './receipt-panel';

jest.mock('react-router', () => jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter());

const EN = { lng: 'en-HK' as const, resources: { ops, common } };

const refund: OpsCreditRefund = {
  request: {
    id: 7,
    amount: 300,
    status: 'pending',
    source: 'credit',
    note: '',
    reason: '',
    decided_at: null,
    created: '2026-11-29 09:00:00',
    lines: [],
  },
  pro: { id: 41, username: 'siuming', full_name: '李小明' },
  decided_by: null,
  balance: 500,
  free: 200,
  purchased: 300,
  refundable: 300,
  orders: [
    {
      hash: 'abcdef1234',
      pay_type: 'card',
      amount: 300,
      credit: 300,
      refunded_amount: 0,
      refundable: 300,
      card_info: null,
      paid_at: '2026-11-20 09:00:00',
    },
  ],
};

const application: OpsChargeApplication = {
  application: {
    id: 7,
    type: 'receipt',
    company_name: '',
    business_registration_no: null,
    address: '',
    email: 'siuming@example.com',
    order_ids: [1],
    order_refs: ['abcdef1234'],
    total_amount: 300,
    status: 'issued',
    note: '',
    operator_note: null,
    document_number: 'SR-2026-000123',
    document_url: null,
    created: '2026-11-29 09:00:00',
  },
  pro: { id: 41, username: 'siuming', full_name: '李小明', email: 'siuming@example.com', language: 'zh-HK' },
  orders: [
    { id: 1, hash: 'abcdef1234', amount: 300, credit: 300, package_name_zh: null, package_name_en: null, paid_at: '2026-11-20 09:00:00' },
  ],
  invoice_settings: null,
  issued_at: '2026-11-29 11:00:00',
  issued_by: 'Ann Finance',
  ops_document_url: '/ops/receipts/7.pdf',
};

describe('CreditRefundPanel', () => {
  const read = `GET ${urlOf(creditRefundsContract.opsDetail, { params: { id: 7 } })}`;
  const approve = `POST ${urlOf(creditRefundsContract.approve, { params: { id: 7 } })}`;
  const reject = `POST ${urlOf(creditRefundsContract.reject, { params: { id: 7 } })}`;

  it('when a pending request is shown, then rejecting needs a reason and approving sends the optional one', async () => {
    const calls = mockApi({ [read]: ok(refund), [approve]: ok({ ...refund, request: { ...refund.request, status: 'approved' } }) });
    renderWithProviders(<CreditRefundPanel ticket={ticket('credit_refund', 'refunds')} />, EN, { toasts: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Give a reason')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Reason (required to reject; the pro reads it)'), { target: { value: ' checked ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve HK$300' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', url: approve.slice(5), body: { reason: 'checked' } }]),
    );
    expect(await screen.findByText('Refund of HK$300 approved')).toBeTruthy();
  });

  it('when the pro has spent credit since asking, then approve is off and the shortfall shows', async () => {
    mockApi({ [read]: ok({ ...refund, refundable: 120 }) });
    renderWithProviders(<CreditRefundPanel ticket={ticket('credit_refund', 'refunds')} />, EN, { toasts: true });
    const button = await screen.findByRole('button', { name: 'Approve HK$300' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/only HK\$120 can be refunded now/)).toBeTruthy();
  });

  it('when a colleague decided first, then the server’s 409 message shows', async () => {
    mockApi({ [read]: ok(refund), [reject]: refused(409, 'conflict', 'This request has already been decided. Refresh the page.') });
    renderWithProviders(<CreditRefundPanel ticket={ticket('credit_refund', 'refunds')} />, EN, { toasts: true });
    fireEvent.change(await screen.findByLabelText('Reason (required to reject; the pro reads it)'), { target: { value: 'spent' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('This request has already been decided. Refresh the page.')).toBeTruthy();
  });

  it('when the request was rejected, then who decided and the reason show instead of the form', async () => {
    const decided = {
      ...refund,
      request: { ...refund.request, status: 'rejected' as const, reason: 'credit spent', decided_at: '2026-11-29 12:00:00' },
      decided_by: { id: 2, username: 'ann', full_name: 'Ann Finance' },
    };
    mockApi({ [read]: ok(decided) });
    renderWithProviders(<CreditRefundPanel ticket={ticket('credit_refund', 'refunds')} />, EN, { toasts: true });
    expect(await screen.findByText(/Rejected by Ann Finance/)).toBeTruthy();
    expect(screen.getByText(/· credit spent/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });
});

describe('ReceiptPanel', () => {
  const read = `GET ${urlOf(walletContract.opsChargeApplication, { params: { id: 7 } })}`;

  it('when the receipt was issued, then its number, who issued it and the PDF link show', async () => {
    mockApi({ [read]: ok(application) });
    renderWithProviders(<ReceiptPanel ticket={ticket('charge_application', 'receipts')} />, EN);
    expect(await screen.findByText(/Issued SR-2026-000123 by Ann Finance/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download SR-2026-000123 (PDF)' }).getAttribute('href')).toBe('/ops/receipts/7.pdf');
    expect(screen.queryByRole('button', { name: 'Produce and send' })).toBeNull();
  });
});
