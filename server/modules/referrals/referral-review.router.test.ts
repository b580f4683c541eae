/**
 * Referral rewards held for review against a real PostgreSQL: a suspicious reward is held (not paid) with a ticket in
 * the referrals queue; finance pays it exactly once (free credit, ledger row, notification) or rejects it with a
 * reason; a second decision is a 409; each decision is audited and closes the ticket; anyone else gets 404.
 */
import { WALLET_TX_TYPES } from '@shared/domain/wallet-ledger';
import { REFERRAL_REWARD_HKD } from '@shared/domain/referrals';
import { accountsContract } from '@shared/api/accounts.contract';
import { referralsContract } from '@shared/api/referrals.contract';
import { api } from '../../test/api';
import { grantStaffRoles } from '../../test/fixtures';
import { setUpTestContext, TEST_PASSWORD, type TestContext } from '../../test/test-app';
import { rewardReferral } from './referrals.service';

const ctx = setUpTestContext();

let seq = 0;
async function register(o: { ip: string; roles?: string[]; agent?: ReturnType<TestContext['agent']> }) {
  seq += 1;
  const username = `rr_${process.pid}_${seq}_${Math.random().toString(36).slice(2, 6)}`;
  const agent = o.agent ?? ctx.agent();
  const res = await api(agent)
    .call(accountsContract.register, {
      body: { username, email: `${username}@example.com`, passwd: TEST_PASSWORD, first_name: '嘉欣', last_name: '黃' },
    })
    .set('X-Forwarded-For', o.ip);
  if (res.status !== 200) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  const id = res.body.data.user.id as number;
  if (o.roles) await grantStaffRoles(ctx, id, o.roles);
  return { agent, id, username };
}

let ipSeq = 0;
const freshIp = () => {
  ipSeq += 1;
  return `192.0.${2 + (ipSeq >> 8)}.${ipSeq & 255}`;
};
const staff = (roles: string[]) => register({ ip: freshIp(), roles });

/** A referrer and a friend who joined through the referrer's link from `friendIp`. */
async function referral(referrerIp: string, friendIp: string) {
  const referrer = await register({ ip: referrerIp });
  const hash = (await ctx.deps.db.one<{ referral_hash: string }>('SELECT referral_hash FROM users WHERE id = $1', [referrer.id]))!
    .referral_hash;
  const agent = ctx.agent();
  await agent.get(`/zh-HK/?ref=${hash}`);
  const friend = await register({ ip: friendIp, agent });
  const row = (await ctx.deps.db.one<{ id: string; status: string }>('SELECT id, status FROM referrals WHERE referred_id = $1', [
    friend.id,
  ]))!;
  expect(row.status).toBe('pending');
  return { referrer, friend, referralId: Number(row.id) };
}

/** The friend's first hire: the event that earns the reward. */
const earn = (friendId: number) =>
  ctx.deps.db.withTransaction((tx) => rewardReferral(ctx.deps, tx, { referredId: friendId, trigger: 'consumer_first_hire' }));

/** A referral whose friend joined from the referrer's own network, earned and so held. */
async function heldReferral() {
  const ip = freshIp();
  const r = await referral(ip, ip);
  expect(await earn(r.friend.id)).toBe(false);
  return r;
}

const bonuses = (userId: number) =>
  ctx.deps.db.many<{ amount: number; idempotency_key: string }>(
    'SELECT amount, idempotency_key FROM wallet_transactions WHERE user_id = $1 AND type = $2',
    [userId, WALLET_TX_TYPES.REFERRAL_BONUS],
  );
const ticketOf = (id: number) =>
  ctx.deps.db.one<{ queue: string; status: string; user_id: number; resolution: string | null }>(
    `SELECT queue, status, user_id, resolution FROM ops_tickets WHERE subject_type = 'referral' AND subject_id = $1`,
    [id],
  );
const auditOf = (id: number) =>
  ctx.deps.db.many<{ operator_id: number; action: string; reason: string }>(
    `SELECT operator_id, action, reason FROM operator_audit WHERE target_type = 'referral' AND target_id = $1 ORDER BY id`,
    [id],
  );

describe('holding a suspicious referral reward', () => {
  it('when the friend joined from the referrer’s network, then the earned reward is held, nothing is paid and a ticket opens in the referrals queue', async () => {
    const { referrer, referralId, friend } = await heldReferral();
    expect(
      await ctx.deps.db.one('SELECT status, held_reasons, reward_amount, reward_trigger, rewarded_at FROM referrals WHERE id = $1', [
        referralId,
      ]),
    ).toEqual({
      status: 'held',
      held_reasons: ['same_ip'],
      reward_amount: REFERRAL_REWARD_HKD,
      reward_trigger: 'consumer_first_hire',
      rewarded_at: null,
    });
    expect(await bonuses(referrer.id)).toEqual([]);
    expect(await ticketOf(referralId)).toEqual({ queue: 'referrals', status: 'open', user_id: referrer.id, resolution: null });
    // A second earning event neither pays nor opens another ticket.
    expect(await earn(friend.id)).toBe(false);
    expect(
      await ctx.deps.db.many(`SELECT 1 FROM ops_tickets WHERE subject_type = 'referral' AND subject_id = $1`, [referralId]),
    ).toHaveLength(1);
    // The referrer sees the reward as being checked.
    const mine = await api(referrer.agent).call(referralsContract.referrals);
    expect(mine.body.data.items).toEqual([expect.objectContaining({ id: referralId, status: 'held' })]);

    const finance = await staff(['finance']);
    const shown = await api(finance.agent).call(referralsContract.opsHold, { params: { id: referralId } });
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({
      id: referralId,
      status: 'held',
      held_reasons: ['same_ip'],
      reward_amount: REFERRAL_REWARD_HKD,
      referrer: { id: referrer.id, full_name: '黃嘉欣' },
      referred: { id: friend.id },
      from_ip_day: 1,
      referrer_total: 1,
      referrer_paid: 0,
    });
  });

  it('when one network brings a third referral within a day, then that reward is held as many_from_ip; a friend from another network is paid at once', async () => {
    const shared = freshIp();
    const pairs = [await referral(freshIp(), shared), await referral(freshIp(), shared), await referral(freshIp(), shared)];
    expect(await earn(pairs[2].friend.id)).toBe(false);
    expect(await ctx.deps.db.one('SELECT status, held_reasons FROM referrals WHERE id = $1', [pairs[2].referralId])).toEqual({
      status: 'held',
      held_reasons: ['many_from_ip'],
    });
    const clean = await referral(freshIp(), freshIp());
    expect(await earn(clean.friend.id)).toBe(true);
    expect(await bonuses(clean.referrer.id)).toHaveLength(1);
    expect(await ticketOf(clean.referralId)).toBeUndefined();
  });
});

