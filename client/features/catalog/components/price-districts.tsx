/** Median quote per district (districts with enough quotes of the main type only), linking to the district's pros. */
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import type { PriceGuide } from '@shared/schemas/catalog.schema';
import { useHref } from '@client/lib/paths';
import { priceLabel } from '@client/lib/price-label';
import { noteStyles } from './price-guide.styles';
import { MedianTable } from './median-table';

export function PriceDistricts({ guide }: { guide: PriceGuide }) {
  const { t } = useTranslation('catalog');
  const href = useHref();
  if (!guide.districts.length) return <p css={noteStyles}>{t('price_guide>districts>none', { min: guide.min_samples })}</p>;
  return (
    <MedianTable
      caption={t('price_guide>districts>caption', { min: guide.min_samples })}
      labelHeader={t('price>district')}
      rows={guide.districts.map((d) => ({
        key: d.slug,
        label: <Link to={href('nearMe', { slug: guide.category.slug, city: d.region, district: d.slug })}>{d.name}</Link>,
        median: priceLabel(t, d.median, d.rating_type),
        samples: d.samples,
      }))}
    />
  );
}
