/** /ops/users (support, trust and safety): find a user by id or the start of their username, e-mail or phone. */
import { css } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { queryString } from '@shared/api/endpoint';
import type { OpsUserRow } from '@shared/schemas/moderation.schema';
import { OpsFrame } from '@client/features/back-office/components/ops-frame';
import { NameCell } from '@client/features/back-office/components/ops-cells';
import { OpsTable, cellNote } from '@client/features/back-office/components/ops-table';
import { DateTime } from '@client/features/back-office/components/ops-time';
import { FilterField, FilterForm, filterRowStyles } from '@client/ui/filter-form';
import { OpsPager } from '@client/features/back-office/components/ops-pager';
import { userSearchOf } from '@client/features/moderation/api/moderation.queries';
import { StatusBadge } from '@client/features/moderation/components/status-badge';
import { Badge } from '@client/ui/badge';
import { inputStyles } from '@client/ui/field';
import { useHref } from '@client/lib/paths';
import { formatPhone } from '@shared/utils/format';
import { usersReads } from './moderation.reads';

export default function OpsUsersPage() {
  const { t } = useTranslation('ops');
  const href = useHref();
  const [search] = useSearchParams();
  const view = userSearchOf(search);
  const { data } = useQuery(usersReads.use().users);
  const hrefFor = (page: number) => `${href('opsUsers')}${queryString({ q: view.q || undefined, page: page > 1 ? page : undefined })}`;
  return (
    <OpsFrame title={t('moderation>users>title')} intro={t('moderation>users>intro')}>
      <FilterForm
        action={href('opsUsers')}
        styles={searchStyles}
        search
        submitLabel={t('moderation>users>find')}
        after={data ? <span css={cellNote}>{t('moderation>users>total', { count: data.total })}</span> : null}
      >
        <FilterField label={t('moderation>users>search')}>
          <input
            name="q"
            type="search"
            defaultValue={view.q}
            maxLength={100}
            placeholder={t('moderation>users>placeholder')}
            css={inputStyles(false)}
          />
        </FilterField>
      </FilterForm>
      <OpsTable<OpsUserRow>
        caption={t('moderation>users>title')}
        rows={data?.items ?? []}
        rowKey={(r) => r.id}
        flagged={(r) => r.blocked_status === 'suspended'}
        empty={t('moderation>users>empty')}
        columns={[
          {
            key: 'user',
            label: t('moderation>users>col>user'),
            render: (r) => (
              <NameCell to={href('opsUser', { id: r.id })} note={`@${r.username} · #${r.id}`}>
                {r.full_name}
              </NameCell>
            ),
          },
          {
            key: 'contact',
            label: t('moderation>users>col>contact'),
            render: (r) => <NameCell note={r.phone && formatPhone(r.phone)}>{r.email}</NameCell>,
          },
          {
            key: 'role',
            label: t('moderation>users>col>role'),
            width: '110px',
            render: (r) => <Badge>{t(`moderation>role>${r.role}`)}</Badge>,
          },
          { key: 'status', label: t('moderation>users>col>status'), width: '150px', render: (r) => <StatusBadge row={r} /> },
          { key: 'joined', label: t('moderation>users>col>joined'), width: '170px', render: (r) => <DateTime value={r.created} /> },
        ]}
      />
      <OpsPager list={data} hrefFor={hrefFor} />
    </OpsFrame>
  );
}

const searchStyles = filterRowStyles(css`
  flex: 1 1 320px;
  max-width: 480px;
`);
