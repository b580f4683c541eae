/**
 * Back-office tickets: one per item a person must act on. The module that owns the item opens its ticket in the
 * same transaction as the item (`openTicket`) and closes it in the transaction of the decision (`closeTicket`);
 * the console lists, assigns, annotates and answers them here. A staff member sees only their roles' queues;
 * anyone else gets 404. Every change is audited in its own transaction.
 */
import { buildPath } from '@shared/routes/route-paths';
import { fullName } from '@shared/schemas/accounts.schema';
import {
  QUEUE_ROLES,
  QUEUE_TARGET_HOURS,
  QUEUES,
  hasRole,
  personOf,
  queueIsOn,
  queuesOf,
  type Person,
  type Queue,
  type QueuePage,
  type QueueQuery,
  type QueueSummary,
  type Ticket,
  type TicketDetail,
} from '@shared/schemas/back-office.schema';
import { ERROR_CODES } from '@shared/api/api-error';
import type { FeatureFlags } from '@shared/config/feature-flags';
import type { Queryable, Tx } from '../../lib/db';
import type { FullDeps } from '../../lib/adapters';
import { conflict, notFound } from '../../lib/errors';
import { utcString, utcStringOf } from '../../lib/utc-time';
import { notify } from '../notifications/notifications.service';
import { auditLog, recordStaffAction } from '../operator-audit/operator-audit.service';
import { alertNewItem } from './ops-alerts.service';
import * as repo from './tickets.repository';

export const QUEUE_PAGE_SIZE = 25;

/** The staff member acting: their id and roles (from the session). */
export interface Staff {
  id: number;
  roles: readonly string[];
}

const targetHours = (queue: string) => QUEUE_TARGET_HOURS[queue as Queue] ?? 24;

const person = (id: number | null, username: string | null, first: string | null, last: string | null): Person | null =>
  personOf(id, { username, first_name: first, last_name: last });

export function toTicket(r: repo.TicketRow): Ticket {
  return {
    id: Number(r.id),
    queue: r.queue as Queue,
    subject_type: r.subject_type,
    subject_id: Number(r.subject_id),
    summary: r.summary,
    status: r.status,
    user: person(r.user_id, r.user_username, r.user_first_name, r.user_last_name),
    language: r.language,
    assignee: person(r.assignee_id, r.assignee_username, r.assignee_first_name, r.assignee_last_name),
    resolution: r.resolution,
    created: utcStringOf(r.created),
    closed_at: utcString(r.closed_at),
    overdue: r.overdue,
  };
}

export interface OpenTicketInput {
  queue: Queue;
  subjectType: string;
  subjectId: number;
  /** The user the item is about or who asked (null for a visitor). */
  userId: number | null;
  /** For a visitor: where replies go, and in which language. */
  email?: string | null;
  language?: string;
  /** One line the queue shows (a topic, the first words of a message). */
  summary: string;
  /** The user's own words, first message of the thread they see (a contact message). */
  firstMessage?: string;
}

/**
 * Opens the item's ticket inside the owner's transaction (once per subject: a second call returns the same ticket,
 * reopened if it was closed). After commit, the queue's staff are e-mailed.
 */
export async function openTicket(deps: FullDeps, tx: Tx, t: OpenTicketInput): Promise<number> {
  const { id, created } = await repo.insert(tx, t);
  if (!created) await repo.reopen(tx, t.subjectType, t.subjectId);
  if (t.firstMessage) await repo.insertMessage(tx, Number(id), t.userId, false, t.firstMessage);
  if (created)
    tx.afterCommit(() =>
      deps.background.run('ops-new-item', () => alertNewItem(deps, { id: Number(id), queue: t.queue, summary: t.summary })),
    );
  return Number(id);
}

/**
 * Closes the subject's ticket inside the transaction of the decision that settles it (approve, refund, hide…).
 * Returns false when it was already closed: the caller decides whether that is a 409.
 */
export async function closeTicket(tx: Queryable, subjectType: string, subjectId: number, resolution: string): Promise<boolean> {
  return (await repo.close(tx, subjectType, subjectId, resolution)) !== null;
}

/** The queue exists for this staff member, or 404. */
export function requireQueue(staff: Staff, queue: string, flags: FeatureFlags): Queue {
  if (!(QUEUES as readonly string[]).includes(queue) || !hasRole(staff.roles, QUEUE_ROLES[queue as Queue])) throw notFound();
  if (!queueIsOn(queue as Queue, flags)) throw notFound();
  return queue as Queue;
}

