/** The FAQ form: Chinese then English question and answer (English marked lang="en"), and one language is enough. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type * as LinkRouter from '@client/test/link-router';
import type { EditableService } from '@shared/schemas/service-editor.schema';
import { createI18n } from '@client/lib/i18n';
import { ToastProvider } from '@client/ui/toast';
import { polyfillDialog } from '@client/test/dialog-polyfill';
import workspace from '../../../../locales/en-HK/workspace.json';
import common from '../../../../locales/en-HK/common.json';
import { EditorFaqForm } from './editor-faq-form';

jest.mock('react-router', () =>
  jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter('/', { useBlocker: () => ({ state: 'unblocked' }) }),
);

function setup() {
  polyfillDialog();
  const fetchMock = jest.fn();
  global.fetch = fetchMock as typeof fetch;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={createI18n('en-HK', { workspace, common })}>
        <ToastProvider dismissLabel="Close" regionLabel="Notifications">
          <EditorFaqForm service={{ quote_service_id: 9 } as EditableService} onDone={jest.fn()} />
        </ToastProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe('EditorFaqForm', () => {
  it('when shown, then the Chinese question and answer come first and only the English ones are marked English', () => {
    setup();
    const boxes = screen.getAllByRole('textbox');
    expect(boxes.map((b) => b.getAttribute('lang'))).toEqual([null, null, 'en', 'en']);
    expect(screen.getByRole('textbox', { name: workspace.faq.question_zh })).toBe(boxes[0]);
    expect(screen.getByRole('textbox', { name: workspace.faq.answer_zh })).toBe(boxes[1]);
    expect(screen.getByRole('textbox', { name: workspace.faq.question_en })).toBe(boxes[2]);
    expect(screen.getByRole('textbox', { name: workspace.faq.answer_en })).toBe(boxes[3]);
  });

  it('when only spaces are written, then both messages show at the Chinese fields and nothing is sent', async () => {
    const fetchMock = setup();
    await userEvent.type(screen.getByRole('textbox', { name: workspace.faq.question_en }), '  ');
    await userEvent.click(screen.getByRole('button', { name: workspace.faq.add_submit }));
    expect(await screen.findByText(workspace.faq.question_required)).toBeTruthy();
    expect(screen.getByText(workspace.faq.answer_required)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
