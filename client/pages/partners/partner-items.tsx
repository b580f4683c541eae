/** A grid of fixed-price items of a partner area: the shop's cards, each leading into the shop's checkout with the area's discount. */
import { css } from '@emotion/react';
import type { PartnerSlug } from '@shared/domain/partners';
import type { ShopCatalogCard } from '@shared/schemas/shop-catalog.schema';
import { theme } from '@client/styles/theme';
import { bareList } from '@client/styles/layout';
import { CatalogCard } from '@client/features/shop/components/catalog-card';

export function PartnerItems({ slug, items, level = 3 }: { slug: PartnerSlug; items: ShopCatalogCard[]; level?: 2 | 3 }) {
  return (
    <ul css={gridStyles}>
      {items.map((item, i) => (
        <li key={item.id}>
          <CatalogCard item={item} headingLevel={level} eager={i < 2} linkQuery={`?partner=${slug}`} />
        </li>
      ))}
    </ul>
  );
}

const gridStyles = css`
  ${bareList};
  display: grid;
  gap: ${theme.space[4]};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${theme.breakpoint.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${theme.breakpoint.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;
