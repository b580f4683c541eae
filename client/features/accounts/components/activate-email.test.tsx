/**
 * The activate page (SPEC §2 activate/{userId}/{hash}): nothing is sent until the user taps the button; then
 * confirmed, or expired with a new e-mail for the link's own signed-in user.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as LinkRouter from '@client/test/link-router';
import { renderWithProviders } from '@client/test/render-with-providers';
import { mockApi, ok, refused } from '@client/test/mock-api';
import { accountsContract } from '@shared/api/accounts.contract';
import { signInCodesContract } from '@shared/api/sign-in-codes.contract';
import { urlOf } from '@shared/api/endpoint';
import { ActivateEmail } from './activate-email';
import common from '../../../../locales/zh-HK/common.json';

jest.mock('react-router', () => jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter('/activate/7/tok'));

const zh = { lng: 'zh-HK' as const, resources: { common } };
const me = { id: 7, username: 'mei', email: 'mei@example.com', role: 'consumer', is_email_verified: false };

describe('ActivateEmail', () => {
  it('when the page opens, then nothing is posted; the button confirms the address', async () => {
    const calls = mockApi({
      [`GET ${urlOf(accountsContract.session)}`]: ok(null),
      [`POST ${urlOf(signInCodesContract.activateEmail)}`]: ok({ result: 'verified', email: 'mei@example.com' }),
    });
    renderWithProviders(<ActivateEmail userId={7} hash="tok" />, zh);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: '確認我嘅電郵' }));
    expect(await screen.findByRole('heading', { name: '你嘅電郵地址已經確認' })).toBeTruthy();
    expect(screen.getByText('多謝！有關需要同報價嘅消息會寄去 mei@example.com。')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ user_id: 7, hash: 'tok' });
    expect(screen.getByRole('link', { name: '前往登入' }).getAttribute('href')).toBe('/zh-HK/login');
  });

  it('when the link has expired and its user is signed in, then a new e-mail can be sent from the page', async () => {
    const calls = mockApi({
      [`GET ${urlOf(accountsContract.session)}`]: ok(me),
      [`POST ${urlOf(signInCodesContract.activateEmail)}`]: refused(
        422,
        'email_link_expired',
        '呢條確認連結已經過期，請重新索取確認電郵。',
      ),
      [`POST ${urlOf(signInCodesContract.sendEmailVerification)}`]: ok({ sent: true, is_email_verified: false, expires_in: 86_400 }),
    });
    renderWithProviders(<ActivateEmail userId={7} hash="tok" />, zh);
    await userEvent.click(screen.getByRole('button', { name: '確認我嘅電郵' }));
    expect(await screen.findByRole('heading', { name: '呢條連結已經過期' })).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: '重新寄出確認電郵' }));
    expect(await screen.findByText('已經寄出新嘅確認電郵去 mei@example.com，只有最新嗰封有效。')).toBeTruthy();
    expect(calls.filter((c) => c.url === urlOf(signInCodesContract.sendEmailVerification))).toHaveLength(1);
  });

  it('when the link belongs to another account, then it says the link does not work', async () => {
    mockApi({
      [`GET ${urlOf(accountsContract.session)}`]: ok(null),
      [`POST ${urlOf(signInCodesContract.activateEmail)}`]: refused(404, 'email_link_invalid', '呢條確認連結無效'),
    });
    renderWithProviders(<ActivateEmail userId={8} hash="tok" />, zh);
    await userEvent.click(screen.getByRole('button', { name: '確認我嘅電郵' }));
    expect(await screen.findByRole('heading', { name: '呢條連結用唔到' })).toBeTruthy();
  });
});
