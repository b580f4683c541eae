/**
 * The fraud queue against a real PostgreSQL: a suspicious sign-up is let in but held with a ticket in the fraud
 * queue, the held account cannot post or quote, trust and safety release or block it once (a second decision is a
 * 409), every decision is audited and closes the ticket, and everyone else gets 404 (a visitor 401).
 */
import { accountsContract } from '@shared/api/accounts.contract';
import { bidsContract } from '@shared/api/bids.contract';
import { fraudReviewContract } from '@shared/api/fraud-review.contract';
import { requestsContract } from '@shared/api/requests.contract';
import { urlOf } from '@shared/api/endpoint';
import { quoteFeeKey } from '@shared/domain/wallet-ledger';
import { api } from '../../test/api';
import { createCatalog, flatQuote, grantStaffRoles, matchedLead, requestBody } from '../../test/fixtures';
import { setUpTestContext, TEST_PASSWORD, type TestContext } from '../../test/test-app';

let seq = 0;
/** Each sign-up from its own network, so only the device rule decides (a second account on one device is held). */
const nextIp = () => `203.0.${113 + (seq >> 8)}.${seq & 255}`;

async function register(ctx: TestContext, o: { deviceId?: string; roles?: string[] } = {}) {
  seq += 1;
  const username = `fh_${process.pid}_${seq}_${Math.random().toString(36).slice(2, 6)}`;
  const agent = ctx.agent();
  const res = await api(agent)
    .call(accountsContract.register, {
      body: {
        username,
        email: `${username}@example.com`,
        passwd: TEST_PASSWORD,
        first_name: '小明',
        last_name: '李',
        device_id: o.deviceId,
      },
    })
    .set('X-Forwarded-For', nextIp());
  if (res.status !== 200) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  const id = res.body.data.user.id as number;
  if (o.roles) await grantStaffRoles(ctx, id, o.roles);
  return { agent, id, username };
}

/** Two sign-ups on one device: the first is let in, the second held. */
async function heldSignUp(ctx: TestContext) {
  const deviceId = `dev-${process.pid}-${seq}-${Math.random().toString(36).slice(2, 8)}`;
  const first = await register(ctx, { deviceId });
  const held = await register(ctx, { deviceId });
  const assessment = (await ctx.deps.db.one<{ id: string; verdict: string; review: string | null; reasons: string[] }>(
    `SELECT id, verdict, review, reasons FROM fraud_assessments WHERE user_id = $1 AND kind = 'signup'`,
    [held.id],
  ))!;
  return { first, held, assessmentId: Number(assessment.id), assessment };
}

const ticketOf = (ctx: TestContext, id: number) =>
  ctx.deps.db.one<{ queue: string; status: string; user_id: number; resolution: string | null }>(
    `SELECT queue, status, user_id, resolution FROM ops_tickets WHERE subject_type = 'fraud_assessment' AND subject_id = $1`,
    [id],
  );
const auditOf = (ctx: TestContext, id: number) =>
  ctx.deps.db.many<{ operator_id: number; action: string; reason: string }>(
    `SELECT operator_id, action, reason FROM operator_audit WHERE target_type = 'fraud_assessment' AND target_id = $1 ORDER BY id`,
    [id],
  );

