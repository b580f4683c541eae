import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@client/test/render-with-providers';
import common from '../../../../locales/zh-HK/common.json';
import { PhoneVerification } from './phone-verification';

// react-router is ESM-only for this jest config; the button module imports Link from it.
jest.mock('react-router', () => ({ Link: () => null }));

function reply(status: number, body: unknown) {
  return { ok: status < 400, status, statusText: '', json: async () => body } as Response;
}

function setup(onVerified = jest.fn()) {
  renderWithProviders(<PhoneVerification onVerified={onVerified} />, { lng: 'zh-HK', resources: { common } });
  return onVerified;
}

describe('PhoneVerification', () => {
  it('when a wrong code is typed, then the server reason and the tries left show at the code; the right code verifies', async () => {
    const sent: Array<{ url: string; body: unknown }> = [];
    let attempt = 0;
    global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body ?? '{}'));
      sent.push({ url: String(url), body });
      if (String(url).endsWith('/preauth'))
        return reply(200, { status: 'Success', data: { hash: 'h1', phone: '+85291234567', expires_in: 600 } });
      attempt += 1;
      return attempt === 1
        ? reply(422, { status: 'Error', error: { code: 'invalid_otp', message: '驗證碼唔正確。', details: { attempts_left: 4 } } })
        : reply(200, { status: 'Success', data: { phone: '+85291234567', is_phone_confirmed: true } });
    }) as typeof fetch;
    const onVerified = setup();
    await userEvent.type(screen.getByRole('textbox', { name: '手機號碼' }), '12');
    await userEvent.click(screen.getByRole('button', { name: '發送驗證碼' }));
    expect(screen.getByRole('alert').textContent).toBe('請輸入有效嘅香港手機號碼');
    await userEvent.clear(screen.getByRole('textbox', { name: '手機號碼' }));
    await userEvent.type(screen.getByRole('textbox', { name: '手機號碼' }), '9123 4567');
    await userEvent.click(screen.getByRole('button', { name: '發送驗證碼' }));
    expect(await screen.findByText(/\+852 9123 4567/)).toBeTruthy();
    expect(sent[0].body).toEqual({ phone: '+85291234567' });
    await userEvent.type(screen.getByRole('textbox', { name: '6 位數字驗證碼' }), '111111');
    await userEvent.click(screen.getByRole('button', { name: '確認' }));
    expect((await screen.findByRole('alert')).textContent).toBe('驗證碼唔正確。 仲可以試 4 次。');
    await userEvent.clear(screen.getByRole('textbox', { name: '6 位數字驗證碼' }));
    await userEvent.type(screen.getByRole('textbox', { name: '6 位數字驗證碼' }), '246810');
    await userEvent.click(screen.getByRole('button', { name: '確認' }));
    await screen.findByRole('button', { name: '確認' });
    expect(onVerified).toHaveBeenCalledWith('+85291234567');
    expect(sent[2].body).toEqual({ hash: 'h1', otp: '246810' });
  });
});
