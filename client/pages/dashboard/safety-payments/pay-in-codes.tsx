/**
 * What a consumer needs to pay a part at a convenience store or by bank transfer: the payment code with its barcode,
 * or the account number, each with a copy button. Drawn with the payments feature's components (a page composes
 * features); the safety payments feature receives it as its `codes`.
 */
import { useTranslation } from 'react-i18next';
import type { SafetyPayIn } from '@shared/schemas/safety-payments.schema';
import { Barcode } from '@client/features/payments/components/barcode';
import { CopyValue } from '@client/features/payments/components/copy-value';

export function PayInCodes({ payIn }: { payIn: SafetyPayIn }) {
  const { t } = useTranslation('dashboard');
  const cvs = payIn.pay_type === 'cvs';
  const code = cvs ? payIn.payment_code : payIn.virtual_account;
  return (
    <>
      {code ? (
        <CopyValue label={t(cvs ? 'safety_payments>pay_in>payment_code' : 'safety_payments>pay_in>virtual_account')} value={code} />
      ) : null}
      {cvs && payIn.barcode ? (
        <Barcode value={payIn.barcode} label={t('safety_payments>pay_in>barcode_label', { code: payIn.payment_code ?? payIn.barcode })} />
      ) : null}
    </>
  );
}

export const payInCodes = (payIn: SafetyPayIn) => <PayInCodes payIn={payIn} />;
