import { fireEvent, screen, waitFor } from '@testing-library/react';
import type * as LinkRouter from '@client/test/link-router';
import { mockApi, ok, refused, type ApiReply } from '@client/test/mock-api';
import { EN_PRICING, renderWithProviders } from '@client/test/render-with-providers';
import { accountsContract } from '@shared/api/accounts.contract';
import { urlOf } from '@shared/api/endpoint';
import { ResetPasswordForm } from './reset-password-form';

const mockNavigate = jest.fn();
jest.mock('react-router', () =>
  jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter('/en-HK/resetpass/abc', { useNavigate: () => mockNavigate }),
);

const HASH = 'Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eHF1dXg';
/** The page asks reset_password/check, which answers 200 either way (no failed request in the console). */
const CHECK = `POST ${urlOf(accountsContract.checkResetLink)}`;
const RESET = `POST ${urlOf(accountsContract.resetPassword)}`;
const linkValid: ApiReply = ok({ valid: true });
const linkGone: ApiReply = ok({ valid: false });
const linkInvalid = refused(404, 'reset_link_invalid', 'This password reset link has expired or was already used.');
const me = { id: 7, username: 'mei', role: 'consumer' };

const renderForm = () => renderWithProviders(<ResetPasswordForm hash={HASH} />, EN_PRICING, { toasts: true });

describe('ResetPasswordForm', () => {
  beforeEach(() => mockNavigate.mockReset());

  it('when the link is valid, then a short password is refused in place and a good one signs in and lands on the dashboard with a toast', async () => {
    const calls = mockApi({ [CHECK]: linkValid, [RESET]: ok({ user: me }) });
    renderForm();
    expect(await screen.findByLabelText('New password')).toBeTruthy();
    expect(calls).toEqual([{ method: 'POST', url: urlOf(accountsContract.checkResetLink), body: { hash: HASH } }]);

    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and log in' }));
    expect(await screen.findByText('Passwords need at least 8 characters')).toBeTruthy();
    // The strength meter may ask its own endpoint (debounced); only reset calls matter here.
    const resets = () => calls.filter((c) => c.url === urlOf(accountsContract.resetPassword));
    expect(resets()).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Blue-kettle-harbour-93' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and log in' }));
    await waitFor(() => expect(mockNavigate).toHaveBeenCalledWith('/en-HK/dashboard/projects', { replace: true }));
    expect(resets()[0].body).toEqual({ hash: HASH, password: 'Blue-kettle-harbour-93' });
    expect(resets()).toHaveLength(1);
    // The used link is not checked again (that would flash "expired" before the page moves on).
    expect(calls.filter((c) => c.url === urlOf(accountsContract.checkResetLink))).toHaveLength(1);
    expect(await screen.findByText("Your password is changed and you're logged in. Other devices were logged out.")).toBeTruthy();
  });

  it('when the server refuses the password, then its reason shows at the field', async () => {
    mockApi({
      [CHECK]: linkValid,
      [RESET]: refused(400, 'validation', 'Please check the highlighted fields.', { password: 'This password is too common' }),
    });
    renderForm();
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'password123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and log in' }));
    expect(await screen.findByText('This password is too common')).toBeTruthy();
    expect(mockNavigate).not.toHaveBeenCalled();
  });

  it('when the link has expired or was used, then the page says so and offers a new link', async () => {
    const calls = mockApi({ [CHECK]: linkGone });
    renderForm();
    expect(await screen.findByRole('heading', { name: 'This link has expired or was already used' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get a new link' }).getAttribute('href')).toBe('/en-HK/resetpass');
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(calls.map((c) => c.url)).toEqual([urlOf(accountsContract.checkResetLink)]);
  });

  it('when the link is used up between the check and the save, then the page turns to "expired or used"', async () => {
    mockApi({ [CHECK]: linkValid, [RESET]: linkInvalid });
    renderForm();
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'Blue-kettle-harbour-93' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and log in' }));
    expect(await screen.findByRole('heading', { name: 'This link has expired or was already used' })).toBeTruthy();
  });
});
