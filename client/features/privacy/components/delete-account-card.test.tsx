/** Deleting the account from the privacy settings: the wallet warning, inline errors that keep what was typed, the final dialog. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type * as LinkRouter from '@client/test/link-router';
import type { DeletionPreview } from '@shared/schemas/privacy.schema';
import { polyfillDialog } from '@client/test/dialog-polyfill';
import { mockApi, ok, refused } from '@client/test/mock-api';
import { renderWithProviders } from '@client/test/render-with-providers';
import { privacyContract } from '@shared/api/privacy.contract';
import { urlOf } from '@shared/api/endpoint';
import common from '../../../../locales/en-HK/common.json';
import dashboard from '../../../../locales/en-HK/dashboard.json';
import { DeleteAccountCard } from './delete-account-card';

const mockNavigate = jest.fn();
jest.mock('react-router', () =>
  jest
    .requireActual<typeof LinkRouter>('@client/test/link-router')
    .linkRouter('/en-HK/dashboard/privacy', { useNavigate: () => mockNavigate }),
);

const preview = (p: Partial<DeletionPreview> = {}): DeletionPreview => ({
  balance: 0,
  paid_balance: 0,
  free_balance: 0,
  open_requests: 1,
  public_services: 0,
  methods: ['password', 'email'],
  phone: null,
  phone_masked: null,
  email_masked: 'm•••@example.com',
  ...p,
});

function renderCard() {
  polyfillDialog();
  return renderWithProviders(<DeleteAccountCard />, { lng: 'en-HK', resources: { common, dashboard } }, { toasts: true });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));

describe('DeleteAccountCard', () => {
  beforeEach(() => mockNavigate.mockReset());

  it('when the wallet holds purchased credit, then the amounts are shown and deleting waits for the forfeit box to be ticked', async () => {
    const calls = mockApi({
      [`GET ${urlOf(privacyContract.deletionPreview)}`]: ok(preview({ balance: 350, paid_balance: 300, free_balance: 50 })),
    });
    renderCard();
    expect(await screen.findByText('Your wallet still holds HK$350.')).toBeTruthy();
    expect(screen.getByText(/HK\$300 of it is credit you bought and HK\$50 is free credit/)).toBeTruthy();
    expect(screen.getByText('Close your 1 open request.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'Harbour-Kite-2026!' } });
    submit();
    expect(await screen.findByText('Tick this box to confirm you give up the credit you bought')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('when the password is wrong, then the server’s reason shows at the field and the typed password is kept', async () => {
    const calls = mockApi({
      [`GET ${urlOf(privacyContract.deletionPreview)}`]: ok(preview()),
      [`POST ${urlOf(privacyContract.deleteAccount)}`]: refused(400, 'validation', 'Please check the highlighted fields.', {
        password: 'Your current password is not correct',
      }),
    });
    renderCard();
    fireEvent.change(await screen.findByLabelText('Current password'), { target: { value: 'Wrong-Kite-1' } });
    submit();
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));
    expect(await screen.findByText('Your current password is not correct')).toBeTruthy();
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('Wrong-Kite-1');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ method: 'password', password: 'Wrong-Kite-1', forfeit_balance: false });
    expect(mockNavigate).not.toHaveBeenCalled();
  });

  it('when the deletion is confirmed, then the user lands on the home page with a notice', async () => {
    mockApi({
      [`GET ${urlOf(privacyContract.deletionPreview)}`]: ok(preview()),
      [`POST ${urlOf(privacyContract.deleteAccount)}`]: ok({ deleted: true, redirect: '/' }),
    });
    renderCard();
    fireEvent.change(await screen.findByLabelText('Current password'), { target: { value: 'Harbour-Kite-2026!' } });
    submit();
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete permanently' }));
    await waitFor(() => expect(mockNavigate).toHaveBeenCalledWith('/en-HK/', { replace: true }));
    expect(await screen.findByText(/Your account has been deleted/)).toBeTruthy();
  });

  it('when the account has no password, then an e-mailed code confirms it', async () => {
    const calls = mockApi({
      [`GET ${urlOf(privacyContract.deletionPreview)}`]: ok(preview({ methods: ['email'] })),
      [`POST ${urlOf(privacyContract.sendDeletionCode)}`]: ok({ sent: true, email_masked: 'm•••@example.com', expires_in: 900 }),
      [`POST ${urlOf(privacyContract.deleteAccount)}`]: ok({ deleted: true, redirect: '/' }),
    });
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Send a code to m•••@example.com' }));
    fireEvent.change(await screen.findByLabelText('6-digit code'), { target: { value: '123456' } });
    submit();
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete permanently' }));
    await waitFor(() => expect(mockNavigate).toHaveBeenCalled());
    expect(calls.find((c) => c.url === urlOf(privacyContract.deleteAccount))?.body).toEqual({
      method: 'email',
      email_code: '123456',
      forfeit_balance: false,
    });
  });
});
