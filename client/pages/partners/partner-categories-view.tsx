/** All the partner's categories: for each, its fixed-price services with the discount, or free quotes from pros. */
import { useTranslation } from 'react-i18next';
import type { PartnerSlug, PartnerView } from '@shared/domain/partners';
import type { PartnerOffer } from '@shared/schemas/partners.schema';
import { Link } from '@client/ui/link';
import { useHref } from '@client/lib/paths';
import { CategoryIcon } from '@client/features/catalog/components/category-icon';
import { CategoryList } from '@client/features/partners/components/partner-categories';
import { PartnerFrame, usePartnerHref } from './partner-frame';

export function PartnerCategoriesView({ slug, offer, view }: { slug: PartnerSlug; offer: PartnerOffer; view: PartnerView }) {
  const { t } = useTranslation('site');
  const href = useHref();
  const hrefOf = usePartnerHref(slug);
  return (
    <PartnerFrame
      slug={slug}
      offer={offer}
      view={view}
      title={t('partner_area>categories>title', { partner: offer.name })}
      intro={t('partner_area>categories>intro', { partner: offer.name })}
    >
      <CategoryList
        categories={offer.categories}
        renderIcon={(c) => <CategoryIcon name={c.icon ?? ''} size="sm" />}
        renderLinks={(c) => (
          <>
            <Link to={hrefOf('quick-buy', { category: c.slug })}>{t('partner_area>categories>buy')}</Link>
            <Link to={href('category', { slug: c.slug })}>{t('partner_area>categories>quotes')}</Link>
          </>
        )}
      />
    </PartnerFrame>
  );
}
