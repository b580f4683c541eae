/**
 * The operator verification queue (/ops/verifications): pending, approved and rejected certificates and
 * identity checks with their files and decision history. A decision is one conditional UPDATE (only a pending item
 * changes, so two operators deciding at once give one decision and one 409), an operator_audit row (who, when,
 * what, why) and the owner's notification (in-app and e-mail), all in one transaction.
 */
import { buildPath } from '@shared/routes/route-paths';
import { fullName } from '@shared/schemas/accounts.schema';
import {
  VERIFICATION_STATUS,
  stateOf,
  type AuditEntry,
  type DecisionResult,
  type OpsItem,
  type OpsPage,
  type OpsQuery,
  type VerificationKind,
} from '@shared/schemas/certificates.schema';
import type { NotificationType } from '@shared/schemas/notifications.schema';
import type { Queryable, Tx } from '../../lib/db';
import type { FullDeps } from '../../lib/adapters';
import { notFound } from '../../lib/errors';
import { forget } from '../../lib/memo-cache';
import { utcString, utcStringOf } from '../../lib/utc-time';
import { notify } from '../notifications/notifications.service';
import { recordOperatorDecision } from '../operator-audit/operator-audit.service';
import * as repo from './certificates.repository';
import { closeTicket } from '../back-office/tickets.service';
import { certificateTitles, filesOf } from './certificates.mappers';
import { notPending } from './certificates.errors';
import { syncVerified } from '../service-editor/service-records.service';

export const OPS_PAGE_SIZE = 20;

export type Decision = { action: 'approve' } | { action: 'reject'; reason: string };

function historyOf(rows: repo.AuditRow[]): Map<number, AuditEntry[]> {
  const out = new Map<number, AuditEntry[]>();
  for (const r of rows) {
    const list = out.get(r.target_id) ?? [];
    list.push({
      action: r.action,
      operator: r.username ? fullName({ username: r.username, first_name: r.first_name, last_name: r.last_name }) : '',
      operator_username: r.username ?? '',
      reason: r.reason,
      created: utcStringOf(r.created),
    });
    out.set(r.target_id, list);
  }
  return out;
}

/** GET /api/ops/verifications: one page of the queue (pending oldest first; decided ones latest decision first). */
export async function listQueue(q: Queryable, query: OpsQuery): Promise<OpsPage> {
  const status = VERIFICATION_STATUS[query.status];
  const filter = { status, kind: query.kind };
  const [keys, total, pending] = await Promise.all([
    repo.queuePage(q, { ...filter, limit: OPS_PAGE_SIZE, offset: (query.page - 1) * OPS_PAGE_SIZE }),
    repo.countQueue(q, filter),
    repo.pendingCounts(q),
  ]);
  const items = await itemsOf(q, keys);
  return { items, page: query.page, page_size: OPS_PAGE_SIZE, total, total_pages: Math.ceil(total / OPS_PAGE_SIZE), pending };
}

/**
 * GET /api/ops/verifications/{kind}/{id}: one item as the queue shows it, for the console's ticket page (whatever its
 * status: a decided item still shows its decision and history).
 */
export async function opsItem(q: Queryable, kind: VerificationKind, id: number): Promise<OpsItem> {
  const [item] = await itemsOf(q, [{ kind, id }]);
  if (!item) throw notFound();
  return item;
}

/** The queue's items of these keys, in their order, with owner, files and decision history. */
async function itemsOf(q: Queryable, keys: readonly { kind: VerificationKind; id: number }[]): Promise<OpsItem[]> {
  const certIds = keys.filter((k) => k.kind === 'certificate').map((k) => k.id);
  const identityIds = keys.filter((k) => k.kind === 'identity').map((k) => k.id);
  const [certs, identities, certAudit, identityAudit] = await Promise.all([
    repo.certificatesByIds(q, certIds),
    repo.identitiesByIds(q, identityIds),
    repo.auditOf(q, 'certificate', certIds),
    repo.auditOf(q, 'identity', identityIds),
  ]);
  const owners = await repo.people(q, [...new Set([...certs.map((c) => c.user_id), ...identities.map((i) => i.user_id)])]);
  const personOf = (id: number) => {
    const p = owners.find((o) => o.id === id);
    return { id, username: p?.username ?? '', full_name: p ? fullName(p) : '' };
  };
  const certHistory = historyOf(certAudit);
  const identityHistory = historyOf(identityAudit);
  return keys.flatMap((k): OpsItem[] => {
    if (k.kind === 'certificate') {
      const c = certs.find((x) => x.service_certificate_id === k.id);
      if (!c) return [];
      return [
        {
          kind: 'certificate',
          id: c.service_certificate_id,
          status: c.status,
          state: stateOf(c.status),
          created: utcStringOf(c.created),
          reject_reason: c.reject_reason,
          reviewed_on: utcString(c.reviewed_on),
          user: personOf(c.user_id),
          files: filesOf(c.files),
          history: certHistory.get(c.service_certificate_id) ?? [],
          service: { quote_service_id: c.quote_service_id, business_name_zh: c.business_name_zh, business_name_en: c.business_name_en },
          type: c.type,
          licence_type: c.licence_type as Extract<OpsItem, { kind: 'certificate' }>['licence_type'],
          name: c.name,
          unified_number: c.unified_number,
          reference_identity: c.reference_identity,
          description: c.description,
        },
      ];
    }
    const i = identities.find((x) => x.id === k.id);
    if (!i) return [];
    return [
      {
        kind: 'identity',
        id: i.id,
        status: i.status,
        state: stateOf(i.status),
        created: utcStringOf(i.created),
        reject_reason: i.reject_reason,
        reviewed_on: utcString(i.reviewed_on),
        user: personOf(i.user_id),
        files: filesOf(i.files),
        history: identityHistory.get(i.id) ?? [],
        card_type: i.card_type,
        real_id: i.real_id,
        real_name: i.real_name,
        provider: i.provider,
      },
    ];
  });
}

