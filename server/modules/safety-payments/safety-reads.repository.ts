/** Reads of safety payments that join other modules' tables (bids, users, attachments, chat, payouts). */
import type { SafetyKind, SafetyPaymentStatus } from '@shared/domain/safety-payments';
import type { Queryable } from '../../lib/db';

export async function inspectionFeeOf(q: Queryable, bidId: number): Promise<number | null> {
  const { rows } = await q.query<{ inspection_fee: number | null }>(`SELECT inspection_fee FROM quote_bids WHERE quote_bid_id = $1`, [
    bidId,
  ]);
  return rows[0]?.inspection_fee ?? null;
}

export async function consumerNameOf(q: Queryable, userId: number): Promise<string> {
  const { rows } = await q.query<{ name: string }>(`SELECT full_name(first_name, last_name, username) AS name FROM users WHERE id = $1`, [
    userId,
  ]);
  return rows[0]?.name ?? '';
}

export async function holdsMoney(q: Queryable, bidId: number, kind: SafetyKind, statuses: SafetyPaymentStatus[]): Promise<boolean> {
  const { rows } = await q.query(
    `SELECT 1 FROM safety_payments sp JOIN safety_payment_parts p ON p.safety_payment_id = sp.id
      WHERE sp.quote_bid_id = $1 AND sp.kind = $2 AND p.status = ANY($3::text[]) LIMIT 1`,
    [bidId, kind, statuses],
  );
  return rows.length > 0;
}

export async function payoutsOfParts(q: Queryable, partIds: number[]): Promise<Map<number, { status: string; amount: number }>> {
  const out = new Map<number, { status: string; amount: number }>();
  if (!partIds.length) return out;
  const { rows } = await q.query<{ part_id: number; status: string; amount: number }>(
    `SELECT part_id, status, amount FROM payout_instructions WHERE part_id = ANY($1::int[])`,
    [partIds],
  );
  for (const r of rows) out.set(r.part_id, { status: r.status, amount: r.amount });
  return out;
}

export async function photosOf(q: Queryable, ids: number[]): Promise<Map<number, { id: number; url: string; name: string }>> {
  const out = new Map<number, { id: number; url: string; name: string }>();
  if (!ids.length) return out;
  const { rows } = await q.query<{ id: number; file_name: string }>(`SELECT id, file_name FROM attachments WHERE id = ANY($1::int[])`, [
    ids,
  ]);
  for (const r of rows) out.set(r.id, { id: r.id, url: `/api/attachments/${r.id}`, name: r.file_name });
  return out;
}

/** The bid's latest chat messages, oldest first (trust and safety reads them with a dispute). */
export async function chatOf(q: Queryable, bidId: number, limit: number): Promise<Array<{ user_id: number; body: string; created: Date }>> {
  const { rows } = await q.query<{ user_id: number; body: string; created: Date }>(
    `SELECT * FROM (SELECT sender_id AS user_id, body, created, id FROM messages WHERE quote_bid_id = $1 ORDER BY id DESC LIMIT $2) x ORDER BY id`,
    [bidId, limit],
  );
  return rows;
}
