/** A pro in a list: avatar, name, verified, rating with count, hires, response time, starting price, area. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import type { ProCard as ProCardData } from '@shared/schemas/pro-services.schema';
import { Avatar } from '@client/ui/avatar';
import { Badge } from '@client/ui/badge';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { bareList, cardSurface, grow, inlineRow, rowTop, secondarySmall } from '@client/styles/layout';
import { stretchedLinkStyles } from '@client/styles/page-styles';
import { useHref } from '@client/lib/paths';
import { responseText } from '@client/lib/response-text';
import { ratingLabel, startingPriceText } from '@client/lib/pro-format';

/** `eager`: the card is among the first on screen (its logo is not deferred). */
export function ProCard({
  pro,
  rank,
  headingLevel = 3,
  eager,
}: {
  pro: ProCardData;
  rank?: number;
  headingLevel?: 2 | 3;
  eager?: boolean;
}) {
  const { t } = useTranslation('catalog');
  const href = useHref();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const price = startingPriceText(t, pro.starting_price, pro.starting_price_type);
  const response = responseText(t, pro.response_minutes, 'catalog');
  return (
    <article css={cardStyles} data-testid="pro-card">
      <div css={rowTop(3)}>
        <Avatar name={pro.business_name} src={pro.logo_url} size="lg" loading={eager ? 'eager' : 'lazy'} />
        <div css={grow}>
          <Heading
            css={css`
              font-size: ${theme.font.size.lg};
              margin: 0 0 ${theme.space[1]};
            `}
          >
            <Link to={href('serviceSlug', { serviceId: pro.quote_service_id, slug: pro.slug })} css={nameLinkStyles}>
              {rank ? <span className="visually-hidden">{t('pro>rank', { rank })} </span> : null}
              {pro.business_name}
            </Link>
          </Heading>
          <div css={metaRowStyles}>
            {pro.review_count > 0 ? (
              <span role="img" aria-label={ratingLabel(t, pro.rating, pro.review_count)} css={ratingStyles}>
                <Icon name="star" size={16} filled />
                <strong>{pro.rating.toFixed(1)}</strong>
                <span>({pro.review_count})</span>
              </span>
            ) : (
              <span>{t('pro>no_reviews')}</span>
            )}
            <span>{t('pro>hires', { count: pro.hired_count })}</span>
            {pro.is_verified ? (
              <Badge tone="success" icon="verified">
                {t('pro>verified')}
              </Badge>
            ) : null}
          </div>
        </div>
      </div>
      {pro.summary ? (
        <p
          css={css`
            margin: ${theme.space[3]} 0 ${theme.space[2]};
            ${secondarySmall};
          `}
        >
          {pro.summary}
        </p>
      ) : null}
      <ul css={factsStyles}>
        {price ? (
          <li>
            <Icon name="tag" size={16} />
            <strong>{price}</strong>
          </li>
        ) : null}
        {response ? (
          <li>
            <Icon name="timer" size={16} />
            {response}
          </li>
        ) : null}
        {pro.base_district ? (
          <li>
            <Icon name="map-pin" size={16} />
            {pro.base_district.name}
          </li>
        ) : null}
        {pro.year_founded ? <li>{t('pro>since', { year: pro.year_founded })}</li> : null}
      </ul>
    </article>
  );
}

const cardStyles = css`
  position: relative;
  ${cardSurface};
  padding: ${theme.space[4]};
  box-shadow: ${theme.shadow.card};
  transition: border-color ${theme.motion.fast} ease;
  &:hover {
    border-color: ${theme.color.brand};
  }
  &:focus-within {
    border-color: ${theme.color.brand};
  }
`;
const nameLinkStyles = css`
  ${stretchedLinkStyles};
  &::after {
    border-radius: ${theme.radius.card};
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;
const metaRowStyles = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[1]} ${theme.space[3]};
  ${secondarySmall};
`;
const ratingStyles = css`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  color: ${theme.color.textSecondary};
  svg {
    color: ${theme.color.star};
    stroke: ${theme.color.starStroke};
  }
  strong {
    color: ${theme.color.text};
  }
`;
const factsStyles = css`
  ${bareList};
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]} ${theme.space[4]};
  font-size: ${theme.font.size.sm};
  color: ${theme.color.neutralText};
  li {
    ${inlineRow(1)};
  }
  svg {
    color: ${theme.color.brand};
  }
`;
