/**
 * How the safety-payment demo (seed-safety-payments.ts) moves money: through the module's repositories, in the order
 * and with the idempotency keys its services use, then dated as if it had happened (the repositories stamp now()).
 * A pay-in has the sandbox gateway's own record (its succeeded payment and the webhook it delivered) and the verified
 * event the payments module recorded, which is what the hourly reconciliation compares the ledger with.
 */
import { orderStatusesBefore } from '@shared/domain/payment-order-states';
import {
  commissionOf,
  DEFAULT_COMMISSION_PERCENT,
  normalizePayoutAccount,
  payoutAccountProblem,
  payoutStatusesBefore,
  type PayoutAccount,
  type SafetyKind,
  type SafetyPaymentStatus,
  type SafetyPlan,
} from '@shared/domain/safety-payments';
import type { Tx } from '../../lib/db';
import { recordStaffAction } from '../../modules/operator-audit/operator-audit.service';
import { savePayoutAccount } from '../../modules/safety-payments/payout-accounts.repository';
import { payoutFileCsv } from '../../modules/safety-payments/payout-file';
import { currentAccount } from '../../modules/safety-payments/payout-views';
import * as payouts from '../../modules/safety-payments/payouts.repository';
import * as repo from '../../modules/safety-payments/safety-payments.repository';
import { safetyPath } from '../../modules/safety-payments/safety-payments.service';
import { digest, recordResult, recordSandboxSuccess } from './seed-gateway';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

/** A seeded bid a story is told on. */
export interface DemoBid {
  id: number;
  consumer_id: number;
  pro_id: number;
  rating_type: 'flat' | 'hourly' | 'onsite' | null;
  flat_rate_at: number | null;
  price_note: string;
  quote_sent_on: Date;
  hired_on: Date | null;
  completed_on: Date | null;
  c_name_en: string;
  business_name_en: string;
}

export interface DemoPayment {
  id: number;
  bid: DemoBid;
  commission_percent: number;
  parts: repo.SafetyPartRow[];
}

/** The time of the last status a row took (its history row) and of the row's last change. */
async function stampPart(tx: Tx, partId: number, at: Date, created = false): Promise<void> {
  await tx.query(
    `UPDATE safety_part_transitions SET created = $2 WHERE id = (SELECT max(id) FROM safety_part_transitions WHERE part_id = $1)`,
    [partId, at],
  );
  await tx.query(
    `UPDATE safety_payment_parts SET modified = $2, created = CASE WHEN $3 THEN $2::timestamptz ELSE created END WHERE id = $1`,
    [partId, at, created],
  );
}

const stampLedger = (tx: Tx, key: string, at: Date) =>
  tx.query('UPDATE safety_ledger SET created = $2 WHERE idempotency_key = $1', [key, at]);

async function stampPayout(tx: Tx, id: number, at: Date): Promise<void> {
  await tx.query(
    `UPDATE payout_transitions SET created = $2 WHERE id = (SELECT max(id) FROM payout_transitions WHERE instruction_id = $1)`,
    [id, at],
  );
  await tx.query('UPDATE payout_instructions SET modified = $2 WHERE id = $1', [id, at]);
}

/** A bid's payment as the pro proposed it or the consumer took the suggestion, at `at`: every part awaiting payment. */
export async function addPayment(
  tx: Tx,
  bid: DemoBid,
  p: { kind: SafetyKind; plan: SafetyPlan; parts: number[]; at: Date },
): Promise<DemoPayment | null> {
  const created = await repo.insertPayment(tx, {
    bidId: bid.id,
    kind: p.kind,
    plan: p.plan,
    price: p.parts.reduce((s, n) => s + n, 0),
    commissionPercent: DEFAULT_COMMISSION_PERCENT,
    consumerId: bid.consumer_id,
    proId: bid.pro_id,
    parts: p.parts,
  });
  if (!created) return null;
  await tx.query('UPDATE safety_payments SET created = $2 WHERE id = $1', [created.id, p.at]);
  for (const part of created.parts) await stampPart(tx, part.id, p.at, true);
  return { id: created.id, bid, commission_percent: DEFAULT_COMMISSION_PERCENT, parts: created.parts };
}

