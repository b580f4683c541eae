/**
 * The public profile a service will have once published, built from the editor's own data (the public endpoint
 * answers 404 until then). Figures only the marketplace knows (hires, response time, prices quoted, approved
 * certificates) are left empty, as they are on a brand-new profile.
 */
import type { Language } from '@shared/i18n/i18n-config';
import type { ProProfile } from '@shared/schemas/pro-services.schema';
import type { EditableService } from '@shared/schemas/service-editor.schema';
import type { ServiceMedia } from '@shared/schemas/service-media.schema';
import { publicImageOf } from '@shared/domain/image-variants';

export interface DraftProfileSources {
  lng: Language;
  /** The Area step's options (GET /services/area_options in the same language). */
  districts: { id: number; slug: string; name: string; region: ProProfile['areas'][number]['region'] }[];
  /** Photos and logo (GET /services/{id}/media), when at hand. */
  media?: Pick<ServiceMedia, 'photos' | 'logo'>;
}

/** One language's text with the other as the fallback (a missing language shows the other, as on the profile). */
const pick = (lng: Language, zh: string, en: string) => (lng === 'en-HK' ? en || zh : zh || en);

export function draftProfile(s: EditableService, { lng, districts, media }: DraftProfileSources): ProProfile {
  const byId = new Map(districts.map((d) => [d.id, d]));
  const base = s.base_district_id === null ? undefined : byId.get(s.base_district_id);
  const description = pick(lng, s.description_zh, s.description_en);
  return {
    quote_service_id: s.quote_service_id,
    slug: s.slug,
    business_name: pick(lng, s.business_name_zh, s.business_name_en),
    summary: description.slice(0, 160),
    logo_url: s.logo_url,
    rating: s.rating,
    review_count: s.review_count,
    hired_count: 0,
    response_minutes: null,
    starting_price: null,
    starting_price_type: null,
    is_verified: s.is_verified,
    year_founded: s.year_founded,
    base_district: base ? { slug: base.slug, name: base.name } : null,
    category_figures: [],
    categories: s.categories.map((c) => ({ slug: c.slug, name: pick(lng, c.name_zh, c.name_en), genre_slug: '' })),
    description,
    employees: s.employees,
    website: s.website,
    created: '',
    is_service_professional_travels_to_me: s.is_service_professional_travels_to_me,
    is_customer_travel_to_me: s.is_customer_travel_to_me,
    is_over_phone_or_internet: s.is_over_phone_or_internet,
    travel_distance_km: s.travel_distance_km,
    areas: s.district_ids.flatMap((id) => {
      const d = byId.get(id);
      return d ? [{ slug: d.slug, name: d.name, region: d.region }] : [];
    }),
    faqs: [...s.faqs]
      .sort((a, b) => a.display_order - b.display_order)
      .map((f) => ({ question: pick(lng, f.question_zh, f.question_en), answer: pick(lng, f.answer_zh, f.answer_en) })),
    business_hours: s.business_hours,
    certificates: [],
    media: [...(media?.photos ?? [])]
      .sort((a, b) => a.display_order - b.display_order)
      .map((p) => ({
        id: p.id,
        url: p.url,
        caption: pick(lng, p.caption_zh, p.caption_en),
        width: p.width,
        height: p.height,
        image: publicImageOf(p.attachment),
      })),
    logo: publicImageOf(media?.logo),
    paused_until: null,
  };
}
