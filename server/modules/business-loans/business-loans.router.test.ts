/**
 * Business-loan enquiries against a real PostgreSQL (SPEC §6 flag businessLoan): every field error translated in both
 * languages, pros only, one open enquiry, the pro reads only their own, finance's moves with their audit rows and the
 * ticket (other staff refused), and everything a 404 while the flag is off.
 */
import { businessLoansContract as c } from '@shared/api/business-loans.contract';
import { setUpTestContext, signUp } from '../../test/test-app';
import { createStaff } from '../../test/fixtures';
import { api } from '../../test/api';
import { outboxMails } from '../../test/outbox';

const ctx = setUpTestContext({ env: { FEATURE_FLAGS: 'businessLoan=on' } });
const db = () => ctx.deps.db;

const VALID = { amount: 80000, purpose: 'vehicle', business_age: '3_to_5', phone: '9123 4567', details: '想換架新嘅工作車', consent: true };

async function enquired() {
  const pro = await signUp(ctx, 'pro');
  const res = await api(pro.agent).call(c.submit, { body: VALID });
  expect(res.status).toBe(200);
  return { ...pro, enquiry: res.body.data.enquiry as { id: number } };
}

describe('sending an enquiry', () => {
  it('when every field is wrong, then 400 names each field with its translated message, in both languages', async () => {
    const pro = await signUp(ctx, 'pro');
    const bad = { amount: 500.5, purpose: 'holiday', business_age: 'ages', phone: '1234', consent: false };
    const en = await api(pro.agent)
      .call(c.submit, { body: bad as never })
      .set('Accept-Language', 'en-HK');
    expect(en.status).toBe(400);
    const fields = en.body.error.details.fields as Record<string, string>;
    expect(Object.keys(fields).sort()).toEqual(['amount', 'business_age', 'consent', 'phone', 'purpose']);
    expect(fields.amount).toBe('Enter a whole number of Hong Kong dollars from HK$10,000 to HK$5,000,000');
    expect(fields.consent).toBe('Tick the box so that we may contact you about your enquiry');
    expect(fields.phone).toBe('Enter a Hong Kong phone number of 8 digits');
    const zh = await api(pro.agent)
      .call(c.submit, { body: bad as never })
      .set('Accept-Language', 'zh-HK');
    const zhFields = zh.body.error.details.fields as Record<string, string>;
    expect(zhFields.amount).toBe('請輸入HK$10,000至HK$5,000,000之間嘅港幣整數');
    expect(zhFields.consent).toBe('請剔選同意，等我哋可以就你嘅查詢聯絡你');
    for (const amount of [9_999, 5_000_001, -1]) {
      const res = await api(pro.agent).call(c.submit, { body: { ...VALID, amount } });
      expect([res.status, Object.keys(res.body.error.details.fields)]).toEqual([400, ['amount']]);
    }
    expect((await db().query('SELECT 1 FROM business_loan_enquiries WHERE user_id = $1', [pro.user.id])).rowCount).toBe(0);
  });

  it('when a pro sends one, then it is new, its ticket waits in the business_loans queue, and a second is refused while open', async () => {
    const { agent, user, enquiry } = await enquired();
    const mine = await api(agent).call(c.mine);
    expect(mine.body.data).toMatchObject({
      can_enquire: false,
      enquiry: { id: enquiry.id, status: 'new', amount: 80000, purpose: 'vehicle', business_age: '3_to_5', phone: '+85291234567' },
    });
    const ticket = await db().one<{ queue: string; user_id: number; status: string }>(
      `SELECT queue, user_id, status FROM ops_tickets WHERE subject_type = 'business_loan' AND subject_id = $1`,
      [enquiry.id],
    );
    expect(ticket).toEqual({ queue: 'business_loans', user_id: user.id, status: 'open' });
    const again = await api(agent).call(c.submit, { body: VALID }).set('Accept-Language', 'en-HK');
    expect([again.status, again.body.error.message]).toEqual([
      409,
      'You already have a business loan enquiry in progress. Our team will call you about it.',
    ]);
  });

  it('when a consumer or a visitor asks, then they are refused; a pro before any enquiry reads none', async () => {
    const consumer = await signUp(ctx, 'consumer');
    expect((await api(consumer.agent).call(c.submit, { body: VALID })).status).toBe(403);
    expect((await api(consumer.agent).call(c.mine)).status).toBe(403);
    expect((await api(ctx.agent()).call(c.mine)).status).toBe(401);
    const pro = await signUp(ctx, 'pro');
    expect((await api(pro.agent).call(c.mine)).body.data).toEqual({ enquiry: null, can_enquire: true });
  });
});