describe('finance’s decision', () => {
  it('when finance approves a held reward, then it is paid once with its ledger row and notification, audited, and the ticket closes; approving again is a 409', async () => {
    const { referrer, referralId } = await heldReferral();
    const finance = await staff(['finance']);
    const res = await api(finance.agent).call(referralsContract.opsApprove, { params: { id: referralId } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'paid', reviewer: finance.username, rewarded_at: expect.any(String) });
    expect(await bonuses(referrer.id)).toEqual([{ amount: REFERRAL_REWARD_HKD, idempotency_key: `referral:${referralId}` }]);
    expect(await ctx.deps.db.one('SELECT balance FROM wallets WHERE user_id = $1', [referrer.id])).toEqual({
      balance: REFERRAL_REWARD_HKD,
    });
    expect(
      await ctx.deps.db.many(`SELECT params->>'amount' AS amount FROM notifications WHERE user_id = $1 AND type = 'referral_reward'`, [
        referrer.id,
      ]),
    ).toEqual([{ amount: String(REFERRAL_REWARD_HKD) }]);
    expect(await auditOf(referralId)).toEqual([{ operator_id: finance.id, action: 'referral_approve', reason: '' }]);
    expect(await ticketOf(referralId)).toMatchObject({ status: 'closed', resolution: 'paid' });

    const again = await api(finance.agent).call(referralsContract.opsApprove, { params: { id: referralId } });
    expect(again.status).toBe(409);
    const reject = await api(finance.agent).call(referralsContract.opsReject, { params: { id: referralId }, body: { reason: 'late' } });
    expect(reject.status).toBe(409);
    expect(await bonuses(referrer.id)).toHaveLength(1);
  });

  it('when finance rejects a held reward, then a reason is required, nothing is paid, the referrer sees no reward, and it is audited', async () => {
    const { referrer, referralId } = await heldReferral();
    const finance = await staff(['finance']);
    expect((await api(finance.agent).call(referralsContract.opsReject, { params: { id: referralId }, body: { reason: ' ' } })).status).toBe(
      400,
    );
    const res = await api(finance.agent).call(referralsContract.opsReject, {
      params: { id: referralId },
      body: { reason: 'Same household, one person' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'refused', reason: 'review_rejected', review_reason: 'Same household, one person' });
    expect(await bonuses(referrer.id)).toEqual([]);
    expect(await auditOf(referralId)).toEqual([
      { operator_id: finance.id, action: 'referral_reject', reason: 'Same household, one person' },
    ]);
    expect(await ticketOf(referralId)).toMatchObject({ status: 'closed', resolution: 'rejected' });
    const mine = await api(referrer.agent).call(referralsContract.referrals);
    expect(mine.body.data.items).toEqual([expect.objectContaining({ status: 'refused', reason: 'review_rejected' })]);
  });

  it('when two of finance approve at once, then the reward is paid once and the other gets 409', async () => {
    const { referrer, referralId } = await heldReferral();
    const [a, b] = await Promise.all([staff(['finance']), staff(['finance'])]);
    const results = await Promise.all([
      api(a.agent).call(referralsContract.opsApprove, { params: { id: referralId } }),
      api(b.agent).call(referralsContract.opsApprove, { params: { id: referralId } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await bonuses(referrer.id)).toHaveLength(1);
    expect(await auditOf(referralId)).toHaveLength(1);
  });

  it('when anyone but finance (or an admin) calls the referrals queue, then 404 and nothing is paid; a visitor gets 401', async () => {
    const { referrer, friend, referralId } = await heldReferral();
    const others = [await staff(['trust_safety']), await staff(['support']), referrer, friend];
    for (const o of others) {
      expect((await api(o.agent).call(referralsContract.opsHold, { params: { id: referralId } })).status).toBe(404);
      expect((await api(o.agent).call(referralsContract.opsApprove, { params: { id: referralId } })).status).toBe(404);
      expect((await api(o.agent).call(referralsContract.opsReject, { params: { id: referralId }, body: { reason: 'x' } })).status).toBe(
        404,
      );
    }
    expect((await api(ctx.sifu.handler).call(referralsContract.opsApprove, { params: { id: referralId } })).status).toBe(401);
    const admin = await staff(['admin']);
    expect((await api(admin.agent).call(referralsContract.opsHold, { params: { id: 999_999_999 } })).status).toBe(404);
    expect((await api(admin.agent).call(referralsContract.opsApprove, { params: { id: 999_999_999 } })).status).toBe(404);
    expect(await bonuses(referrer.id)).toEqual([]);
    expect(await ctx.deps.db.one('SELECT status FROM referrals WHERE id = $1', [referralId])).toEqual({ status: 'held' });
  });
});
