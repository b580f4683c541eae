/**
 * A partner area's page (SPEC §2 fet and 55688life; docs/decisions/0043): the landing, quick-buy, the categories,
 * the search and its results, or the discount page, by the URL's {action}. One page for every partner: the partner is
 * the URL's area, and everything it shows comes from the partner's data.
 */
import { useLocation, useParams } from 'react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { PartnerSlug } from '@shared/domain/partners';
import { splitLanguagePrefix } from '@shared/i18n/i18n-config';
import { PARTNER_READS, partnerViewOf } from './partner.reads';
import { PartnerLanding } from './partner-landing';
import { PartnerQuickBuy } from './partner-quick-buy';
import { PartnerCategoriesView } from './partner-categories-view';
import { PartnerSearchView } from './partner-search-view';
import { PartnerDiscount } from './partner-discount';

export default function PartnerPage() {
  const { pathname } = useLocation();
  const slug: PartnerSlug = splitLanguagePrefix(pathname).rest.startsWith('/fet') ? 'fet' : '55688life';
  const view = partnerViewOf(slug, useParams().action) ?? 'landing';
  const reads = PARTNER_READS[slug].use();
  const { data: offer } = useSuspenseQuery(reads.offer);
  const props = { slug, offer, view };
  switch (view) {
    case 'quick-buy':
      return <PartnerQuickBuy {...props} read={reads.items!} />;
    case 'all-categories':
      return <PartnerCategoriesView {...props} />;
    case 'search':
    case 'search-result':
      return <PartnerSearchView {...props} read={reads.results} />;
    case 'discount':
      return <PartnerDiscount {...props} />;
    default:
      return <PartnerLanding {...props} />;
  }
}