/** One move of a part (with the fields the service writes with it), at `at`; a move the rules refuse is a seed bug. */
export async function movePart(tx: Tx, partId: number, to: SafetyPaymentStatus, at: Date, patch: repo.PartPatch = {}): Promise<void> {
  if (!(await repo.movePartWith(tx, partId, to, patch))) throw new Error(`safety demo: part ${partId} cannot move to ${to}`);
  await stampPart(tx, partId, at);
}

/**
 * The consumer pays a part by sandbox card or bank transfer, started at `at`: the gateway's succeeded payment and its
 * delivered webhook, the pay-in as payPart and the webhook leave it (paid), the part held and the pay-in posted.
 */
export async function payIn(tx: Tx, payment: DemoPayment, position: number, payType: 'card' | 'bank', at: Date): Promise<void> {
  const { bid } = payment;
  const part = payment.parts.find((p) => p.position === position)!;
  const seed = `demo-safety-pay-in:${part.id}`;
  const hash = `${repo.PAY_IN_PREFIX}${digest(seed, 'base64url').slice(0, 24)}`;
  const gateway = await recordSandboxSuccess(tx, seed, {
    hash,
    payType,
    amount: part.amount,
    customerId: bid.consumer_id,
    returnPath: safetyPath(bid.id, part.id),
    description: `Sifu safety payment HK$${part.amount}`,
    at,
  });
  const { paidAt } = gateway;

  const row = await repo.insertPayIn(tx, {
    hash,
    partId: part.id,
    consumerId: bid.consumer_id,
    payType,
    amount: part.amount,
    provider: 'sandbox',
    key: `demo-${digest(seed).slice(24, 40)}`,
  });
  if (!row) throw new Error(`safety demo: part ${part.id} has a pay-in already`);
  await repo.patchPayIn(tx, row.id, {
    provider_ref: gateway.providerRef,
    checkout_url: gateway.checkoutUrl,
    virtual_account: gateway.virtualAccount,
    expires_at: gateway.expiresAt,
  });
  await recordResult(tx, gateway, 'held');
  const paid = await repo.movePayIn(tx, row.id, 'paid', [...orderStatusesBefore('paid'), 'cancelled'], {
    paid_at: paidAt,
    card_info: gateway.cardInfo,
    failure_code: null,
    failure_message: null,
  });
  if (!paid) throw new Error(`safety demo: pay-in ${row.id} cannot be paid`);
  await tx.query(
    `UPDATE safety_pay_in_transitions SET created = CASE WHEN to_status = 'paid' THEN $3::timestamptz ELSE $2::timestamptz END WHERE pay_in_id = $1`,
    [row.id, at, paidAt],
  );
  await tx.query('UPDATE safety_pay_ins SET created = $2, modified = $3 WHERE id = $1', [row.id, at, paidAt]);
  await movePart(tx, part.id, 'held', paidAt);
  const key = `pay-in:${row.id}`;
  await repo.postMovement(tx, part.id, { kind: 'pay_in', amount: part.amount }, key);
  await stampLedger(tx, key, paidAt);
}

/** The pro marked the bid's work completed at `at` (the automatic release counts from here). */
export async function markCompleted(tx: Tx, payment: DemoPayment, at: Date): Promise<void> {
  await repo.setCompleted(tx, payment.bid.id, 'job');
  await tx.query('UPDATE safety_payments SET completed_at = $2 WHERE id = $1', [payment.id, at]);
}

/**
 * All that is held of a part released to the pro at `at` (the consumer confirmed, or the automatic release), as
 * conclude() does it: the release posting less commission and the pending payout instruction. Returns its id.
 */
export async function release(tx: Tx, payment: DemoPayment, position: number, at: Date): Promise<number> {
  const part = payment.parts.find((p) => p.position === position)!;
  const held = await repo.heldOf(tx, part.id);
  await movePart(tx, part.id, 'released', at, { refunded_amount: 0, released_amount: held, answer_due: null, settled_at: at });
  const commission = commissionOf(held, payment.commission_percent);
  const key = `release:${part.id}`;
  await repo.postMovement(tx, part.id, { kind: 'release', amount: held, commission }, key);
  await stampLedger(tx, key, at);
  await repo.insertPayout(tx, { partId: part.id, proId: payment.bid.pro_id, amount: held - commission });
  const { rows } = await tx.query<{ id: number }>('UPDATE payout_instructions SET created = $2 WHERE part_id = $1 RETURNING id', [
    part.id,
    at,
  ]);
  await stampPayout(tx, rows[0].id, at);
  return rows[0].id;
}

