/**
 * Settings → connected accounts: the state of each configured provider, connecting through the
 * provider's redirect back to this page, disconnecting after a confirmation, and the last way in kept.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as LinkRouter from '@client/test/link-router';
import type { SocialAccounts } from '@shared/schemas/social-auth.schema';
import { renderWithProviders } from '@client/test/render-with-providers';
import { polyfillDialog } from '@client/test/dialog-polyfill';
import { mockApi, ok, refused } from '@client/test/mock-api';
import { socialAuthContract } from '@shared/api/social-auth.contract';
import { accountsContract } from '@shared/api/accounts.contract';
import { urlOf } from '@shared/api/endpoint';
import { ConnectedAccounts } from './connected-accounts';
import common from '../../../../locales/en-HK/common.json';

let mockSearch = '';
jest.mock('react-router', () =>
  jest
    .requireActual<typeof LinkRouter>('@client/test/link-router')
    .linkRouter(() => ({ pathname: '/en-HK/dashboard/settings/connected', search: mockSearch })),
);

const me = { id: 3, username: 'mei', email: 'mei@example.com', role: 'consumer' };
const accounts = (a: Partial<SocialAccounts> = {}): SocialAccounts => ({
  available: ['google', 'apple', 'facebook'],
  accounts: [{ provider: 'google', email: 'mei@gmail.example', created: '2026-11-20 02:00:00' }],
  has_password: true,
  ...a,
});

function renderAt(search = '') {
  mockSearch = search;
  polyfillDialog();
  return renderWithProviders(<ConnectedAccounts />, { lng: 'en-HK', resources: { common } });
}

describe('ConnectedAccounts', () => {
  it('when Google is connected, then it shows with its e-mail and a disconnect button; the others can be connected, back to this page', async () => {
    mockApi({ [`GET ${urlOf(socialAuthContract.accounts)}`]: ok(accounts()), [`GET ${urlOf(accountsContract.session)}`]: ok(me) });
    renderAt();
    expect(await screen.findByText('Connected: mei@gmail.example')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Disconnect Google' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Connect Apple' }).getAttribute('href')).toBe(
      `${urlOf(socialAuthContract.start, { params: { provider: 'apple' } })}?intent=connect&next=%2Fen-HK%2Fdashboard%2Fsettings%2Fconnected`,
    );
    expect(screen.getByRole('link', { name: 'Connect Facebook' })).toBeTruthy();
  });

  it('when the user confirms a disconnect, then a refusal shows the server message, and a success removes it and says so', async () => {
    const calls = mockApi({
      [`GET ${urlOf(socialAuthContract.accounts)}`]: ok(accounts()),
      [`GET ${urlOf(accountsContract.session)}`]: ok(me),
      [`POST ${urlOf(socialAuthContract.disconnect, { params: { provider: 'google' } })}`]: [
        refused(409, 'social_last_method', 'Keep one way to log in'),
        ok(accounts({ accounts: [] })),
      ],
    });
    renderAt();
    const disconnectOnce = async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Disconnect Google' }));
      const dialog = screen.getByRole('alertdialog', { name: 'Disconnect Google?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    };
    await disconnectOnce();
    expect((await screen.findByRole('alert')).textContent).toBe('Keep one way to log in');
    await disconnectOnce();
    expect((await screen.findByRole('status')).textContent).toBe('Google is disconnected.');
    expect(screen.getByRole('link', { name: 'Connect Google' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      urlOf(socialAuthContract.disconnect, { params: { provider: 'google' } }),
      urlOf(socialAuthContract.disconnect, { params: { provider: 'google' } }),
    ]);
  });

  it('when the connection is the only way to sign in, then it cannot be removed and the user is pointed to set a password', async () => {
    mockApi({
      [`GET ${urlOf(socialAuthContract.accounts)}`]: ok(accounts({ has_password: false })),
      [`GET ${urlOf(accountsContract.session)}`]: ok(me),
    });
    renderAt();
    const button = await screen.findByRole('button', { name: 'Disconnect Google' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Set a password' }).getAttribute('href')).toBe('/en-HK/resetpass/email/mei%40example.com'),
    );
  });

  it('when the provider sent the user back, then the outcome is shown: connected, or the translated refusal', async () => {
    mockApi({ [`GET ${urlOf(socialAuthContract.accounts)}`]: ok(accounts()), [`GET ${urlOf(accountsContract.session)}`]: ok(me) });
    renderAt('?social_connected=google');
    expect((await screen.findByRole('status')).textContent).toBe('Google is now connected.');
    renderAt('?social_error=social_already_linked');
    expect((await screen.findByRole('alert')).textContent).toBe(common.errors.social_already_linked);
  });
});
