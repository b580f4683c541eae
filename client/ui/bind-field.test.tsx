/** bindField: a field named once shows its value and its error, and stores what is typed. */
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bindField } from './bind-field';
import { TextField } from './field';

function NameForm({ errors }: { errors: Record<string, string> }) {
  const [name, setName] = useState('Chan');
  return (
    <>
      <TextField label="Name" {...bindField('real_name', name, setName, errors)} />
      <output>{name}</output>
    </>
  );
}

describe('bindField', () => {
  it('when typed into, then the form holds the new text under the field name', async () => {
    render(<NameForm errors={{}} />);
    const input = screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    expect(input.name).toBe('real_name');
    expect(input.value).toBe('Chan');
    await userEvent.type(input, ' Tai Man');
    expect(screen.getByRole('status').textContent).toBe('Chan Tai Man');
  });

  it('when the form has an error for the field, then the field shows it', () => {
    render(<NameForm errors={{ real_name: 'Required', other: 'Not this one' }} />);
    expect(screen.getByText('Required')).toBeTruthy();
    expect(screen.queryByText('Not this one')).toBeNull();
  });
});
