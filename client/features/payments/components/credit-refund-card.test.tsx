import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as LinkRouter from '@client/test/link-router';
import type { CreditRefund, CreditRefundState } from '@shared/schemas/credit-refunds.schema';
import { mockFetch, ok, type ApiReply } from '@client/test/mock-api';
import { renderWithProviders } from '@client/test/render-with-providers';
import { creditRefundsContract } from '@shared/api/credit-refunds.contract';
import { urlOf } from '@shared/api/endpoint';
import pricing from '../../../../locales/en-HK/pricing.json';
import common from '../../../../locales/en-HK/common.json';
import dashboard from '../../../../locales/en-HK/dashboard.json';
import { useCreditRefundState } from '../api/credit-refunds.queries';
import { CreditRefundCard, CreditRefundOffer } from './credit-refund-card';

jest.mock('react-router', () => jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter());

/** Shows once the refund state has been read (the card beside it has decided by then). */
function Loaded() {
  return useCreditRefundState().data ? <p>loaded</p> : null;
}

const open: CreditRefundState = { balance: 500, free: 200, purchased: 300, refundable: 300, latest: null };
const pending: CreditRefund = {
  id: 7,
  amount: 300,
  status: 'pending',
  source: 'credit',
  note: '',
  reason: '',
  decided_at: null,
  created: '2026-11-29 02:00:00',
  lines: [],
};

/** The state read answers `states` in turn (the last one again); the request answers `reply`. */
function mockApi(states: CreditRefundState[], reply: ApiReply = { status: 200, body: { status: 'Success', data: pending } }) {
  const posts: unknown[] = [];
  let reads = 0;
  mockFetch(({ method, url, body }) => {
    if (method === 'POST' && url === urlOf(creditRefundsContract.request)) {
      posts.push(body);
      return reply;
    }
    return ok(states[Math.min(reads++, states.length - 1)]);
  });
  return posts;
}

describe('CreditRefundCard', () => {
  it('when the amount is left empty, then the whole refundable amount is asked for once and the pending request is shown', async () => {
    const posts = mockApi([open, { ...open, latest: pending }]);
    renderWithProviders(<CreditRefundCard />);
    expect(await screen.findByText('Free and bonus credit (not refundable)')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Request refund' }));
    expect(await screen.findByText(/Your request for HK\$300 is with our finance team/)).toBeTruthy();
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ amount: 300, source: 'credit' });
    expect(screen.queryByRole('button', { name: 'Request refund' })).toBeNull();
  });

  it('when more than the refundable amount is typed, then the field says so and nothing is sent', async () => {
    const posts = mockApi([open]);
    renderWithProviders(<CreditRefundCard />);
    await userEvent.type(await screen.findByLabelText('Amount to refund (HK$)'), '301');
    await userEvent.click(screen.getByRole('button', { name: 'Request refund' }));
    expect(await screen.findByText(/You can ask for at most HK\$300/)).toBeTruthy();
    expect(posts).toHaveLength(0);
  });

  it('when a request was rejected, then the reason is shown and a new request can be made', async () => {
    mockApi([{ ...open, latest: { ...pending, status: 'rejected', reason: 'Card expired', decided_at: '2026-11-29 03:00:00' } }]);
    renderWithProviders(<CreditRefundCard />);
    expect(await screen.findByText(/was not approved on .*: Card expired/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Request refund' })).toBeTruthy();
  });

  it('when nothing was ever bought, then the card is not shown', async () => {
    mockApi([{ balance: 200, free: 200, purchased: 0, refundable: 0, latest: null }]);
    renderWithProviders(
      <>
        <CreditRefundCard />
        <Loaded />
      </>,
    );
    expect(await screen.findByText('loaded')).toBeTruthy();
    expect(screen.queryByText('Refund of unspent credit')).toBeNull();
  });
});

describe('CreditRefundOffer', () => {
  it('when the pro deleting the account asks for the refund, then the whole amount is asked for with source deletion', async () => {
    const posts = mockApi([open, { ...open, latest: { ...pending, source: 'deletion' } }]);
    renderWithProviders(<CreditRefundOffer />, { lng: 'en-HK', resources: { pricing, common, dashboard } });
    await userEvent.click(await screen.findByRole('button', { name: 'Request a refund of HK$300' }));
    expect(await screen.findByText(/Your refund request of HK\$300 is with our finance team/)).toBeTruthy();
    expect(posts[0]).toMatchObject({ amount: 300, source: 'deletion' });
  });
});
