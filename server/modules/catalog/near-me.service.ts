/**
 * Near-me pages that earn their place (ADR 0018). The indexing threshold of category × district
 * pages (shared/domain/district-pages.ts) is computed here for every pair at once from the same definitions the
 * district page shows, and cached like all catalogue data (1200 s, `catalog:` keys). A district page gets its own
 * local data; a region page gets the districts folded into it (below the threshold, with their pros).
 */
import type { Language } from '@shared/i18n/i18n-config';
import { MIN_PRICE_SAMPLES, roundGuidePrice, type Region } from '@shared/domain/catalog';
import { isDistrictPageIndexable } from '@shared/domain/district-pages';
import { isListingIndexable } from '@shared/domain/listing-thresholds';
import { publicMediaUrlOf } from '@shared/domain/public-media';
import { PAGE_SIZE } from '@shared/domain/limits';
import type { LocalPrice, NearMeDistrict, NearMeRegion, RecentJob } from '@shared/schemas/near-me.schema';
import type { ReviewItem } from '@shared/schemas/reviews.schema';
import type { Db } from '../../lib/db';
import { notFound } from '../../lib/errors';
import { memo } from '../../lib/memo-cache';
import * as catalog from './catalog.service';
import * as repo from './near-me.repository';

/** Reviews, recent jobs and related categories shown on a district page; pros folded into a region page per district. */
const LOCAL_REVIEWS = 6;
const RECENT_JOBS = 8;
const RELATED = 8;
const FOLDED_PROS = 5;
/** The questionnaire field that describes the building (SPEC §3 QuoteFormField key). */
const PROPERTY_FIELD = 'property_type';

/** How fast the category's requests got quotes (requests, median minutes to the first quote, quotes each). */
export const replyTimes = repo.replyTimes;

export interface DistrictPagePair extends repo.PairCountsRow {
  indexable: boolean;
}

/** Local counts and the indexing decision of every active category × district pair, cached. */
export function allDistrictPages(db: Db): Promise<DistrictPagePair[]> {
  return memo(db, 'catalog:district-pages', async () =>
    (await repo.districtPageCounts(db)).map((r) => ({ ...r, indexable: isDistrictPageIndexable(r) })),
  );
}

/** The category × district pages that may be indexed, as nearMe route params (the sitemap lists exactly these). */
export async function indexableDistrictPages(db: Db): Promise<{ slug: string; city: Region; district: string }[]> {
  return (await allDistrictPages(db))
    .filter((p) => p.indexable)
    .map((p) => ({ slug: p.category_slug, city: p.region, district: p.district_slug }));
}

/** The category × region pages that list enough pros to be indexed, as nearMe route params (the sitemap lists exactly these). */
export async function indexableRegionPages(db: Db): Promise<{ slug: string; city: Region }[]> {
  const rows = await memo(db, 'catalog:region-pages', () => repo.regionPageCounts(db));
  return rows.filter((r) => isListingIndexable({ type: 'region', pros: r.pros })).map((r) => ({ slug: r.category_slug, city: r.region }));
}

/** Every district's neighbours by slug (migration 0602), cached. */
function neighbourMap(db: Db): Promise<Map<string, string[]>> {
  return memo(db, 'catalog:district-neighbours', async () => {
    const map = new Map<string, string[]>();
    for (const p of await repo.neighbourPairs(db)) map.set(p.district_slug, [...(map.get(p.district_slug) ?? []), p.neighbour_slug]);
    return map;
  });
}

const TYPE_ORDER = { flat: 0, hourly: 1, onsite: 2 } as const;
const priced = (type: string, samples: number, value: number | null) =>
  type !== 'onsite' && samples >= MIN_PRICE_SAMPLES && value !== null ? roundGuidePrice(Number(value)) : null;

/** Local figures per quote type present in the district, the most quoted priced type first. */
function toLocalPrices(rows: repo.LocalPriceRow[]): LocalPrice[] {
  const local = rows.filter((r) => r.samples > 0);
  const main = local.filter((r) => r.rating_type !== 'onsite').sort((a, b) => b.samples - a.samples)[0]?.rating_type;
  return local
    .map((r) => ({
      rating_type: r.rating_type,
      samples: r.samples,
      low: priced(r.rating_type, r.samples, r.low),
      median: priced(r.rating_type, r.samples, r.median),
      high: priced(r.rating_type, r.samples, r.high),
      hk_samples: r.hk_samples,
      hk_median: priced(r.rating_type, r.hk_samples, r.hk_median),
    }))
    .sort((a, b) => (a.rating_type === main ? -1 : b.rating_type === main ? 1 : TYPE_ORDER[a.rating_type] - TYPE_ORDER[b.rating_type]));
}

