/** The read models of the service editor: the editable service (both languages) and the pro's service list. */
import type { Language } from '@shared/i18n/i18n-config';
import {
  quoteJobPreferenceSchema,
  type EditableService,
  type MyService,
  type PauseEvent,
  type QuoteJobPreference,
} from '@shared/schemas/service-editor.schema';
import type { Queryable } from '../../lib/db';
import { notFound } from '../../lib/errors';
import { approvedLicenceTypes } from '../qualification/category-qualification.service';
import { missingOf } from './completeness';
import * as repo from './service-editor.repository';
import * as parts from './service-parts.repository';

export const sfxOf = (lng: Language): repo.Sfx => (lng === 'en-HK' ? 'en' : 'zh');

/** A stored preference that predates the schema (or is damaged) reads as the defaults. */
function preferenceOf(raw: unknown): QuoteJobPreference {
  const parsed = quoteJobPreferenceSchema.safeParse(raw ?? {});
  return parsed.success ? parsed.data : quoteJobPreferenceSchema.parse({});
}

type Hour = EditableService['business_hours'][number];

/** Stored hours as [{weekday, open, close}] sorted; anything else in the column is ignored. */
export function hoursOf(raw: unknown): Hour[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter(
      (h): h is Hour =>
        h !== null && typeof h === 'object' && typeof h.weekday === 'number' && typeof h.open === 'string' && typeof h.close === 'string',
    )
    .map((h) => ({ weekday: h.weekday, open: h.open, close: h.close }))
    .sort((a, b) => a.weekday - b.weekday || a.open.localeCompare(b.open));
}

export const toPauseEvent = (p: parts.PauseRow): PauseEvent => ({
  id: p.id,
  quote_service_id: p.quote_service_id,
  begin_time: p.begin_time,
  end_time: p.end_time,
  title: p.title,
  description: p.description,
});

/** Everything the editor shows about one service (ownership already checked). */
export async function readEditable(q: Queryable, userId: number, id: number): Promise<EditableService> {
  const s = await repo.findOwned(q, userId, id);
  if (!s) throw notFound();
  // One after the other: `q` may be a transaction's client, which runs one query at a time.
  const categories = await repo.listCategories(q, id);
  const districtIds = await repo.listAreaIds(q, id);
  const faqs = await parts.listFaqs(q, id);
  const pauses = await parts.listPauses(q, id);
  const links = await parts.listLinks(q, id);
  const licences = await approvedLicenceTypes(q, id);
  return {
    quote_service_id: s.quote_service_id,
    slug: s.slug,
    business_name_zh: s.business_name_zh,
    business_name_en: s.business_name_en,
    description_zh: s.description_zh,
    description_en: s.description_en,
    phone: s.phone,
    is_phone_confirmed: s.is_phone_confirmed,
    year_founded: s.year_founded,
    employees: s.employees,
    website: s.website,
    logo_url: s.logo_url,
    is_public: s.is_public,
    is_archived: s.is_archived,
    is_verified: s.is_verified,
    onboard_step: s.onboard_step,
    profile_ready: s.profile_ready_on !== null,
    is_service_professional_travels_to_me: s.is_service_professional_travels_to_me,
    is_customer_travel_to_me: s.is_customer_travel_to_me,
    is_over_phone_or_internet: s.is_over_phone_or_internet,
    travel_distance_km: s.travel_distance_km,
    base_district_id: s.base_district_id,
    categories: categories.map((c) => ({ ...c, quote_job_preference: preferenceOf(c.quote_job_preference) })),
    district_ids: districtIds,
    approved_licence_types: licences,
    business_hours: hoursOf(s.business_hours),
    faqs,
    pause_events: pauses.map(toPauseEvent),
    external_review_links: links,
    review_count: s.review_count,
    rating: Number(s.rating),
    missing: missingOf({ ...s, category_count: categories.length, area_count: districtIds.length }),
  };
}

function toMine(r: repo.MineRow): MyService {
  return {
    quote_service_id: r.quote_service_id,
    business_name: r.business_name,
    logo_url: r.logo_url,
    is_public: r.is_public,
    is_archived: r.is_archived,
    onboard_step: r.onboard_step,
    profile_ready: r.profile_ready,
    paused_until: r.paused_until,
    categories: r.categories,
    area_count: r.area_count,
    review_count: r.review_count,
    rating: Number(r.rating),
    hired_count: r.hired_count,
    missing: missingOf({ ...r, category_count: r.categories.length }),
  };
}

/** The pro's services and how many are not archived. */
export async function readMine(q: Queryable, userId: number, lng: Language): Promise<{ items: MyService[]; quote_service_count: number }> {
  const rows = await repo.listMine(q, userId, sfxOf(lng));
  return { items: rows.map(toMine), quote_service_count: rows.filter((r) => !r.is_archived).length };
}
