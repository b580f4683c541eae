import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@client/lib/i18n';
import bookings from '../../../../locales/en-HK/bookings.json';
import common from '../../../../locales/en-HK/common.json';
import { SlotPicker } from './slot-picker';

const SLOTS = [
  // 2030-01-07 09:00 and 10:00 in Hong Kong, then 2030-01-08 00:30 Hong Kong (still 2030-01-07 in UTC).
  { begin_time: '2030-01-07 01:00:00', end_time: '2030-01-07 02:00:00' },
  { begin_time: '2030-01-07 02:00:00', end_time: '2030-01-07 03:00:00' },
  { begin_time: '2030-01-07 16:30:00', end_time: '2030-01-07 17:30:00' },
];

function setup(value = '') {
  const onChange = jest.fn();
  render(
    <I18nextProvider i18n={createI18n('en-HK', { bookings, common })}>
      <SlotPicker ns="bookings" slots={SLOTS} value={value} onChange={onChange} />
    </I18nextProvider>,
  );
  return onChange;
}

describe('SlotPicker', () => {
  it('when slots span two Hong Kong days, then they are grouped by the Hong Kong day and shown in Hong Kong time', () => {
    setup();
    expect(screen.getByRole('radiogroup', { name: 'Available times' }).querySelectorAll('[role=radio]')).toHaveLength(3);
    expect(screen.getByRole('group', { name: 'Mon 7 Jan' }).textContent).toBe('Mon 7 Jan09:0010:00');
    expect(screen.getByRole('group', { name: 'Tue 8 Jan' }).textContent).toBe('Tue 8 Jan00:30');
  });

  it('when a time is clicked, then its server time is chosen; the chosen one is checked', () => {
    const onChange = setup('2030-01-07 02:00:00');
    expect(screen.getByRole('radio', { name: '10:00' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: '09:00' }).getAttribute('aria-checked')).toBe('false');
    fireEvent.click(screen.getByRole('radio', { name: '00:30' }));
    expect(onChange).toHaveBeenCalledWith('2030-01-07 16:30:00');
  });
});
