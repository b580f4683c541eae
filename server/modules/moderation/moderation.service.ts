/**
 * Moderation decisions (SPEC §3 blocked_status): suspend and reinstate accounts and services, hide and restore reviews,
 * chat messages and service photos, warn users. Each runs in the caller's transaction (the reports queue decides a
 * report and acts on it in one), changes the rows through their owning modules, records the staff action with before
 * and after, and notifies the person affected. A decision is a conditional UPDATE: of two staff acting at once, one
 * wins and the other gets 409. Public pages and caches forget the change after commit.
 */
import { ERROR_CODES } from '@shared/api/api-error';
import { buildPath } from '@shared/routes/route-paths';
import type { Tx } from '../../lib/db';
import type { FullDeps } from '../../lib/adapters';
import { AppError, conflict, notFound } from '../../lib/errors';
import { forget } from '../../lib/memo-cache';
import { utcString } from '../../lib/utc-time';
import { notify } from '../notifications/notifications.service';
import { recordStaffAction } from '../operator-audit/operator-audit.service';
import {
  accountSuspensionsDue,
  endAllSessions,
  findAccountSuspension,
  reinstateAccountRow,
  suspendAccountRow,
  type AccountSuspensionRow,
} from '../accounts/account-suspension.service';
import {
  findServiceSuspension,
  holdUserServices,
  reinstateServiceRow,
  releaseUserServices,
  serviceSuspensionsDue,
  suspendServiceRow,
  type ServiceSuspensionRow,
} from '../service-editor/service-suspension.service';
import { recomputeRating } from '../service-editor/service-records.service';
import { hideReviewRow, restoreReviewRow, reviewState } from '../reviews/review-moderation.service';
import { findMessageForModeration, hideMessageRow, restoreMessageRow } from '../chat/message-moderation.service';
import { publishMessageChange } from '../chat/chat.service';
import { findPhotoForModeration, hidePhotoRow, restorePhotoRow } from '../service-media/media-moderation.service';

export type ContentKind = 'review' | 'message' | 'photo';

/** What the public pages read that a moderation decision changes: pro lists, categories, reviews, the sitemap. */
const PUBLIC_CACHES = ['pros:', 'catalog:', 'reviews:', 'sitemap:'];

/** `null` staffId: the system acting (a suspension reaching its end date). */
type StaffId = number | null;

const CONTACT = buildPath('contact');

/** The end date as people in Hong Kong read it, for notices (e-mails) in either language. */
function hkTime(d: Date | null): string | null {
  if (!d) return null;
  const hk = new Date(d.getTime() + 8 * 3600_000).toISOString();
  return `${hk.slice(0, 10)} ${hk.slice(11, 16)} HKT`;
}

/** The queue server/ssr/sitemap-snapshots.ts works: it stores every sitemap section afresh. */
const SITEMAP_REFRESH_JOB = 'sitemap-refresh';

/**
 * After commit every instance forgets its cached lists and whole pages (memo-cache fan-out; the SSR page cache
 * clears on any forget), and the stored sitemap snapshots are rebuilt now instead of at the next scheduled refresh.
 */
async function forgetPublicPages(deps: FullDeps, tx: Tx): Promise<void> {
  tx.afterCommit(() => forget(deps.db, ...PUBLIC_CACHES));
  await deps.jobs?.send(SITEMAP_REFRESH_JOB, {}, { tx });
}

const accountState = (r: AccountSuspensionRow) => ({
  status: r.suspended_at ? 'suspended' : 'active',
  suspended_until: utcString(r.suspended_until),
  reason: r.suspension_reason,
});

const serviceState = (r: ServiceSuspensionRow) => ({
  status: r.suspended_at ? 'suspended' : 'active',
  suspended_until: utcString(r.suspended_until),
  reason: r.suspension_reason,
  is_public: r.is_public,
});

/** Suspends an account: its sessions end now, it cannot sign in, and its services leave every public page. */
export async function suspendUser(
  deps: FullDeps,
  tx: Tx,
  a: { staffId: StaffId; userId: number; reason: string; until: Date | null },
): Promise<void> {
  const before = await findAccountSuspension(tx, a.userId);
  if (!before) throw notFound();
  // A staff account loses its roles first (an admin's decision, audited there), so staff never lock each other out.
  if (before.is_operator) throw conflict(ERROR_CODES.CONFLICT, 'staff_not_suspendable');
  const after = await suspendAccountRow(tx, a.userId, a.reason, a.until);
  if (!after) throw conflict(ERROR_CODES.CONFLICT, 'already_suspended');
  await endAllSessions(tx, a.userId);
  const held = await holdUserServices(tx, a.userId);
  await recordStaffAction(tx, {
    staffId: a.staffId,
    action: 'suspend_user',
    targetType: 'user',
    targetId: a.userId,
    reason: a.reason,
    before: accountState(before),
    after: { ...accountState(after), held_services: held },
  });
  // E-mail matters most here: a suspended user cannot sign in to read the in-app notice.
  await notify(deps, tx, {
    userId: a.userId,
    type: 'account_suspended',
    params: { reason: a.reason, until: hkTime(a.until) },
    link: CONTACT,
  });
  await forgetPublicPages(deps, tx);
}

