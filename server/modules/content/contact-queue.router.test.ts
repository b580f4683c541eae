/**
 * The contact queue against a real PostgreSQL: a contact message opens a ticket whose thread starts with it; a
 * staff reply reaches a signed-in user in their account (with a notification) and a visitor by e-mail; the panel
 * shows the sender and their other threads; only support (and admins) see it, and a user sees only their own threads.
 */
import { backOfficeContract } from '@shared/api/back-office.contract';
import { contentContract } from '@shared/api/content.contract';
import { createConsumer, createStaff } from '../../test/fixtures';
import { setUpTestContext, type signUp } from '../../test/test-app';
import { api, endpointTitle } from '../../test/api';
import { outboxMails } from '../../test/outbox';

const ctx = setUpTestContext();

async function waitFor(done: () => boolean, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    try {
      if (done()) return;
    } catch {
      // A mail file being written is read again on the next turn.
    }
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

type Agent = Awaited<ReturnType<typeof signUp>>['agent'];

async function contact(agent: Agent | typeof ctx.sifu.handler, message: string, email = 'sender@example.com', lng = 'zh-HK') {
  const res = await api(agent)
    .call(contentContract.contact)
    .set('Accept-Language', lng)
    .send({ name: 'Ada', email, topic: 'consumer', message });
  if (res.status !== 200) throw new Error(`contact failed: ${res.status} ${JSON.stringify(res.body)}`);
  const id = res.body.data.id as number;
  const ticket = await ctx.deps.db.one<{
    id: string;
    queue: string;
    status: string;
    user_id: number | null;
    email: string | null;
    language: string;
  }>(`SELECT id, queue, status, user_id, email, language FROM ops_tickets WHERE subject_type = 'contact_message' AND subject_id = $1`, [
    id,
  ]);
  return { id, ticket: ticket!, ticketId: Number(ticket!.id) };
}

describe(endpointTitle(contentContract.contact), () => {
  it('when a signed-in user writes, then a ticket in the contact queue starts their thread, and they see it in their account', async () => {
    const user = await createConsumer(ctx);
    const { ticket } = await contact(user.agent, 'My quote never arrived, please help');
    expect(ticket).toMatchObject({ queue: 'contact', status: 'open', user_id: user.user.id, email: null, language: 'zh-HK' });
    const threads = await api(user.agent).call(backOfficeContract.supportThreads);
    expect(threads.body.data).toHaveLength(1);
    expect(threads.body.data[0]).toMatchObject({ summary: 'My quote never arrived, please help', status: 'open' });
    expect(threads.body.data[0].thread).toMatchObject([{ from_staff: false, body: 'My quote never arrived, please help' }]);
  });

  it('when a visitor writes in English, then the ticket keeps their e-mail and language for the reply', async () => {
    const { ticket } = await contact(ctx.sifu.handler, 'Do you cover Lamma Island?', 'visitor@example.com', 'en-HK');
    expect(ticket).toMatchObject({ queue: 'contact', user_id: null, email: 'visitor@example.com', language: 'en-HK' });
  });
});

describe('replies in the contact queue', () => {
  it('when support replies, then the user sees it in their thread with a notification, answers, and the thread is theirs only', async () => {
    const user = await createConsumer(ctx);
    const other = await createConsumer(ctx);
    const { ticketId } = await contact(user.agent, 'How do I change my phone number?');
    const support = await createStaff(ctx, ['support']);
    expect(
      (await api(support.agent).call(backOfficeContract.reply, { params: { id: ticketId }, body: { body: 'Go to Settings, then Phone.' } }))
        .status,
    ).toBe(200);
    const threads = (await api(user.agent).call(backOfficeContract.supportThreads)).body.data;
    expect(threads[0].thread.map((m: { from_staff: boolean; body: string }) => [m.from_staff, m.body])).toEqual([
      [false, 'How do I change my phone number?'],
      [true, 'Go to Settings, then Phone.'],
    ]);
    const notice = await ctx.deps.db.one('SELECT type FROM notifications WHERE user_id = $1 AND type = $2', [
      user.user.id,
      'support_reply',
    ]);
    expect(notice).toEqual({ type: 'support_reply' });
    expect(
      (await api(user.agent).call(backOfficeContract.supportReply, { params: { id: ticketId }, body: { body: 'Thanks!' } })).status,
    ).toBe(200);
    expect(
      (await api(other.agent).call(backOfficeContract.supportReply, { params: { id: ticketId }, body: { body: 'Me too' } })).status,
    ).toBe(404);
    expect((await api(other.agent).call(backOfficeContract.supportThreads)).body.data).toEqual([]);
  });

  it('when support replies to a visitor, then the reply goes to their e-mail', async () => {
    const { ticketId } = await contact(ctx.sifu.handler, 'Is there a fee to post a request?', 'guest-reply@example.com', 'en-HK');
    const support = await createStaff(ctx, ['support']);
    expect(
      (await api(support.agent).call(backOfficeContract.reply, { params: { id: ticketId }, body: { body: 'No, posting is free.' } }))
        .status,
    ).toBe(200);
    // The e-mail is sent after commit, in the background.
    await waitFor(() => outboxMails(ctx.dataDir, 'support_reply', 'guest-reply@example.com').length > 0);
    const mails = outboxMails(ctx.dataDir, 'support_reply', 'guest-reply@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0].body).toContain('No, posting is free.');
  });
});

describe(endpointTitle(contentContract.contactPanel), () => {
  it('when support opens a contact message, then they see the sender, the account and the other threads of that account or e-mail', async () => {
    const user = await createConsumer(ctx);
    const first = await contact(user.agent, 'First question about quotes');
    const second = await contact(user.agent, 'Second question about my wallet');
    const visitor = await contact(ctx.sifu.handler, 'Question from the same address', `${user.username}@example.com`);
    const support = await createStaff(ctx, ['support']);
    const res = await api(support.agent).call(contentContract.contactPanel, { params: { id: second.id } });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toMatchObject({
      id: second.id,
      name: 'Ada',
      topic: 'consumer',
      message: 'Second question about my wallet',
    });
    expect(res.body.data.account).toMatchObject({ id: user.user.id, username: user.user.username });
    expect(res.body.data.other_threads.map((t: { ticket_id: number }) => t.ticket_id).sort()).toEqual(
      [first.ticketId, visitor.ticketId].sort(),
    );
    const anonymous = await api(support.agent).call(contentContract.contactPanel, { params: { id: visitor.id } });
    expect(anonymous.body.data.account).toBeNull();
  });

  it('when trust and safety, a plain user or a visitor asks for it, then 404, 404 and 401; an unknown message is 404', async () => {
    const user = await createConsumer(ctx);
    const { id } = await contact(user.agent, 'Please delete my old request');
    for (const who of [await createStaff(ctx, ['trust_safety']), user]) {
      expect((await api(who.agent).call(contentContract.contactPanel, { params: { id } })).status).toBe(404);
    }
    expect((await api(ctx.sifu.handler).call(contentContract.contactPanel, { params: { id } })).status).toBe(401);
    const admin = await createStaff(ctx, ['admin']);
    expect((await api(admin.agent).call(contentContract.contactPanel, { params: { id: 999999 } })).status).toBe(404);
  });
});
