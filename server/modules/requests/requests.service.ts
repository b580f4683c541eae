/** Quote request use cases: post (with matching), edit, copy, close/reopen/archive, read, list. */
import crypto from 'node:crypto';
import { ERROR_CODES } from '@shared/api/api-error';
import { PAGE_SIZE } from '@shared/domain/limits';
import { isRealDate, labelAnswers, validateAnswers, type DistrictOption, type FormField } from '@shared/domain/questionnaire';
import { REQUEST_ACTIONS, checkRequestAction, requestDisplayState, type RequestActor } from '@shared/domain/request-lifecycle';
import type { AnswerValue, CloseReason, EditRequestInput, PostRequestInput, RequestView } from '@shared/schemas/requests.schema';
import type { Paged } from '@shared/schemas/common.schema';
import type { Queryable, Tx } from '../../lib/db';
import type { FullDeps } from '../../lib/adapters';
import { badRequest, conflict, notFound, unprocessable } from '../../lib/errors';
import { utcStringOf } from '../../lib/utc-time';
import { attachmentsFromJson, linkAttachments, ownedAttachmentIds, resolveOwnAttachments } from '../attachments/attachments.service';
import { enqueueAutoQuotes } from '../auto-quote/auto-quote-queue.service';
import { refundRequestFees } from '../quote-fees/fee-refunds.service';
import { recordActivity } from '../activity/activity.service';
import { assertNotHeld } from '../accounts/fraud-check.service';
import * as bidRecords from '../bids/bid-records.service';
import * as questionnaire from '../catalog/questionnaire.service';
import { notify } from '../notifications/notifications.service';
import * as repo from './requests.repository';

export interface Content extends repo.RequestContent {
  attachmentIds: number[];
}

function findDistrict(districts: DistrictOption[], ref: unknown): DistrictOption | undefined {
  return districts.find((d) => d.slug === String(ref) || d.id === Number(ref));
}

/** Validates answers against the category's active questionnaire and resolves district, dates, slots and photos. */
export async function prepareContent(
  q: Queryable,
  userId: number,
  categoryId: number,
  input: {
    answers?: Record<string, AnswerValue>;
    district?: string | number;
    preferred_dates?: string[];
    time_slots?: number[];
    description?: string;
    photos?: number[];
  },
  fallbackDistrictId?: number | null,
): Promise<Content> {
  const [fields, districts] = await Promise.all([questionnaire.listFormFields(q, [categoryId]), questionnaire.listDistricts(q)]);
  const answers: Record<string, AnswerValue> = { ...(input.answers ?? {}) };
  const districtField = fields.find((f) => f.is_active && f.type === 'district');
  let district: DistrictOption | undefined;
  if (input.district !== undefined && input.district !== '') {
    district = findDistrict(districts, input.district);
    if (!district) throw badRequest('validation', { district: 'invalid_district' });
    if (districtField) answers[districtField.field_key] = district.slug;
  } else if (fallbackDistrictId && (!districtField || answers[districtField.field_key] === undefined)) {
    district = districts.find((d) => d.id === fallbackDistrictId);
    if (district && districtField) answers[districtField.field_key] = district.slug;
  }
  const photoAnswerIds = fields
    .filter((f) => f.type === 'photo')
    .flatMap((f) => {
      const v = answers[f.field_key];
      return (Array.isArray(v) ? v : v === undefined ? [] : [v]).map(Number).filter(Number.isInteger);
    });
  const photoIds = input.photos ?? [];
  const owned = await ownedAttachmentIds(q, userId, [...photoIds, ...photoAnswerIds]);
  const { clean, errors } = validateAnswers(fields, answers, { districts, ownAttachmentIds: owned });
  const fieldErrors: Record<string, string> = Object.fromEntries(Object.entries(errors).map(([k, v]) => [`answers.${k}`, v]));
  const dates = [...new Set(input.preferred_dates ?? [])];
  if (!dates.every(isRealDate)) fieldErrors.preferred_dates = 'invalid_date';
  if (Object.keys(fieldErrors).length) throw badRequest('validation', fieldErrors);
  if (!district && districtField && clean[districtField.field_key]) district = findDistrict(districts, clean[districtField.field_key]);
  const photos = await resolveOwnAttachments(q, userId, photoIds, 'photos');
  const answerPhotoIds = Object.entries(clean)
    .filter(([k]) => fields.find((f) => f.field_key === k)?.type === 'photo')
    .flatMap(([, v]) => (Array.isArray(v) ? v.map(Number) : []));
  return {
    districtId: district?.id ?? null,
    fields: clean,
    description: (input.description ?? '').trim(),
    preferredDates: dates.sort(),
    timeSlots: [...new Set(input.time_slots ?? [])].sort((a, b) => a - b),
    photos,
    attachmentIds: [...new Set([...photoIds, ...answerPhotoIds])],
  };
}

