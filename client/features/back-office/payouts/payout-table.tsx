/**
 * The instructions of one status: the pro, what it pays for (a safety payment's quote or a shop order), where the money
 * goes (masked), the amount and how long it has waited.
 * Pending lines have a checkbox (not when the pro has no payout account: it cannot be approved); approved lines can be
 * taken out of their batch; exported lines are recorded paid or returned by the bank.
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PayoutStatus } from '@shared/domain/safety-payments';
import type { OpsPayout } from '@shared/schemas/safety-payments.schema';
import { formatHkd } from '@shared/utils/format';
import { Button } from '@client/ui/button';
import { Checkbox } from '@client/ui/checkbox';
import { VisuallyHidden } from '@client/ui/visually-hidden';
import { NameCell } from '../components/ops-cells';
import { OpsTable, cellNote, type OpsColumn } from '../components/ops-table';
import { DateTime, WaitTime } from '../components/ops-time';
import { buttonsStyles } from '../components/panel-styles';

export interface PayoutRowActions {
  unapprove: (p: OpsPayout) => void;
  paid: (p: OpsPayout) => void;
  failed: (p: OpsPayout) => void;
  /** A move is on its way: the buttons wait. */
  pending: boolean;
}

export interface PayoutTableProps {
  status: PayoutStatus;
  rows: OpsPayout[];
  selected: ReadonlySet<number>;
  onSelect: (id: number, on: boolean) => void;
  actions: PayoutRowActions;
}

export function PayoutTable({ status, rows, selected, onSelect, actions }: PayoutTableProps) {
  const { t } = useTranslation('ops');
  const select: OpsColumn<OpsPayout> = {
    key: 'select',
    label: t('payouts>col>select'),
    width: '90px',
    render: (p) => (
      <Checkbox
        label={
          <>
            #{p.id}
            <VisuallyHidden> {t('payouts>select_row', { name: p.pro.name, amount: formatHkd(p.amount) })}</VisuallyHidden>
          </>
        }
        checked={selected.has(p.id)}
        disabled={!p.account}
        onChange={(e) => onSelect(p.id, e.target.checked)}
      />
    ),
  };
  const columns: OpsColumn<OpsPayout>[] = [
    ...(status === 'pending' ? [select] : []),
    {
      key: 'pro',
      label: t('payouts>col>pro'),
      render: (p) => (
        <NameCell
          note={
            p.shop_order_id
              ? t('payouts>pro_note_shop', { id: p.id, pro: p.pro.id, order: p.shop_order_id })
              : t('payouts>pro_note', { id: p.id, pro: p.pro.id, bid: p.bid_id })
          }
        >
          {p.pro.name}
          {p.failure_reason && (status === 'pending' || status === 'failed') ? (
            <span css={cellNote}>{t('payouts>returned_reason', { reason: p.failure_reason })}</span>
          ) : null}
        </NameCell>
      ),
    },
    { key: 'account', label: t('payouts>col>account'), render: (p) => p.account ?? t('payouts>no_account') },
    { key: 'amount', label: t('payouts>col>amount'), width: '110px', align: 'right', render: (p) => formatHkd(p.amount) },
    status === 'paid'
      ? {
          key: 'paid_at',
          label: t('payouts>col>paid_at'),
          width: '170px',
          render: (p) => (p.paid_at ? <DateTime value={p.paid_at} /> : '—'),
        }
      : { key: 'age', label: t('payouts>col>age'), width: '120px', render: (p) => <WaitTime created={p.created} /> },
    ...(status === 'approved' || status === 'exported'
      ? [
          {
            key: 'batch',
            label: t('payouts>col>batch'),
            width: '90px',
            render: (p: OpsPayout) => (p.batch_id ? t('payouts>batch', { id: p.batch_id }) : '—'),
          },
        ]
      : []),
    ...(status === 'approved' || status === 'exported' ? [actionColumn(status, actions, t)] : []),
  ];
  return <OpsTable caption={t(`payouts>status>${status}`)} columns={columns} rows={rows} rowKey={(p) => p.id} empty={t('payouts>none')} />;
}

function actionColumn(status: 'approved' | 'exported', a: PayoutRowActions, t: TFunction<'ops'>): OpsColumn<OpsPayout> {
  return {
    key: 'actions',
    label: t('payouts>col>actions'),
    width: status === 'approved' ? '150px' : '200px',
    render: (p) =>
      status === 'approved' ? (
        <Button size="sm" variant="secondary" disabled={a.pending} onClick={() => a.unapprove(p)}>
          {t('payouts>unapprove')}
          <RowId id={p.id} />
        </Button>
      ) : (
        <span css={buttonsStyles}>
          <Button size="sm" disabled={a.pending} onClick={() => a.paid(p)}>
            {t('payouts>paid')}
            <RowId id={p.id} />
          </Button>
          <Button size="sm" variant="secondary" disabled={a.pending} onClick={() => a.failed(p)}>
            {t('payouts>failed')}
            <RowId id={p.id} />
          </Button>
        </span>
      ),
  };
}

/** Which line a row's button acts on, for screen readers ("Paid #12"). */
const RowId = ({ id }: { id: number }) => <VisuallyHidden> #{id}</VisuallyHidden>;
