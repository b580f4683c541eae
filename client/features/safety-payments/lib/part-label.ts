/** What a part is called in its plan: the whole price, the deposit or the balance, milestone n, or the inspection fee. */
import type { TFunction } from 'i18next';
import type { SafetyKind, SafetyPlan } from '@shared/domain/safety-payments';

export function partLabel(t: TFunction, payment: { kind: SafetyKind; plan: SafetyPlan }, position: number): string {
  if (payment.kind === 'inspection') return t('dashboard|safety_payments>kind>inspection');
  if (payment.plan === 'deposit') return t(`dashboard|safety_payments>plan>${position === 1 ? 'deposit' : 'balance'}`);
  if (payment.plan === 'milestones') return t('dashboard|safety_payments>plan>milestone_n', { n: position });
  return t('dashboard|safety_payments>plan_type>full');
}

/** Money Sifu holds across parts. */
export const heldOf = (parts: readonly { held: number }[]) => parts.reduce((s, p) => s + p.held, 0);
