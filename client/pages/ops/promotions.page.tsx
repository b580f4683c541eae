/**
 * /ops/promotions (finance): free-credit events and coupons in two tabs. Each list searches, filters by where the
 * row stands in its window (scheduled, live, ended, switched off) and pages; ?edit= opens a row (or a new one) in
 * the editor above the list. Nothing is deleted: a promotion is switched off.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { queryString } from '@shared/api/endpoint';
import { SCHEDULE_STATES, type OpsCoupon, type OpsFreeCreditEvent } from '@shared/schemas/ops-data.schema';
import { OpsFrame } from '@client/features/back-office/components/ops-frame';
import { NameCell } from '@client/features/back-office/components/ops-cells';
import { OpsTable, cellNote } from '@client/features/back-office/components/ops-table';
import { DateTime } from '@client/features/back-office/components/ops-time';
import { OpsPager } from '@client/features/back-office/components/ops-pager';
import {
  opsCouponQuery,
  opsCouponsQuery,
  opsEventQuery,
  opsEventsQuery,
  promotionsViewOf,
  useSaveCoupon,
  useSaveEvent,
  type PromotionsView,
} from '@client/features/ops-data/api/ops-data.queries';
import { couponFields, eventFields } from '@client/features/ops-data/components/field-specs';
import { ListSearch } from '@client/features/ops-data/components/list-search';
import { RowEditor, type RowEditorProps } from '@client/features/ops-data/components/row-editor';
import { StateBadge } from '@client/features/ops-data/components/state-badge';
import { ButtonLink } from '@client/ui/button';
import { Link } from '@client/ui/link';
import { Chips } from '@client/ui/tabs';
import { formatHkd } from '@shared/utils/format';
import { useHref } from '@client/lib/paths';
import { useDataClient } from '@client/lib/data-client';

export default function OpsPromotionsPage() {
  const { t } = useTranslation('ops');
  const href = useHref();
  const { search } = useLocation();
  const view = promotionsViewOf(new URLSearchParams(search));
  const base = href('opsPromotions');
  const urlOf = (v: Partial<PromotionsView>) => {
    const next = { ...view, ...v };
    return `${base}${queryString({
      tab: next.tab === 'events' ? undefined : next.tab,
      q: next.q,
      state: next.state,
      page: next.page > 1 ? next.page : undefined,
      edit: next.edit,
    })}`;
  };
  const list = view.tab === 'events' ? <EventList view={view} urlOf={urlOf} /> : <CouponList view={view} urlOf={urlOf} />;
  return (
    <OpsFrame
      title={t('data>promotions>title')}
      intro={t('data>promotions>intro')}
      actions={
        <ButtonLink to={urlOf({ edit: 'new' })} size="sm">
          {view.tab === 'events' ? t('data>promotions>new_event') : t('data>promotions>new_coupon')}
        </ButtonLink>
      }
    >
      <Chips
        label={t('data>promotions>tabs')}
        items={(['events', 'coupons'] as const).map((tab) => ({
          key: tab,
          label: t(`data>promotions>tab>${tab}`),
          href: `${base}${queryString({ tab: tab === 'events' ? undefined : tab })}`,
          selected: view.tab === tab,
        }))}
      />
      <ListSearch
        action={base}
        q={view.q}
        placeholder={view.tab === 'events' ? t('data>promotions>search_events') : t('data>promotions>search_coupons')}
        hidden={view.tab === 'events' ? {} : { tab: view.tab }}
        filters={[
          {
            name: 'state',
            label: t('data>state>label'),
            value: view.state,
            options: SCHEDULE_STATES.map((s) => ({ value: s, label: t(`data>state>${s}`) })),
          },
        ]}
      />
      {list}
    </OpsFrame>
  );
}

interface ListProps {
  view: PromotionsView;
  urlOf: (v: Partial<PromotionsView>) => string;
}

/** The row ?edit= names (0 when it names none, or a new one). */
const editIdOf = (view: PromotionsView) => (typeof view.edit === 'number' ? view.edit : 0);

/** The editor above a list for the row ?edit= names, or a new row (`blank`); nothing when ?edit= names none. */
function ListEditor<T extends { id: number; version: number; [field: string]: unknown }>({
  view,
  urlOf,
  editing,
  title,
  fields,
  blank,
  useSave,
}: ListProps & Pick<RowEditorProps, 'title' | 'fields' | 'useSave'> & { editing: T | undefined; blank: Record<string, unknown> }) {
  if (view.edit !== 'new' && !editing) return null;
  return (
    <RowEditor
      key={editing?.id ?? 'new'}
      title={title}
      fields={fields}
      row={editing ?? blank}
      version={editing?.version}
      useSave={useSave}
      id={editing?.id ?? 'new'}
      closeHref={urlOf({ edit: undefined })}
      savedHref={(id) => urlOf({ edit: id })}
    />
  );
}

