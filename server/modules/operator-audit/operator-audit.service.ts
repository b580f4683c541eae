/**
 * The operator audit trail (operator_audit): every action a staff member takes (who, when, what, why, before and
 * after), written by the module that makes the change in the same transaction, and every time an operator opens
 * someone's certificate or identity file. The console's history panes and the audit log read it.
 */
import { personOf, type AuditEntry } from '@shared/schemas/back-office.schema';
import type { Queryable } from '../../lib/db';
import { utcStringOf } from '../../lib/utc-time';
import * as repo from './operator-audit.repository';

export type { StaffAction, AuditFilter } from './operator-audit.repository';

/** Records a staff action inside the caller's transaction (the change and its audit row commit together). */
export const recordStaffAction = repo.insertStaffAction;

export function toAuditEntry(r: repo.AuditRow): AuditEntry {
  return {
    id: Number(r.id),
    staff: personOf(r.operator_id, r),
    action: r.action,
    target_type: r.target_type,
    target_id: Number(r.target_id),
    reason: r.reason,
    before: r.before ?? null,
    after: r.after ?? null,
    created: utcStringOf(r.created),
  };
}

/** One page of the audit log, newest first. */
export async function auditLog(q: Queryable, f: repo.AuditFilter, page: number, pageSize: number) {
  const { rows, total } = await repo.auditPage(q, f, pageSize, (page - 1) * pageSize);
  return { items: rows.map(toAuditEntry), page, page_size: pageSize, total, total_pages: Math.ceil(total / pageSize) };
}

/** Records an operator's approve or reject decision on a certificate or identity check. */
export const recordOperatorDecision = repo.insertAudit;
/** Records an operator opening someone's certificate or identity file (a no-op for everyone else). */
export const recordOperatorFileView = repo.auditOperatorView;
