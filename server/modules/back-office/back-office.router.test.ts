/**
 * The back office against a real PostgreSQL: who may open the console (404 for everyone else), queue pages with
 * their filters, assignment races (one 409), notes, replies reaching the user in-app and by e-mail, the user's own
 * threads, close and reopen, the audit log with before/after, and the staff e-mails for new and overdue items.
 */
import { backOfficeContract as c } from '@shared/api/back-office.contract';
import { setUpTestContext } from '../../test/test-app';
import { createConsumer, createStaff } from '../../test/fixtures';
import { outboxMails } from '../../test/outbox';
import { api } from '../../test/api';
import { openTicket } from './tickets.service';
import { alertOverdue } from './ops-alerts.service';

const ctx = setUpTestContext({ env: { OPS_EMAIL_SUPPORT: 'support-team@sifu.test', OPS_EMAIL_FINANCE: 'finance-team@sifu.test' } });

let subject = 1_000;
async function contactTicket(userId: number | null, summary: string, o: { email?: string; ageHours?: number } = {}): Promise<number> {
  const id = await ctx.deps.db.withTransaction((tx) =>
    openTicket(ctx.deps, tx, {
      queue: 'contact',
      subjectType: 'test_contact',
      subjectId: subject++,
      userId,
      email: o.email ?? null,
      summary,
      firstMessage: `${summary}: details`,
    }),
  );
  if (o.ageHours)
    await ctx.deps.db.query(`UPDATE ops_tickets SET created = now() - make_interval(hours => $2) WHERE id = $1`, [id, o.ageHours]);
  return id;
}

const mailsTo = (tag: string, to: string) => outboxMails(ctx.dataDir, tag, to);

describe('who may open the console', () => {
  it('when a visitor, a user, an operator without roles or the wrong role calls, then 401 or 404; staff see only their queues', async () => {
    expect((await api(ctx.sifu.handler).call(c.home)).status).toBe(401);
    const user = await createConsumer(ctx);
    expect((await api(user.agent).call(c.home)).status).toBe(404);
    const roleless = await createStaff(ctx, []);
    expect((await api(roleless.agent).call(c.me)).status).toBe(404);
    const finance = await createStaff(ctx, ['finance']);
    const me = await api(finance.agent).call(c.me);
    // The business-loan queue exists only with its flag (off here, as in a real deployment by default).
    expect(me.body.data.queues).toEqual(['receipts', 'refunds', 'referrals', 'payouts', 'merchant_applications']);
    expect(me.body.data.areas).toEqual(['promotions', 'packages']);
    expect((await api(finance.agent).call(c.home)).body.data.map((s: { queue: string }) => s.queue)).toEqual([
      'receipts',
      'refunds',
      'referrals',
      'payouts',
      'merchant_applications',
    ]);
    expect((await api(finance.agent).call(c.queue, { params: { queue: 'business_loans' } })).status).toBe(404);
    expect((await api(finance.agent).call(c.queue, { params: { queue: 'contact' } })).status).toBe(404);
    expect((await api(finance.agent).call(c.audit)).status).toBe(404);
    const id = await contactTicket(user.user.id, 'Finance must not read this');
    expect((await api(finance.agent).call(c.ticket, { params: { id } })).status).toBe(404);
    expect((await api(finance.agent).call(c.note, { params: { id }, body: { body: 'x' } })).status).toBe(404);
    const admin = await createStaff(ctx, ['admin']);
    // Without the shop and business-loan flags, their queues are not listed even to an admin.
    expect((await api(admin.agent).call(c.me)).body.data.queues).toHaveLength(10);
  });

  it('when the shop and business-loan flags are on, then their queues are listed to the roles that work them and open', async () => {
    const flags = ctx.deps.env.featureFlags;
    const saved = { shop: flags.shop, businessLoan: flags.businessLoan };
    Object.assign(flags, { shop: true, businessLoan: true });
    try {
      const finance = await createStaff(ctx, ['finance']);
      expect((await api(finance.agent).call(c.me)).body.data.queues).toContain('business_loans');
      expect((await api(finance.agent).call(c.queue, { params: { queue: 'business_loans' } })).status).toBe(200);
      const support = await createStaff(ctx, ['support']);
      expect((await api(support.agent).call(c.me)).body.data.queues).toContain('shop_items');
      const admin = await createStaff(ctx, ['admin']);
      expect((await api(admin.agent).call(c.me)).body.data.queues).toHaveLength(12);
    } finally {
      Object.assign(flags, saved);
    }
  });
});

