/**
 * Becoming a pro from pro-signup/{slug}: signup and login carry role=pro and the category, and the
 * user lands as a pro on onboarding (or on their services when one is published). Only same-site paths we
 * build are followed.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type * as LinkRouter from '@client/test/link-router';
import { createI18n } from '@client/lib/i18n';
import { createBrowserDataClient, DataClientProvider } from '@client/lib/data-client';
import { proEntryPath, proIntentOf } from '@client/features/service-editor/api/pro-entry';
import { accountsContract } from '@shared/api/accounts.contract';
import { catalogContract } from '@shared/api/catalog.contract';
import { serviceEditorContract } from '@shared/api/service-editor.contract';
import { urlOf } from '@shared/api/endpoint';
import common from '../../locales/zh-HK/common.json';
import onboarding from '../../locales/zh-HK/onboarding.json';
import SignupPage from './signup.page';
import LoginPage from './login.page';

const mockNavigate = jest.fn();
let mockLocation = { pathname: '/en-HK/signup', search: '' };

jest.mock('react-router', () =>
  jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter(() => mockLocation, { useNavigate: () => mockNavigate }),
);

function reply(status: number, data: unknown) {
  const body = status < 400 ? { status: 'Success', data } : { status: 'Error', error: { code: status, message: 'error' } };
  return { ok: status < 400, status, statusText: '', json: async () => body } as Response;
}

const user = (role: 'consumer' | 'pro') => ({
  id: 7,
  username: 'chan_plumber',
  email: 'chan@example.com',
  full_name: '陳大文',
  first_name: '大文',
  last_name: '陳',
  s3_thumb_url: null,
  onboard_state: 0,
  is_phone_confirmed: false,
  phone: null,
  available_wallet_amount: role === 'pro' ? 200 : 0,
  quote_service_count: 0,
  role,
  proMode: role === 'pro',
  unreadCount: 0,
});

type Route = (method: string, path: string, body: unknown) => Response | undefined;
const calls: Array<{ method: string; path: string; body: unknown }> = [];

function serve(route: Route) {
  calls.length = 0;
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = String(url);
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, body });
    if (path.startsWith(urlOf(accountsContract.session))) return reply(200, null);
    if (path.startsWith(urlOf(catalogContract.category, { params: { slug: 'plumbing' } })))
      return reply(200, { slug: 'plumbing', name: '水喉維修', quote_fee: 20 });
    return route(method, path, body) ?? reply(404, null);
  }) as typeof fetch;
}

function renderPage(page: 'signup' | 'login', pathname: string, search: string) {
  mockLocation = { pathname, search };
  mockNavigate.mockReset();
  const i18n = createI18n('zh-HK', { common, onboarding });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DataClientProvider client={createBrowserDataClient()}>
        <I18nextProvider i18n={i18n}>{page === 'signup' ? <SignupPage /> : <LoginPage />}</I18nextProvider>
      </DataClientProvider>
    </QueryClientProvider>,
  );
}

async function fillSignup() {
  await userEvent.type(screen.getByRole('textbox', { name: '姓氏' }), '陳');
  await userEvent.type(screen.getByRole('textbox', { name: '名字' }), '大文');
  await userEvent.type(screen.getByRole('textbox', { name: '用戶名稱' }), 'chan_plumber');
  await userEvent.type(screen.getByRole('textbox', { name: '電郵地址' }), 'chan@example.com');
  await userEvent.type(screen.getByLabelText('密碼'), 'Harbour-Kite-2026!');
}

describe('pro sign-up carried through signup and login', () => {
  it('when a visitor signs up from pro-signup/plumbing, then the account is created as a pro and lands on onboarding for plumbing', async () => {
    serve((method, path) => {
      if (method === 'POST' && path === urlOf(accountsContract.register)) return reply(200, { user: user('pro') });
      if (path.startsWith(urlOf(serviceEditorContract.mine))) return reply(200, { items: [], quote_service_count: 0 });
      return undefined;
    });
    renderPage('signup', '/en-HK/signup', '?role=pro&category=plumbing');
    expect(await screen.findByText('你正登記做水喉維修師傅。建立帳戶之後，我哋會帶你設定服務檔案。')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /我係專業師傅/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('link', { name: '登入' }).getAttribute('href')).toBe('/en-HK/login?role=pro&category=plumbing');
    await fillSignup();
    await userEvent.click(screen.getByRole('button', { name: '建立帳戶' }));
    await waitFor(() => expect(mockNavigate).toHaveBeenCalledWith('/en-HK/dashboard/onboarding?category=plumbing', { replace: true }));
    expect(calls.find((c) => c.path === urlOf(accountsContract.register))?.body).toMatchObject({ username: 'chan_plumber', role: 'pro' });
    // A new pro is a pro from the start: no role switch is needed.
    expect(calls.some((c) => c.path === urlOf(accountsContract.switchRole))).toBe(false);
  });

  it('when an existing consumer logs in from the pro sign-up, then they are switched to pro and sent to onboarding', async () => {
    serve((method, path) => {
      if (method === 'POST' && path === urlOf(accountsContract.login)) return reply(200, { user: user('consumer') });
      if (method === 'POST' && path === urlOf(accountsContract.switchRole))
        return reply(200, { role: 'pro', landing: '/dashboard/onboarding' });
      if (path.startsWith(urlOf(serviceEditorContract.mine))) return reply(200, { items: [], quote_service_count: 0 });
      return undefined;
    });
    renderPage('login', '/login', '?role=pro&category=plumbing');
    expect(await screen.findByText('登入之後，我哋會帶你設定水喉維修服務檔案。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '免費註冊' }).getAttribute('href')).toBe('/zh-HK/signup?role=pro&category=plumbing');
    await userEvent.type(screen.getByRole('textbox', { name: '用戶名稱或電郵' }), 'chan_plumber');
    await userEvent.type(screen.getByLabelText('密碼'), 'Sup3rsecret');
    await userEvent.click(screen.getByRole('button', { name: '登入' }));
    await waitFor(() => expect(mockNavigate).toHaveBeenCalledWith('/zh-HK/dashboard/onboarding?category=plumbing', { replace: true }));
    expect(calls.find((c) => c.path === urlOf(accountsContract.switchRole))?.body).toEqual({ role: 'pro' });
  });

  it('when a pro with a published service logs in from the pro sign-up, then they go to their services, not onboarding', async () => {
    serve((method, path) => {
      if (method === 'POST' && path === urlOf(accountsContract.login)) return reply(200, { user: user('pro') });
      if (path.startsWith(urlOf(serviceEditorContract.mine)))
        return reply(200, { items: [{ quote_service_id: 3, profile_ready: true, is_archived: false }], quote_service_count: 1 });
      return undefined;
    });
    renderPage('login', '/zh-HK/login', '?role=pro&category=plumbing&from=https://evil.example/');
    await userEvent.type(screen.getByRole('textbox', { name: '用戶名稱或電郵' }), 'chan_plumber');
    await userEvent.type(screen.getByLabelText('密碼'), 'Sup3rsecret');
    await userEvent.click(screen.getByRole('button', { name: '登入' }));
    await waitFor(() => expect(mockNavigate).toHaveBeenCalledWith('/zh-HK/dashboard/services', { replace: true }));
    expect(calls.some((c) => c.path === urlOf(accountsContract.switchRole))).toBe(false);
  });
});

describe('pro intent parsing (no open redirects)', () => {
  it('when the category is not a catalogue slug, then it is dropped and only our own paths come out', () => {
    expect(proIntentOf(new URLSearchParams('role=pro&category=plumbing'))).toEqual({ category: 'plumbing' });
    expect(proIntentOf(new URLSearchParams('role=pro&category=//evil.example'))).toEqual({ category: null });
    expect(proIntentOf(new URLSearchParams('role=pro&category=a%26next%3D%2F%2Fevil'))).toEqual({ category: null });
    expect(proIntentOf(new URLSearchParams('role=consumer&category=plumbing'))).toBeNull();
    expect(proEntryPath([], null)).toBe('/dashboard/onboarding');
    expect(proEntryPath([{ profile_ready: true, is_archived: true }], 'aircon-repair')).toBe(
      '/dashboard/onboarding?category=aircon-repair',
    );
    expect(proEntryPath([{ profile_ready: true, is_archived: false }], 'plumbing')).toBe('/dashboard/services');
  });
});
