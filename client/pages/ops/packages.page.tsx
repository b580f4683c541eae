/**
 * /ops/packages (finance): every credit package in the credit page's order, switched-off ones too, with how often
 * each was bought; ?edit= opens one (or a new one) in the editor. A bought package is switched off, never deleted.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { queryString } from '@shared/api/endpoint';
import type { OpsCreditPackage } from '@shared/schemas/ops-data.schema';
import { formatHkd } from '@shared/utils/format';
import { OpsFrame } from '@client/features/back-office/components/ops-frame';
import { NameCell } from '@client/features/back-office/components/ops-cells';
import { OpsTable } from '@client/features/back-office/components/ops-table';
import { editOf, useSavePackage } from '@client/features/ops-data/api/ops-data.queries';
import { packageFields } from '@client/features/ops-data/components/field-specs';
import { RowEditor } from '@client/features/ops-data/components/row-editor';
import { Badge } from '@client/ui/badge';
import { ButtonLink } from '@client/ui/button';
import { useHref } from '@client/lib/paths';
import { packagesReads } from './ops-data.reads';

export default function OpsPackagesPage() {
  const { t } = useTranslation('ops');
  const href = useHref();
  const { search } = useLocation();
  const edit = editOf(new URLSearchParams(search));
  const { data } = useQuery(packagesReads.use().packages);
  const base = href('opsPackages');
  const urlOf = (id: number | 'new' | undefined) => `${base}${queryString({ edit: id })}`;
  const editing = typeof edit === 'number' ? data?.find((p) => p.id === edit) : undefined;
  return (
    <OpsFrame
      title={t('data>packages>title')}
      intro={t('data>packages>intro')}
      actions={
        <ButtonLink to={urlOf('new')} size="sm">
          {t('data>packages>new')}
        </ButtonLink>
      }
    >
      {edit === 'new' || editing ? (
        <RowEditor
          key={editing?.id ?? 'new'}
          title={editing ? t('data>packages>edit', { name: editing.name_zh }) : t('data>packages>new')}
          fields={packageFields(t)}
          row={editing ?? { bonus: 0, is_active: true, sort_order: (data?.length ?? 0) + 1 }}
          version={editing?.version}
          id={editing?.id ?? 'new'}
          useSave={useSavePackage}
          closeHref={urlOf(undefined)}
          savedHref={urlOf}
        />
      ) : null}
      <OpsTable<OpsCreditPackage>
        caption={t('data>packages>title')}
        rows={data ?? []}
        rowKey={(r) => r.id}
        empty={t('data>packages>none')}
        columns={[
          { key: 'order', label: t('data>col>order'), width: '60px', align: 'right', render: (r) => r.sort_order },
          {
            key: 'name',
            label: t('data>col>package'),
            render: (r) => (
              <NameCell to={urlOf(r.id)} note={`${r.name_en} · ${r.slug}${r.is_starter ? ` · ${t('data>packages>starter')}` : ''}`}>
                {r.name_zh}
              </NameCell>
            ),
          },
          { key: 'price', label: t('data>col>price'), width: '100px', align: 'right', render: (r) => formatHkd(r.price) },
          {
            key: 'credit',
            label: t('data>col>credit'),
            width: '140px',
            align: 'right',
            render: (r) => (r.bonus ? `${formatHkd(r.credit)} + ${formatHkd(r.bonus)}` : formatHkd(r.credit)),
          },
          { key: 'orders', label: t('data>col>orders'), width: '80px', align: 'right', render: (r) => r.orders },
          {
            key: 'active',
            label: t('data>state>label'),
            width: '100px',
            render: (r) => (
              <Badge tone={r.is_active ? 'success' : 'neutral'}>
                {r.is_active ? t('data>packages>on_sale') : t('data>state>inactive')}
              </Badge>
            ),
          },
        ]}
      />
    </OpsFrame>
  );
}
