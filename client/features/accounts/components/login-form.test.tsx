/**
 * The password login form: a right password goes on to `from`; when the fraud check asks for a phone code instead
 * (code 6) the reason shows with a link to the phone-code way in, keeping the other query values.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as LinkRouter from '@client/test/link-router';
import { renderWithProviders } from '@client/test/render-with-providers';
import { mockApi, ok } from '@client/test/mock-api';
import { accountsContract } from '@shared/api/accounts.contract';
import { urlOf } from '@shared/api/endpoint';
import common from '../../../../locales/en-HK/common.json';
import { LoginForm } from './login-form';

const mockNavigate = jest.fn();
const mockSearch = '?from=%2Fen-HK%2Fdashboard%2Fsettings';

jest.mock('react-router', () =>
  jest
    .requireActual<typeof LinkRouter>('@client/test/link-router')
    .linkRouter(() => ({ pathname: '/en-HK/login', search: mockSearch }), { useNavigate: () => mockNavigate }),
);

const challenge = {
  status: 403,
  body: { status: 'Error', error: { code: 6, message: common.errors.fraud_challenge_login } },
};

async function submit(username: string, password: string) {
  await userEvent.type(screen.getByRole('textbox', { name: common.auth.username_or_email }), username);
  await userEvent.type(screen.getByLabelText(common.auth.password), password);
  await userEvent.click(screen.getByRole('button', { name: common.auth.login_submit }));
}

beforeEach(() => mockNavigate.mockReset());

it('when the fraud check asks for a phone code, then the reason shows with a link to log in by phone, and nothing navigates', async () => {
  mockApi({ [`POST ${urlOf(accountsContract.login)}`]: challenge });
  renderWithProviders(<LoginForm />, { lng: 'en-HK', resources: { common } });
  await submit('mei', 'Harbour-Kite-2026!');
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(common.errors.fraud_challenge_login);
  const link = screen.getByRole('link', { name: common.phone_login.use_phone });
  expect(link.getAttribute('href')).toBe('?from=%2Fen-HK%2Fdashboard%2Fsettings&mode=phone');
  expect(mockNavigate).not.toHaveBeenCalled();
});

it('when the password is right, then it goes on to `from` without offering the phone link', async () => {
  mockApi({ [`POST ${urlOf(accountsContract.login)}`]: ok({ user: { id: 7, username: 'mei', role: 'consumer' } }) });
  renderWithProviders(<LoginForm />, { lng: 'en-HK', resources: { common } });
  await submit('mei', 'Harbour-Kite-2026!');
  await waitFor(() => expect(mockNavigate).toHaveBeenCalledWith('/en-HK/dashboard/settings', { replace: true }));
  expect(screen.queryByRole('link', { name: common.phone_login.use_phone })).toBeNull();
});

it('when the account is suspended, then the reason and end date show with a link to appeal on the contact page', async () => {
  const message = 'Your account is suspended by Sifu until 31 Jan 2099, 00:00: No-shows.';
  mockApi({
    [`POST ${urlOf(accountsContract.login)}`]: {
      status: 403,
      body: {
        status: 'Error',
        error: { code: 'account_suspended', message, details: { reason: 'No-shows', until: '2099-01-30 16:00:00' } },
      },
    },
  });
  renderWithProviders(<LoginForm />, { lng: 'en-HK', resources: { common } });
  await submit('mei', 'Harbour-Kite-2026!');
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(message);
  expect(screen.getByRole('link', { name: common.auth.appeal_suspension }).getAttribute('href')).toBe('/en-HK/contact');
  expect(mockNavigate).not.toHaveBeenCalled();
});