export async function requireVerifiedPhone(deps: FullDeps, userId: number): Promise<void> {
  // Every way of posting a request passes here: a sign-up held by the fraud check (or blocked) posts nothing.
  await assertNotHeld(deps.db, userId);
  if (!deps.env.featureFlags.consumerPhoneVerification) return;
  if (!(await repo.isPhoneConfirmed(deps.db, userId))) {
    throw unprocessable(ERROR_CODES.MATCH_PHONE_VERIFICATION, 'phone_verification_needed');
  }
}

/** The fairness slot's rule (a new service: published within NEW_PRO_DAYS, fewer than NEW_PRO_MAX_BIDS leads), for the pro centre's text. */
export { NEW_PRO_DAYS, NEW_PRO_MAX_BIDS } from './requests.repository';

/** Creates the request's bids for the best matching pros and tells each pro (in-app + email after commit). */
export async function matchPros(deps: FullDeps, tx: Tx, req: repo.RequestRow, category: repo.CategoryRow): Promise<number> {
  // The places left: pros already on the request (a chosen or invited pro, a job-center opt-in) count
  // toward match_limit unless they passed or declined. The caller holds the request row, as opt-ins do.
  const limit = (category.match_limit || 5) - (await bidRecords.placesTaken(tx, req.quote_request_id));
  if (limit <= 0) return 0;
  const matches = await repo.findMatches(tx, {
    categoryId: category.id,
    districtId: req.district_id,
    requesterId: req.user_id,
    limit,
    requestId: req.quote_request_id,
  });
  const bids = await bidRecords.addMatchedBids(
    tx,
    req.quote_request_id,
    matches.map((m) => m.quote_service_id),
  );
  const district = req.district_id ? (await questionnaire.listDistricts(tx)).find((d) => d.id === req.district_id) : undefined;
  for (const bid of bids) {
    const pro = matches.find((m) => m.quote_service_id === bid.quote_service_id)!;
    await notify(deps, tx, {
      userId: pro.user_id,
      type: 'new_lead',
      requestId: req.quote_request_id,
      bidId: bid.quote_bid_id,
      params: {
        category_zh: category.name_zh,
        category_en: category.name_en,
        district_zh: district?.name_zh ?? null,
        district_en: district?.name_en ?? null,
      },
      link: `/dashboard/requests/${bid.quote_bid_id}`,
    });
  }
  return bids.length;
}

/** Stores the request and runs `match` (the normal matching unless a direct request sends it to one pro first). */
export async function createRequest(
  deps: FullDeps,
  userId: number,
  category: repo.CategoryRow,
  content: Content,
  source: string,
  match: (tx: Tx, row: repo.RequestRow) => Promise<number> = (tx, row) => matchPros(deps, tx, row, category),
) {
  const result = await deps.db.withTransaction(async (tx) => {
    const row = await repo.insert(tx, {
      userId,
      categoryId: category.id,
      districtId: content.districtId,
      fields: content.fields,
      description: content.description,
      preferredDates: content.preferredDates,
      timeSlots: content.timeSlots,
      photos: content.photos,
      recommendSource: source,
      publicHash: crypto.randomBytes(18).toString('base64url'),
    });
    await linkAttachments(tx, content.attachmentIds, 'request', row.quote_request_id);
    await recordActivity(tx, { type: 'create', userId, requestId: row.quote_request_id, meta: { source } });
    const matched = await match(tx, row);
    // One auto-quote job per auto-quoting bid, queued only if this transaction commits.
    await enqueueAutoQuotes(deps, tx, row.quote_request_id);
    return { id: row.quote_request_id, matched };
  });
  return { request: await getRequest(deps.db, userId, result.id), matched_count: result.matched };
}

/** POST /api/quote_requests/search_add: validates the questionnaire, stores the request (Send) and matches pros. */
export async function postRequest(deps: FullDeps, userId: number, input: PostRequestInput) {
  await requireVerifiedPhone(deps, userId);
  const category = await repo.findCategory(deps.db, { id: input.quote_category_id, slug: input.category });
  if (!category || !category.is_active) throw notFound('category_not_found');
  const content = await prepareContent(deps.db, userId, category.id, input);
  return createRequest(deps, userId, category, content, input.recommend_source ?? 'web');
}

