import fs from 'node:fs';
import path from 'node:path';
import { verificationContract } from '@shared/api/verification.contract';
import { setUpTestContext, signUp } from '../../test/test-app';
import { api } from '../../test/api';

const ctx = setUpTestContext();

function lastSms(): { to: string; code: string; text: string } {
  const lines = fs
    .readFileSync(path.join(ctx.dataDir, 'outbox', 'sms.log'), 'utf8')
    .trim()
    .split('\n');
  return JSON.parse(lines[lines.length - 1]);
}

describe('phone OTP', () => {
  it('when a user asks for a code with a local number, then +852 is added, the code is in the SMS outbox, and auth confirms the phone', async () => {
    const user = await signUp(ctx);
    const pre = await api(user.agent).call(verificationContract.sendCode, { body: { phone: '9123 4567' } });
    expect(pre.status).toBe(200);
    expect(pre.body.data).toMatchObject({ phone: '+85291234567', expires_in: 600 });
    const sms = lastSms();
    expect(sms.to).toBe('+85291234567');
    expect(sms.code).toMatch(/^\d{6}$/);
    expect(sms.text).toContain(sms.code);
    const auth = await api(user.agent).call(verificationContract.checkCode, { body: { hash: pre.body.data.hash, otp: sms.code } });
    expect(auth.status).toBe(200);
    expect(auth.body.data).toEqual({ phone: '+85291234567', is_phone_confirmed: true });
    const row = await ctx.deps.db.one('SELECT phone, is_phone_confirmed FROM users WHERE id = $1', [user.user.id]);
    expect(row).toEqual({ phone: '+85291234567', is_phone_confirmed: true });
    expect((await api(user.agent).call(verificationContract.checkCode, { body: { hash: pre.body.data.hash, otp: sms.code } })).status).toBe(
      422,
    );
  });

  it('when the code is wrong, then 422 with attempts left; after 5 wrong tries even the right code is refused with 429', async () => {
    const user = await signUp(ctx);
    const pre = await api(user.agent).call(verificationContract.sendCode, { body: { phone: '+85261234567' } });
    const { code } = lastSms();
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await api(user.agent).call(verificationContract.checkCode, { body: { hash: pre.body.data.hash, otp: wrong } });
    expect(first.status).toBe(422);
    expect(first.body.error).toMatchObject({ code: 'invalid_otp', details: { attempts_left: 4 } });
    for (let i = 0; i < 4; i++)
      await api(user.agent).call(verificationContract.checkCode, { body: { hash: pre.body.data.hash, otp: wrong } });
    const locked = await api(user.agent).call(verificationContract.checkCode, { body: { hash: pre.body.data.hash, otp: code } });
    expect(locked.status).toBe(429);
    expect((await ctx.deps.db.one('SELECT is_phone_confirmed FROM users WHERE id = $1', [user.user.id]))!.is_phone_confirmed).toBe(false);
  });

  it('when another user presents my hash, then it is refused', async () => {
    const me = await signUp(ctx);
    const pre = await api(me.agent).call(verificationContract.sendCode, { body: { phone: '51234567' } });
    const { code } = lastSms();
    const other = await signUp(ctx);
    expect((await api(other.agent).call(verificationContract.checkCode, { body: { hash: pre.body.data.hash, otp: code } })).status).toBe(
      422,
    );
  });

  it('when a code expired, then 422 otp_expired', async () => {
    const user = await signUp(ctx);
    const pre = await api(user.agent).call(verificationContract.sendCode, { body: { phone: '51234567' } });
    const { code } = lastSms();
    await ctx.deps.db.query(`UPDATE phone_verifications SET expires_at = now() - interval '1 second' WHERE hash = $1`, [
      pre.body.data.hash,
    ]);
    const res = await api(user.agent).call(verificationContract.checkCode, { body: { hash: pre.body.data.hash, otp: code } });
    expect(res.body.error.code).toBe('otp_expired');
  });

  it('when more than 5 codes are requested in 15 minutes, then 429', async () => {
    const user = await signUp(ctx);
    for (let i = 0; i < 5; i++)
      expect((await api(user.agent).call(verificationContract.sendCode, { body: { phone: '51234567' } })).status).toBe(200);
    expect((await api(user.agent).call(verificationContract.sendCode, { body: { phone: '51234567' } })).status).toBe(429);
  });

  it('when the number is malformed or the caller is a visitor, then 400 and 401', async () => {
    const user = await signUp(ctx);
    for (const phone of ['12345678', 'abc', '+8529123'])
      expect((await api(user.agent).call(verificationContract.sendCode, { body: { phone } })).status).toBe(400);
    expect((await api(ctx.sifu.handler).call(verificationContract.sendCode, { body: { phone: '91234567' } })).status).toBe(401);
  });
});
