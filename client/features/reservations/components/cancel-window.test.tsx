import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { CHANGE_CUTOFF_HOURS } from '@shared/domain/reservation-slots';
import { createI18n } from '@client/lib/i18n';
import bookingsEn from '../../../../locales/en-HK/bookings.json';
import bookingsZh from '../../../../locales/zh-HK/bookings.json';
import { CancelWindowNotice, cancelUntilText } from './cancel-window';

// 2030-01-08 10:00 in Hong Kong; the window closes CHANGE_CUTOFF_HOURS before, 2030-01-07 10:00 Hong Kong.
const BEGIN = '2030-01-08 02:00:00';
const START = Date.parse('2030-01-08T02:00:00Z');
const HOUR = 3_600_000;

function show(lng: 'en-HK' | 'zh-HK', now: number) {
  const bookings = lng === 'en-HK' ? bookingsEn : bookingsZh;
  return render(
    <I18nextProvider i18n={createI18n(lng, { bookings })}>
      <CancelWindowNotice begin={BEGIN} now={now} />
    </I18nextProvider>,
  );
}

describe('CancelWindowNotice (the reserve page, before confirming)', () => {
  it('when the chosen slot starts within the cancellation window, then a warning says it cannot be cancelled online once booked, in both languages', () => {
    show('en-HK', START - (CHANGE_CUTOFF_HOURS - 1) * HOUR);
    expect(screen.getByRole('status').textContent).toBe(
      `Please note: this time starts within ${CHANGE_CUTOFF_HOURS} hours. Once booked, it can't be cancelled or moved online; if plans change, you'll need to call the pro.`,
    );
  });

  it('when the slot starts within the window (zh-HK), then the warning is in Chinese with the same number of hours', () => {
    show('zh-HK', START - HOUR);
    expect(screen.getByRole('status').textContent).toBe(
      `留意：呢個時間喺 ${CHANGE_CUTOFF_HOURS} 小時內開始。預約咗之後就唔可以喺網上取消或者改期，有變動要直接打電話搵師傅。`,
    );
  });

  it('when the slot starts after the window, then no warning shows and it says until when it can be cancelled online, in Hong Kong time', () => {
    show('en-HK', START - (CHANGE_CUTOFF_HOURS + 1) * HOUR);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('You can cancel or move this time online free of charge until 7 Jan 2030, 10:00.')).toBeTruthy();
  });

  it('when the window closes exactly now, then it still counts as cancellable (the server allows it until then)', () => {
    show('zh-HK', START - CHANGE_CUTOFF_HOURS * HOUR);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('呢個時間可以喺 2030年1月7日 10:00 之前喺網上免費取消或者改期。')).toBeTruthy();
  });

  it('when the browser does not know the time yet (server render), then nothing is said', () => {
    const { container } = show('en-HK', 0);
    expect(container.textContent).toBe('');
  });

  it('cancelUntilText names the moment the window closes in the reader’s language', () => {
    expect(cancelUntilText(BEGIN, 'zh-HK')).toBe('2030年1月7日 10:00');
    expect(cancelUntilText(BEGIN, 'en-HK')).toBe('7 Jan 2030, 10:00');
  });
});
