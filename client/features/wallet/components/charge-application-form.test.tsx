import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as LinkRouter from '@client/test/link-router';
import type { ChargeableOrder, ChargeApplicationType } from '@shared/schemas/wallet-statements.schema';
import { mockFetch, ok, type ApiReply } from '@client/test/mock-api';
import { renderWithProviders } from '@client/test/render-with-providers';
import { walletContract } from '@shared/api/wallet.contract';
import { urlOf } from '@shared/api/endpoint';
import { ChargeApplicationForm } from './charge-application-form';

jest.mock('react-router', () => jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter());

const order = (o: Partial<ChargeableOrder>): ChargeableOrder => ({
  id: 7,
  hash: 'ordabc123456789xyz',
  kind: 'package',
  pay_type: 'card',
  package_name: 'Standard',
  amount: 800,
  credit: 880,
  paid_at: '2026-11-20 04:00:00',
  application_id: null,
  ...o,
});

function setup(type: ChargeApplicationType, answer: ApiReply = { status: 200, body: {} }) {
  const calls: Array<{ url: string; body: Record<string, unknown> }> = [];
  mockFetch(({ url, body = {} }) => {
    calls.push({ url, body: body as Record<string, unknown> });
    return answer.status === 200 ? ok({ id: 12, order_refs: [], total_amount: 800, status: 'submitted', ...(body as object) }) : answer;
  });
  const onSubmitted = jest.fn();
  renderWithProviders(
    <ChargeApplicationForm
      type={type}
      orders={[order({}), order({ id: 8, hash: 'ordold', kind: 'custom', package_name: null, amount: 150, application_id: 3 })]}
      defaultEmail="me@example.com"
      onSubmitted={onSubmitted}
    />,
  );
  return { calls, onSubmitted };
}

describe('ChargeApplicationForm', () => {
  it('when an invoice is asked for without orders, company name or a valid BR number, then each error shows in place and nothing is sent', async () => {
    const { calls } = setup('invoice');
    await userEvent.type(screen.getByLabelText('Business registration no. (optional)'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Request invoice' }));
    expect(screen.getByText('Choose at least one order')).toBeTruthy();
    expect(screen.getByText('Enter the company name for the invoice')).toBeTruthy();
    expect(screen.getByText(/8-digit business registration number/)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('when an order already requested is listed, then it cannot be picked and says so', () => {
    setup('receipt');
    const requested = screen.getByRole('checkbox', { name: 'Custom amount · HK$150' });
    expect(requested).toHaveProperty('disabled', true);
    expect(screen.getByText('Already requested (no. 3)')).toBeTruthy();
  });

  it('when an order is picked and the form filled, then the API receives it and a confirmation shows', async () => {
    const { calls, onSubmitted } = setup('invoice');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Standard · HK$800' }));
    expect(screen.getByText('1 selected, HK$800 in total')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Company name'), 'Chan Kee Plumbing Ltd');
    await userEvent.click(screen.getByRole('button', { name: 'Request invoice' }));
    expect(calls).toEqual([
      {
        url: urlOf(walletContract.chargeApplications),
        body: {
          type: 'invoice',
          company_name: 'Chan Kee Plumbing Ltd',
          business_registration_no: '',
          address: '',
          note: '',
          email: 'me@example.com',
          order_ids: [7],
        },
      },
    ]);
    expect(await screen.findByText(/Request no\. 12 received/)).toBeTruthy();
    expect(onSubmitted).toHaveBeenCalledWith(expect.objectContaining({ id: 12 }));
    expect(screen.getByRole('checkbox', { name: 'Standard · HK$800' })).toHaveProperty('checked', false);
  });

  it('when the server refuses an order already requested (409), then its message shows at the orders', async () => {
    const message = 'A receipt or invoice was already requested for some of these orders. Please choose again.';
    setup('receipt', {
      status: 409,
      body: { status: 'Error', error: { code: 'already_requested', message, details: { order_ids: [7] } } },
    });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Standard · HK$800' }));
    await userEvent.click(screen.getByRole('button', { name: 'Request receipt' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });
});
