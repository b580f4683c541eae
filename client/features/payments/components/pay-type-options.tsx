/**
 * Card, convenience store or bank transfer (FPS), each with its SPEC §5 range and what happens next. Only the ways
 * the provider offers are listed (Stripe: card only); a way whose range does not take the chosen package's price is
 * shown disabled with the reason (a HK$300 package cannot be paid at a store, which takes HK$500–20,000).
 */
import { useTranslation } from 'react-i18next';
import type { ChargeConfigs } from '@shared/api/charge-configs.contract';
import { purchaseAmountProblem, type PayType } from '@shared/domain/payments';
import { formatHkd } from '@shared/utils/format';
import { RadioGroup } from '@client/ui/radio-group';
import { useChargeConfigs } from '../api/charge-configs.queries';

/**
 * Whether this way to pay takes the price (undefined: a custom amount, checked at the amount field instead), by the
 * server's charge configs; before they arrive every way is open and the server decides.
 */
export function payTypeTakes(payType: PayType, price: number | undefined, ranges?: ChargeConfigs): boolean {
  return price === undefined || !ranges || purchaseAmountProblem(payType, price, ranges) === null;
}

/** The chosen way to pay if it is offered and takes the price, else the first that does (else the first offered). */
export function usablePayType(chosen: PayType, offered: readonly PayType[], price: number | undefined, ranges?: ChargeConfigs): PayType {
  if (offered.includes(chosen) && payTypeTakes(chosen, price, ranges)) return chosen;
  return offered.find((p) => payTypeTakes(p, price, ranges)) ?? offered[0] ?? 'card';
}

export interface PayTypeOptionsProps {
  value: PayType;
  onChange: (v: PayType) => void;
  /** The ways the payment provider offers (GET /api/payments/packages → pay_types). */
  offered: readonly PayType[];
  /** The chosen package's price; undefined for a custom amount. */
  price?: number;
  /** Another purchase's own texts (a shop order: no credit, no package ranges); every way offered is then open. */
  texts?: { legend: string; describe: (payType: PayType) => { label: string; description: string } };
}

export function PayTypeOptions({ value, onChange, offered, price, texts }: PayTypeOptionsProps) {
  const { t } = useTranslation('pricing');
  const ranges = useChargeConfigs();
  return (
    <RadioGroup
      legend={texts?.legend ?? t('buy>pay_type_legend')}
      name="pay_type"
      variant="card"
      value={value}
      onChange={(v) => onChange(v as PayType)}
      options={offered.map((k) => {
        if (texts) return { value: k, ...texts.describe(k) };
        if (!ranges) return { value: k, label: t(`buy>pay_${k}`) };
        const range = { min: formatHkd(ranges[k].min), max: formatHkd(ranges[k].max) };
        const takes = payTypeTakes(k, price, ranges);
        return {
          value: k,
          label: t(`buy>pay_${k}`),
          description: takes ? t(`buy>pay_${k}_help`, range) : t(`buy>pay_not_for_package_${k}`, range),
          disabled: !takes,
        };
      })}
    />
  );
}
