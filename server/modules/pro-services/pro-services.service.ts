/**
 * Public pro profiles and lists (SPEC §2 public routes): pro-list, pro-search, near-me and category pros sorted by
 * hired_count descending, 20 a page (SPEC §9); the featured block only with ≥ 50 qualifying pros (SPEC §6).
 */
import type { Language } from '@shared/i18n/i18n-config';
import { PAGE_SIZE } from '@shared/domain/limits';
import { MIN_PRO_COUNT_TO_DISPLAY } from '@shared/config/feature-flags';
import { FEATURED_MIN_RATING, FEATURED_MIN_REVIEWS } from '@shared/domain/catalog';
import type { FeaturedPros, ProCard, ProListQuery, ProPage, ProProfile } from '@shared/schemas/pro-services.schema';
import { publicMediaUrl, publicMediaUrlOf } from '@shared/domain/public-media';
import type { Db } from '../../lib/db';
import { notFound } from '../../lib/errors';
import { memo } from '../../lib/memo-cache';
import { publicImageOf } from '../attachments/attachments.service';
import * as catalog from '../catalog/catalog.service';
import * as repo from './pro-services.repository';

const SUMMARY_CHARS = 110;

/** The first sentence or so of a description, for cards. */
export function summarize(text: string, maxLatin = SUMMARY_CHARS): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  // CJK text carries about twice the meaning per character.
  const cjk = (clean.match(/[\u3400-\u9fff]/g) ?? []).length;
  const max = cjk > clean.length / 3 ? Math.round(maxLatin * 0.6) : maxLatin;
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const stop = Math.max(cut.lastIndexOf('。'), cut.lastIndexOf('. '), cut.lastIndexOf('！'));
  return stop > max * 0.5 ? cut.slice(0, stop + 1) : `${cut.replace(/[\s,，、]+\S*$/, '')}…`;
}

/** The columns a pro card is made of, as the pro list and search read them. */
export type ProCardSource = Omit<repo.ProRow, 'rating' | 'categories'> & {
  rating: number | string;
  categories: { slug: string; name: string }[] | null;
};

export function toProCard(r: ProCardSource): ProCard {
  return {
    quote_service_id: r.quote_service_id,
    slug: r.slug,
    business_name: r.business_name,
    summary: summarize(r.description),
    // Cards show public services only: their logo is served from /media (ADR 0045).
    logo_url: publicMediaUrlOf(r.logo_url),
    rating: Number(r.rating),
    review_count: r.review_count,
    hired_count: r.hired_count,
    response_minutes: r.response_minutes,
    starting_price: r.starting_price,
    starting_price_type: r.starting_price_type,
    is_verified: r.is_verified,
    year_founded: r.year_founded,
    base_district: r.district_slug ? { slug: r.district_slug, name: r.district_name ?? r.district_slug } : null,
  };
}

/** Escapes LIKE wildcards and wraps the keyword for a contains-match. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

async function filterOf(db: Db, q: ProListQuery): Promise<repo.ProFilter> {
  const [category, genre, district] = await Promise.all([
    q.category ? catalog.categoryBySlug(db, q.category, q.lng) : undefined,
    q.genre ? catalog.getGenre(db, q.genre, q.lng) : undefined,
    q.district ? catalog.districtBySlug(db, q.district, q.lng) : undefined,
  ]);
  const keyword = q.q?.trim();
  return {
    categoryId: category?.id,
    genreId: genre?.id,
    districtId: district?.id,
    region: q.region,
    pattern: keyword ? likePattern(keyword) : undefined,
  };
}

/** A page of pros for the filter; a page past the end is a 404 (so crawlers never index empty pages). */
export function listPros(db: Db, q: ProListQuery): Promise<ProPage> {
  const key = `pros:list:${q.lng}:${q.category ?? ''}:${q.genre ?? ''}:${q.district ?? ''}:${q.region ?? ''}:${q.q ?? ''}:${q.page}`;
  return memo(db, key, async () => {
    const f = await filterOf(db, q);
    const size = PAGE_SIZE.proList;
    const [total, rows] = await Promise.all([
      repo.countPros(db, f),
      repo.listPros(db, f, { sfx: catalog.sfxOf(q.lng), limit: size, offset: (q.page - 1) * size }),
    ]);
    const totalPages = Math.max(1, Math.ceil(total / size));
    if (q.page > totalPages) throw notFound();
    return { items: rows.map(toProCard), page: q.page, page_size: size, total, total_pages: totalPages };
  });
}

