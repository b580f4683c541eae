/** A lead's fee, the balance and what is missing (payfee/{orderID} and the payment popup). */
import { useTranslation } from 'react-i18next';
import { formatHkd } from '@shared/utils/format';
import { DescriptionList } from '@client/ui/description-list';

export function shortfallOf(fee: number, balance: number): number {
  return Math.max(0, fee - balance);
}

export function FeeShortfall({ fee, balance }: { fee: number; balance: number }) {
  const { t } = useTranslation('pricing');
  return (
    <DescriptionList
      layout="inline"
      divided
      items={[
        { term: t('payfee>fee'), description: formatHkd(fee) },
        { term: t('payfee>balance'), description: formatHkd(balance) },
        { term: t('payfee>shortfall'), description: <strong>{formatHkd(shortfallOf(fee, balance))}</strong> },
      ]}
    />
  );
}