describe('finance works the enquiry', () => {
  it('when someone who is not finance (or admin) looks or moves it, then it does not exist for them', async () => {
    const { agent, enquiry } = await enquired();
    for (const role of ['support', 'trust_safety', 'content']) {
      const staff = await createStaff(ctx, [role]);
      expect((await api(staff.agent).call(c.opsGet, { params: { id: enquiry.id } })).status).toBe(404);
      const res = await api(staff.agent).call(c.opsMove, { params: { id: enquiry.id }, body: { status: 'contacted' } });
      expect(res.status).toBe(404);
    }
    // The pro who sent it cannot move it either, nor can another pro read it.
    expect((await api(agent).call(c.opsMove, { params: { id: enquiry.id }, body: { status: 'closed' } })).status).toBe(404);
    const other = await signUp(ctx, 'pro');
    expect((await api(other.agent).call(c.mine)).body.data.enquiry).toBeNull();
    expect((await api(other.agent).call(c.opsGet, { params: { id: enquiry.id } })).status).toBe(404);
    const row = await db().one<{ status: string }>('SELECT status FROM business_loan_enquiries WHERE id = $1', [enquiry.id]);
    expect(row?.status).toBe('new');
  });

  it('when finance marks it contacted then closes it, then each move is audited, the pro sees it, and closing closes the ticket', async () => {
    const { agent, user, enquiry } = await enquired();
    const finance = await createStaff(ctx, ['finance']);
    const seen = await api(finance.agent).call(c.opsGet, { params: { id: enquiry.id } });
    expect(seen.body.data).toMatchObject({ status: 'new', amount: 80000, details: '想換架新嘅工作車', handled_by: null });
    const contacted = await api(finance.agent).call(c.opsMove, {
      params: { id: enquiry.id },
      body: { status: 'contacted', note: 'Called, wants details' },
    });
    expect(contacted.status).toBe(200);
    expect(contacted.body.data).toMatchObject({ status: 'contacted', note: 'Called, wants details', handled_by: { id: finance.user.id } });
    expect((await api(agent).call(c.mine)).body.data).toMatchObject({ can_enquire: false, enquiry: { status: 'contacted' } });
    // Contacted twice: someone already did it.
    const twice = await api(finance.agent)
      .call(c.opsMove, { params: { id: enquiry.id }, body: { status: 'contacted' } })
      .set('Accept-Language', 'en-HK');
    expect([twice.status, twice.body.error.message]).toEqual([409, 'This enquiry has already moved on: reload to see its status']);
    const closed = await api(finance.agent).call(c.opsMove, { params: { id: enquiry.id }, body: { status: 'closed' } });
    expect(closed.body.data).toMatchObject({ status: 'closed', note: 'Called, wants details' });
    const audit = await db().query<{ action: string; operator_id: number }>(
      `SELECT action, operator_id FROM operator_audit WHERE target_type = 'business_loan' AND target_id = $1 ORDER BY id`,
      [enquiry.id],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['business_loan_contacted', 'business_loan_closed']);
    const ticket = await db().one<{ status: string }>(
      `SELECT status FROM ops_tickets WHERE subject_type = 'business_loan' AND subject_id = $1`,
      [enquiry.id],
    );
    expect(ticket?.status).toBe('closed');
    // The pro heard of both moves in-app and by e-mail, each linking their enquiry page, never finance's note.
    const notices = await db().query<{ type: string; params: { amount: number } }>(
      `SELECT type, params FROM notifications WHERE user_id = $1 AND type LIKE 'business_loan_%' ORDER BY id`,
      [user.id],
    );
    expect(notices.rows).toEqual([
      { type: 'business_loan_contacted', params: expect.objectContaining({ amount: 80000 }) },
      { type: 'business_loan_closed', params: expect.objectContaining({ amount: 80000 }) },
    ]);
    await ctx.deps.background!.idle();
    const { email } = (await db().one<{ email: string }>('SELECT email FROM users WHERE id = $1', [user.id]))!;
    for (const tag of ['business_loan_contacted', 'business_loan_closed']) {
      const mails = outboxMails(ctx.dataDir, tag, email);
      expect(mails).toHaveLength(1);
      expect(mails[0].body).toContain('/dashboard/business-loan');
      expect(mails[0].body).toContain('HK$80,000');
      expect(mails[0].body).not.toContain('wants details');
    }
    // Closed: the pro may send a new one.
    expect((await api(agent).call(c.mine)).body.data.can_enquire).toBe(true);
    expect((await api(agent).call(c.submit, { body: { ...VALID, amount: '20000' } as never })).body.data.enquiry).toMatchObject({
      status: 'new',
      amount: 20000,
    });
  });

  it('when an unknown id is asked for or the status is not one finance sets, then 404 and 400', async () => {
    const finance = await createStaff(ctx, ['finance']);
    expect((await api(finance.agent).call(c.opsGet, { params: { id: 999999 } })).status).toBe(404);
    const { enquiry } = await enquired();
    expect((await api(finance.agent).call(c.opsMove, { params: { id: enquiry.id }, body: { status: 'new' } as never })).status).toBe(400);
  });
});

describe('with the flag off', () => {
  it('then every endpoint answers 404, for the pro and for finance alike', async () => {
    const { agent, enquiry } = await enquired();
    const finance = await createStaff(ctx, ['finance']);
    ctx.deps.env.featureFlags.businessLoan = false;
    try {
      expect((await api(agent).call(c.mine)).status).toBe(404);
      expect((await api(agent).call(c.submit, { body: VALID })).status).toBe(404);
      expect((await api(finance.agent).call(c.opsGet, { params: { id: enquiry.id } })).status).toBe(404);
      expect((await api(finance.agent).call(c.opsMove, { params: { id: enquiry.id }, body: { status: 'closed' } })).status).toBe(404);
    } finally {
      ctx.deps.env.featureFlags.businessLoan = true;
    }
  });
});
