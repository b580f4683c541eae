/**
 * /ops/content (content staff): CMS pages and blog posts, last changed first; search by slug or title, filter by
 * kind and by draft, scheduled or published. A row opens the page's editor; "New page" starts a draft.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { queryString } from '@shared/api/endpoint';
import { CONTENT_KINDS } from '@shared/schemas/content.schema';
import { CONTENT_STATES, type OpsContentSummary } from '@shared/schemas/ops-data.schema';
import { OpsFrame } from '@client/features/back-office/components/ops-frame';
import { NameCell } from '@client/features/back-office/components/ops-cells';
import { OpsTable } from '@client/features/back-office/components/ops-table';
import { OpsPager } from '@client/features/back-office/components/ops-pager';
import { DateTime } from '@client/features/back-office/components/ops-time';
import { contentViewOf } from '@client/features/ops-data/api/ops-data.queries';
import { ListSearch } from '@client/features/ops-data/components/list-search';
import { StateBadge } from '@client/features/ops-data/components/state-badge';
import { ButtonLink } from '@client/ui/button';
import { useHref } from '@client/lib/paths';
import { contentListReads } from './ops-data.reads';

export default function OpsContentPage() {
  const { t } = useTranslation('ops');
  const href = useHref();
  const { search } = useLocation();
  const view = contentViewOf(new URLSearchParams(search));
  const { data } = useQuery(contentListReads.use().pages);
  const base = href('opsContent');
  const hrefFor = (page: number) => `${base}${queryString({ ...view, page: page > 1 ? page : undefined })}`;
  return (
    <OpsFrame
      title={t('data>content>title')}
      intro={t('data>content>intro')}
      actions={
        <ButtonLink to={href('opsContentEdit', { id: 'new' })} size="sm">
          {t('data>content>new')}
        </ButtonLink>
      }
    >
      <ListSearch
        action={base}
        q={view.q}
        placeholder={t('data>content>search')}
        filters={[
          {
            name: 'kind',
            label: t('data>field>kind'),
            value: view.kind,
            options: CONTENT_KINDS.map((k) => ({ value: k, label: t(`data>kind>${k}`) })),
          },
          {
            name: 'state',
            label: t('data>state>label'),
            value: view.state,
            options: CONTENT_STATES.map((s) => ({ value: s, label: t(`data>state>${s}`) })),
          },
        ]}
      />
      <OpsTable<OpsContentSummary>
        caption={t('data>content>title')}
        rows={data?.items ?? []}
        rowKey={(r) => r.id}
        empty={t('data>content>none')}
        columns={[
          {
            key: 'title',
            label: t('data>col>page'),
            render: (r) => (
              <NameCell to={href('opsContentEdit', { id: r.id })} note={`${r.title_en} · ${r.path ?? r.slug}`}>
                {r.title_zh}
              </NameCell>
            ),
          },
          { key: 'kind', label: t('data>field>kind'), width: '110px', render: (r) => t(`data>kind>${r.kind}`) },
          { key: 'state', label: t('data>state>label'), width: '100px', render: (r) => <StateBadge state={r.state} /> },
          {
            key: 'published',
            label: t('data>col>published_on'),
            width: '170px',
            render: (r) => (r.state === 'draft' ? '—' : <DateTime value={r.published_on} />),
          },
          { key: 'modified', label: t('data>col>modified'), width: '170px', render: (r) => <DateTime value={r.modified} /> },
        ]}
      />
      <OpsPager list={data} hrefFor={hrefFor} />
    </OpsFrame>
  );
}
