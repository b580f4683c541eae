/**
 * Public catalogue use cases (SPEC §2 public routes): genres, categories, districts, near-me and price guides.
 * Everything here is public, language-specific and cached for 1200 s per database (SPEC §9).
 */
import type { Language } from '@shared/i18n/i18n-config';
import { DEMAND_PERIOD_DAYS, MIN_PRICE_SAMPLES, roundGuidePrice, type Region } from '@shared/domain/catalog';
import type {
  CatalogHome,
  CategoryDetail,
  CategorySummary,
  District,
  FaqItem,
  Genre,
  NearMe,
  PriceBand,
  PriceGuide,
  PriceIndex,
  ProLandingStats,
} from '@shared/schemas/catalog.schema';
import { STARTER_FREE_CREDIT } from '@shared/domain/wallet-ledger';
import type { Db } from '../../lib/db';
import { notFound } from '../../lib/errors';
import { memo } from '../../lib/memo-cache';
import * as repo from './catalog.repository';

/** A pro's figures within one category, for the lists and profiles of other modules (see pro-figures.sql.ts). */
export { categoryFiguresJoin } from './pro-figures.sql';

/** The window of the pro landing page's recent figures: the pro-signup pages and category stats count the same days. */
const PRO_STATS_DAYS = DEMAND_PERIOD_DAYS;

export const sfxOf = (lng: Language): repo.Sfx => (lng === 'en-HK' ? 'en' : 'zh');

/** All active categories (with genre and pro count) in one language, cached. */
export function allCategories(db: Db, lng: Language): Promise<repo.CategoryRow[]> {
  return memo(db, `catalog:categories:${lng}`, () => repo.listCategories(db, sfxOf(lng)));
}

/** All districts with their areas in one language, cached. */
export function allDistricts(db: Db, lng: Language): Promise<District[]> {
  return memo(db, `catalog:districts:${lng}`, () => repo.listDistricts(db, sfxOf(lng)));
}

const summary = (c: repo.CategoryRow): CategorySummary => ({
  id: c.id,
  slug: c.slug,
  name: c.name,
  icon: c.icon,
  genre_slug: c.genre_slug,
  pro_count: c.pro_count,
  required_licence_type: c.required_licence_type,
});

/** A category row by slug, or a 404. */
export async function categoryBySlug(db: Db, slug: string, lng: Language): Promise<repo.CategoryRow> {
  const found = (await allCategories(db, lng)).find((c) => c.slug === slug);
  if (!found) throw notFound();
  return found;
}

/** A district by slug, or a 404. */
export async function districtBySlug(db: Db, slug: string, lng: Language): Promise<District> {
  const found = (await allDistricts(db, lng)).find((d) => d.slug === slug);
  if (!found) throw notFound();
  return found;
}

/** Genres in display order, each with its categories. */
export function listGenres(db: Db, lng: Language): Promise<Genre[]> {
  return memo(db, `catalog:genres:${lng}`, async () => {
    const [genres, categories] = await Promise.all([repo.listGenres(db, sfxOf(lng)), allCategories(db, lng)]);
    return genres.map((g) => ({ ...g, categories: categories.filter((c) => c.genre_id === g.id).map(summary) }));
  });
}

/** One genre with its categories, or a 404. */
export async function getGenre(db: Db, slug: string, lng: Language): Promise<Genre> {
  const genre = (await listGenres(db, lng)).find((g) => g.slug === slug);
  if (!genre) throw notFound();
  return genre;
}

function faqOf(raw: unknown, sfx: repo.Sfx): FaqItem[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .map((e: Record<string, string>) => ({
      question: e[`q_${sfx}`] ?? e[`question_${sfx}`] ?? e.question ?? '',
      answer: e[`a_${sfx}`] ?? e[`answer_${sfx}`] ?? e.answer ?? '',
    }))
    .filter((f) => f.question && f.answer);
}

