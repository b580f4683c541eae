/**
 * SQL of public pro profiles (quote services): filtered lists sorted by hires (SPEC §9), one public profile
 * with its FAQ, hours, areas, certificates and media. Only public, non-archived services are ever returned.
 * `sfx` picks *_zh / *_en columns and is one of two constants.
 */
import type { LicenceType } from '@shared/schemas/certificates.schema';
import type { Queryable } from '../../lib/db';
import { utcSql } from '../../lib/sql-time';
import type { StoredVariants } from '../attachments/attachments.service';
import { categoryFiguresJoin } from '../catalog/catalog.service';

/** The processed-image columns of a photo or logo (attachment_id null for url-only photos). */
type ImageColumns<T = object> = T & {
  attachment_id: number | null;
  width: number | null;
  height: number | null;
  variants: StoredVariants | null;
};

export type Sfx = 'zh' | 'en';

export interface ProFilter {
  categoryId?: number;
  genreId?: number;
  districtId?: number;
  region?: string;
  /** ILIKE pattern, already escaped and wrapped in %. */
  pattern?: string;
  /** Featured rule: minimum rating and reviews. */
  minRating?: number;
  minReviews?: number;
}

export interface ProRow {
  quote_service_id: number;
  slug: string;
  business_name: string;
  description: string;
  logo_url: string | null;
  rating: number;
  review_count: number;
  hired_count: number;
  response_minutes: number | null;
  starting_price: number | null;
  starting_price_type: 'flat' | 'hourly' | 'onsite' | null;
  is_verified: boolean;
  year_founded: number | null;
  district_slug: string | null;
  district_name: string | null;
  categories: { slug: string; name: string; genre_slug: string }[] | null;
}

const WHERE = `qs.is_public AND NOT qs.is_archived AND qs.profile_ready_on IS NOT NULL
  AND ($1::int IS NULL OR EXISTS (SELECT 1 FROM service_categories sc WHERE sc.quote_service_id = qs.quote_service_id AND sc.quote_category_id = $1))
  AND ($2::int IS NULL OR EXISTS (SELECT 1 FROM service_categories sc JOIN quote_categories c ON c.id = sc.quote_category_id
                                   WHERE sc.quote_service_id = qs.quote_service_id AND c.genre_id = $2))
  AND ($3::int IS NULL OR EXISTS (SELECT 1 FROM service_areas sa WHERE sa.quote_service_id = qs.quote_service_id AND sa.district_id = $3))
  AND ($4::text IS NULL OR EXISTS (SELECT 1 FROM service_areas sa JOIN districts dd ON dd.id = sa.district_id
                                    WHERE sa.quote_service_id = qs.quote_service_id AND dd.region = $4))
  AND ($5::text IS NULL OR qs.business_name_zh ILIKE $5 OR qs.business_name_en ILIKE $5 OR qs.description_zh ILIKE $5
       OR qs.description_en ILIKE $5 OR EXISTS (SELECT 1 FROM service_categories sc JOIN quote_categories c ON c.id = sc.quote_category_id
                                                 WHERE sc.quote_service_id = qs.quote_service_id
                                                   AND (c.name_zh ILIKE $5 OR c.name_en ILIKE $5 OR c.slug ILIKE $5)))
  AND ($6::numeric IS NULL OR qs.rating >= $6)
  AND ($7::int IS NULL OR qs.review_count >= $7)`;

const params = (f: ProFilter) => [
  f.categoryId ?? null,
  f.genreId ?? null,
  f.districtId ?? null,
  f.region ?? null,
  f.pattern ?? null,
  f.minRating ?? null,
  f.minReviews ?? null,
];

/** Where a card's rating, review count, hire count and price come from: the whole profile, or one category's jobs. */
interface CardStats {
  rating: string;
  review_count: string;
  hired_count: string;
  starting_price: string;
  starting_price_type: string;
}
const PROFILE_STATS: CardStats = {
  rating: 'qs.rating',
  review_count: 'qs.review_count',
  hired_count: 'qs.hired_count',
  starting_price: 'qs.starting_price',
  starting_price_type: 'qs.starting_price_type',
};

/**
 * On a category's lists a pro is shown and ranked by that category's jobs only (catalog's categoryFiguresJoin, the
 * same figures as the category's row on the pro's profile), so a card never claims more than the page it is on and
 * its price is the one for that trade. `$1` is the category id.
 */
const CATEGORY_STATS_JOIN = categoryFiguresJoin('$1');
const CATEGORY_STATS: CardStats = {
  rating: 'cr.rating',
  review_count: 'cr.review_count',
  hired_count: 'ch.hired_count',
  starting_price: 'cp.starting_price',
  starting_price_type: 'cp.starting_price_type',
};

