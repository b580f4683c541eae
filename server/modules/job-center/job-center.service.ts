/**
 * Job center (SPEC §7 job center listing, §9 page size 10). A pro browses open requests in the
 * categories and districts of their services that still have room (fewer bids than the category's match_limit,
 * passed ones not counted) and that they have no bid on; opting in takes a place and creates the pro's lead, which
 * the pro then quotes as any lead (the fee, with the request's lead discount, is charged when the quote is sent).
 * Places are counted under a lock on the request row, so concurrent opt-ins never exceed match_limit.
 */
import { labelAnswers } from '@shared/domain/questionnaire';
import { discountedFee } from '@shared/domain/wallet-ledger';
import type { JobCenterItem, JobCenterOptIn, JobCenterPage, JobCenterQuery } from '@shared/schemas/job-center.schema';
import type { Queryable } from '../../lib/db';
import type { FullDeps } from '../../lib/adapters';
import { conflict, notFound } from '../../lib/errors';
import { utcStringOf } from '../../lib/utc-time';
import * as bidRecords from '../bids/bid-records.service';
import { assertQualified } from '../qualification/category-qualification.service';
import * as questionnaire from '../catalog/questionnaire.service';
import * as repo from './job-center.repository';

function toItem(
  r: repo.JobRow,
  fields: Awaited<ReturnType<typeof questionnaire.listFormFields>>,
  districts: Awaited<ReturnType<typeof questionnaire.listDistricts>>,
): JobCenterItem {
  const own = fields.filter((f) => f.quote_category_id === r.c_id);
  return {
    quote_request_id: r.quote_request_id,
    category: { id: r.c_id, slug: r.c_slug, name_zh: r.c_name_zh, name_en: r.c_name_en },
    district: r.d_id !== null ? { id: r.d_id, slug: r.d_slug ?? '', name_zh: r.d_name_zh ?? '', name_en: r.d_name_en ?? '' } : null,
    created: utcStringOf(r.created),
    consumer_first_name: r.cu_first_name,
    description: r.description,
    preferred_dates: r.preferred_dates,
    time_slots: r.time_slots,
    // Photos stay with the lead: a pro who has not opted in may not download the customer's files.
    answers: labelAnswers(own, r.fields ?? {}, districts).filter((a) => a.type !== 'photo'),
    quote_count: r.quoted,
    spots_left: Math.max(0, r.match_limit - r.taken),
    match_limit: r.match_limit,
    fee: discountedFee(r.quote_fee, r.lead_discount_percent),
    original_fee: r.quote_fee,
    discount_percent: r.lead_discount_percent,
  };
}

/** GET /api/quote_requests/job_center */
export async function listJobCenter(q: Queryable, proId: number, query: JobCenterQuery): Promise<JobCenterPage> {
  const pageSize = query.page_size;
  const [rows, filters] = await Promise.all([
    repo.listJobs(q, proId, {
      categoryIds: query.category_ids,
      districts: query.zip_codes,
      maxFeePercent: query.discount_upper_bound ?? null,
      limit: pageSize,
      offset: (query.page - 1) * pageSize,
    }),
    repo.filterOptions(q, proId),
  ]);
  const categoryIds = [...new Set(rows.map((r) => r.c_id))];
  const [fields, districts] = await Promise.all([questionnaire.listFormFields(q, categoryIds), questionnaire.listDistricts(q)]);
  const total = rows[0]?.total ?? 0;
  return {
    items: rows.map((r) => toItem(r, fields, districts)),
    page: query.page,
    page_size: pageSize,
    total,
    total_pages: Math.ceil(total / pageSize),
    filters,
  };
}

/**
 * POST /api/quote_requests/job_center/{requestId}/opt_in. A request the pro's services do not cover, the pro's own
 * request, or a direct request before the consumer asks other pros is 404; a request already opted in answers the
 * same bid again; a closed or hired request is 409 job_center_closed; no place left is 409 job_center_full; a
 * category whose licence the pro's service lacks is 422 251 (category qualification).
 */
export async function optIn(deps: FullDeps, proId: number, requestId: number): Promise<JobCenterOptIn> {
  return deps.db.withTransaction(async (tx) => {
    const req = await repo.lockRequest(tx, requestId);
    if (!req || req.user_id === proId || !req.c_active) throw notFound();
    const existing = await repo.existingBid(tx, proId, requestId);
    if (existing) return { quote_bid_id: existing, quote_request_id: requestId, created: false };
    // A direct request waiting for its chosen pros is not in the job center: another pro cannot take a place on it.
    if (req.reserved) throw notFound();
    const covering = await repo.coveringService(tx, proId, requestId);
    if (!covering) throw notFound();
    const serviceId = covering.quote_service_id;
    // A regulated category (plumbing, electrical) needs the licence first: 422 251 names it (SPEC §8).
    if (!covering.qualified) await assertQualified(tx, serviceId, covering.quote_category_id);
    const places = await bidRecords.placesOf(tx, requestId);
    if (req.is_closed || req.is_archived || places.hired) throw conflict('job_center_closed', 'job_center_closed');
    if (places.taken >= req.match_limit) throw conflict('job_center_full', 'job_center_full', { match_limit: req.match_limit });
    const bidId = await bidRecords.addOptInBid(tx, requestId, serviceId, req.lead_discount_percent);
    if (!bidId) throw conflict('job_center_full', 'job_center_full', { match_limit: req.match_limit });
    return { quote_bid_id: bidId, quote_request_id: requestId, created: true };
  });
}
