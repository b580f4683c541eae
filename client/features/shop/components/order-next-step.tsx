/**
 * What happens next with an order, in plain words for the viewer's side: what they (or the other side) should do,
 * when the system acts if nobody does, what Sifu holds and what was refunded.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import type { ShopOrder } from '@shared/schemas/shop.schema';
import { dueText } from '@client/lib/due-text';
import { useNow } from '@client/lib/use-now';
import { formatHkd } from '@shared/utils/format';
import { Alert } from '@client/ui/alert';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { nextStepOf, otherPartyOf } from '../lib/order-steps';

export function OrderNextStep({ order }: { order: ShopOrder }) {
  const { t, i18n } = useTranslation('shop');
  const lng = i18n.language as Language;
  const now = useNow();
  const { key, held } = nextStepOf(order);
  const values = {
    other: otherPartyOf(order),
    amount: formatHkd(order.role === 'consumer' ? order.total : order.amount),
    receives: formatHkd(order.pro_receives),
  };
  const refunded = order.payment?.refunded_amount ?? 0;
  return (
    <Alert tone="info">
      <div css={textStyles} data-testid="order-next-step">
        <p css={mainStyles}>
          <Icon name={order.status === 'completed' ? 'check-circle' : 'info'} size={16} /> {t(`order>next>${order.role}>${key}`, values)}
        </p>
        {order.cancel_reason && order.status === 'cancel_requested' ? (
          <p>{t('order>next>reason', { reason: order.cancel_reason })}</p>
        ) : null}
        {held ? <p>{t(`order>next>held_${order.role}`, values)}</p> : null}
        {order.deadline && order.status !== 'awaiting_payment' ? (
          <p>{t(`order>next>deadline>${order.status}`, { at: dueText(t, order.deadline, lng, now), ...values })}</p>
        ) : null}
        {refunded > 0 ? <p>{t(`order>next>refunded_${order.role}`, { amount: formatHkd(refunded), other: values.other })}</p> : null}
      </div>
    </Alert>
  );
}

const textStyles = css`
  display: grid;
  gap: ${theme.space[1]};
  p {
    margin: 0;
  }
`;

const mainStyles = css`
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.medium};
  color: ${theme.color.text};
  svg {
    vertical-align: -2px;
    color: ${theme.color.brandDark};
  }
`;
