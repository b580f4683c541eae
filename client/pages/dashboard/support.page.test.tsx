import { fireEvent, screen, waitFor } from '@testing-library/react';
import type * as LinkRouter from '@client/test/link-router';
import { mockApi, ok } from '@client/test/mock-api';
import { renderWithProviders } from '@client/test/render-with-providers';
import { backOfficeContract } from '@shared/api/back-office.contract';
import { urlOf } from '@shared/api/endpoint';
import type { SupportThread } from '@shared/schemas/back-office.schema';
import dashboard from '../../../locales/en-HK/dashboard.json';
import common from '../../../locales/en-HK/common.json';
import dashboardZh from '../../../locales/zh-HK/dashboard.json';
import commonZh from '../../../locales/zh-HK/common.json';
import SupportPage from './support.page';

jest.mock('react-router', () => jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter());

const EN = { lng: 'en-HK' as const, resources: { dashboard, common } };
const ZH = { lng: 'zh-HK' as const, resources: { dashboard: dashboardZh, common: commonZh } };

const thread: SupportThread = {
  id: 12,
  summary: 'How do I change my phone number?',
  status: 'open',
  created: '2026-11-28 09:00:00',
  thread: [
    { id: 1, from_staff: false, author: '陳大文', body: 'How do I change my phone number?', created: '2026-11-28 09:00:00' },
    { id: 2, from_staff: true, author: 'Sifu', body: 'Go to Settings, then Phone.', created: '2026-11-28 10:00:00' },
  ],
};

describe('SupportPage', () => {
  const list = `GET ${urlOf(backOfficeContract.supportThreads)}`;
  const reply = `POST ${urlOf(backOfficeContract.supportReply, { params: { id: 12 } })}`;

  it('when the user has a thread, then its messages show with who wrote them, and a reply is sent to that thread', async () => {
    const calls = mockApi({ [list]: ok([thread]), [reply]: ok({ ok: true }) });
    renderWithProviders(<SupportPage />, EN, { toasts: true });
    expect(await screen.findByText('Go to Settings, then Phone.')).toBeTruthy();
    expect(screen.getByText('Waiting for us')).toBeTruthy();
    expect(screen.getByText(/We reply within one working day/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Write your reply first')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Reply' }), { target: { value: 'Thanks!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', url: reply.slice(5), body: { body: 'Thanks!' } }]),
    );
  });

  it('when the user has written nothing yet, then the page (in Chinese) invites them to write to us', async () => {
    mockApi({ [list]: ok([]) });
    renderWithProviders(<SupportPage />, ZH);
    expect(await screen.findByText('未有訊息')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: '聯絡我哋' }).length).toBeGreaterThan(0);
  });
});
