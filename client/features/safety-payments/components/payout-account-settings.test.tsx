import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as LinkRouter from '@client/test/link-router';
import { urlOf } from '@shared/api/endpoint';
import { safetyPaymentsContract } from '@shared/api/safety-payments.contract';
import { mockApi, ok, refused } from '@client/test/mock-api';
import { renderWithProviders } from '@client/test/render-with-providers';
import dashboard from '../../../../locales/en-HK/dashboard.json';
import common from '../../../../locales/en-HK/common.json';
import dashboardZh from '../../../../locales/zh-HK/dashboard.json';
import commonZh from '../../../../locales/zh-HK/common.json';
import { PayoutAccountSettings } from './payout-account-settings';

jest.mock('react-router', () => jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter());

const URL = urlOf(safetyPaymentsContract.payoutAccount);
const EN = { lng: 'en-HK' as const, resources: { dashboard, common } };
const ZH = { lng: 'zh-HK' as const, resources: { dashboard: dashboardZh, common: commonZh } };
const SAVED = { method: 'bank', holder: 'CHAN TAI MAN', masked: '004-123-***9012', modified: '2026-11-30 01:00:00' };

describe('PayoutAccountSettings', () => {
  it('when no account is saved, then the form asks for every field it needs and sends nothing until they are there', async () => {
    const calls = mockApi({ [`GET ${URL}`]: ok(null) });
    renderWithProviders(<PayoutAccountSettings />, EN);
    await userEvent.click(await screen.findByRole('button', { name: 'Save payout account' }));
    for (const label of ["Account holder's name", 'Bank code', 'Branch code', 'Account number', 'Your Sifu password']) {
      expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
    }
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('when a bank account is saved, then the API gets the fields and the password, and the page shows it masked with a notice', async () => {
    // The save makes the read stale: read again, the server has the account.
    const calls = mockApi({ [`GET ${URL}`]: [ok(null), ok(SAVED)], [`POST ${URL}`]: ok(SAVED) });
    renderWithProviders(<PayoutAccountSettings />, EN);
    await userEvent.type(await screen.findByLabelText("Account holder's name"), 'CHAN TAI MAN');
    await userEvent.type(screen.getByLabelText('Bank code'), '004');
    await userEvent.type(screen.getByLabelText('Branch code'), '123');
    await userEvent.type(screen.getByLabelText('Account number'), '456789012');
    await userEvent.type(screen.getByLabelText('Your Sifu password'), 'Harbour-Kite-2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Save payout account' }));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      method: 'bank',
      holder: 'CHAN TAI MAN',
      bank_code: '004',
      branch_code: '123',
      account_number: '456789012',
      password: 'Harbour-Kite-2026!',
    });
    expect(await screen.findByText('Payout account saved. We have e-mailed you about it.')).toBeTruthy();
    expect(screen.getByText('004-123-***9012')).toBeTruthy();
    expect(screen.queryByLabelText('Your Sifu password')).toBeNull();
  });

  it('when the pro switches to FPS, then only the proxy is asked and sent; the server’s field error shows in place and the password is cleared', async () => {
    const calls = mockApi({
      [`GET ${URL}`]: ok(SAVED),
      [`POST ${URL}`]: refused(400, 'validation', 'Check the fields', { fps_proxy: 'Enter an FPS ID' }),
    });
    renderWithProviders(<PayoutAccountSettings />, EN);
    expect(await screen.findByText('004-123-***9012')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Change payout account' }));
    await userEvent.click(screen.getByRole('radio', { name: 'FPS' }));
    expect(screen.queryByLabelText('Bank code')).toBeNull();
    await userEvent.type(screen.getByLabelText('FPS ID, mobile number or e-mail'), '12-34');
    await userEvent.type(screen.getByLabelText('Your Sifu password'), 'Harbour-Kite-2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Save payout account' }));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      method: 'fps',
      holder: 'CHAN TAI MAN',
      fps_proxy: '12-34',
      password: 'Harbour-Kite-2026!',
    });
    expect(await screen.findByText('Enter an FPS ID')).toBeTruthy();
    expect((screen.getByLabelText('Your Sifu password') as HTMLInputElement).value).toBe('');
  });

  it('when a saved account is shown in Chinese, then its method, holder and masked number read in zh-HK', async () => {
    mockApi({ [`GET ${URL}`]: ok({ ...SAVED, method: 'fps', masked: '***4567' }) });
    renderWithProviders(<PayoutAccountSettings />, ZH);
    expect(await screen.findByText('***4567')).toBeTruthy();
    expect(screen.getByText('收款方式')).toBeTruthy();
    expect(screen.getByText('轉數快')).toBeTruthy();
    expect(screen.getByRole('button', { name: '更改收款帳戶' })).toBeTruthy();
  });
});
