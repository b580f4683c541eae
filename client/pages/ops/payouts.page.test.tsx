import type * as React from 'react';
import type { ReactNode } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type * as LinkRouter from '@client/test/link-router';
import { mockApi, ok, refused } from '@client/test/mock-api';
import { renderWithProviders } from '@client/test/render-with-providers';
import { backOfficeContract } from '@shared/api/back-office.contract';
import { urlOf } from '@shared/api/endpoint';
import { safetyPaymentsContract as c } from '@shared/api/safety-payments.contract';
import { nextValueDate } from '@shared/domain/payout-value-date';
import type { PayoutStatus } from '@shared/domain/safety-payments';
import type { OpsPayout, OpsPayoutBatch } from '@shared/schemas/safety-payments.schema';
import ops from '../../../locales/en-HK/ops.json';
import common from '../../../locales/en-HK/common.json';
import opsZh from '../../../locales/zh-HK/ops.json';
import commonZh from '../../../locales/zh-HK/common.json';
import OpsPayoutsPage from './payouts.page';

/** The page's query string (a test moves to another tab by setting it before rendering). */
let mockSearch = '';
jest.mock('react-router', () =>
  jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter(() => ({ pathname: '/ops/payouts', search: mockSearch }), {
    NavLink: ({ to, children }: { to: string; children?: ReactNode }) =>
      jest.requireActual<typeof React>('react').createElement('a', { href: to }, children),
    useParams: () => ({}),
  }),
);

const EN = { lng: 'en-HK' as const, resources: { ops, common } };
const ZH = { lng: 'zh-HK' as const, resources: { ops: opsZh, common: commonZh } };

const payout = (id: number, over: Partial<OpsPayout> = {}): OpsPayout => ({
  id,
  status: 'pending',
  amount: 1140,
  pro: { id: 40 + id, name: `李師傅${id}號` },
  account: '004-123-***9012',
  batch_id: null,
  failure_reason: null,
  part_id: 100 + id,
  bid_id: 200 + id,
  shop_order_id: null,
  created: '2026-11-28 09:00:00',
  paid_at: null,
  ...over,
});

const batch: OpsPayoutBatch = {
  id: 4,
  value_date: '2026-12-01',
  line_count: 2,
  total: 2280,
  exported_at: null,
  created: '2026-11-30 09:00:00',
  created_by: 'Ann Finance',
  statuses: { approved: 2 },
};

const page = (items: OpsPayout[]) => ({
  items,
  page: 1,
  page_size: 30,
  total: items.length,
  total_pages: 1,
  total_amount: items.reduce((s, p) => s + p.amount, 0),
});
const list = (status: PayoutStatus) => `GET ${urlOf(c.opsPayouts, { query: { status, page: 1 } })}`;
const frame = {
  [`GET ${urlOf(backOfficeContract.me)}`]: ok({ id: 1, full_name: 'Ann Finance', roles: ['finance'], queues: ['payouts'], areas: [] }),
  [`GET ${urlOf(backOfficeContract.home)}`]: ok([]),
  [`GET ${urlOf(c.opsBatches, { query: { page: 1 } })}`]: ok({ ...page([]), items: [batch] }),
};
const approve = `POST ${urlOf(c.opsApprovePayouts)}`;

beforeEach(() => {
  mockSearch = '';
});

