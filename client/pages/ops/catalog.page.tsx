/** /ops/catalog (content staff): the categories in catalogue order with their FAQ counts; a row opens its texts. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { queryString } from '@shared/api/endpoint';
import type { OpsCategorySummary } from '@shared/schemas/ops-data.schema';
import { OpsFrame } from '@client/features/back-office/components/ops-frame';
import { NameCell } from '@client/features/back-office/components/ops-cells';
import { OpsTable, cellNote } from '@client/features/back-office/components/ops-table';
import { OpsPager } from '@client/features/back-office/components/ops-pager';
import { DateTime } from '@client/features/back-office/components/ops-time';
import { catalogViewOf } from '@client/features/ops-data/api/ops-data.queries';
import { ListSearch } from '@client/features/ops-data/components/list-search';
import { Badge } from '@client/ui/badge';
import { Link } from '@client/ui/link';
import { useHref } from '@client/lib/paths';
import { catalogReads } from './ops-data.reads';

export default function OpsCatalogPage() {
  const { t } = useTranslation('ops');
  const href = useHref();
  const { search } = useLocation();
  const view = catalogViewOf(new URLSearchParams(search));
  const { data } = useQuery(catalogReads.use().categories);
  const base = href('opsCatalog');
  const hrefFor = (page: number) => `${base}${queryString({ ...view, page: page > 1 ? page : undefined })}`;
  return (
    <OpsFrame title={t('data>catalog>title')} intro={t('data>catalog>intro')}>
      <ListSearch action={base} q={view.q} placeholder={t('data>catalog>search')} hidden={view.genre ? { genre: view.genre } : {}} />
      <OpsTable<OpsCategorySummary>
        caption={t('data>catalog>title')}
        rows={data?.items ?? []}
        rowKey={(r) => r.id}
        empty={t('data>catalog>none')}
        columns={[
          {
            key: 'name',
            label: t('data>col>category'),
            render: (r) => (
              <NameCell to={href('opsCatalogEdit', { id: r.id })} note={`${r.name_en} · ${r.slug}`}>
                {r.name_zh}
              </NameCell>
            ),
          },
          {
            key: 'genre',
            label: t('data>col>genre'),
            width: '200px',
            render: (r) => (
              <Link to={`${base}${queryString({ genre: r.genre_slug })}`}>
                {r.genre_name_zh}
                <span css={cellNote}>{r.genre_name_en}</span>
              </Link>
            ),
          },
          { key: 'faq', label: t('data>col>faq'), width: '70px', align: 'right', render: (r) => r.faq_count },
          {
            key: 'active',
            label: t('data>state>label'),
            width: '100px',
            render: (r) => (
              <Badge tone={r.is_active ? 'success' : 'neutral'}>{r.is_active ? t('data>catalog>active') : t('data>state>inactive')}</Badge>
            ),
          },
          { key: 'modified', label: t('data>col>modified'), width: '170px', render: (r) => <DateTime value={r.modified} /> },
        ]}
      />
      <OpsPager list={data} hrefFor={hrefFor} />
    </OpsFrame>
  );
}
