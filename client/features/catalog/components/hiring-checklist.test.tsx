/** "How to choose a pro" on info/{slug}: real figures with their sample sizes, and plain sentences where data is short. */
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type * as LinkRouter from '@client/test/link-router';
import type { CategoryInfo } from '@shared/schemas/hiring-guide.schema';
import { createI18n } from '@client/lib/i18n';
import catalog from '../../../../locales/en-HK/catalog.json';
import common from '../../../../locales/en-HK/common.json';
import catalogZh from '../../../../locales/zh-HK/catalog.json';
import commonZh from '../../../../locales/zh-HK/common.json';
import { HiringChecklist, checklistItems } from './hiring-checklist';

jest.mock('react-router', () => jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter('/en-HK/info/plumbing'));

const en = createI18n('en-HK', { catalog, common });
const zh = createI18n('zh-HK', { catalog: catalogZh, common: commonZh });

const rules: CategoryInfo['rules'] = {
  source: 'category',
  summary: 'Fresh-water pipe work needs a licensed plumber.',
  licensed: true,
  regulations: [],
  checks: [],
  prepare: [],
};

const full: CategoryInfo = {
  kind: 'category',
  slug: 'plumbing',
  name: 'Plumbing',
  description: '',
  icon: 'faucet',
  genre: { slug: 'home-repair', info_slug: 'home-repair', name: 'Home Repair', icon: 'wrench' },
  rules,
  questions: [],
  numbers: {
    pro_count: 9,
    review_count: 79,
    avg_rating: 4.53,
    hired_count: 15,
    price: { rating_type: 'flat', samples: 53, low: 400, median: 1000, high: 2250 },
    min_samples: 5,
    replies: { requests: 23, median_first_quote_minutes: 118, avg_quotes: 2.3 },
    min_reply_samples: 5,
  },
  articles: [],
  siblings: [],
};

const empty: CategoryInfo = {
  ...full,
  name: 'Cat Sitting',
  rules: { ...rules, licensed: false },
  numbers: {
    ...full.numbers,
    pro_count: 0,
    review_count: 0,
    avg_rating: null,
    hired_count: 0,
    price: null,
    replies: { requests: 0, median_first_quote_minutes: null, avg_quotes: null },
  },
};

describe('HiringChecklist', () => {
  it('when the category has data, then each check states the figure and how many samples stand behind it', () => {
    render(
      <I18nextProvider i18n={en}>
        <HiringChecklist guide={full} />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('check-compare').textContent).toContain(
      '9 plumbing pros are on Sifu. Customers have hired one here 15 times.',
    );
    expect(screen.getByTestId('check-price').textContent).toContain(
      'Plumbing quotes on Sifu have a median of HK$1,000; most fall between HK$400 and HK$2,250 (from 53 quotes).',
    );
    expect(screen.getByTestId('check-reviews').textContent).toContain('average 4.5 out of 5 from 79 reviews');
    expect(screen.getByTestId('check-reply').textContent).toContain(
      'Of the 23 requests that got quotes, half had the first within 2 hours. They got 2.3 quotes each on average.',
    );
    expect(screen.getByRole('link', { name: 'See the full plumbing price guide' }).getAttribute('href')).toBe('/en-HK/price/plumbing');
  });

  it('when there is no data or too little, then it says so plainly instead of showing a figure', () => {
    const items = checklistItems(en.t, empty);
    expect(items.find((i) => i.key === 'compare')?.body).toBe(
      'There are no cat sitting pros on Sifu yet, so ask every pro you contact for a written quote to compare.',
    );
    expect(items.find((i) => i.key === 'price')?.body).toMatch(/^No priced cat sitting quotes on Sifu yet/);
    expect(items.find((i) => i.key === 'reviews')?.body).toMatch(/^No cat sitting reviews on Sifu yet/);
    expect(items.find((i) => i.key === 'reply')?.body).toMatch(/^No cat sitting requests have had quotes yet/);
    expect(items.find((i) => i.key === 'licence')?.body).toBe(
      'Cat Sitting needs no licence in Hong Kong, so go through the checks listed above instead.',
    );
    const few = checklistItems(en.t, {
      ...empty,
      numbers: {
        ...empty.numbers,
        price: { rating_type: 'hourly', samples: 3, low: null, median: null, high: null },
        replies: { requests: 2, median_first_quote_minutes: null, avg_quotes: 1.5 },
      },
    });
    expect(few.find((i) => i.key === 'price')?.body).toMatch(/^Only 3 priced cat sitting quotes so far, fewer than the 5/);
    expect(few.find((i) => i.key === 'reply')?.body).toMatch(/^Only 2 requests have had quotes so far, fewer than the 5/);
  });

  it('when it is in Chinese, then sentences follow each other without a space', () => {
    const compare = checklistItems(zh.t, full).find((i) => i.key === 'compare');
    expect(compare?.body).toBe('Sifu 上有 9 位Plumbing師傅。客戶喺度聘請過佢哋 15 次。');
  });
});
