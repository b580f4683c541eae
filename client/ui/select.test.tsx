import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from './select';
import { TextArea } from './textarea';

const districts = [
  { value: 'central', label: 'Central' },
  { value: 'sha-tin', label: 'Sha Tin' },
];

describe('Select', () => {
  it('when there is an error, then the select is invalid and described by the error message', () => {
    render(
      <Select
        label="District"
        name="district"
        options={districts}
        placeholder="Choose a district"
        error="Choose a district"
        hint="Where the job is"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'District' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Choose a district');
    expect(select.getAttribute('aria-describedby')).toBe(alert.id);
    expect(screen.queryByText('Where the job is')).toBeNull();
  });

  it('when there is no error, then the hint describes it and a choice reaches onChange', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <Select
        label="District"
        options={districts}
        placeholder="Choose"
        hint="Where the job is"
        onChange={(e) => onChange(e.target.value)}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'District' }) as HTMLSelectElement;
    expect(select.hasAttribute('aria-invalid')).toBe(false);
    expect(select.getAttribute('aria-describedby')).toBe(screen.getByText('Where the job is').id);
    expect(select.value).toBe('');
    await user.selectOptions(select, 'sha-tin');
    expect(onChange).toHaveBeenCalledWith('sha-tin');
  });

  it('when rendered, then its chevron is a hidden icon from the sprite', () => {
    const { container } = render(<Select label="District" options={districts} />);
    const chevron = container.querySelector('svg');
    expect(chevron?.getAttribute('aria-hidden')).toBe('true');
    expect(chevron?.querySelector('use')?.getAttribute('href')).toMatch(/#chevron-down$/);
  });
});

describe('TextArea', () => {
  it('when a counter is given, then it follows typing and describes the field with the error', async () => {
    const user = userEvent.setup();
    render(<TextArea label="Details" maxLength={20} counter={(n, max) => `${n}/${max}`} error="Too short" />);
    const box = screen.getByRole('textbox', { name: 'Details' });
    expect(screen.getByText('0/20')).toBeTruthy();
    await user.type(box, 'Leaking tap');
    const counter = screen.getByText('11/20');
    expect(box.getAttribute('aria-describedby')?.split(' ')).toEqual([screen.getByRole('alert').id, counter.id]);
    expect(box.getAttribute('aria-invalid')).toBe('true');
  });
});