/** service/{serviceId}: a public profile, or a 404 for unknown, private or archived services. */
export function getProfile(db: Db, id: number, lng: Language): Promise<ProProfile> {
  return memo(db, `pros:profile:${lng}:${id}`, async () => {
    const r = await repo.getProfile(db, id, catalog.sfxOf(lng));
    if (!r) throw notFound();
    const hours = Array.isArray(r.business_hours) ? (r.business_hours as ProProfile['business_hours']) : [];
    return {
      ...toProCard(r),
      description: r.description,
      employees: r.employees,
      website: r.website,
      created: r.created,
      is_service_professional_travels_to_me: r.is_service_professional_travels_to_me,
      is_customer_travel_to_me: r.is_customer_travel_to_me,
      is_over_phone_or_internet: r.is_over_phone_or_internet,
      travel_distance_km: r.travel_distance_km,
      categories: r.categories ?? [],
      areas: r.areas,
      faqs: r.faqs.filter((f) => f.question && f.answer),
      business_hours: hours.filter((h) => h && typeof h.weekday === 'number').sort((a, b) => a.weekday - b.weekday),
      certificates: r.certificates,
      media: r.media.map((m) => ({
        id: m.id,
        url: publicMediaUrlOf(m.url),
        caption: m.caption,
        width: m.width,
        height: m.height,
        image: publicImageOf(m),
      })),
      logo: r.logo ? publicImageOf(r.logo) : null,
      paused_until: r.paused_until,
      category_figures: r.category_figures.map((f) => ({ ...f, rating: Number(f.rating) })),
    };
  });
}

/** featured-pros: best-rated qualifying pros; `show` only when at least 50 qualify (SPEC §6). */
export function getFeatured(db: Db, q: { lng: Language; page: number; limit: number }): Promise<FeaturedPros> {
  return memo(db, `pros:featured:${q.lng}:${q.page}:${q.limit}`, async () => {
    const f: repo.ProFilter = { minRating: FEATURED_MIN_RATING, minReviews: FEATURED_MIN_REVIEWS };
    const count = await repo.countPros(db, f);
    const show = count >= MIN_PRO_COUNT_TO_DISPLAY;
    const totalPages = Math.max(1, Math.ceil(count / q.limit));
    if (show && q.page > totalPages) throw notFound();
    const rows = show
      ? await repo.listPros(db, f, { sfx: catalog.sfxOf(q.lng), limit: q.limit, offset: (q.page - 1) * q.limit, order: 'rating' })
      : [];
    return {
      qualifying_count: count,
      min_count: MIN_PRO_COUNT_TO_DISPLAY,
      show,
      items: rows.map(toProCard),
      page: q.page,
      total_pages: totalPages,
    };
  });
}

/** Each public profile's image URLs (display size, JPEG, under /media), logo first (the image sitemap). */
export function listPublicProfileImages(db: Db): Promise<Map<number, string[]>> {
  return memo(db, 'pros:public-images', async () => {
    const rows = await repo.listPublicImageIds(db);
    return new Map(rows.map((r) => [r.quote_service_id, r.ids.map((id) => publicMediaUrl(id, 'display', 'jpeg'))]));
  });
}

/** Every public profile's id, slug and last change (sitemap). */
export function listPublicProfiles(db: Db): Promise<{ quote_service_id: number; slug: string; modified: string }[]> {
  return memo(db, 'pros:public-ids', () => repo.listPublicIds(db));
}
