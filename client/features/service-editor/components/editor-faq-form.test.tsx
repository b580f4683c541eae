/** The FAQ form: Chinese then English question and answer (English marked lang="en"), and one language is enough. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@client/test/render-with-providers';
import type * as LinkRouter from '@client/test/link-router';
import type { EditableService } from '@shared/schemas/service-editor.schema';
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
  renderWithProviders(
    <EditorFaqForm service={{ quote_service_id: 9 } as EditableService} onDone={jest.fn()} />,
    {
      lng: 'en-HK',
      resources: { workspace, common },
    },
    { toasts: true },
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
