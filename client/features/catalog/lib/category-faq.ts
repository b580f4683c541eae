/**
 * The FAQ of category/{slug}: the category's own questions, with the price question answered from its price guide
 * (median and usual range of real quotes, with the sample size) instead of a range written by hand. One source for
 * the page's list and its FAQPage JSON-LD.
 */
import type { TFunction } from 'i18next';
import type { FaqItem, PriceGuide } from '@shared/schemas/catalog.schema';
import { priceLabel } from '@client/lib/price-label';

/** The price question every category's FAQ starts with ("水喉維修收費大約幾多？", "How much does … cost in Hong Kong?"). */
const PRICE_QUESTION = /收費大約幾多？$|^How much does .+ cost in Hong Kong\?$/;

export function isPriceQuestion(item: FaqItem): boolean {
  return PRICE_QUESTION.test(item.question.trim());
}

/** The price answer from the guide's bands: the first priced type with a figure, else how many quotes there are so far. */
export function priceAnswer(t: TFunction, guide: PriceGuide): string {
  const band = guide.bands.find((b) => b.median !== null && b.low !== null && b.high !== null);
  if (!band || band.median === null || band.low === null || band.high === null) {
    return t('catalog|category>faq_price_few', { count: guide.total_samples, min: guide.min_samples, name: guide.category.name });
  }
  return t('catalog|category>faq_price', {
    name: guide.category.name,
    median: priceLabel(t, band.median, band.rating_type),
    low: priceLabel(t, band.low, band.rating_type),
    high: priceLabel(t, band.high, band.rating_type),
    count: band.samples,
  });
}

export function categoryFaq(t: TFunction, faq: FaqItem[], guide: PriceGuide): FaqItem[] {
  return faq.map((item) => (isPriceQuestion(item) ? { question: item.question, answer: priceAnswer(t, guide) } : item));
}
