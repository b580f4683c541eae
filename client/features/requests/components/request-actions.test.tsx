import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@client/test/render-with-providers';
import type * as LinkRouter from '@client/test/link-router';
import type { RequestView } from '@shared/schemas/requests.schema';
import { polyfillDialog } from '@client/test/dialog-polyfill';
import { requestsContract } from '@shared/api/requests.contract';
import { urlOf } from '@shared/api/endpoint';
import requests from '../../../../locales/en-HK/requests.json';
import common from '../../../../locales/en-HK/common.json';
import { RequestActions } from './request-actions';

jest.mock('react-router', () =>
  jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter('/en-HK/dashboard/projects/quotelist/12'),
);

const request: RequestView = {
  quote_request_id: 12,
  quote_category_id: 1,
  category: { id: 1, slug: 'plumbing', name_zh: '水喉維修', name_en: 'Plumbing' },
  district: null,
  fields: {},
  answers: [],
  description: 'Leaking tap',
  preferred_dates: [],
  time_slots: [],
  photos: [],
  recommend_source: '',
  is_closed: false,
  is_archived: false,
  state: 'open',
  created: '2026-11-22 01:00:00',
  modified: '2026-11-22 01:00:00',
  matched_count: 3,
  quote_count: 2,
  unread_count: 0,
  hired_quote_bid_id: null,
};

function mockApi() {
  const posts: Array<{ url: string; body: unknown }> = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    posts.push({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const body = { status: 'Success', data: { ...request, is_closed: true, state: 'closed' } };
    return { ok: true, status: 200, statusText: '', json: async () => body } as Response;
  }) as typeof fetch;
  return posts;
}

function renderActions() {
  polyfillDialog();
  return renderWithProviders(<RequestActions request={request} />, { lng: 'en-HK', resources: { requests, common } }, { toasts: true });
}

async function openCloseDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Close request' }));
  return screen.findByRole('dialog', { name: 'Close this request?' });
}

describe('RequestActions', () => {
  it('when the consumer closes a request as a duplicate, then the reason is sent and the dialog says the pros get their fees back', async () => {
    const posts = mockApi();
    renderActions();
    const dialog = await openCloseDialog();
    const reasons = within(dialog).getByRole('radiogroup', { name: 'Why are you closing it? (optional)' });
    expect(within(reasons).getAllByRole('radio')).toHaveLength(5);
    const duplicate = within(reasons).getByRole('radio', { name: "It's a duplicate of another request" });
    expect(duplicate.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(reasons).getAllByText('The pros who quoted get their quote fees back.')).toHaveLength(2);
    await userEvent.click(duplicate);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close request' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({ url: urlOf(requestsContract.close, { params: { id: 12 } }), body: { reason: 'duplicate' } });
    expect(await screen.findByText('Request closed')).toBeTruthy();
  });

  it('when the consumer closes without choosing a reason, then the request is closed with no reason', async () => {
    const posts = mockApi();
    renderActions();
    const dialog = await openCloseDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close request' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({ url: urlOf(requestsContract.close, { params: { id: 12 } }), body: {} });
  });

  it('when the dialog is opened again, then the last reason is not kept', async () => {
    mockApi();
    renderActions();
    let dialog = await openCloseDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'I hired someone elsewhere' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    dialog = await openCloseDialog();
    expect(within(dialog).getByRole('radio', { name: 'I hired someone elsewhere' })).toHaveProperty('checked', false);
  });
});
