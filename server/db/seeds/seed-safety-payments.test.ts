/** The safety-payment demo: what the demo accounts, finance and trust and safety see, and money that reconciles. */
import { backOfficeContract } from '@shared/api/back-office.contract';
import { safetyPaymentsContract } from '@shared/api/safety-payments.contract';
import { mismatches } from '../../modules/safety-payments/safety-sweeps.repository';
import { api } from '../../test/api';
import { moneyProblems } from '../../test/money-invariants';
import { logIn, setUpTestContext } from '../../test/test-app';
import { DEMO_CONSUMER, DEMO_OPERATOR, DEMO_PRO } from './demo-accounts';

const ctx = setUpTestContext({ template: 'demo', env: { FEATURE_FLAGS: 'safetyPayment=true' } });
const staff = (username: string) => logIn(ctx, { username, password: DEMO_OPERATOR.password });

type Item = { kind: string; price: number; held: number; status: string };

async function listOf(account: { username: string; password: string }): Promise<Item[]> {
  const res = await api(await logIn(ctx, account)).call(safetyPaymentsContract.list);
  expect(res.status).toBe(200);
  return res.body.data.items as Item[];
}

describe('safety payments demo', () => {
  it('when the demo consumer and the demo pro open their safety payments, then each sees money held and a release', async () => {
    const consumer = await listOf(DEMO_CONSUMER);
    expect(consumer).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'job', price: 1200, held: 1200, status: 'held' }),
        expect.objectContaining({ kind: 'job', held: 0, status: 'released' }),
      ]),
    );
    const pro = await listOf(DEMO_PRO);
    expect(pro.length).toBeGreaterThanOrEqual(2);
    expect(pro.some((p) => p.status === 'released')).toBe(true);
    // The deposit plan: the deposit held, the balance awaiting payment.
    expect(pro.some((p) => p.held > 0 && p.held < p.price)).toBe(true);
  });

  it('when finance opens the payouts, then two releases wait with payout accounts and a batch line is paid', async () => {
    const agent = await staff('ops_finance');
    const pending = await api(agent).call(safetyPaymentsContract.opsPayouts, { query: { status: 'pending' } });
    expect(pending.status).toBe(200);
    // The shop demo's completed orders wait beside them (seed-shop.test.ts).
    const all = pending.body.data.items as Array<{ account: string | null; amount: number; part_id: number | null }>;
    const items = all.filter((i) => i.part_id !== null);
    expect(items).toHaveLength(2);
    expect(items.every((i) => i.account && i.amount > 0)).toBe(true);
    const paid = await api(agent).call(safetyPaymentsContract.opsPayouts, { query: { status: 'paid' } });
    expect(paid.body.data.items).toEqual([expect.objectContaining({ account: '004-123-***9012', batch_id: expect.any(Number) })]);
  });

  it('when trust and safety open the disputes queue, then the disputed part waits with both sides’ reasons', async () => {
    const agent = await staff('ops_trust');
    const queue = await api(agent).call(backOfficeContract.queue, { params: { queue: 'disputes' } });
    const items = queue.body.data.items as Array<{ subject_type: string; subject_id: number }>;
    expect(items).toEqual([expect.objectContaining({ subject_type: 'safety_part' })]);
    const part = await api(agent).call(safetyPaymentsContract.opsPart, { params: { id: items[0].subject_id } });
    expect(part.status).toBe(200);
    expect(part.body.data.part).toMatchObject({
      status: 'disputed',
      request: { kind: 'refund', reason: expect.stringContaining('/'), counter_reason: expect.stringContaining('/') },
    });
  });

  it('when the money is checked, then every invariant holds and the reconciliation finds no difference', async () => {
    expect(await moneyProblems(ctx.deps.db)).toEqual([]);
    expect(await mismatches(ctx.deps.db)).toEqual([]);
  });
});
