import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as LinkRouter from '@client/test/link-router';
import type { StarterStatus } from '@shared/schemas/payments.schema';
import { polyfillDialog } from '@client/test/dialog-polyfill';
import { mockFetch, ok, type ApiReply } from '@client/test/mock-api';
import { renderWithProviders } from '@client/test/render-with-providers';
import { paymentsContract } from '@shared/api/payments.contract';
import { urlOf } from '@shared/api/endpoint';
import { StarterPackageStatus } from './starter-package-status';

jest.mock('react-router', () => jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter());

const bought: StarterStatus = {
  state: 'bought',
  order_hash: 'abcdefghijklmnop1234',
  paid_at: '2026-11-20 02:00:00',
  refundable: true,
  refundable_until: '2026-12-04 02:00:00',
  refund_blocked: null,
};

function mockApi(status: StarterStatus, refund: ApiReply) {
  const calls: string[] = [];
  mockFetch(({ method, url }) => {
    calls.push(`${method} ${url}`);
    return url === urlOf(paymentsContract.refundStarter) ? refund : ok(status);
  });
  return calls;
}

function renderIt() {
  polyfillDialog();
  return renderWithProviders(<StarterPackageStatus />);
}

describe('StarterPackageStatus', () => {
  it('when the bought pack is refundable, then the pro confirms and the refund is asked for once, then shown as refunded', async () => {
    const calls = mockApi(bought, { status: 200, body: { status: 'Success', data: { ...bought, state: 'refunded', refundable: false } } });
    renderIt();
    expect(await screen.findByText(/full refund to your card until 4 Dec 2026/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Ask for a refund' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Refund the starter pack?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask for a refund' }));
    expect(await screen.findByText('Your starter pack was refunded to your card.')).toBeTruthy();
    expect(calls.filter((c) => c === `POST ${urlOf(paymentsContract.refundStarter)}`)).toHaveLength(1);
  });

  it('when its credit was spent, then the reason is shown and there is no refund button', async () => {
    mockApi({ ...bought, refundable: false, refund_blocked: 'credit_spent' }, { status: 500, body: {} });
    renderIt();
    expect(await screen.findByText("Credit from the starter pack has paid for a quote, so it can't be refunded.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ask for a refund' })).toBeNull();
  });

  it('when the server refuses the refund, then its message is shown', async () => {
    mockApi(bought, { status: 422, body: { status: 'Error', error: { code: 'starter_refund_too_late', message: 'Too late to refund.' } } });
    renderIt();
    await userEvent.click(await screen.findByRole('button', { name: 'Ask for a refund' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ask for a refund' }));
    expect(await screen.findByText('Too late to refund.')).toBeTruthy();
  });
});
