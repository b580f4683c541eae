/** SQL of hiding and restoring chat messages (both parties then see a placeholder instead of the text). */
import type { Queryable } from '../../lib/db';

export interface ModeratedMessageRow {
  id: number;
  quote_bid_id: number;
  sender_id: number;
  body: string;
  hidden_at: Date | null;
}

const COLUMNS = 'id, quote_bid_id, sender_id, body, hidden_at';

export async function find(q: Queryable, messageId: number): Promise<ModeratedMessageRow | undefined> {
  const { rows } = await q.query<ModeratedMessageRow>(`SELECT ${COLUMNS} FROM messages WHERE id = $1`, [messageId]);
  return rows[0];
}

export async function hide(q: Queryable, messageId: number): Promise<ModeratedMessageRow | undefined> {
  const { rows } = await q.query<ModeratedMessageRow>(
    `UPDATE messages SET hidden_at = now() WHERE id = $1 AND hidden_at IS NULL RETURNING ${COLUMNS}`,
    [messageId],
  );
  return rows[0];
}

export async function restore(q: Queryable, messageId: number): Promise<ModeratedMessageRow | undefined> {
  const { rows } = await q.query<ModeratedMessageRow>(
    `UPDATE messages SET hidden_at = NULL WHERE id = $1 AND hidden_at IS NOT NULL RETURNING ${COLUMNS}`,
    [messageId],
  );
  return rows[0];
}