function EventList({ view, urlOf }: ListProps) {
  const { t } = useTranslation('ops');
  const client = useDataClient();
  const { data } = useQuery(opsEventsQuery(client, view));
  const editId = editIdOf(view);
  const { data: editing } = useQuery({ ...opsEventQuery(client, editId), enabled: editId > 0 });
  return (
    <>
      <ListEditor
        view={view}
        urlOf={urlOf}
        editing={editing}
        title={editing ? t('data>promotions>edit_event', { name: editing.title_zh }) : t('data>promotions>new_event')}
        fields={eventFields(t)}
        blank={{ audience: 'all_pros', is_active: true }}
        useSave={useSaveEvent}
      />
      <OpsTable<OpsFreeCreditEvent>
        caption={t('data>promotions>tab>events')}
        rows={data?.items ?? []}
        rowKey={(r) => r.id}
        empty={t('data>promotions>no_events')}
        columns={[
          {
            key: 'title',
            label: t('data>col>event'),
            render: (r) => (
              <NameCell to={urlOf({ edit: r.id })} note={`${r.title_en} · ${r.slug}`}>
                {r.title_zh}
              </NameCell>
            ),
          },
          { key: 'amount', label: t('data>col>amount'), width: '90px', align: 'right', render: (r) => formatHkd(r.amount) },
          { key: 'audience', label: t('data>col>audience'), width: '140px', render: (r) => t(`data>audience>${r.audience}`) },
          {
            key: 'window',
            label: t('data>col>window'),
            width: '190px',
            render: (r) => <Window from={r.claim_from} until={r.claim_until} />,
          },
          {
            key: 'claims',
            label: t('data>col>claims'),
            width: '90px',
            align: 'right',
            render: (r) => (r.max_claims === null ? r.claims : `${r.claims} / ${r.max_claims}`),
          },
          { key: 'state', label: t('data>state>label'), width: '100px', render: (r) => <StateBadge state={r.state} /> },
        ]}
      />
      <OpsPager list={data} hrefFor={(page) => urlOf({ page, edit: undefined })} />
    </>
  );
}

function CouponList({ view, urlOf }: ListProps) {
  const { t } = useTranslation('ops');
  const client = useDataClient();
  const { data } = useQuery(opsCouponsQuery(client, view));
  const editId = editIdOf(view);
  const { data: editing } = useQuery({ ...opsCouponQuery(client, editId), enabled: editId > 0 });
  return (
    <>
      <ListEditor
        view={view}
        urlOf={urlOf}
        editing={editing}
        title={editing ? t('data>promotions>edit_coupon', { name: editing.code }) : t('data>promotions>new_coupon')}
        fields={couponFields(t)}
        blank={{ per_user_limit: 1, is_active: true }}
        useSave={useSaveCoupon}
      />
      <OpsTable<OpsCoupon>
        caption={t('data>promotions>tab>coupons')}
        rows={data?.items ?? []}
        rowKey={(r) => r.id}
        empty={t('data>promotions>no_coupons')}
        columns={[
          { key: 'code', label: t('data>col>code'), render: (r) => <Link to={urlOf({ edit: r.id })}>{r.code}</Link> },
          { key: 'amount', label: t('data>col>amount'), width: '90px', align: 'right', render: (r) => formatHkd(r.amount) },
          {
            key: 'window',
            label: t('data>col>window'),
            width: '190px',
            render: (r) => <Window from={r.valid_from} until={r.valid_until} />,
          },
          {
            key: 'uses',
            label: t('data>col>uses'),
            width: '90px',
            align: 'right',
            render: (r) => (r.max_uses === null ? r.uses : `${r.uses} / ${r.max_uses}`),
          },
          { key: 'per_user', label: t('data>col>per_user'), width: '90px', align: 'right', render: (r) => r.per_user_limit },
          { key: 'state', label: t('data>state>label'), width: '100px', render: (r) => <StateBadge state={r.state} /> },
        ]}
      />
      <OpsPager list={data} hrefFor={(page) => urlOf({ page, edit: undefined })} />
    </>
  );
}

function Window({ from, until }: { from: string; until: string }) {
  return (
    <>
      <DateTime value={from} />
      <span css={cellNote}>
        → <DateTime value={until} />
      </span>
    </>
  );
}
