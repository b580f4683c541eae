/** SQL of call appointments (voice_call_appointments, migration 0816). */
import type { AppointmentStatus } from '@shared/schemas/voice.schema';
import type { Queryable } from '../../lib/db';

export interface AppointmentRow {
  id: number;
  quote_bid_id: number;
  proposed_by: number;
  proposed_to: number;
  start_at: Date;
  note: string;
  status: AppointmentStatus;
  cancelled_by: number | null;
  created: Date;
}

const COLUMNS = 'id, quote_bid_id, proposed_by, proposed_to, start_at, note, status, cancelled_by, created';

export async function insert(
  q: Queryable,
  a: { bidId: number; proposedBy: number; proposedTo: number; startAt: Date; note: string },
): Promise<AppointmentRow> {
  const { rows } = await q.query<AppointmentRow>(
    `INSERT INTO voice_call_appointments (quote_bid_id, proposed_by, proposed_to, start_at, note) VALUES ($1, $2, $3, $4, $5)
     RETURNING ${COLUMNS}`,
    [a.bidId, a.proposedBy, a.proposedTo, a.startAt, a.note],
  );
  return rows[0]!;
}

export async function lock(q: Queryable, id: number): Promise<AppointmentRow | undefined> {
  const { rows } = await q.query<AppointmentRow>(`SELECT ${COLUMNS} FROM voice_call_appointments WHERE id = $1 FOR UPDATE`, [id]);
  return rows[0];
}

export async function setStatus(
  q: Queryable,
  id: number,
  status: Exclude<AppointmentStatus, 'proposed'>,
  cancelledBy: number | null = null,
): Promise<AppointmentRow> {
  const { rows } = await q.query<AppointmentRow>(
    `UPDATE voice_call_appointments SET status = $2, cancelled_by = $3, modified = now() WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, status, cancelledBy],
  );
  return rows[0]!;
}

/** A bid's appointments that have not ended more than a day ago, by start. */
export async function listByBid(q: Queryable, bidId: number): Promise<AppointmentRow[]> {
  const { rows } = await q.query<AppointmentRow>(
    `SELECT ${COLUMNS} FROM voice_call_appointments WHERE quote_bid_id = $1 AND start_at > now() - interval '1 day'
      ORDER BY start_at, id LIMIT 50`,
    [bidId],
  );
  return rows;
}

/** A user's proposed and accepted appointments in [from, to), by start. */
export async function listForUser(q: Queryable, userId: number, from: Date, to: Date): Promise<AppointmentRow[]> {
  const { rows } = await q.query<AppointmentRow>(
    `SELECT ${COLUMNS} FROM voice_call_appointments
      WHERE (proposed_by = $1 OR proposed_to = $1) AND status IN ('proposed', 'accepted') AND start_at >= $2 AND start_at < $3
      ORDER BY start_at, id LIMIT 200`,
    [userId, from, to],
  );
  return rows;
}

/**
 * Claims accepted appointments starting within `leadMin` minutes for their reminder: reminded_at is set in the same
 * statement, and rows another sweep holds are skipped, so each is reminded once however many sweeps run at once.
 */
export async function claimDueReminders(q: Queryable, leadMin: number, limit = 200): Promise<AppointmentRow[]> {
  const { rows } = await q.query<AppointmentRow>(
    `UPDATE voice_call_appointments SET reminded_at = now()
      WHERE id IN (SELECT id FROM voice_call_appointments
                    WHERE status = 'accepted' AND reminded_at IS NULL AND start_at > now()
                      AND start_at <= now() + make_interval(mins => $1)
                    ORDER BY start_at LIMIT $2 FOR UPDATE SKIP LOCKED)
      RETURNING ${COLUMNS}`,
    [leadMin, limit],
  );
  return rows;
}