/** A category page's data: what it is, the questions asked, FAQ, related categories and stats. */
export function getCategory(db: Db, slug: string, lng: Language): Promise<CategoryDetail> {
  return memo(db, `catalog:category:${lng}:${slug}`, async () => {
    const sfx = sfxOf(lng);
    const c = await categoryBySlug(db, slug, lng);
    const [questions, stats, categories] = await Promise.all([
      repo.listQuestions(db, c.id, sfx),
      repo.categoryStats(db, c.id, PRO_STATS_DAYS),
      allCategories(db, lng),
    ]);
    const related = categories
      .filter((o) => o.genre_id === c.genre_id && o.id !== c.id)
      .sort((a, b) => b.pro_count - a.pro_count)
      .slice(0, 8)
      .map(summary);
    return {
      id: c.id,
      slug: c.slug,
      name: c.name,
      description: c.description,
      icon: c.icon,
      genre: { slug: c.genre_slug, name: c.genre_name },
      questions: questions.map((q) => ({
        ...q,
        options: (Array.isArray(q.options) ? q.options : []).map((o) => ({
          value: o.value,
          label: (sfx === 'en' ? o.label_en : o.label_zh) ?? o.value,
        })),
      })),
      faq: faqOf(c.faq, sfx),
      related,
      pro_count: c.pro_count,
      review_count: stats.review_count,
      avg_rating: stats.avg_rating === null ? null : Number(stats.avg_rating),
      hired_count: stats.hired_count,
      recent_request_count: stats.recent_request_count,
      quote_fee: c.quote_fee,
      required_licence_type: c.required_licence_type,
    };
  });
}

/** Requests per category over the last 30 days, by slug, cached (which pro-signup pages earn the index). */
export function recentRequestsByCategory(db: Db): Promise<Map<string, number>> {
  return memo(db, 'catalog:recent-requests', () => repo.recentRequestCounts(db, PRO_STATS_DAYS));
}

/** The home page: genres with categories, districts and site statistics. */
export function getCatalogHome(db: Db, lng: Language): Promise<CatalogHome> {
  return memo(db, `catalog:home:${lng}`, async () => {
    const [genres, districts, stats] = await Promise.all([listGenres(db, lng), allDistricts(db, lng), repo.siteStats(db)]);
    return { genres, districts, stats: { ...stats, avg_rating: stats.avg_rating === null ? null : Number(stats.avg_rating) } };
  });
}

/** Real figures for the pro landing page (recent demand, quotes per request, active pros, fees), cached. */
export function getProLandingStats(db: Db): Promise<ProLandingStats> {
  return memo(db, 'catalog:pro-stats', async () => {
    const r = await repo.proLandingStats(db, PRO_STATS_DAYS);
    return {
      period_days: PRO_STATS_DAYS,
      recent_request_count: r.recent_request_count,
      recent_quote_count: r.recent_quote_count,
      avg_quotes_per_request: r.avg_quotes_per_request === null ? null : Number(r.avg_quotes_per_request),
      recent_hire_count: r.recent_hire_count,
      active_pro_count: r.active_pro_count,
      category_count: r.category_count,
      quote_fee_min: r.quote_fee_min ?? 0,
      quote_fee_max: r.quote_fee_max ?? 0,
      starter_credit: STARTER_FREE_CREDIT,
    };
  });
}

/** nearme/{slug}/{city?}/{district?}: the category, the region or district, and pro counts per district. */
export function getNearMe(db: Db, q: { slug: string; region?: Region; district?: string; lng: Language }): Promise<NearMe> {
  return memo(db, `catalog:nearme:${q.lng}:${q.slug}:${q.region ?? ''}:${q.district ?? ''}`, async () => {
    const c = await categoryBySlug(db, q.slug, q.lng);
    const district = q.district ? await districtBySlug(db, q.district, q.lng) : null;
    if (district && district.region !== q.region) throw notFound();
    const [districts, counts] = await Promise.all([allDistricts(db, q.lng), repo.districtProCounts(db, c.id)]);
    return {
      category: { ...summary(c), genre_name: c.genre_name },
      region: q.region ?? null,
      district,
      districts: districts.filter((d) => !q.region || d.region === q.region).map((d) => ({ ...d, pro_count: counts.get(d.id) ?? 0 })),
    };
  });
}

const TYPE_ORDER = { flat: 0, hourly: 1, onsite: 2 } as const;