const optionLabel = (q: repo.QuestionRow | undefined, value: unknown, sfx: repo.Sfx): string | null => {
  if (!q || typeof value !== 'string' || !value) return null;
  const o = (Array.isArray(q.options) ? q.options : []).find((x) => x.value === value);
  return o ? ((sfx === 'en' ? o.label_en : o.label_zh) ?? o.value) : null;
};

function toJobs(rows: repo.RecentJobRow[], questions: repo.QuestionRow[], sfx: repo.Sfx): NearMeDistrict['jobs'] {
  const property = questions.find((q) => q.field_key === PROPERTY_FIELD);
  const jobType = questions.find((q) => q.field_key !== PROPERTY_FIELD);
  const items: RecentJob[] = rows.map((r) => {
    const hired = r.hired_price !== null && r.hired_type !== null;
    return {
      job_type: optionLabel(jobType, r.fields?.[jobType?.field_key ?? ''], sfx),
      property_type: optionLabel(property, r.fields?.[PROPERTY_FIELD], sfx),
      rating_type: (hired ? r.hired_type : r.median_type) as 'flat' | 'hourly',
      price: Number(hired ? r.hired_price : r.median_price),
      price_basis: hired ? 'hired' : 'median',
      quotes: r.quotes,
      month: r.month,
    };
  });
  return {
    job_type_label: jobType && items.some((j) => j.job_type) ? jobType.label : null,
    property_type_label: property && items.some((j) => j.property_type) ? property.label : null,
    items,
  };
}

function toReview(r: repo.LocalReviewRow): ReviewItem {
  return {
    id: r.id,
    reviewer_name: r.reviewer_name,
    score: r.score,
    note: r.note,
    tags: r.tags ?? [],
    reply: r.comment ?? '',
    created: r.created,
    category: { slug: r.category_slug, name: r.category_name },
    service: { quote_service_id: r.quote_service_id, slug: r.service_slug, business_name: r.business_name },
  };
}

