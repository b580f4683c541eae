import { fireEvent, screen, waitFor } from '@testing-library/react';
import type * as LinkRouter from '@client/test/link-router';
import { renderWithProviders } from '@client/test/render-with-providers';
import ops from '../../../../locales/en-HK/ops.json';
import common from '../../../../locales/en-HK/common.json';
import { TextForm } from './text-form';

jest.mock('react-router', () => jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter());

const EN = { lng: 'en-HK' as const, resources: { ops, common } };

function renderForm(send: (body: string) => Promise<unknown>) {
  renderWithProviders(<TextForm label="Add a note" rows={2} submitLabel="Add note" send={send} sent="Note added" />, EN, {
    toasts: true,
  });
  return screen.getByLabelText('Add a note') as HTMLTextAreaElement;
}

describe('TextForm', () => {
  it('when sent empty, then the box asks for text and nothing is sent; a text is sent trimmed, then the box clears', async () => {
    const send = jest.fn(() => Promise.resolve({}));
    const box = renderForm(send);
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Give a reason')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: '  called the pro  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Note added')).toBeTruthy();
    expect(send).toHaveBeenCalledWith('called the pro');
    await waitFor(() => expect(box.value).toBe(''));
  });

  it('when the send fails, then the message shows above the box and the text stays', async () => {
    const box = renderForm(() => Promise.reject(new Error('offline')));
    fireEvent.change(box, { target: { value: 'called the pro' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText(common.errors.network)).toBeTruthy();
    expect(box.value).toBe('called the pro');
  });
});
