/** /ops/queues/{queue}: one queue's items with status and assignee filters, a search, and paging (all in the URL). */
import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { queryString } from '@shared/api/endpoint';
import type { Ticket } from '@shared/schemas/back-office.schema';
import { OpsFrame } from '@client/features/back-office/components/ops-frame';
import { NameCell, TicketCell } from '@client/features/back-office/components/ops-cells';
import { OpsTable } from '@client/features/back-office/components/ops-table';
import { OpsPager } from '@client/features/back-office/components/ops-pager';
import { WaitTime } from '@client/features/back-office/components/ops-time';
import { queueViewOf, type QueueView } from '@client/features/back-office/api/back-office.queries';
import { QueueFilters } from '@client/features/back-office/components/queue-filters';
import { Badge } from '@client/ui/badge';
import { useHref } from '@client/lib/paths';
import { queueReads } from './ops.reads';

export default function OpsQueuePage() {
  const { t } = useTranslation('ops');
  const href = useHref();
  const { queue = '' } = useParams();
  const { search } = useLocation();
  const view = queueViewOf(new URLSearchParams(search));
  const { data } = useQuery(queueReads.use().page);
  const base = href('opsQueue', { queue });
  const hrefFor = (v: QueueView) =>
    `${base}${queryString({ status: v.status === 'open' ? undefined : v.status, assignee: v.assignee, q: v.q, page: v.page > 1 ? v.page : undefined })}`;
  return (
    <OpsFrame title={t(`queues>${queue}`)} intro={t('queue>intro')}>
      <QueueFilters view={view} hrefFor={hrefFor} action={base} total={data?.total} />
      <OpsTable<Ticket>
        caption={t(`queues>${queue}`)}
        rows={data?.items ?? []}
        rowKey={(r) => r.id}
        flagged={(r) => r.overdue}
        empty={t('queue>empty')}
        columns={[
          {
            key: 'item',
            label: t('queue>col>item'),
            render: (r) => <TicketCell ticket={r} note={`${r.subject_type} #${r.subject_id}`} />,
          },
          {
            key: 'user',
            label: t('queue>col>user'),
            width: '200px',
            render: (r) => (r.user ? <NameCell note={`@${r.user.username}`}>{r.user.full_name}</NameCell> : t('queue>visitor')),
          },
          { key: 'age', label: t('queue>col>age'), width: '120px', render: (r) => <WaitTime created={r.created} overdue={r.overdue} /> },
          { key: 'assignee', label: t('queue>col>assignee'), width: '150px', render: (r) => r.assignee?.full_name ?? t('queue>nobody') },
          {
            key: 'status',
            label: t('queue>col>status'),
            width: '110px',
            render: (r) => (
              <Badge tone={r.status === 'closed' ? 'success' : r.overdue ? 'danger' : 'warning'}>
                {r.overdue ? t('queue>overdue') : t(`queue>status>${r.status}`)}
              </Badge>
            ),
          },
        ]}
      />
      <OpsPager list={data} hrefFor={(page) => hrefFor({ ...view, page })} />
    </OpsFrame>
  );
}
