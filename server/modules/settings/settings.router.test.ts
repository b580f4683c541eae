import request from 'supertest';
import { urlOf } from '@shared/api/endpoint';
import { settingsContract } from '@shared/api/settings.contract';
import { accountsContract } from '@shared/api/accounts.contract';
import { createTestContext, setUpTestContext, signUp, type TestContext } from '../../test/test-app';
import { endpointTitle } from '../../test/api';

const ctx = setUpTestContext();

const GET_SETTINGS = urlOf(settingsContract.getSettings);
const CHANGE = urlOf(settingsContract.changeSettings);
const EDIT = urlOf(settingsContract.editProfile);
const INVOICE = urlOf(settingsContract.saveInvoiceSettings);

/** Every column an attacker would like to set, read straight from the database. */
async function protectedColumns(c: TestContext, userId: number) {
  return c.deps.db.one(
    `SELECT u.id, u.username, u.email, u.role, u.is_operator, u.email_verified_at, u.is_phone_confirmed, u.phone, u.onboard_state,
            u.category_limitation, u.passwd_hash, u.s3_thumb_url, w.balance
       FROM users u JOIN wallets w ON w.user_id = u.id WHERE u.id = $1`,
    [userId],
  );
}

const PROTECTED_FIELDS = {
  id: 1,
  username: 'admin',
  email: 'owner@example.com',
  role: 'pro',
  is_operator: true,
  email_verified_at: '2020-01-01 00:00:00',
  is_phone_confirmed: true,
  phone: '+85291112222',
  available_wallet_amount: 99999,
  wallet: 99999,
  credit: 500,
  id_status: 2,
  onboard_state: 2,
  s3_thumb_url: 'https://evil.example/x.png',
};

describe(endpointTitle(settingsContract.getSettings), () => {
  it('when a visitor asks, then 401', async () => {
    const res = await request(ctx.sifu.handler).get(GET_SETTINGS);
    expect(res.status).toBe(401);
  });

  it('when a new user asks, then the profile follows the full-name rule and the notification defaults are today’s behaviour', async () => {
    const u = await signUp(ctx);
    const res = await u.agent.get(GET_SETTINGS);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.profile).toMatchObject({
      username: u.username,
      email: `${u.username}@example.com`,
      first_name: '大文',
      last_name: '陳',
      full_name: '陳大文',
      address: '',
      pending_email: null,
      avatar: { amazon_s3_original_url: null, amazon_s3_thumb_url: null },
    });
    expect(data.settings).toEqual({ language: 'zh-HK' });
    expect(data.notification_settings.new_lead).toEqual({ in_app: true, email: true, sms: false });
    expect(data.notification_settings.new_message).toEqual({ in_app: true, email: false, sms: false });
    // The invoice_settings flag is off by default (SPEC §6): the settings do not mention invoices at all.
    expect(data).not.toHaveProperty('invoice_settings');
  });
});

describe(endpointTitle(settingsContract.editProfile), () => {
  it('when the names are Latin, then the full name is the last name followed by the first name; when both are cleared, the username', async () => {
    const u = await signUp(ctx);
    const res = await u.agent.post(EDIT).send({ first_name: 'Tai Man', last_name: 'Chan', address: '1 Queen’s Road Central' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ full_name: 'Chan Tai Man', address: '1 Queen’s Road Central' });
    expect((await u.agent.get(urlOf(accountsContract.me))).body.data.full_name).toBe('Chan Tai Man');

    const cleared = await u.agent.post(EDIT).send({ first_name: '  ', last_name: '' });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({ first_name: '', last_name: '', full_name: u.username, address: '1 Queen’s Road Central' });
  });

  it('when protected fields are sent with a name, then the whole call is refused (400) and nothing changes in the database', async () => {
    const u = await signUp(ctx);
    const before = await protectedColumns(ctx, u.user.id);
    const res = await u.agent
      .post(EDIT)
      .set('Accept-Language', 'en')
      .send({ first_name: 'Hacker', ...PROTECTED_FIELDS });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields._).toBe('This field cannot be changed here');
    expect(await protectedColumns(ctx, u.user.id)).toEqual(before);
    expect((await ctx.deps.db.one('SELECT first_name FROM users WHERE id = $1', [u.user.id]))!.first_name).toBe('大文');
  });

  it('when a protected field comes as a form field (urlencoded), then it is refused the same way', async () => {
    const u = await signUp(ctx);
    const before = await protectedColumns(ctx, u.user.id);
    const res = await u.agent.post(EDIT).type('form').send('first_name=Hacker&role=pro&is_operator=true');
    expect(res.status).toBe(400);
    expect(await protectedColumns(ctx, u.user.id)).toEqual(before);
  });

  it('when a name is too long or holds a NUL byte, then 400 with the field named', async () => {
    const u = await signUp(ctx);
    const long = await u.agent.post(EDIT).send({ first_name: 'x'.repeat(61) });
    expect(long.status).toBe(400);
    expect(Object.keys(long.body.error.details.fields)).toEqual(['first_name']);
    const nul = await u.agent.post(EDIT).send({ last_name: 'a\u0000b' });
    expect(nul.status).toBe(400);
  });

  it('when nothing is sent, then 400', async () => {
    const u = await signUp(ctx);
    expect((await u.agent.post(EDIT).send({})).status).toBe(400);
  });
});

