/**
 * The top of an item's page: its name, the pro who sells it (a link to the profile, with the pro's rating), the item's
 * own feedback score, the lowest plan price and what it buys, and the facts a buyer checks first (booked time, stock,
 * where the pro works). `actions` is the save button.
 */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShopItem } from '@shared/schemas/shop.schema';
import { formatHkd } from '@shared/utils/format';
import { Badge } from '@client/ui/badge';
import { Icon } from '@client/ui/icon';
import { Link } from '@client/ui/link';
import { Rating } from '@client/ui/rating';
import { theme } from '@client/styles/theme';
import { cluster, iconFactsLine, inlineRow, spread } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { ratingLabel } from '@client/lib/pro-format';

const AREAS_SHOWN = 3;

export function CatalogItemSummary({ item, actions }: { item: ShopItem; actions?: ReactNode }) {
  const { t } = useTranslation('shop');
  const href = useHref();
  const pro = item.service;
  const from = item.plans.length ? Math.min(...item.plans.map((p) => p.price)) : null;
  const areas = item.areas.map((a) => a.name);
  const sep = t('public>item>sep');
  return (
    <div>
      <h1 css={titleStyles}>{item.name}</h1>
      <p css={proStyles}>
        <span>{t('public>item>by')}</span>
        <Link to={href('serviceSlug', { serviceId: pro.quote_service_id, slug: pro.slug })}>{pro.business_name}</Link>
        {pro.review_count > 0 ? (
          <Rating value={pro.rating} count={pro.review_count} label={ratingLabel(t, pro.rating, pro.review_count)} size="sm" />
        ) : null}
      </p>
      <div css={spread(3, true)}>
        <p css={priceStyles}>
          {from !== null ? <strong>{t('public>item>from', { price: formatHkd(from) })}</strong> : null}
          {item.service_type ? <span>{t(`catalog|shop_card>unit_${item.service_type}`)}</span> : null}
        </p>
        {actions}
      </div>
      {item.rating.count > 0 ? (
        <p css={inlineRow(2)}>
          <Rating
            value={item.rating.score}
            label={t('public>feedback>score_label', { score: item.rating.score.toFixed(1), count: item.rating.count })}
          />
          <a href="#feedback">{t('public>feedback>count', { count: item.rating.count })}</a>
        </p>
      ) : null}
      <div css={[iconFactsLine, factsStyles]}>
        {item.accepts_reservation ? (
          <Badge tone="brand" icon="calendar">
            {t('catalog|shop_card>book_time')}
          </Badge>
        ) : null}
        {item.sold_out ? (
          <Badge tone="neutral" solid>
            {t('catalog|shop_card>sold_out')}
          </Badge>
        ) : item.remaining_quantity !== null ? (
          <span>
            <Icon name="tag" size={16} />
            {t('buy>left', { count: item.remaining_quantity })}
          </span>
        ) : null}
        {areas.length ? (
          <span>
            <Icon name="map-pin" size={16} />
            {areas.length > AREAS_SHOWN
              ? t('public>item>areas_more', { areas: areas.slice(0, AREAS_SHOWN).join(sep), count: areas.length - AREAS_SHOWN })
              : areas.join(sep)}
          </span>
        ) : null}
        <span>
          <Icon name="shield" size={16} />
          {t('public>item>protected')}
        </span>
      </div>
    </div>
  );
}

const titleStyles = css`
  font-size: ${theme.font.size.xxl};
  line-height: ${theme.font.lineHeight.heading};
  margin: 0 0 ${theme.space[2]};
  word-break: keep-all;
  overflow-wrap: anywhere;
`;
const proStyles = css`
  ${cluster(2)};
  align-items: center;
  margin: 0 0 ${theme.space[3]};
  color: ${theme.color.textSecondary};
`;
const priceStyles = css`
  ${inlineRow(2)};
  align-items: baseline;
  margin: 0;
  color: ${theme.color.textSecondary};
  strong {
    font-size: ${theme.font.size.xxl};
    color: ${theme.color.text};
  }
`;
const factsStyles = css`
  gap: ${theme.space[2]} ${theme.space[4]};
  margin-top: ${theme.space[3]};
`;