describe('queues', () => {
  it('when staff filter by status, assignee and text, then the page holds exactly the matching items, open oldest first', async () => {
    const support = await createStaff(ctx, ['support']);
    const user = await createConsumer(ctx);
    const older = await contactTicket(user.user.id, 'Leaking tap not fixed', { ageHours: 30 });
    const newer = await contactTicket(null, 'Invoice question', { email: 'visitor@example.com' });
    const open = await api(support.agent).call(c.queue, { params: { queue: 'contact' }, query: { q: 'tap' } });
    expect(open.status).toBe(200);
    expect(open.body.data.items.map((t: { id: number }) => t.id)).toEqual([older]);
    expect(open.body.data.items[0].overdue).toBe(true);
    const byEmail = await api(support.agent).call(c.queue, { params: { queue: 'contact' }, query: { q: 'visitor@example' } });
    expect(byEmail.body.data.items.map((t: { id: number }) => t.id)).toEqual([newer]);
    const all = await api(support.agent).call(c.queue, { params: { queue: 'contact' } });
    const ids = all.body.data.items.map((t: { id: number }) => t.id);
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(newer));
    await api(support.agent).call(c.assign, { params: { id: newer }, body: { assignee_id: support.user.id } });
    const mine = await api(support.agent).call(c.queue, { params: { queue: 'contact' }, query: { assignee: 'me' } });
    expect(mine.body.data.items.map((t: { id: number }) => t.id)).toEqual([newer]);
    const home = await api(support.agent).call(c.home);
    const contact = home.body.data.find((s: { queue: string }) => s.queue === 'contact');
    expect(contact.open).toBeGreaterThanOrEqual(2);
    expect(contact.overdue).toBeGreaterThanOrEqual(1);
    expect(Date.parse(contact.oldest_created)).toBeLessThanOrEqual(Date.now() - 29 * 3600_000);
    expect((await api(support.agent).call(c.queue, { params: { queue: 'contact' }, query: { status: 'bogus' } } as never)).status).toBe(
      400,
    );
  });

  it('when two staff claim the same unassigned item at once or one after the other, then one gets it and the other a 409; the change is audited', async () => {
    const [a, b] = [await createStaff(ctx, ['support']), await createStaff(ctx, ['support'])];
    const id = await contactTicket(null, 'Race', { email: 'race@example.com' });
    const results = await Promise.all([
      api(a.agent).call(c.assign, { params: { id }, body: { assignee_id: a.user.id, from_assignee_id: null } }),
      api(b.agent).call(c.assign, { params: { id }, body: { assignee_id: b.user.id, from_assignee_id: null } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!.body.data.assignee.id;
    const audit = await ctx.deps.db.many<{ before: unknown; after: unknown }>(
      `SELECT before, after FROM operator_audit WHERE target_type = 'ticket' AND target_id = $1 AND action = 'assign'`,
      [id],
    );
    expect(audit).toEqual([{ before: { assignee_id: null }, after: { assignee_id: winner } }]);
    // A claim made from a stale page (it still showed the item unassigned) is refused however late it arrives;
    // handing it over knowing who has it is allowed.
    const loser = winner === a.user.id ? b : a;
    const late = await api(loser.agent).call(c.assign, { params: { id }, body: { assignee_id: loser.user.id, from_assignee_id: null } });
    expect(late.status).toBe(409);
    const handOver = await api(loser.agent).call(c.assign, {
      params: { id },
      body: { assignee_id: loser.user.id, from_assignee_id: winner },
    });
    expect(handOver.body.data.assignee.id).toBe(loser.user.id);
    const finance = await createStaff(ctx, ['finance']);
    expect((await api(a.agent).call(c.assign, { params: { id }, body: { assignee_id: finance.user.id } })).status).toBe(404);
  });
});

describe('a ticket', () => {
  it('when staff note, reply, close and reopen, then the user reads the reply in their threads and mail, notes stay internal', async () => {
    const support = await createStaff(ctx, ['support']);
    const user = await createConsumer(ctx);
    const id = await contactTicket(user.user.id, 'Where is my refund');
    expect((await api(support.agent).call(c.note, { params: { id }, body: { body: 'Checked the ledger' } })).status).toBe(200);
    expect((await api(support.agent).call(c.note, { params: { id }, body: { body: '   ' } })).status).toBe(400);
    expect((await api(support.agent).call(c.reply, { params: { id }, body: { body: 'Your refund was sent today.' } })).status).toBe(200);
    const detail = (await api(support.agent).call(c.ticket, { params: { id } })).body.data;
    expect(detail.notes.map((n: { body: string }) => n.body)).toEqual(['Checked the ledger']);
    expect(detail.thread.map((m: { from_staff: boolean; body: string }) => [m.from_staff, m.body])).toEqual([
      [false, 'Where is my refund: details'],
      [true, 'Your refund was sent today.'],
    ]);
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual(['reply', 'note']);
    const threads = (await api(user.agent).call(c.supportThreads)).body.data;
    expect(threads[0].thread.map((m: { body: string }) => m.body)).toEqual(['Where is my refund: details', 'Your refund was sent today.']);
    expect(JSON.stringify(threads)).not.toContain('Checked the ledger');
    const notes = await ctx.deps.db.many<{ type: string }>(`SELECT type FROM notifications WHERE user_id = $1`, [user.user.id]);
    expect(notes.map((n) => n.type)).toEqual(['support_reply']);
    await ctx.deps.background.idle();
    expect(outboxMails(ctx.dataDir, 'support_reply').some((m) => m.body.includes('Your refund was sent today.'))).toBe(true);

    expect((await api(support.agent).call(c.close, { params: { id }, body: { resolution: 'answered' } })).status).toBe(200);
    expect((await api(support.agent).call(c.close, { params: { id }, body: {} })).status).toBe(409);
    const other = await createConsumer(ctx);
    expect((await api(other.agent).call(c.supportReply, { params: { id }, body: { body: 'not mine' } })).status).toBe(404);
    expect((await api(user.agent).call(c.supportReply, { params: { id }, body: { body: 'Thanks, received' } })).status).toBe(200);
    expect((await api(support.agent).call(c.ticket, { params: { id } })).body.data.ticket.status).toBe('open');
  });

  it('when a visitor without an account is answered, then the reply goes to the address they wrote from', async () => {
    const support = await createStaff(ctx, ['support']);
    const id = await contactTicket(null, 'Do you cover Lamma Island', { email: 'lamma@example.com' });
    expect((await api(support.agent).call(c.reply, { params: { id }, body: { body: 'Yes, several pros do.' } })).status).toBe(200);
    await ctx.deps.background.idle();
    expect(mailsTo('support_reply', 'lamma@example.com').map((m) => m.body)).toEqual([expect.stringContaining('Yes, several pros do.')]);
  });
});

describe('staff e-mails and the audit log', () => {
  it('when an item arrives and when it waits past its target, then its role is e-mailed, once each', async () => {
    await contactTicket(null, 'Brand new question', { email: 'new@example.com' });
    await ctx.deps.background.idle();
    expect(mailsTo('ops_new_item', 'support-team@sifu.test').some((m) => m.subject.includes('Brand new question'))).toBe(true);
    expect(mailsTo('ops_new_item', 'finance-team@sifu.test')).toHaveLength(0);
    await contactTicket(null, 'Waiting too long', { email: 'old@example.com', ageHours: 25 });
    expect(await alertOverdue(ctx.deps)).toBeGreaterThanOrEqual(1);
    expect(await alertOverdue(ctx.deps)).toBe(0);
    expect(mailsTo('ops_overdue', 'support-team@sifu.test').filter((m) => m.subject.includes('Waiting too long'))).toHaveLength(1);
  });

  it('when an admin changes roles, then the audit log shows who, what and before/after; others cannot read it', async () => {
    const admin = await createStaff(ctx, ['admin']);
    const member = await createStaff(ctx, ['support']);
    const res = await api(admin.agent).call(c.setRoles, { params: { id: member.user.id }, body: { roles: ['finance', 'support'] } });
    expect(res.body.data.roles).toEqual(['finance', 'support']);
    const log = (await api(admin.agent).call(c.audit, { query: { target_type: 'user', target_id: member.user.id } })).body.data;
    expect(log.items[0]).toMatchObject({ action: 'set_roles', before: { roles: ['support'] }, after: { roles: ['finance', 'support'] } });
    expect(log.items[0].staff.id).toBe(admin.user.id);
    expect((await api(member.agent).call(c.setRoles, { params: { id: member.user.id }, body: { roles: ['admin'] } })).status).toBe(404);
    expect((await api(admin.agent).call(c.setRoles, { params: { id: member.user.id }, body: { roles: ['boss'] } } as never)).status).toBe(
      400,
    );
  });
});
