/**
 * SQL of payout instructions and batches (migration 0812). Each move of an instruction is one conditional UPDATE from
 * the statuses the caller allows (within shared/domain/safety-payments' PAYOUT_TRANSITIONS); a trigger records it in
 * payout_transitions. Locks are taken batch first, then its lines, in every path, so no two paths wait on each other.
 */
import type { PayoutAccount, PayoutStatus } from '@shared/domain/safety-payments';
import { limitOffset, type Queryable } from '../../lib/db';
import type { PayoutAccountRow } from './payout-accounts.repository';

export interface PayoutRow {
  id: number;
  /** The origin: a safety payment's part, or a completed shop order (exactly one is set). */
  part_id: number | null;
  shop_order_id: number | null;
  pro_id: number;
  amount: number;
  status: PayoutStatus;
  batch_id: number | null;
  /** The account copied at export (what the bank file paid to). */
  account: PayoutAccount | null;
  failure_reason: string | null;
  paid_at: Date | null;
  created: Date;
}

/** The pro's current payout account, prefixed `pa_` (all null when the pro has none). */
export type CurrentAccount = { [K in keyof Omit<PayoutAccountRow, 'modified'> as `pa_${K}`]: PayoutAccountRow[K] | null };

export type PayoutViewRow = PayoutRow &
  CurrentAccount & { bid_id: number | null; username: string; first_name: string | null; last_name: string | null };

/** An instruction with its origin's reference (the safety payment's bid; a shop order is its own) and its pro. */
const VIEW = `
  SELECT i.id, i.part_id, i.shop_order_id, i.pro_id, i.amount, i.status, i.batch_id, i.account, i.failure_reason, i.paid_at, i.created,
         sp.quote_bid_id AS bid_id, u.username, u.first_name, u.last_name,
         pa.method AS pa_method, pa.holder AS pa_holder, pa.bank_code AS pa_bank_code, pa.branch_code AS pa_branch_code,
         pa.account_number AS pa_account_number, pa.fps_proxy AS pa_fps_proxy
    FROM payout_instructions i
    LEFT JOIN safety_payment_parts p ON p.id = i.part_id
    LEFT JOIN safety_payments sp ON sp.id = p.safety_payment_id
    JOIN users u ON u.id = i.pro_id
    LEFT JOIN payout_accounts pa ON pa.user_id = i.pro_id`;

/** One page of the instructions in `status`, oldest first. */
export async function listByStatus(db: Queryable, status: PayoutStatus, limit: number, offset: number): Promise<PayoutViewRow[]> {
  const { rows } = await db.query<PayoutViewRow>(`${VIEW} WHERE i.status = $1 ORDER BY i.created, i.id ${limitOffset(limit, offset)}`, [
    status,
  ]);
  return rows;
}

/** How many instructions are in `status` and what they add up to. */
export async function countByStatus(db: Queryable, status: PayoutStatus): Promise<{ total: number; total_amount: number }> {
  const { rows } = await db.query<{ total: number; total_amount: number }>(
    'SELECT count(*)::int AS total, coalesce(sum(amount), 0)::int AS total_amount FROM payout_instructions WHERE status = $1',
    [status],
  );
  return rows[0];
}

export async function findView(db: Queryable, id: number): Promise<PayoutViewRow | undefined> {
  const { rows } = await db.query<PayoutViewRow>(`${VIEW} WHERE i.id = $1`, [id]);
  return rows[0];
}

/** The instructions `ids`, locked, with their pros' current accounts, by id. */
export async function lockByIds(tx: Queryable, ids: readonly number[]): Promise<PayoutViewRow[]> {
  const { rows } = await tx.query<PayoutViewRow>(`${VIEW} WHERE i.id = ANY($1::int[]) ORDER BY i.id FOR UPDATE OF i`, [ids]);
  return rows;
}

/** A batch's lines in `status`, locked, with their pros' current accounts, by id. */
export async function lockBatchLines(tx: Queryable, batchId: number, status: PayoutStatus): Promise<PayoutViewRow[]> {
  const { rows } = await tx.query<PayoutViewRow>(`${VIEW} WHERE i.batch_id = $1 AND i.status = $2 ORDER BY i.id FOR UPDATE OF i`, [
    batchId,
    status,
  ]);
  return rows;
}

/** The batch id an instruction is in now (unlocked: the caller locks that batch before moving the line). */
export async function batchIdOf(db: Queryable, id: number): Promise<{ batch_id: number | null } | undefined> {
  const { rows } = await db.query<{ batch_id: number | null }>('SELECT batch_id FROM payout_instructions WHERE id = $1', [id]);
  return rows[0];
}

export interface BatchRow {
  id: number;
  value_date: string;
  created_by: number | null;
  line_count: number;
  total: number;
  file_csv: string | null;
  exported_at: Date | null;
  created: Date;
}

export async function insertBatch(tx: Queryable, valueDate: string, createdBy: number): Promise<BatchRow> {
  const { rows } = await tx.query<BatchRow>(
    'INSERT INTO payout_batches (value_date, created_by) VALUES ($1, $2) RETURNING id, value_date::text, created_by, line_count, total, file_csv, exported_at, created',
    [valueDate, createdBy],
  );
  return rows[0];
}

export async function lockBatch(tx: Queryable, id: number): Promise<BatchRow | undefined> {
  const { rows } = await tx.query<BatchRow>(
    'SELECT id, value_date::text, created_by, line_count, total, file_csv, exported_at, created FROM payout_batches WHERE id = $1 FOR UPDATE',
    [id],
  );
  return rows[0];
}

