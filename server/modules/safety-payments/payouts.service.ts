/**
 * Payouts (docs/decisions/0037): what releases and completed shop orders (docs/decisions/0038) owe pros, paid by bank file. Finance approves pending instructions into
 * a batch for a value date (SPEC "approve export instruction"), downloads the batch as the bank's file (the first
 * download copies each pro's account into the line, keeps the file and marks the lines exported), then records each
 * line paid (the ledger's payout posting, once) or failed (the pro is asked for corrected details, and the line goes
 * back to pending when they save them). Every move is one conditional UPDATE; a second click on the same move is a
 * 409 and changes nothing. Each staff action is audited in its transaction.
 */
import type { Response } from 'express';
import { payoutStatusesBefore, PAYOUT_TRANSITIONS, type PayoutStatus } from '@shared/domain/safety-payments';
import { valueDateProblem } from '@shared/domain/payout-value-date';
import { buildPath } from '@shared/routes/route-paths';
import type { Paged } from '@shared/schemas/common.schema';
import type { OpsApprovePayoutsInput, OpsPayout, OpsPayoutBatch } from '@shared/schemas/safety-payments.schema';
import type { FullDeps } from '../../lib/adapters';
import type { Queryable, Tx } from '../../lib/db';
import { AppError, conflict, notFound } from '../../lib/errors';
import { sendFile } from '../../lib/file-response';
import { port } from '../../lib/port';
import { OPS_PAGE_SIZE, pageOf } from '../../lib/ops-edits';
import { notify } from '../notifications/notifications.service';
import { recordStaffAction } from '../operator-audit/operator-audit.service';
import { assertPayouts } from './payout-accounts.service';
import { payoutFileCsv } from './payout-file';
import * as repo from './payouts.repository';
import { batchOf, currentAccount, namesOf, payoutOf } from './payout-views';
import { postMovement } from './safety-payments.repository';

export const PAYOUT_ERRORS = {
  NOT_PENDING: 'payout_not_pending',
  NO_ACCOUNT: 'payout_no_account',
  MOVED: 'payout_moved',
  BATCH_EMPTY: 'payout_batch_empty',
  BATCH_DATE_PASSED: 'payout_batch_date_passed',
} as const;

const refused = (key: string, params: Record<string, string> = {}, details?: unknown, fields?: Record<string, string>) =>
  new AppError({ code: key, status: 422, messageKey: key, params, details, fields });

/** The one move from `from` to `to` (a move the domain allows), where statusesBefore(to) would allow others too. */
function only(from: PayoutStatus, to: PayoutStatus) {
  if (!PAYOUT_TRANSITIONS[from].includes(to)) throw new Error(`payout: ${from} → ${to} is not a move`);
  return { from: [from], to };
}
const every = (to: PayoutStatus) => ({ from: payoutStatusesBefore(to), to });

/** GET /api/ops/payouts: one status, oldest first, with the count and sum of all in that status. */
export async function listPayouts(
  deps: FullDeps,
  query: { status: PayoutStatus; page: number },
): Promise<Paged<OpsPayout> & { total_amount: number }> {
  assertPayouts(deps);
  const [rows, sums] = await Promise.all([
    repo.listByStatus(deps.db, query.status, OPS_PAGE_SIZE, (query.page - 1) * OPS_PAGE_SIZE),
    repo.countByStatus(deps.db, query.status),
  ]);
  return { ...pageOf(rows.map(payoutOf), sums.total, query.page), total_amount: sums.total_amount };
}

/** GET /api/ops/payouts/batches: newest first. */
export async function listBatches(deps: FullDeps, page: number): Promise<Paged<OpsPayoutBatch>> {
  assertPayouts(deps);
  const [rows, total] = await Promise.all([
    repo.listBatches(deps.db, OPS_PAGE_SIZE, (page - 1) * OPS_PAGE_SIZE),
    repo.countBatches(deps.db),
  ]);
  return pageOf(rows.map(batchOf), total, page);
}

/**
 * POST /api/ops/payouts/approve: the pending instructions `ids` into a new batch paid on `value_date`, all or none
 * (422 when one is not pending or its pro has no payout account, or the date is not a working day from today).
 */
