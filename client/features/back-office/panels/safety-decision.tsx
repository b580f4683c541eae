/**
 * Trust and safety's decision on a disputed part: how much of what is held goes back to the consumer (0 to all of it;
 * the rest is released to the pro less Sifu's commission, shown live as the amount is typed) and a note both sides
 * read. A colleague's decision first shows the server's 409.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { safetyPaymentsContract as c } from '@shared/api/safety-payments.contract';
import { commissionOf } from '@shared/domain/safety-payments';
import type { OpsSafetyPart } from '@shared/schemas/safety-payments.schema';
import { formatHkd } from '@shared/utils/format';
import { Button } from '@client/ui/button';
import { TextField } from '@client/ui/field';
import { useCall } from '@client/lib/endpoint-query';
import { DecisionForm, useReasonDecision } from '../components/decision-form';
import { mutedStyles } from '../components/panel-styles';

/** The shortest note the server takes (shared/schemas/safety-payments.schema.ts safetyDecisionSchema). */
const NOTE_MIN = 5;

/** The refund typed, when it is a whole number of dollars from 0 to what is held. */
export function refundOf(typed: string, held: number): number | null {
  const text = typed.trim();
  if (!/^\d{1,7}$/.test(text)) return null;
  const n = Number(text);
  return n <= held ? n : null;
}

/** What each side gets for a refund of `refund` out of `held`: the pro's share is released less commission. */
export function splitOf(held: number, refund: number, percent: number) {
  const released = held - refund;
  const commission = commissionOf(released, percent);
  return { consumer: refund, released, commission, pro: released - commission };
}

export function SafetyDecision({ data }: { data: OpsSafetyPart }) {
  const { t } = useTranslation('ops');
  const id = data.part.id;
  const held = data.part.held;
  const decide = useCall(c.opsDecide, {
    input: (body: { refund_amount: number; note: string }) => ({ params: { id }, body }),
    handlesErrors: true,
  });
  const decision = useReasonDecision(['reason', 'refund_amount']);
  const { form } = decision;
  const [typed, setTyped] = useState('');
  const refund = refundOf(typed, held);
  const split = refund === null ? null : splitOf(held, refund, data.payment.commission_percent);
  const submit = () => {
    const errors: Record<string, string> = {};
    if (refund === null) errors.refund_amount = t('safety_dispute>amount_invalid', { held: formatHkd(held) });
    if (decision.reason.trim().length < NOTE_MIN) errors.reason = t('safety_dispute>note_too_short');
    if (!form.validate(errors)) return;
    void decision.decide((note) => decide.mutateAsync({ refund_amount: refund!, note }), t('safety_dispute>done'));
  };
  return (
    <DecisionForm
      decision={decision}
      intro={<p css={mutedStyles}>{t('safety_dispute>decide_intro', { held: formatHkd(held) })}</p>}
      label={t('safety_dispute>note')}
      hint={t('safety_dispute>note_hint')}
      fields={
        <>
          <TextField
            label={t('safety_dispute>refund_amount')}
            hint={t('safety_dispute>refund_hint', { held: formatHkd(held) })}
            inputMode="numeric"
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
              form.clearField('refund_amount');
            }}
            error={form.fields.refund_amount}
          />
          <p css={mutedStyles} aria-live="polite">
            {split
              ? t('safety_dispute>split', {
                  consumer: formatHkd(split.consumer),
                  pro: formatHkd(split.released),
                  commission: formatHkd(split.commission),
                  net: formatHkd(split.pro),
                })
              : t('safety_dispute>split_empty')}
          </p>
        </>
      }
    >
      <Button onClick={submit} disabled={form.pending}>
        {t('safety_dispute>submit')}
      </Button>
    </DecisionForm>
  );
}