describe(endpointTitle(settingsContract.changeSettings), () => {
  it('when the language and some channels change, then get_settings reads them back, the rest keep their defaults, and the site cookie follows', async () => {
    const u = await signUp(ctx);
    const res = await u.agent.post(CHANGE).send({
      language: 'en-HK',
      notification_settings: { new_lead: { email: false, sms: true }, new_message: { in_app: false } },
    });
    expect(res.status).toBe(200);
    const cookie = ([] as string[]).concat(res.headers['set-cookie']).find((c) => c.startsWith('i18next='));
    expect(cookie).toMatch(/^i18next=en-HK;/);
    const read = (await u.agent.get(GET_SETTINGS)).body.data;
    expect(read.settings.language).toBe('en-HK');
    expect(read.notification_settings.new_lead).toEqual({ in_app: true, email: false, sms: true });
    expect(read.notification_settings.new_message).toEqual({ in_app: false, email: false, sms: false });
    expect(read.notification_settings.new_quote).toEqual({ in_app: true, email: true, sms: false });
    const row = await ctx.deps.db.one('SELECT language, notification_settings FROM users WHERE id = $1', [u.user.id]);
    expect(row).toEqual({
      language: 'en-HK',
      notification_settings: { new_lead: { email: false, sms: true }, new_message: { in_app: false } },
    });

    // A later change of another channel keeps the earlier choices.
    await u.agent.post(CHANGE).send({ notification_settings: { new_lead: { email: true } } });
    expect((await u.agent.get(GET_SETTINGS)).body.data.notification_settings.new_lead).toEqual({ in_app: true, email: true, sms: true });
  });

  it('when a locked or missing channel is switched, then it stays as it must (payments in-app stay on; no e-mail for messages)', async () => {
    const u = await signUp(ctx);
    const res = await u.agent.post(CHANGE).send({
      notification_settings: { payment_received: { in_app: false, email: false }, new_message: { email: true, sms: true } },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.notification_settings.payment_received).toEqual({ in_app: true, email: false, sms: false });
    expect(res.body.data.notification_settings.new_message).toEqual({ in_app: true, email: false, sms: false });
  });

  it('when an unknown type, channel or language is sent, then 400 and nothing is stored', async () => {
    const u = await signUp(ctx);
    expect((await u.agent.post(CHANGE).send({ notification_settings: { not_a_type: { email: false } } })).status).toBe(400);
    expect((await u.agent.post(CHANGE).send({ notification_settings: { new_lead: { fax: true } } })).status).toBe(400);
    expect((await u.agent.post(CHANGE).send({ notification_settings: { new_lead: { email: 'no' } } })).status).toBe(400);
    expect((await u.agent.post(CHANGE).send({ language: 'fr-FR' })).status).toBe(400);
    const row = await ctx.deps.db.one('SELECT language, notification_settings FROM users WHERE id = $1', [u.user.id]);
    expect(row).toEqual({ language: 'zh-HK', notification_settings: {} });
  });

  it('when protected fields are sent with a setting, then the call is refused and the database is unchanged', async () => {
    const u = await signUp(ctx);
    const before = await protectedColumns(ctx, u.user.id);
    const res = await u.agent.post(CHANGE).send({ language: 'en-HK', ...PROTECTED_FIELDS });
    expect(res.status).toBe(400);
    expect(await protectedColumns(ctx, u.user.id)).toEqual(before);
    expect((await ctx.deps.db.one('SELECT language FROM users WHERE id = $1', [u.user.id]))!.language).toBe('zh-HK');
  });

  it('when invoice settings are sent while the invoice_settings flag is off, then 404 and nothing is stored', async () => {
    const u = await signUp(ctx);
    const res = await u.agent.post(CHANGE).send({ invoice_settings: { company_name: 'Chan Trading Ltd' } });
    expect(res.status).toBe(404);
    expect(await ctx.deps.db.one('SELECT 1 FROM invoice_settings WHERE user_id = $1', [u.user.id])).toBeUndefined();
  });

  it('when a visitor changes settings, then 401', async () => {
    expect((await request(ctx.sifu.handler).post(CHANGE).send({ language: 'en-HK' })).status).toBe(401);
  });
});

describe('invoice settings with the flag off (the default)', () => {
  it('when the invoice endpoints are called, then both are 404 (the feature does not exist)', async () => {
    const u = await signUp(ctx);
    expect((await u.agent.get(urlOf(settingsContract.getInvoiceSettings))).status).toBe(404);
    const res = await u.agent.post(INVOICE).send({ company_name: 'Chan Trading Ltd' });
    expect(res.status).toBe(404);
    expect(await ctx.deps.db.one('SELECT 1 FROM invoice_settings WHERE user_id = $1', [u.user.id])).toBeUndefined();
  });
});

describe('invoice settings with the flag on (FEATURE_FLAGS=invoiceSettings=on)', () => {
  let on: TestContext;
  beforeAll(async () => {
    on = await createTestContext({ env: { FEATURE_FLAGS: 'invoiceSettings=on' } });
  });
  afterAll(() => on.close());

  it('when saved, then get_settings and the invoice endpoint read them back, and a second save replaces them', async () => {
    const u = await signUp(on);
    expect((await u.agent.get(GET_SETTINGS)).body.data.invoice_settings).toBeNull();
    expect((await u.agent.get(urlOf(settingsContract.getInvoiceSettings))).body.data).toBeNull();
    const saved = await u.agent
      .post(INVOICE)
      .send({ company_name: '陳記貿易有限公司', address: '香港中環皇后大道中 1 號', business_registration_number: '12345678' });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({
      company_name: '陳記貿易有限公司',
      address: '香港中環皇后大道中 1 號',
      business_registration_number: '12345678',
    });
    await u.agent
      .post(CHANGE)
      .send({ invoice_settings: { company_name: 'Chan Trading Ltd', business_registration_number: '12345678 001' } });
    const read = (await u.agent.get(GET_SETTINGS)).body.data.invoice_settings;
    expect(read).toEqual({ company_name: 'Chan Trading Ltd', address: '', business_registration_number: '12345678-001' });
    expect((await on.deps.db.many('SELECT user_id FROM invoice_settings WHERE user_id = $1', [u.user.id])).length).toBe(1);
  });

  it('when the company name is missing or the BR number is malformed, then 400 with translated field errors', async () => {
    const u = await signUp(on);
    const res = await u.agent.post(INVOICE).set('Accept-Language', 'en').send({ company_name: '', business_registration_number: '1234' });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields).toEqual({
      company_name: 'Required',
      business_registration_number:
        'Enter the 8-digit business registration number, optionally with the 3-digit branch number (12345678-001)',
    });
  });

  it('when a protected field rides along, then it is refused and nothing is stored', async () => {
    const u = await signUp(on);
    const res = await u.agent.post(INVOICE).send({ company_name: 'Chan Trading Ltd', user_id: 1 });
    expect(res.status).toBe(400);
    expect(await on.deps.db.one('SELECT 1 FROM invoice_settings WHERE user_id = $1', [u.user.id])).toBeUndefined();
  });

  it('when a visitor asks, then 401', async () => {
    expect((await request(on.sifu.handler).get(urlOf(settingsContract.getInvoiceSettings))).status).toBe(401);
  });
});
