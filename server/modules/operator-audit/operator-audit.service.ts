/**
 * The operator audit trail (operator_audit): every decision an operator takes on a certificate or identity check, and
 * every time an operator opens someone's certificate or identity file. Written for the certificates and attachments
 * modules; the verification queue reads it.
 */
import * as repo from './operator-audit.repository';

/** Records an operator's approve or reject decision on a certificate or identity check. */
export const recordOperatorDecision = repo.insertAudit;
/** Records an operator opening someone's certificate or identity file (a no-op for everyone else). */
export const recordOperatorFileView = repo.auditOperatorView;
