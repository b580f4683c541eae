/**
 * SQL on a pro's own quote services: the row, its categories, areas and onboarding state. Every statement that
 * takes a service id trusts the caller to have checked ownership (service-editor.service.ts `writable`/`owned`).
 */
import type { LicenceType } from '@shared/domain/verification';
import type { Queryable } from '../../lib/db';
import { utcSql } from '../../lib/sql-time';
import { qualifiedSql } from '../qualification/category-qualification.service';

export type Sfx = 'zh' | 'en';

export interface ServiceRow {
  quote_service_id: number;
  user_id: number;
  slug: string;
  business_name_zh: string;
  business_name_en: string;
  description_zh: string;
  description_en: string;
  phone: string | null;
  is_phone_confirmed: boolean;
  year_founded: number | null;
  employees: number | null;
  website: string | null;
  logo_url: string | null;
  is_public: boolean;
  is_archived: boolean;
  is_verified: boolean;
  onboard_step: number;
  profile_ready_on: Date | null;
  is_service_professional_travels_to_me: boolean;
  is_customer_travel_to_me: boolean;
  is_over_phone_or_internet: boolean;
  travel_distance_km: number;
  base_district_id: number | null;
  business_hours: unknown;
  rating: number;
  review_count: number;
  hired_count: number;
}

/** The caller's service (archived ones too); `lock` takes a row lock for a write. */
export async function findOwned(q: Queryable, userId: number, id: number, lock = false): Promise<ServiceRow | undefined> {
  const { rows } = await q.query<ServiceRow>(
    `SELECT * FROM quote_services WHERE quote_service_id = $1 AND user_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [id, userId],
  );
  return rows[0];
}

/** Serialises service creation per user (the limit of active services). */
export async function lockUser(q: Queryable, userId: number): Promise<void> {
  await q.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
}

export async function countActive(q: Queryable, userId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM quote_services WHERE user_id = $1 AND NOT is_archived', [
    userId,
  ]);
  return rows[0]?.n ?? 0;
}

export interface BasicValues {
  business_name_zh: string;
  business_name_en: string;
  phone: string;
  year_founded: number | null;
  employees: number | null;
  website: string | null;
}

/** A new service in onboarding step 1: public, not ready, table defaults for travel. Returns its id. */
export async function insertService(q: Queryable, userId: number, v: BasicValues, slug: string): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO quote_services (user_id, slug, business_name_zh, business_name_en, phone, is_phone_confirmed, year_founded, employees,
                                 website, is_public, onboard_step, profile_ready_on)
     VALUES ($1, $2, $3, $4, $5, true, $6, $7, $8, true, 1, NULL) RETURNING quote_service_id AS id`,
    [userId, slug, v.business_name_zh, v.business_name_en, v.phone, v.year_founded, v.employees, v.website],
  );
  return rows[0].id;
}

/** Slugs are assigned one at a time (no unique index on quote_services.slug). */
export async function lockSlugs(q: Queryable): Promise<void> {
  await q.query(`SELECT pg_advisory_xact_lock(hashtext('quote_services.slug'))`);
}

export async function slugTaken(q: Queryable, slug: string, exceptId: number): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM quote_services WHERE slug = $1 AND quote_service_id <> $2', [slug, exceptId]);
  return rows.length > 0;
}

export async function setSlug(q: Queryable, id: number, slug: string): Promise<void> {
  await q.query('UPDATE quote_services SET slug = $2 WHERE quote_service_id = $1', [id, slug]);
}

export async function updateBasic(q: Queryable, id: number, v: BasicValues): Promise<void> {
  await q.query(
    `UPDATE quote_services SET business_name_zh = $2, business_name_en = $3, phone = $4, is_phone_confirmed = true, year_founded = $5,
            employees = $6, website = $7, modified = now() WHERE quote_service_id = $1`,
    [id, v.business_name_zh, v.business_name_en, v.phone, v.year_founded, v.employees, v.website],
  );
}

export interface TravelValues {
  is_service_professional_travels_to_me: boolean;
  is_customer_travel_to_me: boolean;
  is_over_phone_or_internet: boolean;
  travel_distance_km: number;
  base_district_id: number | null;
}