/** Lifts an account's suspension: it may sign in again and its services (unless suspended on their own) come back. */
export async function reinstateUser(deps: FullDeps, tx: Tx, a: { staffId: StaffId; userId: number; reason: string }): Promise<void> {
  const before = await findAccountSuspension(tx, a.userId);
  if (!before) throw notFound();
  const after = await reinstateAccountRow(tx, a.userId);
  if (!after) throw conflict(ERROR_CODES.CONFLICT, 'not_suspended');
  const released = await releaseUserServices(tx, a.userId);
  await recordStaffAction(tx, {
    staffId: a.staffId,
    action: 'reinstate_user',
    targetType: 'user',
    targetId: a.userId,
    reason: a.reason,
    before: accountState(before),
    after: { ...accountState(after), released_services: released },
  });
  await notify(deps, tx, { userId: a.userId, type: 'account_reinstated', params: {}, link: buildPath('login') });
  await forgetPublicPages(deps, tx);
}

/** Suspends one service: no new leads, and it leaves lists, its profile and the sitemap. */
export async function suspendService(
  deps: FullDeps,
  tx: Tx,
  a: { staffId: StaffId; serviceId: number; reason: string; until: Date | null },
): Promise<void> {
  await decideService(deps, tx, a, 'suspend', a.until);
}

/** Lifts a service's suspension (it stays off the public pages while its owner is suspended). */
export async function reinstateService(deps: FullDeps, tx: Tx, a: { staffId: StaffId; serviceId: number; reason: string }): Promise<void> {
  await decideService(deps, tx, a, 'reinstate', null);
}

/** Suspending and reinstating a service differ only in the row change and the notice (a suspension's gives the reason and end). */
async function decideService(
  deps: FullDeps,
  tx: Tx,
  a: { staffId: StaffId; serviceId: number; reason: string },
  op: 'suspend' | 'reinstate',
  until: Date | null,
): Promise<void> {
  const before = await findServiceSuspension(tx, a.serviceId);
  if (!before) throw notFound();
  const after = op === 'suspend' ? await suspendServiceRow(tx, a.serviceId, a.reason, until) : await reinstateServiceRow(tx, a.serviceId);
  if (!after) throw conflict(ERROR_CODES.CONFLICT, op === 'suspend' ? 'already_suspended' : 'not_suspended');
  await recordStaffAction(tx, {
    staffId: a.staffId,
    action: `${op}_service`,
    targetType: 'service',
    targetId: a.serviceId,
    reason: a.reason,
    before: serviceState(before),
    after: serviceState(after),
  });
  const names = { business_name_zh: after.business_name_zh, business_name_en: after.business_name_en };
  await notify(
    deps,
    tx,
    op === 'suspend'
      ? { userId: after.user_id, type: 'service_suspended', params: { ...names, reason: a.reason, until: hkTime(until) }, link: CONTACT }
      : { userId: after.user_id, type: 'service_reinstated', params: names, link: buildPath('service', { serviceId: a.serviceId }) },
  );
  await forgetPublicPages(deps, tx);
}

const WHAT = {
  review: { zh: '評價', en: 'review' },
  message: { zh: '訊息', en: 'message' },
  photo: { zh: '相片', en: 'photo' },
} as const;

interface Moderated {
  authorId: number | null;
  serviceId?: number;
  before: unknown;
  after: unknown;
}

/** Hides a review (out of every list and the rating), a chat message (a placeholder for both parties) or a photo. */
export async function hideContent(
  deps: FullDeps,
  tx: Tx,
  a: { staffId: StaffId; kind: ContentKind; id: number; reason: string },
): Promise<void> {
  await moderateContent(deps, tx, a, 'hide');
}

/** Shows hidden content again (a restored review counts in the rating again). */
export async function restoreContent(
  deps: FullDeps,
  tx: Tx,
  a: { staffId: StaffId; kind: ContentKind; id: number; reason: string },
): Promise<void> {
  await moderateContent(deps, tx, a, 'restore');
}

