import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as LinkRouter from '@client/test/link-router';
import { mockApi, ok, refused } from '@client/test/mock-api';
import { renderWithProviders } from '@client/test/render-with-providers';
import { narrowMatchContract } from '@shared/api/narrow-match.contract';
import { urlOf } from '@shared/api/endpoint';
import requestsCopy from '../../../../locales/en-HK/requests.json';
import common from '../../../../locales/en-HK/common.json';
import { OpenRequestOffer } from './open-request-offer';

jest.mock('react-router', () => jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter('/en-HK/service/12'));

const requests = [
  {
    quote_request_id: 7,
    category: { slug: 'plumbing', name_zh: '水喉維修', name_en: 'Plumbing' },
    district: { name_zh: '灣仔', name_en: 'Wan Chai' },
    created: '2026-11-26 17:30:00',
  },
  {
    quote_request_id: 5,
    category: { slug: 'plumbing', name_zh: '水喉維修', name_en: 'Plumbing' },
    district: null,
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
  it('when the consumer sends an open request, then invite_pro gets the request and the pro, and the request page is linked', async () => {
    const calls = mockApi({ [`POST ${urlOf(narrowMatchContract.invitePro)}`]: ok(state) });
    show();
    expect(screen.getByText('Wan Chai · Posted', { exact: false })).toBeTruthy();
    expect(screen.getByText('27 Nov 2026')).toBeTruthy(); // 17:30 UTC is the next day in Hong Kong
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
