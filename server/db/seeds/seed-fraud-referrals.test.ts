/** The demo fraud and referral holds: each waits in its queue with its ticket, and its panel reads it. */
import { backOfficeContract } from '@shared/api/back-office.contract';
import { fraudReviewContract } from '@shared/api/fraud-review.contract';
import { referralsContract } from '@shared/api/referrals.contract';
import { api } from '../../test/api';
import { logIn, setUpTestContext } from '../../test/test-app';
import { DEMO_OPERATOR } from './demo-accounts';

const ctx = setUpTestContext({ template: 'demo' });
const staff = (username: string) => logIn(ctx, { username, password: DEMO_OPERATOR.password });

describe('demo holds', () => {
  it('when ops_trust opens the fraud queue, then two held sign-ups wait, one overdue, each with its assessment', async () => {
    const agent = await staff('ops_trust');
    const queue = await api(agent).call(backOfficeContract.queue, { params: { queue: 'fraud' } });
    expect(queue.status).toBe(200);
    const items = queue.body.data.items as Array<{ subject_type: string; subject_id: number; overdue: boolean }>;
    expect(items).toHaveLength(2);
    expect(items.filter((i) => i.overdue)).toHaveLength(1);
    for (const item of items) {
      expect(item.subject_type).toBe('fraud_assessment');
      const hold = await api(agent).call(fraudReviewContract.hold, { params: { id: item.subject_id } });
      expect(hold.body.data).toMatchObject({
        verdict: 'hold',
        review: 'pending',
        user: expect.objectContaining({ id: expect.any(Number) }),
      });
    }
  });

  it('when ops_finance opens the referrals queue, then two held rewards wait, each with its referral', async () => {
    const agent = await staff('ops_finance');
    const queue = await api(agent).call(backOfficeContract.queue, { params: { queue: 'referrals' } });
    const items = queue.body.data.items as Array<{ subject_type: string; subject_id: number }>;
    expect(items).toHaveLength(2);
    const reasons = [];
    for (const item of items) {
      const hold = await api(agent).call(referralsContract.opsHold, { params: { id: item.subject_id } });
      expect(hold.body.data).toMatchObject({ status: 'held', reward_amount: 100 });
      reasons.push(...(hold.body.data.held_reasons as string[]));
    }
    expect(reasons.sort()).toEqual(['many_from_ip', 'same_ip']);
  });
});
