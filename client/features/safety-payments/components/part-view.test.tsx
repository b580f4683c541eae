/** One part's page: only the allowed actions, a refund application with a photo as multipart, the request and its deadline. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as LinkRouter from '@client/test/link-router';
import { urlOf } from '@shared/api/endpoint';
import { safetyPaymentsContract as c } from '@shared/api/safety-payments.contract';
import type { SafetyPart } from '@shared/schemas/safety-payments.schema';
import { polyfillDialog } from '@client/test/dialog-polyfill';
import { mockApi, ok } from '@client/test/mock-api';
import { renderWithProviders } from '@client/test/render-with-providers';
import dashboard from '../../../../locales/en-HK/dashboard.json';
import common from '../../../../locales/en-HK/common.json';
import { safetyBid, safetyPart, safetyPayIn, safetyPayment } from '../test/safety-fixtures';
import { PartView } from './part-view';

jest.mock('react-router', () =>
  jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter('/en-HK/dashboard/safety-payments/5/31'),
);

beforeAll(polyfillDialog);
afterEach(() => jest.restoreAllMocks());

const EN = { lng: 'en-HK' as const, resources: { dashboard, common } };
const NOW = Date.parse('2026-12-01T01:00:00Z');
const ALL_LABELS = [
  /^Pay /,
  'Confirm the work is done',
  'Ask to cancel',
  'Apply for a refund',
  'Withdraw my request',
  /^Accept/,
  'Offer another amount',
  'Ask Sifu to decide',
  'Where should the refund go?',
];

function renderPart(part: SafetyPart, role: 'consumer' | 'pro' = 'consumer') {
  const payment = safetyPayment({ parts: [part], completed_at: '2026-11-30 01:00:00', auto_release_at: '2026-12-07 01:00:00' });
  const bid = safetyBid({ role, payments: [payment] });
  return renderWithProviders(
    <PartView bid={bid} part={part} newKey={() => 'co_key_12345678'} codes={(p) => <p>code {p.payment_code}</p>} cardLabel={() => null} />,
    EN,
  );
}

/** The action buttons shown, by their names. */
const shownActions = () =>
  within(screen.getByTestId('part-actions'))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('PartView', () => {
  it('when the consumer may confirm or apply for a refund, then only those two buttons show', () => {
    mockApi({});
    renderPart(safetyPart({ status: 'held', held: 1200, actions: ['confirm', 'apply_refund'] }));
    expect(shownActions()).toEqual(['Confirm the work is done', 'Apply for a refund']);
    for (const label of ALL_LABELS.filter((l) => l !== 'Confirm the work is done' && l !== 'Apply for a refund')) {
      expect(within(screen.getByTestId('part-actions')).queryByRole('button', { name: label })).toBeNull();
    }
  });

  it('when the part allows nothing, then no action area is drawn at all', () => {
    mockApi({});
    renderPart(safetyPart({ status: 'released', released: 1200, actions: [] }));
    expect(screen.queryByTestId('part-actions')).toBeNull();
  });

  it('when the consumer applies for a refund with a photo, then the amount, the reason and the photo go as multipart', async () => {
    mockApi({});
    const sent: { url: string; body: FormData }[] = [];
    global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ url: String(url), body: init?.body as FormData });
      const data = safetyPart({ status: 'refund_requested', held: 1200, actions: ['cancel_refund'] });
      return { ok: true, status: 200, json: async () => ({ status: 'Success', data }) } as Response;
    }) as typeof fetch;
    renderPart(safetyPart({ status: 'held', held: 1200, actions: ['confirm', 'apply_refund'] }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply for a refund' }));
    const sheet = screen.getByRole('dialog');
    const amount = within(sheet).getByLabelText('Amount to refund (HK$)') as HTMLInputElement;
    expect(amount.value).toBe('1200');

    // More than is held is refused here, with the server's words.
    await userEvent.clear(amount);
    await userEvent.type(amount, '1500');
    await userEvent.type(within(sheet).getByLabelText('What went wrong?'), 'The tap still leaks after the repair.');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Send the application' }));
    expect(within(sheet).getByText(common.errors.safety_refund_above_held)).toBeTruthy();
    expect(sent).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, '300');
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'leak.png', { type: 'image/png' });
    await userEvent.upload(within(sheet).getByLabelText('Add photos'), photo);
    expect(within(sheet).getByText('leak.png')).toBeTruthy();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Send the application' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].url).toBe(urlOf(c.applyRefund, { params: { id: 31 } }));
    const form = sent[0].body;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('amount')).toBe('300');
    expect(form.get('reason')).toBe('The tap still leaks after the repair.');
    expect((form.getAll('file') as File[]).map((f) => f.name)).toEqual(['leak.png']);
  });

  it('when a photo is not an image the endpoint takes, then it is refused before anything is sent', async () => {
    mockApi({});
    renderPart(safetyPart({ status: 'held', held: 1200, actions: ['apply_refund'] }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply for a refund' }));
    const sheet = screen.getByRole('dialog');
    const pdf = new File(['%PDF'], 'invoice.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(sheet).getByLabelText('Add photos'), pdf, { applyAccept: false });
    expect(within(sheet).getByText('Only PNG, JPEG or WebP photos can be added.')).toBeTruthy();
    expect(within(sheet).queryByText('invoice.pdf')).toBeNull();
  });

  it('when the pro answers a refund application, then the request, its photos and the time left to answer show with the pro’s buttons', () => {
    jest.spyOn(Date, 'now').mockReturnValue(NOW);
    mockApi({});
    const part = safetyPart({
      status: 'refund_requested',
      held: 1200,
      actions: ['approve_refund', 'counter_refund', 'dispute'],
      request: {
        kind: 'refund',
        amount: 300,
        reason: 'The tap still leaks after the repair.',
        photos: [{ id: 7, url: '/media/leak.png', name: 'leak.png' }],
        requested_at: '2026-11-30 09:00:00',
        counter_amount: null,
        counter_reason: null,
        answer_due: '2026-12-03 05:30:00',
      },
    });
    renderPart(part, 'pro');
    expect(shownActions()).toEqual(['Accept the refund', 'Offer another amount', 'Ask Sifu to decide']);
    const request = screen.getByTestId('safety-request');
    expect(within(request).getByText('HK$300')).toBeTruthy();
    expect(within(request).getByRole('link', { name: 'Open photo leak.png' }).getAttribute('href')).toBe('/media/leak.png');
    expect(within(request).getByText('Your answer is needed within')).toBeTruthy();
    expect(within(request).getByText('2 days 4 hours left')).toBeTruthy();
  });

  it('when the pro accepts a partial refund, then the dialog says what goes back and what is released to them', async () => {
    mockApi({ [`POST ${urlOf(c.approveRefund, { params: { id: 31 } })}`]: ok(safetyPart({ status: 'settled' })) });
    const part = safetyPart({
      status: 'refund_requested',
      held: 1200,
      actions: ['approve_refund'],
      request: {
        kind: 'refund',
        amount: 300,
        reason: 'Leak',
        photos: [],
        requested_at: '2026-11-30 09:00:00',
        counter_amount: null,
        counter_reason: null,
        answer_due: null,
      },
    });
    renderPart(part, 'pro');
    await userEvent.click(screen.getByRole('button', { name: 'Accept the refund' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('Accept a refund of HK$300?')).toBeTruthy();
    expect(
      within(dialog).getByText("HK$300 goes back to Chan Tai Man and the other HK$900 is released to you, less Sifu's 5% commission."),
    ).toBeTruthy();
  });

  it('when a store payment waits, then the code, the deadline and the sandbox counter (only when given) show', () => {
    mockApi({});
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-25T01:00:00Z'));
    const waiting = safetyPart({ actions: [], pay_in: safetyPayIn({ test_payment_url: '/sandbox-gateway/pay/sp_7f3a9c' }) });
    const { unmount } = renderPart(waiting);
    const payIn = screen.getByTestId('pay-in');
    expect(within(payIn).getByText('code LP12345678')).toBeTruthy();
    // Six days ahead: the day and the time as people say it, without the time left (said only under 4 days).
    expect(within(payIn).getByText('Tue 1 Dec, 9:00 am')).toBeTruthy();
    expect(
      within(payIn)
        .getByRole('link', { name: /Sandbox: pay at the test counter/ })
        .getAttribute('href'),
    ).toBe('/sandbox-gateway/pay/sp_7f3a9c');
    unmount();
    renderPart(safetyPart({ actions: [], pay_in: safetyPayIn() }));
    expect(screen.queryByRole('link', { name: /Sandbox/ })).toBeNull();
  });
});
