/**
 * The strength meter on the new-password fields: once typing stops it asks the server's judge
 * (here answered by the same shared rules with the real dictionaries) and shows a translated level and, when refused,
 * the reason.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as core from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { renderWithProviders } from '@client/test/render-with-providers';
import { createPasswordChecker } from '@shared/domain/password-strength';
import { mockApi, ok, type ApiCall } from '@client/test/mock-api';
import { accountsContract } from '@shared/api/accounts.contract';
import { urlOf } from '@shared/api/endpoint';
import { ChangePasswordForm } from './change-password-form';
import { SignupForm } from './signup-form';
import { PasswordStrengthMeter } from './password-strength-meter';
import enCommon from '../../../../locales/en-HK/common.json';
import enDashboard from '../../../../locales/en-HK/dashboard.json';
import zhCommon from '../../../../locales/zh-HK/common.json';

// React Router ships ESM that jest cannot load here; the forms only need these.
jest.mock('react-router', () => ({
  Link: () => null,
  useNavigate: () => jest.fn(),
  useLocation: () => ({ pathname: '/en-HK/signup', search: '' }),
  useSearchParams: () => [new URLSearchParams(), jest.fn()],
}));

const judge = createPasswordChecker({ core, common, en });
/** POST /api/users/password_strength as the server answers it. */
const strengthRoute = (call: ApiCall) => {
  const { password, user_inputs } = call.body as { password: string; user_inputs: string[] };
  const v = judge(password, [...user_inputs]);
  return ok({ ok: v.ok, score: v.score, reason: v.ok ? null : v.reason });
};
const strengthCalls = (calls: ApiCall[]) => calls.filter((c) => c.url === urlOf(accountsContract.passwordStrength));

const EN = { lng: 'en-HK' as const, resources: { common: enCommon, dashboard: enDashboard } };
const me = { id: 7, username: 'siuming88', email: 'siuming@example.com', first_name: 'Siu Ming', last_name: 'Chan' };

const meter = () => screen.getByRole('meter', { name: 'Password strength' });
const strengthText = () => screen.getByTestId('password-strength').textContent ?? '';
const LOAD = { timeout: 5000 };

describe('PasswordStrengthMeter', () => {
  it('when a new password is typed, then the server is asked once typing stops and the meter shows the level and reason', async () => {
    const calls = mockApi({
      [`GET ${urlOf(accountsContract.session)}`]: ok(me),
      [`POST ${urlOf(accountsContract.passwordStrength)}`]: strengthRoute,
    });
    renderWithProviders(<ChangePasswordForm />, EN);
    const field = screen.getByLabelText('New password');
    expect(screen.queryByRole('meter')).toBeNull();

    await userEvent.type(field, '12345678');
    await waitFor(() => expect(meter().getAttribute('aria-valuetext')).toBe('Very weak'), LOAD);
    // Debounced: one question for the eight keystrokes, carrying the user's details.
    expect(strengthCalls(calls)).toHaveLength(1);
    expect(strengthCalls(calls)[0].body).toMatchObject({ password: '12345678', user_inputs: expect.arrayContaining(['siuming88']) });
    expect(strengthText()).toContain(enCommon.errors.password_common);

    await userEvent.clear(field);
    await userEvent.type(field, 'Siuming88-Harbour!');
    await waitFor(() => expect(strengthText()).toContain(enCommon.errors.password_derived));

    await userEvent.clear(field);
    await userEvent.type(field, 'Harbour-Kite-2026!');
    await waitFor(() => expect(meter().getAttribute('aria-valuetext')).toBe('Strong'));
    expect(meter().getAttribute('aria-valuenow')).toBe('4');
    expect(strengthText()).not.toContain('·');
  });

  it('when the sign-up password contains the username typed in the form, then the meter gives that reason', async () => {
    mockApi({ [`POST ${urlOf(accountsContract.passwordStrength)}`]: strengthRoute });
    renderWithProviders(<SignupForm />, EN);
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'kwokfai');
    await userEvent.type(screen.getByLabelText('Password'), 'Kwokfai-Harbour-77');
    await waitFor(() => expect(strengthText()).toContain(enCommon.errors.password_derived), LOAD);
    expect(meter().getAttribute('aria-valuetext')).toBe('Weak');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Username' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'someone_else');
    await waitFor(() => expect(meter().getAttribute('aria-valuetext')).toBe('Strong'));
  });

  it('when the page is in Chinese and the password is refused, then the level and the reason are in Chinese', () => {
    renderWithProviders(<PasswordStrengthMeter verdict={{ ok: false, reason: 'weak', score: 2 }} />, {
      lng: 'zh-HK',
      resources: { common: zhCommon },
    });
    expect(screen.getByRole('meter', { name: zhCommon.auth.strength.label }).getAttribute('aria-valuetext')).toBe(
      zhCommon.auth.strength.level_2,
    );
    expect(strengthText()).toContain(zhCommon.errors.password_weak);
  });
});
