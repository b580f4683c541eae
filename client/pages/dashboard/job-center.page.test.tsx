/**
 * dashboard/job-center: jobs with the fee shown before acting (discount struck through), chips that
 * keep the other filters, "Quote this job" opening the new lead, a refusal said on the card, and the empty states.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as LinkRouter from '@client/test/link-router';
import type { JobCenterItem, JobCenterPage as Page } from '@shared/schemas/job-center.schema';
import { mockApi, ok, refused } from '@client/test/mock-api';
import { renderWithProviders } from '@client/test/render-with-providers';
import { jobCenterContract } from '@shared/api/job-center.contract';
import { urlOf } from '@shared/api/endpoint';
import workspace from '../../../locales/en-HK/workspace.json';
import common from '../../../locales/en-HK/common.json';
import zhWorkspace from '../../../locales/zh-HK/workspace.json';
import zhCommon from '../../../locales/zh-HK/common.json';
import JobCenterPage from './job-center.page';

const mockNavigate = jest.fn();
let mockSearch = '';
jest.mock('react-router', () =>
  jest
    .requireActual<typeof LinkRouter>('@client/test/link-router')
    .linkRouter(() => ({ pathname: '/en-HK/dashboard/job-center', search: mockSearch }), {
      useNavigate: () => mockNavigate,
    }),
);

const ref = (id: number, slug: string, en: string, zh: string) => ({ id, slug, name_en: en, name_zh: zh });
const plumbing = ref(3, 'plumbing', 'Plumbing', '水喉維修');
const wanChai = ref(7, 'wan-chai', 'Wan Chai', '灣仔');

const job = (id: number, extra: Partial<JobCenterItem> = {}): JobCenterItem => ({
  quote_request_id: id,
  category: plumbing,
  district: wanChai,
  created: '2026-11-20 02:00:00',
  consumer_first_name: 'Siu Ming',
  description: `Kitchen pipe ${id} leaking`,
  preferred_dates: [],
  time_slots: [],
  answers: [
    {
      field_key: 'issue_type',
      type: 'single',
      label_zh: '咩問題？',
      label_en: 'What is the issue?',
      value: 'leak',
      display_zh: '漏水',
      display_en: 'Leak',
    },
  ],
  quote_count: 1,
  spots_left: 3,
  match_limit: 5,
  fee: 25,
  original_fee: 25,
  discount_percent: 0,
  ...extra,
});

const pageOf = (items: JobCenterItem[], extra: Partial<Page> = {}): Page => ({
  items,
  page: 1,
  page_size: 10,
  total: items.length,
  total_pages: 1,
  filters: { categories: [plumbing, ref(4, 'electrician', 'Electrician', '電工')], districts: [wanChai] },
  ...extra,
});

const EN = { lng: 'en-HK' as const, resources: { workspace, common } };
const ZH = { lng: 'zh-HK' as const, resources: { workspace: zhWorkspace, common: zhCommon } };
const LIST = `GET ${urlOf(jobCenterContract.list, { query: { page: '1' } })}`;

beforeEach(() => {
  mockSearch = '';
  mockNavigate.mockReset();
});

describe('JobCenterPage', () => {
  it('when jobs are open, then each card shows who, what, how many quoted, places left and the fee before acting', async () => {
    mockApi({ [LIST]: ok(pageOf([job(11, { fee: 17, discount_percent: 30 }), job(12)])) });
    renderWithProviders(<JobCenterPage />, EN);
    const cards = await screen.findAllByTestId('job-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]);
    expect(first.getByRole('heading', { name: 'Plumbing · Siu Ming' })).toBeTruthy();
    expect(first.getByText('Wan Chai')).toBeTruthy();
    expect(first.getByText('Leak')).toBeTruthy();
    expect(first.getByText('1 pro quoted')).toBeTruthy();
    expect(first.getByText('3 places left')).toBeTruthy();
    expect(first.getByText('30% off the fee')).toBeTruthy();
    expect(first.getByTestId('job-fee').textContent).toContain('HK$17');
    expect(first.getByText('Usually HK$25').closest('s')).toBeTruthy();
    expect(within(cards[1]).getByTestId('job-fee').textContent).not.toContain('Usually');
    expect(screen.getByText('2 jobs')).toBeTruthy();
  });

  it('when a chip is chosen, then its link keeps the other filters and goes back to page 1', async () => {
    mockSearch = '?district=wan-chai&page=2';
    mockApi({
      [`GET ${urlOf(jobCenterContract.list, { query: { page: '2', zip_codes: 'wan-chai' } })}`]: ok(
        pageOf([job(11)], { page: 2, total: 11, total_pages: 2 }),
      ),
    });
    renderWithProviders(<JobCenterPage />, EN);
    await screen.findAllByTestId('job-card');
    const discount = screen.getByRole('group', { name: 'Discount' });
    expect(within(discount).getByRole('link', { name: '30% off or more' }).getAttribute('href')).toBe(
      '/en-HK/dashboard/job-center?district=wan-chai&discount=70',
    );
    const categories = screen.getByRole('group', { name: 'Category' });
    expect(within(categories).getByRole('link', { name: 'Electrician' }).getAttribute('href')).toBe(
      '/en-HK/dashboard/job-center?category=4&district=wan-chai',
    );
    expect(
      within(screen.getByRole('group', { name: 'District' }))
        .getByRole('link', { name: 'Wan Chai' })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('when the pro quotes a job, then the opt-in is sent and the new lead opens', async () => {
    const calls = mockApi({
      [LIST]: ok(pageOf([job(11)])),
      [`POST ${urlOf(jobCenterContract.optIn, { params: { requestId: 11 } })}`]: ok({
        quote_bid_id: 901,
        quote_request_id: 11,
        created: true,
      }),
    });
    renderWithProviders(<JobCenterPage />, EN);
    await userEvent.click(await screen.findByRole('button', { name: 'Quote this job' }));
    await waitFor(() => expect(mockNavigate).toHaveBeenCalledWith('/en-HK/dashboard/requests/901'));
    expect(calls.some((c) => c.method === 'POST' && c.url === urlOf(jobCenterContract.optIn, { params: { requestId: 11 } }))).toBe(true);
  });

  it('when the job is already full, then the translated refusal is said on its card and nothing opens', async () => {
    mockApi({
      [LIST]: ok(pageOf([job(11)])),
      [`POST ${urlOf(jobCenterContract.optIn, { params: { requestId: 11 } })}`]: refused(
        409,
        'job_center_full',
        common.errors.job_center_full,
      ),
    });
    renderWithProviders(<JobCenterPage />, EN);
    await userEvent.click(await screen.findByRole('button', { name: 'Quote this job' }));
    const alert = await within(screen.getByTestId('job-card')).findByRole('alert');
    expect(alert.textContent).toBe(common.errors.job_center_full);
    expect(mockNavigate).not.toHaveBeenCalled();
  });

  it('when nothing is open, then the empty state leads to the leads page; with filters, to clearing them (zh-HK)', async () => {
    mockApi({ [LIST]: ok(pageOf([])) });
    const { unmount } = renderWithProviders(<JobCenterPage />, EN);
    expect(await screen.findByText('No open jobs right now')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my leads' }).getAttribute('href')).toBe('/en-HK/dashboard/requests');
    unmount();
    mockSearch = '?discount=50';
    mockApi({ [`GET ${urlOf(jobCenterContract.list, { query: { page: '1', discount_upper_bound: '50' } })}`]: ok(pageOf([])) });
    renderWithProviders(<JobCenterPage />, ZH);
    expect(await screen.findByText('冇符合篩選條件嘅工作')).toBeTruthy();
    expect(screen.getByRole('link', { name: '清除篩選' }).getAttribute('href')).toBe('/en-HK/dashboard/job-center');
  });
});
