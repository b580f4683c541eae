/** An order's buttons: only what the viewer's side may do in the order's status, each asked once more, errors in place. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as LinkRouter from '@client/test/link-router';
import { urlOf } from '@shared/api/endpoint';
import { shopOrdersContract as c } from '@shared/api/shop-orders.contract';
import type { OrderSide, ShopOrderStatus } from '@shared/domain/shop';
import { polyfillDialog } from '@client/test/dialog-polyfill';
import { mockApi, ok, refused } from '@client/test/mock-api';
import { renderWithProviders } from '@client/test/render-with-providers';
import shop from '../../../../locales/en-HK/shop.json';
import common from '../../../../locales/en-HK/common.json';
import { shopOrder } from '../test/order-fixtures';
import { OrderActions } from './order-actions';

jest.mock('react-router', () =>
  jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter('/en-HK/dashboard/shop-consumer/order/41'),
);

beforeAll(polyfillDialog);

const EN = { lng: 'en-HK' as const, resources: { shop, common } };
const actUrl = (action: string) => urlOf(c.act, { params: { action: action as 'confirm', id: 41 } });

/** The buttons shown, by their names (none: no action area at all). */
const shownButtons = () => {
  const area = screen.queryByTestId('order-actions');
  return area
    ? within(area)
        .getAllByRole('button')
        .map((b) => b.textContent)
    : [];
};

const CASES: [OrderSide, ShopOrderStatus, OrderSide | null, string[]][] = [
  ['consumer', 'awaiting_payment', null, ['Cancel order']],
  ['consumer', 'paid', null, ['Cancel and get a refund']],
  ['consumer', 'confirmed', null, ['Ask to cancel']],
  ['consumer', 'complete_requested', null, ['Confirm the job is done', "It isn't done yet"]],
  ['consumer', 'cancel_requested', 'pro', ['Accept cancellation', 'Keep the order']],
  ['consumer', 'cancel_requested', 'consumer', []],
  ['consumer', 'completed', null, []],
  ['consumer', 'cancelled', null, []],
  ['consumer', 'void', null, []],
  ['pro', 'awaiting_payment', null, []],
  ['pro', 'paid', null, ['Confirm order', 'Decline']],
  ['pro', 'confirmed', null, ['Mark as done', 'Ask to cancel']],
  ['pro', 'complete_requested', null, []],
  ['pro', 'cancel_requested', 'consumer', ['Accept cancellation', 'Keep the order']],
  ['pro', 'cancel_requested', 'pro', []],
  ['pro', 'completed', null, []],
];

describe('OrderActions', () => {
  it.each(CASES)('when the %s sees an order %s (cancel asked by %s), then the buttons are %j', (role, status, by, expected) => {
    mockApi({});
    renderWithProviders(<OrderActions order={shopOrder({ role, status, cancel_requested_by: by })} />, EN);
    expect(shownButtons()).toEqual(expected);
  });

  it('when the pro confirms in the dialog, then the confirm action is sent and the dialog closes', async () => {
    const calls = mockApi({ [`POST ${actUrl('confirm')}`]: ok(shopOrder({ role: 'pro', status: 'confirmed' })) });
    renderWithProviders(<OrderActions order={shopOrder({ role: 'pro', status: 'paid' })} />, EN);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm order' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Confirm this order?' });
    expect(dialog.textContent).toContain('You agree to do it for Mei Chan.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm order' }));
    await waitFor(() => expect(calls.map((x) => [x.method, x.url, x.body])).toEqual([['POST', actUrl('confirm'), {}]]));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('when the order moved meanwhile (409 shop_wrong_status), then the translated refusal shows in the dialog, which stays', async () => {
    mockApi({
      [`POST ${actUrl('cancel')}`]: refused(409, 'shop_wrong_status', 'This has changed. Refresh the page to see where it stands now.'),
    });
    renderWithProviders(<OrderActions order={shopOrder({ role: 'pro', status: 'paid' })} />, EN);
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Decline this order?' });
    expect(dialog.textContent).toContain('Mei Chan gets all HK$580 back');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline and refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'This has changed. Refresh the page to see where it stands now.',
    );
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('when the consumer of a protected order confirms completion, then the dialog says Sifu releases what it holds', async () => {
    mockApi({});
    renderWithProviders(<OrderActions order={shopOrder({ role: 'consumer', status: 'complete_requested', is_held: true })} />, EN);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the job is done' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('Sifu releases the HK$580 it holds to Cool Air Co.');
  });

  it('when the consumer asks to cancel, then a reason is required and sent with the request', async () => {
    const calls = mockApi({ [`POST ${actUrl('apply_cancel')}`]: ok(shopOrder({ role: 'consumer', status: 'cancel_requested' })) });
    renderWithProviders(<OrderActions order={shopOrder({ role: 'consumer', status: 'confirmed' })} />, EN);
    await userEvent.click(screen.getByRole('button', { name: 'Ask to cancel' }));
    const sheet = screen.getByRole('dialog', { name: 'Ask to cancel' });
    expect(sheet.textContent).toContain('Cool Air Co has 3 days to answer');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Send request' }));
    expect(within(sheet).getByText('Say why you want to cancel.')).toBeTruthy();
    expect(calls).toEqual([]);
    await userEvent.type(within(sheet).getByLabelText('Why do you want to cancel?'), 'Moving house next week');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(calls.map((x) => x.body)).toEqual([{ reason: 'Moving house next week' }]));
    expect(calls[0].url).toBe(actUrl('apply_cancel'));
  });
});
