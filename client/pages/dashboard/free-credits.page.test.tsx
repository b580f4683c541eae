/**
 * dashboard/free-credits[/{index}]: the free credit held and what expires next (Hong Kong dates), the
 * events with their state and Claim, and the coupon box with the API's translated refusals.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as LinkRouter from '@client/test/link-router';
import type { FreeCreditEvent } from '@shared/schemas/payments.schema';
import { mockApi, ok, refused } from '@client/test/mock-api';
import { renderWithProviders } from '@client/test/render-with-providers';
import { paymentsContract } from '@shared/api/payments.contract';
import { urlOf } from '@shared/api/endpoint';
import FreeCreditsPage from './free-credits.page';

let mockIndex: string | undefined;
jest.mock('react-router', () =>
  jest
    .requireActual<typeof LinkRouter>('@client/test/link-router')
    .linkRouter('/en-HK/dashboard/free-credits', { useParams: () => ({ index: mockIndex }) }),
);

const event = (id: number, slug: string, state: FreeCreditEvent['state'], extra: Partial<FreeCreditEvent> = {}): FreeCreditEvent => ({
  id,
  slug,
  title: slug === 'welcome-2026' ? 'Welcome gift for new pros' : `Offer ${id}`,
  description: 'Free credit for your first quotes.',
  amount: 50,
  valid_days: 30,
  claim_until: '2026-12-31 15:59:59',
  state,
  ...extra,
});

const renderPage = () => renderWithProviders(<FreeCreditsPage />);

const summary = { free_balance: 80, next_expiry: '2026-12-20 17:00:00', next_expiry_amount: 30 };
const noFree = { free_balance: 0, next_expiry: null, next_expiry_amount: 0 };
const LIST = `GET ${urlOf(paymentsContract.freeCredits)}`;

beforeEach(() => {
  mockIndex = undefined;
});

describe('FreeCreditsPage', () => {
  it('when the pro has free credit, then the summary says how much, what expires on which Hong Kong day, and that it is spent first', async () => {
    mockApi({ [LIST]: ok({ items: [], summary }) });
    renderPage();
    const box = await screen.findByTestId('free-credit-summary');
    expect(box.textContent).toContain('You have HK$80 free credit');
    // 17:00 UTC on 20 Dec is 01:00 on 21 Dec in Hong Kong.
    expect(box.textContent).toContain('HK$30 of it expires on 21 Dec 2026.');
    expect(box.textContent).toContain('Free credit is used before credit you buy.');
    expect(screen.getByText('No offers right now')).toBeTruthy();
  });

  it('when free-credits/{id} names an event, then that card is marked current and scrolled into view; the others show their state', async () => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    mockIndex = '7';
    mockApi({
      [LIST]: ok({
        items: [
          event(6, 'spring', 'claimed'),
          event(7, 'welcome-2026', 'claimable'),
          event(8, 'pros-only', 'not_eligible'),
          event(9, 'gone', 'sold_out'),
        ],
        summary: noFree,
      }),
    });
    renderPage();
    const card = await screen.findByRole('article', { name: 'Welcome gift for new pros' });
    expect(card.getAttribute('aria-current')).toBe('true');
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(within(card).getByText('Use it within 30 days of claiming')).toBeTruthy();
    expect(within(card).getByText('Claim by 31 Dec 2026')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Offer 6' })).getByText('Claimed')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Offer 8' })).getByText('Not available for your account')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Offer 9' })).getByText('All claimed')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Claim/ })).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Offer 6' }).getAttribute('aria-current')).toBeNull();
  });

  it('when the pro claims welcome-2026, then the credit is added with its expiry date in Hong Kong time and the list is read again', async () => {
    const calls = mockApi({
      [LIST]: [
        ok({ items: [event(7, 'welcome-2026', 'claimable')], summary: noFree }),
        ok({ items: [event(7, 'welcome-2026', 'claimed')], summary }),
      ],
      [`POST ${urlOf(paymentsContract.claimFreeCredit, { params: { id: 7 } })}`]: ok({
        amount: 50,
        expires_at: '2027-01-20 16:30:00',
        balance: 250,
      }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Claim HK$50' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'HK$50 free credit added. It expires on 21 Jan 2027 (Hong Kong time). Your balance is now HK$250.',
    );
    await waitFor(() => expect(calls.filter((c) => c.url === urlOf(paymentsContract.freeCredits))).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Claim HK$50' })).toBeNull();
  });

  it('when a claim is refused, then the API’s translated message shows on the card', async () => {
    mockApi({
      [LIST]: ok({ items: [event(7, 'welcome-2026', 'claimable')], summary: noFree }),
      [`POST ${urlOf(paymentsContract.claimFreeCredit, { params: { id: 7 } })}`]: refused(
        422,
        'sold_out',
        'This free-credit offer has run out.',
      ),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Claim HK$50' }));
    const card = screen.getByRole('article', { name: 'Welcome gift for new pros' });
    expect((await within(card).findByRole('alert')).textContent).toBe('This free-credit offer has run out.');
  });

  it('when the pro redeems SIFU-HELLO typed in lower case, then it is sent in capitals and the credit with its expiry is shown', async () => {
    const calls = mockApi({
      [LIST]: ok({ items: [], summary: noFree }),
      [`POST ${urlOf(paymentsContract.redeemCoupon)}`]: ok({ amount: 30, expires_at: '2027-02-01 04:00:00', balance: 230 }),
    });
    renderPage();
    const field = await screen.findByRole('textbox', { name: 'Coupon code' });
    await userEvent.type(field, ' sifu-hello ');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'HK$30 free credit added. It expires on 1 Feb 2027 (Hong Kong time). Your balance is now HK$230.',
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ code: 'SIFU-HELLO' });
    expect(field).toHaveProperty('value', '');
  });

  it('when the server refuses a coupon (422) or its format (400), then the translated reason shows at the field', async () => {
    mockApi({
      [LIST]: ok({ items: [], summary: noFree }),
      [`POST ${urlOf(paymentsContract.redeemCoupon)}`]: [
        refused(422, 'already_used', 'You have already used this coupon code.', { code: 'You have already used this coupon code.' }),
        refused(400, 'validation', 'Check the highlighted fields.', { code: 'A coupon code has 4 to 32 letters, digits or hyphens.' }),
      ],
    });
    renderPage();
    const field = await screen.findByRole('textbox', { name: 'Coupon code' });
    await userEvent.type(field, 'SIFU-HELLO');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You have already used this coupon code.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(field);
    await userEvent.type(field, 'SIFU-HELLO2');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('A coupon code has 4 to 32 letters, digits or hyphens.'));
  });

  it('when the code is empty or malformed, then it is refused at the field without asking the server', async () => {
    const calls = mockApi({ [LIST]: ok({ items: [], summary: noFree }) });
    renderPage();
    await screen.findByTestId('free-credit-summary');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter a coupon code');
    await userEvent.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'AB$');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(screen.getByRole('alert').textContent).toBe('A coupon code has 4 to 32 letters, digits or hyphens.');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});
