import request from 'supertest';
import { urlOf } from '@shared/api/endpoint';
import { settingsContract } from '@shared/api/settings.contract';
import { accountsContract } from '@shared/api/accounts.contract';
import { setUpTestContext, signUp } from '../../test/test-app';
import { api, endpointTitle } from '../../test/api';

const ctx = setUpTestContext();

const SESSIONS = urlOf(settingsContract.sessions);
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/** The same user signed in again on another agent (another device). */
async function secondDevice(username: string, password: string, userAgent: string) {
  const agent = ctx.agent();
  const res = await agent.post(urlOf(accountsContract.login)).set('User-Agent', userAgent).send({ username, passwd: password });
  expect(res.status).toBe(200);
  // The session middleware records the browser on the device's first signed-in request.
  expect((await agent.get(urlOf(accountsContract.me)).set('User-Agent', userAgent)).status).toBe(200);
  return agent;
}

describe(endpointTitle(settingsContract.sessions), () => {
  it('when the user is signed in on two devices, then both are listed with their browser, this one marked, and no other user’s session', async () => {
    const u = await signUp(ctx);
    const other = await signUp(ctx);
    await secondDevice(u.username, u.password, IPHONE);
    const res = await u.agent.get(SESSIONS).set('User-Agent', DESKTOP);
    expect(res.status).toBe(200);
    const list = res.body.data as Array<{ id: number; user_agent: string | null; is_current: boolean; created: string; last_seen: string }>;
    expect(list).toHaveLength(2);
    expect(list.filter((s) => s.is_current)).toHaveLength(1);
    expect(list.find((s) => s.is_current)!.user_agent).toBe(DESKTOP);
    expect(list.find((s) => !s.is_current)!.user_agent).toBe(IPHONE);
    expect(list[0].created).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // Nothing secret on the wire, and only the caller's sessions.
    expect(JSON.stringify(list)).not.toMatch(/token/);
    const mine = await ctx.deps.db.many<{ id: number }>('SELECT id FROM sessions WHERE user_id = $1', [u.user.id]);
    expect(list.map((s) => s.id).sort()).toEqual(mine.map((s) => s.id).sort());
    const theirs = await ctx.deps.db.many<{ id: number }>('SELECT id FROM sessions WHERE user_id = $1', [other.user.id]);
    expect(list.some((s) => theirs.some((t) => t.id === s.id))).toBe(false);
  });

  it('when a visitor asks, then 401', async () => {
    expect((await request(ctx.sifu.handler).get(SESSIONS)).status).toBe(401);
  });
});

describe(endpointTitle(settingsContract.revokeSession), () => {
  it('when one other device is signed out, then that device’s next call is refused (403) and this one goes on', async () => {
    const u = await signUp(ctx);
    const phone = await secondDevice(u.username, u.password, IPHONE);
    const list = (await u.agent.get(SESSIONS)).body.data as Array<{ id: number; is_current: boolean }>;
    const target = list.find((s) => !s.is_current)!;
    const res = await u.agent.post(urlOf(settingsContract.revokeSession, { params: { id: target.id } }));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ revoked: 1 });
    expect((await phone.get(urlOf(accountsContract.me))).status).toBe(403);
    expect((await u.agent.get(urlOf(accountsContract.me))).status).toBe(200);
  });

  it('when the id is another user’s session, then 404 and their session survives', async () => {
    const u = await signUp(ctx);
    const victim = await signUp(ctx);
    const theirs = await ctx.deps.db.one<{ id: number }>('SELECT id FROM sessions WHERE user_id = $1', [victim.user.id]);
    const res = await u.agent.post(urlOf(settingsContract.revokeSession, { params: { id: theirs!.id } }));
    expect(res.status).toBe(404);
    expect((await victim.agent.get(urlOf(accountsContract.me))).status).toBe(200);
    expect((await u.agent.post(urlOf(settingsContract.revokeSession, { params: { id: 2_000_000_000 } }))).status).toBe(404);
  });

  it('when the id is this device’s own session, then 400 (log out does that) and the session stays', async () => {
    const u = await signUp(ctx);
    const current = (await u.agent.get(SESSIONS)).body.data.find((s: { is_current: boolean }) => s.is_current);
    const res = await u.agent.post(urlOf(settingsContract.revokeSession, { params: { id: current.id } }));
    expect(res.status).toBe(400);
    expect((await u.agent.get(urlOf(accountsContract.me))).status).toBe(200);
  });

  it('when the id is not a number, then 400; when a visitor calls, then 401', async () => {
    const u = await signUp(ctx);
    expect((await api(u.agent).call(settingsContract.revokeSession, { params: { id: 'abc' } })).status).toBe(400);
    expect((await api(ctx.sifu.handler).call(settingsContract.revokeSession, { params: { id: 1 } })).status).toBe(401);
  });
});

describe(endpointTitle(settingsContract.revokeOtherSessions), () => {
  it('when the user signs out every other device, then those are refused, this one is kept, and other users are untouched', async () => {
    const u = await signUp(ctx);
    const bystander = await signUp(ctx);
    const phone = await secondDevice(u.username, u.password, IPHONE);
    const tablet = await secondDevice(u.username, u.password, DESKTOP);
    const res = await u.agent.post(urlOf(settingsContract.revokeOtherSessions));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ revoked: 2 });
    expect((await phone.get(urlOf(accountsContract.me))).status).toBe(403);
    expect((await tablet.get(urlOf(accountsContract.me))).status).toBe(403);
    expect((await u.agent.get(urlOf(accountsContract.me))).status).toBe(200);
    expect((await bystander.agent.get(urlOf(accountsContract.me))).status).toBe(200);
    const left = (await u.agent.get(SESSIONS)).body.data as Array<{ is_current: boolean }>;
    expect(left).toEqual([expect.objectContaining({ is_current: true })]);
  });
});