function toBands(rows: repo.PriceBandRow[]): PriceBand[] {
  const priced = rows.filter((r) => r.rating_type !== 'onsite').sort((a, b) => b.samples - a.samples);
  const main = priced[0]?.rating_type;
  return rows
    .map((r) => {
      const show = r.rating_type !== 'onsite' && r.samples >= MIN_PRICE_SAMPLES && r.median !== null;
      const round = (v: number | null) => (show && v !== null ? roundGuidePrice(Number(v)) : null);
      return { rating_type: r.rating_type, samples: r.samples, low: round(r.low), median: round(r.median), high: round(r.high) };
    })
    .sort((a, b) => (a.rating_type === main ? -1 : b.rating_type === main ? 1 : TYPE_ORDER[a.rating_type] - TYPE_ORDER[b.rating_type]));
}

/**
 * price/{slug}: p10 / median / p90 per quote type from real sent quotes, HK-wide or for one district; the `summary`
 * view leaves out the district list.
 */
export async function getPriceGuide(db: Db, q: { slug: string; district?: string; lng: Language; view?: 'summary' }): Promise<PriceGuide> {
  const guide = await fullPriceGuide(db, q);
  if (q.view !== 'summary') return guide;
  // One summary object per cached guide: server islands cache their HTML by the identity of their data.
  let summary = summaries.get(guide);
  if (!summary) {
    summary = { ...guide, districts: [] };
    summaries.set(guide, summary);
  }
  return summary;
}

const summaries = new WeakMap<PriceGuide, PriceGuide>();

function fullPriceGuide(db: Db, q: { slug: string; district?: string; lng: Language }): Promise<PriceGuide> {
  return memo(db, `catalog:price:${q.lng}:${q.slug}:${q.district ?? ''}`, async () => {
    const c = await categoryBySlug(db, q.slug, q.lng);
    const district = q.district ? await districtBySlug(db, q.district, q.lng) : null;
    const [rows, byDistrict, period, districts] = await Promise.all([
      repo.priceBands(db, { categoryId: c.id, districtId: district?.id }),
      repo.priceByDistrict(db, c.id),
      repo.quotePeriod(db, c.id),
      allDistricts(db, q.lng),
    ]);
    const bands = toBands(rows);
    const mainType = bands.find((b) => b.rating_type !== 'onsite')?.rating_type;
    const byId = new Map(districts.map((d) => [d.id, d]));
    return {
      category: { slug: c.slug, name: c.name, genre_slug: c.genre_slug },
      district: district ? { slug: district.slug, name: district.name, region: district.region } : null,
      total_samples: rows.reduce((n, r) => n + r.samples, 0),
      min_samples: MIN_PRICE_SAMPLES,
      bands,
      districts: byDistrict
        .filter((r) => r.rating_type === mainType && r.samples >= MIN_PRICE_SAMPLES && byId.has(r.district_id))
        .map((r) => {
          const d = byId.get(r.district_id)!;
          return {
            slug: d.slug,
            name: d.name,
            region: d.region,
            rating_type: r.rating_type,
            samples: r.samples,
            median: roundGuidePrice(Number(r.median)),
          };
        })
        .sort((a, b) => districts.findIndex((d) => d.slug === a.slug) - districts.findIndex((d) => d.slug === b.slug)),
      first_quote_on: period.first,
      last_quote_on: period.last,
    };
  });
}

/** price: the main band of every category, grouped by genre. */
export function getPriceIndex(db: Db, lng: Language): Promise<PriceIndex> {
  return memo(db, `catalog:price-index:${lng}`, async () => {
    const [genres, rows] = await Promise.all([listGenres(db, lng), repo.priceBands(db, {})]);
    const byCategory = new Map<number, repo.PriceBandRow[]>();
    for (const r of rows) byCategory.set(r.category_id, [...(byCategory.get(r.category_id) ?? []), r]);
    return genres.map((g) => ({
      genre: { slug: g.slug, name: g.name },
      categories: g.categories.map((c) => {
        const bands = toBands(byCategory.get(c.id) ?? []);
        return {
          slug: c.slug,
          name: c.name,
          icon: c.icon,
          samples: bands.reduce((n, b) => n + b.samples, 0),
          band: bands.find((b) => b.median !== null) ?? null,
        };
      }),
    }));
  });
}
