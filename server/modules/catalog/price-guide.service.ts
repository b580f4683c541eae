/**
 * The cost guide of price/{slug}: a real cost table per job type × property type from the
 * questionnaire answers of requests and their sent quotes, the split by quote type, a quarterly trend, reviews
 * that mention price and the category's cheapest and best-rated pros. Public and cached for 1200 s (SPEC §9).
 */
import type { Language } from '@shared/i18n/i18n-config';
import { MIN_PRICE_SAMPLES, roundGuidePrice } from '@shared/domain/catalog';
import {
  PRICE_BEST_RATED_MIN_REVIEWS,
  PRICE_CHEAPEST_MIN_QUOTES,
  PRICE_PROS_SHOWN,
  PRICE_REVIEWS_SHOWN,
  PRICE_TIME_ZONE,
  PRICE_TREND_QUARTERS,
  PRICE_WORD_PATTERN,
  PROPERTY_TYPE_KEY,
} from '@shared/domain/price-guide';
import type { CostCell, CostGuide, PricedPro, QuoteTypeSplit } from '@shared/schemas/price-guide.schema';
import type { Db } from '../../lib/db';
import { memo } from '../../lib/memo-cache';
import { categoryBySlug, sfxOf } from './catalog.service';
import { listQuestions, priceBands, quotePeriod, type QuestionRow, type Sfx } from './catalog.repository';
import * as repo from './price-guide.repository';

type Dimension = NonNullable<CostGuide['job']>;
type PricedType = 'flat' | 'hourly';

const TYPE_ORDER = { flat: 0, hourly: 1, onsite: 2 } as const;

function dimensionOf(q: QuestionRow | undefined, sfx: Sfx): Dimension | null {
  if (!q) return null;
  const options = (Array.isArray(q.options) ? q.options : []).map((o) => ({
    value: o.value,
    label: (sfx === 'en' ? o.label_en : o.label_zh) ?? o.value,
  }));
  return { key: q.field_key, label: q.label, options };
}

/** p10 / median / p90 rounded like every guide figure, or nulls under MIN_PRICE_SAMPLES. */
function figures(r: { samples: number; low: number | null; median: number | null; high: number | null }) {
  const show = r.samples >= MIN_PRICE_SAMPLES && r.median !== null;
  const round = (v: number | null) => (show && v !== null ? roundGuidePrice(Number(v)) : null);
  return { samples: r.samples, low: round(r.low), median: round(r.median), high: round(r.high) };
}

/** Cells whose answers are options of the questions (a retired option or a missing answer has no label to show). */
function toCells(rows: repo.CostCellRow[], job: Dimension, property: Dimension | null): CostCell[] {
  const jobs = new Set(job.options.map((o) => o.value));
  const properties = new Set(property?.options.map((o) => o.value) ?? []);
  return rows
    .filter((r) => jobs.has(r.job) && (r.all_properties || (r.property !== null && properties.has(r.property))))
    .map((r) => ({ job: r.job, property: r.all_properties ? null : r.property, rating_type: r.rating_type, ...figures(r) }));
}

function toPro(r: repo.CategoryProRow): PricedPro {
  return {
    quote_service_id: r.quote_service_id,
    slug: r.slug,
    business_name: r.business_name,
    starting_price: r.starting_price === null ? null : Number(r.starting_price),
    typical_price: r.typical_price === null ? null : roundGuidePrice(Number(r.typical_price)),
    quotes: r.quotes,
    rating: r.rating === null ? null : Number(r.rating),
    review_count: r.review_count,
  };
}

