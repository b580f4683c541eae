import { fireEvent, screen, waitFor } from '@testing-library/react';
import type * as LinkRouter from '@client/test/link-router';
import { mockApi, ok, refused } from '@client/test/mock-api';
import { renderWithProviders } from '@client/test/render-with-providers';
import { subjectTicket as ticket } from '@client/test/ticket-fixtures';
import { backOfficeContract } from '@shared/api/back-office.contract';
import { urlOf } from '@shared/api/endpoint';
import { safetyPaymentsContract as c } from '@shared/api/safety-payments.contract';
import type { OpsSafetyPart } from '@shared/schemas/safety-payments.schema';
import ops from '../../../../locales/en-HK/ops.json';
import common from '../../../../locales/en-HK/common.json';
import opsZh from '../../../../locales/zh-HK/ops.json';
import commonZh from '../../../../locales/zh-HK/common.json';
import SafetyDisputePanel from './safety-dispute-panel';
import { refundOf, splitOf } from './safety-decision';

jest.mock('react-router', () => jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter());

const EN = { lng: 'en-HK' as const, resources: { ops, common } };
const ZH = { lng: 'zh-HK' as const, resources: { ops: opsZh, common: commonZh } };

const disputed: OpsSafetyPart = {
  payment: {
    id: 3,
    bid_id: 21,
    kind: 'job',
    plan: 'deposit',
    price: 2000,
    inspection_deducted: 0,
    commission_percent: 5,
    completed_at: '2026-11-25 09:00:00',
    auto_release_at: null,
    can_mark_visited: false,
    can_change: false,
    created: '2026-11-20 09:00:00',
  },
  part: {
    id: 7,
    position: 2,
    amount: 1200,
    status: 'disputed',
    held: 1200,
    refunded: 0,
    released: 0,
    commission: 60,
    pro_receives: 1140,
    request: {
      kind: 'refund',
      amount: 800,
      reason: 'The tap still leaks after the repair',
      photos: [{ id: 9, url: '/api/attachments/9', name: 'leak.jpg' }],
      requested_at: '2026-11-26 10:00:00',
      counter_amount: 200,
      counter_reason: 'Only the washer was faulty',
      answer_due: null,
    },
    refund_info: null,
    decision_note: null,
    pay_in: null,
    payout: null,
    actions: [],
    timeline: [],
  },
  consumer: { id: 41, name: '陳小姐' },
  pro: { id: 42, name: '李師傅' },
  category_name: 'Plumbing',
  chat: [
    { from: 'consumer', body: 'It is dripping again', created: '2026-11-26 09:00:00' },
    { from: 'pro', body: 'I can come back on Friday', created: '2026-11-26 09:30:00' },
  ],
};

const me = (queues: string[]) => ({ id: 1, full_name: 'Tess Safety', roles: ['trust_safety'], queues, areas: [] });
const read = `GET ${urlOf(c.opsPart, { params: { id: 7 } })}`;
const decide = `POST ${urlOf(c.opsDecide, { params: { id: 7 } })}`;
const meUrl = `GET ${urlOf(backOfficeContract.me)}`;

describe('SafetyDisputePanel', () => {
  it('when a part is disputed, then both sides’ words, the photos and the chat show, and the split follows the amount typed', async () => {
    const calls = mockApi({ [read]: ok(disputed), [meUrl]: ok(me(['disputes'])), [decide]: ok({ ...disputed }) });
    renderWithProviders(<SafetyDisputePanel ticket={ticket('safety_part', 'disputes')} />, EN, { toasts: true });
    expect(await screen.findByText('The tap still leaks after the repair')).toBeTruthy();
    expect(screen.getByText('HK$800')).toBeTruthy();
    expect(screen.getByText('Only the washer was faulty')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'leak.jpg' })).toBeTruthy();
    expect(screen.getByText('I can come back on Friday')).toBeTruthy();
    expect(screen.getByText('Part 2: HK$1,200 of HK$2,000')).toBeTruthy();
    const amount = await screen.findByLabelText('Refund to the consumer (HK$)');
    fireEvent.change(amount, { target: { value: '300' } });
    expect(screen.getByText('The consumer gets HK$300, the pro gets HK$900 less HK$45 commission (HK$855)')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '1300' } });
    fireEvent.click(screen.getByRole('button', { name: 'Decide' }));
    expect(await screen.findByText('Enter whole dollars from 0 to HK$1,200')).toBeTruthy();
    expect(screen.getByText('Write at least 5 characters about the decision')).toBeTruthy();
    expect(calls.filter((x) => x.method === 'POST')).toHaveLength(0);
    fireEvent.change(amount, { target: { value: '300' } });
    fireEvent.change(screen.getByLabelText('Note on the decision (both sides read it)'), { target: { value: 'Photos show a new leak' } });
    fireEvent.click(screen.getByRole('button', { name: 'Decide' }));
    await waitFor(() =>
      expect(calls.filter((x) => x.method === 'POST')).toEqual([
        { method: 'POST', url: decide.slice(5), body: { refund_amount: 300, note: 'Photos show a new leak' } },
      ]),
    );
    expect(await screen.findByText('Decision made; both sides are told')).toBeTruthy();
  });

  it('when a colleague decided first, then the server’s 409 message shows', async () => {
    mockApi({
      [read]: ok(disputed),
      [meUrl]: ok(me(['disputes'])),
      [decide]: refused(409, 'conflict', 'This dispute has already been decided.'),
    });
    renderWithProviders(<SafetyDisputePanel ticket={ticket('safety_part', 'disputes')} />, EN, { toasts: true });
    fireEvent.change(await screen.findByLabelText('Refund to the consumer (HK$)'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Note on the decision (both sides read it)'), { target: { value: 'The work was done' } });
    expect(screen.getByText('The consumer gets HK$0, the pro gets HK$1,200 less HK$60 commission (HK$1,140)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Decide' }));
    expect(await screen.findByText('This dispute has already been decided.')).toBeTruthy();
  });

  it('when finance reads it (no disputes queue) or it is decided, then there is no form and (in Chinese) the outcome shows', async () => {
    const settled = {
      ...disputed,
      part: { ...disputed.part, status: 'settled' as const, held: 0, refunded: 300, released: 900, decision_note: '相片顯示仲漏水' },
    };
    mockApi({ [read]: ok(settled), [meUrl]: ok(me(['payouts'])) });
    renderWithProviders(<SafetyDisputePanel ticket={ticket('safety_part', 'disputes')} />, ZH, { toasts: true });
    expect(await screen.findByText(/已決定：退回客戶 HK\$300，發放俾師傅 HK\$900/)).toBeTruthy();
    expect(screen.getByText(/相片顯示仲漏水/)).toBeTruthy();
    expect(screen.getByText('客戶申請退款')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '確認決定' })).toBeNull();
  });
});

describe('the decision’s split', () => {
  it('when an amount is typed, then only whole dollars up to what is held count, and the pro’s share is released less commission', () => {
    expect(refundOf(' 300 ', 1200)).toBe(300);
    expect(refundOf('1200', 1200)).toBe(1200);
    for (const bad of ['', '12.5', '-1', '1201', 'abc']) expect(refundOf(bad, 1200)).toBeNull();
    expect(splitOf(1200, 300, 5)).toEqual({ consumer: 300, released: 900, commission: 45, pro: 855 });
    expect(splitOf(1200, 1200, 5)).toEqual({ consumer: 1200, released: 0, commission: 0, pro: 0 });
  });
});
