/** Bid read models: one bid for a party, pro leads and works, inboxes, and a request's quotes to compare. */
import { availableBidActions, type BidActor, type BidState } from '@shared/domain/bid-lifecycle';
import { PAGE_SIZE } from '@shared/domain/limits';
import {
  BID_LIST_FILTER_IDS,
  BID_OUTCOME,
  HIRED_STATUSES,
  WORK_FILTERS,
  requestDisplayState,
  type InboxFilterId,
  type LeadFilter,
  type WorkFilter,
} from '@shared/domain/request-lifecycle';
import { discountedFee } from '@shared/domain/wallet-ledger';
import { customerNameFor } from '@shared/schemas/accounts.schema';
import type { BidView } from '@shared/schemas/bids.schema';
import type { AnswerValue } from '@shared/schemas/requests.schema';
import type { Paged } from '@shared/schemas/common.schema';
import type { Queryable } from '../../lib/db';
import { notFound } from '../../lib/errors';
import { utcString, utcStringOf } from '../../lib/utc-time';
import { attachmentsFromJson } from '../attachments/attachments.service';
import { labelRequestAnswers } from '../catalog/questionnaire.service';
import * as repo from './bids.repository';

export function bidState(b: repo.BidRow): BidState {
  return {
    quote_status_id: b.quote_status_id,
    is_requestor_rejected: b.is_requestor_rejected,
    is_provider_archived: b.is_provider_archived,
    is_interested: b.is_interested,
    narrow_status: b.narrow_status,
    quote_sent_on: utcString(b.quote_sent_on),
    is_consumer_removed: b.consumer_removed_on !== null,
  };
}

function outcome(b: repo.BidViewRow): number {
  if (HIRED_STATUSES.includes(b.quote_status_id)) return BID_OUTCOME.won;
  if (b.quote_status_id === 6 || b.quote_status_id === 9 || b.is_requestor_rejected || b.r_has_hired) return BID_OUTCOME.lost;
  return BID_OUTCOME.pending;
}

/** Maps a joined row to the wire shape for `viewerId` (pro or consumer side). */
export function toBidView(b: repo.BidViewRow, viewerId: number, detail?: { answers: BidView['request']['answers'] }): BidView {
  const viewer: BidActor = b.pro_id === viewerId ? 'pro' : 'consumer';
  const request = { is_closed: b.r_is_closed, is_archived: b.r_is_archived };
  const quoted = b.quote_sent_on !== null;
  return {
    quote_bid_id: b.quote_bid_id,
    quote_request_id: b.quote_request_id,
    quote_service_id: b.quote_service_id,
    quote_status_id: b.quote_status_id,
    bid_outcome: outcome(b),
    narrow_status: b.narrow_status,
    hired_on: utcString(b.hired_on),
    hire_date: b.hire_date,
    hire_time_slot: b.hire_time_slot,
    is_requestor_rejected: b.is_requestor_rejected,
    is_requestor_readed: b.is_requestor_readed,
    requestor_last_read_on: utcString(b.requestor_last_read_on),
    quote_sent_on: utcString(b.quote_sent_on),
    quote_last_update_on: utcString(b.quote_last_update_on),
    provider_last_read_on: utcString(b.provider_last_read_on),
    is_provider_readed: b.is_provider_readed,
    is_provider_archived: b.is_provider_archived,
    is_interested: b.is_interested,
    provider_tag: b.provider_tag,
    rating_type: b.rating_type,
    flat_rate_at: b.flat_rate_at,
    hourly_rate_at: b.hourly_rate_at,
    is_on_site_visit_required_for_quote: b.is_on_site_visit_required_for_quote,
    inspection_fee: b.inspection_fee,
    is_more_information_required: b.is_more_information_required,
    price_note: b.price_note,
    attachments: attachmentsFromJson(b.attachments),
    is_contact_charge: b.is_contact_charge,
    last_used_template_id: b.last_used_template_id,
    requestor_note: viewer === 'consumer' || b.is_requestor_rejected ? b.requestor_note : '',
    completed_on: utcString(b.completed_on),
    consumer_removed_on: utcString(b.consumer_removed_on),
    created: utcStringOf(b.created),
    modified: utcStringOf(b.modified),
    errorMessage: viewer === 'pro' ? b.error_message : null,
    errorAction: viewer === 'pro' ? b.error_action : null,
    ...(viewer === 'pro' ? { quote_fee: quoted ? b.quote_fee_charged : discountedFee(b.c_fee, b.discount_percent) } : {}),
    discount_percent: b.discount_percent,
    unread_count: b.unread_count,
    is_reviewed: b.is_reviewed,
    viewer,
    available_actions: availableBidActions(viewer, bidState(b), request),
    request: {
      category: { id: b.quote_category_id, slug: b.c_slug, name_zh: b.c_name_zh, name_en: b.c_name_en },
      district:
        b.district_id && b.d_slug ? { id: b.district_id, slug: b.d_slug, name_zh: b.d_name_zh ?? '', name_en: b.d_name_en ?? '' } : null,
      description: b.r_description,
      preferred_dates: Array.isArray(b.r_preferred_dates) ? b.r_preferred_dates : [],
      time_slots: b.r_time_slots ?? [],
      is_closed: b.r_is_closed,
      is_archived: b.r_is_archived,
      state: requestDisplayState({ ...request, has_hired: b.r_has_hired }),
      created: utcStringOf(b.r_created),
      ...(detail ? { answers: detail.answers, photos: attachmentsFromJson(b.r_photos) } : {}),
    },
    ...(viewer === 'pro'
      ? {
          consumer: {
            id: b.consumer_id,
            full_name: customerNameFor({ username: b.cu_username, first_name: b.cu_first_name, last_name: b.cu_last_name }, quoted),
            is_phone_confirmed: b.cu_phone_confirmed,
            phone: quoted && b.cu_phone_confirmed ? b.cu_phone : null,
          },
        }
      : {
          service: {
            quote_service_id: b.quote_service_id,
            user_id: b.pro_id,
            slug: b.s_slug,
            business_name_zh: b.business_name_zh,
            business_name_en: b.business_name_en,
            logo_url: b.logo_url,
            rating: Number(b.s_rating),
            review_count: b.s_review_count,
            hired_count: b.s_hired_count,
            response_minutes: b.response_minutes,
            is_verified: b.is_verified,
            phone: b.s_phone,
          },
        }),
  };
}