/** A pro's payout account, checked as the settings page checks it, saved at `at`. */
export async function savePayout(tx: Tx, proId: number, account: PayoutAccount, at: Date): Promise<void> {
  const normalized = normalizePayoutAccount(account);
  const problem = payoutAccountProblem(normalized);
  if (problem) throw new Error(`safety demo: payout account of user ${proId}: ${problem}`);
  await savePayoutAccount(tx, proId, normalized);
  await tx.query('UPDATE payout_accounts SET created = $2, modified = $2 WHERE user_id = $1', [proId, at]);
}

/**
 * Finance's round for pending instructions `ids`, as payouts.service does it: approved into a batch for `valueDate`
 * (at `approvedAt`), the bank file made and kept (the lines exported) a few minutes later, then each line recorded paid
 * at `paidAt` with the ledger's payout posting. Audited as the console audits it.
 */
export async function paidBatch(
  tx: Tx,
  staffId: number,
  ids: number[],
  t: { valueDate: string; approvedAt: Date; paidAt: Date },
): Promise<number> {
  const exportedAt = new Date(t.approvedAt.getTime() + 5 * MINUTE_MS);
  const batch = await payouts.insertBatch(tx, t.valueDate, staffId);
  const approved = await payouts.move(tx, ids, { from: payoutStatusesBefore('approved'), to: 'approved' }, { batchId: batch.id });
  await payouts.recountBatch(tx, batch.id);
  const total = approved.reduce((s, l) => s + l.amount, 0);
  await recordStaffAction(tx, {
    staffId,
    action: 'payout_approve',
    targetType: 'payout_batch',
    targetId: batch.id,
    after: { value_date: t.valueDate, ids, total },
  });
  const lines = await payouts.lockBatchLines(tx, batch.id, 'approved');
  const file = lines.map((l) => ({ id: l.id, account: currentAccount(l)!, amount: l.amount }));
  const csv = payoutFileCsv(
    t.valueDate,
    file.map((l) => ({ instructionId: l.id, account: l.account, amount: l.amount })),
  );
  await payouts.exportLines(tx, file, payoutStatusesBefore('exported'));
  await payouts.storeFile(tx, batch.id, csv);
  await recordStaffAction(tx, {
    staffId,
    action: 'payout_batch_export',
    targetType: 'payout_batch',
    targetId: batch.id,
    after: { value_date: t.valueDate, line_count: lines.length, total },
  });
  for (const line of lines) {
    const [row] = await payouts.move(tx, [line.id], { from: payoutStatusesBefore('paid'), to: 'paid' }, { paid: true });
    const key = `payout:${row.id}`;
    // The seed's batches hold safety payments' instructions only.
    await repo.postMovement(tx, row.part_id!, { kind: 'payout', amount: row.amount }, key);
    await stampLedger(tx, key, t.paidAt);
    await recordStaffAction(tx, {
      staffId,
      action: 'payout_paid',
      targetType: 'payout_instruction',
      targetId: row.id,
      before: { status: 'exported' },
      after: { status: row.status, amount: row.amount, batch_id: row.batch_id },
    });
    const at: Record<string, Date> = { approved: t.approvedAt, exported: exportedAt, paid: t.paidAt };
    await tx.query(
      `UPDATE payout_transitions SET created = ($2::jsonb ->> to_status)::timestamptz WHERE instruction_id = $1 AND to_status <> 'pending'`,
      [row.id, JSON.stringify(at)],
    );
    await tx.query('UPDATE payout_instructions SET paid_at = $2, modified = $2 WHERE id = $1', [row.id, t.paidAt]);
  }
  await tx.query('UPDATE payout_batches SET created = $2, exported_at = $3 WHERE id = $1', [batch.id, t.approvedAt, exportedAt]);
  await tx.query(
    `UPDATE operator_audit SET created = CASE action WHEN 'payout_approve' THEN $3::timestamptz WHEN 'payout_batch_export' THEN $4::timestamptz ELSE $5::timestamptz END
      WHERE operator_id = $1 AND ((target_type = 'payout_batch' AND target_id = $2) OR (target_type = 'payout_instruction' AND target_id = ANY($6::int[])))`,
    [staffId, batch.id, t.approvedAt, exportedAt, t.paidAt, ids],
  );
  return batch.id;
}
