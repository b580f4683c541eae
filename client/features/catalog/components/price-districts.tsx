/** Median quote per district (districts with enough quotes of the main type only), linking to the district's pros. */
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import type { PriceGuide } from '@shared/schemas/catalog.schema';
import { useHref } from '@client/lib/paths';
import { priceLabel } from '@client/lib/price-label';
import { dataTableStyles, noteStyles, tableFrameStyles } from './price-guide.styles';

export function PriceDistricts({ guide }: { guide: PriceGuide }) {
  const { t } = useTranslation('catalog');
  const href = useHref();
  if (!guide.districts.length) return <p css={noteStyles}>{t('price_guide>districts>none', { min: guide.min_samples })}</p>;
  return (
    <div css={tableFrameStyles}>
      <table css={dataTableStyles}>
        <caption>{t('price_guide>districts>caption', { min: guide.min_samples })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('price>district')}</th>
            <th scope="col" className="num">
              {t('price>median')}
            </th>
            <th scope="col" className="num">
              {t('price>quotes')}
            </th>
          </tr>
        </thead>
        <tbody>
          {guide.districts.map((d) => (
            <tr key={d.slug}>
              <th scope="row">
                <Link to={href('nearMe', { slug: guide.category.slug, city: d.region, district: d.slug })}>{d.name}</Link>
              </th>
              <td className="num">{priceLabel(t, d.median, d.rating_type)}</td>
              <td className="num">{d.samples}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