export async function approvePayouts(deps: FullDeps, staffId: number, input: OpsApprovePayoutsInput): Promise<OpsPayoutBatch> {
  assertPayouts(deps);
  const problem = valueDateProblem(input.value_date, Date.now());
  if (problem) {
    const key = problem === 'invalid_date' ? problem : `payout_${problem}`;
    throw refused(key, {}, undefined, { value_date: key });
  }
  const ids = [...new Set(input.ids)];
  const step = every('approved');
  const batchId = await deps.db.withTransaction(async (tx) => {
    const lines = await repo.lockByIds(tx, ids);
    const notPending = ids.filter((id) => !lines.some((l) => l.id === id && step.from.includes(l.status)));
    if (notPending.length)
      throw refused(PAYOUT_ERRORS.NOT_PENDING, { ids: notPending.map((id) => `#${id}`).join(', ') }, { ids: notPending });
    const noAccount = lines.filter((l) => !currentAccount(l));
    if (noAccount.length) throw refused(PAYOUT_ERRORS.NO_ACCOUNT, { names: namesOf(noAccount) }, { ids: noAccount.map((l) => l.id) });
    const batch = await repo.insertBatch(tx, input.value_date, staffId);
    const moved = await repo.move(tx, ids, step, { batchId: batch.id });
    // The lines are locked and were checked pending: anything else is a bug.
    if (moved.length !== ids.length) throw new Error(`payout approve: ${ids.length} locked lines, ${moved.length} moved`);
    await repo.recountBatch(tx, batch.id);
    await recordStaffAction(tx, {
      staffId,
      action: 'payout_approve',
      targetType: 'payout_batch',
      targetId: batch.id,
      after: { value_date: input.value_date, ids, total: moved.reduce((s, l) => s + l.amount, 0) },
    });
    return batch.id;
  });
  return (await batchView(deps.db, batchId))!;
}

const batchView = async (db: Queryable, id: number) => {
  const row = await repo.batchView(db, id);
  return row ? batchOf(row) : undefined;
};

/** The first export of a batch: its lines' accounts copied, the file made and kept, the lines exported. */
async function exportBatch(tx: Tx, staffId: number, batch: repo.BatchRow): Promise<string> {
  // Checked when approved; a batch left until after its value date is approved again for a new one.
  if (valueDateProblem(batch.value_date, Date.now())) throw refused(PAYOUT_ERRORS.BATCH_DATE_PASSED, { date: batch.value_date });
  const lines = await repo.lockBatchLines(tx, batch.id, 'approved');
  if (!lines.length) throw refused(PAYOUT_ERRORS.BATCH_EMPTY);
  // A pro who deleted their account since the approval: take the line out of the batch first.
  const missing = lines.filter((l) => !currentAccount(l));
  if (missing.length) throw refused(PAYOUT_ERRORS.NO_ACCOUNT, { names: namesOf(missing) }, { ids: missing.map((l) => l.id) });
  const file = lines.map((l) => ({ id: l.id, account: currentAccount(l)!, amount: l.amount }));
  const csv = payoutFileCsv(
    batch.value_date,
    file.map((l) => ({ instructionId: l.id, account: l.account, amount: l.amount })),
  );
  const moved = await repo.exportLines(tx, file, payoutStatusesBefore('exported'));
  if (moved !== lines.length) throw new Error(`payout export: batch ${batch.id} has ${lines.length} locked lines, ${moved} moved`);
  await repo.storeFile(tx, batch.id, csv);
  await recordStaffAction(tx, {
    staffId,
    action: 'payout_batch_export',
    targetType: 'payout_batch',
    targetId: batch.id,
    after: { value_date: batch.value_date, line_count: lines.length, total: file.reduce((sum, l) => sum + l.amount, 0) },
  });
  return csv;
}

/**
 * GET /api/ops/payouts/batches/{id}/file: the bank file. The first download makes and keeps it (and exports the
 * lines); every later one sends the kept file unchanged. Each download is audited: the file holds full account numbers.
 */
export async function sendBatchFile(deps: FullDeps, staffId: number, batchId: number, res: Response): Promise<void> {
  assertPayouts(deps);
  const file = await deps.db.withTransaction(async (tx) => {
    const batch = await repo.lockBatch(tx, batchId);
    if (!batch) throw notFound();
    if (batch.file_csv === null) return { batch, csv: await exportBatch(tx, staffId, batch) };
    await recordStaffAction(tx, { staffId, action: 'payout_batch_download', targetType: 'payout_batch', targetId: batch.id });
    return { batch, csv: batch.file_csv };
  });
  sendFile(res, {
    data: Buffer.from(file.csv, 'utf8'),
    mime: 'text/csv; charset=utf-8',
    fileName: `sifu-payouts-${file.batch.id}-${file.batch.value_date}.csv`,
    cacheControl: 'private, no-store',
  });
}

/** One instruction's move, or 409 when it is no longer where the move starts (404 when there is no such instruction). */
async function moveOne(tx: Tx, id: number, step: { from: PayoutStatus[]; to: PayoutStatus }, set?: repo.MoveSet) {
  const [row] = await repo.move(tx, [id], step, set);
  if (row) return row;
  if (await repo.batchIdOf(tx, id)) throw conflict(PAYOUT_ERRORS.MOVED, PAYOUT_ERRORS.MOVED);
  throw notFound();
}