describe('OpsPayoutsPage', () => {
  it('when finance selects pending payouts and approves them, then they go into a batch for the next working day', async () => {
    const calls = mockApi({
      ...frame,
      [list('pending')]: ok(page([payout(12), payout(13, { account: null })])),
      [approve]: ok({ ...batch, id: 5 }),
    });
    renderWithProviders(<OpsPayoutsPage />, EN, { toasts: true });
    expect(await screen.findByText('2 payouts, HK$2,280 in all')).toBeTruthy();
    expect(screen.getByText('No payout account yet')).toBeTruthy();
    // A pro without a payout account cannot be approved.
    expect((screen.getByRole('checkbox', { name: /#13/ }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Approve into batch' }));
    expect(await screen.findByText('Select the payouts to approve first.')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: '#12 李師傅12號, HK$1,140' }));
    expect(screen.getByText('1 selected, HK$1,140 in all')).toBeTruthy();
    const date = screen.getByLabelText('Value date') as HTMLInputElement;
    await waitFor(() => expect(date.value).toBe(nextValueDate(Date.now())));
    fireEvent.click(screen.getByRole('button', { name: 'Approve into batch' }));
    await waitFor(() =>
      expect(calls.filter((x) => x.method === 'POST')).toEqual([
        { method: 'POST', url: approve.slice(5), body: { ids: [12], value_date: nextValueDate(Date.now()) } },
      ]),
    );
    expect(await screen.findByText('1 payout approved into batch 5')).toBeTruthy();
  });

  it('when the server refuses the value date, then its message shows at the date field', async () => {
    mockApi({
      ...frame,
      [list('pending')]: ok(page([payout(12)])),
      [approve]: refused(422, 'payout_value_date_sunday', 'Check the date', { value_date: 'Choose a working day, Monday to Saturday' }),
    });
    renderWithProviders(<OpsPayoutsPage />, EN, { toasts: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Select all on this page' }));
    fireEvent.change(screen.getByLabelText('Value date'), { target: { value: '2030-01-06' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve into batch' }));
    expect(await screen.findByText('Choose a working day, Monday to Saturday')).toBeTruthy();
  });

  it('when a batch is listed, then its totals and a bank file download link show', async () => {
    mockApi({ ...frame, [list('pending')]: ok(page([])) });
    renderWithProviders(<OpsPayoutsPage />, EN, { toasts: true });
    const link = await screen.findByRole('link', { name: 'Download bank file Batch 4' });
    expect(link.getAttribute('href')).toBe(urlOf(c.opsExportBatch, { params: { id: 4 } }));
    expect(link.hasAttribute('download')).toBe(true);
    const row = link.closest('tr')!;
    expect(within(row).getByText('HK$2,280')).toBeTruthy();
    expect(within(row).getByText('Approved 2')).toBeTruthy();
    expect(screen.getByText('No payouts in this status.')).toBeTruthy();
  });

  it('when an exported line is returned by the bank, then the reason is required and sent, and paid is a button of its own', async () => {
    mockSearch = '?status=exported';
    const exported = payout(12, { status: 'exported', batch_id: 4 });
    const failed = `POST ${urlOf(c.opsFailed, { params: { id: 12 } })}`;
    const paid = `POST ${urlOf(c.opsPaid, { params: { id: 12 } })}`;
    const calls = mockApi({
      ...frame,
      [list('exported')]: ok(page([exported])),
      [failed]: ok({ ...exported, status: 'failed' }),
      [paid]: refused(409, 'payout_moved', 'Someone has already changed this payout. Refresh the page.'),
    });
    renderWithProviders(<OpsPayoutsPage />, EN, { toasts: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Failed #12' }));
    fireEvent.click(screen.getByRole('button', { name: 'Record as failed' }));
    expect(await screen.findByText('Give a reason')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Reason (the pro reads it)'), { target: { value: 'Account closed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record as failed' }));
    expect(await screen.findByText('#12 recorded as failed; the pro is told')).toBeTruthy();
    expect(calls.filter((x) => x.method === 'POST')).toEqual([
      { method: 'POST', url: failed.slice(5), body: { reason: 'Account closed' } },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Paid #12' }));
    expect(await screen.findByText('Someone has already changed this payout. Refresh the page.')).toBeTruthy();
  });

  it('when an approved line is taken out of its batch (in Chinese), then the call is made and a toast says so', async () => {
    mockSearch = '?status=approved';
    const unapprove = `POST ${urlOf(c.opsUnapprove, { params: { id: 12 } })}`;
    const calls = mockApi({
      ...frame,
      [list('approved')]: ok(page([payout(12, { status: 'approved', batch_id: 4 })])),
      [unapprove]: ok(payout(12)),
    });
    renderWithProviders(<OpsPayoutsPage />, ZH, { toasts: true });
    fireEvent.click(await screen.findByRole('button', { name: '移出呢批 #12' }));
    expect(screen.getByRole('link', { name: '已批核' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByText('已將 #12 移出第 4 批')).toBeTruthy();
    expect(calls.filter((x) => x.method === 'POST').map((x) => x.url)).toEqual([unapprove.slice(5)]);
  });
});
