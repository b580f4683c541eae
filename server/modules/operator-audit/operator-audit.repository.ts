/** SQL on operator_audit: who among the staff did what to which item, why, and what it changed. */
import type { Queryable } from '../../lib/db';

export async function insertAudit(
  q: Queryable,
  a: { operatorId: number | null; action: 'approve' | 'reject'; targetType: 'certificate' | 'identity'; targetId: number; reason: string },
): Promise<void> {
  await q.query(`INSERT INTO operator_audit (operator_id, action, target_type, target_id, reason) VALUES ($1, $2, $3, $4, $5)`, [
    a.operatorId,
    a.action,
    a.targetType,
    a.targetId,
    a.reason,
  ]);
}

/**
 * Operators opening someone's certificate or identity file leave an audit row (everything an operator
 * does with a pro's documents is recorded with who and when). A no-op for everyone else.
 */
export async function auditOperatorView(q: Queryable, attachmentId: number, userId: number): Promise<void> {
  await q.query(
    `INSERT INTO operator_audit (operator_id, action, target_type, target_id)
     SELECT $2::int, 'view_file', 'attachment', $1::int
      WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = $2::int AND u.is_operator)
        AND EXISTS (SELECT 1 FROM attachments a WHERE a.id = $1::int AND a.user_id <> $2::int)
        AND EXISTS (SELECT 1 FROM attachment_links l WHERE l.attachment_id = $1::int AND l.kind IN ('certificate', 'identity', 'report', 'merchant_application'))`,
    [attachmentId, userId],
  );
}

export interface StaffAction {
  /** null for the system acting on its own (a provider's answer, a scheduled release). */
  staffId: number | null;
  action: string;
  targetType: string;
  targetId: number;
  reason?: string;
  before?: unknown;
  after?: unknown;
}

export async function insertStaffAction(q: Queryable, a: StaffAction): Promise<void> {
  await q.query(
    `INSERT INTO operator_audit (operator_id, action, target_type, target_id, reason, before, after) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      a.staffId,
      a.action,
      a.targetType,
      a.targetId,
      a.reason ?? '',
      a.before === undefined ? null : JSON.stringify(a.before),
      a.after === undefined ? null : JSON.stringify(a.after),
    ],
  );
}

export interface AuditRow {
  id: string;
  operator_id: number | null;
  username: string | null;
  first_name: string | null;
  last_name: string | null;
  action: string;
  target_type: string;
  target_id: string;
  reason: string;
  before: unknown;
  after: unknown;
  created: Date;
}

export interface AuditFilter {
  staffId?: number;
  targetType?: string;
  targetId?: number;
  /** Several targets at once (a ticket and its subject). */
  targets?: Array<{ type: string; id: number }>;
}

function where(f: AuditFilter): { sql: string; args: unknown[] } {
  const args: unknown[] = [];
  const parts: string[] = [];
  if (f.staffId) parts.push(`a.operator_id = $${args.push(f.staffId)}`);
  if (f.targetType) parts.push(`a.target_type = $${args.push(f.targetType)}`);
  if (f.targetId) parts.push(`a.target_id = $${args.push(f.targetId)}`);
  if (f.targets) {
    const types = f.targets.map((t) => t.type);
    const ids = f.targets.map((t) => t.id);
    parts.push(`(a.target_type, a.target_id) IN (SELECT * FROM unnest($${args.push(types)}::text[], $${args.push(ids)}::bigint[]))`);
  }
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', args };
}

export async function auditPage(q: Queryable, f: AuditFilter, limit: number, offset: number): Promise<{ rows: AuditRow[]; total: number }> {
  const w = where(f);
  const [list, count] = await Promise.all([
    q.query<AuditRow>(
      `SELECT a.id, a.operator_id, u.username, u.first_name, u.last_name, a.action, a.target_type, a.target_id, a.reason,
              a.before, a.after, a.created
         FROM operator_audit a LEFT JOIN users u ON u.id = a.operator_id
         ${w.sql}
        ORDER BY a.created DESC, a.id DESC
        LIMIT ${Number(limit)} OFFSET ${Number(offset)}`,
      w.args,
    ),
    q.query<{ n: number }>(`SELECT count(*)::int AS n FROM operator_audit a ${w.sql}`, w.args),
  ]);
  return { rows: list.rows, total: count.rows[0]?.n ?? 0 };
}
