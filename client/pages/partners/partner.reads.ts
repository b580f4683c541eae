/**
 * What a partner area's page (docs/decisions/0043) reads, once for its prefetch, its head and the page: the offer
 * always, and the items of quick-buy or of a search. The view comes from the {action}: none or `index` is the
 * landing; 55688life shows its landing for any other action, fet has only its children (anything else is a 404).
 */
import { pageFrom } from '@shared/domain/catalog';
import { isPartnerAction, type PartnerSlug, type PartnerView } from '@shared/domain/partners';
import { SEARCH_MAX_CHARS } from '@shared/domain/search-query';
import { partnerItemsQuery, partnerOfferQuery, partnerSearchQuery } from '@client/features/partners/api/partners.queries';
import { pageReads } from '@client/lib/page-reads';

/** The view of an {action}, or null for a fet child that does not exist. */
export function partnerViewOf(slug: PartnerSlug, action: string | undefined): PartnerView | null {
  if (action === undefined || action === 'index') return action === 'index' ? 'index' : 'landing';
  if (isPartnerAction(action)) return action;
  return slug === '55688life' ? 'landing' : null;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The URL's filter and words: a category slug of quick-buy, the words of a search (trimmed, at most 80 characters). */
export function partnerQueryOf(search: string) {
  const s = new URLSearchParams(search);
  const category = s.get('category');
  return {
    category: category && category.length <= 80 && SLUG.test(category) ? category : undefined,
    q: s.get('q')?.trim().slice(0, SEARCH_MAX_CHARS) ?? '',
    page: pageFrom(s),
  };
}

export const partnerReads = (slug: PartnerSlug) =>
  pageReads(({ data, lng, params, search }) => {
    const view = partnerViewOf(slug, params.action);
    const { category, q, page } = partnerQueryOf(search);
    return {
      offer: partnerOfferQuery(data, slug, lng),
      items: view === 'quick-buy' ? partnerItemsQuery(data, slug, { lng, category, page }) : undefined,
      results: view === 'search-result' && q ? partnerSearchQuery(data, slug, { lng, q, page }) : undefined,
    };
  });

export const PARTNER_READS = { fet: partnerReads('fet'), '55688life': partnerReads('55688life') } as const;
