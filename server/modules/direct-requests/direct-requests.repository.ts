/** SQL of narrowed matches (a request sent to one chosen pro first) and the work requirement. */
import { HIRED_STATUSES, OPEN_BID_STATUSES } from '@shared/domain/request-lifecycle';
import type { Queryable } from '../../lib/db';
import { placesTakenSql } from '../bids/bid-records.service';
import { qualifiedSql } from '../qualification/category-qualification.service';
import { servesDistrictSql } from '../requests/requests.service';

export interface DirectServiceRow {
  quote_service_id: number;
  user_id: number;
  business_name_zh: string;
  business_name_en: string;
  /** The pro can take a request in this category now: public, published, not paused, not limited, licensed (SPEC §8 251). */
  available: boolean;
}

/** The chosen pro's service as seen for `categoryId` (undefined when the service does not exist or is private). */
export async function findDirectService(q: Queryable, serviceId: number, categoryId: number): Promise<DirectServiceRow | undefined> {
  const { rows } = await q.query<DirectServiceRow>(
    `SELECT s.quote_service_id, s.user_id, s.business_name_zh, s.business_name_en,
            (EXISTS (SELECT 1 FROM service_categories sc WHERE sc.quote_service_id = s.quote_service_id AND sc.quote_category_id = $2)
             AND NOT ($2 = ANY (u.category_limitation))
             AND ${qualifiedSql('s.quote_service_id', '$2')}
             AND NOT EXISTS (SELECT 1 FROM service_pause_events p
                              WHERE p.quote_service_id = s.quote_service_id AND now() >= p.begin_time AND now() < p.end_time)) AS available
       FROM quote_services s JOIN users u ON u.id = s.user_id
      WHERE s.quote_service_id = $1 AND s.is_public AND NOT s.is_archived AND s.profile_ready_on IS NOT NULL`,
    [serviceId, categoryId],
  );
  return rows[0];
}

/** The active categories of a public service that it may take requests in (SPEC §8 251), main (first added) first. */
export async function serviceCategorySlugs(q: Queryable, serviceId: number): Promise<string[] | undefined> {
  const { rows } = await q.query<{ slugs: string[] | null; found: boolean }>(
    `SELECT true AS found, (SELECT array_agg(c.slug ORDER BY sc.quote_category_id)
                               FROM service_categories sc JOIN quote_categories c ON c.id = sc.quote_category_id AND c.is_active
                              WHERE sc.quote_service_id = s.quote_service_id
                                AND ${qualifiedSql('sc.quote_service_id', 'sc.quote_category_id')}) AS slugs
       FROM quote_services s WHERE s.quote_service_id = $1 AND s.is_public AND NOT s.is_archived AND s.profile_ready_on IS NOT NULL`,
    [serviceId],
  );
  return rows[0] ? (rows[0].slugs ?? []) : undefined;
}

export interface InvitableRow {
  quote_request_id: number;
  quote_category_id: number;
  created: Date;
  fields: Record<string, unknown> | null;
  description: string;
  c_slug: string;
  c_name_zh: string;
  c_name_en: string;
  d_name_zh: string | null;
  d_name_en: string | null;
}

/**
 * The consumer's open requests that could be sent to this pro (invite_pro): a category the service takes and holds the
 * licence for (SPEC §8 251), a district the service serves (as matching decides it), nobody hired, fewer live bids
 * than match_limit, and no bid of this service on it. Newest first.
 */
export async function invitableRequests(q: Queryable, consumerId: number, serviceId: number, limit: number): Promise<InvitableRow[]> {
  const { rows } = await q.query<InvitableRow>(
    `SELECT r.quote_request_id, r.quote_category_id, r.created, r.fields, r.description, c.slug AS c_slug, c.name_zh AS c_name_zh, c.name_en AS c_name_en,
            d.name_zh AS d_name_zh, d.name_en AS d_name_en
       FROM quote_requests r
       JOIN quote_categories c ON c.id = r.quote_category_id AND c.is_active
       JOIN service_categories sc ON sc.quote_category_id = r.quote_category_id AND sc.quote_service_id = $2
       JOIN quote_services s ON s.quote_service_id = sc.quote_service_id
       LEFT JOIN districts d ON d.id = r.district_id
      WHERE r.user_id = $1 AND NOT r.is_closed AND NOT r.is_archived
        AND NOT EXISTS (SELECT 1 FROM quote_bids hb WHERE hb.quote_request_id = r.quote_request_id AND hb.quote_status_id IN (3, 4, 5))
        AND NOT EXISTS (SELECT 1 FROM quote_bids b WHERE b.quote_request_id = r.quote_request_id AND b.quote_service_id = $2)
        AND NOT EXISTS (SELECT 1 FROM quote_services os WHERE os.quote_service_id = $2 AND os.user_id = $1)
        AND ${placesTakenSql('r.quote_request_id')} < c.match_limit
        AND ${qualifiedSql('sc.quote_service_id', 'r.quote_category_id')}
        AND ${servesDistrictSql('s', 'r.district_id')}
      ORDER BY r.created DESC, r.quote_request_id DESC
      LIMIT $3`,
    [consumerId, serviceId, limit],
  );
  return rows;
}

