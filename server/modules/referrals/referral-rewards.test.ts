import crypto from 'node:crypto';
import { REFERRAL_REWARD_HKD } from '@shared/domain/referrals';
import { WALLET_TX_TYPES } from '@shared/domain/wallet-ledger';
import { accountsContract } from '@shared/api/accounts.contract';
import { paymentsContract } from '@shared/api/payments.contract';
import { referralsContract } from '@shared/api/referrals.contract';
import { bidsContract } from '@shared/api/bids.contract';
import { bidFor, createCatalog, createPro, flatQuote, postRequest } from '../../test/fixtures';
import { setUpTestContext, TEST_PASSWORD, type TestContext } from '../../test/test-app';
import { api } from '../../test/api';

const ctx = setUpTestContext();

type Agent = ReturnType<TestContext['agent']>;
let seq = 0;
let ipSeq = 0;
/** A network address no other sign-up of this suite used. */
const otherIp = () => {
  ipSeq += 1;
  return `198.51.${100 + (ipSeq >> 8)}.${ipSeq & 255}`;
};

/** A referrer (consumer, no credit) and a friend signed up through the referrer's link in another browser. */
async function referredPair(friendRole: 'consumer' | 'pro') {
  // Each sign-up from its own network: a friend who joins from the referrer's IP is held for review (tested below).
  const make = async (agent: Agent, role: 'consumer' | 'pro', ip = otherIp()) => {
    seq += 1;
    const username = `rw_${process.pid}_${seq}_${Math.random().toString(36).slice(2, 6)}`;
    const res = await api(agent)
      .call(accountsContract.register, {
        body: { username, email: `${username}@example.com`, passwd: TEST_PASSWORD, first_name: '志強', last_name: '張', role },
      })
      .set('X-Forwarded-For', ip);
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    return res.body.data.user.id as number;
  };
  const referrerAgent = ctx.agent();
  const referrerId = await make(referrerAgent, 'consumer');
  const hash = (await ctx.deps.db.one<{ referral_hash: string }>('SELECT referral_hash FROM users WHERE id = $1', [referrerId]))!
    .referral_hash;
  const friend = ctx.agent();
  await friend.get(`/zh-HK/?ref=${hash}`);
  const friendId = await make(friend, friendRole);
  expect((await ctx.deps.db.one('SELECT status FROM referrals WHERE referred_id = $1', [friendId]))?.status).toBe('pending');
  return { referrer: { id: referrerId, agent: referrerAgent }, friend: { id: friendId, agent: friend } };
}

const SECRET = 'whsec_sandbox_local_development_only';
function paidEvent(hash: string, amount: number): { body: string; signature: string } {
  const body = JSON.stringify({
    id: `evt_${crypto.randomBytes(12).toString('hex')}`,
    type: 'payment.succeeded',
    created: Math.floor(Date.now() / 1000),
    data: { order_ref: hash, payment_id: `pay_${hash}`, method: 'card', amount, currency: 'HKD' },
  });
  const t = Math.floor(Date.now() / 1000);
  const v1 = crypto.createHmac('sha256', SECRET).update(`${t}.${body}`).digest('hex');
  return { body, signature: `t=${t},v1=${v1}` };
}
const deliver = (e: { body: string; signature: string }) =>
  api(ctx.sifu.handler)
    .call(paymentsContract.webhook, { params: { provider: 'sandbox' } })
    .set('Content-Type', 'application/json')
    .set('Sifu-Sandbox-Signature', e.signature)
    .send(e.body);

async function order(agent: Agent, amount: number) {
  const res = await api(agent).call(paymentsContract.createOrder, {
    body: { idempotency_key: crypto.randomBytes(9).toString('base64url'), pay_type: 'card', amount },
  });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.data.order.hash as string;
}

const rewards = (referrerId: number) =>
  ctx.deps.db.many<{ amount: number; idempotency_key: string; description: string }>(
    'SELECT amount, idempotency_key, description FROM wallet_transactions WHERE user_id = $1 AND type = $2',
    [referrerId, WALLET_TX_TYPES.REFERRAL_BONUS],
  );
const balanceOf = async (userId: number) =>
  (await ctx.deps.db.one<{ balance: number }>('SELECT balance FROM wallets WHERE user_id = $1', [userId]))!.balance;

