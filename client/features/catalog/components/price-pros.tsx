/**
 * A short list of a category's pros with prices from their own quotes in this category (lowest and median) and
 * their rating from this category's reviews, linking to their profiles. Used for "cheapest" and "best rated".
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import type { PricedPro } from '@shared/schemas/price-guide.schema';
import { Rating } from '@client/ui/rating';
import { theme } from '@client/styles/theme';
import { bareList, cardSurface, secondarySmall, stack } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { priceLabel } from '@client/lib/price-label';
import { noteStyles } from './price-guide.styles';

export function PricePros({ pros, type, empty }: { pros: PricedPro[]; type: 'flat' | 'hourly' | null; empty: string }) {
  const { t } = useTranslation('catalog');
  const href = useHref();
  if (!pros.length) return <p css={noteStyles}>{empty}</p>;
  return (
    <ol css={listStyles}>
      {pros.map((p) => (
        <li key={p.quote_service_id}>
          <Link to={href('serviceSlug', { serviceId: p.quote_service_id, slug: p.slug })} css={nameStyles}>
            {p.business_name}
          </Link>
          <p css={lineStyles}>
            {type && p.starting_price !== null && p.typical_price !== null ? (
              <>
                <strong>{t('price_guide>pros>from', { price: priceLabel(t, p.starting_price, type) })}</strong>
                {' · '}
                {t('price_guide>pros>typical', { price: priceLabel(t, p.typical_price, type), count: p.quotes })}
              </>
            ) : (
              t('price_guide>pros>no_quote')
            )}
          </p>
          <p css={lineStyles}>
            {p.rating !== null ? (
              <Rating
                value={p.rating}
                size="sm"
                label={t('price_guide>pros>rating_label', { rating: p.rating.toFixed(1), count: p.review_count })}
                countText={t('price_guide>pros>reviews', { count: p.review_count })}
              />
            ) : (
              t('price_guide>pros>no_reviews')
            )}
          </p>
        </li>
      ))}
    </ol>
  );
}

const listStyles = css`
  ${bareList};
  ${stack(2)};
  li {
    ${cardSurface};
    padding: ${theme.space[3]} ${theme.space[4]};
  }
`;

const nameStyles = css`
  font-weight: ${theme.font.weight.bold};
  display: inline-block;
  min-height: 24px;
`;

const lineStyles = css`
  margin: ${theme.space[1]} 0 0;
  ${secondarySmall};
`;
