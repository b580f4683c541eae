import request from 'supertest';
import { urlOf } from '@shared/api/endpoint';
import { safetyPaymentsContract } from '@shared/api/safety-payments.contract';
import { setUpTestContext, signUp, withTestContext } from '../../test/test-app';
import { endpointTitle } from '../../test/api';
import { outboxMails } from '../../test/outbox';

const ctx = setUpTestContext({ env: { FEATURE_FLAGS: 'safetyPayment=true' } });

const GET = urlOf(safetyPaymentsContract.payoutAccount);
const SAVE = urlOf(safetyPaymentsContract.savePayoutAccount);

const BANK = { method: 'bank', holder: '陳大文水喉工程', bank_code: '004', branch_code: '123', account_number: '456-789-012' };

const stored = (userId: number) => ctx.deps.db.one('SELECT * FROM payout_accounts WHERE user_id = $1', [userId]);

describe(endpointTitle(safetyPaymentsContract.savePayoutAccount), () => {
  it('when a pro saves a bank account with the password, then it is stored as digits, shown masked, and the pro is e-mailed', async () => {
    const pro = await signUp(ctx, 'pro');
    const res = await pro.agent.post(SAVE).send({ ...BANK, password: pro.password });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ method: 'bank', holder: '陳大文水喉工程', masked: '004-123-***9012' });
    expect(JSON.stringify(res.body)).not.toContain('456789012');
    expect(await stored(pro.user.id)).toMatchObject({ bank_code: '004', branch_code: '123', account_number: '456789012', fps_proxy: null });
    const read = await pro.agent.get(GET);
    expect(read.body.data).toMatchObject({ method: 'bank', masked: '004-123-***9012' });
    await ctx.deps.background!.idle();
    const mails = outboxMails(ctx.dataDir, 'payout_account', `${pro.username}@example.com`);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('你嘅 Sifu 收款帳戶已設定');
    expect(mails[0].body).toContain('004-123-***9012');
    expect(mails[0].body).not.toContain('456789012');
  });

  it('when the pro changes to an FPS mobile number, then the bank fields are cleared and the e-mail says it was changed', async () => {
    const pro = await signUp(ctx, 'pro');
    await pro.agent
      .post(SAVE)
      .send({ ...BANK, password: pro.password })
      .expect(200);
    const res = await pro.agent.post(SAVE).send({ method: 'fps', holder: 'Chan Tai Man', fps_proxy: '9123 4567', password: pro.password });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ method: 'fps', masked: '***4567' });
    expect(await stored(pro.user.id)).toMatchObject({ method: 'fps', fps_proxy: '+85291234567', bank_code: null, account_number: null });
    await ctx.deps.background!.idle();
    const subjects = outboxMails(ctx.dataDir, 'payout_account', `${pro.username}@example.com`).map((m) => m.subject);
    expect(subjects).toEqual(['你嘅 Sifu 收款帳戶已設定', '你嘅 Sifu 收款帳戶已更改']);
  });

  it('when the password is wrong, then 400 on the password field and the saved account is unchanged', async () => {
    const pro = await signUp(ctx, 'pro');
    await pro.agent
      .post(SAVE)
      .send({ ...BANK, password: pro.password })
      .expect(200);
    const res = await pro.agent
      .post(SAVE)
      .send({ method: 'fps', holder: 'Chan Tai Man', fps_proxy: '91234567', password: 'not-my-password' });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields).toEqual({ password: '現有密碼唔正確' });
    expect(await stored(pro.user.id)).toMatchObject({ method: 'bank', account_number: '456789012' });
  });

  it('when the pro signed up with Google and has no password, then 400 tells how to set one and nothing is stored', async () => {
    const pro = await signUp(ctx, 'pro');
    await ctx.deps.db.query(`UPDATE users SET passwd_hash = 'none' WHERE id = $1`, [pro.user.id]);
    const res = await pro.agent.post(SAVE).send({ ...BANK, password: 'anything-at-all' });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields).toEqual({ password: '你嘅帳戶仲未設定密碼，請用「忘記密碼」設定一個。' });
    expect(await stored(pro.user.id)).toBeUndefined();
  });

  it('when a field would be refused by a bank, then 400 names that field with a translated message and nothing is stored', async () => {
    const pro = await signUp(ctx, 'pro');
    const cases: [Record<string, string>, string, string][] = [
      [{ bank_code: '04' }, 'bank_code', '請輸入 3 位數字銀行編號（例如滙豐 004、恒生 024）'],
      [{ branch_code: '12a' }, 'branch_code', '請輸入 3 位數字分行編號，即月結單上戶口號碼頭 3 位'],
      [{ account_number: '12345' }, 'account_number', '請輸入唔包括銀行同分行編號嘅戶口號碼，6 至 9 位數字'],
      [{ holder: '<script>' }, 'holder', "請輸入同銀行紀錄一樣嘅戶口持有人名稱（可用文字、數字、空格同 . , ' & ( ) / -）"],
    ];
    for (const [change, field, message] of cases) {
      const res = await pro.agent.post(SAVE).send({ ...BANK, ...change, password: pro.password });
      expect(res.status).toBe(400);
      expect(res.body.error.details.fields).toEqual({ [field]: message });
    }
    const fps = await pro.agent
      .post(SAVE)
      .set('Accept-Language', 'en-HK')
      .send({ method: 'fps', holder: 'Chan Tai Man', fps_proxy: '12-34', password: pro.password });
    expect(fps.status).toBe(400);
    expect(fps.body.error.details.fields).toEqual({
      fps_proxy: 'Enter an FPS ID (7 to 9 digits), a Hong Kong mobile number or the e-mail address registered with FPS',
    });
    // Longer than the bank file's 34-character alias field: refused here, not by the table's check (a 500).
    const long = await pro.agent
      .post(SAVE)
      .send({ method: 'fps', holder: 'Chan Tai Man', fps_proxy: `${'a'.repeat(25)}@example.hk`, password: pro.password });
    expect(long.status).toBe(400);
    expect(Object.keys(long.body.error.details.fields)).toEqual(['fps_proxy']);
    expect(await stored(pro.user.id)).toBeUndefined();
  });

  it('when the body carries a field that is not part of the form, then 400 and nothing is stored', async () => {
    const pro = await signUp(ctx, 'pro');
    const res = await pro.agent.post(SAVE).send({ ...BANK, password: pro.password, user_id: 1 });
    expect(res.status).toBe(400);
    expect(await stored(pro.user.id)).toBeUndefined();
  });

  it('when a consumer or a visitor tries, then they are refused and nothing is stored', async () => {
    const consumer = await signUp(ctx, 'consumer');
    const res = await consumer.agent.post(SAVE).send({ ...BANK, password: consumer.password });
    // A consumer has no payouts: the wrong-role answer every pro-only call gives (switching to pro mode is the way in).
    expect(res.status).toBe(403);
    expect(await stored(consumer.user.id)).toBeUndefined();
    expect((await request(ctx.sifu.handler).get(GET)).status).toBe(401);
  });
});

describe(endpointTitle(safetyPaymentsContract.payoutAccount), () => {
  it('when a pro has not saved one, then null', async () => {
    const pro = await signUp(ctx, 'pro');
    const res = await pro.agent.get(GET);
    expect(res.status).toBe(200);
    expect(res.body.data).toBeNull();
  });

  it('when the safetyPayment flag is off, then both calls are 404 and nothing is stored', async () => {
    await withTestContext(async (off) => {
      const pro = await signUp(off, 'pro');
      expect((await pro.agent.get(GET)).status).toBe(404);
      expect((await pro.agent.post(SAVE).send({ ...BANK, password: pro.password })).status).toBe(404);
      expect(await off.deps.db.one('SELECT 1 FROM payout_accounts WHERE user_id = $1', [pro.user.id])).toBeUndefined();
    });
  });
});