const cardColumns = (
  sfx: Sfx,
  stats: CardStats = PROFILE_STATS,
) => `qs.quote_service_id, qs.slug, qs.business_name_${sfx} AS business_name, qs.description_${sfx} AS description,
  qs.logo_url, ${stats.rating} AS rating, ${stats.review_count} AS review_count, ${stats.hired_count} AS hired_count,
  qs.response_minutes, ${stats.starting_price} AS starting_price, ${stats.starting_price_type} AS starting_price_type,
  qs.is_verified, qs.year_founded, d.slug AS district_slug, d.name_${sfx} AS district_name,
  (SELECT json_agg(json_build_object('slug', c.slug, 'name', c.name_${sfx}, 'genre_slug', g.slug) ORDER BY c.display_order, c.id)
     FROM service_categories sc JOIN quote_categories c ON c.id = sc.quote_category_id JOIN genres g ON g.id = c.genre_id
    WHERE sc.quote_service_id = qs.quote_service_id AND c.is_active) AS categories`;

export async function countPros(db: Queryable, f: ProFilter): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM quote_services qs WHERE ${WHERE}`, params(f));
  return rows[0]?.n ?? 0;
}

/**
 * Pros matching the filter, most hired first (SPEC §9), then best rated. With a category, the figures shown and
 * ranked on are that category's (CATEGORY_STATS_JOIN), so a renovation firm does not outrank plumbers under plumbing
 * on the strength of its renovation jobs.
 */
export async function listPros(
  db: Queryable,
  f: ProFilter,
  page: { sfx: Sfx; limit: number; offset: number; order?: 'hired' | 'rating' },
): Promise<ProRow[]> {
  const scoped = f.categoryId !== undefined;
  const st = scoped ? CATEGORY_STATS : PROFILE_STATS;
  const order =
    page.order === 'rating'
      ? `${st.rating} DESC, ${st.review_count} DESC, ${st.hired_count} DESC`
      : `${st.hired_count} DESC, ${st.rating} DESC, ${st.review_count} DESC`;
  const { rows } = await db.query<ProRow>(
    `SELECT ${cardColumns(page.sfx, st)} FROM quote_services qs LEFT JOIN districts d ON d.id = qs.base_district_id
      ${scoped ? CATEGORY_STATS_JOIN : ''}
      WHERE ${WHERE} ORDER BY ${order}, qs.quote_service_id LIMIT $8 OFFSET $9`,
    [...params(f), page.limit, page.offset],
  );
  return rows;
}

export interface ProfileRow extends ProRow {
  employees: number | null;
  website: string | null;
  created: string;
  is_service_professional_travels_to_me: boolean;
  is_customer_travel_to_me: boolean;
  is_over_phone_or_internet: boolean;
  travel_distance_km: number;
  business_hours: unknown;
  areas: { slug: string; name: string; region: 'hong-kong-island' | 'kowloon' | 'new-territories' }[];
  faqs: { question: string; answer: string }[];
  certificates: {
    service_certificate_id: number;
    name: string;
    type: 'company' | 'personal';
    licence_type: LicenceType | null;
    status: number;
    description: string;
    reviewed_on: string | null;
  }[];
  media: ImageColumns<{ id: number; url: string; caption: string }>[];
  logo: ImageColumns | null;
  paused_until: string | null;
  /** The figures of each category the pro offers, as that category's lists show the pro. */
  category_figures: {
    slug: string;
    name: string;
    rating: number;
    review_count: number;
    hired_count: number;
    starting_price: number | null;
    starting_price_type: 'flat' | 'hourly' | 'onsite' | null;
  }[];
}

/** A FAQ text in the viewer's language, or the other language's when the pro wrote it in one language only. */
const faqText = (col: 'question' | 'answer', sfx: Sfx) => `COALESCE(NULLIF(f.${col}_${sfx}, ''), f.${col}_${sfx === 'zh' ? 'en' : 'zh'})`;

/** One public profile with everything its page shows. */
export async function getProfile(db: Queryable, id: number, sfx: Sfx): Promise<ProfileRow | undefined> {
  const { rows } = await db.query<ProfileRow>(
    `SELECT ${cardColumns(sfx)}, qs.employees, qs.website, ${utcSql('qs.created')} AS created,
            qs.is_service_professional_travels_to_me, qs.is_customer_travel_to_me, qs.is_over_phone_or_internet,
            qs.travel_distance_km, qs.business_hours,
            COALESCE((SELECT json_agg(json_build_object('slug', dd.slug, 'name', dd.name_${sfx}, 'region', dd.region) ORDER BY dd.display_order)
                        FROM service_areas sa JOIN districts dd ON dd.id = sa.district_id WHERE sa.quote_service_id = qs.quote_service_id), '[]') AS areas,
            COALESCE((SELECT json_agg(json_build_object('question', ${faqText('question', sfx)}, 'answer', ${faqText('answer', sfx)}) ORDER BY f.display_order, f.id)
                        FROM service_faqs f WHERE f.quote_service_id = qs.quote_service_id), '[]') AS faqs,
            COALESCE((SELECT json_agg(json_build_object('service_certificate_id', sc.service_certificate_id, 'name', sc.name, 'type', sc.type,
                                                        'licence_type', sc.licence_type, 'status', sc.status, 'description', sc.description,
                                                        'reviewed_on', ${utcSql('sc.reviewed_on')}) ORDER BY sc.reviewed_on, sc.service_certificate_id)
                        FROM service_certificates sc WHERE sc.quote_service_id = qs.quote_service_id AND sc.status = 2), '[]') AS certificates,
            COALESCE((SELECT json_agg(json_build_object('id', m.id, 'url', m.url, 'caption', m.caption_${sfx}, 'attachment_id', a.id,
                                                        'width', COALESCE(a.width, m.width), 'height', COALESCE(a.height, m.height),
                                                        'variants', a.variants) ORDER BY m.display_order, m.id)
                        FROM service_media m LEFT JOIN attachments a ON a.id = m.attachment_id
                       WHERE m.quote_service_id = qs.quote_service_id AND m.hidden_at IS NULL), '[]') AS media,
            (SELECT json_build_object('attachment_id', a.id, 'width', a.width, 'height', a.height, 'variants', a.variants)
               FROM attachments a WHERE a.id = qs.logo_attachment_id) AS logo,
            (SELECT ${utcSql('max(p.end_time)')} FROM service_pause_events p
              WHERE p.quote_service_id = qs.quote_service_id AND now() BETWEEN p.begin_time AND p.end_time) AS paused_until,
            COALESCE((SELECT json_agg(json_build_object('slug', c.slug, 'name', c.name_${sfx}, 'rating', cr.rating,
                                                        'review_count', cr.review_count, 'hired_count', ch.hired_count,
                                                        'starting_price', cp.starting_price, 'starting_price_type', cp.starting_price_type)
                                      ORDER BY c.display_order, c.id)
                        FROM service_categories sc JOIN quote_categories c ON c.id = sc.quote_category_id
                        ${categoryFiguresJoin('sc.quote_category_id')}
                       WHERE sc.quote_service_id = qs.quote_service_id AND c.is_active), '[]') AS category_figures
       FROM quote_services qs LEFT JOIN districts d ON d.id = qs.base_district_id
      WHERE qs.quote_service_id = $1 AND qs.is_public AND NOT qs.is_archived AND qs.profile_ready_on IS NOT NULL`,
    [id],
  );
  return rows[0];
}

/** Ids and slugs of every public profile (for the sitemap). */
export async function listPublicIds(db: Queryable): Promise<{ quote_service_id: number; slug: string; modified: string }[]> {
  const { rows } = await db.query(
    `SELECT quote_service_id, slug, ${utcSql('modified')} AS modified FROM quote_services qs
      WHERE qs.is_public AND NOT qs.is_archived AND qs.profile_ready_on IS NOT NULL ORDER BY quote_service_id`,
  );
  return rows as { quote_service_id: number; slug: string; modified: string }[];
}

/**
 * Each public profile's images as its page shows them, logo first, then photos of past work in their order: the
 * attachments with a display size (the image sitemap lists that size).
 */
export async function listPublicImageIds(db: Queryable): Promise<{ quote_service_id: number; ids: number[] }[]> {
  const { rows } = await db.query(
    `SELECT qs.quote_service_id,
            array_remove(ARRAY[(SELECT a.id FROM attachments a WHERE a.id = qs.logo_attachment_id AND a.variants ? 'display')]
              || COALESCE((SELECT array_agg(m.attachment_id ORDER BY m.display_order, m.id)
                             FROM service_media m JOIN attachments a ON a.id = m.attachment_id
                            WHERE m.quote_service_id = qs.quote_service_id AND m.hidden_at IS NULL AND a.variants ? 'display'),
                          '{}'), NULL) AS ids
       FROM quote_services qs
      WHERE qs.is_public AND NOT qs.is_archived AND qs.profile_ready_on IS NOT NULL`,
  );
  return rows as { quote_service_id: number; ids: number[] }[];
}
