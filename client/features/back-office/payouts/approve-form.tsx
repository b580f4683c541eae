/**
 * "Approve into batch" under the pending list (SPEC approve export instruction): the selected lines and their total,
 * the value date (the next working day unless finance picks another, Monday to Saturday), and the server's refusal
 * (a line a colleague approved first, a pro without an account, a Sunday) above the button.
 */
import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { nextValueDate } from '@shared/domain/payout-value-date';
import type { OpsPayout } from '@shared/schemas/safety-payments.schema';
import { hkToday } from '@shared/utils/dates';
import { formatHkd } from '@shared/utils/format';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { TextField } from '@client/ui/field';
import { useToast } from '@client/ui/toast';
import { useApiForm } from '@client/ui/use-api-form';
import { useNow } from '@client/lib/use-now';
import { useApprovePayouts } from '../api/payouts.queries';
import { buttonsStyles, decisionStyles, mutedStyles } from '../components/panel-styles';

export interface ApproveFormProps {
  /** The selected pending lines. */
  selected: OpsPayout[];
  /** Lines of this page that can be approved (a pro with a payout account). */
  selectable: OpsPayout[];
  onSelectAll: () => void;
  onClear: () => void;
}

export function ApproveForm({ selected, selectable, onSelectAll, onClear }: ApproveFormProps) {
  const { t } = useTranslation('ops');
  const toast = useToast();
  const now = useNow();
  const approve = useApprovePayouts();
  const form = useApiForm({ network: t('common|errors>network'), known: ['value_date'] });
  const [typed, setTyped] = useState<string | null>(null);
  // The suggestion needs the browser's clock (the server render leaves the field empty until then).
  const date = typed ?? (now ? nextValueDate(now) : '');
  const total = selected.reduce((sum, p) => sum + p.amount, 0);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!selected.length) return form.setFormError(t('payouts>approve>nothing'));
    if (!form.validate(date ? {} : { value_date: t('payouts>approve>date_required') })) return;
    const r = await form.run(() => approve.mutateAsync({ ids: selected.map((p) => p.id), value_date: date }));
    if (r.ok) {
      toast.show(t('payouts>approve>done', { count: selected.length, id: r.data.id }));
      onClear();
    }
  };
  return (
    <form onSubmit={submit} noValidate css={decisionStyles} aria-label={t('payouts>approve>legend')}>
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      <p css={mutedStyles}>{t('payouts>approve>selected', { count: selected.length, amount: formatHkd(total) })}</p>
      <div css={rowStyles}>
        <TextField
          type="date"
          label={t('payouts>approve>value_date')}
          hint={t('payouts>approve>value_date_hint')}
          value={date}
          min={now ? hkToday(now) : undefined}
          onChange={(e) => {
            setTyped(e.target.value);
            form.clearField('value_date');
          }}
          error={form.fields.value_date}
        />
      </div>
      <div css={buttonsStyles}>
        <Button type="submit" disabled={form.pending}>
          {t('payouts>approve>submit')}
        </Button>
        <Button variant="secondary" onClick={onSelectAll} disabled={!selectable.length}>
          {t('payouts>approve>select_all')}
        </Button>
        {selected.length ? (
          <Button variant="ghost" onClick={onClear}>
            {t('payouts>approve>clear')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

const rowStyles = css`
  max-width: 260px;
`;