export async function updateTravel(q: Queryable, id: number, v: TravelValues): Promise<void> {
  await q.query(
    `UPDATE quote_services SET is_service_professional_travels_to_me = $2, is_customer_travel_to_me = $3, is_over_phone_or_internet = $4,
            travel_distance_km = $5, base_district_id = $6, modified = now() WHERE quote_service_id = $1`,
    [
      id,
      v.is_service_professional_travels_to_me,
      v.is_customer_travel_to_me,
      v.is_over_phone_or_internet,
      v.travel_distance_km,
      v.base_district_id,
    ],
  );
}

/** Which of `ids` are existing, active categories. */
export async function activeCategoryIds(q: Queryable, ids: number[]): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>('SELECT id FROM quote_categories WHERE id = ANY($1::int[]) AND is_active', [ids]);
  return rows.map((r) => r.id);
}

/** Keeps the settings of categories that stay; new ones get the column defaults. */
export async function replaceCategories(q: Queryable, id: number, categoryIds: number[]): Promise<void> {
  await q.query('DELETE FROM service_categories WHERE quote_service_id = $1 AND NOT (quote_category_id = ANY($2::int[]))', [
    id,
    categoryIds,
  ]);
  await q.query(
    `INSERT INTO service_categories (quote_service_id, quote_category_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
    [id, categoryIds],
  );
}

export interface CategorySettingsValues {
  is_auto_quote_on: boolean;
  is_direct_reserve_on: boolean;
  /** undefined keeps the stored preference. */
  quote_job_preference?: object;
  auto_message: string;
}

export async function updateCategorySettings(q: Queryable, id: number, categoryId: number, v: CategorySettingsValues): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE service_categories SET is_auto_quote_on = $3, is_direct_reserve_on = $4,
            quote_job_preference = COALESCE($5::jsonb, quote_job_preference), auto_message = $6
      WHERE quote_service_id = $1 AND quote_category_id = $2`,
    [
      id,
      categoryId,
      v.is_auto_quote_on,
      v.is_direct_reserve_on,
      v.quote_job_preference ? JSON.stringify(v.quote_job_preference) : null,
      v.auto_message,
    ],
  );
  return (rowCount ?? 0) > 0;
}

export interface ServiceCategoryRow {
  id: number;
  slug: string;
  name_zh: string;
  name_en: string;
  quote_fee: number;
  is_auto_quote_on: boolean;
  is_direct_reserve_on: boolean;
  quote_job_preference: unknown;
  auto_message: string;
  required_licence_type: LicenceType | null;
  /** The service holds the licence the category needs (always true when it needs none). */
  qualified: boolean;
}

/** The service's active categories with their per-category settings and licence requirement (SPEC §8 251). */
export async function listCategories(q: Queryable, id: number): Promise<ServiceCategoryRow[]> {
  const { rows } = await q.query<ServiceCategoryRow>(
    `SELECT c.id, c.slug, c.name_zh, c.name_en, c.quote_fee, sc.is_auto_quote_on, sc.is_direct_reserve_on, sc.quote_job_preference, sc.auto_message,
            c.required_licence_type, ${qualifiedSql('sc.quote_service_id', 'c.id')} AS qualified
       FROM service_categories sc JOIN quote_categories c ON c.id = sc.quote_category_id
      WHERE sc.quote_service_id = $1 AND c.is_active ORDER BY c.display_order, c.id`,
    [id],
  );
  return rows;
}

/** Which of `ids` are existing districts. */
export async function existingDistrictIds(q: Queryable, ids: number[]): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>('SELECT id FROM districts WHERE id = ANY($1::int[])', [ids]);
  return rows.map((r) => r.id);
}

export async function replaceAreas(q: Queryable, id: number, districtIds: number[]): Promise<void> {
  await q.query('DELETE FROM service_areas WHERE quote_service_id = $1 AND NOT (district_id = ANY($2::int[]))', [id, districtIds]);
  await q.query('INSERT INTO service_areas (quote_service_id, district_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING', [
    id,
    districtIds,
  ]);
}

export async function listAreaIds(q: Queryable, id: number): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(
    `SELECT d.id FROM service_areas sa JOIN districts d ON d.id = sa.district_id WHERE sa.quote_service_id = $1 ORDER BY d.display_order, d.id`,
    [id],
  );
  return rows.map((r) => r.id);
}

