/** The cost-guide parts of price/{slug}: honest "not enough quotes" rows, a chart point only from 5 quotes, a FAQ from the numbers. */
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type * as LinkRouter from '@client/test/link-router';
import type { CostGuide } from '@shared/schemas/price-guide.schema';
import { createI18n } from '@client/lib/i18n';
import catalog from '../../../../locales/en-HK/catalog.json';
import common from '../../../../locales/en-HK/common.json';
import catalogZh from '../../../../locales/zh-HK/catalog.json';
import commonZh from '../../../../locales/zh-HK/common.json';
import { priceFaq } from '../lib/price-faq';
import { PriceCostTable } from './price-cost-table';
import { PriceTrend } from './price-trend';

jest.mock('react-router', () => jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter('/en-HK/price/plumbing'));

const i18n = createI18n('en-HK', { catalog, common });
const zh = createI18n('zh-HK', { catalog: catalogZh, common: commonZh });

const guide: CostGuide = {
  category: { slug: 'plumbing', name: 'Plumbing', icon: 'faucet', genre_slug: 'home-repair', genre_name: 'Home Repair' },
  min_samples: 5,
  total_quotes: 24,
  main_type: 'flat',
  first_quote_on: '2025-06-20 02:00:00',
  last_quote_on: '2026-11-24 07:52:15',
  job: {
    key: 'issue_type',
    label: 'What do you need help with?',
    options: [
      { value: 'blocked-drain', label: 'Blocked drain' },
      { value: 'water-heater', label: 'Water heater' },
      { value: 'toilet-repair', label: 'Toilet repair' },
    ],
  },
  property: {
    key: 'property_type',
    label: 'Property type',
    options: [
      { value: 'public-housing', label: 'Public housing' },
      { value: 'village-house', label: 'Village house' },
    ],
  },
  cells: [
    { job: 'blocked-drain', property: null, rating_type: 'flat', samples: 12, low: 420, median: 870, high: 1970 },
    { job: 'blocked-drain', property: 'public-housing', rating_type: 'flat', samples: 3, low: null, median: null, high: null },
    { job: 'water-heater', property: null, rating_type: 'flat', samples: 10, low: 600, median: 1500, high: 2400 },
    { job: 'water-heater', property: 'public-housing', rating_type: 'flat', samples: 5, low: 1000, median: 1800, high: 2400 },
    { job: 'water-heater', property: 'village-house', rating_type: 'flat', samples: 5, low: 500, median: 900, high: 1200 },
  ],
  split: [
    { rating_type: 'flat', samples: 22, low: 400, median: 1000, high: 2250 },
    { rating_type: 'onsite', samples: 2, low: null, median: null, high: null },
  ],
  trend: [
    { period_start: '2026-04-01', samples: 7, median: 1000 },
    { period_start: '2026-07-01', samples: 4, median: null },
    { period_start: '2026-10-01', samples: 11, median: 1200 },
  ],
  reviews: [],
  cheapest: [],
  best_rated: [],
};

describe('PriceCostTable', () => {
  it('when job types have fewer quotes than the threshold, then they have no row but share one line with their n', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <PriceCostTable guide={guide} />
      </I18nextProvider>,
    );
    const table = screen.getByRole('table');
    const row = (name: RegExp) => within(table).getByRole('row', { name });
    expect(row(/^Blocked drain · all properties/).textContent).toContain('HK$870');
    expect(row(/Water heater · Village house/).textContent).toContain('HK$900');
    expect(within(table).queryByRole('row', { name: /Blocked drain · Public housing/ })).toBeNull();
    expect(within(table).queryByRole('row', { name: /Toilet repair/ })).toBeNull();
    expect(table.textContent).not.toContain('Not enough quotes yet');
    expect(screen.getByTestId('price-few-jobs').textContent).toBe(
      'Not enough quotes yet for 1 job type (5 needed for a figure): Toilet repair (0).',
    );
  });

  it('when no job type has a figure, then there is no table, only the line', () => {
    const none: CostGuide = { ...guide, cells: guide.cells.map((c) => ({ ...c, low: null, median: null, high: null })) };
    render(
      <I18nextProvider i18n={zh}>
        <PriceCostTable guide={{ ...none, job: { ...none.job!, options: none.job!.options.slice(0, 2) } }} />
      </I18nextProvider>,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByTestId('price-few-jobs').textContent).toBe(
      '以下 2 個類別報價未夠（每個類別最少要 5 個報價先計數字）：Blocked drain（12 個）、Water heater（10 個）。',
    );
  });
});

describe('PriceTrend', () => {
  it('when a quarter has fewer than 5 quotes, then the chart has no point for it but the table lists it with its n', () => {
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <PriceTrend guide={guide} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('img', { name: /Median plumbing quote by quarter/ })).toBeTruthy();
    expect(container.querySelectorAll('circle')).toHaveLength(2);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'Q2 2026HK$1,0007',
      'Q3 2026Not enough quotes yet (4; 5 needed)4',
      'Q4 2026HK$1,20011',
    ]);
  });
});

describe('priceFaq', () => {
  it('when the guide has figures, then the answers quote the median, the range, the sample size, the on-site share and the trend', () => {
    const faq = priceFaq(i18n.t, guide, 'en-HK');
    expect(faq.map((f) => f.question)).toEqual([
      'How much does plumbing cost in Hong Kong?',
      'What affects the price of plumbing?',
      'Is an on-site inspection fee normal for plumbing?',
      'Have plumbing prices changed recently?',
      'How should I compare plumbing quotes?',
    ]);
    expect(faq[0].answer).toContain('22 flat-rate quotes');
    expect(faq[0].answer).toContain('HK$1,000');
    expect(faq[0].answer).toContain('between HK$400 and HK$2,250');
    expect(faq[1].answer).toContain('“Water heater” had the highest median (HK$1,500, 10 quotes)');
    expect(faq[1].answer).toContain('“Blocked drain” the lowest (HK$870, 12 quotes)');
    expect(faq[1].answer).toContain('HK$1,800');
    expect(faq[2].answer).toContain('8% of quotes (2 of 24)');
    expect(faq[3].answer).toBe(
      'In Q4 2026, the latest quarter with at least 5 quotes, the median was HK$1,200 (11 quotes), against HK$1,000 in Q2 2026. The trend above shows every quarter.',
    );
    expect(faq[4].answer).toContain('92% flat-rate, 8% on-site inspection');
  });

  it('when there are too few priced quotes, then the answers say so in Chinese and give no figure', () => {
    const few: CostGuide = {
      ...guide,
      split: [{ rating_type: 'flat', samples: 3, low: null, median: null, high: null }],
      cells: [],
      trend: [],
      total_quotes: 3,
    };
    const faq = priceFaq(zh.t, few, 'zh-HK');
    expect(faq[0].answer).toContain('暫時只有 3 個附價錢嘅報價，未夠 5 個');
    expect(faq[1].answer).toContain('未能用真實數字比較');
    expect(faq.some((f) => f.question.includes('上門'))).toBe(false);
    expect(faq.map((f) => f.answer).join('')).not.toMatch(/HK\$/);
  });
});
