import { copyMondayToWeekdays, emptyWeek, hoursFromWeek, slotOfServerField, validateWeek, weekFromHours } from './business-hours';

describe('business hours', () => {
  it('when the API list is read, then each weekday gets its periods sorted, and writing it back keeps weekday order', () => {
    const week = weekFromHours([
      { weekday: 3, open: '14:00', close: '18:00' },
      { weekday: 1, open: '09:00:00', close: '12:00:00' },
      { weekday: 3, open: '09:00', close: '12:00' },
    ]);
    expect(week[3]).toEqual([
      { open: '09:00', close: '12:00' },
      { open: '14:00', close: '18:00' },
    ]);
    expect(week[1]).toEqual([{ open: '09:00', close: '12:00' }]);
    expect(hoursFromWeek(week).map((h) => h.weekday)).toEqual([1, 3, 3]);
  });

  it('when a close is not after its open, or a time is not HH:mm, then that period has the error', () => {
    const week = emptyWeek();
    week[2] = [
      { open: '18:00', close: '09:00' },
      { open: '9:00', close: '10:00' },
      { open: '10:00', close: '10:00' },
    ];
    expect(validateWeek(week)).toEqual({ '2.0': 'close_before_open', '2.1': 'invalid_time', '2.2': 'close_before_open' });
  });

  it('when two periods of a day overlap, then the later one is marked; touching periods are fine', () => {
    const week = emptyWeek();
    week[5] = [
      { open: '13:00', close: '19:00' },
      { open: '09:00', close: '13:00' },
      { open: '18:00', close: '21:00' },
    ];
    expect(validateWeek(week)).toEqual({ '5.2': 'overlap' });
    week[5] = [{ open: '09:00', close: '23:59' }];
    expect(validateWeek(week)).toEqual({});
  });

  it('when Monday is copied to weekdays, then Tuesday to Friday match it and the weekend is kept', () => {
    const week = emptyWeek();
    week[1] = [{ open: '08:00', close: '12:00' }];
    week[3] = [{ open: '10:00', close: '11:00' }];
    week[6] = [{ open: '10:00', close: '16:00' }];
    const copied = copyMondayToWeekdays(week);
    for (const d of [2, 3, 4, 5] as const) expect(copied[d]).toEqual([{ open: '08:00', close: '12:00' }]);
    expect(copied[6]).toEqual([{ open: '10:00', close: '16:00' }]);
    copied[2][0].open = '07:00';
    expect(copied[1][0].open).toBe('08:00');
  });

  it('when the server names a list index, then it maps back to the weekday period it came from', () => {
    const week = emptyWeek();
    week[1] = [{ open: '08:00', close: '12:00' }];
    week[4] = [
      { open: '08:00', close: '12:00' },
      { open: '13:00', close: '17:00' },
    ];
    expect(slotOfServerField(week, 'hours.0.close')).toBe('1.0');
    expect(slotOfServerField(week, 'hours.2')).toBe('4.1');
    expect(slotOfServerField(week, 'hours.3')).toBeNull();
    expect(slotOfServerField(week, 'hours')).toBeNull();
  });
});
