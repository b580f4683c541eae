/** Feedback on a completed order: a score, at most 50 characters as people count them, up to three photos, errors at their fields. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as LinkRouter from '@client/test/link-router';
import { attachmentsContract } from '@shared/api/attachments.contract';
import { urlOf } from '@shared/api/endpoint';
import { shopOrdersContract as c } from '@shared/api/shop-orders.contract';
import { ok, refused, type ApiReply } from '@client/test/mock-api';
import { renderWithProviders } from '@client/test/render-with-providers';
import shop from '../../../../locales/en-HK/shop.json';
import common from '../../../../locales/en-HK/common.json';
import { shopOrder } from '../test/order-fixtures';
import { FeedbackForm } from './feedback-form';

jest.mock('react-router', () =>
  jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter('/en-HK/dashboard/shop-consumer/order/41'),
);

const EN = { lng: 'en-HK' as const, resources: { shop, common } };
const ORDER = shopOrder({ role: 'consumer', status: 'completed' });

/** global.fetch answering uploads with one attachment per file and the feedback call with `reply`; returns what was sent. */
function fakeApi(reply: ApiReply = ok(ORDER)) {
  const sent: { url: string; body: unknown }[] = [];
  const uploads: number[] = [];
  let nextId = 100;
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    let answer: ApiReply;
    if (String(url) === urlOf(attachmentsContract.upload)) {
      const files = (init?.body as FormData).getAll('file') as File[];
      uploads.push(files.length);
      answer = ok(
        files.map((f) => ({
          id: nextId++,
          file_name: f.name,
          mime: 'image/png',
          size: f.size,
          url: `/api/attachments/${nextId}`,
          created: '',
        })),
      );
    } else {
      sent.push({ url: String(url), body: JSON.parse(String(init?.body)) });
      answer = reply;
    }
    return { ok: answer.status < 400, status: answer.status, statusText: '', json: async () => answer.body } as Response;
  }) as typeof fetch;
  return { sent, uploads };
}

const photo = (name: string) => new File(['png'], name, { type: 'image/png' });
const textField = () => screen.getByLabelText('In a few words (optional, up to 50 characters)');
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));

describe('FeedbackForm', () => {
  it('when no score is chosen, then the stars say so and nothing is sent', async () => {
    const { sent } = fakeApi();
    renderWithProviders(<FeedbackForm order={ORDER} />, EN);
    await submit();
    expect(screen.getByText('Choose a score from 1 to 5.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('when the text is 50 characters counted as people count them (𠮷 is one), then it is sent with the score', async () => {
    const { sent } = fakeApi();
    renderWithProviders(<FeedbackForm order={ORDER} />, EN);
    await userEvent.click(screen.getByLabelText('4 stars: Very good'));
    const fifty = `𠮷${'好'.repeat(49)}`;
    await userEvent.type(textField(), fifty);
    expect(screen.getByText('0 characters left')).toBeTruthy();
    await submit();
    await waitFor(() =>
      expect(sent).toEqual([
        { url: urlOf(c.feedback), body: { shop_order_id: 41, shop_item_id: 9, score: 4, feedback: fifty, attachments: [] } },
      ]),
    );
  });

  it('when the text is 51 characters, then the field refuses it before anything is sent', async () => {
    const { sent } = fakeApi();
    renderWithProviders(<FeedbackForm order={ORDER} />, EN);
    await userEvent.click(screen.getByLabelText('5 stars: Excellent'));
    await userEvent.type(textField(), '好'.repeat(51));
    expect(screen.getByText('1 character too many')).toBeTruthy();
    await submit();
    expect(screen.getByText('Write up to 50 characters on one line.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('when four photos are picked, then none is uploaded; up to three are, and their ids go with the feedback', async () => {
    const { sent, uploads } = fakeApi();
    renderWithProviders(<FeedbackForm order={ORDER} />, EN);
    const input = () => screen.getByLabelText('Add photos') as HTMLInputElement;
    await userEvent.upload(input(), [photo('a.png'), photo('b.png'), photo('c.png'), photo('d.png')]);
    expect(screen.getByText('You can add up to 3 files.')).toBeTruthy();
    expect(uploads).toEqual([]);
    await userEvent.upload(input(), [photo('a.png'), photo('b.png')]);
    await userEvent.upload(input(), [photo('c.png')]);
    const chosen = await screen.findByRole('list', { name: 'Photos added' });
    await waitFor(() => expect(within(chosen).getAllByRole('listitem')).toHaveLength(3));
    // Three is the most: the picker is gone.
    expect(screen.queryByLabelText('Add photos')).toBeNull();
    await userEvent.click(screen.getByLabelText('3 stars: Good'));
    await submit();
    await waitFor(() => expect(sent.map((s) => (s.body as { attachments: number[] }).attachments)).toEqual([[100, 101, 102]]));
  });

  it('when the server refuses the text (852) or the photos (853), then each message shows at its field; 850 above the form', async () => {
    fakeApi(refused(400, '852', 'Write up to 50 characters on one line.', { feedback: 'Write up to 50 characters on one line.' }));
    const { unmount } = renderWithProviders(<FeedbackForm order={ORDER} />, EN);
    await userEvent.click(screen.getByLabelText('5 stars: Excellent'));
    await submit();
    expect(await screen.findByText('Write up to 50 characters on one line.')).toBeTruthy();
    expect(textField().getAttribute('aria-invalid')).toBe('true');
    unmount();

    fakeApi(
      refused(400, '853', 'Add up to 3 different photos that you uploaded.', {
        attachments: 'Add up to 3 different photos that you uploaded.',
      }),
    );
    const second = renderWithProviders(<FeedbackForm order={ORDER} />, EN);
    await userEvent.click(screen.getByLabelText('5 stars: Excellent'));
    await submit();
    const group = screen.getByRole('group', { name: 'Photos (optional)' });
    expect(await within(group).findByText('Add up to 3 different photos that you uploaded.')).toBeTruthy();
    second.unmount();

    fakeApi(refused(409, '850', 'You can leave feedback once the order is completed.'));
    renderWithProviders(<FeedbackForm order={ORDER} />, EN);
    await userEvent.click(screen.getByLabelText('5 stars: Excellent'));
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('You can leave feedback once the order is completed.');
  });
});
