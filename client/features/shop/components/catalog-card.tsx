/**
 * An item in the shop's listing or in a profile's or category's strip: photo, name (the link), the pro with their
 * rating, the lowest plan price with what it buys, the item's own rating, and whether it is sold out or takes a booked
 * time. Links and text only (it renders inside server islands); its texts are the catalogue's, so the pages that show
 * a strip load no shop texts.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { itemSlug } from '@shared/domain/shop-catalog';
import type { ShopCatalogCard } from '@shared/schemas/shop-catalog.schema';
import { formatHkd } from '@shared/utils/format';
import { Badge } from '@client/ui/badge';
import { Icon } from '@client/ui/icon';
import { Link } from '@client/ui/link';
import { Picture } from '@client/ui/picture';
import { theme } from '@client/styles/theme';
import { cardSurface, cluster, inlineRow, secondarySmall } from '@client/styles/layout';
import { stretchedLinkStyles } from '@client/styles/page-styles';
import { useHref } from '@client/lib/paths';
import { ratingLabel } from '@client/lib/pro-format';
import { photoBoxStyles } from './catalog-photo-box';

export interface CatalogCardProps {
  item: ShopCatalogCard;
  headingLevel?: 2 | 3;
  eager?: boolean;
  /** A query string the item's link carries (a partner area's `?partner=…`, which its checkout reads). */
  linkQuery?: string;
}

export function CatalogCard({ item, headingLevel = 3, eager, linkQuery = '' }: CatalogCardProps) {
  const { t } = useTranslation('catalog');
  const href = useHref();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const pro = item.service;
  return (
    <article css={cardStyles} data-testid="shop-card">
      <div css={photoStyles}>
        {item.photo ? (
          <Picture image={item.photo} alt="" sizes="(min-width: 900px) 280px, 50vw" loading={eager ? 'eager' : 'lazy'} />
        ) : (
          <Icon name="tag" size={32} />
        )}
        {item.sold_out ? (
          <span css={flagStyles}>
            <Badge tone="neutral" solid>
              {t('shop_card>sold_out')}
            </Badge>
          </span>
        ) : item.accepts_reservation ? (
          <span css={flagStyles}>
            <Badge tone="brand" icon="calendar">
              {t('shop_card>book_time')}
            </Badge>
          </span>
        ) : null}
      </div>
      <div css={bodyStyles}>
        <Heading css={nameStyles}>
          <Link to={href('shopItem', { itemId: item.id, slug: itemSlug(item.name) }) + linkQuery} css={stretchedLinkStyles}>
            {item.name}
          </Link>
        </Heading>
        <p css={secondarySmall}>
          {pro.business_name}
          {pro.review_count > 0 ? (
            <span role="img" aria-label={ratingLabel(t, pro.rating, pro.review_count)} css={starStyles}>
              <Icon name="star" size={14} filled />
              {pro.rating.toFixed(1)}
            </span>
          ) : null}
        </p>
        <p css={priceRowStyles}>
          {item.from_price !== null ? (
            <strong css={priceStyles}>{t('shop_card>from', { price: formatHkd(item.from_price) })}</strong>
          ) : null}
          {item.service_type ? <span>{t(`shop_card>unit_${item.service_type}`)}</span> : null}
        </p>
        {item.rating.count > 0 ? (
          <p css={[secondarySmall, inlineRow(1)]}>
            <Icon name="thumbs-up" size={14} />
            {t('shop_card>feedback', { score: item.rating.score.toFixed(1), count: item.rating.count })}
          </p>
        ) : null}
      </div>
    </article>
  );
}

const cardStyles = css`
  ${cardSurface};
  position: relative;
  overflow: hidden;
  height: 100%;
  display: flex;
  flex-direction: column;
  &:hover {
    box-shadow: ${theme.shadow.card};
  }
  &:focus-within {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;
const photoStyles = css`
  ${photoBoxStyles};
  position: relative;
  aspect-ratio: 4 / 3;
  display: flex;
  align-items: center;
  justify-content: center;
`;
const flagStyles = css`
  position: absolute;
  top: ${theme.space[2]};
  left: ${theme.space[2]};
`;
const bodyStyles = css`
  flex: 1;
  padding: ${theme.space[3]} ${theme.space[4]} ${theme.space[4]};
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  p {
    margin: 0;
  }
`;
const nameStyles = css`
  font-size: ${theme.font.size.md};
  line-height: ${theme.font.lineHeight.heading};
  margin: 0;
`;
const starStyles = css`
  ${inlineRow(1)};
  margin-left: ${theme.space[2]};
  color: ${theme.color.text};
  svg {
    color: ${theme.color.star};
  }
`;
const priceRowStyles = css`
  ${cluster(2)};
  align-items: baseline;
  margin-top: auto;
  padding-top: ${theme.space[1]};
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;
const priceStyles = css`
  color: ${theme.color.text};
  font-size: ${theme.font.size.lg};
`;
