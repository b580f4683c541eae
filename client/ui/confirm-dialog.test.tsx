/** ConfirmDialog with useConfirm: nothing happens before the user confirms; the dialog closes when the action ends. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { polyfillDialog } from '@client/test/dialog-polyfill';
import { ConfirmDialog, useConfirm } from './confirm-dialog';

// React Router ships ESM that jest cannot load here; the button module only names its Link.
jest.mock('react-router', () => jest.requireActual('@client/test/react-router-stub'));

beforeAll(polyfillDialog);

function Photos({ remove }: { remove: (name: string) => Promise<unknown> }) {
  const deleting = useConfirm(remove);
  return (
    <>
      {['Kitchen', 'Bathroom'].map((name) => (
        <button key={name} type="button" onClick={() => deleting.ask(name)}>
          Delete {name}
        </button>
      ))}
      <ConfirmDialog {...deleting.dialog} title="Delete this photo?" confirmLabel="Delete" cancelLabel="Keep">
        <p>{deleting.subject} will be gone.</p>
      </ConfirmDialog>
    </>
  );
}

describe('useConfirm with ConfirmDialog', () => {
  it('when the user confirms, then the action runs on what was asked about and the dialog closes', async () => {
    const remove = jest.fn(() => Promise.resolve());
    render(<Photos remove={remove} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Bathroom' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('Bathroom will be gone.');
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledWith('Bathroom');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('when the user cancels, then nothing runs', async () => {
    const remove = jest.fn(() => Promise.resolve());
    render(<Photos remove={remove} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Kitchen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(remove).not.toHaveBeenCalled();
  });

  it('when the action fails, then the dialog stays open for another try', async () => {
    const remove = jest.fn(() => Promise.reject(new Error('offline')));
    render(<Photos remove={remove} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Kitchen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });
});
