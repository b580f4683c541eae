/** A failed, expired or cancelled order: why (SPEC §8 code 4 declined, 211 foreign card), nothing charged, try again. */
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import type { PaymentOrder } from '@shared/schemas/payments.schema';
import { Alert } from '@client/ui/alert';
import { ButtonLink } from '@client/ui/button';
import { useHref } from '@client/lib/paths';

/** The translated reason of a failure: the SPEC §8 codes we know, else the gateway's message. */
export function failureReason(order: Pick<PaymentOrder, 'failure_code' | 'failure_message'>, t: (k: string) => string): string {
  if (order.failure_code === '4' || order.failure_code === '211') return t(`pricing|status>failed_${order.failure_code}`);
  return order.failure_message || t('pricing|status>failed_other');
}

export function OrderUnpaid({ order }: { order: PaymentOrder }) {
  const { t } = useTranslation('pricing');
  const href = useHref();
  const lead = order.quote_bid_id ? href('leadDetail', { bidId: order.quote_bid_id }) : null;
  const again = href('pricing', { target: order.kind === 'custom' || order.kind === 'payfee' ? 'custom' : undefined });
  return (
    <>
      <Alert tone={order.status === 'failed' ? 'error' : 'info'}>
        {order.status === 'failed' ? failureReason(order, t) : t(`status>${order.status}_body`)}
      </Alert>
      <p>{t('status>not_charged')}</p>
      <ButtonLink to={again} size="lg" block>
        {t('status>try_again')}
      </ButtonLink>
      {lead ? <Link to={lead}>{t('status>back_to_lead')}</Link> : null}
    </>
  );
}
