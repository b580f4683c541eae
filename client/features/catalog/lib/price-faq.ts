/**
 * The price FAQ of price/{slug}, written from the cost guide's own numbers. One source for the
 * page's disclosure list and its FAQPage JSON-LD. Every answer states its sample size; with too few quotes the
 * answer says so instead of giving a figure.
 */
import type { TFunction } from 'i18next';
import type { FaqItem } from '@shared/schemas/catalog.schema';
import type { CostCell, CostGuide, TrendPoint } from '@shared/schemas/price-guide.schema';
import type { Language } from '@shared/i18n/i18n-config';
import { PRICE_TREND_MONTHS, quarterOf, sharePercent } from '@shared/domain/price-guide';
import { formatHkDate } from '@shared/utils/hk-dates';
import { priceLabel } from '@client/lib/price-label';

const k = (key: string) => `catalog|price_guide>faq>${key}`;

type Shown = CostCell & { median: number };
const shown = (c: CostCell): c is Shown => c.median !== null;

/** The cheapest and dearest of cells with a median, when at least two differ. */
function extremes(cells: Shown[]): { lo: Shown; hi: Shown } | null {
  if (cells.length < 2) return null;
  const sorted = [...cells].sort((a, b) => a.median - b.median);
  const lo = sorted[0];
  const hi = sorted[sorted.length - 1];
  return hi.median > lo.median ? { lo, hi } : null;
}

function costAnswer(t: TFunction, g: CostGuide, lng: Language): string {
  const main = g.split.find((s) => s.rating_type === g.main_type);
  const priced = g.split.filter((s) => s.rating_type !== 'onsite').reduce((n, s) => n + s.samples, 0);
  if (!main || main.median === null || main.low === null || main.high === null) {
    return t(k('cost_few'), { count: priced, min: g.min_samples });
  }
  const type = main.rating_type;
  return t(k('cost'), {
    count: main.samples,
    type: t(`catalog|price_guide>type_lower>${type}`),
    date: g.last_quote_on ? formatHkDate(g.last_quote_on, lng) : '',
    median: priceLabel(t, main.median, type),
    low: priceLabel(t, main.low, type),
    high: priceLabel(t, main.high, type),
  });
}

function factorsAnswer(t: TFunction, g: CostGuide): string {
  const label = (dim: CostGuide['job'], value: string | null) => dim?.options.find((o) => o.value === value)?.label ?? value ?? '';
  const byJob = extremes(g.cells.filter((c) => c.property === null && c.rating_type === g.main_type).filter(shown));
  if (!byJob) return t(k('factors_few'), { min: g.min_samples });
  const parts = [
    t(k('factors_job'), {
      high_job: label(g.job, byJob.hi.job),
      high: priceLabel(t, byJob.hi.median, byJob.hi.rating_type),
      high_count: byJob.hi.samples,
      low_job: label(g.job, byJob.lo.job),
      low: priceLabel(t, byJob.lo.median, byJob.lo.rating_type),
      low_count: byJob.lo.samples,
    }),
  ];
  // Property types are compared within one job type, so the job's own effect does not show up as theirs.
  const jobs = [...new Set(g.cells.map((c) => c.job))];
  const byProperty = jobs
    .map((job) => ({
      job,
      x: extremes(g.cells.filter((c) => c.job === job && c.property !== null && c.rating_type === g.main_type).filter(shown)),
    }))
    .find((e) => e.x !== null);
  if (byProperty?.x) {
    const { lo, hi } = byProperty.x;
    parts.push(
      t(k('factors_property'), {
        job: label(g.job, byProperty.job),
        high_property: label(g.property, hi.property),
        high: priceLabel(t, hi.median, hi.rating_type),
        low_property: label(g.property, lo.property),
        low: priceLabel(t, lo.median, lo.rating_type),
      }),
    );
  }
  return parts.join(' ');
}

const onsiteCount = (g: CostGuide) => g.split.find((s) => s.rating_type === 'onsite')?.samples ?? 0;

function onsiteAnswer(t: TFunction, g: CostGuide): string {
  const onsite = onsiteCount(g);
  return t(k('onsite'), { share: sharePercent(onsite, g.total_quotes), count: onsite, total: g.total_quotes });
}

/** The newest quarter with a median against the oldest one, from the trend. */
function recentAnswer(t: TFunction, g: CostGuide): string {
  const quarter = (start: string) => t('catalog|price_guide>trend>quarter', quarterOf(start));
  const shown = g.trend.filter((p): p is TrendPoint & { median: number } => p.median !== null);
  const type = g.main_type ?? 'flat';
  const last = shown[shown.length - 1];
  if (!last) return t(k('recent_none'), { months: PRICE_TREND_MONTHS, min: g.min_samples });
  const values = { quarter: quarter(last.period_start), median: priceLabel(t, last.median, type), count: last.samples, min: g.min_samples };
  if (shown.length === 1) return t(k('recent_single'), values);
  return t(k('recent'), { ...values, first_quarter: quarter(shown[0].period_start), first_median: priceLabel(t, shown[0].median, type) });
}

function compareAnswer(t: TFunction, g: CostGuide): string {
  const shares = g.split
    .filter((s) => s.samples > 0)
    .map((s) =>
      t(k('compare_share'), { share: sharePercent(s.samples, g.total_quotes), type: t(`catalog|price_guide>type_lower>${s.rating_type}`) }),
    )
    .join(t(k('list_separator')));
  const main = g.split.find((s) => s.rating_type === g.main_type);
  const parts = [shares ? t(k('compare_types'), { shares }) : t(k('compare_types_none'))];
  if (main && main.low !== null && main.high !== null) {
    parts.push(t(k('compare_range'), { low: priceLabel(t, main.low, main.rating_type), high: priceLabel(t, main.high, main.rating_type) }));
  }
  parts.push(t(k('compare_check')));
  return parts.join(' ');
}

/** The price questions of a category with answers computed from its cost guide; the on-site one only when pros asked for visits. */
export function priceFaq(t: TFunction, g: CostGuide, lng: Language): FaqItem[] {
  const name = g.category.name;
  return [
    { question: t(k('q_cost'), { name }), answer: costAnswer(t, g, lng) },
    { question: t(k('q_factors'), { name }), answer: factorsAnswer(t, g) },
    ...(onsiteCount(g) > 0 ? [{ question: t(k('q_onsite'), { name }), answer: onsiteAnswer(t, g) }] : []),
    { question: t(k('q_recent'), { name }), answer: recentAnswer(t, g) },
    { question: t(k('q_compare'), { name }), answer: compareAnswer(t, g) },
  ];
}
