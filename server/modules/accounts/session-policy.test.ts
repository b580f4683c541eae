import type request from 'supertest';
import { accountsContract } from '@shared/api/accounts.contract';
import { setUpTestContext, signUp, TEST_PASSWORD, withTestContext } from '../../test/test-app';
import { endIdleSessions } from './session-policy.service';
import { api } from '../../test/api';

const ctx = setUpTestContext();

const sessionsOf = (userId: number) =>
  ctx.deps.db.many<{ token_hash: string; last_seen: Date }>('SELECT token_hash, last_seen FROM sessions WHERE user_id = $1', [userId]);
const age = (userId: number, days: number) =>
  ctx.deps.db.query(`UPDATE sessions SET last_seen = now() - make_interval(days => $2) WHERE user_id = $1`, [userId, days]);
const tokenOf = (res: request.Response) =>
  /session_token=([^;]*)/.exec(
    ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('session_token=')) ?? '',
  )?.[1];

describe('inactivity timeout (SESSION_IDLE_DAYS, default 30)', () => {
  it('when a session was last used more than 30 days ago, then it is refused with 403 invalid_token and its row is deleted', async () => {
    const u = await signUp(ctx);
    await age(u.user.id, 31);
    const res = await api(u.agent).call(accountsContract.me);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('invalid_token');
    expect(await sessionsOf(u.user.id)).toEqual([]);
  });

  it('when a session was last used 29 days ago, then it works and last_seen is refreshed', async () => {
    const u = await signUp(ctx);
    await age(u.user.id, 29);
    expect((await api(u.agent).call(accountsContract.me)).status).toBe(200);
    const [s] = await sessionsOf(u.user.id);
    expect(Date.now() - s.last_seen.getTime()).toBeLessThan(60_000);
  });

  it('when a fresh session is used, then it works', async () => {
    const u = await signUp(ctx);
    expect((await api(u.agent).call(accountsContract.me)).status).toBe(200);
  });

  it('when the session is older than its SPEC §9 lifetime but recently used, then it is refused all the same', async () => {
    const u = await signUp(ctx);
    await ctx.deps.db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [u.user.id]);
    expect((await api(u.agent).call(accountsContract.me)).status).toBe(403);
  });

  it('when the sweep runs, then idle and expired sessions are deleted and active ones kept', async () => {
    const idle = await signUp(ctx);
    const active = await signUp(ctx);
    await age(idle.user.id, 40);
    expect(await endIdleSessions(ctx.deps.db, 30)).toBeGreaterThanOrEqual(1);
    expect(await sessionsOf(idle.user.id)).toEqual([]);
    expect(await sessionsOf(active.user.id)).toHaveLength(1);
  });

  it('when SESSION_IDLE_DAYS is set, then that limit applies', async () => {
    await withTestContext({ env: { SESSION_IDLE_DAYS: '2' } }, async (short) => {
      const u = await signUp(short);
      await short.deps.db.query(`UPDATE sessions SET last_seen = now() - interval '3 days' WHERE user_id = $1`, [u.user.id]);
      expect((await api(u.agent).call(accountsContract.me)).status).toBe(403);
    });
  });
});

describe('every sign-in gets a new token', () => {
  it('when a signed-in browser logs in again, then it gets a new token and the old one stops working', async () => {
    const u = await signUp(ctx);
    const [before] = await sessionsOf(u.user.id);
    const again = await api(u.agent).call(accountsContract.login, { body: { username: u.username, passwd: TEST_PASSWORD } });
    expect(again.status).toBe(200);
    const token = tokenOf(again);
    expect(token).toBeTruthy();
    const after = await sessionsOf(u.user.id);
    expect(after).toHaveLength(1);
    expect(after[0].token_hash).not.toBe(before.token_hash);
    expect((await api(u.agent).call(accountsContract.me)).status).toBe(200);
    // The replaced token (sent by a native client in X-Session-Token) is refused.
    const old = await ctx.deps.db.one('SELECT 1 FROM sessions WHERE token_hash = $1', [before.token_hash]);
    expect(old).toBeUndefined();
  });

  it('when a browser signed in as one user signs up another account, then the first session ends', async () => {
    const u = await signUp(ctx);
    const res = await api(u.agent).call(accountsContract.register, {
      body: { username: `${u.username}_2`, email: `${u.username}_2@example.com`, passwd: TEST_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(await sessionsOf(u.user.id)).toEqual([]);
    expect((await api(u.agent).call(accountsContract.me)).body.data.id).toBe(res.body.data.user.id);
  });

  it('when two logins are made from two devices, then each has its own token and both work', async () => {
    const u = await signUp(ctx);
    const other = ctx.agent();
    const login = await api(other).call(accountsContract.login, { body: { username: u.username, passwd: TEST_PASSWORD } });
    expect(login.status).toBe(200);
    expect(await sessionsOf(u.user.id)).toHaveLength(2);
    expect((await api(u.agent).call(accountsContract.me)).status).toBe(200);
    expect((await api(other).call(accountsContract.me)).status).toBe(200);
  });
});
