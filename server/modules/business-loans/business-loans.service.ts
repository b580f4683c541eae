/**
 * Business-loan enquiries (SPEC §6 flag `businessLoan`). A pro asks to be called about financing for their business
 * through a lending partner; the enquiry opens a ticket in finance's back-office queue `business_loans`. Finance marks
 * it contacted once they have called, and closes it (closing closes the ticket); each move is audited. Sifu makes no
 * offer itself. With the flag off every call is a 404, as if the feature did not exist.
 */
import { formatPhone } from '@shared/utils/format';
import { ERROR_CODES } from '@shared/api/api-error';
import type { FeatureFlags } from '@shared/config/feature-flags';
import {
  BUSINESS_LOAN_ERRORS,
  BUSINESS_LOAN_NEXT,
  OPEN_BUSINESS_LOAN_STATUSES,
  type BusinessLoanStatus,
} from '@shared/domain/business-loans';
import { buildPath } from '@shared/routes/route-paths';
import { personOf } from '@shared/schemas/back-office.schema';
import type {
  BusinessLoan,
  BusinessLoanMoveInput,
  BusinessLoanValues,
  MyBusinessLoan,
  OpsBusinessLoan,
} from '@shared/schemas/business-loans.schema';
import type { FullDeps } from '../../lib/adapters';
import type { Queryable } from '../../lib/db';
import { conflict, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/ops-edits';
import { utcString, utcStringOf } from '../../lib/utc-time';
import { closeTicket, openTicket } from '../back-office/tickets.service';
import { notify } from '../notifications/notifications.service';
import { recordStaffAction } from '../operator-audit/operator-audit.service';
import { peopleByIds } from '../accounts/user-records.service';
import * as repo from './business-loans.repository';

/** The back-office subject of an enquiry's ticket. */
export const BUSINESS_LOAN_SUBJECT = 'business_loan';

const alreadyOpen = () => conflict(ERROR_CODES.CONFLICT, BUSINESS_LOAN_ERRORS.OPEN);
const moved = () => conflict(ERROR_CODES.CONFLICT, BUSINESS_LOAN_ERRORS.MOVED);

/** The flag off: the feature does not exist, for pros and finance alike. */
function requireOn(flags: FeatureFlags): void {
  if (!flags.businessLoan) throw notFound();
}

function viewOf(r: repo.EnquiryRow): BusinessLoan {
  return {
    id: r.id,
    status: r.status,
    amount: r.amount,
    purpose: r.purpose,
    business_age: r.business_age,
    phone: r.phone,
    details: r.details,
    created: utcStringOf(r.created),
    contacted_at: utcString(r.contacted_at),
    closed_at: utcString(r.closed_at),
  };
}

async function mine(q: Queryable, userId: number): Promise<MyBusinessLoan> {
  const latest = await repo.latestOf(q, userId);
  return { enquiry: latest ? viewOf(latest) : null, can_enquire: !latest || latest.status === 'closed' };
}

/** GET /api/business_loan */
export function myEnquiry(deps: FullDeps, userId: number): Promise<MyBusinessLoan> {
  requireOn(deps.env.featureFlags);
  return mine(deps.db, userId);
}

/** POST /api/business_loan: a new enquiry, once none is open; its ticket goes to finance's queue. */
export async function submitEnquiry(deps: FullDeps, userId: number, input: BusinessLoanValues): Promise<MyBusinessLoan> {
  requireOn(deps.env.featureFlags);
  try {
    await deps.db.withTransaction(async (tx) => {
      const latest = await repo.latestOf(tx, userId);
      if (latest && OPEN_BUSINESS_LOAN_STATUSES.includes(latest.status)) throw alreadyOpen();
      const id = await repo.insert(tx, userId, input);
      await openTicket(deps, tx, {
        queue: 'business_loans',
        subjectType: BUSINESS_LOAN_SUBJECT,
        subjectId: id,
        userId,
        // Amount and phone only: the summary is shown as written, in either language's console.
        summary: `HK$${input.amount.toLocaleString('en-HK')} · ${formatPhone(input.phone)}`,
      });
    });
  } catch (err) {
    // Two enquiries at once: the one-open index lets one through.
    if (isUniqueViolation(err, repo.ONE_OPEN_INDEX)) throw alreadyOpen();
    throw err;
  }
  return mine(deps.db, userId);
}

/** GET /api/ops/business_loans/{id} */
export async function workedEnquiry(deps: FullDeps, id: number): Promise<OpsBusinessLoan> {
  requireOn(deps.env.featureFlags);
  const row = await repo.findById(deps.db, id);
  if (!row) throw notFound();
  const people = await peopleByIds(deps.db, [row.user_id, ...(row.handled_by ? [row.handled_by] : [])]);
  const pro = people.get(row.user_id)!;
  const handler = row.handled_by ? people.get(row.handled_by) : undefined;
  return {
    ...viewOf(row),
    pro: { ...personOf(pro.id, pro)!, email: pro.email },
    handled_by: handler ? personOf(handler.id, handler) : null,
    note: row.note,
  };
}

/** POST /api/ops/business_loans/{id}/status: contacted (from new) or closed (from new or contacted); audited. */
export async function moveEnquiry(deps: FullDeps, staffId: number, id: number, input: BusinessLoanMoveInput): Promise<OpsBusinessLoan> {
  requireOn(deps.env.featureFlags);
  const to = input.status;
  const note = (input.note ?? '').trim();
  const from = (Object.keys(BUSINESS_LOAN_NEXT) as BusinessLoanStatus[]).filter((s) => BUSINESS_LOAN_NEXT[s].includes(to));
  await deps.db.withTransaction(async (tx) => {
    const row = await repo.findById(tx, id);
    if (!row) throw notFound();
    if (!(await repo.move(tx, { id, to, from, staffId, note }))) throw moved();
    await recordStaffAction(tx, {
      staffId,
      action: to === 'contacted' ? 'business_loan_contacted' : 'business_loan_closed',
      targetType: BUSINESS_LOAN_SUBJECT,
      targetId: id,
      reason: note,
      before: { status: row.status },
      after: { status: to },
    });
    if (to === 'closed') await closeTicket(tx, BUSINESS_LOAN_SUBJECT, id, note ? `closed: ${note}`.slice(0, 500) : 'closed');
    // The pro hears of each move by their channels: the page shows the state, but nobody watches it for a call.
    await notify(deps, tx, {
      userId: row.user_id,
      type: to === 'contacted' ? 'business_loan_contacted' : 'business_loan_closed',
      params: { amount: row.amount, business_loan_id: id },
      link: buildPath('businessLoan', {}),
    });
  });
  return workedEnquiry(deps, id);
}
