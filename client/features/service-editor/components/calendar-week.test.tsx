/**
 * The calendar's week grid: bookings at their exact times and jobs by slot placed in their day's
 * column (side by side when they overlap), pauses as blocks, and an hour of a day from today on opening the pause
 * form from that hour.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import type * as LinkRouter from '@client/test/link-router';
import type { ServiceCalendar } from '@shared/schemas/service-editor.schema';
import { createI18n } from '@client/lib/i18n';
import workspace from '../../../../locales/en-HK/workspace.json';
import zhWorkspace from '../../../../locales/zh-HK/workspace.json';
import common from '../../../../locales/en-HK/common.json';
import zhCommon from '../../../../locales/zh-HK/common.json';
import { calendarBooking, calendarJob, calendarPause, marchWeek } from '../lib/calendar-fixtures';
import { CalendarWeek } from './calendar-week';

jest.mock('react-router', () => jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter());

const job = (id: number, day: string, slot: string | null) => calendarJob(id, day, slot, { category: 'Plumbing', customer: 'Siu Ming' });

// The week of Monday 2 Mar 2026 (Hong Kong, UTC+8); the grid shows 07:00–20:00 (Wednesday opens at 07:30).
const cal: ServiceCalendar = {
  ...marchWeek,
  pause_events: [calendarPause(1, '2026-03-05 04:00:00', '2026-03-05 06:00:00', 'Dentist')],
  jobs: [job(7, '2026-03-02', '2'), job(8, '2026-03-04', null)],
  bookings: [calendarBooking(3, '2026-03-02 02:00:00', '2026-03-02 03:00:00', { category: 'Air-conditioning', customer: 'Mei' })],
};

function setup(lng: 'en-HK' | 'zh-HK' = 'en-HK') {
  const onAddPause = jest.fn();
  render(
    <I18nextProvider
      i18n={createI18n(lng, { workspace: lng === 'en-HK' ? workspace : zhWorkspace, common: lng === 'en-HK' ? common : zhCommon })}
    >
      <CalendarWeek
        calendar={cal}
        today="2026-03-04"
        title="Timetable"
        jobHref={(id) => `/dashboard/works/${id}`}
        bookingHref={(b) => `/dashboard/appointment/${b.reservation_id}`}
        onAddPause={onAddPause}
      />
    </I18nextProvider>,
  );
  return { onAddPause };
}

const px = (n: number) => `${n}px`;

describe('CalendarWeek', () => {
  it('when a booking overlaps a job by time slot, then both sit in their day at their times, side by side, linking to their pages', () => {
    setup();
    expect(screen.getByTestId('calendar-week').getAttribute('aria-label')).toBe('Timetable');
    const monday = within(screen.getByRole('group', { name: 'Mon 2 Mar' }));
    // 10:00–11:00: 3 hours below 07:00 at 44 px an hour, one hour high, in the second lane.
    const booking = monday.getByTestId('calendar-booking');
    expect(booking.getAttribute('href')).toBe('/dashboard/appointment/3');
    expect(booking.textContent).toContain('10:00–11:00');
    expect(booking.textContent).toContain('Air-conditioning · Mei');
    expect([booking.style.top, booking.style.height, booking.style.left]).toEqual([px(132), px(44), 'calc(50% + 2px)']);
    // The morning slot 09:00–12:00, in the first lane.
    const morning = monday.getByTestId('calendar-job');
    expect(morning.getAttribute('href')).toBe('/dashboard/works/7');
    expect(morning.textContent).toContain('Morning');
    expect([morning.style.top, morning.style.height, morning.style.left]).toEqual([px(88), px(132), 'calc(0% + 2px)']);
    expect(screen.getAllByTestId('calendar-booking')).toHaveLength(1);
  });

  it('when a pause or an untimed job falls in the week, then the pause is a block at its hours and the job is listed under its day', () => {
    setup();
    // 12:00–14:00 Thursday in Hong Kong.
    const pause = within(screen.getByRole('group', { name: 'Thu 5 Mar' })).getByTestId('calendar-pause');
    expect(pause.textContent).toBe('Dentist');
    expect([pause.style.top, pause.style.height]).toEqual([px(220), px(88)]);
    expect(screen.getByRole('link', { name: 'Hired job: Plumbing · Siu Ming, Time to be arranged' }).getAttribute('href')).toBe(
      '/dashboard/works/8',
    );
  });

  it('when an hour of today or later is chosen, then the pause form is asked for that hour; earlier days offer none', async () => {
    const { onAddPause } = setup();
    expect(within(screen.getByRole('group', { name: 'Tue 3 Mar' })).queryAllByRole('button')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Pause bookings from 10:00 on Wed 4 Mar' }));
    expect(onAddPause).toHaveBeenLastCalledWith('2026-03-04T10:00', '2026-03-04T11:00');
    await userEvent.click(screen.getByRole('button', { name: 'Pause bookings from 19:00 on Sun 8 Mar' }));
    expect(onAddPause).toHaveBeenLastCalledWith('2026-03-08T19:00', '2026-03-08T20:00');
  });

  it('when shown in Chinese, then the hours and days are named in Chinese', () => {
    setup('zh-HK');
    expect(screen.getByRole('button', { name: '3月4日（週三） 10:00 起暫停接單' })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: '3月2日（週一）' })).getByText('上晝')).toBeTruthy();
  });
});