/** Cheapest: by their median quote (from 2 quotes), then their lowest. Best rated: by this category's reviews, enough of them. */
function rankPros(rows: repo.CategoryProRow[]): Pick<CostGuide, 'cheapest' | 'best_rated'> {
  const pros = rows.map(toPro);
  const cheapest = pros
    .filter((p) => p.typical_price !== null && p.starting_price !== null && p.quotes >= PRICE_CHEAPEST_MIN_QUOTES)
    .sort((a, b) => a.typical_price! - b.typical_price! || a.starting_price! - b.starting_price! || b.quotes - a.quotes)
    .slice(0, PRICE_PROS_SHOWN);
  const bestRated = pros
    .filter((p) => p.rating !== null && p.review_count >= PRICE_BEST_RATED_MIN_REVIEWS)
    .sort((a, b) => b.rating! - a.rating! || b.review_count - a.review_count)
    .slice(0, PRICE_PROS_SHOWN);
  return { cheapest, best_rated: bestRated };
}

/** The priced quote type most quotes of the category use, or null without a priced quote. */
function mainTypeOf(split: QuoteTypeSplit[]): PricedType | null {
  const priced = split.filter((s): s is QuoteTypeSplit & { rating_type: PricedType } => s.rating_type !== 'onsite' && s.samples > 0);
  return priced.sort((a, b) => b.samples - a.samples)[0]?.rating_type ?? null;
}

/** price/{slug}: the cost guide of one category in one language, or a 404 for an unknown category. */
export function getCostGuide(db: Db, q: { slug: string; lng: Language }): Promise<CostGuide> {
  return memo(db, `catalog:price-report:${q.lng}:${q.slug}`, async () => {
    const sfx = sfxOf(q.lng);
    const c = await categoryBySlug(db, q.slug, q.lng);
    const [questions, bands, period] = await Promise.all([
      listQuestions(db, c.id, sfx),
      priceBands(db, { categoryId: c.id }),
      quotePeriod(db, c.id),
    ]);
    const single = questions.filter((x) => x.type === 'single');
    const job = dimensionOf(
      single.find((x) => x.field_key !== PROPERTY_TYPE_KEY),
      sfx,
    );
    const property = job
      ? dimensionOf(
          single.find((x) => x.field_key === PROPERTY_TYPE_KEY),
          sfx,
        )
      : null;
    const split = bands
      .map((b) => ({
        rating_type: b.rating_type,
        ...(b.rating_type === 'onsite' ? { samples: b.samples, low: null, median: null, high: null } : figures(b)),
      }))
      .sort((a, b) => TYPE_ORDER[a.rating_type] - TYPE_ORDER[b.rating_type]);
    const mainType = mainTypeOf(split);
    const [cells, trend, reviews, pros] = await Promise.all([
      job ? repo.costCells(db, { categoryId: c.id, jobKey: job.key, propertyKey: property?.key ?? null }) : [],
      mainType
        ? repo.quarterlyTrend(db, { categoryId: c.id, ratingType: mainType, quarters: PRICE_TREND_QUARTERS, timeZone: PRICE_TIME_ZONE })
        : [],
      repo.priceReviews(db, { categoryId: c.id, pattern: PRICE_WORD_PATTERN, limit: PRICE_REVIEWS_SHOWN, sfx }),
      repo.categoryPros(db, { categoryId: c.id, ratingType: mainType, sfx }),
    ]);
    return {
      category: { slug: c.slug, name: c.name, icon: c.icon, genre_slug: c.genre_slug, genre_name: c.genre_name },
      min_samples: MIN_PRICE_SAMPLES,
      total_quotes: split.reduce((n, s) => n + s.samples, 0),
      main_type: mainType,
      first_quote_on: period.first,
      last_quote_on: period.last,
      job,
      property,
      cells: job ? toCells(cells, job, property) : [],
      split,
      trend: trend.map((t) => ({
        period_start: t.period_start,
        samples: t.samples,
        median: figures({ ...t, low: null, high: null }).median,
      })),
      reviews: reviews.map((r) => ({
        id: r.id,
        reviewer_name: r.reviewer_name,
        score: r.score,
        note: r.note,
        created: r.created,
        service: { quote_service_id: r.quote_service_id, slug: r.service_slug, business_name: r.business_name },
      })),
      ...rankPros(pros),
    };
  });
}
