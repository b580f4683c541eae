import { nextValueDate, valueDateProblem } from './payout-value-date';

// Friday 4 December 2026, 23:30 in Hong Kong (15:30 UTC).
const FRIDAY_NIGHT = Date.parse('2026-12-04T15:30:00Z');
// Saturday 5 December 2026, 00:30 in Hong Kong (Friday 16:30 UTC).
const SATURDAY_EARLY = Date.parse('2026-12-04T16:30:00Z');

describe('payout value dates', () => {
  it('when the day is today or a later Monday to Saturday in Hong Kong, then it is a value date', () => {
    expect(valueDateProblem('2026-12-04', FRIDAY_NIGHT)).toBeNull();
    expect(valueDateProblem('2026-12-05', FRIDAY_NIGHT)).toBeNull();
    expect(valueDateProblem('2026-12-07', FRIDAY_NIGHT)).toBeNull();
  });

  it('when the day is a Sunday, already past in Hong Kong, or not a calendar day, then it is named', () => {
    expect(valueDateProblem('2026-12-06', FRIDAY_NIGHT)).toBe('value_date_sunday');
    // Still Friday in UTC, already Saturday in Hong Kong.
    expect(valueDateProblem('2026-12-04', SATURDAY_EARLY)).toBe('value_date_past');
    expect(valueDateProblem('2026-02-30', FRIDAY_NIGHT)).toBe('invalid_date');
    expect(valueDateProblem('5/12/2026', FRIDAY_NIGHT)).toBe('invalid_date');
  });

  it('when the console suggests a value date, then it is the next working day, skipping Sunday', () => {
    expect(nextValueDate(FRIDAY_NIGHT)).toBe('2026-12-05');
    expect(nextValueDate(SATURDAY_EARLY)).toBe('2026-12-07');
  });
});