/** nearme/{slug}/{city}/{district}: the page's own local data and whether it may be indexed; 404 past the last page of pros. */
export function getDistrictPage(db: Db, q: { slug: string; district: string; page: number; lng: Language }): Promise<NearMeDistrict> {
  return memo(db, `catalog:nearme-district:${q.lng}:${q.slug}:${q.district}:${q.page}`, async () => {
    const sfx = catalog.sfxOf(q.lng);
    const [c, d] = await Promise.all([catalog.categoryBySlug(db, q.slug, q.lng), catalog.districtBySlug(db, q.district, q.lng)]);
    const [pairs, neighbours, categories, districts] = await Promise.all([
      allDistrictPages(db),
      neighbourMap(db),
      catalog.allCategories(db, q.lng),
      catalog.allDistricts(db, q.lng),
    ]);
    const pairOf = (categoryId: number, districtId: number) =>
      pairs.find((p) => p.category_id === categoryId && p.district_id === districtId);
    const own = pairOf(c.id, d.id);
    const counts = { pros: own?.pros ?? 0, based: own?.based ?? 0, quotes: own?.quotes ?? 0, reviews: own?.reviews ?? 0 };
    const size = PAGE_SIZE.proList;
    const totalPages = Math.max(1, Math.ceil(counts.pros / size));
    if (q.page > totalPages) throw notFound();
    const ids = { categoryId: c.id, districtId: d.id };
    const [pros, prices, reviews, jobs, replies, questions] = await Promise.all([
      repo.districtPros(db, { ...ids, sfx, limit: size, offset: (q.page - 1) * size }),
      repo.localPrices(db, ids),
      repo.localReviews(db, { ...ids, sfx, limit: LOCAL_REVIEWS }),
      repo.recentJobs(db, { ...ids, limit: RECENT_JOBS }),
      repo.replyTimes(db, ids),
      repo.singleChoiceQuestions(db, c.id, sfx),
    ]);
    const districtBySlug = new Map(districts.map((x) => [x.slug, x]));
    return {
      category: { slug: c.slug, name: c.name, genre_slug: c.genre_slug },
      district: { slug: d.slug, name: d.name, region: d.region },
      indexable: own?.indexable ?? false,
      counts,
      pros: {
        items: pros.map((p) => ({
          quote_service_id: p.quote_service_id,
          slug: p.slug,
          business_name: p.business_name,
          logo_url: publicMediaUrlOf(p.logo_url),
          is_verified: p.is_verified,
          based_here: p.based_here,
          base_district: p.base_slug ? { slug: p.base_slug, name: p.base_name ?? p.base_slug } : null,
          rating: Number(p.rating),
          review_count: p.review_count,
          hired_count: p.hired_count,
          local_hired_count: p.local_hired_count,
          response_minutes: p.response_minutes,
          starting_price: p.starting_price,
          starting_price_type: p.starting_price_type,
        })),
        page: q.page,
        page_size: size,
        total: counts.pros,
        total_pages: totalPages,
      },
      prices: toLocalPrices(prices),
      min_samples: MIN_PRICE_SAMPLES,
      reviews: reviews.rows.map(toReview),
      review_avg: reviews.avg === null ? null : Number(reviews.avg),
      jobs: toJobs(jobs, questions, sfx),
      replies: {
        requests: replies.requests,
        median_first_quote_minutes: replies.median_minutes,
        avg_quotes: replies.avg_quotes === null ? null : Number(replies.avg_quotes),
      },
      related: categories
        .filter((o) => o.genre_id === c.genre_id && o.id !== c.id)
        .map((o) => ({ o, pair: pairOf(o.id, d.id) }))
        .filter((x) => x.pair?.indexable)
        .sort((a, b) => b.pair!.pros - a.pair!.pros)
        .slice(0, RELATED)
        .map(({ o, pair }) => ({ slug: o.slug, name: o.name, pros: pair!.pros })),
      neighbours: (neighbours.get(d.slug) ?? [])
        .map((slug) => districtBySlug.get(slug))
        .filter((x) => x !== undefined)
        .sort((a, b) => districts.indexOf(a) - districts.indexOf(b))
        .map((n) => {
          const pair = pairOf(c.id, n.id);
          return { slug: n.slug, name: n.name, region: n.region, pros: pair?.pros ?? 0, indexable: pair?.indexable ?? false };
        }),
    };
  });
}

/** nearme/{slug}/{city}: which districts of the region have their own indexed page, and the others folded in with their pros. */
export function getRegionPage(db: Db, q: { slug: string; region: Region; lng: Language }): Promise<NearMeRegion> {
  return memo(db, `catalog:nearme-region:${q.lng}:${q.slug}:${q.region}`, async () => {
    const c = await catalog.categoryBySlug(db, q.slug, q.lng);
    const [pairs, districts] = await Promise.all([allDistrictPages(db), catalog.allDistricts(db, q.lng)]);
    const inRegion = districts
      .filter((d) => d.region === q.region)
      .map((d) => ({ d, pair: pairs.find((p) => p.category_id === c.id && p.district_id === d.id) }));
    const countsOf = (p: DistrictPagePair | undefined) => ({ pros: p?.pros ?? 0, quotes: p?.quotes ?? 0, reviews: p?.reviews ?? 0 });
    const folded = inRegion.filter((x) => !x.pair?.indexable && (x.pair?.pros ?? 0) > 0);
    const top = await repo.topProsByDistrict(db, {
      categoryId: c.id,
      districtIds: folded.map((x) => x.d.id),
      perDistrict: FOLDED_PROS,
      sfx: catalog.sfxOf(q.lng),
    });
    return {
      region: q.region,
      indexed: inRegion.filter((x) => x.pair?.indexable).map((x) => ({ slug: x.d.slug, name: x.d.name, counts: countsOf(x.pair) })),
      folded: folded.map((x) => ({
        slug: x.d.slug,
        name: x.d.name,
        counts: countsOf(x.pair),
        pros: top
          .filter((p) => p.district_id === x.d.id)
          .map((p) => ({ quote_service_id: p.quote_service_id, slug: p.slug, business_name: p.business_name, based_here: p.based_here })),
      })),
    };
  });
}
