/** Average rating with the count and a bar per score (5 to 1). */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { ReviewPage } from '@shared/schemas/reviews.schema';
import { Rating } from '@client/ui/rating';
import { theme } from '@client/styles/theme';
import { cardSurface, secondarySmall } from '@client/styles/layout';

export function RatingSummary({ page }: { page: ReviewPage }) {
  const { t } = useTranslation('catalog');
  const max = Math.max(1, ...page.distribution.map((d) => d.count));
  return (
    <div css={wrapStyles}>
      <div
        css={css`
          text-align: center;
        `}
      >
        <p
          css={css`
            font-size: 44px;
            font-weight: ${theme.font.weight.bold};
            line-height: 1;
            margin: 0 0 ${theme.space[1]};
          `}
        >
          {page.rating.toFixed(1)}
        </p>
        <Rating value={page.rating} label={t('rating>label', { value: page.rating.toFixed(1), count: page.review_count })} hideValue />
        <p
          css={css`
            margin: ${theme.space[1]} 0 0;
            ${secondarySmall};
          `}
        >
          {t('reviews>count', { count: page.review_count })}
        </p>
      </div>
      <table css={barsStyles}>
        <caption className="visually-hidden">{t('reviews>distribution')}</caption>
        <tbody>
          {page.distribution.map((d) => (
            <tr key={d.score}>
              <th scope="row">{t('rating>stars', { count: d.score })}</th>
              <td aria-hidden="true">
                <span
                  css={css`
                    display: block;
                    height: 8px;
                    border-radius: 4px;
                    background: ${theme.color.neutralSoft};
                  `}
                >
                  <span
                    css={css`
                      display: block;
                      height: 8px;
                      border-radius: 4px;
                      width: ${Math.round((d.count / max) * 100)}%;
                      background: ${theme.color.star};
                    `}
                  />
                </span>
              </td>
              <td>{d.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const wrapStyles = css`
  display: grid;
  gap: ${theme.space[4]};
  align-items: center;
  ${cardSurface};
  padding: ${theme.space[4]};
  margin-bottom: ${theme.space[4]};
  grid-template-columns: 120px minmax(0, 1fr);
`;
const barsStyles = css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.font.size.xs};
  font-variant-numeric: tabular-nums;
  th {
    font-weight: ${theme.font.weight.regular};
    color: ${theme.color.textSecondary};
    text-align: left;
    white-space: nowrap;
    padding: 2px ${theme.space[2]} 2px 0;
    width: 1%;
  }
  td {
    padding: 2px 0;
  }
  td:last-of-type {
    width: 1%;
    padding-left: ${theme.space[2]};
    text-align: right;
    color: ${theme.color.textSecondary};
  }
`;
