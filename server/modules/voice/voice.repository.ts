/** SQL of voice calls and the busy lines (migration 0816, docs/decisions/0039). */
import type { CallStatus } from '@shared/schemas/voice.schema';
import type { Queryable } from '../../lib/db';

export interface CallRow {
  id: number;
  quote_bid_id: number;
  caller_id: number;
  callee_id: number;
  status: CallStatus;
  created: Date;
  answered_at: Date | null;
  ended_at: Date | null;
  ended_by: 'caller' | 'callee' | 'system' | null;
}

/** A bid's two users with the names each shows the other: the pro's business name, the consumer's name. */
export interface BidParties {
  quote_bid_id: number;
  quote_request_id: number;
  consumer_id: number;
  pro_id: number;
  business_name_zh: string;
  business_name_en: string;
  username: string;
  first_name: string | null;
  last_name: string | null;
  consumer_language: 'zh-HK' | 'en-HK';
  pro_language: 'zh-HK' | 'en-HK';
}

const CALL_COLUMNS = 'id, quote_bid_id, caller_id, callee_id, status, created, answered_at, ended_at, ended_by';

export async function findBidParties(q: Queryable, bidId: number): Promise<BidParties | undefined> {
  const { rows } = await q.query<BidParties>(
    `SELECT b.quote_bid_id, b.quote_request_id, r.user_id AS consumer_id, s.user_id AS pro_id, s.business_name_zh, s.business_name_en,
            u.username, u.first_name, u.last_name, u.language AS consumer_language, p.language AS pro_language
       FROM quote_bids b JOIN quote_requests r ON r.quote_request_id = b.quote_request_id
       JOIN quote_services s ON s.quote_service_id = b.quote_service_id
       JOIN users u ON u.id = r.user_id JOIN users p ON p.id = s.user_id
      WHERE b.quote_bid_id = $1`,
    [bidId],
  );
  return rows[0];
}

export async function insertCall(q: Queryable, c: { bidId: number; callerId: number; calleeId: number }): Promise<CallRow> {
  const { rows } = await q.query<CallRow>(
    `INSERT INTO voice_calls (quote_bid_id, caller_id, callee_id) VALUES ($1, $2, $3) RETURNING ${CALL_COLUMNS}`,
    [c.bidId, c.callerId, c.calleeId],
  );
  return rows[0]!;
}

/**
 * Takes both parties' lines for the call; false when either is already on a live call. Rows go in user id order, so
 * two calls between the same two users started at once wait for each other instead of deadlocking.
 */
export async function takeLines(q: Queryable, callId: number, userIds: [number, number]): Promise<boolean> {
  const [a, b] = [...userIds].sort((x, y) => x - y);
  const { rowCount } = await q.query(
    'INSERT INTO voice_lines (user_id, call_id) VALUES ($1, $3), ($2, $3) ON CONFLICT (user_id) DO NOTHING',
    [a, b, callId],
  );
  return rowCount === 2;
}

export async function findCall(q: Queryable, callId: number): Promise<CallRow | undefined> {
  const { rows } = await q.query<CallRow>(`SELECT ${CALL_COLUMNS} FROM voice_calls WHERE id = $1`, [callId]);
  return rows[0];
}

/** The call locked for a change (answer, decline, hang up, a sweep). */
export async function lockCall(q: Queryable, callId: number): Promise<CallRow | undefined> {
  const { rows } = await q.query<CallRow>(`SELECT ${CALL_COLUMNS} FROM voice_calls WHERE id = $1 FOR UPDATE`, [callId]);
  return rows[0];
}

export async function markAnswered(q: Queryable, callId: number): Promise<CallRow> {
  const { rows } = await q.query<CallRow>(
    `UPDATE voice_calls SET status = 'answered', answered_at = now(), callee_alive_at = now() WHERE id = $1 RETURNING ${CALL_COLUMNS}`,
    [callId],
  );
  return rows[0]!;
}

/** Ends a live call with its final status and frees both lines (one statement each, same transaction). */
export async function markEnded(
  q: Queryable,
  callId: number,
  end: { status: Exclude<CallStatus, 'ringing' | 'answered'>; by: 'caller' | 'callee' | 'system' },
): Promise<CallRow> {
  const { rows } = await q.query<CallRow>(
    `UPDATE voice_calls SET status = $2, ended_at = now(), ended_by = $3 WHERE id = $1 RETURNING ${CALL_COLUMNS}`,
    [callId, end.status, end.by],
  );
  await q.query('DELETE FROM voice_lines WHERE call_id = $1', [callId]);
  return rows[0]!;
}

/** The call log of a bid, newest first. */
export async function listByBid(q: Queryable, bidId: number, limit = 50): Promise<CallRow[]> {
  const { rows } = await q.query<CallRow>(`SELECT ${CALL_COLUMNS} FROM voice_calls WHERE quote_bid_id = $1 ORDER BY id DESC LIMIT $2`, [
    bidId,
    limit,
  ]);
  return rows;
}

/** A party of a live call is still there; false when the call is not live or the user is not its party. */
export async function touchAlive(q: Queryable, callId: number, userId: number): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE voice_calls
        SET caller_alive_at = CASE WHEN caller_id = $2 THEN now() ELSE caller_alive_at END,
            callee_alive_at = CASE WHEN callee_id = $2 THEN now() ELSE callee_alive_at END
      WHERE id = $1 AND $2 IN (caller_id, callee_id) AND status IN ('ringing', 'answered')`,
    [callId, userId],
  );
  return rowCount === 1;
}

/**
 * Live calls due to end, oldest first: ringing longer than `ringS` (→ missed), or answered with a party silent for
 * `aliveS` (→ ended). Only `ids` when given (the users about to call: their stale calls must not keep them busy).
 */
export async function listDue(
  q: Queryable,
  opts: { ringS: number; aliveS: number; userIds?: number[]; limit?: number },
): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(
    `SELECT id FROM voice_calls
      WHERE ((status = 'ringing' AND created < now() - make_interval(secs => $1))
          OR (status = 'answered' AND LEAST(caller_alive_at, callee_alive_at) < now() - make_interval(secs => $2)))
        AND ($3::int[] IS NULL OR caller_id = ANY ($3) OR callee_id = ANY ($3))
      ORDER BY id LIMIT $4`,
    [opts.ringS, opts.aliveS, opts.userIds ?? null, opts.limit ?? 500],
  );
  return rows.map((r) => r.id);
}

/** Whether a live call is past due (the same conditions as listDue), read on the locked row. */
export async function isDue(q: Queryable, callId: number, ringS: number, aliveS: number): Promise<boolean> {
  const { rows } = await q.query<{ due: boolean }>(
    `SELECT (status = 'ringing' AND created < now() - make_interval(secs => $2))
         OR (status = 'answered' AND LEAST(caller_alive_at, callee_alive_at) < now() - make_interval(secs => $3)) AS due
       FROM voice_calls WHERE id = $1`,
    [callId, ringS, aliveS],
  );
  return rows[0]?.due === true;
}

/** Whether any of the users is on a live call. */
export async function onLine(q: Queryable, userIds: number[]): Promise<boolean> {
  const { rows } = await q.query<{ busy: boolean }>('SELECT EXISTS (SELECT 1 FROM voice_lines WHERE user_id = ANY ($1)) AS busy', [
    userIds,
  ]);
  return rows[0]?.busy === true;
}