function paged(rows: repo.BidViewRow[], viewerId: number, page: number, size: number): Paged<BidView> {
  const total = rows[0] ? Number(rows[0].total) : 0;
  return { items: rows.map((r) => toBidView(r, viewerId)), page, page_size: size, total, total_pages: Math.ceil(total / size) };
}

/**
 * GET /api/quote_bid/{id}: a party's view with the labelled answers and photos (someone else's → 404).
 * `detail: false` (the answer to a status change) leaves out answers and photos, which did not change.
 */
export async function getBid(q: Queryable, userId: number, bidId: number, opts: { detail?: boolean } = {}): Promise<BidView> {
  const [row] = await repo.findView(q, userId, bidId);
  if (!row) throw notFound();
  if (opts.detail === false) return toBidView(row, userId);
  const answers = await labelRequestAnswers(q, row.quote_category_id, row.r_fields as Record<string, AnswerValue>);
  return toBidView(row, userId, { answers });
}

/** GET /api/quote_bids/leads */
export async function listLeads(
  q: Queryable,
  userId: number,
  filter: LeadFilter | '8' | '9' | '13',
  page: number,
): Promise<Paged<BidView>> {
  const f: LeadFilter = /^\d+$/.test(filter) ? BID_LIST_FILTER_IDS[Number(filter)] : (filter as LeadFilter);
  const size = PAGE_SIZE.leads;
  return paged(await repo.listLeads(q, userId, f, size, (page - 1) * size), userId, page, size);
}

/** GET /api/quote_bids/works */
export async function listWorks(
  q: Queryable,
  userId: number,
  f: { filter?: WorkFilter; inbox?: number; q?: string; page: number },
): Promise<Paged<BidView>> {
  const size = PAGE_SIZE.leads;
  const rows = await repo.listWorks(
    q,
    userId,
    {
      statuses: f.filter ? WORK_FILTERS[f.filter] : undefined,
      completed: f.filter === 'Completed',
      inbox: f.inbox as InboxFilterId | undefined,
      search: f.q,
    },
    size,
    (f.page - 1) * size,
  );
  return paged(rows, userId, f.page, size);
}

/** GET /api/quote_bids/inbox: the current role decides the side. */
export async function listInbox(
  q: Queryable,
  user: { id: number; role: 'pro' | 'consumer' },
  f: { filter: number; q?: string; page: number },
): Promise<Paged<BidView>> {
  const size = PAGE_SIZE.leads;
  const rows = await repo.listInbox(q, user.id, user.role, f.filter as InboxFilterId, f.q || undefined, size, (f.page - 1) * size);
  const result = paged(rows, user.id, f.page, size);
  const last = new Map(
    (
      await repo.lastMessages(
        q,
        rows.map((r) => r.quote_bid_id),
      )
    ).map((m) => [m.quote_bid_id, m]),
  );
  result.items = result.items.map((b) => {
    const m = last.get(b.quote_bid_id);
    return {
      ...b,
      last_message: m ? { body: m.body.slice(0, 140), created: utcStringOf(m.created), is_mine: m.sender_id === user.id } : null,
    };
  });
  return result;
}

/** GET /api/quote_bids/by_request/{requestId}: the owner's quotes to compare side by side. */
export async function listByRequest(q: Queryable, userId: number, requestId: number): Promise<BidView[]> {
  if ((await repo.requestOwner(q, requestId)) !== userId) throw notFound();
  return (await repo.listByRequest(q, userId, requestId)).map((r) => toBidView(r, userId));
}
