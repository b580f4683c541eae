/**
 * The listing's search and filters as a GET form (works before JavaScript, and as client navigation after): words,
 * category (only those with items) and district served, then a price range and reservations under "more filters"
 * (open while one is set). The order is a row of links above the results (CatalogSorts), kept here while filtering.
 * Submitting starts again from page 1; a profile's "see all" (one service) is kept until the filters are cleared.
 */
import { css } from '@emotion/react';
import { Form } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CATALOG_SORTS, type CatalogSort } from '@shared/domain/shop-catalog';
import { SHOP_LIMITS } from '@shared/domain/shop-rules';
import { SEARCH_MAX_CHARS } from '@shared/domain/search-query';
import type { DistrictName } from '@shared/schemas/catalog.schema';
import type { ShopCatalogPage, ShopCatalogQuery } from '@shared/schemas/shop-catalog.schema';
import { Button } from '@client/ui/button';
import { Checkbox } from '@client/ui/checkbox';
import { TextField } from '@client/ui/field';
import { Icon } from '@client/ui/icon';
import { Link } from '@client/ui/link';
import { Select } from '@client/ui/select';
import { Chips } from '@client/ui/tabs';
import { theme } from '@client/styles/theme';
import { cardSurface } from '@client/styles/layout';

export interface CatalogFiltersProps {
  action: string;
  query: ShopCatalogQuery;
  categories: ShopCatalogPage['categories'];
  districts: DistrictName[];
  /** Whether anything narrows the list now (then "clear" shows). */
  filtered: boolean;
}

export function CatalogFilters({ action, query, categories, districts, filtered }: CatalogFiltersProps) {
  const { t } = useTranslation('shop');
  const price = { type: 'number', inputMode: 'numeric' as const, min: 0, max: SHOP_LIMITS.planPrice.max, step: 1 };
  const more = [query.min_price, query.max_price, query.reservation].some((v) => v !== undefined);
  return (
    <Form method="get" action={action} role="search" aria-label={t('public>filters>label')} css={formStyles}>
      {query.service ? <input type="hidden" name="service" value={query.service} /> : null}
      {query.sort ? <input type="hidden" name="sort" value={query.sort} /> : null}
      <div css={searchRowStyles}>
        <TextField
          name="q"
          type="search"
          label={t('public>filters>q')}
          placeholder={t('public>filters>q_placeholder')}
          defaultValue={query.q ?? ''}
          maxLength={SEARCH_MAX_CHARS}
        />
        <Button type="submit" css={submitStyles}>
          <Icon name="search" size={20} />
          {t('public>filters>submit')}
        </Button>
      </div>
      <div css={gridStyles}>
        <Select
          name="category"
          label={t('public>filters>category')}
          placeholder={t('public>filters>any_category')}
          defaultValue={query.category ?? ''}
          options={categories.map((c) => ({ value: c.slug, label: t('public>filters>category_option', { name: c.name, count: c.count }) }))}
        />
        <Select
          name="district"
          label={t('public>filters>district')}
          placeholder={t('public>filters>any_district')}
          defaultValue={query.district ?? ''}
          options={districts.map((d) => ({ value: d.slug, label: d.name }))}
        />
      </div>
      <details open={more} css={moreStyles}>
        <summary>
          <Icon name="filter" size={16} />
          {t('public>filters>more')}
        </summary>
        <div css={gridStyles}>
          <TextField
            name="min_price"
            label={t('public>filters>min_price')}
            placeholder="50"
            defaultValue={query.min_price ?? ''}
            {...price}
          />
          <TextField
            name="max_price"
            label={t('public>filters>max_price')}
            placeholder="5000"
            defaultValue={query.max_price ?? ''}
            {...price}
          />
        </div>
        <Checkbox name="reservation" value="1" defaultChecked={query.reservation === true} label={t('public>filters>reservation')} />
      </details>
      {filtered ? (
        <Link to={action} css={clearStyles}>
          {t('public>filters>clear')}
        </Link>
      ) : null}
    </Form>
  );
}

const formStyles = css`
  ${cardSurface};
  box-shadow: ${theme.shadow.card};
  padding: ${theme.space[4]} ${theme.space[4]} ${theme.space[2]};
`;
const searchRowStyles = css`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${theme.space[3]};
  align-items: end;
  & > div {
    min-width: 0;
  }
`;
const submitStyles = css`
  margin-bottom: ${theme.space[4]};
  min-height: 46px;
`;
const gridStyles = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  column-gap: ${theme.space[3]};
  ${theme.breakpoint.md} {
    max-width: 640px;
  }
`;
const moreStyles = css`
  margin-bottom: ${theme.space[3]};
  summary {
    cursor: pointer;
    min-height: ${theme.layout.touchTarget};
    display: flex;
    align-items: center;
    gap: ${theme.space[2]};
    font-weight: ${theme.font.weight.bold};
    font-size: ${theme.font.size.sm};
    color: ${theme.color.brandDark};
  }
  &[open] summary {
    margin-bottom: ${theme.space[2]};
  }
`;
const clearStyles = css`
  display: inline-block;
  margin-bottom: ${theme.space[3]};
  font-size: ${theme.font.size.sm};
`;

/** The listing's orders as links (crawlable, no JavaScript needed); `hrefFor` keeps the rest of the query. */
export function CatalogSorts({ current, hrefFor }: { current: CatalogSort; hrefFor: (sort: CatalogSort) => string }) {
  const { t } = useTranslation('shop');
  return (
    <Chips
      label={t('public>filters>sort')}
      items={CATALOG_SORTS.map((s) => ({ key: s, label: t(`public>sort>${s}`), href: hrefFor(s), selected: s === current }))}
    />
  );
}
