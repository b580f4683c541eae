/**
 * The pro's figures in each service it offers, exactly as that service's pro lists show its card (the headline
 * figures above count all services together), so a card followed to this page finds its numbers here.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { ProProfile } from '@shared/schemas/pro-services.schema';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { bareList, captionText, inlineRow, secondarySmall } from '@client/styles/layout';
import { ratingLabel, startingPriceText } from '@client/lib/pro-format';

export function CategoryFigures({ figures }: { figures: ProProfile['category_figures'] }) {
  const { t } = useTranslation('catalog');
  if (figures.length === 0) return null;
  return (
    <section css={sectionStyles} aria-labelledby="category-figures-title" data-testid="category-figures">
      <h2 id="category-figures-title" css={titleStyles}>
        {t('pro>by_category_title')}
      </h2>
      <ul css={listStyles}>
        {figures.map((f) => {
          const price = startingPriceText(t, f.starting_price, f.starting_price_type);
          return (
            <li key={f.slug} data-category={f.slug}>
              <strong>{f.name}</strong>
              {f.review_count > 0 ? (
                <span role="img" aria-label={ratingLabel(t, f.rating, f.review_count)} css={ratingStyles}>
                  <Icon name="star" size={16} filled />
                  {f.rating.toFixed(1)} ({f.review_count})
                </span>
              ) : (
                <span>{t('pro>no_reviews')}</span>
              )}
              <span>{t('pro>hires', { count: f.hired_count })}</span>
              {price ? <span>{price}</span> : null}
            </li>
          );
        })}
      </ul>
      <p css={noteStyles}>{t('pro>by_category_note')}</p>
    </section>
  );
}

const sectionStyles = css`
  margin-top: ${theme.space[4]};
`;
const titleStyles = css`
  ${captionText};
  font-size: ${theme.font.size.sm};
  margin: 0 0 ${theme.space[2]};
`;
const listStyles = css`
  ${bareList};
  display: grid;
  gap: ${theme.space[2]};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space[1]} ${theme.space[3]};
    ${secondarySmall};
  }
  strong {
    color: ${theme.color.text};
  }
`;
const ratingStyles = css`
  ${inlineRow(1)};
  svg {
    color: ${theme.color.star};
    stroke: ${theme.color.starStroke};
  }
`;
const noteStyles = css`
  ${captionText};
  margin: ${theme.space[2]} 0 0;
`;
