/** /ops/audit (admins): every staff action, filtered by staff member or target type, newest first. */
import { css } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { queryString } from '@shared/api/endpoint';
import type { AuditEntry } from '@shared/schemas/back-office.schema';
import { OpsFrame } from '@client/features/back-office/components/ops-frame';
import { NameCell } from '@client/features/back-office/components/ops-cells';
import { OpsTable, cellNote } from '@client/features/back-office/components/ops-table';
import { DateTime } from '@client/features/back-office/components/ops-time';
import { changeText } from '@client/features/back-office/components/audit-list';
import { FilterField, FilterForm, FilterSelect, filterRowStyles } from '@client/ui/filter-form';
import { OpsPager } from '@client/features/back-office/components/ops-pager';
import { inputStyles } from '@client/ui/field';
import { useHref } from '@client/lib/paths';
import { auditReads, auditViewOf } from './ops.reads';

export default function OpsAuditPage() {
  const { t } = useTranslation('ops');
  const href = useHref();
  const { search } = useLocation();
  const view = auditViewOf(new URLSearchParams(search));
  const reads = auditReads.use();
  const { data } = useQuery(reads.audit);
  const { data: staff } = useQuery(reads.staff);
  const hrefFor = (page: number) =>
    `${href('opsAudit')}${queryString({ staff_id: view.staff_id, target_type: view.target_type, page: page > 1 ? page : undefined })}`;
  return (
    <OpsFrame title={t('audit>title')} intro={t('audit>intro')}>
      <FilterForm action={href('opsAudit')} styles={filterStyles} submitLabel={t('audit>apply')}>
        <FilterSelect
          name="staff_id"
          label={t('audit>filter_staff')}
          value={view.staff_id}
          anyLabel={t('audit>filter_any')}
          options={(staff ?? []).map((s) => ({ value: s.id, label: s.full_name }))}
        />
        <FilterField label={t('audit>filter_target')}>
          <input name="target_type" defaultValue={view.target_type ?? ''} maxLength={40} css={inputStyles(false)} />
        </FilterField>
      </FilterForm>
      <OpsTable<AuditEntry>
        caption={t('audit>title')}
        rows={data?.items ?? []}
        rowKey={(r) => r.id}
        empty={t('audit>empty')}
        columns={[
          { key: 'when', label: t('audit>col>when'), width: '170px', render: (r) => <DateTime value={r.created} /> },
          { key: 'who', label: t('audit>col>who'), width: '140px', render: (r) => r.staff?.full_name ?? t('audit>system') },
          { key: 'action', label: t('audit>col>action'), width: '130px', render: (r) => <code>{r.action}</code> },
          {
            key: 'target',
            label: t('audit>col>target'),
            width: '150px',
            render: (r) => <NameCell note={`#${r.target_id}`}>{r.target_type}</NameCell>,
          },
          { key: 'reason', label: t('audit>col>reason'), render: (r) => r.reason || '—' },
          {
            key: 'change',
            label: t('audit>col>change'),
            render: (r) => <span css={cellNote}>{changeText(r.before, r.after) || '—'}</span>,
          },
        ]}
      />
      <OpsPager list={data} hrefFor={hrefFor} />
    </OpsFrame>
  );
}

const filterStyles = filterRowStyles(css`
  min-width: 200px;
`);
