/** SQL of the contact queue's panel: a contact message, its sender's account and their other threads. */
import type { Queryable } from '../../lib/db';

export interface ContactRow {
  id: number;
  user_id: number | null;
  name: string;
  email: string;
  phone: string;
  topic: string;
  message: string;
  language: string;
  created: Date;
  username: string | null;
  first_name: string | null;
  last_name: string | null;
  account_email: string | null;
  role: string | null;
  account_created: Date | null;
}

export async function byId(q: Queryable, id: number): Promise<ContactRow | undefined> {
  const { rows } = await q.query<ContactRow>(
    `SELECT c.id, c.user_id, c.name, c.email, c.phone, c.topic, c.message, c.language, c.created,
            u.username, u.first_name, u.last_name, u.email AS account_email, u.role, u.created AS account_created
       FROM contact_messages c LEFT JOIN users u ON u.id = c.user_id WHERE c.id = $1`,
    [id],
  );
  return rows[0];
}

export interface ThreadRow {
  id: string;
  summary: string;
  status: 'open' | 'closed';
  created: Date;
}

/**
 * The sender's other contact tickets: of their account, or written as a visitor from the account's or the form's
 * e-mail. A visitor's: the same e-mail, or the account with that e-mail.
 */
export async function otherThreads(q: Queryable, c: ContactRow, limit: number): Promise<ThreadRow[]> {
  const { rows } = await q.query<ThreadRow>(
    `SELECT t.id, t.summary, t.status, t.created
       FROM ops_tickets t JOIN contact_messages m ON m.id = t.subject_id
      WHERE t.subject_type = 'contact_message' AND m.id <> $1
        AND (($2::int IS NOT NULL AND m.user_id = $2)
             OR (m.user_id IS NULL AND lower(m.email) IN (lower($3), lower(COALESCE($5, $3))))
             OR ($2::int IS NULL AND m.user_id = (SELECT u.id FROM users u WHERE lower(u.email) = lower($3))))
      ORDER BY t.created DESC LIMIT $4`,
    [c.id, c.user_id, c.email, limit, c.account_email],
  );
  return rows;
}
