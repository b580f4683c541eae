import { fireEvent, screen, waitFor } from '@testing-library/react';
import type * as LinkRouter from '@client/test/link-router';
import { mockApi, ok, refused } from '@client/test/mock-api';
import { renderWithProviders } from '@client/test/render-with-providers';
import { subjectTicket as ticket } from '@client/test/ticket-fixtures';
import { contentContract } from '@shared/api/content.contract';
import { reportsContract } from '@shared/api/reports.contract';
import { urlOf } from '@shared/api/endpoint';
import type { ContactPanel as ContactData, ReportPanel as ReportData } from '@shared/schemas/report-queue.schema';
import ops from '../../../../locales/en-HK/ops.json';
import common from '../../../../locales/en-HK/common.json';
import messages from '../../../../locales/en-HK/messages.json';
import opsZh from '../../../../locales/zh-HK/ops.json';
import commonZh from '../../../../locales/zh-HK/common.json';
import messagesZh from '../../../../locales/zh-HK/messages.json';
import ReportPanel from './report-panel';
import ContactPanel from './contact-panel';

jest.mock('react-router', () => jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter());

const EN = { lng: 'en-HK' as const, resources: { ops, common, messages } };
const ZH = { lng: 'zh-HK' as const, resources: { ops: opsZh, common: commonZh, messages: messagesZh } };

const person = (id: number, username: string, full_name: string) => ({
  id,
  username,
  full_name,
  email: `${username}@example.com`,
  role: 'consumer',
  created: '2026-01-01 00:00:00',
  reports_against: 0,
  open_reports_against: 0,
});

const reportOfMessage: ReportData = {
  report: {
    id: 7,
    type: 'message',
    topic_id: 1,
    sub_topic_id: 11,
    message: 'He wants cash',
    param: '',
    attachments: [],
    created: '2026-11-29 09:00:00',
    status: 'open',
    outcome: null,
    outcome_reason: null,
    decided_at: null,
    decided_by: null,
  },
  reporter: person(5, 'kaman', '黃嘉敏'),
  author: { ...person(6, 'chan_plumbing', '陳大文'), role: 'pro', reports_against: 2, open_reports_against: 1 },
  chat: [
    {
      id: 1,
      sender: { id: 5, username: 'kaman', full_name: '黃嘉敏' },
      body: 'When can you come?',
      attachments: [],
      created: '2026-11-29 08:00:00',
      is_reported: false,
      hidden: false,
    },
    {
      id: 2,
      sender: { id: 6, username: 'chan_plumbing', full_name: '陳大文' },
      body: 'Pay me in cash outside Sifu',
      attachments: [],
      created: '2026-11-29 08:05:00',
      is_reported: true,
      hidden: false,
    },
  ],
  request: null,
  quote: null,
  review: null,
  service: null,
  actions: ['dismiss', 'warn', 'hide', 'suspend_user', 'suspend_service'],
};

describe('ReportPanel', () => {
  const read = `GET ${urlOf(reportsContract.panel, { params: { id: 7 } })}`;
  const decide = `POST ${urlOf(reportsContract.decide, { params: { id: 7 } })}`;

  it('when a reported message is shown, then it is marked in its chat with the reporter, the author’s report count and the reason', async () => {
    mockApi({ [read]: ok(reportOfMessage) });
    renderWithProviders(<ReportPanel ticket={ticket('report', 'reports')} />, EN, { toasts: true });
    expect(await screen.findByText('Pay me in cash outside Sifu')).toBeTruthy();
    expect(screen.getByText('When can you come?')).toBeTruthy();
    expect(screen.getByText('Fraud or false information · Asked to pay outside Sifu')).toBeTruthy();
    expect(screen.getByText(/reported 2 times \(1 open\)/)).toBeTruthy();
    expect(screen.getByText('Reported', { selector: 'span' })).toBeTruthy();
  });

  it('when hiding without a reason, then nothing is sent; with a reason and the warning ticked, one decision carries both', async () => {
    const calls = mockApi({ [read]: ok(reportOfMessage), [decide]: ok({ ...reportOfMessage, actions: [] }) });
    renderWithProviders(<ReportPanel ticket={ticket('report', 'reports')} />, EN, { toasts: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Hide it' }));
    expect(await screen.findByText('Give a reason')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason' }), { target: { value: 'Cash outside Sifu' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Also warn the author/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Hide it' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST')).toEqual([
        { method: 'POST', url: decide.slice(5), body: { action: 'hide', reason: 'Cash outside Sifu', warn: true } },
      ]),
    );
  });

  it('when a colleague decided first, then the server’s 409 message shows (in Chinese)', async () => {
    mockApi({ [read]: ok(reportOfMessage), [decide]: refused(409, 'conflict', '其他同事啱啱處理咗呢個舉報，請重新載入睇吓結果') });
    renderWithProviders(<ReportPanel ticket={ticket('report', 'reports')} />, ZH, { toasts: true });
    fireEvent.change(await screen.findByRole('textbox', { name: '原因' }), { target: { value: '冇問題' } });
    fireEvent.click(screen.getByRole('button', { name: '駁回' }));
    expect(await screen.findByText('其他同事啱啱處理咗呢個舉報，請重新載入睇吓結果')).toBeTruthy();
  });

  it('when the report is decided, then the outcome shows and no decision buttons', async () => {
    mockApi({
      [read]: ok({
        ...reportOfMessage,
        report: {
          ...reportOfMessage.report,
          status: 'dismissed',
          outcome: 'dismiss',
          outcome_reason: 'Fine',
          decided_by: { id: 9, username: 'ops_trust', full_name: '黃志強' },
        },
        actions: [],
      }),
    });
    renderWithProviders(<ReportPanel ticket={ticket('report', 'reports')} />, EN);
    expect(await screen.findByText(/Decided: dismissed, by 黃志強/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
  });
});

describe('ContactPanel', () => {
  const read = `GET ${urlOf(contentContract.contactPanel, { params: { id: 7 } })}`;
  const data: ContactData = {
    message: {
      id: 7,
      name: 'Ada',
      email: 'ada@example.com',
      phone: '',
      topic: 'pro',
      message: 'How do I add a district?',
      language: 'en-HK',
      created: '2026-11-29 09:00:00',
    },
    account: null,
    other_threads: [{ ticket_id: 11, summary: 'An older question', status: 'closed', created: '2026-11-01 09:00:00' }],
  };

  it('when a visitor wrote, then the sender, the e-mail reply channel and their other threads show', async () => {
    mockApi({ [read]: ok(data) });
    renderWithProviders(<ContactPanel ticket={ticket('contact_message', 'contact')} />, EN);
    expect(await screen.findByText('ada@example.com')).toBeTruthy();
    expect(screen.getByText('Not signed in: replies go by e-mail')).toBeTruthy();
    expect(screen.getByText(/Pro question/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '#11' })).toBeTruthy();
  });
});
