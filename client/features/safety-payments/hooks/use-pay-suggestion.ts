/**
 * The consumer takes a suggestion as it is (`add`) and pays its first part. The new payment makes the bid's view stale
 * as soon as it exists, so the page would swap the suggestion's card for the payment's card mid-way: while this runs,
 * `kind` says which suggestion to keep on screen (and which new payment to hold back). A failure after the payment was
 * added leaves it there with its own pay button, and the message in `error`.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayType } from '@shared/domain/payments';
import type { SafetyKind } from '@shared/domain/safety-payments';
import { errorMessageOf } from '@client/ui/server-error';
import { useAddSafetyPayment } from '../api/safety-payments.mutations';
import type { SafetySuggestion } from '../components/suggestion-card';
import { usePayPart, type NewKey } from './use-pay-part';

export function usePaySuggestion(bidId: number, newKey: NewKey) {
  const { t } = useTranslation('dashboard');
  const add = useAddSafetyPayment(bidId);
  const { pay, busy } = usePayPart(newKey);
  const [kind, setKind] = useState<SafetyKind | null>(null);
  const [error, setError] = useState<{ kind: SafetyKind; message: string } | null>(null);

  async function start(s: SafetySuggestion, payType: PayType): Promise<void> {
    setKind(s.kind);
    setError(null);
    try {
      const payment = await add.mutateAsync({ kind: s.kind, plan: s.plan, price: s.price, parts: s.parts });
      const first = payment.parts[0];
      if (first) await pay(first.id, payType);
    } catch (err) {
      setError({ kind: s.kind, message: errorMessageOf(err, t('common|errors>network')) });
    } finally {
      setKind(null);
    }
  }

  return { start, kind, busy: kind !== null || busy, error };
}
