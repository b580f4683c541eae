/**
 * A profile's or a category's shop strip as a server island (ADR 0029): the cards under a heading with a link to all
 * of them in the listing. Links and text only, nothing per viewer; its data stays out of the page state.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import { Section } from '@client/ui/section';
import { ServerIsland } from '@client/ui/server-island';
import { bareList, gridColumns } from '@client/styles/layout';
import { useDataClient } from '@client/lib/data-client';
import { useHref } from '@client/lib/paths';
import { stripQuery, type StripOf } from '../api/shop-catalog.queries';
import { CatalogCard } from './catalog-card';

type Read = ReturnType<typeof stripQuery>;

export interface StripProps {
  of: StripOf;
  /** The pro's business name or the category's name, for the heading. */
  name: string;
}

export function CatalogStripIsland({ of, name }: StripProps) {
  const { i18n } = useTranslation();
  const read = stripQuery(useDataClient(), i18n.language as Language, of);
  return (
    <ServerIsland id="shop-strip" queries={[read.queryKey]}>
      <StripList read={read} of={of} name={name} />
    </ServerIsland>
  );
}

function StripList({ read, of, name }: StripProps & { read: Read }) {
  const { t } = useTranslation('catalog');
  const href = useHref();
  const { data } = useQuery(read);
  if (!data?.items.length) return null;
  const filter = 'service' in of ? `service=${of.service}` : `category=${of.category}`;
  return (
    <Section
      title={t('service' in of ? 'shop_strip>service_title' : 'shop_strip>category_title', { name })}
      description={t('shop_strip>intro')}
      action={
        data.total > data.items.length
          ? { label: t('shop_strip>see_all', { count: data.total }), href: `${href('shopList')}?${filter}` }
          : undefined
      }
    >
      <ul css={[bareList, gridColumns(4, 2, 3)]}>
        {data.items.map((item) => (
          <li key={item.id}>
            <CatalogCard item={item} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
