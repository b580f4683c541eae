/** The moderation console's use cases: find users, a user's page, and each decision in its own transaction. */
import { fullName } from '@shared/schemas/accounts.schema';
import {
  OPS_USERS_PAGE_SIZE,
  type ContentKind,
  type OpsUserDetail,
  type OpsUserPage,
  type OpsUserQuery,
  type OpsUserRow,
} from '@shared/schemas/moderation.schema';
import type { FullDeps } from '../../lib/adapters';
import type { Tx } from '../../lib/db';
import { badRequest, notFound } from '../../lib/errors';
import { utcString, utcStringOf } from '../../lib/utc-time';
import type { Staff } from '../back-office/tickets.service';
import * as repo from './moderation.repository';
import * as moderation from './moderation.service';

const DETAIL_LIMIT = 30;

const status = (r: { suspended_at: Date | null }) => (r.suspended_at ? ('suspended' as const) : ('active' as const));

function toUserRow(r: repo.UserRow): OpsUserRow {
  return {
    id: r.id,
    username: r.username,
    full_name: fullName(r),
    email: r.email,
    phone: r.phone,
    role: r.role,
    created: utcStringOf(r.created),
    blocked_status: status(r),
    suspended_until: utcString(r.suspended_until),
    suspension_reason: r.suspension_reason,
  };
}

export async function findUsers(deps: FullDeps, query: OpsUserQuery): Promise<OpsUserPage> {
  const { rows, total } = await repo.searchUsers(deps.db, query.q, OPS_USERS_PAGE_SIZE, (query.page - 1) * OPS_USERS_PAGE_SIZE);
  return {
    items: rows.map(toUserRow),
    page: query.page,
    page_size: OPS_USERS_PAGE_SIZE,
    total,
    total_pages: Math.ceil(total / OPS_USERS_PAGE_SIZE),
  };
}

export async function userDetail(deps: FullDeps, id: number): Promise<OpsUserDetail> {
  const user = await repo.userById(deps.db, id);
  if (!user) throw notFound();
  const services = await repo.servicesOf(deps.db, id);
  const serviceIds = services.map((s) => s.quote_service_id);
  const [tickets, actions] = await Promise.all([
    repo.ticketsAbout(deps.db, id, serviceIds, DETAIL_LIMIT),
    repo.actionsAbout(deps.db, id, serviceIds, DETAIL_LIMIT),
  ]);
  return {
    user: { ...toUserRow(user), is_staff: user.is_operator, deleted: user.deleted_at !== null },
    services: services.map((s) => ({
      id: s.quote_service_id,
      business_name_zh: s.business_name_zh,
      business_name_en: s.business_name_en,
      is_listed: s.is_listed,
      is_archived: s.is_archived,
      blocked_status: status(s),
      suspended_until: utcString(s.suspended_until),
      suspension_reason: s.suspension_reason,
    })),
    tickets: tickets.map((t) => ({
      id: Number(t.id),
      queue: t.queue,
      subject_type: t.subject_type,
      summary: t.summary,
      status: t.status,
      created: utcStringOf(t.created),
    })),
    actions: actions.map((a) => ({
      id: Number(a.id),
      action: a.action,
      target_type: a.target_type,
      target_id: Number(a.target_id),
      reason: a.reason ?? '',
      staff_username: a.username,
      created: utcStringOf(a.created),
    })),
  };
}

/**
 * The end of a suspension from the Hong Kong day it names: the start of that day (00:00 HKT), which must be after
 * today in Hong Kong.
 */
export function endOfSuspension(day: string | null, now = Date.now()): Date | null {
  if (!day) return null;
  const until = new Date(`${day}T00:00:00+08:00`);
  if (Number.isNaN(until.getTime()) || until.getTime() <= now) throw badRequest('invalid_date', { until: 'date_in_past' });
  return until;
}

const ok = { ok: true as const };

/** Each console decision is one moderation call in its own transaction, answered with { ok: true }. */
async function decide(deps: FullDeps, run: (tx: Tx) => Promise<void>) {
  await deps.db.withTransaction(run);
  return ok;
}

export async function suspendUserNow(deps: FullDeps, staff: Staff, userId: number, reason: string, until: string | null) {
  const end = endOfSuspension(until);
  return decide(deps, (tx) => moderation.suspendUser(deps, tx, { staffId: staff.id, userId, reason, until: end }));
}

export async function reinstateUserNow(deps: FullDeps, staff: Staff, userId: number, reason: string) {
  return decide(deps, (tx) => moderation.reinstateUser(deps, tx, { staffId: staff.id, userId, reason }));
}

export async function warnUserNow(deps: FullDeps, staff: Staff, userId: number, reason: string) {
  return decide(deps, (tx) => moderation.warnUser(deps, tx, { staffId: staff.id, userId, reason }));
}

export async function suspendServiceNow(deps: FullDeps, staff: Staff, serviceId: number, reason: string, until: string | null) {
  const end = endOfSuspension(until);
  return decide(deps, (tx) => moderation.suspendService(deps, tx, { staffId: staff.id, serviceId, reason, until: end }));
}

export async function reinstateServiceNow(deps: FullDeps, staff: Staff, serviceId: number, reason: string) {
  return decide(deps, (tx) => moderation.reinstateService(deps, tx, { staffId: staff.id, serviceId, reason }));
}

export async function hideContentNow(deps: FullDeps, staff: Staff, kind: ContentKind, id: number, reason: string) {
  return decide(deps, (tx) => moderation.hideContent(deps, tx, { staffId: staff.id, kind, id, reason }));
}

export async function restoreContentNow(deps: FullDeps, staff: Staff, kind: ContentKind, id: number, reason: string) {
  return decide(deps, (tx) => moderation.restoreContent(deps, tx, { staffId: staff.id, kind, id, reason }));
}
