/**
 * The consumer confirms the work: the part's held money is released to the pro, less Sifu's commission. A dialog says
 * exactly how much leaves safety first, since a release cannot be undone.
 */
import { useTranslation } from 'react-i18next';
import { commissionOf } from '@shared/domain/safety-payments';
import type { SafetyPart } from '@shared/schemas/safety-payments.schema';
import { formatHkd } from '@shared/utils/format';
import { Button } from '@client/ui/button';
import { ConfirmDialog, useConfirm } from '@client/ui/confirm-dialog';
import { useConfirmSafetyPart } from '../api/safety-payments.mutations';

export interface ConfirmPartProps {
  part: Pick<SafetyPart, 'id' | 'held'>;
  /** The payment's commission percentage, fixed when the consumer agreed. */
  percent: number;
  proName: string;
}

export function ConfirmPart({ part, percent, proName }: ConfirmPartProps) {
  const { t } = useTranslation('dashboard');
  const confirm = useConfirmSafetyPart();
  const dialog = useConfirm(() => confirm.mutateAsync(part.id));
  // What is released is what is still held; the commission is taken from that.
  const commission = commissionOf(part.held, percent);
  const amount = formatHkd(part.held);
  return (
    <>
      <Button onClick={() => dialog.ask(true)}>{t('safety_payments>actions>confirm')}</Button>
      <ConfirmDialog
        {...dialog.dialog}
        title={t('safety_payments>confirm>title', { amount, pro: proName })}
        confirmLabel={t('safety_payments>confirm>submit', { amount })}
        cancelLabel={t('common|cancel')}
      >
        <p>{t('safety_payments>confirm>body', { amount, pro: proName, receives: formatHkd(part.held - commission) })}</p>
      </ConfirmDialog>
    </>
  );
}
