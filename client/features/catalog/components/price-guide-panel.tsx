/**
 * Price guide from real quotes (ADR 0004): p10 / median / p90 per quote type with the sample size, and an
 * honest message instead of a range when fewer than MIN_PRICE_SAMPLES quotes exist.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import type { PriceBand, PriceGuide } from '@shared/schemas/catalog.schema';
import { formatHkMonth } from '@shared/utils/hk-dates';
import type { Language } from '@shared/i18n/i18n-config';
import { PriceRange } from '@client/ui/price-range';
import { Alert } from '@client/ui/alert';
import { theme } from '@client/styles/theme';
import { captionText, figureTable } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { priceLabel } from '@client/lib/price-label';

function Band({ band, guide }: { band: PriceBand; guide: PriceGuide }) {
  const { t, i18n } = useTranslation('catalog');
  const lng = i18n.language as Language;
  const period =
    guide.first_quote_on && guide.last_quote_on
      ? t('price>period', { from: formatHkMonth(guide.first_quote_on, lng), to: formatHkMonth(guide.last_quote_on, lng) })
      : '';
  if (band.rating_type === 'onsite') {
    return <p css={noteStyles}>{t('price>onsite_note', { count: band.samples })}</p>;
  }
  return (
    <div
      css={css`
        margin-bottom: ${theme.space[4]};
      `}
    >
      <h3
        css={css`
          font-size: ${theme.font.size.md};
          margin-bottom: ${theme.space[2]};
        `}
      >
        {t(`price>type_${band.rating_type}`)}
      </h3>
      {band.low !== null && band.median !== null && band.high !== null ? (
        <PriceRange
          low={band.low}
          median={band.median}
          high={band.high}
          labels={{
            low: priceLabel(t, band.low, band.rating_type),
            median: priceLabel(t, band.median, band.rating_type),
            high: priceLabel(t, band.high, band.rating_type),
          }}
          captions={{ low: t('price>low'), median: t('price>median'), high: t('price>high') }}
          footnote={`${t('price>based_on', { count: band.samples })}${period ? ` · ${period}` : ''}`}
        />
      ) : (
        <p css={noteStyles}>{t('price>too_few', { count: band.samples, min: guide.min_samples })}</p>
      )}
    </div>
  );
}

export function PriceGuidePanel({ guide, showDistricts = true }: { guide: PriceGuide; showDistricts?: boolean }) {
  const { t } = useTranslation('catalog');
  const href = useHref();
  if (guide.total_samples === 0) {
    return (
      <Alert tone="info">
        {t(guide.district ? 'price>none_in_district' : 'price>none', { name: guide.category.name, district: guide.district?.name })}
      </Alert>
    );
  }
  return (
    <div
      css={css`
        max-width: 760px;
      `}
    >
      {guide.bands.map((b) => (
        <Band key={b.rating_type} band={b} guide={guide} />
      ))}
      {showDistricts && guide.districts.length > 0 ? (
        <div
          css={css`
            margin-top: ${theme.space[4]};
          `}
        >
          <h3
            css={css`
              font-size: ${theme.font.size.md};
            `}
          >
            {t('price>by_district')}
          </h3>
          <table css={tableStyles}>
            <thead>
              <tr>
                <th scope="col">{t('price>district')}</th>
                <th scope="col">{t('price>median')}</th>
                <th scope="col">{t('price>quotes')}</th>
              </tr>
            </thead>
            <tbody>
              {guide.districts.map((d) => (
                <tr key={d.slug}>
                  <th scope="row">
                    <Link to={href('nearMe', { slug: guide.category.slug, city: d.region, district: d.slug })}>{d.name}</Link>
                  </th>
                  <td>{priceLabel(t, d.median, d.rating_type)}</td>
                  <td>{d.samples}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <p
        css={css`
          ${captionText};
          margin-top: ${theme.space[3]};
        `}
      >
        {t('price>method', { min: guide.min_samples })}
      </p>
    </div>
  );
}

const noteStyles = css`
  background: ${theme.color.neutralSoft};
  border-radius: ${theme.radius.control};
  padding: ${theme.space[3]} ${theme.space[4]};
  color: ${theme.color.neutralText};
  font-size: ${theme.font.size.sm};
  margin: 0 0 ${theme.space[3]};
`;

const tableStyles = css`
  ${figureTable(`${theme.space[2]} ${theme.space[3]}`)};
  tr > :last-child {
    text-align: right;
  }
`;
