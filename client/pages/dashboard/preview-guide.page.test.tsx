/**
 * dashboard/preview-guide: with ?category=, what to expect, prices from real quotes, the questionnaire's questions and
 * the button that starts the request form; without, the categories to choose from.
 */
import { screen, within } from '@testing-library/react';
import type * as LinkRouter from '@client/test/link-router';
import type { CategoryDetail, Genre, PriceGuide } from '@shared/schemas/catalog.schema';
import { mockFetch, ok } from '@client/test/mock-api';
import { renderWithProviders } from '@client/test/render-with-providers';
import common from '../../../locales/en-HK/common.json';
import dashboard from '../../../locales/en-HK/dashboard.json';
import catalog from '../../../locales/en-HK/catalog.json';
import PreviewGuidePage from './preview-guide.page';

let mockSearch = '';
jest.mock('react-router', () =>
  jest
    .requireActual<typeof LinkRouter>('@client/test/link-router')
    .linkRouter(() => ({ pathname: '/en-HK/dashboard/preview-guide', search: mockSearch }), { useParams: () => ({}) }),
);

const EN = { lng: 'en-HK' as const, resources: { common, dashboard, catalog } };

const category: CategoryDetail = {
  id: 1,
  slug: 'plumbing',
  name: 'Plumbing',
  description: 'Taps, pipes and drains.',
  icon: 'wrench',
  genre: { slug: 'home', name: 'Home' },
  questions: [
    {
      field_key: 'issue_type',
      type: 'single',
      label: 'What do you need help with?',
      help: '',
      options: [
        { value: 'leaking-pipe', label: 'Leaking pipe' },
        { value: 'blocked-drain', label: 'Blocked drain' },
      ],
      is_required: true,
    },
    { field_key: 'district', type: 'district', label: 'Where do you need the service?', help: '', options: [], is_required: true },
  ],
  faq: [],
  related: [],
  pro_count: 9,
  review_count: 78,
  avg_rating: 4.5,
  hired_count: 15,
  recent_request_count: 3,
  quote_fee: 20,
  required_licence_type: null,
};

const guide: PriceGuide = {
  category: { slug: 'plumbing', name: 'Plumbing', genre_slug: 'home' },
  district: null,
  total_samples: 53,
  min_samples: 5,
  bands: [{ rating_type: 'flat', samples: 53, low: 400, median: 1000, high: 2250 }],
  districts: [],
  first_quote_on: '2025-06-01 00:00:00',
  last_quote_on: '2026-11-01 00:00:00',
};

const genres: Genre[] = [
  {
    id: 1,
    slug: 'home',
    name: 'Home',
    description: '',
    icon: 'home',
    categories: [{ id: 1, slug: 'plumbing', name: 'Plumbing', icon: 'wrench', genre_slug: 'home', pro_count: 9 }],
  },
];

function serve() {
  return mockFetch((call) => {
    if (call.url.startsWith('/api/categories/plumbing?')) return ok(category);
    if (call.url.startsWith('/api/price_guides/plumbing?')) return ok(guide);
    if (call.url.startsWith('/api/genres?')) return ok(genres);
    return undefined;
  });
}

describe('PreviewGuidePage', () => {
  it('when a category is given, then the steps, the real price range, the questions and the start button show', async () => {
    mockSearch = '?category=plumbing';
    serve();
    renderWithProviders(<PreviewGuidePage />, EN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Plumbing: before you post a request' })).toBeTruthy();
    expect(screen.getByText('9 pros offer this service')).toBeTruthy();
    expect(screen.getByText('2 questions about the job, the place and the time. It is free and takes a few minutes.')).toBeTruthy();
    expect(await screen.findByText('HK$1,000')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Full price guide/ }).getAttribute('href')).toBe('/en-HK/price/plumbing');
    const asked = screen.getByRole('heading', { name: 'What you will be asked' }).closest('section')!;
    expect(within(asked).getByText('What do you need help with?')).toBeTruthy();
    expect(within(asked).getByText('Leaking pipe, Blocked drain')).toBeTruthy();
    const starts = screen.getAllByRole('link', { name: 'Start a Plumbing request' });
    expect(starts.length).toBe(2);
    for (const a of starts) expect(a.getAttribute('href')).toBe('/en-HK/form/plumbing');
  });

  it('when no category is given, then the categories link to their guide', async () => {
    mockSearch = '';
    serve();
    renderWithProviders(<PreviewGuidePage />, EN);
    expect(await screen.findByRole('heading', { level: 2, name: 'Home' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Plumbing' }).getAttribute('href')).toBe('/en-HK/dashboard/preview-guide?category=plumbing');
  });
});
