import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Rating } from './rating';
import { RatingInput } from './rating-input';

// jsdom has no CSS.escape; user-event needs it to walk radio groups with the arrow keys.
beforeAll(() => {
  const g = globalThis as { CSS?: { escape?: (s: string) => string } };
  g.CSS = { ...g.CSS, escape: (s: string) => s.replace(/[^\w-]/g, (c) => `\\${c}`) };
});

const optionLabels: [string, string, string, string, string] = ['1 star', '2 stars', '3 stars', '4 stars', '5 stars'];

describe('Rating', () => {
  it('when given a label, then it is the accessible name and the value and count are visible', () => {
    render(<Rating value={4.8} count={123} label="4.8 out of 5, 123 reviews" />);
    const img = screen.getByRole('img', { name: '4.8 out of 5, 123 reviews' });
    expect(img.textContent).toBe('4.8(123)');
    expect(img.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(10);
  });

  it('when given countText, then it replaces the bracketed count', () => {
    render(<Rating value={5} count={3} countText="3 則評價" label="5 分（滿分 5 分），3 則評價" />);
    expect(screen.getByRole('img', { name: '5 分（滿分 5 分），3 則評價' }).textContent).toBe('5.03 則評價');
  });
});

function Controlled({ onChange }: { onChange: (n: number) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <RatingInput
      legend="How was the job?"
      name="rating"
      value={value}
      optionLabels={optionLabels}
      onChange={(n) => {
        setValue(n);
        onChange(n);
      }}
      error={value === null ? 'Choose a rating' : undefined}
    />
  );
}

describe('RatingInput', () => {
  it('when a star is clicked or chosen with arrow keys, then onChange gets its number', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Controlled onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: 'How was the job?' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(group.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);

    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect((screen.getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();

    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(5);
    expect(screen.getAllByRole('radio')).toHaveLength(5);
  });
});
