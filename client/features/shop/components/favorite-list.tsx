/**
 * The consumer's favourites (SPEC §2 favorite): each liked item as a card that opens its public page, with the first
 * photo, the pro, the lowest plan price and the rating; "sold out" or "no longer for sale" when it cannot be bought
 * now; and a button that takes it off the list.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { itemSlug } from '@shared/domain/shop-catalog';
import type { ShopFavorite } from '@shared/schemas/shop.schema';
import { formatHkd } from '@shared/utils/format';
import { Badge } from '@client/ui/badge';
import { ButtonLink } from '@client/ui/button';
import { EmptyState } from '@client/ui/empty-state';
import { IconButton } from '@client/ui/icon-button';
import { CardCoverLink, linkCardStyles } from '@client/ui/link-card';
import { Picture } from '@client/ui/picture';
import { Rating } from '@client/ui/rating';
import { Skeleton } from '@client/ui/skeleton';
import { theme } from '@client/styles/theme';
import { bareList, cluster, gridColumns, secondarySmall, stack } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { useUnlikeShopItem } from '../api/shop-likes.mutations';

export function FavoriteList({ items }: { items: ShopFavorite[] }) {
  const { t } = useTranslation('shop');
  return (
    <ul css={[bareList, gridColumns(3, 2, 3)]} aria-label={t('favorites>list_label')}>
      {items.map((f) => (
        <li key={f.id}>
          <FavoriteCard item={f} />
        </li>
      ))}
    </ul>
  );
}

function FavoriteCard({ item }: { item: ShopFavorite }) {
  const { t } = useTranslation('shop');
  const href = useHref();
  const unlike = useUnlikeShopItem();
  return (
    <article css={[linkCardStyles, cardStyles]} data-testid="favorite-card">
      <div css={photoStyles}>{item.photo ? <Picture image={item.photo} alt="" sizes="(min-width: 900px) 240px, 100vw" /> : null}</div>
      <div css={[stack(1), bodyStyles]}>
        <h2 css={nameStyles}>
          <CardCoverLink to={href('shopItem', { itemId: item.id, slug: itemSlug(item.name) })}>{item.name}</CardCoverLink>
        </h2>
        <p css={secondarySmall}>{item.service.business_name}</p>
        {item.rating.count > 0 ? (
          <Rating
            value={item.rating.score}
            count={item.rating.count}
            size="sm"
            label={t('favorites>rating', { score: item.rating.score.toFixed(1), count: item.rating.count })}
          />
        ) : null}
        <div css={[cluster(2), footStyles]}>
          {item.from_price !== null ? <strong>{t('favorites>from_price', { price: formatHkd(item.from_price) })}</strong> : null}
          {!item.for_sale ? (
            <Badge>{t('favorites>not_for_sale')}</Badge>
          ) : item.sold_out ? (
            <Badge tone="warning">{t('favorites>sold_out')}</Badge>
          ) : null}
        </div>
      </div>
      <IconButton
        icon="heart"
        variant="secondary"
        css={removeStyles}
        label={t('favorites>remove', { name: item.name })}
        title={t('favorites>remove', { name: item.name })}
        disabled={unlike.isPending}
        onClick={() => unlike.mutate(item.id)}
      />
    </article>
  );
}

export function FavoriteListSkeleton() {
  return (
    <div css={gridColumns(3, 2, 3)} aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={280} />
      ))}
    </div>
  );
}

export function FavoriteEmpty() {
  const { t } = useTranslation('shop');
  const href = useHref();
  return (
    <EmptyState
      title={t('favorites>empty>title')}
      body={t('favorites>empty>body')}
      action={<ButtonLink to={href('shopList')}>{t('favorites>empty>action')}</ButtonLink>}
    />
  );
}

const cardStyles = css`
  overflow: hidden;
  height: 100%;
  display: flex;
  flex-direction: column;
`;

const photoStyles = css`
  aspect-ratio: 4 / 3;
  background: ${theme.color.brandSoft};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

const bodyStyles = css`
  padding: ${theme.space[3]} ${theme.space[4]} ${theme.space[4]};
  flex: 1;
  p {
    margin: 0;
  }
`;

const nameStyles = css`
  margin: 0;
  font-size: ${theme.font.size.md};
  line-height: 1.4;
`;

const footStyles = css`
  margin-top: auto;
  padding-top: ${theme.space[2]};
`;

const removeStyles = css`
  position: absolute;
  z-index: 1;
  top: ${theme.space[2]};
  right: ${theme.space[2]};
  color: ${theme.color.danger};
  background: ${theme.color.surface};
  svg {
    fill: currentColor;
  }
`;