/** An open request of the consumer's that this pro already has (not declined or passed), newest first. */
export async function findContacted(q: Queryable, consumerId: number, serviceId: number) {
  // Only a conversation still under way counts: once this job was hired (by anyone), completed or closed, the consumer
  // is a repeat customer who may ask the pro again with a new request.
  const { rows } = await q.query<{ quote_request_id: number; quote_bid_id: number }>(
    `SELECT r.quote_request_id, b.quote_bid_id FROM quote_requests r
       JOIN quote_bids b ON b.quote_request_id = r.quote_request_id AND b.quote_service_id = $2
      WHERE r.user_id = $1 AND NOT r.is_closed AND NOT r.is_archived
        AND b.quote_status_id = ANY ($3::int[]) AND b.narrow_status <> 3
        AND NOT EXISTS (SELECT 1 FROM quote_bids h WHERE h.quote_request_id = r.quote_request_id AND h.quote_status_id = ANY ($4::int[]))
      ORDER BY r.created DESC LIMIT 1`,
    [consumerId, serviceId, OPEN_BID_STATUSES, HIRED_STATUSES],
  );
  return rows[0];
}

/** The service already has a bid on the request (whatever its status). */
export async function hasBid(q: Queryable, requestId: number, serviceId: number): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM quote_bids WHERE quote_request_id = $1 AND quote_service_id = $2', [requestId, serviceId]);
  return rows.length > 0;
}

/** The request's district names for the new-lead notification (null when the request has none). */
export async function requestDistrict(q: Queryable, requestId: number) {
  const { rows } = await q.query<{ district_zh: string; district_en: string }>(
    `SELECT d.name_zh AS district_zh, d.name_en AS district_en
       FROM quote_requests r JOIN districts d ON d.id = r.district_id WHERE r.quote_request_id = $1`,
    [requestId],
  );
  return rows[0] ?? { district_zh: null, district_en: null };
}

export interface NarrowRow {
  quote_request_id: number;
  user_id: number;
  quote_category_id: number;
  is_closed: boolean;
  is_archived: boolean;
  narrow_service_id: number | null;
  narrow_outcome: 'accepted' | 'declined' | 'expired' | 'removed' | null;
  narrow_resolved_on: Date | null;
  others_matched_on: Date | null;
  work_requirement: string;
  work_requirement_on: Date | null;
  business_name_zh: string | null;
  business_name_en: string | null;
  quote_bid_id: number | null;
  narrow_status: number | null;
  bid_created: Date | null;
  bid_status: number | null;
  bid_quoted: boolean | null;
  bid_removed: boolean | null;
}

/** The request's narrowed-match columns with the chosen pro's bid; `lock` takes the request row for update. */
export async function findNarrow(q: Queryable, requestId: number, lock = false): Promise<NarrowRow | undefined> {
  const { rows } = await q.query<NarrowRow>(
    `SELECT r.quote_request_id, r.user_id, r.quote_category_id, r.is_closed, r.is_archived, r.narrow_service_id, r.narrow_outcome,
            r.narrow_resolved_on, r.others_matched_on, r.work_requirement, r.work_requirement_on,
            s.business_name_zh, s.business_name_en, b.quote_bid_id, b.narrow_status, b.created AS bid_created,
            b.quote_status_id AS bid_status, b.quote_sent_on IS NOT NULL AS bid_quoted, b.consumer_removed_on IS NOT NULL AS bid_removed
       FROM quote_requests r
       LEFT JOIN quote_services s ON s.quote_service_id = r.narrow_service_id
       LEFT JOIN quote_bids b ON b.quote_request_id = r.quote_request_id AND b.quote_service_id = r.narrow_service_id
      WHERE r.quote_request_id = $1 ${lock ? 'FOR UPDATE OF r' : ''}`,
    [requestId],
  );
  return rows[0];
}
