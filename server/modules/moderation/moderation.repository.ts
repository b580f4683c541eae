/** Reads of the moderation console: finding users and a user's page (the decisions write through the owning modules). */
import type { Queryable } from '../../lib/db';

export interface UserRow {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  role: 'consumer' | 'pro';
  created: Date;
  suspended_at: Date | null;
  suspended_until: Date | null;
  suspension_reason: string | null;
  is_operator: boolean;
  deleted_at: Date | null;
}

const USER_COLUMNS = `u.id, u.username, u.first_name, u.last_name, u.email, u.phone, u.role, u.created,
                      u.suspended_at, u.suspended_until, u.suspension_reason, u.is_operator, u.deleted_at`;

const likePrefix = (s: string) => `${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Newest first; `q` is an id, or the start of a username, e-mail or phone (each an index range scan on
 * migration 0804's prefix indexes, so the search stays fast on many users).
 */
export async function searchUsers(q: Queryable, text: string, limit: number, offset: number): Promise<{ rows: UserRow[]; total: number }> {
  const term = text.trim();
  const params: unknown[] = [];
  const arms: string[] = [];
  const arg = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  if (term) {
    // Only the arms that can match are asked, so each is an index scan and none forces a scan of every user.
    if (/^\d{1,9}$/.test(term)) arms.push(`u.id = ${arg(Number(term))}`);
    const prefix = arg(likePrefix(term.toLowerCase()));
    arms.push(`lower(u.username) LIKE ${prefix}`, `lower(u.email) LIKE ${prefix}`);
    // Phones are stored as +852…: a number typed without the country code is looked up as a Hong Kong one.
    const digits = term.replace(/[\s-]/g, '');
    if (/^\+?\d{3,}$/.test(digits)) arms.push(`u.phone LIKE ${arg(likePrefix(digits.startsWith('+') ? digits : `+852${digits}`))}`);
  }
  const where = arms.length ? `(${arms.join(' OR ')})` : 'true';
  const n = params.length;
  const [{ rows }, count] = await Promise.all([
    q.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users u WHERE ${where} ORDER BY u.id DESC LIMIT $${n + 1} OFFSET $${n + 2}`, [
      ...params,
      limit,
      offset,
    ]),
    q.query<{ n: number }>(`SELECT count(*)::int AS n FROM users u WHERE ${where}`, params),
  ]);
  return { rows, total: count.rows[0].n };
}

export async function userById(q: Queryable, id: number): Promise<UserRow | undefined> {
  const { rows } = await q.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users u WHERE u.id = $1`, [id]);
  return rows[0];
}

export interface UserServiceRow {
  quote_service_id: number;
  business_name_zh: string;
  business_name_en: string;
  is_listed: boolean;
  is_archived: boolean;
  suspended_at: Date | null;
  suspended_until: Date | null;
  suspension_reason: string | null;
}

export async function servicesOf(q: Queryable, userId: number): Promise<UserServiceRow[]> {
  const { rows } = await q.query<UserServiceRow>(
    `SELECT quote_service_id, business_name_zh, business_name_en, is_archived, suspended_at, suspended_until, suspension_reason,
            (is_public AND NOT is_archived AND profile_ready_on IS NOT NULL) AS is_listed
       FROM quote_services WHERE user_id = $1 ORDER BY quote_service_id`,
    [userId],
  );
  return rows;
}

export interface UserTicketRow {
  id: string;
  queue: string;
  subject_type: string;
  summary: string;
  status: string;
  created: Date;
}

/** Tickets the user opened or that are about them or their services, newest first. */
export async function ticketsAbout(q: Queryable, userId: number, serviceIds: number[], limit: number): Promise<UserTicketRow[]> {
  const { rows } = await q.query<UserTicketRow>(
    `SELECT id, queue, subject_type, summary, status, created FROM ops_tickets
      WHERE user_id = $1 OR (subject_type = 'user' AND subject_id = $1) OR (subject_type = 'service' AND subject_id = ANY($2::bigint[]))
      ORDER BY created DESC, id DESC LIMIT $3`,
    [userId, serviceIds, limit],
  );
  return rows;
}

export interface ActionRow {
  id: string;
  action: string;
  target_type: string;
  target_id: string;
  reason: string | null;
  username: string | null;
  created: Date;
}

/** Staff decisions about the user and their services, newest first. */
export async function actionsAbout(q: Queryable, userId: number, serviceIds: number[], limit: number): Promise<ActionRow[]> {
  const { rows } = await q.query<ActionRow>(
    `SELECT a.id, a.action, a.target_type, a.target_id, a.reason, u.username, a.created
       FROM operator_audit a LEFT JOIN users u ON u.id = a.operator_id
      WHERE (a.target_type = 'user' AND a.target_id = $1) OR (a.target_type = 'service' AND a.target_id = ANY($2::bigint[]))
      ORDER BY a.created DESC, a.id DESC LIMIT $3`,
    [userId, serviceIds, limit],
  );
  return rows;
}