/** POST /api/quote_requests/copy/{id}: the same request again, matched anew (SPEC §4 resend). */
export async function copyRequest(deps: FullDeps, userId: number, id: number) {
  const [src] = await repo.selectViews(deps.db, { ownerId: userId, ids: [id], limit: 1, offset: 0 });
  if (!src) throw notFound();
  await requireVerifiedPhone(deps, userId);
  const category = await repo.findCategory(deps.db, { id: src.quote_category_id });
  if (!category || !category.is_active) throw notFound('category_not_found');
  const photos = attachmentsFromJson(src.photos);
  const photoAnswerIds = Object.values(src.fields).flatMap((v) =>
    Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : [],
  );
  const content: Content = {
    districtId: src.district_id,
    fields: src.fields,
    description: src.description,
    preferredDates: src.preferred_dates,
    timeSlots: src.time_slots,
    photos,
    attachmentIds: [...new Set([...photos.map((p) => p.id), ...photoAnswerIds])],
  };
  return createRequest(deps, userId, category, content, 'copy');
}

/** POST /api/quote_requests/edit: only while open and nobody is hired. */
export async function editRequest(deps: FullDeps, userId: number, id: number, input: EditRequestInput): Promise<RequestView> {
  await deps.db.withTransaction(async (tx) => {
    const req = await repo.lock(tx, id);
    if (!req || req.user_id !== userId) throw notFound();
    if (checkRequestAction('edit', 'consumer', req) !== 'ok')
      throw conflict(ERROR_CODES.ILLEGAL_TRANSITION, 'illegal_transition', { action: 'edit' });
    const content = await prepareContent(
      tx,
      userId,
      req.quote_category_id,
      {
        answers: input.answers ?? req.fields,
        district: input.district,
        preferred_dates: input.preferred_dates ?? req.preferred_dates,
        time_slots: input.time_slots ?? req.time_slots,
        description: input.description ?? req.description,
        photos: input.photos ?? attachmentsFromJson(req.photos).map((p) => p.id),
      },
      req.district_id,
    );
    await repo.updateContent(tx, id, content);
    await linkAttachments(tx, content.attachmentIds, 'request', id);
    await recordActivity(tx, { type: 'update', userId, requestId: id });
  });
  return getRequest(deps.db, userId, id);
}

/**
 * Archives the request's open bids (status 9) and, once the transaction commits, tells each bid's pro which action
 * archived it. Answers how many bids it archived.
 */
export async function archiveOpenBidsAndTell(deps: FullDeps, tx: Tx, id: number, action: string): Promise<number> {
  const closed = await bidRecords.archiveOpenBids(tx, id);
  for (const b of closed) {
    tx.afterCommit(() =>
      deps.realtime.publish([b.pro_id], {
        type: 'bid_status',
        quote_bid_id: b.quote_bid_id,
        quote_request_id: id,
        quote_status_id: 9,
        action,
      }),
    );
  }
  return closed.length;
}

/**
 * Close / reopen / archive by the owner, or through an e-mailed link acting for the owner (`via: 'link'`; SPEC §4),
 * in its own transaction.
 */
export async function changeRequestStatus(
  deps: FullDeps,
  actor: RequestActorRef,
  action: 'close' | 'reopen' | 'archive',
  id: number,
  reason?: CloseReason,
): Promise<void> {
  await deps.db.withTransaction((tx) => changeRequestStatusIn(deps, tx, actor, action, id, reason));
}

/** Who changes a request: its owner, signed in or holding a link sent to them. */
export interface RequestActorRef {
  userId: number;
  via?: 'link';
}