describe('held sign-ups in the fraud queue', () => {
  // The local rules unscaled, the device hold at one account an hour (the suite's other limits stay high): a second
  // account on one device is held.
  const ctx = setUpTestContext({
    env: {
      RATE_LIMIT_SCALE: '1',
      FRAUD_SIGNUPS_PER_IP_HOUR: '1000',
      FRAUD_HOLD_SIGNUPS_PER_IP_HOUR: '1000',
      FRAUD_HOLD_SIGNUPS_PER_DEVICE_HOUR: '1',
    },
  });
  const trustAndSafety = () => register(ctx, { roles: ['trust_safety'] });

  it('when a second account signs up on one device within the hour, then it is let in but held, with a ticket in the fraud queue, and cannot post a request', async () => {
    const cat = await createCatalog(ctx);
    const { first, held, assessmentId, assessment } = await heldSignUp(ctx);
    expect(assessment).toMatchObject({ verdict: 'hold', review: 'pending', reasons: ['many_signups_per_device'] });
    expect(await ctx.deps.db.one(`SELECT verdict, review FROM fraud_assessments WHERE user_id = $1`, [first.id])).toEqual({
      verdict: 'allow',
      review: null,
    });
    expect(await ticketOf(ctx, assessmentId)).toEqual({ queue: 'fraud', status: 'open', user_id: held.id, resolution: null });

    // The held account is signed in and can read, but posts nothing.
    expect((await api(held.agent).call(accountsContract.me)).status).toBe(200);
    await ctx.deps.db.query(`UPDATE users SET is_phone_confirmed = true, phone = '+85291234568' WHERE id = $1`, [held.id]);
    const post = await held.agent.post(urlOf(requestsContract.post)).set('Accept-Language', 'en-HK').send(requestBody(cat));
    expect(post.status).toBe(403);
    expect(post.body.error).toMatchObject({ code: 'fraud_refused', message: expect.stringMatching(/^Your new account is being checked/) });
    expect(await ctx.deps.db.one('SELECT 1 FROM quote_requests WHERE user_id = $1', [held.id])).toBeUndefined();

    const ts = await trustAndSafety();
    const shown = await api(ts.agent).call(fraudReviewContract.hold, { params: { id: assessmentId } });
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({
      id: assessmentId,
      kind: 'signup',
      verdict: 'hold',
      review: 'pending',
      reasons: ['many_signups_per_device'],
      user: { id: held.id, username: held.username, full_name: '李小明' },
      counts: { signups_by_device: 1, accounts_by_device: 2 },
    });
  });

  it('when trust and safety release a hold, then the account may post, the ticket closes, the decision is audited and the user told; releasing again is a 409', async () => {
    const cat = await createCatalog(ctx);
    const { held, assessmentId } = await heldSignUp(ctx);
    await ctx.deps.db.query(`UPDATE users SET is_phone_confirmed = true, phone = '+85291234569' WHERE id = $1`, [held.id]);
    const ts = await trustAndSafety();

    const res = await api(ts.agent).call(fraudReviewContract.release, { params: { id: assessmentId }, body: { reason: 'family tablet' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ review: 'released', review_reason: 'family tablet', reviewer: ts.username });
    expect(await ticketOf(ctx, assessmentId)).toMatchObject({ status: 'closed', resolution: 'released' });
    expect(await auditOf(ctx, assessmentId)).toEqual([{ operator_id: ts.id, action: 'fraud_release', reason: 'family tablet' }]);
    expect(
      await ctx.deps.db.one(`SELECT 1 AS one FROM notifications WHERE user_id = $1 AND type = 'account_reinstated'`, [held.id]),
    ).toEqual({
      one: 1,
    });
    expect((await held.agent.post(urlOf(requestsContract.post)).send(requestBody(cat))).status).toBe(200);

    const again = await api(ts.agent).call(fraudReviewContract.block, { params: { id: assessmentId }, body: { reason: 'late' } });
    expect(again.status).toBe(409);
    expect(await auditOf(ctx, assessmentId)).toHaveLength(1);
  });

  it('when trust and safety block a hold, then the account is suspended: its sessions end, it cannot sign in again, and the user is told why', async () => {
    const { held, assessmentId } = await heldSignUp(ctx);
    const ts = await trustAndSafety();
    const noReason = await api(ts.agent).call(fraudReviewContract.block, { params: { id: assessmentId }, body: { reason: '' } });
    expect(noReason.status).toBe(400);

    const res = await api(ts.agent).call(fraudReviewContract.block, { params: { id: assessmentId }, body: { reason: 'account farm' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ review: 'blocked', review_reason: 'account farm' });
    expect(await ticketOf(ctx, assessmentId)).toMatchObject({ status: 'closed', resolution: 'blocked' });
    expect(await ctx.deps.db.many('SELECT 1 FROM sessions WHERE user_id = $1', [held.id])).toEqual([]);
    expect((await api(held.agent).call(accountsContract.me)).status).not.toBe(200);
    const login = await api(ctx.agent())
      .call(accountsContract.login, { body: { username: held.username, passwd: TEST_PASSWORD } })
      .set('X-Forwarded-For', nextIp());
    expect(login.status).toBe(403);
    expect(login.body.error.code).toBe('account_suspended');
    expect(await ctx.deps.db.one('SELECT suspension_reason, suspended_until FROM users WHERE id = $1', [held.id])).toEqual({
      suspension_reason: 'account farm',
      suspended_until: null,
    });
    const note = await ctx.deps.db.one<{ params: { reason: string } }>(
      `SELECT params FROM notifications WHERE user_id = $1 AND type = 'account_suspended'`,
      [held.id],
    );
    expect(note?.params.reason).toBe('account farm');
    expect(await auditOf(ctx, assessmentId)).toEqual([{ operator_id: ts.id, action: 'fraud_block', reason: 'account farm' }]);
  });

  it('when two reviewers decide one hold at once, then one decision is made and the other gets 409', async () => {
    const { assessmentId } = await heldSignUp(ctx);
    const [a, b] = await Promise.all([trustAndSafety(), trustAndSafety()]);
    const results = await Promise.all([
      api(a.agent).call(fraudReviewContract.release, { params: { id: assessmentId }, body: {} }),
      api(b.agent).call(fraudReviewContract.block, { params: { id: assessmentId }, body: { reason: 'farm' } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await auditOf(ctx, assessmentId)).toHaveLength(1);
    expect(await ticketOf(ctx, assessmentId)).toMatchObject({ status: 'closed' });
  });

  it('when anyone but trust and safety (or an admin) calls the fraud queue, then 404 and nothing changes; a visitor gets 401', async () => {
    const { held, assessmentId } = await heldSignUp(ctx);
    const others = [await register(ctx, { roles: ['finance'] }), await register(ctx, { roles: ['support'] }), held];
    for (const o of others) {
      expect((await api(o.agent).call(fraudReviewContract.hold, { params: { id: assessmentId } })).status).toBe(404);
      expect((await api(o.agent).call(fraudReviewContract.release, { params: { id: assessmentId }, body: {} })).status).toBe(404);
      expect((await api(o.agent).call(fraudReviewContract.block, { params: { id: assessmentId }, body: { reason: 'x' } })).status).toBe(
        404,
      );
    }
    expect((await api(ctx.sifu.handler).call(fraudReviewContract.hold, { params: { id: assessmentId } })).status).toBe(401);
    const admin = await register(ctx, { roles: ['admin'] });
    expect((await api(admin.agent).call(fraudReviewContract.hold, { params: { id: assessmentId } })).status).toBe(200);
    expect((await api(admin.agent).call(fraudReviewContract.hold, { params: { id: 999_999_999 } })).status).toBe(404);
    expect(await ctx.deps.db.one('SELECT review FROM fraud_assessments WHERE id = $1', [assessmentId])).toEqual({ review: 'pending' });
  });
});

describe('a held pro', () => {
  const ctx = setUpTestContext();

  it('when a held pro sends a quote, then 403 and nothing is charged; once released, the quote goes out', async () => {
    const lead = await matchedLead(ctx);
    const hold = (await ctx.deps.db.one<{ id: string }>(
      `INSERT INTO fraud_assessments (kind, user_id, verdict, reasons, provider, review)
       VALUES ('signup', $1, 'hold', '{many_signups_per_device}', 'local', 'pending') RETURNING id`,
      [lead.pro.user.id],
    ))!;
    const send = () => api(lead.pro.agent).call(bidsContract.sendQuote, { params: { id: lead.bidId }, body: flatQuote() });
    const refused = await send();
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('fraud_refused');
    expect(await ctx.deps.db.one('SELECT quote_sent_on FROM quote_bids WHERE quote_bid_id = $1', [lead.bidId])).toEqual({
      quote_sent_on: null,
    });
    expect(
      await ctx.deps.db.one('SELECT 1 FROM wallet_transactions WHERE idempotency_key = $1', [quoteFeeKey(lead.bidId)]),
    ).toBeUndefined();
    await ctx.deps.db.query(`UPDATE fraud_assessments SET review = 'released', reviewed_at = now() WHERE id = $1`, [hold.id]);
    expect((await send()).status).toBe(200);
  });
});
