/** SQL on ops_tickets, ops_ticket_notes and ops_ticket_messages (the back office's work items). */
import type { Queryable } from '../../lib/db';

export interface TicketRow {
  id: string;
  queue: string;
  subject_type: string;
  subject_id: string;
  user_id: number | null;
  user_username: string | null;
  user_first_name: string | null;
  user_last_name: string | null;
  user_email: string | null;
  language: string;
  summary: string;
  status: 'open' | 'closed';
  assignee_id: number | null;
  assignee_username: string | null;
  assignee_first_name: string | null;
  assignee_last_name: string | null;
  resolution: string | null;
  created: Date;
  closed_at: Date | null;
  overdue: boolean;
}

const TICKET_COLUMNS = `
  t.id, t.queue, t.subject_type, t.subject_id, t.user_id, u.username AS user_username, u.first_name AS user_first_name,
  u.last_name AS user_last_name, COALESCE(u.email, t.email) AS user_email, t.language, t.summary, t.status, t.assignee_id,
  a.username AS assignee_username, a.first_name AS assignee_first_name, a.last_name AS assignee_last_name,
  t.resolution, t.created, t.closed_at,
  (t.status = 'open' AND t.created < now() - make_interval(hours => $1::int)) AS overdue`;

const FROM = `FROM ops_tickets t LEFT JOIN users u ON u.id = t.user_id LEFT JOIN users a ON a.id = t.assignee_id`;

export interface NewTicket {
  queue: string;
  subjectType: string;
  subjectId: number;
  userId: number | null;
  language?: string;
  email?: string | null;
  summary: string;
}

/** One ticket per subject: a subject reported again reopens nothing and adds no second ticket. */
export async function insert(q: Queryable, t: NewTicket): Promise<{ id: string; created: boolean }> {
  const { rows } = await q.query<{ id: string; inserted: boolean }>(
    `WITH ins AS (
       INSERT INTO ops_tickets (queue, subject_type, subject_id, user_id, language, summary, email)
       VALUES ($1, $2, $3, $4, COALESCE($5, (SELECT language FROM users WHERE id = $4), 'zh-HK'), left($6, 300), $7)
       ON CONFLICT (subject_type, subject_id) DO NOTHING
       RETURNING id)
     SELECT id, true AS inserted FROM ins
     UNION ALL
     SELECT id, false FROM ops_tickets WHERE subject_type = $2 AND subject_id = $3 AND NOT EXISTS (SELECT 1 FROM ins)`,
    [t.queue, t.subjectType, t.subjectId, t.userId, t.language ?? null, t.summary, t.email ?? null],
  );
  return { id: rows[0]!.id, created: rows[0]!.inserted };
}

export async function reopen(q: Queryable, subjectType: string, subjectId: number): Promise<void> {
  await q.query(
    `UPDATE ops_tickets SET status = 'open', closed_at = NULL, resolution = NULL, overdue_alerted_at = NULL, modified = now()
      WHERE subject_type = $1 AND subject_id = $2 AND status = 'closed'`,
    [subjectType, subjectId],
  );
}

/** Closes the subject's ticket; null when there is none open (already closed by someone else). */
export async function close(q: Queryable, subjectType: string, subjectId: number, resolution: string): Promise<string | null> {
  const { rows } = await q.query<{ id: string }>(
    `UPDATE ops_tickets SET status = 'closed', closed_at = now(), resolution = $3, modified = now()
      WHERE subject_type = $1 AND subject_id = $2 AND status = 'open' RETURNING id`,
    [subjectType, subjectId, resolution],
  );
  return rows[0]?.id ?? null;
}

export async function byId(q: Queryable, id: number, targetHours: (queue: string) => number): Promise<TicketRow | undefined> {
  const { rows: head } = await q.query<{ queue: string }>('SELECT queue FROM ops_tickets WHERE id = $1', [id]);
  if (!head[0]) return undefined;
  const { rows } = await q.query<TicketRow>(`SELECT ${TICKET_COLUMNS} ${FROM} WHERE t.id = $2`, [targetHours(head[0].queue), id]);
  return rows[0];
}

