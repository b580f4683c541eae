/** The contact queue's panel in the console (support): who wrote, their account if any, their other threads. */
import { CONTACT_TOPICS, type ContactTopic } from '@shared/domain/contact-topics';
import { personOf } from '@shared/schemas/back-office.schema';
import type { ContactPanel } from '@shared/schemas/report-queue.schema';
import type { FullDeps } from '../../lib/adapters';
import { notFound } from '../../lib/errors';
import { utcStringOf } from '../../lib/utc-time';
import * as repo from './contact-queue.repository';

const OTHER_THREADS = 20;

/** GET /api/ops/contact/{id} (the route's role check lets only support and admins through). */
export async function contactPanel(deps: FullDeps, id: number): Promise<ContactPanel> {
  const c = await repo.byId(deps.db, id);
  if (!c) throw notFound();
  const others = await repo.otherThreads(deps.db, c, OTHER_THREADS);
  const account = personOf(c.user_id, c);
  return {
    message: {
      id: c.id,
      name: c.name,
      email: c.email,
      phone: c.phone,
      topic: (CONTACT_TOPICS as readonly string[]).includes(c.topic) ? (c.topic as ContactTopic) : 'other',
      message: c.message,
      language: c.language,
      created: utcStringOf(c.created),
    },
    account: account ? { ...account, email: c.account_email ?? '', role: c.role ?? '', created: utcStringOf(c.account_created!) } : null,
    other_threads: others.map((t) => ({ ticket_id: Number(t.id), summary: t.summary, status: t.status, created: utcStringOf(t.created) })),
  };
}
