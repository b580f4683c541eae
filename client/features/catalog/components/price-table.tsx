/** Typical prices of several categories (price index, genre pages): median and range of the main quote type. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import type { PriceIndex } from '@shared/schemas/catalog.schema';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { priceLabel } from '@client/lib/price-label';
import { tableStyles, tableWrapStyles } from './catalog-shared.styles';

type Row = PriceIndex[number]['categories'][number];

export function PriceTable({ rows }: { rows: Row[] }) {
  const { t } = useTranslation('catalog');
  const href = useHref();
  return (
    <div css={tableWrapStyles}>
      <table css={priceTableStyles}>
        <thead>
          <tr>
            <th scope="col">{t('price>service')}</th>
            <th scope="col">{t('price>median')}</th>
            <th
              scope="col"
              css={css`
                display: none;
                ${theme.breakpoint.sm} {
                  display: table-cell;
                }
              `}
            >
              {t('price>range')}
            </th>
            <th scope="col">{t('price>quotes')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.slug}>
              <th scope="row">
                <Link to={href('price', { slug: r.slug })}>{r.name}</Link>
              </th>
              {r.band && r.band.median !== null ? (
                <>
                  <td>
                    <strong>{priceLabel(t, r.band.median, r.band.rating_type)}</strong>
                  </td>
                  <td
                    css={css`
                      display: none;
                      ${theme.breakpoint.sm} {
                        display: table-cell;
                      }
                    `}
                  >
                    {priceLabel(t, r.band.low, r.band.rating_type)} – {priceLabel(t, r.band.high, r.band.rating_type)}
                  </td>
                </>
              ) : (
                <td
                  colSpan={2}
                  css={css`
                    color: ${theme.color.textSecondary};
                  `}
                >
                  {t('price>not_enough_short')}
                </td>
              )}
              <td>{r.samples}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The last column (samples) is a number: right-aligned. */
const priceTableStyles = [
  tableStyles,
  css`
    tr > :last-child {
      text-align: right;
    }
  `,
];
