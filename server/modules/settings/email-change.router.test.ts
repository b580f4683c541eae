import request from 'supertest';
import { urlOf } from '@shared/api/endpoint';
import { settingsContract } from '@shared/api/settings.contract';
import { accountsContract } from '@shared/api/accounts.contract';
import { setUpTestContext, signUp } from '../../test/test-app';
import { endpointTitle } from '../../test/api';
import { outboxMails } from '../../test/outbox';

const ctx = setUpTestContext();

const REQUEST = urlOf(settingsContract.requestEmailChange);
const CONFIRM = urlOf(settingsContract.confirmEmailChange);

/** The context's outbox mails with this tag, oldest first. */
const mails = (tag: string) => outboxMails(ctx.dataDir, tag);

/** Asks for a change to a fresh address and answers the token of the e-mailed link. */
async function requestChange(u: Awaited<ReturnType<typeof signUp>>, newEmail: string): Promise<string> {
  const res = await u.agent.post(REQUEST).send({ new_email: newEmail, password: u.password });
  expect(res.status).toBe(200);
  await ctx.deps.background!.idle();
  const mail = mails('email_change')
    .filter((m) => m.to === newEmail.toLowerCase())
    .at(-1);
  const link = /https?:\/\/\S+\/dashboard\/email_change\/(\S+)/.exec(mail!.body);
  return decodeURIComponent(link![1]);
}

const emailOf = async (userId: number) =>
  ctx.deps.db.one<{ email: string; email_verified_at: Date | null }>('SELECT email, email_verified_at FROM users WHERE id = $1', [userId]);

describe(endpointTitle(settingsContract.requestEmailChange), () => {
  it('when the password is right, then a link goes to the new address, a notice to the old one, and nothing changes yet', async () => {
    const u = await signUp(ctx);
    const oldEmail = `${u.username}@example.com`;
    const newEmail = `new-${u.username}@example.com`;
    const res = await u.agent.post(REQUEST).send({ new_email: newEmail.toUpperCase(), password: u.password });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ sent: true, new_email: newEmail, expires_in: 86_400 });
    await ctx.deps.background!.idle();
    const confirm = mails('email_change').filter((m) => m.to === newEmail);
    expect(confirm).toHaveLength(1);
    expect(confirm[0].subject).toBe('確認你嘅 Sifu 新電郵地址');
    expect(confirm[0].body).toMatch(/^[\s\S]*http:\/\/localhost:3000\/zh-HK\/dashboard\/email_change\/[A-Za-z0-9_-]{43}\s/);
    const notice = mails('email_change_notice').filter((m) => m.to === oldEmail);
    expect(notice).toHaveLength(1);
    // The notice names the new address only partly.
    expect(notice[0].body).not.toContain(newEmail);
    expect(notice[0].body).toContain('@example.com');
    expect((await emailOf(u.user.id))!.email).toBe(oldEmail);
    // Only a SHA-256 of the token is stored; get_settings shows the pending address.
    const stored = await ctx.deps.db.one<{ token_hash: string }>('SELECT token_hash FROM email_changes WHERE user_id = $1', [u.user.id]);
    expect(stored!.token_hash).toMatch(/^[a-f0-9]{64}$/);
    expect((await u.agent.get(urlOf(settingsContract.getSettings))).body.data.profile.pending_email).toBe(newEmail);
  });

  it('when the password is wrong, then 400 on the password field and no mail is sent', async () => {
    const u = await signUp(ctx);
    const newEmail = `wrongpw-${u.username}@example.com`;
    const res = await u.agent.post(REQUEST).set('Accept-Language', 'en').send({ new_email: newEmail, password: 'not-my-password' });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields.password).toBe('Your current password is not correct');
    await ctx.deps.background!.idle();
    expect(mails('email_change').filter((m) => m.to === newEmail)).toHaveLength(0);
  });

  it('when the address belongs to another account (any case), then a translated 409 and no mail', async () => {
    const u = await signUp(ctx);
    const other = await signUp(ctx);
    const taken = `${other.username}@example.com`.toUpperCase();
    const res = await u.agent.post(REQUEST).send({ new_email: taken, password: u.password });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('呢個電郵已經有其他帳戶使用');
    expect(res.body.error.details.fields.new_email).toBe('呢個電郵已經有其他帳戶使用');
    await ctx.deps.background!.idle();
    expect(mails('email_change').filter((m) => m.to === taken.toLowerCase())).toHaveLength(0);
  });

  it('when the address is malformed or the same as now, or protected fields ride along, then 400', async () => {
    const u = await signUp(ctx);
    expect((await u.agent.post(REQUEST).send({ new_email: 'nobody@nowhere', password: u.password })).status).toBe(400);
    expect((await u.agent.post(REQUEST).send({ new_email: `${u.username}@example.com`, password: u.password })).status).toBe(400);
    const sneaky = await u.agent
      .post(REQUEST)
      .send({ new_email: `s-${u.username}@example.com`, password: u.password, email_verified_at: 'now' });
    expect(sneaky.status).toBe(400);
  });

  it('when a visitor asks, then 401', async () => {
    expect((await request(ctx.sifu.handler).post(REQUEST).send({ new_email: 'a@example.com', password: 'x' })).status).toBe(401);
  });
});