/** changeRequestStatus inside the caller's transaction (a link is spent in the same transaction as its action). */
export async function changeRequestStatusIn(
  deps: FullDeps,
  tx: Tx,
  actor: RequestActorRef,
  action: 'close' | 'reopen' | 'archive',
  id: number,
  reason?: CloseReason,
): Promise<void> {
  const role: RequestActor = actor.via === 'link' ? 'hash' : 'consumer';
  const req = await repo.lock(tx, id);
  if (!req || req.user_id !== actor.userId) throw notFound();
  const check = checkRequestAction(action, role, req);
  if (check === 'wrong_actor') throw notFound();
  if (check === 'illegal') throw conflict(ERROR_CODES.ILLEGAL_TRANSITION, 'illegal_transition', { action });
  const rule = REQUEST_ACTIONS[action];
  await repo.setFlags(tx, id, rule.sets);
  if (rule.bids === 'archive_open') await archiveOpenBidsAndTell(deps, tx, id, action);
  else if (rule.bids === 'restore_archived') await bidRecords.restoreArchivedBids(tx, id);
  if (action === 'close' && reason) {
    await tx.query('UPDATE quote_requests SET close_reason = $2 WHERE quote_request_id = $1', [id, reason]);
    if (reason === 'duplicate' || reason === 'invalid') await refundRequestFees(deps, tx, id, `request_${reason}`);
  }
  await recordActivity(tx, {
    type: action === 'reopen' ? 'update' : 'archive',
    userId: actor.userId,
    requestId: id,
    meta: { action, via: role, ...(reason ? { reason } : {}) },
  });
}

function toView(r: repo.RequestViewRow, fields: FormField[], districts: DistrictOption[], owner: boolean): RequestView {
  const state = { is_closed: r.is_closed, is_archived: r.is_archived, has_hired: r.hired_quote_bid_id !== null };
  return {
    quote_request_id: r.quote_request_id,
    quote_category_id: r.quote_category_id,
    category: { id: r.quote_category_id, slug: r.c_slug, name_zh: r.c_name_zh, name_en: r.c_name_en },
    district:
      r.district_id && r.d_slug ? { id: r.district_id, slug: r.d_slug, name_zh: r.d_name_zh ?? '', name_en: r.d_name_en ?? '' } : null,
    fields: r.fields ?? {},
    answers: labelAnswers(fields, r.fields ?? {}, districts),
    description: r.description,
    preferred_dates: Array.isArray(r.preferred_dates) ? r.preferred_dates : [],
    time_slots: r.time_slots ?? [],
    photos: attachmentsFromJson(r.photos),
    recommend_source: r.recommend_source,
    is_closed: r.is_closed,
    is_archived: r.is_archived,
    state: requestDisplayState(state),
    created: utcStringOf(r.created),
    modified: utcStringOf(r.modified),
    matched_count: r.matched_count,
    quote_count: r.quote_count,
    unread_count: r.unread_count,
    hired_quote_bid_id: r.hired_quote_bid_id,
    ...(owner ? { public_hash: r.public_hash } : {}),
  };
}

async function toViews(q: Queryable, rows: repo.RequestViewRow[]): Promise<RequestView[]> {
  const [fields, districts] = await Promise.all([
    questionnaire.listFormFields(q, [...new Set(rows.map((r) => r.quote_category_id))]),
    questionnaire.listDistricts(q),
  ]);
  return rows.map((r) =>
    toView(
      r,
      fields.filter((f) => f.quote_category_id === r.quote_category_id),
      districts,
      true,
    ),
  );
}

/** GET /api/quote_request/{id}: the owner's request (others get 404). */
export async function getRequest(q: Queryable, userId: number, id: number): Promise<RequestView> {
  const rows = await repo.selectViews(q, { ownerId: userId, ids: [id], limit: 1, offset: 0 });
  if (!rows.length) throw notFound();
  return (await toViews(q, rows))[0];
}

/** GET /api/quote_requests/index/page:{n}: newest first, PAGE_SIZE.projects per page. */
export async function listRequests(q: Queryable, userId: number, opts: { page: number; archived: boolean }): Promise<Paged<RequestView>> {
  const size = PAGE_SIZE.projects;
  const rows = await repo.selectViews(q, { ownerId: userId, archived: opts.archived, limit: size, offset: (opts.page - 1) * size });
  const total = rows[0] ? Number(rows[0].total) : 0;
  return { items: await toViews(q, rows), page: opts.page, page_size: size, total, total_pages: Math.ceil(total / size) };
}

/** The owner's request as an e-mailed link shows it: no answers, photos or pro names (hash-links module). */
export async function getRequestSummary(q: Queryable, userId: number, id: number) {
  const r = await getRequest(q, userId, id);
  return {
    quote_request_id: r.quote_request_id,
    category: r.category,
    district: r.district,
    description: r.description,
    state: r.state,
    quote_count: r.quote_count,
    created: r.created,
  };
}

/** A category by id or slug (direct requests). */
export const findCategory = repo.findCategory;
/** The request row locked for update, with whether a pro is hired (direct requests). */
export const lockRequest = repo.lock;
/** SQL condition: a service serves a district, as matching decides it (direct requests offer only such requests). */
export const servesDistrictSql = repo.servesDistrictSql;
