/**
 * Recording an exported line returned by the bank: the reason is required (the pro reads it in the notice that asks
 * them to correct their payout account). A colleague's record first shows the server's 409.
 */
import { useTranslation } from 'react-i18next';
import type { OpsPayout } from '@shared/schemas/safety-payments.schema';
import { formatHkd } from '@shared/utils/format';
import { Button } from '@client/ui/button';
import { usePayoutFailed } from '../api/payouts.queries';
import { DecisionForm, useReasonDecision } from '../components/decision-form';
import { mutedStyles } from '../components/panel-styles';

export function FailForm({ payout, onDone }: { payout: OpsPayout; onDone: () => void }) {
  const { t } = useTranslation('ops');
  const failed = usePayoutFailed();
  const decision = useReasonDecision();
  const { form, decide } = decision;
  // Closed once recorded (the toast says so); a refusal keeps it open with the server's message.
  const record = () =>
    decide((reason) => failed.mutateAsync({ id: payout.id, reason }).then(onDone), t('payouts>fail>done', { id: payout.id }), {
      requireReason: true,
    });
  return (
    <DecisionForm
      decision={decision}
      intro={
        <p css={mutedStyles}>
          {t('payouts>fail>intro', {
            id: payout.id,
            name: payout.pro.name,
            amount: formatHkd(payout.amount),
            account: payout.account ?? '—',
          })}
        </p>
      }
      label={t('payouts>fail>reason')}
      hint={t('payouts>fail>hint')}
    >
      <Button variant="danger" onClick={() => void record()} disabled={form.pending}>
        {t('payouts>fail>submit')}
      </Button>
      <Button variant="secondary" onClick={onDone} disabled={form.pending}>
        {t('payouts>fail>cancel')}
      </Button>
    </DecisionForm>
  );
}
