/** FormSheet with useApiForm: submit from the footer or by Enter, cancel closes, and the server's errors show. */
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { polyfillDialog } from '@client/test/dialog-polyfill';
import { FormSheet } from './form-sheet';
import { TextField } from './field';
import { useApiForm } from './use-api-form';

// React Router ships ESM that jest cannot load here; the button module only names its Link.
jest.mock('react-router', () => jest.requireActual('@client/test/react-router-stub'));

beforeAll(polyfillDialog);

function apiError(message: string, fields: Record<string, string>) {
  return Object.assign(new Error(message), { name: 'ApiError', status: 400, code: 'validation', fields, details: { fields } });
}

function NameSheet({ save, onClose = () => undefined }: { save: (name: string) => Promise<unknown>; onClose?: () => void }) {
  const form = useApiForm({ network: 'No connection' });
  const [name, setName] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  async function submit() {
    if (!form.validate(name.trim() ? {} : { name: 'Required' })) return;
    const res = await form.run(() => save(name.trim()));
    if (res.ok) setSaved(name.trim());
  }
  return (
    <>
      <FormSheet
        open
        title="Rename"
        closeLabel="Close"
        onClose={onClose}
        onSubmit={() => void submit()}
        submitLabel="Save"
        cancelLabel="Cancel"
        pending={form.pending}
        formError={form.formError}
        submitProps={{ 'data-testid': 'save-name' }}
      >
        <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} error={form.fields.name} />
      </FormSheet>
      {saved ? <p>Saved {saved}</p> : null}
    </>
  );
}

describe('FormSheet', () => {
  it('when the footer button is pressed, then the form submits and a local check shows in place', async () => {
    const save = jest.fn().mockResolvedValue({});
    render(<NameSheet save={save} />);
    expect(screen.getByRole('dialog', { name: 'Rename' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('Required');
    expect(screen.getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid')).toBe('true');
    expect(save).not.toHaveBeenCalled();
  });

  it('when Enter is pressed in a field, then the form submits with what was typed', async () => {
    const save = jest.fn().mockResolvedValue({});
    render(<NameSheet save={save} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Mei{Enter}');
    expect(save).toHaveBeenCalledWith('Mei');
    expect(await screen.findByText('Saved Mei')).toBeTruthy();
  });

  it('when the server names a field, then its error shows in place and its message above the form', async () => {
    render(<NameSheet save={() => Promise.reject(apiError('Please check', { name: 'Taken' }))} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Mei');
    await userEvent.click(screen.getByTestId('save-name'));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual(['Please check', 'Taken']);
  });

  it('when the call fails without an answer, then the network message shows', async () => {
    render(<NameSheet save={() => Promise.reject(new TypeError('offline'))} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Mei');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No connection');
  });

  it('when Cancel is pressed, then the sheet asks to close', async () => {
    const onClose = jest.fn();
    render(<NameSheet save={jest.fn()} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
