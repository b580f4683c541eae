/**
 * The FAQ of a district page, answered from the district's own data: its prices, pros, reply times,
 * reviews and recent jobs. A question is asked only when its answer has data; the page body and the FAQPage JSON-LD
 * of the head are built from the same items.
 */
import type { TFunction } from 'i18next';
import type { FaqItem } from '@shared/schemas/catalog.schema';
import type { NearMeDistrict } from '@shared/schemas/near-me.schema';
import { priceLabel } from '@client/lib/price-label';

/** A median reply time is stated from this many answered requests. */
export const MIN_REPLY_REQUESTS = 3;

/** "40 minutes", "3 hours", "2 days". */
export function durationText(t: TFunction, minutes: number): string {
  if (minutes < 60) return t('catalog|near_me>duration_minutes', { count: Math.max(1, Math.round(minutes)) });
  if (minutes < 48 * 60) return t('catalog|near_me>duration_hours', { count: Math.round(minutes / 60) });
  return t('catalog|near_me>duration_days', { count: Math.round(minutes / 1440) });
}

/** The job types asked most often among the recent jobs, most frequent first. */
export function commonJobTypes(d: NearMeDistrict, max = 3): string[] {
  const counts = new Map<string, number>();
  for (const j of d.jobs.items) if (j.job_type) counts.set(j.job_type, (counts.get(j.job_type) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, max)
    .map(([label]) => label);
}

export function districtFaq(t: TFunction, d: NearMeDistrict): FaqItem[] {
  const v = { name: d.category.name, district: d.district.name };
  const items: FaqItem[] = [];
  const band = d.prices.find((p) => p.median !== null);
  if (band && band.median !== null) {
    const type = t(`catalog|near_me>rate_${band.rating_type}`);
    let answer = t('catalog|near_me>faq_price_a', {
      ...v,
      type,
      median: priceLabel(t, band.median, band.rating_type),
      low: priceLabel(t, band.low, band.rating_type),
      high: priceLabel(t, band.high, band.rating_type),
      count: band.samples,
    });
    if (band.hk_median !== null)
      answer += ` ${t('catalog|near_me>faq_price_hk', { median: priceLabel(t, band.hk_median, band.rating_type) })}`;
    items.push({ question: t('catalog|near_me>faq_price_q', v), answer });
  }
  if (d.counts.pros > 0) {
    let answer = t('catalog|near_me>faq_pros_a', { ...v, count: d.counts.pros });
    if (d.counts.based > 0) answer += ` ${t('catalog|near_me>faq_pros_based', { ...v, count: d.counts.based })}`;
    items.push({ question: t('catalog|near_me>faq_pros_q', v), answer });
  }
  if (d.replies.requests >= MIN_REPLY_REQUESTS && d.replies.median_first_quote_minutes !== null) {
    let answer = t('catalog|near_me>faq_speed_a', {
      ...v,
      count: d.replies.requests,
      time: durationText(t, d.replies.median_first_quote_minutes),
    });
    if (d.replies.avg_quotes !== null) answer += ` ${t('catalog|near_me>faq_speed_quotes', { count: d.replies.avg_quotes })}`;
    items.push({ question: t('catalog|near_me>faq_speed_q', v), answer });
  }
  if (d.counts.reviews > 0 && d.review_avg !== null) {
    items.push({
      question: t('catalog|near_me>faq_reviews_q', v),
      answer: t('catalog|near_me>faq_reviews_a', { ...v, count: d.counts.reviews, avg: d.review_avg.toFixed(1) }),
    });
  }
  const jobs = commonJobTypes(d);
  if (jobs.length && d.jobs.job_type_label) {
    items.push({
      question: t('catalog|near_me>faq_jobs_q', v),
      answer: t('catalog|near_me>faq_jobs_a', {
        ...v,
        question: d.jobs.job_type_label,
        list: jobs.join(t('catalog|near_me>list_separator')),
      }),
    });
  }
  return items;
}

/** The meta description of a district page, from its own figures (a local median when there is one). */
export function districtMetaDescription(t: TFunction, d: NearMeDistrict): string {
  const v = { name: d.category.name, district: d.district.name, count: d.counts.pros };
  const band = d.prices.find((p) => p.median !== null);
  if (d.counts.pros === 0) return t('catalog|near_me>meta_none', v);
  if (band && band.median !== null) {
    return t('catalog|near_me>meta_price', { ...v, median: priceLabel(t, band.median, band.rating_type), samples: band.samples });
  }
  return t('catalog|near_me>meta_pros', v);
}