export interface QueueFilter {
  queue: string;
  status: 'open' | 'closed' | 'all';
  assigneeId?: number | null;
  search?: string;
}

function filterSql(f: QueueFilter, args: unknown[]): string {
  const parts = [`t.queue = $${args.push(f.queue)}`];
  if (f.status !== 'all') parts.push(`t.status = $${args.push(f.status)}`);
  if (f.assigneeId === null) parts.push('t.assignee_id IS NULL');
  else if (f.assigneeId !== undefined) parts.push(`t.assignee_id = $${args.push(f.assigneeId)}`);
  if (f.search) {
    const like = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const n = args.push(like);
    const idArg = /^#?\d{1,15}$/.test(f.search) ? args.push(Number(f.search.replace('#', ''))) : null;
    // The summary has a trigram index; the people who wrote in are found by name or address first.
    parts.push(
      `(t.summary ILIKE $${n} OR t.email ILIKE $${n}` +
        ` OR t.user_id IN (SELECT su.id FROM users su WHERE su.username ILIKE $${n} OR su.email ILIKE $${n})` +
        (idArg ? ` OR t.id = $${idArg} OR t.subject_id = $${idArg}` : '') +
        ')',
    );
  }
  return parts.join(' AND ');
}

/** Open items oldest first (the queue's order of work); closed ones latest closed first. */
export async function page(q: Queryable, f: QueueFilter, targetHours: number, limit: number, offset: number) {
  const args: unknown[] = [targetHours];
  const where = filterSql(f, args);
  const order = f.status === 'open' ? 't.created ASC, t.id ASC' : 't.created DESC, t.id DESC';
  const countArgs: unknown[] = [];
  const countWhere = filterSql(f, countArgs);
  const [list, count] = await Promise.all([
    q.query<TicketRow>(
      `SELECT ${TICKET_COLUMNS} ${FROM} WHERE ${where} ORDER BY ${order} LIMIT ${Number(limit)} OFFSET ${Number(offset)}`,
      args,
    ),
    q.query<{ n: number }>(`SELECT count(*)::int AS n FROM ops_tickets t WHERE ${countWhere}`, countArgs),
  ]);
  return { rows: list.rows, total: count.rows[0]?.n ?? 0 };
}

export interface SummaryRow {
  queue: string;
  open: number;
  unassigned: number;
  overdue: number;
  oldest: Date | null;
}

/**
 * Per queue: open items, unassigned ones, overdue ones and the oldest open item. Each queue is read on its own from the
 * partial index of open items (queue, created, assignee_id): an index-only scan per queue, not one pass over them all.
 */
export async function summaries(q: Queryable, queues: string[], hours: number[]): Promise<SummaryRow[]> {
  const { rows } = await q.query<SummaryRow>(
    `SELECT x.queue, s.open, s.unassigned, o.overdue, s.oldest
       FROM unnest($1::text[], $2::int[]) AS x(queue, hours)
       CROSS JOIN LATERAL (
         SELECT count(*)::int AS open, count(*) FILTER (WHERE t.assignee_id IS NULL)::int AS unassigned, min(t.created) AS oldest
           FROM ops_tickets t WHERE t.queue = x.queue AND t.status = 'open') s
       CROSS JOIN LATERAL (
         SELECT count(*)::int AS overdue FROM ops_tickets t
          WHERE t.queue = x.queue AND t.status = 'open' AND t.created < now() - make_interval(hours => x.hours)) o`,
    [queues, hours],
  );
  return rows;
}

/** Claims an assignment change only when the ticket is still as the caller saw it (`from`): else null (409). */
export async function assign(q: Queryable, id: number, from: number | null, to: number | null): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE ops_tickets SET assignee_id = $3, modified = now() WHERE id = $1 AND assignee_id IS NOT DISTINCT FROM $2`,
    [id, from, to],
  );
  return (rowCount ?? 0) > 0;
}

export async function setStatus(q: Queryable, id: number, status: 'open' | 'closed', resolution: string | null): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE ops_tickets
        SET status = $2, resolution = $3, closed_at = CASE WHEN $2 = 'closed' THEN now() END,
            overdue_alerted_at = CASE WHEN $2 = 'open' THEN NULL ELSE overdue_alerted_at END, modified = now()
      WHERE id = $1 AND status <> $2`,
    [id, status, resolution],
  );
  return (rowCount ?? 0) > 0;
}

