/**
 * Merchant applications against a real PostgreSQL: every field error translated, the documents private (another
 * user 404, an operator may read them), one open application, withdrawal, finance's decision with its audit row,
 * ticket, notice and e-mail (other roles refused), re-applying after a rejection; and the public charge configs.
 */
import { attachmentsContract } from '@shared/api/attachments.contract';
import { chargeConfigsContract } from '@shared/api/charge-configs.contract';
import { merchantsContract as c } from '@shared/api/merchants.contract';
import { urlOf } from '@shared/api/endpoint';
import { PURCHASE_RANGES } from '@shared/domain/payments';
import { CONVENIENCE_STORE_PURCHASE, CREDIT_PURCHASE, ATM_PURCHASE_MAX } from '@shared/domain/limits';
import { setUpTestContext, signUp } from '../../test/test-app';
import { createStaff } from '../../test/fixtures';
import { outboxMails } from '../../test/outbox';
import { api } from '../../test/api';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const ctx = setUpTestContext();
const db = () => ctx.deps.db;
type Agent = Awaited<ReturnType<typeof signUp>>['agent'];

async function upload(agent: Agent, name = 'br.pdf'): Promise<number> {
  const res = await api(agent).call(attachmentsContract.upload).attach('file', PDF, name);
  if (res.status !== 200) throw new Error(`upload failed: ${res.status}`);
  return res.body.data[0].id;
}

async function validBody(agent: Agent, extra: Record<string, unknown> = {}) {
  return {
    company_name_zh: '師傅水電工程有限公司',
    company_name_en: 'Sifu Plumbing Ltd',
    br_number: '12345678',
    company_type: 'limited_company',
    contact_name: '陳大文',
    phone: '9123 4567',
    email: 'Accounts@Sifu-Plumbing.hk',
    address: '九龍觀塘開源道 1 號 10 樓',
    bank_code: '004',
    branch_code: '123',
    account_number: '123-456-789',
    account_holder: 'Sifu Plumbing Ltd',
    br_documents: [await upload(agent, 'br.pdf')],
    bank_documents: [await upload(agent, 'bank.pdf')],
    ...extra,
  };
}

async function applied() {
  const user = await signUp(ctx, 'pro');
  const res = await api(user.agent).call(c.submit, { body: await validBody(user.agent) });
  expect(res.status).toBe(200);
  return { ...user, application: res.body.data.application as { id: number; br_documents: Array<{ id: number; url: string }> } };
}

describe('submitting', () => {
  it('when every field is wrong, then 400 names each field with its translated message, in both languages', async () => {
    const user = await signUp(ctx);
    const bad = {
      company_name_zh: '',
      company_name_en: '',
      br_number: '1234',
      company_type: 'charity',
      contact_name: '',
      phone: '1234',
      email: 'not-an-email',
      address: '',
      bank_code: '04',
      branch_code: '12a',
      account_number: '12',
      account_holder: '!',
      br_documents: [],
      bank_documents: [],
    };
    const en = await api(user.agent).call(c.submit, { body: bad }).set('Accept-Language', 'en-HK');
    expect(en.status).toBe(400);
    const fields = en.body.error.details.fields as Record<string, string>;
    expect(Object.keys(fields).sort()).toEqual(
      [
        'company_name_zh',
        'br_number',
        'company_type',
        'contact_name',
        'phone',
        'email',
        'address',
        'bank_code',
        'branch_code',
        'account_number',
        'account_holder',
        'br_documents',
        'bank_documents',
      ].sort(),
    );
    expect(fields.br_number).toMatch(/8-digit business registration number/);
    expect(fields.phone).toMatch(/Hong Kong phone number/);
    expect(fields.bank_code).toMatch(/3-digit bank code/);
    expect(fields.company_name_zh).toMatch(/company's name/i);
    const zh = await api(user.agent).call(c.submit, { body: bad }).set('Accept-Language', 'zh-HK');
    expect(zh.body.error.details.fields.br_number).toMatch(/商業登記/);
    expect(zh.body.error.details.fields.company_name_zh).toMatch(/公司/);
    expect(await db().one('SELECT 1 FROM merchant_applications WHERE user_id = $1', [user.user.id])).toBeUndefined();
  });

  it('when a visitor submits, then 401; someone else’s uploads are refused on their field', async () => {
    expect((await api(ctx.agent()).call(c.mine)).status).toBe(401);
    const user = await signUp(ctx);
    const other = await signUp(ctx);
    const res = await api(user.agent).call(c.submit, { body: await validBody(user.agent, { br_documents: [await upload(other.agent)] }) });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.details.fields)).toEqual(['br_documents']);
  });

  it('when valid, then it is stored normalized, shown masked, and a ticket waits in the finance queue', async () => {
    const { user, application } = await applied();
    const row = await db().one<Record<string, unknown>>('SELECT * FROM merchant_applications WHERE id = $1', [application.id]);
    expect(row).toMatchObject({
      status: 'submitted',
      phone: '+85291234567',
      email: 'accounts@sifu-plumbing.hk',
      account_number: '123456789',
    });
    expect(application).toMatchObject({ account_masked: '004-123-***6789', status: 'submitted' });
    expect(JSON.stringify(application)).not.toContain('123456789');
    const ticket = await db().one<{ queue: string; user_id: number }>(
      `SELECT queue, user_id FROM ops_tickets WHERE subject_type = 'merchant_application' AND subject_id = $1`,
      [application.id],
    );
    expect(ticket).toEqual({ queue: 'merchant_applications', user_id: user.id });
  });

  it('when one is submitted, then a second is refused with 409 and a translated message', async () => {
    const { agent } = await applied();
    const res = await api(agent)
      .call(c.submit, { body: await validBody(agent) })
      .set('Accept-Language', 'en-HK');
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/already/i);
  });
});

