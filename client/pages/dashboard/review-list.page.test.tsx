/**
 * dashboard/reviews: the consumer's finished jobs to review (the review form opens over the list and, once posted,
 * the page moves to the posted reviews), the posted reviews with the pro's reply, and the pro's reviews with a reply
 * action where they have not replied.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as LinkRouter from '@client/test/link-router';
import type { BidView } from '@shared/schemas/bids.schema';
import type { MyReview, ReceivedReview } from '@shared/schemas/reviews.schema';
import { mockFetch, ok, type ApiCall, type ApiReply } from '@client/test/mock-api';
import { renderWithProviders } from '@client/test/render-with-providers';
import { polyfillDialog } from '@client/test/dialog-polyfill';
import common from '../../../locales/en-HK/common.json';
import dashboard from '../../../locales/en-HK/dashboard.json';
import quotes from '../../../locales/en-HK/quotes.json';
import requests from '../../../locales/en-HK/requests.json';
import workspace from '../../../locales/en-HK/workspace.json';
import catalog from '../../../locales/en-HK/catalog.json';
import ReviewListPage from './review-list.page';

let mockSearch = '';
const mockNavigate = jest.fn();
jest.mock('react-router', () =>
  jest
    .requireActual<typeof LinkRouter>('@client/test/link-router')
    .linkRouter(() => ({ pathname: '/en-HK/dashboard/reviews', search: mockSearch }), {
      useNavigate: () => mockNavigate,
      useParams: () => ({}),
    }),
);

const EN = { lng: 'en-HK' as const, resources: { common, dashboard, quotes, requests, workspace, catalog } };

const finished = {
  quote_bid_id: 41,
  quote_request_id: 9,
  quote_service_id: 3,
  quote_status_id: 4,
  bid_outcome: 2,
  narrow_status: 0,
  hired_on: '2026-11-20 02:00:00',
  hire_date: '2026-11-21',
  hire_time_slot: '10:30',
  is_requestor_rejected: false,
  is_requestor_readed: true,
  requestor_last_read_on: null,
  quote_sent_on: '2026-11-19 02:00:00',
  quote_last_update_on: null,
  provider_last_read_on: null,
  is_provider_readed: true,
  is_provider_archived: false,
  is_interested: true,
  provider_tag: null,
  rating_type: 'flat',
  flat_rate_at: 800,
  hourly_rate_at: null,
  is_on_site_visit_required_for_quote: false,
  inspection_fee: null,
  is_more_information_required: false,
  price_note: '',
  attachments: [],
  is_contact_charge: false,
  last_used_template_id: null,
  requestor_note: '',
  completed_on: '2026-11-22 08:00:00',
  consumer_removed_on: null,
  created: '2026-11-18 01:00:00',
  modified: '2026-11-22 08:00:00',
  errorMessage: null,
  errorAction: null,
  discount_percent: 0,
  unread_count: 0,
  is_reviewed: false,
  viewer: 'consumer',
  available_actions: ['reviews'],
  request: {
    category: { id: 1, slug: 'plumbing', name_zh: '水喉維修', name_en: 'Plumbing' },
    district: null,
    description: '',
    preferred_dates: [],
    time_slots: [],
    is_closed: false,
    is_archived: false,
    state: 'hired',
    created: '2026-11-18 01:00:00',
  },
  service: {
    quote_service_id: 3,
    user_id: 5,
    slug: 'chan-plumbing',
    business_name_zh: '陳師傅水喉',
    business_name_en: 'Chan Plumbing',
    logo_url: null,
    rating: 4.5,
    review_count: 2,
    hired_count: 3,
    response_minutes: 30,
    is_verified: true,
    phone: null,
  },
} as BidView;

const page = <T,>(items: T[]) => ok({ items, page: 1, page_size: 20, total: items.length, total_pages: 1 });

function serve(role: 'consumer' | 'pro', routes: Record<string, ApiReply | ((c: ApiCall) => ApiReply)>) {
  return mockFetch((call) => {
    if (call.url.startsWith('/api/user/session')) return ok({ id: 7, username: 'mei', role, is_email_verified: true });
    const key = Object.keys(routes).find((k) => `${call.method} ${call.url}`.startsWith(k));
    const r = key ? routes[key] : undefined;
    return typeof r === 'function' ? r(call) : r;
  });
}

beforeAll(polyfillDialog);

beforeEach(() => {
  mockSearch = '';
  mockNavigate.mockReset();
});

describe('ReviewListPage', () => {
  it('when a consumer has a finished job, then it waits with a review button; posting the review moves to the posted reviews', async () => {
    const calls = serve('consumer', {
      'GET /api/quote_bids/to_review': page([finished]),
      'POST /api/quote_bids/change_status/reviews/41': ok({ ...finished, is_reviewed: true, available_actions: [] }),
    });
    renderWithProviders(<ReviewListPage />, EN, { toasts: true });
    const row = await screen.findByTestId('review-waiting-row');
    expect(row.textContent).toContain('Chan Plumbing');
    expect(row.textContent).toContain('Plumbing');
    expect(screen.getByText('1 finished job waiting for your review')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'See the job' }).getAttribute('href')).toBe('/en-HK/dashboard/projects/quote/9/41');

    await userEvent.click(within(row).getByRole('button', { name: 'Write a review' }));
    expect(await screen.findByRole('heading', { name: 'Review Chan Plumbing' })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: '5 stars: Excellent' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Your review/ }), 'Fixed the leak quickly.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(mockNavigate).toHaveBeenCalledWith('/en-HK/dashboard/reviews?tab=posted'));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({ score: 5, note: 'Fixed the leak quickly.', is_satisfied: true });
    expect(await screen.findByText('Thank you for your review!')).toBeTruthy();
  });

  it('when the consumer has nothing to review, then the empty state leads to their posted reviews', async () => {
    serve('consumer', { 'GET /api/quote_bids/to_review': page([]) });
    renderWithProviders(<ReviewListPage />, EN, { toasts: true });
    expect(await screen.findByText('No jobs waiting for a review')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your reviews' }).getAttribute('href')).toBe('/en-HK/dashboard/reviews?tab=posted');
  });

  it('when the consumer opens the posted tab, then their reviews show with the pro and the pro’s reply', async () => {
    mockSearch = '?tab=posted';
    const mine: MyReview = {
      id: 70,
      quote_bid_id: 41,
      reviewer_name: '陳**',
      score: 5,
      note: 'Fixed the leak quickly.',
      tags: ['punctual'],
      reply: 'Thank you, glad to help!',
      created: '2026-11-23 02:00:00',
      category: { slug: 'plumbing', name: 'Plumbing' },
      service: { quote_service_id: 3, slug: 'chan-plumbing', business_name: 'Chan Plumbing' },
      photos: [],
    };
    serve('consumer', { 'GET /api/feedbacks/mine': page([mine]) });
    renderWithProviders(<ReviewListPage />, EN);
    const list = await screen.findByTestId('reviews-posted');
    expect(list.textContent).toContain('Fixed the leak quickly.');
    expect(list.textContent).toContain('Thank you, glad to help!');
    expect(within(list).getByRole('link', { name: 'Chan Plumbing' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Posted' }).getAttribute('aria-current')).toBeTruthy();
  });

  it('when a pro opens the list, then each review shows its service and a reply action; a reply is saved for that service', async () => {
    const review: ReceivedReview = {
      id: 70,
      reviewer_name: '陳**',
      score: 4,
      note: 'On time and tidy.',
      comment: '',
      category: 'Plumbing',
      created: '2026-11-23 02:00:00',
      replied_on: null,
      service: { quote_service_id: 3, business_name: 'Chan Plumbing' },
    };
    const calls = serve('pro', {
      'GET /api/feedbacks/received': page([review]),
      'POST /api/services/3/reviews/reply/70': ok({ ...review, comment: 'Thanks!', replied_on: '2026-11-24 02:00:00', service: undefined }),
    });
    renderWithProviders(<ReviewListPage />, EN, { toasts: true });
    const list = await screen.findByTestId('reviews-received');
    expect(list.textContent).toContain('Review of Chan Plumbing');
    expect(list.textContent).toContain('On time and tidy.');
    await userEvent.click(within(list).getByRole('button', { name: 'Reply publicly' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Your public reply/ }), 'Thanks!');
    await userEvent.click(screen.getByRole('button', { name: 'Save reply' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === '/api/services/3/reviews/reply/70')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ comment: 'Thanks!' });
    expect(calls.some((c) => c.url.startsWith('/api/feedbacks/received?') && !c.url.includes('unreplied'))).toBe(true);
  });
});
