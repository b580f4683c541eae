/** The part's history and the time left before a deadline: translated statuses at Hong Kong times, and days/hours left. */
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@client/lib/i18n';
import dashboard from '../../../../locales/en-HK/dashboard.json';
import common from '../../../../locales/en-HK/common.json';
import dashboardZh from '../../../../locales/zh-HK/dashboard.json';
import commonZh from '../../../../locales/zh-HK/common.json';
import { DeadlineNote } from './deadline-note';
import { StatusTimeline } from './status-timeline';

const en = () => createI18n('en-HK', { dashboard, common });
const zh = () => createI18n('zh-HK', { dashboard: dashboardZh, common: commonZh });
const NOW = Date.parse('2026-12-01T01:00:00Z');

afterEach(() => jest.restoreAllMocks());

describe('StatusTimeline', () => {
  it('lists each status the part took in order, in words, at its Hong Kong time, the last one current', () => {
    render(
      <I18nextProvider i18n={en()}>
        <StatusTimeline
          timeline={[
            { status: 'awaiting_payment', at: '2026-11-28 01:00:00' },
            { status: 'held', at: '2026-11-28 01:05:00' },
            { status: 'refund_requested', at: '2026-11-30 16:30:00' },
            { status: 'disputed', at: '2026-12-03 16:30:00' },
          ]}
        />
      </I18nextProvider>,
    );
    const steps = within(screen.getByRole('list', { name: 'History' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      'Awaiting payment28 Nov 2026, 09:00',
      'Held by Sifu28 Nov 2026, 09:05',
      'Refund requested1 Dec 2026, 00:30',
      "With Sifu's trust and safety team4 Dec 2026, 00:30",
    ]);
    expect(steps[3].getAttribute('aria-current')).toBe('step');
    expect(steps[0].getAttribute('aria-current')).toBeNull();
    expect(steps[2].querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-30T16:30:00Z');
  });

  it('reads in Chinese with the zh-HK words', () => {
    render(
      <I18nextProvider i18n={zh()}>
        <StatusTimeline
          timeline={[
            { status: 'held', at: '2026-11-28 01:05:00' },
            { status: 'disputed', at: '2026-12-03 16:30:00' },
          ]}
        />
      </I18nextProvider>,
    );
    expect(screen.getByText('由 Sifu 代為保管')).toBeTruthy();
    expect(screen.getByText('交由 Sifu 信任及安全團隊處理')).toBeTruthy();
    expect(screen.getByText('2026年12月4日 00:30')).toBeTruthy();
  });
});

describe('DeadlineNote', () => {
  const note = (at: string, i18n = en()) =>
    render(
      <I18nextProvider i18n={i18n}>
        <DeadlineNote label="Automatic release to the pro" at={at} note="Unless you confirm first." />
      </I18nextProvider>,
    );

  it('shows days and hours left with the Hong Kong date and time under them', () => {
    jest.spyOn(Date, 'now').mockReturnValue(NOW);
    note('2026-12-04 05:10:00');
    const box = screen.getByTestId('deadline-note');
    expect(within(box).getByText('3 days 4 hours left')).toBeTruthy();
    expect(within(box).getByText('Fri 4 Dec, 1:10 pm (Hong Kong time)')).toBeTruthy();
    expect(within(box).getByText('Unless you confirm first.')).toBeTruthy();
  });

  it('under a day, shows hours and minutes; under an hour, minutes; once passed, that it is due', () => {
    jest.spyOn(Date, 'now').mockReturnValue(NOW);
    const { unmount } = note('2026-12-01 02:01:00');
    expect(screen.getByText('1 hour 1 minute left')).toBeTruthy();
    unmount();
    const second = note('2026-12-01 01:20:00');
    expect(screen.getByText('20 minutes left')).toBeTruthy();
    second.unmount();
    note('2026-12-01 00:59:00');
    expect(screen.getByText('Due now')).toBeTruthy();
  });

  it('in Chinese, says how long is left in days and hours with the time of day as people say it', () => {
    jest.spyOn(Date, 'now').mockReturnValue(NOW);
    note('2026-12-03 13:00:00', zh());
    expect(screen.getByText('尚餘 2 日 12 小時')).toBeTruthy();
    expect(screen.getByText('12月3日（四）晚上9:00（香港時間）')).toBeTruthy();
  });

  it('when 4 days or more are left, then only the date is said (SPEC §9)', () => {
    jest.spyOn(Date, 'now').mockReturnValue(NOW);
    note('2026-12-08 01:00:00', zh());
    expect(screen.queryByText(/尚餘/)).toBeNull();
    expect(screen.getByText('12月8日（二）早上9:00（香港時間）')).toBeTruthy();
  });
});
