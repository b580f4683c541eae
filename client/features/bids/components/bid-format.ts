/** Text for quotes: price with its type (DESIGN.md: the type is always visible), status, rating. */
import type { TFunction } from 'i18next';
import { formatHkd } from '@shared/utils/format';
import type { BidView } from '@shared/schemas/bids.schema';
import type { BadgeTone } from '@client/ui/badge';

type Quote = Pick<BidView, 'rating_type' | 'flat_rate_at' | 'hourly_rate_at'>;

/** "HK$800" / "HK$300 / hour" / "On-site inspection first". */
export function priceText(t: TFunction, q: Quote): string {
  if (q.rating_type === 'hourly' && q.hourly_rate_at !== null)
    return t('quotes|quote>price_hourly', { price: formatHkd(q.hourly_rate_at) });
  if (q.rating_type === 'flat' && q.flat_rate_at !== null) return formatHkd(q.flat_rate_at);
  if (q.rating_type === 'onsite') return t('quotes|quote>price_onsite');
  return t('quotes|quote>price_none');
}

export function typeText(t: TFunction, q: Quote): string {
  return q.rating_type ? t(`quotes|quote>type_${q.rating_type}`) : t('quotes|quote>type_none');
}

export function ratingLabel(t: TFunction, rating: number, count: number): string {
  return t('quotes|pro>rating_label', { value: rating.toFixed(1), count });
}

/** The status of a quote as its viewer should read it, with a badge tone. */
export function bidStatus(
  bid: Pick<
    BidView,
    | 'quote_status_id'
    | 'is_requestor_rejected'
    | 'is_provider_archived'
    | 'viewer'
    | 'quote_sent_on'
    | 'is_reviewed'
    | 'is_requestor_readed'
  > &
    Partial<Pick<BidView, 'consumer_removed_on'>>,
): { key: string; tone: BadgeTone } {
  if (bid.quote_status_id === 3) return { key: 'hired', tone: 'success' };
  if (bid.quote_status_id === 4) return { key: bid.is_reviewed ? 'reviewed' : 'completed', tone: 'brand' };
  if (bid.quote_status_id === 5) return { key: 'paid', tone: 'brand' };
  if (bid.quote_status_id === 6)
    return bid.consumer_removed_on ? { key: 'withdrawn', tone: 'neutral' } : { key: 'passed', tone: 'neutral' };
  if (bid.quote_status_id === 9) return { key: 'archived', tone: 'neutral' };
  if (bid.is_requestor_rejected) return { key: 'rejected', tone: 'danger' };
  if (bid.quote_status_id === 2)
    return bid.viewer === 'consumer' && !bid.is_requestor_readed ? { key: 'new_quote', tone: 'warning' } : { key: 'quoted', tone: 'brand' };
  return { key: 'new_lead', tone: 'warning' };
}
