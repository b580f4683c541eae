/** The phone-code pieces: the number shown with spaces, the resend countdown, the fields' autofill, the actions row. */
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CodeActions, CodeField, PhoneNumberField, displayPhone, useCountdown } from './phone-code-fields';

// React Router ships ESM that jest cannot load here; the button module only names its Link.
jest.mock('react-router', () => jest.requireActual('@client/test/react-router-stub'));

describe('phone code fields', () => {
  it('when a Hong Kong number is shown, then it is grouped in fours; anything else stays as it is', () => {
    expect(displayPhone('+85291234567')).toBe('+852 9123 4567');
    expect(displayPhone('+4420123')).toBe('+4420123');
  });

  it('when a countdown starts, then it ticks down each second to zero', () => {
    jest.useFakeTimers();
    const { result } = renderHook(() => useCountdown());
    act(() => result.current[1](2));
    expect(result.current[0]).toBe(2);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current[0]).toBe(1);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current[0]).toBe(0);
    jest.useRealTimers();
  });

  it('when the fields render, then the number uses the national autofill and the code the one-time-code autofill', () => {
    render(
      <>
        <PhoneNumberField label="Mobile" />
        <CodeField label="Code" maxLength={6} />
      </>,
    );
    const phone = screen.getByRole('textbox', { name: 'Mobile' });
    expect(phone.getAttribute('autocomplete')).toBe('tel-national');
    expect(phone.getAttribute('inputmode')).toBe('tel');
    expect(phone.getAttribute('name')).toBe('phone');
    const code = screen.getByRole('textbox', { name: 'Code' });
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
  });

  it('when "change number" is pressed, then the caller hears it, beside its own resend buttons', async () => {
    const onChange = jest.fn();
    render(
      <CodeActions changeLabel="Change number" onChangeNumber={onChange}>
        <button type="button">Send again</button>
      </CodeActions>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Change number' }));
    expect(onChange).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send again' })).toBeTruthy();
  });
});
