import { appointmentStart } from './appointment-time';

describe('appointmentStart', () => {
  const now = Date.parse('2026-11-30T10:00:00+08:00');
  it('reads the date and time as Hong Kong time', () => {
    expect(appointmentStart('2026-12-01', '18:30', now)).toEqual({ start_at: '2026-12-01T18:30:00+08:00' });
  });
  it('names what is wrong', () => {
    expect(appointmentStart('', '18:30', now)).toEqual({ problem: 'missing' });
    expect(appointmentStart('2026-11-30', '10:03', now)).toEqual({ problem: 'soon' });
    expect(appointmentStart('2027-01-15', '10:00', now)).toEqual({ problem: 'far' });
  });
});