export async function insertNote(q: Queryable, ticketId: number, staffId: number, body: string): Promise<void> {
  await q.query('INSERT INTO ops_ticket_notes (ticket_id, staff_id, body) VALUES ($1, $2, $3)', [ticketId, staffId, body]);
}

export interface NoteRow {
  id: string;
  staff_id: number | null;
  username: string | null;
  first_name: string | null;
  last_name: string | null;
  body: string;
  created: Date;
}

export async function notesOf(q: Queryable, ticketId: number): Promise<NoteRow[]> {
  const { rows } = await q.query<NoteRow>(
    `SELECT n.id, n.staff_id, u.username, u.first_name, u.last_name, n.body, n.created
       FROM ops_ticket_notes n LEFT JOIN users u ON u.id = n.staff_id
      WHERE n.ticket_id = $1 ORDER BY n.created, n.id`,
    [ticketId],
  );
  return rows;
}

export async function insertMessage(
  q: Queryable,
  ticketId: number,
  authorId: number | null,
  fromStaff: boolean,
  body: string,
): Promise<void> {
  await q.query('INSERT INTO ops_ticket_messages (ticket_id, author_id, from_staff, body) VALUES ($1, $2, $3, $4)', [
    ticketId,
    authorId,
    fromStaff,
    body,
  ]);
}

export interface MessageRow {
  id: string;
  ticket_id: string;
  from_staff: boolean;
  username: string | null;
  first_name: string | null;
  last_name: string | null;
  body: string;
  created: Date;
}

export async function messagesOf(q: Queryable, ticketIds: number[]): Promise<MessageRow[]> {
  const { rows } = await q.query<MessageRow>(
    `SELECT m.id, m.ticket_id, m.from_staff, u.username, u.first_name, u.last_name, m.body, m.created
       FROM ops_ticket_messages m LEFT JOIN users u ON u.id = m.author_id
      WHERE m.ticket_id = ANY($1::bigint[]) ORDER BY m.created, m.id`,
    [ticketIds],
  );
  return rows;
}

/** The user's own tickets of the queues they may follow (contact threads), newest first. */
export async function ofUser(q: Queryable, userId: number, queues: string[], limit: number) {
  const { rows } = await q.query<{ id: string; summary: string; status: 'open' | 'closed'; created: Date }>(
    `SELECT id, summary, status, created FROM ops_tickets WHERE user_id = $1 AND queue = ANY($2::text[])
      ORDER BY created DESC, id DESC LIMIT ${Number(limit)}`,
    [userId, queues],
  );
  return rows;
}

export async function ownedBy(q: Queryable, id: number, userId: number, queues: string[]) {
  const { rows } = await q.query<{ id: string; status: string; queue: string }>(
    'SELECT id, status, queue FROM ops_tickets WHERE id = $1 AND user_id = $2 AND queue = ANY($3::text[])',
    [id, userId, queues],
  );
  return rows[0];
}

/** Open items past their target that have not been alerted yet; marks them alerted (one e-mail per item). */
export async function claimOverdue(q: Queryable, queues: string[], hours: number[], limit: number) {
  const { rows } = await q.query<{ id: string; queue: string; summary: string; created: Date }>(
    `UPDATE ops_tickets t SET overdue_alerted_at = now()
       FROM unnest($1::text[], $2::int[]) AS x(queue, hours)
      WHERE t.id IN (
              SELECT t2.id FROM ops_tickets t2 JOIN unnest($1::text[], $2::int[]) AS y(queue, hours) ON y.queue = t2.queue
               WHERE t2.status = 'open' AND t2.overdue_alerted_at IS NULL AND t2.created < now() - make_interval(hours => y.hours)
               ORDER BY t2.created LIMIT ${Number(limit)} FOR UPDATE OF t2 SKIP LOCKED)
        AND x.queue = t.queue
      RETURNING t.id, t.queue, t.summary, t.created`,
    [queues, hours],
  );
  return rows;
}