/** Hiding and restoring differ only in the row change and the notice: the hidden notice gives the reason and the way to ask about it. */
async function moderateContent(
  deps: FullDeps,
  tx: Tx,
  a: { staffId: StaffId; kind: ContentKind; id: number; reason: string },
  op: 'hide' | 'restore',
): Promise<void> {
  const done = await changeContent(deps, tx, a.kind, a.id, op, a.reason);
  if (done.serviceId && a.kind === 'review') await recomputeRating(tx, done.serviceId);
  await recordStaffAction(tx, {
    staffId: a.staffId,
    action: `${op}_${a.kind}`,
    targetType: a.kind,
    targetId: a.id,
    reason: a.reason,
    before: done.before,
    after: done.after,
  });
  if (done.authorId !== null) {
    const what = { what: a.kind, what_zh: WHAT[a.kind].zh, what_en: WHAT[a.kind].en };
    await notify(
      deps,
      tx,
      op === 'hide'
        ? { userId: done.authorId, type: 'content_hidden', params: { ...what, reason: a.reason }, link: CONTACT }
        : { userId: done.authorId, type: 'content_restored', params: what },
    );
  }
  await forgetPublicPages(deps, tx);
}

/** Warns a user (recorded in the audit trail and sent as a notice with the reason). */
export async function warnUser(deps: FullDeps, tx: Tx, a: { staffId: StaffId; userId: number; reason: string }): Promise<void> {
  const user = await findAccountSuspension(tx, a.userId);
  if (!user) throw notFound();
  await recordStaffAction(tx, { staffId: a.staffId, action: 'warn_user', targetType: 'user', targetId: a.userId, reason: a.reason });
  await notify(deps, tx, { userId: a.userId, type: 'account_warning', params: { reason: a.reason }, link: CONTACT });
}

async function changeContent(
  deps: FullDeps,
  tx: Tx,
  kind: ContentKind,
  id: number,
  op: 'hide' | 'restore',
  reason: string,
): Promise<Moderated> {
  const hidden = (v: boolean) => ({ hidden: v });
  const refuse = () => conflict(ERROR_CODES.CONFLICT, op === 'hide' ? 'already_hidden' : 'not_hidden');
  if (kind === 'review') {
    const row = op === 'hide' ? await hideReviewRow(tx, id, reason) : await restoreReviewRow(tx, id);
    if (!row) throw (await reviewState(tx, id)) ? refuse() : notFound();
    return { authorId: row.user_id, serviceId: row.quote_service_id, before: hidden(op === 'restore'), after: hidden(op === 'hide') };
  }
  if (kind === 'message') {
    const row = op === 'hide' ? await hideMessageRow(tx, id) : await restoreMessageRow(tx, id);
    if (!row) throw (await findMessageForModeration(tx, id)) ? refuse() : notFound();
    await publishMessageChange(deps, tx, id);
    return { authorId: row.sender_id, before: hidden(op === 'restore'), after: hidden(op === 'hide') };
  }
  const row = op === 'hide' ? await hidePhotoRow(tx, id) : await restorePhotoRow(tx, id);
  if (!row) throw (await findPhotoForModeration(tx, id)) ? refuse() : notFound();
  return { authorId: row.user_id, serviceId: row.quote_service_id, before: hidden(op === 'restore'), after: hidden(op === 'hide') };
}

const SWEEP_BATCH = 200;

/**
 * Ends the suspensions whose end date has passed (the moderation-expiry sweep, every 5 minutes). A sweep rather than
 * a check at read time: the hold of a suspended service is the is_public flag every public read already tests, so
 * lifting it must write the row, and the reinstatement notice must be sent once. Sign-in does check the end date
 * itself (account-suspension.service), so nobody is refused in the minutes before the sweep runs.
 */
export async function endDueSuspensions(deps: FullDeps): Promise<number> {
  let count = 0;
  for (const userId of await accountSuspensionsDue(deps.db, SWEEP_BATCH)) {
    if (await settle(() => deps.db.withTransaction((tx) => reinstateUser(deps, tx, { staffId: null, userId, reason: 'suspension_ended' }))))
      count += 1;
  }
  for (const serviceId of await serviceSuspensionsDue(deps.db, SWEEP_BATCH)) {
    if (
      await settle(() =>
        deps.db.withTransaction((tx) => reinstateService(deps, tx, { staffId: null, serviceId, reason: 'suspension_ended' })),
      )
    )
      count += 1;
  }
  return count;
}

/** A staff member reinstating the same item meanwhile is not a failure of the sweep. */
async function settle(run: () => Promise<void>): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (e) {
    if (e instanceof AppError && e.status === 409) return false;
    throw e;
  }
}