const NOTIFICATION: Record<VerificationKind, Record<Decision['action'], NotificationType>> = {
  certificate: { approve: 'certificate_approved', reject: 'certificate_rejected' },
  identity: { approve: 'identity_approved', reject: 'identity_rejected' },
};

function toDecision(d: Decision): { status: 2 | 4; reason: string | null } {
  return d.action === 'approve' ? { status: 2, reason: null } : { status: 4, reason: d.reason };
}

/** The audit row of a decision: who (null for a provider that answered itself), what, on which item, why. */
function audit(
  tx: Queryable,
  targetType: 'certificate' | 'identity',
  a: { id: number; reviewerId: number | null; decision: Decision },
  reason: string | null,
) {
  return recordOperatorDecision(tx, {
    operatorId: a.reviewerId,
    action: a.decision.action,
    targetType,
    targetId: a.id,
    reason: reason ?? '',
  });
}

/** Decides a pending certificate inside `tx`: status, reviewer, audit row, is_verified, the pro's notification. */
export async function applyCertificateDecision(
  deps: FullDeps,
  tx: Tx,
  a: { id: number; reviewerId: number | null; decision: Decision },
): Promise<repo.Decided> {
  const { status, reason } = toDecision(a.decision);
  const decided = await repo.decideCertificate(tx, a.id, { status, reviewerId: a.reviewerId, reason });
  if (!decided) throw (await repo.certificateExists(tx, a.id)) ? notPending() : notFound();
  await audit(tx, 'certificate', a, reason);
  await closeTicket(tx, 'certificate', a.id, a.decision.action);
  if (status === 2) await syncVerified(tx, decided.quote_service_id!);
  const cert = (await repo.certificateById(tx, a.id))!;
  await notify(deps, tx, {
    userId: decided.owner_id,
    type: NOTIFICATION.certificate[a.decision.action],
    params: {
      service_certificate_id: a.id,
      ...certificateTitles(deps.i18n, cert),
      business_name_zh: cert.business_name_zh,
      business_name_en: cert.business_name_en,
      reason: reason ?? '',
    },
    link: buildPath('certification', { cert_id: a.id }),
  });
  return decided;
}

/** Decides a pending identity check inside `tx` (an operator, or a provider that answers at once: reviewer null). */
export async function applyIdentityDecision(
  deps: FullDeps,
  tx: Tx,
  a: { id: number; reviewerId: number | null; decision: Decision },
): Promise<repo.Decided> {
  const { status, reason } = toDecision(a.decision);
  const decided = await repo.decideIdentity(tx, a.id, { status, reviewerId: a.reviewerId, reason });
  if (!decided) throw (await repo.identityExists(tx, a.id)) ? notPending() : notFound();
  await audit(tx, 'identity', a, reason);
  await closeTicket(tx, 'identity', a.id, a.decision.action);
  await notify(deps, tx, {
    userId: decided.owner_id,
    type: NOTIFICATION.identity[a.decision.action],
    params: { reason: reason ?? '' },
    link: buildPath('certification'),
  });
  return decided;
}

/** POST /api/ops/verifications/{kind}/{id}/approve|reject: a pending item only (else 409), audited, owner notified. */
export async function decide(
  deps: FullDeps,
  operatorId: number,
  kind: VerificationKind,
  id: number,
  decision: Decision,
): Promise<DecisionResult> {
  const decided = await deps.db.withTransaction(async (tx) => {
    const d =
      kind === 'certificate'
        ? await applyCertificateDecision(deps, tx, { id, reviewerId: operatorId, decision })
        : await applyIdentityDecision(deps, tx, { id, reviewerId: operatorId, decision });
    // An approved certificate appears on the public profile (and may make the service verified).
    if (kind === 'certificate' && d.status === 2) tx.afterCommit(() => forget(deps.db, 'pros:'));
    return d;
  });
  return { kind, id, status: decided.status, state: stateOf(decided.status), reviewed_on: utcStringOf(decided.reviewed_on) };
}