/** The staff action on one instruction, audited with the move, and the instruction as it is now. */
async function moved(tx: Tx, staffId: number, a: { action: string; row: repo.PayoutRow; before: object; reason?: string }) {
  await recordStaffAction(tx, {
    staffId,
    action: a.action,
    targetType: 'payout_instruction',
    targetId: a.row.id,
    reason: a.reason,
    before: a.before,
    after: { status: a.row.status, amount: a.row.amount, batch_id: a.row.batch_id },
  });
  const view = await repo.findView(tx, a.row.id);
  return payoutOf(view!);
}

/** POST /api/ops/payouts/{id}/unapprove: out of its batch before export, pending again (the batch's totals follow). */
export async function unapprovePayout(deps: FullDeps, staffId: number, id: number): Promise<OpsPayout> {
  assertPayouts(deps);
  return deps.db.withTransaction(async (tx) => {
    // The batch is locked before the line, as the export does.
    const batchId = (await repo.batchIdOf(tx, id))?.batch_id ?? null;
    if (batchId) await repo.lockBatch(tx, batchId);
    const row = await moveOne(tx, id, only('approved', 'pending'), { batchId: null });
    if (batchId) await repo.recountBatch(tx, batchId);
    return moved(tx, staffId, { action: 'payout_unapprove', row, before: { status: 'approved', batch_id: batchId } });
  });
}

/**
 * A shop order's payout is the shop's to post and announce (docs/decisions/0038: its ledger and notices are the shop's,
 * and the shop builds on payouts): plugged in by server/modules/compose.ts.
 */
export interface ShopPayoutHooks {
  /** The bank paid it: the shop ledger's payout posting (once per order) and the pro's notice. */
  paid(deps: FullDeps, tx: Tx, p: { shopOrderId: number; amount: number; account: string | null }): Promise<void>;
  /** The bank returned it: the pro is asked for corrected details. */
  failed(deps: FullDeps, tx: Tx, p: { shopOrderId: number; amount: number; reason: string }): Promise<void>;
}
export const shopPayouts = port<() => ShopPayoutHooks>('payouts: shop orders');

/** POST /api/ops/payouts/{id}/paid: the bank paid it; the ledger's payout posting (once) and the pro is told. */
export async function markPayoutPaid(deps: FullDeps, staffId: number, id: number): Promise<OpsPayout> {
  assertPayouts(deps);
  return deps.db.withTransaction(async (tx) => {
    const row = await moveOne(tx, id, every('paid'), { paid: true });
    const view = await moved(tx, staffId, { action: 'payout_paid', row, before: { status: 'exported' } });
    if (row.shop_order_id !== null) {
      await shopPayouts.call().paid(deps, tx, { shopOrderId: row.shop_order_id, amount: row.amount, account: view.account });
      return view;
    }
    await postMovement(tx, row.part_id!, { kind: 'payout', amount: row.amount }, `payout:${row.id}`);
    await notify(deps, tx, {
      userId: row.pro_id,
      type: 'safety_payout_paid',
      bidId: view.bid_id,
      params: { amount: row.amount, account: view.account },
    });
    return view;
  });
}

/** POST /api/ops/payouts/{id}/failed: the bank returned it; it waits for the pro's corrected payout account. */
export async function markPayoutFailed(deps: FullDeps, staffId: number, id: number, reason: string): Promise<OpsPayout> {
  assertPayouts(deps);
  const text = reason.trim();
  return deps.db.withTransaction(async (tx) => {
    const row = await moveOne(tx, id, every('failed'), { failureReason: text });
    const view = await moved(tx, staffId, { action: 'payout_failed', row, before: { status: 'exported' }, reason: text });
    if (row.shop_order_id !== null) {
      await shopPayouts.call().failed(deps, tx, { shopOrderId: row.shop_order_id, amount: row.amount, reason: text });
      return view;
    }
    await notify(deps, tx, {
      userId: row.pro_id,
      type: 'safety_payout_failed',
      params: { amount: row.amount, reason: text },
      link: buildPath('settings', { path: 'payout' }),
    });
    return view;
  });
}

/**
 * The pro saved a payout account: their failed instructions go back to pending (out of the old batch, the account
 * copied at export cleared) for finance's next batch. Runs in the caller's transaction; the ids that moved.
 */
export async function requeueFailedPayouts(tx: Queryable, proId: number): Promise<number[]> {
  return repo.requeue(tx, proId, only('failed', 'pending').from);
}

/**
 * The shop's port into payouts (docs/decisions/0038): a completed order owes its pro the amount less commission, paid
 * by the same bank file. Once per order (a replay adds nothing); in the caller's transaction.
 */
export function addShopPayout(tx: Tx, p: { shopOrderId: number; proId: number; amount: number }): Promise<boolean> {
  return p.amount > 0 ? repo.insertShopPayout(tx, p) : Promise.resolve(false);
}
