/** Pay one part into safety: the amount, how (card, store, bank transfer), then off to pay (usePayPart). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayType } from '@shared/domain/payments';
import { formatHkd } from '@shared/utils/format';
import { DescriptionList } from '@client/ui/description-list';
import { FormSheet } from '@client/ui/form-sheet';
import { useApiForm } from '@client/ui/use-api-form';
import { stack } from '@client/styles/layout';
import { usePayPart, type NewKey } from '../hooks/use-pay-part';
import { Money } from './money';
import { firstPayType, PayTypeChoice } from './pay-type-choice';

export interface PaySheetProps {
  open: boolean;
  onClose: () => void;
  part: { id: number; amount: number; position: number };
  partCount: number;
  payTypes: readonly PayType[];
  newKey: NewKey;
}

export function PaySheet({ open, onClose, part, partCount, payTypes, newKey }: PaySheetProps) {
  const { t } = useTranslation('dashboard');
  const [payType, setPayType] = useState<PayType>(firstPayType(payTypes));
  const { pay, busy } = usePayPart(newKey);
  const form = useApiForm({ network: t('common|errors>network') });
  const amount = formatHkd(part.amount);
  return (
    <FormSheet
      open={open}
      onClose={onClose}
      title={t('safety_payments>pay>title', { amount })}
      description={t('safety_payments>pay>held_note')}
      closeLabel={t('common|close')}
      cancelLabel={t('common|cancel')}
      submitLabel={t('safety_payments>pay>submit', { amount })}
      submitBlock
      pending={busy}
      formError={form.formError}
      onSubmit={() => void form.run(() => pay(part.id, payType))}
    >
      <div css={stack(4)}>
        <DescriptionList
          layout="inline"
          divided
          items={[
            ...(partCount > 1
              ? [
                  {
                    term: t('safety_payments>part>which'),
                    description: t('safety_payments>part>n_of', { n: part.position, count: partCount }),
                  },
                ]
              : []),
            { term: t('safety_payments>pay>amount'), description: <Money amount={part.amount} strong /> },
          ]}
        />
        <PayTypeChoice value={payType} onChange={setPayType} offered={payTypes} />
      </div>
    </FormSheet>
  );
}
