/**
 * One status of the payouts page: how many lines and what they add up to, the list, and what finance does with it:
 * pending lines are selected and approved into a batch; an approved line is taken out of its batch; an exported line
 * is recorded paid, or returned by the bank with a reason. A refusal (a colleague's move first) shows above the list.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayoutStatus } from '@shared/domain/safety-payments';
import type { OpsPayout } from '@shared/schemas/safety-payments.schema';
import { formatHkd } from '@shared/utils/format';
import { Alert } from '@client/ui/alert';
import { useToast } from '@client/ui/toast';
import { useApiForm } from '@client/ui/use-api-form';
import { usePayoutPaid, useUnapprovePayout } from '../api/payouts.queries';
import { mutedStyles, panelStyles } from '../components/panel-styles';
import { ApproveForm } from './approve-form';
import { FailForm } from './fail-form';
import { PayoutTable } from './payout-table';

export interface PayoutsBoardProps {
  status: PayoutStatus;
  /** The page of the list as the API returns it (undefined while it loads). */
  list: { items: OpsPayout[]; total: number; total_amount: number } | undefined;
}

export function PayoutsBoard({ status, list }: PayoutsBoardProps) {
  const { t } = useTranslation('ops');
  const toast = useToast();
  const form = useApiForm({ network: t('common|errors>network') });
  const unapprove = useUnapprovePayout();
  const paid = usePayoutPaid();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [failing, setFailing] = useState<OpsPayout | null>(null);
  if (!list) return <p css={mutedStyles}>{t('payouts>loading')}</p>;
  const rows = list.items;
  const selectable = rows.filter((p) => p.account !== null);
  const act = async (call: () => Promise<unknown>, done: string) => {
    const r = await form.run(call);
    if (r.ok) toast.show(done);
  };
  const actions = {
    pending: form.pending,
    unapprove: (p: OpsPayout) =>
      void act(() => unapprove.mutateAsync(p.id), t('payouts>unapproved', { id: p.id, batch: p.batch_id ?? '' })),
    paid: (p: OpsPayout) => void act(() => paid.mutateAsync(p.id), t('payouts>paid_done', { id: p.id, amount: formatHkd(p.amount) })),
    failed: (p: OpsPayout) => setFailing(p),
  };
  const select = (id: number, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <div css={panelStyles}>
      <p css={mutedStyles}>{t('payouts>summary', { count: list.total, amount: formatHkd(list.total_amount) })}</p>
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      <PayoutTable status={status} rows={rows} selected={selected} onSelect={select} actions={actions} />
      {status === 'pending' && rows.length ? (
        <ApproveForm
          selected={rows.filter((p) => selected.has(p.id))}
          selectable={selectable}
          onSelectAll={() => setSelected(new Set(selectable.map((p) => p.id)))}
          onClear={() => setSelected(new Set())}
        />
      ) : null}
      {failing && status === 'exported' ? <FailForm key={failing.id} payout={failing} onDone={() => setFailing(null)} /> : null}
    </div>
  );
}
