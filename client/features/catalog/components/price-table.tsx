/** Typical prices of several categories (price index, genre pages): median and range of the main quote type. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import type { PriceIndex } from '@shared/schemas/catalog.schema';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { priceLabel } from '@client/lib/price-label';

type Row = PriceIndex[number]['categories'][number];

export function PriceTable({ rows }: { rows: Row[] }) {
  const { t } = useTranslation('catalog');
  const href = useHref();
  return (
    <div
      css={css`
        overflow-x: auto;
        background: ${theme.color.surface};
        border: 1px solid ${theme.color.border};
        border-radius: ${theme.radius.card};
      `}
    >
      <table css={tableStyles}>
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

const tableStyles = css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  th,
  td {
    text-align: left;
    padding: ${theme.space[3]};
    border-bottom: 1px solid ${theme.color.border};
    vertical-align: top;
  }
  tbody tr:last-of-type th,
  tbody tr:last-of-type td {
    border-bottom: 0;
  }
  thead th {
    color: ${theme.color.textSecondary};
    font-weight: ${theme.font.weight.medium};
    background: ${theme.color.background};
  }
  tbody th {
    font-weight: ${theme.font.weight.medium};
  }
  tr > :last-child {
    text-align: right;
  }
`;
