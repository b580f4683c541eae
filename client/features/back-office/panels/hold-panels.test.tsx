import { fireEvent, screen, waitFor } from '@testing-library/react';
import type * as LinkRouter from '@client/test/link-router';
import { mockApi, ok, refused } from '@client/test/mock-api';
import { renderWithProviders } from '@client/test/render-with-providers';
import { subjectTicket as ticket } from '@client/test/ticket-fixtures';
import { fraudReviewContract } from '@shared/api/fraud-review.contract';
import { referralsContract } from '@shared/api/referrals.contract';
import { urlOf } from '@shared/api/endpoint';
import type { FraudHold } from '@shared/schemas/fraud-review.schema';
import type { ReferralHold } from '@shared/schemas/referrals.schema';
import ops from '../../../../locales/en-HK/ops.json';
import common from '../../../../locales/en-HK/common.json';
import opsZh from '../../../../locales/zh-HK/ops.json';
import commonZh from '../../../../locales/zh-HK/common.json';
import FraudPanel from './fraud-panel';
import ReferralPanel from './referral-panel';

jest.mock('react-router', () => jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter());

const EN = { lng: 'en-HK' as const, resources: { ops, common } };
const ZH = { lng: 'zh-HK' as const, resources: { ops: opsZh, common: commonZh } };

const hold: FraudHold = {
  id: 7,
  kind: 'signup',
  verdict: 'hold',
  reasons: ['many_signups_per_device'],
  provider: 'local',
  created: '2026-11-29 09:00:00',
  ip: '203.0.113.24',
  device_id: 'dev-tablet',
  email_domain: 'gmail.com',
  review: 'pending',
  review_reason: null,
  reviewed_at: null,
  reviewer: null,
  user: { id: 41, username: 'siuming', full_name: '李小明', email: 'siuming@example.com', phone: null, created: '2026-11-29 09:00:00' },
  counts: { signups_by_ip: 0, signups_by_device: 1, accounts_by_ip: 2, accounts_by_device: 2 },
};

const referral: ReferralHold = {
  id: 7,
  status: 'held',
  reason: null,
  held_reasons: ['same_ip'],
  reward_trigger: 'consumer_first_hire',
  reward_amount: 100,
  created: '2026-11-27 09:00:00',
  held_at: '2026-11-29 04:00:00',
  rewarded_at: null,
  ip: '203.0.113.88',
  device_id: null,
  review_reason: null,
  reviewed_at: null,
  reviewer: null,
  referrer: { id: 5, username: 'kaman', full_name: '黃嘉敏', email: 'kaman@example.com', created: '2026-10-01 09:00:00' },
  referred: { id: 6, username: 'wingyan', full_name: '陳詠欣', email: 'wingyan@example.com', created: '2026-11-27 09:00:00' },
  from_ip_day: 1,
  referrer_total: 1,
  referrer_paid: 0,
};

describe('FraudPanel', () => {
  const read = `GET ${urlOf(fraudReviewContract.hold, { params: { id: 7 } })}`;
  const block = `POST ${urlOf(fraudReviewContract.block, { params: { id: 7 } })}`;
  const release = `POST ${urlOf(fraudReviewContract.release, { params: { id: 7 } })}`;

  it('when a held sign-up is shown, then its account, signals and counts read plainly; blocking needs a reason, then sends it', async () => {
    const calls = mockApi({ [read]: ok(hold), [block]: ok({ ...hold, review: 'blocked', review_reason: 'farm', reviewer: 'ops_trust' }) });
    renderWithProviders(<FraudPanel ticket={ticket('fraud_assessment', 'fraud')} />, EN, { toasts: true });
    expect(await screen.findByText('李小明')).toBeTruthy();
    expect(screen.getByText('Another account on this device')).toBeTruthy();
    expect(screen.getByText(/1 other sign-ups in the hour before · 2 accounts seen/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Block account' }));
    expect(await screen.findByText('Give a reason')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'farm' } });
    fireEvent.click(screen.getByRole('button', { name: 'Block account' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', url: block.slice(5), body: { reason: 'farm' } }]),
    );
  });

  it('when a colleague decided first, then the server’s 409 message shows above the buttons', async () => {
    mockApi({ [read]: ok(hold), [release]: refused(409, 'conflict', 'This hold has already been released or blocked. Refresh the page.') });
    renderWithProviders(<FraudPanel ticket={ticket('fraud_assessment', 'fraud')} />, EN, { toasts: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Release' }));
    expect(await screen.findByText('This hold has already been released or blocked. Refresh the page.')).toBeTruthy();
  });
});

describe('ReferralPanel', () => {
  const read = `GET ${urlOf(referralsContract.opsHold, { params: { id: 7 } })}`;
  const approve = `POST ${urlOf(referralsContract.opsApprove, { params: { id: 7 } })}`;

  it('when a held reward is shown in Chinese, then why it was held and the pay button with the amount show; paying calls approve once', async () => {
    const calls = mockApi({ [read]: ok(referral), [approve]: ok({ ...referral, status: 'paid', reviewer: 'ops_finance' }) });
    renderWithProviders(<ReferralPanel ticket={ticket('referral', 'referrals')} />, ZH, { toasts: true });
    expect(await screen.findByText('喺推薦人嘅網絡登記')).toBeTruthy();
    expect(screen.getByText('黃嘉敏')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '拒絕' }));
    expect(await screen.findByText('請填寫原因')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '發放 HK$100' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([approve.slice(5)]));
  });
});