/** GET /api/ops/queues/{queue}: one page, with the status, assignee and search filters. */
export async function listQueue(deps: FullDeps, staff: Staff, queue: string, query: QueueQuery): Promise<QueuePage> {
  const q = requireQueue(staff, queue, deps.env.featureFlags);
  const filter: repo.QueueFilter = {
    queue: q,
    status: query.status,
    assigneeId: query.assignee === 'me' ? staff.id : query.assignee === 'none' ? null : undefined,
    search: query.q?.trim() || undefined,
  };
  const { rows, total } = await repo.page(deps.db, filter, targetHours(q), QUEUE_PAGE_SIZE, (query.page - 1) * QUEUE_PAGE_SIZE);
  return {
    items: rows.map(toTicket),
    page: query.page,
    page_size: QUEUE_PAGE_SIZE,
    total,
    total_pages: Math.ceil(total / QUEUE_PAGE_SIZE),
  };
}

/** GET /api/ops/home: each of the staff member's queues with open, unassigned and overdue counts and the oldest item. */
export async function queueHome(deps: FullDeps, staff: Staff): Promise<QueueSummary[]> {
  const queues = queuesOf(staff.roles, deps.env.featureFlags);
  if (!queues.length) return [];
  const rows = await repo.summaries(deps.db, queues, queues.map(targetHours));
  return queues.map((queue) => {
    const r = rows.find((x) => x.queue === queue);
    return {
      queue,
      open: r?.open ?? 0,
      unassigned: r?.unassigned ?? 0,
      overdue: r?.overdue ?? 0,
      oldest_created: utcString(r?.oldest ?? null),
      target_hours: targetHours(queue),
    };
  });
}

async function ticketFor(q: Queryable, staff: Staff, id: number): Promise<repo.TicketRow> {
  const row = await repo.byId(q, id, targetHours);
  if (!row || !hasRole(staff.roles, QUEUE_ROLES[row.queue as Queue] ?? ['admin'])) throw notFound();
  return row;
}

/** GET /api/ops/tickets/{id}: the ticket with notes, the user's thread and the audit history of it and its subject. */
export async function ticketDetail(deps: FullDeps, staff: Staff, id: number): Promise<TicketDetail> {
  const row = await ticketFor(deps.db, staff, id);
  const [notes, messages, history] = await Promise.all([
    repo.notesOf(deps.db, id),
    repo.messagesOf(deps.db, [id]),
    auditLog(
      deps.db,
      {
        targets: [
          { type: 'ticket', id },
          { type: row.subject_type, id: Number(row.subject_id) },
        ],
      },
      1,
      100,
    ),
  ]);
  return {
    ticket: toTicket(row),
    notes: notes.map((n) => ({
      id: Number(n.id),
      staff: person(n.staff_id, n.username, n.first_name, n.last_name),
      body: n.body,
      created: utcStringOf(n.created),
    })),
    thread: messages.map(toThreadMessage),
    history: history.items,
    email: row.user_email,
  };
}

export function toThreadMessage(m: repo.MessageRow) {
  return {
    id: Number(m.id),
    from_staff: m.from_staff,
    author: m.from_staff ? 'Sifu' : m.username ? fullName({ username: m.username, first_name: m.first_name, last_name: m.last_name }) : '',
    body: m.body,
    created: utcStringOf(m.created),
  };
}

const alreadyChanged = () => conflict(ERROR_CODES.CONFLICT, 'ops_already_changed');

/**
 * POST /api/ops/tickets/{id}/assign: to a staff member of the queue, to oneself, or to nobody. Two staff claiming the
 * same unassigned item at once: one wins, the other gets 409.
 */
export async function assignTicket(
  deps: FullDeps,
  staff: Staff,
  id: number,
  assigneeId: number | null,
  seen?: number | null,
): Promise<Ticket> {
  return deps.db.withTransaction(async (tx) => {
    const row = await ticketFor(tx, staff, id);
    if (assigneeId !== null) {
      const roles = await staffRolesOf(tx, assigneeId);
      if (!roles || !hasRole(roles, QUEUE_ROLES[row.queue as Queue])) throw notFound();
    }
    if (row.assignee_id === assigneeId) return toTicket(row);
    // Two staff claiming the same item: the second saw it unassigned, so it is told, not silently handed over.
    if (seen !== undefined && row.assignee_id !== seen) throw alreadyChanged();
    if (!(await repo.assign(tx, id, row.assignee_id, assigneeId))) throw alreadyChanged();
    await recordStaffAction(tx, {
      staffId: staff.id,
      action: 'assign',
      targetType: 'ticket',
      targetId: id,
      before: { assignee_id: row.assignee_id },
      after: { assignee_id: assigneeId },
    });
    return toTicket((await repo.byId(tx, id, targetHours))!);
  });
}

