/**
 * How the consumer pays a part into safety: card, convenience store or bank transfer (FPS), only the ways the bid's
 * provider offers (`pay_types`), each with what happens next for money held by Sifu.
 */
import { useTranslation } from 'react-i18next';
import { CVS_VALID_HOURS, type PayType } from '@shared/domain/payments';
import { RadioGroup } from '@client/ui/radio-group';

export function PayTypeChoice({
  value,
  onChange,
  offered,
}: {
  value: PayType;
  onChange: (v: PayType) => void;
  offered: readonly PayType[];
}) {
  const { t } = useTranslation('dashboard');
  return (
    <RadioGroup
      legend={t('safety_payments>pay>pay_type_legend')}
      name="pay_type"
      variant="card"
      value={value}
      onChange={(v) => onChange(v as PayType)}
      options={offered.map((k) => ({
        value: k,
        label: t(`safety_payments>pay>pay_${k}`),
        description: t(`safety_payments>pay>pay_${k}_help`, { hours: CVS_VALID_HOURS }),
      }))}
    />
  );
}

/** The first way offered (card when the provider offers it). */
export const firstPayType = (offered: readonly PayType[]): PayType => offered[0] ?? 'card';