describe('documents', () => {
  it('when another user asks for a document, then 404; the applicant and an operator get it', async () => {
    const { agent, application } = await applied();
    const url = urlOf(attachmentsContract.download, { params: { id: application.br_documents[0].id } });
    const stranger = await signUp(ctx);
    expect((await stranger.agent.get(url)).status).toBe(404);
    expect((await ctx.agent().get(url)).status).toBe(404);
    expect((await agent.get(url)).status).toBe(200);
    const finance = await createStaff(ctx, ['finance']);
    expect((await finance.agent.get(url)).status).toBe(200);
  });
});

describe('withdrawing', () => {
  it('when submitted, then it is withdrawn, the ticket closes, and a new application may follow', async () => {
    const { agent, application } = await applied();
    const res = await api(agent).call(c.withdraw);
    expect(res.body.data).toMatchObject({ application: { status: 'withdrawn' }, can_apply: true });
    const t = await db().one<{ status: string }>(
      `SELECT status FROM ops_tickets WHERE subject_type = 'merchant_application' AND subject_id = $1`,
      [application.id],
    );
    expect(t!.status).toBe('closed');
    expect((await api(agent).call(c.withdraw)).status).toBe(409);
    expect((await api(agent).call(c.submit, { body: await validBody(agent) })).status).toBe(200);
  });
});

describe('the finance decision', () => {
  it('when support or trust and safety decide, then 404; a visitor 401', async () => {
    const { application } = await applied();
    for (const role of ['support', 'trust_safety', 'content']) {
      const staff = await createStaff(ctx, [role]);
      const res = await api(staff.agent).call(c.opsDecide, { params: { id: application.id }, body: { decision: 'approve' } });
      expect(res.status).toBe(404);
    }
    expect((await api(ctx.agent()).call(c.opsGet, { params: { id: application.id } })).status).toBe(401);
  });

  it('when finance approves, then it is approved, audited, the ticket closed, and the applicant is told in-app and by e-mail', async () => {
    const { agent, user, application } = await applied();
    const finance = await createStaff(ctx, ['finance']);
    const seen = await api(finance.agent).call(c.opsGet, { params: { id: application.id } });
    expect(seen.body.data).toMatchObject({ status: 'submitted', applicant: { id: user.id }, account_masked: '004-123-***6789' });
    const res = await api(finance.agent).call(c.opsDecide, { params: { id: application.id }, body: { decision: 'approve', reason: '' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'approved', decided_by: { id: finance.user.id } });
    const audit = await db().one<{ action: string; operator_id: number }>(
      `SELECT action, operator_id FROM operator_audit WHERE target_type = 'merchant_application' AND target_id = $1`,
      [application.id],
    );
    expect(audit).toEqual({ action: 'merchant_approve', operator_id: finance.user.id });
    const notice = await db().one<{ type: string }>(`SELECT type FROM notifications WHERE user_id = $1`, [user.id]);
    expect(notice!.type).toBe('merchant_application_approved');
    await ctx.deps.background!.idle();
    expect(outboxMails(ctx.dataDir, 'merchant_application_approved').some((m) => m.body.includes('/dashboard/merchant-application'))).toBe(
      true,
    );
    expect((await api(agent).call(c.mine)).body.data).toMatchObject({ application: { status: 'approved' }, can_apply: false });
    const again = await api(finance.agent).call(c.opsDecide, { params: { id: application.id }, body: { decision: 'reject', reason: 'x' } });
    expect(again.status).toBe(409);
    expect((await api(agent).call(c.withdraw)).status).toBe(409);
  });

  it('when finance rejects without a reason, then 400; with one, the applicant reads it and may apply again', async () => {
    const { agent, user, application } = await applied();
    const admin = await createStaff(ctx, ['admin']);
    const bare = await api(admin.agent).call(c.opsDecide, { params: { id: application.id }, body: { decision: 'reject', reason: ' ' } });
    expect(bare.status).toBe(400);
    const reason = 'The BR certificate has expired: upload the current one.';
    const res = await api(admin.agent).call(c.opsDecide, { params: { id: application.id }, body: { decision: 'reject', reason } });
    expect(res.body.data.status).toBe('rejected');
    const mine = (await api(agent).call(c.mine)).body.data;
    expect(mine).toMatchObject({ application: { status: 'rejected', reject_reason: reason }, can_apply: true });
    const notice = await db().one<{ params: { reason: string } }>(
      `SELECT params FROM notifications WHERE user_id = $1 AND type = 'merchant_application_rejected'`,
      [user.id],
    );
    expect(notice!.params.reason).toBe(reason);
    const again = await api(agent).call(c.submit, { body: await validBody(agent) });
    expect(again.body.data).toMatchObject({ application: { status: 'submitted' }, can_apply: false });
  });
});

describe('charge configs', () => {
  it('when anyone asks, then the ranges are the domain limits, cacheable', async () => {
    const res = await api(ctx.agent()).call(chargeConfigsContract.chargeConfigs);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toMatch(/public, max-age=\d+/);
    expect(res.body.data).toEqual(PURCHASE_RANGES);
    expect(res.body.data).toEqual({
      card: { min: CREDIT_PURCHASE.min, max: CREDIT_PURCHASE.max },
      cvs: { min: CONVENIENCE_STORE_PURCHASE.min, max: CONVENIENCE_STORE_PURCHASE.max },
      bank: { min: CREDIT_PURCHASE.min, max: ATM_PURCHASE_MAX },
    });
  });
});
