/**
 * The pro's items grouped by service and category (in the order the list gives them, newest first), each group
 * headed by its service and category with a link to the category's page (its items and service notice), each item
 * with its cover photo, status, lowest price, stock left and the actions its status allows.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { ShopItemCard } from '@shared/schemas/shop.schema';
import { Icon } from '@client/ui/icon';
import { Link } from '@client/ui/link';
import { Picture } from '@client/ui/picture';
import { useHref } from '@client/lib/paths';
import { theme } from '@client/styles/theme';
import { bareList, cardSurface, stack } from '@client/styles/layout';
import { ItemActions } from './item-actions';
import { priceFromText, stockText } from './item-figures';
import { ItemStatusBadge } from './item-status-badge';

export interface ItemGroup {
  key: string;
  service: ShopItemCard['service'];
  category: ShopItemCard['category'];
  serviceCategoryId: number | null;
  items: ShopItemCard[];
}

/** Items by service and category, each group where its first item is. */
export function groupItems(items: readonly ShopItemCard[]): ItemGroup[] {
  const groups = new Map<string, ItemGroup>();
  for (const i of items) {
    const key = `${i.service.quote_service_id}:${i.category.id}`;
    const g = groups.get(key) ?? { key, service: i.service, category: i.category, serviceCategoryId: null, items: [] };
    g.serviceCategoryId ??= i.service_category_id;
    g.items.push(i);
    groups.set(key, g);
  }
  return [...groups.values()];
}

/** `grouped` false: one category's items, without the group headings (its page has them in its title). */
export function ProItemList({ items, grouped = true }: { items: readonly ShopItemCard[]; grouped?: boolean }) {
  const { t } = useTranslation('shop');
  const href = useHref();
  if (!grouped) {
    return (
      <ul css={list}>
        {items.map((i) => (
          <ItemRow key={i.id} item={i} />
        ))}
      </ul>
    );
  }
  return (
    <div css={stack(6)}>
      {groupItems(items).map((g) => (
        <section key={g.key} aria-labelledby={`group-${g.key}`} css={stack(2)}>
          <div css={groupHead}>
            <h2 id={`group-${g.key}`} css={groupTitle}>
              <span css={serviceName}>{g.service.business_name}</span>
              {g.category.name}
            </h2>
            {g.serviceCategoryId ? (
              <Link to={href('proShopCategory', { serviceCategoryId: g.serviceCategoryId })} css={groupLink}>
                {t('list>category_page')}
                <Icon name="chevron-right" size={16} />
              </Link>
            ) : null}
          </div>
          <ul css={list}>
            {g.items.map((i) => (
              <ItemRow key={i.id} item={i} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function ItemRow({ item }: { item: ShopItemCard }) {
  const { t } = useTranslation('shop');
  return (
    <li css={rowStyles} data-testid={`item-${item.id}`}>
      <div css={thumb}>{item.photo ? <Picture image={item.photo} alt="" sizes="96px" css={img} /> : <Icon name="image" size={32} />}</div>
      <div css={main}>
        <div css={titleLine}>
          <h3 css={name}>{item.name}</h3>
          <ItemStatusBadge status={item.status} />
        </div>
        <p css={facts}>
          <span>{priceFromText(t, item.from_price)}</span>
          <span>{stockText(t, item)}</span>
          {item.rating.count ? <span>{t('list>rating', { score: item.rating.score, count: item.rating.count })}</span> : null}
        </p>
        <ItemActions item={item} />
      </div>
    </li>
  );
}

const groupHead = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space[2]};
`;

const groupTitle = css`
  margin: 0;
  font-size: ${theme.font.size.lg};
  display: flex;
  flex-direction: column;
`;

const serviceName = css`
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
  color: ${theme.color.textSecondary};
`;

const groupLink = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  min-height: ${theme.layout.touchTarget};
  font-weight: ${theme.font.weight.medium};
  text-decoration: none;
`;

const list = css`
  ${bareList};
  ${cardSurface};
  & > li + li {
    border-top: 1px solid ${theme.color.border};
  }
`;

const rowStyles = css`
  display: flex;
  gap: ${theme.space[3]};
  padding: ${theme.space[3]} ${theme.space[4]};
`;

const thumb = css`
  flex-shrink: 0;
  width: 72px;
  height: 72px;
  border-radius: ${theme.radius.control};
  overflow: hidden;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${theme.color.neutralSoft};
  color: ${theme.color.textMuted};
  ${theme.breakpoint.sm} {
    width: 96px;
    height: 96px;
  }
`;

const img = css`
  width: 100%;
  height: 100%;
  object-fit: cover;
  display: block;
`;

const main = css`
  ${stack(2)};
  flex: 1;
  min-width: 0;
`;

const titleLine = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
`;

const name = css`
  margin: 0;
  font-size: ${theme.font.size.md};
  overflow-wrap: anywhere;
`;

const facts = css`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]} ${theme.space[3]};
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;