async function staffRolesOf(q: Queryable, userId: number): Promise<string[] | null> {
  const { rows } = await q.query<{ roles: string[] }>(
    `SELECT ARRAY(SELECT role FROM staff_roles WHERE user_id = u.id) AS roles FROM users u WHERE u.id = $1 AND u.is_operator`,
    [userId],
  );
  return rows[0]?.roles ?? null;
}

/** POST /api/ops/tickets/{id}/notes: an internal note, never shown to the user. */
export async function addNote(deps: FullDeps, staff: Staff, id: number, body: string): Promise<void> {
  await deps.db.withTransaction(async (tx) => {
    await ticketFor(tx, staff, id);
    await repo.insertNote(tx, id, staff.id, body);
    await recordStaffAction(tx, { staffId: staff.id, action: 'note', targetType: 'ticket', targetId: id });
  });
}

/**
 * POST /api/ops/tickets/{id}/reply: a reply the user reads in their account (in-app notification and e-mail in their
 * language); a visitor without an account gets it by e-mail to the address they wrote from.
 */
export async function replyToUser(deps: FullDeps, staff: Staff, id: number, body: string): Promise<void> {
  await deps.db.withTransaction(async (tx) => {
    const row = await ticketFor(tx, staff, id);
    if (!row.user_id && !row.user_email) throw notFound();
    await repo.insertMessage(tx, id, staff.id, true, body);
    await recordStaffAction(tx, { staffId: staff.id, action: 'reply', targetType: 'ticket', targetId: id, after: { body } });
    const summary = row.summary.slice(0, 80);
    if (row.user_id) {
      await notify(deps, tx, {
        userId: row.user_id,
        type: 'support_reply',
        params: { summary, body, ticket_id: id },
        link: buildPath('supportThreads'),
      });
    } else if (row.user_email) {
      const to = row.user_email;
      tx.afterCommit(() =>
        deps.background.run('ops-reply-visitor', () => mailVisitor(deps, { to, language: row.language, summary, body })),
      );
    }
  });
}

async function mailVisitor(deps: FullDeps, m: { to: string; language: string; summary: string; body: string }) {
  const zh = m.language !== 'en-HK';
  await deps.mailer.send({
    to: m.to,
    subject: zh ? `Sifu 師傅客服回覆：${m.summary}` : `Sifu support: ${m.summary}`,
    text: zh ? `你好，\n\n${m.body}\n\nSifu 師傅客服` : `Hello,\n\n${m.body}\n\nSifu support`,
    tag: 'support_reply',
  });
}

/** POST /api/ops/tickets/{id}/close|reopen: done without any other action (answered, a duplicate…), or back to work. */
export async function setTicketStatus(deps: FullDeps, staff: Staff, id: number, status: 'open' | 'closed', resolution: string) {
  return deps.db.withTransaction(async (tx) => {
    const row = await ticketFor(tx, staff, id);
    if (!(await repo.setStatus(tx, id, status, status === 'closed' ? resolution : null))) throw alreadyChanged();
    await recordStaffAction(tx, {
      staffId: staff.id,
      action: status === 'closed' ? 'close' : 'reopen',
      targetType: 'ticket',
      targetId: id,
      reason: resolution,
      before: { status: row.status },
      after: { status },
    });
    return toTicket((await repo.byId(tx, id, targetHours))!);
  });
}

/** The queues a user follows in their account: their contact messages and appeals. */
const USER_QUEUES = ['contact'];

/** GET /api/support/threads: the user's own messages to Sifu with the replies, newest first. */
export async function userThreads(deps: FullDeps, userId: number) {
  const tickets = await repo.ofUser(deps.db, userId, USER_QUEUES, 50);
  const messages = await repo.messagesOf(
    deps.db,
    tickets.map((t) => Number(t.id)),
  );
  return tickets.map((t) => ({
    id: Number(t.id),
    summary: t.summary,
    status: t.status,
    created: utcStringOf(t.created),
    thread: messages.filter((m) => m.ticket_id === t.id).map(toThreadMessage),
  }));
}

/** POST /api/support/threads/{id}/reply: the user answers; a closed thread opens again for staff. */
export async function userReply(deps: FullDeps, userId: number, id: number, body: string): Promise<void> {
  await deps.db.withTransaction(async (tx) => {
    const own = await repo.ownedBy(tx, id, userId, USER_QUEUES);
    if (!own) throw notFound();
    await repo.insertMessage(tx, id, userId, false, body);
    if (own.status === 'closed') await repo.setStatus(tx, id, 'open', null);
  });
}
