/**
 * Card, convenience store or bank transfer (FPS), each with its SPEC §5 range and what happens next. Only the ways
 * the provider offers are listed (Stripe: card only); a way whose range does not take the chosen package's price is
 * shown disabled with the reason (a HK$300 package cannot be paid at a store, which takes HK$500–20,000).
 */
import { useTranslation } from 'react-i18next';
import { PURCHASE_RANGES, purchaseAmountProblem, type PayType } from '@shared/domain/payments';
import { formatHkd } from '@shared/utils/format';
import { RadioGroup } from '@client/ui/radio-group';

/** Whether this way to pay takes the price (undefined: a custom amount, checked at the amount field instead). */
export function payTypeTakes(payType: PayType, price: number | undefined): boolean {
  return price === undefined || purchaseAmountProblem(payType, price) === null;
}

/** The chosen way to pay if it is offered and takes the price, else the first that does (else the first offered). */
export function usablePayType(chosen: PayType, offered: readonly PayType[], price: number | undefined): PayType {
  if (offered.includes(chosen) && payTypeTakes(chosen, price)) return chosen;
  return offered.find((p) => payTypeTakes(p, price)) ?? offered[0] ?? 'card';
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
  return (
    <RadioGroup
      legend={texts?.legend ?? t('buy>pay_type_legend')}
      name="pay_type"
      variant="card"
      value={value}
      onChange={(v) => onChange(v as PayType)}
      options={offered.map((k) => {
        if (texts) return { value: k, ...texts.describe(k) };
        const range = { min: formatHkd(PURCHASE_RANGES[k].min), max: formatHkd(PURCHASE_RANGES[k].max) };
        const takes = payTypeTakes(k, price);
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