describe('the reward for a referred pro’s first paid purchase', () => {
  it('when the referred pro pays twice, then the referrer gets HK$100 free credit once, with a ledger row, a grant and a notification', async () => {
    const { referrer, friend } = await referredPair('pro');
    expect((await deliver(paidEvent(await order(friend.agent, 300), 300))).body.data.result).toBe('credited');
    expect((await deliver(paidEvent(await order(friend.agent, 200), 200))).body.data.result).toBe('credited');

    const referral = await ctx.deps.db.one<{ id: number; status: string; reward_trigger: string; reward_amount: number }>(
      'SELECT id, status, reward_trigger, reward_amount FROM referrals WHERE referred_id = $1',
      [friend.id],
    );
    expect(referral).toMatchObject({ status: 'paid', reward_trigger: 'pro_first_purchase', reward_amount: REFERRAL_REWARD_HKD });
    expect(await rewards(referrer.id)).toEqual([
      { amount: REFERRAL_REWARD_HKD, idempotency_key: `referral:${referral!.id}`, description: 'referral_bonus' },
    ]);
    expect(await balanceOf(referrer.id)).toBe(REFERRAL_REWARD_HKD);
    const grant = await ctx.deps.db.one<{ source: string; remaining: number; days: number }>(
      `SELECT source, remaining, round(extract(epoch FROM expires_at - created) / 86400)::int AS days FROM credit_grants WHERE user_id = $1`,
      [referrer.id],
    );
    expect(grant).toEqual({ source: 'referral', remaining: REFERRAL_REWARD_HKD, days: 180 });
    const notes = await ctx.deps.db.many<{ params: Record<string, unknown> }>(
      `SELECT params FROM notifications WHERE user_id = $1 AND type = 'referral_reward'`,
      [referrer.id],
    );
    expect(notes).toEqual([{ params: { amount: REFERRAL_REWARD_HKD, name: '張志強', trigger: 'pro_first_purchase' } }]);
    const list = await api(referrer.agent).call(referralsContract.referrals);
    expect(list.body.data.total_earned).toBe(REFERRAL_REWARD_HKD);
    expect(list.body.data.items[0]).toMatchObject({ status: 'paid', reward_amount: REFERRAL_REWARD_HKD });
    expect(list.body.data.items[0].rewarded_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('when two purchases of the referred pro are credited concurrently, then the reward is paid once', async () => {
    const { referrer, friend } = await referredPair('pro');
    const events = [paidEvent(await order(friend.agent, 300), 300), paidEvent(await order(friend.agent, 400), 400)];
    const results = await Promise.all([...events, ...events].map(deliver));
    expect(results.map((r) => r.body.data.result).filter((r) => r === 'credited')).toHaveLength(2);
    expect(await rewards(referrer.id)).toHaveLength(1);
    expect(await balanceOf(referrer.id)).toBe(REFERRAL_REWARD_HKD);
  });

  it('when the referral was refused (same device), then a purchase pays no reward', async () => {
    const referrerAgent = ctx.agent();
    seq += 1;
    const a = `rw_same_${process.pid}_${seq}`;
    const r = await api(referrerAgent).call(accountsContract.register, {
      body: { username: a, email: `${a}@example.com`, passwd: TEST_PASSWORD },
    });
    const hash = (await ctx.deps.db.one<{ referral_hash: string }>('SELECT referral_hash FROM users WHERE id = $1', [r.body.data.user.id]))!
      .referral_hash;
    await referrerAgent.get(`/zh-HK/?ref=${hash}`);
    await api(referrerAgent).call(accountsContract.logout, { body: {} });
    const b = `${a}_b`;
    const second = await api(referrerAgent).call(accountsContract.register, {
      body: { username: b, email: `${b}@example.com`, passwd: TEST_PASSWORD, role: 'pro' },
    });
    expect(second.status).toBe(200);
    await deliver(paidEvent(await order(referrerAgent, 300), 300));
    expect(await rewards(r.body.data.user.id)).toEqual([]);
  });
});

describe('the reward for a referred consumer’s first hire', () => {
  it('when the referred consumer hires, undoes it and hires again, then the referrer is paid once', async () => {
    const { referrer, friend } = await referredPair('consumer');
    await ctx.deps.db.query(`UPDATE users SET is_phone_confirmed = true, phone = '+85291230000' WHERE id = $1`, [friend.id]);
    const cat = await createCatalog(ctx);
    const pro = await createPro(ctx, cat);
    const { bids } = await postRequest(ctx, { agent: friend.agent }, cat);
    const bidId = bidFor(bids, pro.serviceId);
    expect((await api(pro.agent).call(bidsContract.sendQuote, { params: { id: bidId }, body: flatQuote() })).status).toBe(200);
    const hire = () => api(friend.agent).call(bidsContract.hire, { params: { id: bidId }, body: { date: '2030-01-20', time: '10:30' } });
    expect((await hire()).status).toBe(200);
    expect((await api(friend.agent).call(bidsContract.undoHire, { params: { id: bidId }, body: {} })).status).toBe(200);
    expect((await hire()).status).toBe(200);
    expect(await rewards(referrer.id)).toHaveLength(1);
    expect(await ctx.deps.db.one('SELECT status, reward_trigger FROM referrals WHERE referred_id = $1', [friend.id])).toEqual({
      status: 'paid',
      reward_trigger: 'consumer_first_hire',
    });
    // A later purchase (after switching to pro) pays nothing more.
    await api(friend.agent).call(accountsContract.switchRole, { body: { role: 'pro' } });
    await deliver(paidEvent(await order(friend.agent, 300), 300));
    expect(await rewards(referrer.id)).toHaveLength(1);
  });
});