/** Sets one or more plain columns of the service (names are from a fixed list in the service layer). */
export async function updateColumns(
  q: Queryable,
  id: number,
  values: Partial<Record<'business_hours' | 'description_zh' | 'description_en' | 'is_public', unknown>>,
): Promise<void> {
  const keys = Object.keys(values) as (keyof typeof values)[];
  const sets = keys.map((k, i) => `${k} = $${i + 2}`).join(', ');
  await q.query(`UPDATE quote_services SET ${sets}, modified = now() WHERE quote_service_id = $1`, [
    id,
    ...keys.map((k) => (k === 'business_hours' ? JSON.stringify(values[k]) : values[k])),
  ]);
}

export async function archive(q: Queryable, id: number): Promise<void> {
  await q.query(
    'UPDATE quote_services SET is_archived = true, archived_on = now(), modified = now() WHERE quote_service_id = $1 AND NOT is_archived',
    [id],
  );
}

/** Onboarding only moves forward (resumable). */
export async function raiseOnboardStep(q: Queryable, id: number, step: number): Promise<void> {
  await q.query('UPDATE quote_services SET onboard_step = GREATEST(onboard_step, $2) WHERE quote_service_id = $1', [id, step]);
}

/** profile_ready: the first publication time is kept; onboarding ends at step 3. */
export async function markProfileReady(q: Queryable, id: number): Promise<void> {
  await q.query(
    `UPDATE quote_services SET profile_ready_on = COALESCE(profile_ready_on, now()), onboard_step = 3, modified = now()
      WHERE quote_service_id = $1`,
    [id],
  );
}

/** A service of the caller's list: columns of the service and what the list works out for it. */
export interface MineRow extends Pick<
  ServiceRow,
  | 'quote_service_id'
  | 'business_name_zh'
  | 'business_name_en'
  | 'description_zh'
  | 'description_en'
  | 'phone'
  | 'is_phone_confirmed'
  | 'logo_url'
  | 'is_public'
  | 'is_archived'
  | 'onboard_step'
  | 'review_count'
  | 'rating'
  | 'hired_count'
  | 'is_service_professional_travels_to_me'
  | 'is_customer_travel_to_me'
  | 'is_over_phone_or_internet'
  | 'base_district_id'
> {
  business_name: string;
  profile_ready: boolean;
  paused_until: string | null;
  categories: { id: number; slug: string; name: string }[];
  area_count: number;
}

const other = (sfx: Sfx): Sfx => (sfx === 'zh' ? 'en' : 'zh');

/** The pro's services, active first (newest first), each with what the list and `missing` need. */
export async function listMine(q: Queryable, userId: number, sfx: Sfx): Promise<MineRow[]> {
  const { rows } = await q.query<MineRow>(
    `SELECT s.quote_service_id, COALESCE(NULLIF(s.business_name_${sfx}, ''), s.business_name_${other(sfx)}) AS business_name,
            s.business_name_zh, s.business_name_en, s.description_zh, s.description_en, s.phone, s.is_phone_confirmed, s.logo_url,
            s.is_public, s.is_archived, s.onboard_step, s.profile_ready_on IS NOT NULL AS profile_ready,
            (SELECT ${utcSql('max(p.end_time)')} FROM service_pause_events p
              WHERE p.quote_service_id = s.quote_service_id AND now() >= p.begin_time AND now() < p.end_time) AS paused_until,
            COALESCE((SELECT json_agg(json_build_object('id', c.id, 'slug', c.slug, 'name', c.name_${sfx}) ORDER BY c.display_order, c.id)
                        FROM service_categories sc JOIN quote_categories c ON c.id = sc.quote_category_id
                       WHERE sc.quote_service_id = s.quote_service_id AND c.is_active), '[]') AS categories,
            (SELECT count(*)::int FROM service_areas sa WHERE sa.quote_service_id = s.quote_service_id) AS area_count,
            s.review_count, s.rating, s.hired_count, s.is_service_professional_travels_to_me, s.is_customer_travel_to_me,
            s.is_over_phone_or_internet, s.base_district_id
       FROM quote_services s WHERE s.user_id = $1
      ORDER BY s.is_archived, s.created DESC, s.quote_service_id DESC`,
    [userId],
  );
  return rows;
}
