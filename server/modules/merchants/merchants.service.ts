/**
 * Merchant applications (SPEC §7 payments; docs/decisions/0041). Any signed-in user may apply for their company; the
 * application opens a ticket in finance's back-office queue `merchant_applications`, where an operator approves it or
 * rejects it with the reason the applicant reads. The decision is audited, closes the ticket and tells the applicant
 * (in-app and e-mail, per their settings). The documents are linked so that only the applicant and operators read them.
 */
import { ERROR_CODES } from '@shared/api/api-error';
import { maskPayoutAccount } from '@shared/domain/safety-payments';
import { MERCHANT_ERRORS } from '@shared/domain/merchants';
import { buildPath } from '@shared/routes/route-paths';
import { personOf } from '@shared/schemas/back-office.schema';
import type {
  MerchantApplication,
  MerchantApplicationValues,
  MerchantDecisionInput,
  MyMerchantApplication,
  OpsMerchantApplication,
} from '@shared/schemas/merchants.schema';
import type { FullDeps } from '../../lib/adapters';
import type { Queryable } from '../../lib/db';
import { conflict, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/ops-edits';
import { utcString, utcStringOf } from '../../lib/utc-time';
import { attachmentsByIds, linkAttachments, resolveOwnAttachments } from '../attachments/attachments.service';
import { closeTicket, openTicket } from '../back-office/tickets.service';
import { notify } from '../notifications/notifications.service';
import { recordStaffAction } from '../operator-audit/operator-audit.service';
import { peopleByIds } from '../accounts/user-records.service';
import * as repo from './merchants.repository';

/** The back-office subject of an application's ticket. */
export const MERCHANT_SUBJECT = 'merchant_application';

const alreadyOpen = () => conflict(ERROR_CODES.CONFLICT, MERCHANT_ERRORS.ALREADY_OPEN);
const notSubmitted = () => conflict(ERROR_CODES.CONFLICT, MERCHANT_ERRORS.NOT_SUBMITTED);

const companyOf = (r: Pick<repo.MerchantRow, 'company_name_zh' | 'company_name_en'>) =>
  [r.company_name_zh, r.company_name_en].filter(Boolean).join(' / ');

async function viewOf(q: Queryable, r: repo.MerchantRow): Promise<MerchantApplication> {
  const files = await attachmentsByIds(q, [...r.br_document_ids, ...r.bank_document_ids]);
  const docs = (ids: number[]) => ids.flatMap((id) => (files.has(id) ? [files.get(id)!] : []));
  return {
    id: r.id,
    status: r.status,
    company_name_zh: r.company_name_zh,
    company_name_en: r.company_name_en,
    br_number: r.br_number,
    company_type: r.company_type,
    contact_name: r.contact_name,
    phone: r.phone,
    email: r.email,
    address: r.address,
    bank_code: r.bank_code,
    branch_code: r.branch_code,
    account_masked: maskPayoutAccount({
      method: 'bank',
      holder: r.account_holder,
      bankCode: r.bank_code,
      branchCode: r.branch_code,
      accountNumber: r.account_number,
    }),
    account_holder: r.account_holder,
    br_documents: docs(r.br_document_ids),
    bank_documents: docs(r.bank_document_ids),
    reject_reason: r.reject_reason,
    created: utcStringOf(r.created),
    decided_at: utcString(r.decided_at),
  };
}

async function mine(q: Queryable, userId: number): Promise<MyMerchantApplication> {
  const latest = await repo.latestOf(q, userId);
  return {
    application: latest ? await viewOf(q, latest) : null,
    can_apply: !latest || latest.status === 'rejected' || latest.status === 'withdrawn',
  };
}

/** GET /api/merchant_application */
export function myApplication(deps: FullDeps, userId: number): Promise<MyMerchantApplication> {
  return mine(deps.db, userId);
}

/** POST /api/merchant_application: a new application, once none is submitted or approved. */
export async function submitApplication(deps: FullDeps, userId: number, input: MerchantApplicationValues): Promise<MyMerchantApplication> {
  try {
    await deps.db.withTransaction(async (tx) => {
      const latest = await repo.latestOf(tx, userId);
      if (latest && (latest.status === 'submitted' || latest.status === 'approved')) throw alreadyOpen();
      await resolveOwnAttachments(tx, userId, input.br_documents, 'br_documents');
      await resolveOwnAttachments(tx, userId, input.bank_documents, 'bank_documents');
      const id = await repo.insert(tx, userId, input);
      await linkAttachments(tx, [...new Set([...input.br_documents, ...input.bank_documents])], 'merchant_application', id);
      await openTicket(deps, tx, {
        queue: 'merchant_applications',
        subjectType: MERCHANT_SUBJECT,
        subjectId: id,
        userId,
        summary: `${companyOf(input)} (BR ${input.br_number})`,
      });
    });
  } catch (err) {
    // Two submissions at once: the one-open index lets one through.
    if (isUniqueViolation(err, repo.ONE_OPEN_INDEX)) throw alreadyOpen();
    throw err;
  }
  return mine(deps.db, userId);
}

/** POST /api/merchant_application/withdraw: only while submitted (finance has not decided). */
export async function withdrawApplication(deps: FullDeps, userId: number): Promise<MyMerchantApplication> {
  await deps.db.withTransaction(async (tx) => {
    const id = await repo.withdraw(tx, userId);
    if (id === undefined) {
      if (!(await repo.latestOf(tx, userId))) throw notFound();
      throw notSubmitted();
    }
    await closeTicket(tx, MERCHANT_SUBJECT, id, 'withdrawn');
  });
  return mine(deps.db, userId);
}

/** GET /api/ops/merchant_applications/{id} */
export async function reviewedApplication(deps: FullDeps, id: number): Promise<OpsMerchantApplication> {
  const row = await repo.findById(deps.db, id);
  if (!row) throw notFound();
  const people = await peopleByIds(deps.db, [row.user_id, ...(row.decided_by ? [row.decided_by] : [])]);
  const applicant = people.get(row.user_id)!;
  const decider = row.decided_by ? people.get(row.decided_by) : undefined;
  return {
    ...(await viewOf(deps.db, row)),
    applicant: { ...personOf(applicant.id, applicant)!, email: applicant.email },
    decided_by: decider ? personOf(decider.id, decider) : null,
  };
}

/** POST /api/ops/merchant_applications/{id}/decide: approve, or reject with a reason; audited, and the applicant is told. */
export async function decideApplication(
  deps: FullDeps,
  staffId: number,
  id: number,
  input: MerchantDecisionInput,
): Promise<OpsMerchantApplication> {
  const approve = input.decision === 'approve';
  const reason = (input.reason ?? '').trim();
  await deps.db.withTransaction(async (tx) => {
    const row = await repo.findById(tx, id);
    if (!row) throw notFound();
    if (!(await repo.decide(tx, { id, status: approve ? 'approved' : 'rejected', staffId, reason }))) throw notSubmitted();
    await recordStaffAction(tx, {
      staffId,
      action: approve ? 'merchant_approve' : 'merchant_reject',
      targetType: MERCHANT_SUBJECT,
      targetId: id,
      reason,
      before: { status: 'submitted' },
      after: { status: approve ? 'approved' : 'rejected' },
    });
    await closeTicket(tx, MERCHANT_SUBJECT, id, approve ? 'approved' : `rejected: ${reason}`.slice(0, 500));
    await notify(deps, tx, {
      userId: row.user_id,
      type: approve ? 'merchant_application_approved' : 'merchant_application_rejected',
      params: { company: companyOf(row), reason: reason || null, merchant_application_id: id },
      link: buildPath('merchantApplication', {}),
    });
  });
  return reviewedApplication(deps, id);
}