describe(endpointTitle(settingsContract.confirmEmailChange), () => {
  it('when the owner uses the link, then the address changes and is verified; using it again is refused', async () => {
    const u = await signUp(ctx);
    const newEmail = `confirm-${u.username}@example.com`;
    const hash = await requestChange(u, newEmail);
    const res = await u.agent.post(CONFIRM).send({ hash });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ email: newEmail });
    const row = await emailOf(u.user.id);
    expect(row!.email).toBe(newEmail);
    expect(row!.email_verified_at).toBeInstanceOf(Date);
    expect((await u.agent.get(urlOf(accountsContract.me))).body.data.email).toBe(newEmail);
    // Logging in with the new address works.
    const login = await request(ctx.sifu.handler).post(urlOf(accountsContract.login)).send({ username: newEmail, passwd: u.password });
    expect(login.status).toBe(200);

    const replay = await u.agent.post(CONFIRM).set('Accept-Language', 'en').send({ hash });
    expect(replay.status).toBe(404);
    expect(replay.body.error.message).toMatch(/expired, was already used/);
  });

  it('when two confirmations race, then exactly one wins', async () => {
    const u = await signUp(ctx);
    const hash = await requestChange(u, `race-${u.username}@example.com`);
    const results = await Promise.all([u.agent.post(CONFIRM).send({ hash }), u.agent.post(CONFIRM).send({ hash })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 404]);
  });

  it('when the link has expired, then 404 and the address stays', async () => {
    const u = await signUp(ctx);
    const hash = await requestChange(u, `late-${u.username}@example.com`);
    await ctx.deps.db.query("UPDATE email_changes SET expires_at = now() - interval '1 second' WHERE user_id = $1", [u.user.id]);
    expect((await u.agent.post(CONFIRM).send({ hash })).status).toBe(404);
    expect((await emailOf(u.user.id))!.email).toBe(`${u.username}@example.com`);
  });

  it('when another signed-in user uses the link, then 404 and neither account changes', async () => {
    const u = await signUp(ctx);
    const thief = await signUp(ctx);
    const hash = await requestChange(u, `stolen-${u.username}@example.com`);
    expect((await thief.agent.post(CONFIRM).send({ hash })).status).toBe(404);
    expect((await emailOf(thief.user.id))!.email).toBe(`${thief.username}@example.com`);
    expect((await emailOf(u.user.id))!.email).toBe(`${u.username}@example.com`);
    // The owner's link still works after the failed attempt.
    expect((await u.agent.post(CONFIRM).send({ hash })).status).toBe(200);
  });

  it('when a newer request was made, then the older link no longer works', async () => {
    const u = await signUp(ctx);
    const first = await requestChange(u, `first-${u.username}@example.com`);
    const second = await requestChange(u, `second-${u.username}@example.com`);
    expect((await u.agent.post(CONFIRM).send({ hash: first })).status).toBe(404);
    expect((await u.agent.post(CONFIRM).send({ hash: second })).body.data.email).toBe(`second-${u.username}@example.com`);
  });

  it('when the address was taken by someone else before the link is used, then 409 and the link stays unused', async () => {
    const u = await signUp(ctx);
    const wanted = `wanted-${u.username}@example.com`;
    const hash = await requestChange(u, wanted);
    const other = await signUp(ctx);
    await ctx.deps.db.query('UPDATE users SET email = $2 WHERE id = $1', [other.user.id, wanted]);
    expect((await u.agent.post(CONFIRM).send({ hash })).status).toBe(409);
    const link = await ctx.deps.db.one('SELECT used_at FROM email_changes WHERE user_id = $1', [u.user.id]);
    expect(link!.used_at).toBeNull();
  });

  it('when a visitor uses a link, then 401 (the owner signs in first)', async () => {
    expect(
      (
        await request(ctx.sifu.handler)
          .post(CONFIRM)
          .send({ hash: 'x'.repeat(43) })
      ).status,
    ).toBe(401);
  });
});
