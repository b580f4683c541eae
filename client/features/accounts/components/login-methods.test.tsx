/**
 * The login page's modes: password by default, a code to the confirmed mobile by SMS or a
 * call, or an e-mailed login link; the mode lives in the URL and the other query values are kept.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as LinkRouter from '@client/test/link-router';
import { renderWithProviders } from '@client/test/render-with-providers';
import { mockApi, ok } from '@client/test/mock-api';
import { signInCodesContract } from '@shared/api/sign-in-codes.contract';
import { urlOf } from '@shared/api/endpoint';
import common from '../../../../locales/en-HK/common.json';
import { LoginMethods } from './login-methods';

const mockNavigate = jest.fn();
let mockSearch = '';

jest.mock('react-router', () =>
  jest
    .requireActual<typeof LinkRouter>('@client/test/link-router')
    .linkRouter(() => ({ pathname: '/en-HK/login', search: mockSearch }), { useNavigate: () => mockNavigate }),
);

const me = { id: 7, username: 'mei', role: 'consumer', is_email_verified: true };
/** A wrong code: the envelope carries the tries left. */
const wrongCode = {
  status: 422,
  body: {
    status: 'Error',
    error: { code: 'invalid_otp', message: "That code isn't right. Check the SMS and try again.", details: { attempts_left: 4 } },
  },
};

function renderAt(search: string) {
  mockSearch = search;
  mockNavigate.mockReset();
  return renderWithProviders(<LoginMethods password={<p>password form</p>} />, { lng: 'en-HK', resources: { common } });
}

describe('LoginMethods', () => {
  it('when no mode is asked for, then the password form shows with links to the other ways that keep `from`', () => {
    renderAt('?from=%2Fen-HK%2Fdashboard%2Fsettings');
    expect(screen.getByText('password form')).toBeTruthy();
    const others = screen.getByRole('navigation', { name: 'Other ways to log in' });
    expect(others.querySelectorAll('a')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Log in with a mobile code' }).getAttribute('href')).toBe(
      '/en-HK/login?from=%2Fen-HK%2Fdashboard%2Fsettings&mode=phone',
    );
    expect(screen.getByRole('link', { name: 'E-mail me a login link' }).getAttribute('href')).toBe(
      '/en-HK/login?from=%2Fen-HK%2Fdashboard%2Fsettings&mode=link',
    );
  });

  it('when a code is asked for by SMS and a wrong one typed, then the reason and tries left show; the right one signs in and returns to `from`', async () => {
    const calls = mockApi({
      [`POST ${urlOf(signInCodesContract.phoneLoginPreauth)}`]: ok({ hash: 'h1', expires_in: 600 }),
      [`POST ${urlOf(signInCodesContract.validateUser)}`]: [wrongCode, ok({ user: me })],
    });
    renderAt('?mode=phone&from=%2Fen-HK%2Fdashboard%2Fsettings');
    expect(screen.queryByText('password form')).toBeNull();
    const phone = screen.getByRole('textbox', { name: 'Mobile number' });
    await userEvent.type(phone, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid mobile number');
    await userEvent.clear(phone);
    await userEvent.type(phone, '9123 4567');
    await userEvent.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(await screen.findByText(/If \+852 9123 4567 is confirmed on a Sifu account, a code is on its way by SMS/)).toBeTruthy();
    expect(calls[0].body).toEqual({ phone: '+85291234567', channel: 'sms' });

    const code = screen.getByRole('textbox', { name: 'Code we sent you' });
    await userEvent.type(code, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe("That code isn't right. Check the SMS and try again. 4 tries left.");
    expect((code as HTMLInputElement).value).toBe('111111');
    await userEvent.clear(code);
    await userEvent.type(code, '246 810');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() => expect(mockNavigate).toHaveBeenCalledWith('/en-HK/dashboard/settings', { replace: true }));
    const checks = calls.filter((c) => c.url === urlOf(signInCodesContract.validateUser));
    expect(checks.map((c) => c.body)).toEqual([
      { phone: '+85291234567', verify_code: '111111', hash: 'h1' },
      { phone: '+85291234567', verify_code: '246810', hash: 'h1' },
    ]);
  });

  it('when the user asks to be called, then the code is requested by voice and the notice says a call is coming', async () => {
    const calls = mockApi({ [`POST ${urlOf(signInCodesContract.phoneLoginPreauth)}`]: ok({ hash: 'h2', expires_in: 600 }) });
    renderAt('?mode=phone');
    await userEvent.type(screen.getByRole('textbox', { name: 'Mobile number' }), '+85261234567');
    await userEvent.click(screen.getByRole('button', { name: 'Call me with the code instead' }));
    expect(await screen.findByText(/we're calling it now to read out a code/)).toBeTruthy();
    expect(calls[0].body).toEqual({ phone: '+85261234567', channel: 'voice' });
    expect(screen.getByRole('link', { name: 'Log in with your password' }).getAttribute('href')).toBe('/en-HK/login');
  });

  it('when a login link is asked for, then the same "if an account uses it" notice shows whatever the address', async () => {
    const calls = mockApi({ [`POST ${urlOf(signInCodesContract.requestLoginLink)}`]: ok({ sent: true }) });
    renderAt('?mode=link');
    const email = screen.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(email, 'mei@example');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a login link' }));
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(calls).toHaveLength(0);
    await userEvent.type(email, '.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a login link' }));
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeTruthy();
    expect(screen.getByText("If an account uses mei@example.com, we've sent it a login link.")).toBeTruthy();
    expect(calls[0].body).toEqual({ email: 'mei@example.com' });
  });
});
