import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as LinkRouter from '@client/test/link-router';
import { mockApi, ok, refused } from '@client/test/mock-api';
import { renderWithProviders } from '@client/test/render-with-providers';
import { narrowMatchContract } from '@shared/api/narrow-match.contract';
import { urlOf } from '@shared/api/endpoint';
import requestsCopy from '../../../../locales/en-HK/requests.json';
import common from '../../../../locales/en-HK/common.json';
import { OpenRequestOffer, postedText } from './open-request-offer';

jest.mock('react-router', () => jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter('/en-HK/service/12'));

const requests = [
  {
    quote_request_id: 7,
    category: { slug: 'plumbing', name_zh: '水喉維修', name_en: 'Plumbing' },
    district: { name_zh: '灣仔', name_en: 'Wan Chai' },
    excerpt: 'Kitchen pipe leaking under the sink',
    key_answers: [
      { zh: '漏水', en: 'Leak' },
      { zh: '$500 以下', en: 'Under HK$500' },
    ],
    created: '2026-11-26 17:30:00',
  },
  {
    quote_request_id: 5,
    category: { slug: 'plumbing', name_zh: '水喉維修', name_en: 'Plumbing' },
    district: null,
    excerpt: '',
    key_answers: [],
    created: '2026-11-20 01:00:00',
  },
];
const state = { quote_request_id: 7, narrow: null, can_match_others: false, work_requirement: '' };

function show(onNewRequest = jest.fn()) {
  renderWithProviders(<OpenRequestOffer serviceId={12} requests={requests} onNewRequest={onNewRequest} />, {
    lng: 'en-HK',
    resources: { requests: requestsCopy, common },
  });
  return onNewRequest;
}

describe('OpenRequestOffer', () => {
  // "Now" is 28 Nov 2026, 10:00 in Hong Kong.
  beforeEach(() => jest.useFakeTimers({ now: Date.parse('2026-11-28T02:00:00Z'), advanceTimers: true }));
  afterEach(() => jest.useRealTimers());

  it('when the consumer sends an open request, then invite_pro gets the request and the pro, and the request page is linked', async () => {
    const calls = mockApi({ [`POST ${urlOf(narrowMatchContract.invitePro)}`]: ok(state) });
    show();
    const rows = screen.getAllByTestId('open-request');
    // Two requests in one category are told apart by number, what the consumer wrote and their choices.
    expect(rows[0].textContent).toContain('Request #7');
    expect(rows[0].textContent).toContain('“Kitchen pipe leaking under the sink”');
    expect(rows[0].textContent).toContain('Leak · Under HK$500');
    expect(rows[0].textContent).toContain('Wan Chai · Posted yesterday'); // 17:30 UTC on the 26th is the 27th in Hong Kong
    expect(rows[1].textContent).toContain('Request #5');
    expect(rows[1].textContent).toContain('Posted 20 Nov');
    await userEvent.click(screen.getAllByRole('button', { name: 'Send to this pro' })[0]);
    await screen.findByText(/Sent\. This pro will answer within 24 hours/);
    expect(calls.map((c) => [c.url, c.body])).toEqual([
      [urlOf(narrowMatchContract.invitePro), { quote_request_id: 7, quote_service_id: 12 }],
    ]);
    expect(screen.getByRole('link', { name: 'See my request' }).getAttribute('href')).toBe('/en-HK/dashboard/projects/quotelist/7');
  });

  it('when the request is full, then the server’s message shows, the offer stays and a new request can still be started', async () => {
    mockApi({
      [`POST ${urlOf(narrowMatchContract.invitePro)}`]: refused(
        409,
        'request_full',
        'This request already has as many pros as it can take.',
      ),
    });
    const onNew = show();
    await userEvent.click(screen.getAllByRole('button', { name: 'Send to this pro' })[1]);
    await screen.findByText('This request already has as many pros as it can take.');
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Send to this pro' })[1].hasAttribute('disabled')).toBe(false));
    await userEvent.click(screen.getByRole('button', { name: 'Start a new request instead' }));
    expect(onNew).toHaveBeenCalledTimes(1);
  });
});

describe('postedText', () => {
  const t = ((key: string, o?: { count?: number; date?: string }) => `${key}|${o?.count ?? o?.date ?? ''}`) as unknown as Parameters<
    typeof postedText
  >[0];
  const now = Date.parse('2026-11-28T02:00:00Z'); // 10:00 in Hong Kong
  it('when a request was posted today, yesterday, days ago or over a week ago, then it says so in Hong Kong days', () => {
    expect(postedText(t, '2026-11-27 16:30:00', 'en-HK', now)).toBe('direct_request>posted_today|'); // 00:30 on the 28th
    expect(postedText(t, '2026-11-27 15:30:00', 'en-HK', now)).toBe('direct_request>posted_yesterday|');
    expect(postedText(t, '2026-11-24 03:00:00', 'en-HK', now)).toBe('direct_request>posted_days_ago|4');
    expect(postedText(t, '2026-11-20 03:00:00', 'zh-HK', now)).toBe('direct_request>posted_on|11月20日');
    expect(postedText(t, '2025-11-20 03:00:00', 'en-HK', now)).toBe('direct_request>posted_on|20 Nov 2025');
  });
});