/** The batch's line count and total from the lines in it now (after lines joined or left it). */
export async function recountBatch(tx: Queryable, id: number): Promise<void> {
  await tx.query(
    `UPDATE payout_batches b SET line_count = s.n, total = s.total
       FROM (SELECT count(*)::int AS n, coalesce(sum(amount), 0)::int AS total FROM payout_instructions WHERE batch_id = $1) s
      WHERE b.id = $1`,
    [id],
  );
}

/** Keeps the exported file with the batch. */
export async function storeFile(tx: Queryable, id: number, csv: string): Promise<void> {
  await tx.query('UPDATE payout_batches SET file_csv = $2, exported_at = now() WHERE id = $1', [id, csv]);
}

export interface BatchViewRow extends Omit<BatchRow, 'file_csv'> {
  username: string | null;
  first_name: string | null;
  last_name: string | null;
  statuses: Record<string, number> | null;
}

/** One page of batches, newest first, with who created each and its lines by status. */
export async function listBatches(db: Queryable, limit: number, offset: number): Promise<BatchViewRow[]> {
  const { rows } = await db.query<BatchViewRow>(
    `SELECT b.id, b.value_date::text, b.created_by, b.line_count, b.total, b.exported_at, b.created, u.username, u.first_name, u.last_name,
            (SELECT jsonb_object_agg(s.status, s.n)
               FROM (SELECT status, count(*)::int AS n FROM payout_instructions WHERE batch_id = b.id GROUP BY status) s) AS statuses
       FROM payout_batches b LEFT JOIN users u ON u.id = b.created_by
      ORDER BY b.id DESC ${limitOffset(limit, offset)}`,
  );
  return rows;
}

export async function batchView(db: Queryable, id: number): Promise<BatchViewRow | undefined> {
  const { rows } = await db.query<BatchViewRow>(
    `SELECT b.id, b.value_date::text, b.created_by, b.line_count, b.total, b.exported_at, b.created, u.username, u.first_name, u.last_name,
            (SELECT jsonb_object_agg(s.status, s.n)
               FROM (SELECT status, count(*)::int AS n FROM payout_instructions WHERE batch_id = b.id GROUP BY status) s) AS statuses
       FROM payout_batches b LEFT JOIN users u ON u.id = b.created_by
      WHERE b.id = $1`,
    [id],
  );
  return rows[0];
}

export async function countBatches(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM payout_batches');
  return rows[0].n;
}

/** Fields a move sets besides the status (column names are fixed here, never taken from input). */
export interface MoveSet {
  batchId?: number | null;
  failureReason?: string;
  paid?: boolean;
  /** Clears the account copied at export (a failed line waits for the pro's corrected one). */
  clearAccount?: boolean;
}

/**
 * Moves instructions `ids` from one of `from` to `to` in one conditional UPDATE; the rows that moved (none when another
 * move came first: the caller then changes nothing else).
 */
export async function move(
  tx: Queryable,
  ids: readonly number[],
  step: { from: readonly PayoutStatus[]; to: PayoutStatus },
  set: MoveSet = {},
): Promise<PayoutRow[]> {
  const { rows } = await tx.query<PayoutRow>(
    `UPDATE payout_instructions
        SET status = $2, modified = now(),
            batch_id = CASE WHEN $4::boolean THEN $5::int ELSE batch_id END,
            failure_reason = coalesce($6::text, failure_reason),
            paid_at = CASE WHEN $7::boolean THEN now() ELSE paid_at END,
            account = CASE WHEN $8::boolean THEN NULL ELSE account END
      WHERE id = ANY($1::int[]) AND status = ANY($3::text[])
      RETURNING id, part_id, shop_order_id, pro_id, amount, status, batch_id, account, failure_reason, paid_at, created`,
    [
      ids,
      step.to,
      step.from,
      set.batchId !== undefined,
      set.batchId ?? null,
      set.failureReason ?? null,
      set.paid ?? false,
      set.clearAccount ?? false,
    ],
  );
  return rows;
}

/** Moves lines from one of `from` to exported, each with the account its file line pays to; how many moved. */
export async function exportLines(
  tx: Queryable,
  lines: ReadonlyArray<{ id: number; account: PayoutAccount }>,
  from: readonly PayoutStatus[],
): Promise<number> {
  const { rowCount } = await tx.query(
    `UPDATE payout_instructions i SET status = 'exported', account = a.account, modified = now()
       FROM unnest($1::int[], $2::jsonb[]) AS a(id, account)
      WHERE i.id = a.id AND i.status = ANY($3::text[])`,
    [lines.map((l) => l.id), lines.map((l) => JSON.stringify(l.account)), from],
  );
  return rowCount ?? 0;
}

/** A pro's instructions in one of `from` back to pending, out of any batch and without the copied account: the ids. */
export async function requeue(tx: Queryable, proId: number, from: readonly PayoutStatus[]): Promise<number[]> {
  const { rows } = await tx.query<{ id: number }>(
    `UPDATE payout_instructions SET status = 'pending', batch_id = NULL, account = NULL, modified = now()
      WHERE pro_id = $1 AND status = ANY($2::text[]) RETURNING id`,
    [proId, from],
  );
  return rows.map((r) => r.id);
}

/** The payout of a completed shop order (its second origin, migration 0813): once per order. */
export async function insertShopPayout(tx: Queryable, p: { shopOrderId: number; proId: number; amount: number }): Promise<boolean> {
  const { rowCount } = await tx.query(
    `INSERT INTO payout_instructions (shop_order_id, pro_id, amount) VALUES ($1, $2, $3) ON CONFLICT (shop_order_id) DO NOTHING`,
    [p.shopOrderId, p.proId, p.amount],
  );
  return (rowCount ?? 0) > 0;
}
