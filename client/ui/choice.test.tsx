import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Checkbox, CheckboxGroup } from './checkbox';
import { RadioGroup } from './radio-group';

const rooms = [
  { value: 'kitchen', label: 'Kitchen', description: 'Sink, pipes' },
  { value: 'bathroom', label: 'Bathroom' },
  { value: 'balcony', label: 'Balcony', disabled: true },
];

describe('RadioGroup', () => {
  it('when an option card is chosen, then onChange gets its value and the description is announced', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <RadioGroup
        legend="Which room?"
        legendStyle="question"
        name="room"
        variant="card"
        options={rooms}
        value={null}
        onChange={onChange}
        error="Pick one"
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Which room?' });
    expect(group.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    const kitchen = screen.getByRole('radio', { name: 'Kitchen' });
    expect(kitchen.getAttribute('aria-describedby')).toBe(screen.getByText('Sink, pipes').id);
    expect((screen.getByRole('radio', { name: 'Balcony' }) as HTMLInputElement).disabled).toBe(true);
    await user.click(screen.getByText('Bathroom'));
    expect(onChange).toHaveBeenCalledWith('bathroom');
  });
});

describe('CheckboxGroup', () => {
  function Rooms() {
    const [value, setValue] = useState<string[]>(['kitchen']);
    return (
      <>
        <CheckboxGroup legend="Rooms" name="rooms" options={rooms} value={value} onChange={setValue} variant="card" columns={2} />
        <output>{value.join(',')}</output>
      </>
    );
  }

  it('when options are toggled, then the value list follows', async () => {
    const user = userEvent.setup();
    render(<Rooms />);
    expect(screen.getByRole('group', { name: 'Rooms' })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Bathroom' }));
    expect(screen.getByRole('status').textContent).toBe('kitchen,bathroom');
    await user.click(screen.getByRole('checkbox', { name: 'Kitchen' }));
    expect(screen.getByRole('status').textContent).toBe('bathroom');
  });
});

describe('Checkbox', () => {
  it('when it has an error, then it is invalid and described by it', () => {
    render(<Checkbox label="I accept the terms" error="Please accept" />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });
});
