/** SQL on activities (SPEC §3 activity types). */
import type { ActivityType } from '@shared/domain/bid-lifecycle';
import type { Queryable } from '../../lib/db';

export async function insert(
  q: Queryable,
  a: { type: ActivityType; userId: number | null; requestId?: number | null; bidId?: number | null; meta?: Record<string, unknown> },
): Promise<void> {
  await q.query('INSERT INTO activities (type, user_id, quote_request_id, quote_bid_id, meta) VALUES ($1, $2, $3, $4, $5)', [
    a.type,
    a.userId,
    a.requestId ?? null,
    a.bidId ?? null,
    JSON.stringify(a.meta ?? {}),
  ]);
}

export async function listByBid(
  q: Queryable,
  bidId: number,
): Promise<Array<{ type: ActivityType; user_id: number | null; meta: Record<string, unknown>; created: Date }>> {
  const { rows } = await q.query('SELECT type, user_id, meta, created FROM activities WHERE quote_bid_id = $1 ORDER BY id', [bidId]);
  return rows;
}
