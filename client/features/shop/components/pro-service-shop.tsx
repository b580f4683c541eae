/**
 * The service editor's step 19 Shop (SPEC §2): this service's items per category it offers, each category with its
 * items' status and price, a way to add an item to it and, once it has items, its shop page (items and the service
 * notice). The whole shop is a link away.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { ShopItemCard } from '@shared/schemas/shop.schema';
import { ButtonLink } from '@client/ui/button';
import { Icon } from '@client/ui/icon';
import { Link } from '@client/ui/link';
import { SkeletonText } from '@client/ui/skeleton';
import { useHref } from '@client/lib/paths';
import { theme } from '@client/styles/theme';
import { bareList, cardSurface, cluster, stack } from '@client/styles/layout';
import { useOwnItems } from '../api/shop-items.queries';
import { priceFromText } from './item-figures';
import { ItemStatusBadge } from './item-status-badge';

export interface ProServiceShopProps {
  serviceId: number;
  categories: Array<{ id: number; name: string }>;
  /** The editor's Category step (a service without categories has nowhere to put items). */
  categoriesHref: string;
}

export function ProServiceShop({ serviceId, categories, categoriesHref }: ProServiceShopProps) {
  const { t } = useTranslation('shop');
  const href = useHref();
  const { data } = useOwnItems(1, { serviceId }, serviceId > 0);
  const byCategory = (id: number) => (data?.items ?? []).filter((i) => i.category.id === id);
  return (
    <div css={stack(4)}>
      <div>
        <h2 css={title}>{t('list>step_title')}</h2>
        <p css={muted}>{t('list>step_intro')}</p>
      </div>
      {!categories.length ? (
        <p css={muted}>
          {t('list>no_categories')} <Link to={categoriesHref}>{t('list>add_categories')}</Link>
        </p>
      ) : null}
      {!data && categories.length ? <SkeletonText lines={6} /> : null}
      {data
        ? categories.map((c) => (
            <CategoryBlock key={c.id} serviceId={serviceId} category={c} items={byCategory(c.id)} more={data.total_pages > 1} />
          ))
        : null}
      <Link to={href('proShop')} css={allLink}>
        {t('list>all_items')}
        <Icon name="chevron-right" size={16} />
      </Link>
    </div>
  );
}

interface CategoryBlockProps {
  serviceId: number;
  category: { id: number; name: string };
  items: ShopItemCard[];
  /** The service has more items than one page: the category page lists them all. */
  more: boolean;
}

function CategoryBlock({ serviceId, category, items, more }: CategoryBlockProps) {
  const { t } = useTranslation('shop');
  const href = useHref();
  const scId = items.find((i) => i.service_category_id !== null)?.service_category_id ?? null;
  return (
    <section css={card} aria-labelledby={`shop-cat-${category.id}`}>
      <h3 id={`shop-cat-${category.id}`} css={catTitle}>
        {category.name}
      </h3>
      {items.length ? (
        <ul css={list}>
          {items.map((i) => (
            <li key={i.id} css={itemLine}>
              <Link to={href('proShopProduct', { action: 'edit', serviceId, categoryId: category.id, shopItemId: i.id })} css={itemName}>
                {i.name}
              </Link>
              <span css={itemFacts}>
                <span css={muted}>{priceFromText(t, i.from_price)}</span>
                <ItemStatusBadge status={i.status} />
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p css={muted}>{t(more ? 'list>category_see_page' : 'list>category_empty')}</p>
      )}
      <div css={cluster(2)}>
        <ButtonLink size="sm" to={href('proShopProduct', { action: 'new', serviceId, categoryId: category.id })}>
          <Icon name="plus" size={16} />
          {t('list>add_to_category')}
        </ButtonLink>
        {scId ? (
          <ButtonLink size="sm" variant="secondary" to={href('proShopCategory', { serviceCategoryId: scId })}>
            {t('list>category_page')}
          </ButtonLink>
        ) : null}
      </div>
    </section>
  );
}

const title = css`
  margin: 0 0 ${theme.space[1]};
  font-size: ${theme.font.size.xl};
`;

const muted = css`
  margin: 0;
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;

const card = css`
  ${cardSurface};
  ${stack(3)};
  padding: ${theme.space[4]};
`;

const catTitle = css`
  margin: 0;
  font-size: ${theme.font.size.lg};
`;

const list = css`
  ${bareList};
  ${stack(2)};
`;

const itemLine = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[1]} ${theme.space[3]};
`;

const itemFacts = css`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
`;

const itemName = css`
  font-weight: ${theme.font.weight.medium};
  overflow-wrap: anywhere;
`;

const allLink = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  min-height: ${theme.layout.touchTarget};
  font-weight: ${theme.font.weight.medium};
`;
