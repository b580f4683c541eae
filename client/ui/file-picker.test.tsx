/** The document picker: files listed with remove buttons, the add button counts up to the most, problems are announced. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilePicker, type FilePickerText, type PickerUploader } from './file-picker';

// React Router ships ESM that jest cannot load here; the button module only names its Link.
jest.mock('react-router', () => jest.requireActual('@client/test/react-router-stub'));

const text: FilePickerText = (key, v) =>
  ({
    add: `Add files (${v.count}/${v.max})`,
    uploading: 'Uploading…',
    rules: `Up to ${v.max} files.`,
    remove: `Remove ${v.name}`,
    problem_file_too_large: 'Each file must be under 10 MB.',
  })[key as string] ?? key;

function uploader(over: Partial<PickerUploader> = {}): PickerUploader {
  return { items: [], pending: 0, problem: null, serverMessage: null, add: jest.fn(), remove: jest.fn(), ...over };
}

const pdf = { id: 3, url: '/files/3', mime: 'application/pdf', file_name: 'br.pdf' };

describe('FilePicker', () => {
  it('when files are picked, then they go to the uploader through an input named by the field', async () => {
    const u = uploader();
    render(<FilePicker uploader={u} label="BR certificate" hint="A clear copy." max={2} accept=".pdf" text={text} name="br_documents" />);
    const input = screen.getByLabelText('BR certificate') as HTMLInputElement;
    expect(input.name).toBe('br_documents');
    await userEvent.upload(input, new File(['%PDF'], 'br.pdf', { type: 'application/pdf' }));
    expect(u.add).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Add files (0/2)')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'BR certificate' })).toBeTruthy();
  });

  it('lists each file as a link with a remove button; when full, then no more can be added', async () => {
    const u = uploader({ items: [pdf, { ...pdf, id: 4, file_name: 'bank.png', mime: 'image/png' }] });
    render(<FilePicker uploader={u} label="Documents" hint="" max={2} accept=".pdf" text={text} />);
    expect(screen.getByRole('link', { name: 'br.pdf' }).getAttribute('href')).toBe('/files/3');
    await userEvent.click(screen.getByRole('button', { name: 'Remove bank.png' }));
    expect(u.remove).toHaveBeenCalledWith(4);
    expect((screen.getByLabelText('Documents') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Add files (2/2)').closest('label')?.getAttribute('aria-disabled')).toBe('true');
  });

  it('when an upload has a problem, then it is announced in place of the field error (the server’s words first)', () => {
    const docs = (u: PickerUploader) => (
      <FilePicker uploader={u} label="Docs" hint="h" max={2} accept=".pdf" text={text} error="Add a file." />
    );
    const { rerender } = render(docs(uploader({ problem: 'file_too_large' })));
    expect(screen.getByRole('alert').textContent).toBe('Each file must be under 10 MB.');
    rerender(docs(uploader({ problem: 'upload_failed', serverMessage: 'Storage is full.' })));
    expect(screen.getByRole('alert').textContent).toBe('Storage is full.');
    rerender(docs(uploader()));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Add a file.');
    expect(screen.getByRole('group').getAttribute('aria-describedby')).toContain(alert.id);
  });

  it('while uploading, then the button says so and waits', () => {
    render(<FilePicker uploader={uploader({ pending: 1 })} label="Docs" hint="h" max={2} accept=".pdf" text={text} />);
    expect(screen.getByText('Uploading…')).toBeTruthy();
    expect((screen.getByLabelText('Docs') as HTMLInputElement).disabled).toBe(true);
  });
});
