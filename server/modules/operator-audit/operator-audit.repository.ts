/** SQL on operator_audit: who among the operators did what to which pro document, and when. */
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
     SELECT $2, 'view_file', 'attachment', $1
      WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = $2 AND u.is_operator)
        AND EXISTS (SELECT 1 FROM attachments a WHERE a.id = $1 AND a.user_id <> $2)
        AND EXISTS (SELECT 1 FROM attachment_links l WHERE l.attachment_id = $1 AND l.kind IN ('certificate', 'identity'))`,
    [attachmentId, userId],
  );
}
