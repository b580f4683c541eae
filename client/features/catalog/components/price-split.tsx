/** How pros quote a category: share of flat, hourly and on-site-inspection quotes, with each priced type's figures. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { sharePercent } from '@shared/domain/price-guide';
import type { CostGuide, QuoteTypeSplit } from '@shared/schemas/price-guide.schema';
import { theme } from '@client/styles/theme';
import { priceLabel } from '@client/lib/price-label';
import { dataTableStyles, tableFrameStyles } from './price-guide.styles';
import { FigureHeadings } from './median-table';

function Figures({ s, min }: { s: QuoteTypeSplit; min: number }) {
  const { t } = useTranslation('catalog');
  if (s.rating_type === 'onsite') return <td colSpan={2}>{t('price_guide>split>onsite_price')}</td>;
  if (s.median === null || s.low === null || s.high === null)
    return <td colSpan={2}>{t('price_guide>too_few', { count: s.samples, min })}</td>;
  return (
    <>
      <td className="num">
        <strong>{priceLabel(t, s.median, s.rating_type)}</strong>
      </td>
      <td className="num">
        {priceLabel(t, s.low, s.rating_type)} – {priceLabel(t, s.high, s.rating_type)}
      </td>
    </>
  );
}

export function PriceSplit({ guide }: { guide: CostGuide }) {
  const { t } = useTranslation('catalog');
  const rows = guide.split.filter((s) => s.samples > 0);
  const caption = t('price_guide>split>caption', { count: guide.total_quotes });
  return (
    // Scrolls sideways on a phone: focusable and named, so a keyboard can scroll it too.
    <div css={tableFrameStyles} role="region" aria-label={caption} tabIndex={0}>
      <table css={dataTableStyles}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('price_guide>split>type')}</th>
            <th scope="col">{t('price_guide>split>share')}</th>
            <FigureHeadings keys={['quotes', 'median', 'range']} />
          </tr>
        </thead>
        <tbody>
          {rows.map((s) => {
            const share = sharePercent(s.samples, guide.total_quotes);
            return (
              <tr key={s.rating_type}>
                <th scope="row">{t(`price_guide>split>name_${s.rating_type}`)}</th>
                <td>
                  <span css={barStyles} aria-hidden="true">
                    <span
                      css={css`
                        width: ${share}%;
                      `}
                    />
                  </span>
                  {t('price_guide>split>percent', { share })}
                </td>
                <td className="num">{s.samples}</td>
                <Figures s={s} min={guide.min_samples} />
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

const barStyles = css`
  display: inline-block;
  vertical-align: middle;
  width: 64px;
  height: 8px;
  margin-right: ${theme.space[2]};
  background: ${theme.color.neutralSoft};
  border-radius: ${theme.radius.pill};
  overflow: hidden;
  span {
    display: block;
    height: 100%;
    background: ${theme.color.brand};
  }
`;
