/**
 * One shop order for its consumer or pro: the status (and "protected" while Sifu holds the money), what happens next,
 * the buttons the viewer may use now, the payment (drawn by the page with the payments features), what was bought,
 * the feedback (the consumer's form once completed, or the feedback with the pro's reply) and the timeline.
 */
import { css } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import type { ShopFeedback, ShopOrder } from '@shared/schemas/shop.schema';
import { Card } from '@client/ui/card';
import { PageShell } from '@client/ui/page-shell';
import { Timeline } from '@client/ui/timeline';
import { theme } from '@client/styles/theme';
import { cluster, secondarySmall, stack } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { canLeaveFeedback, nextStepOf } from '../lib/order-steps';
import { FeedbackCard } from './feedback-card';
import { FeedbackForm } from './feedback-form';
import { OrderActions } from './order-actions';
import { OrderNextStep } from './order-next-step';
import { OrderStatusBadge, ProtectedBadge } from './order-status-badge';
import { OrderSummary } from './order-summary';

export interface OrderViewProps {
  order: ShopOrder;
  /** The payment and, for an unpaid order, the way to pay it (null when there is no payment to show). */
  payment: ReactNode;
  /** Whether the payment waits for the consumer: then it comes right after the next step. */
  paymentFirst: boolean;
  /** A feedback's photos as thumbnails that open the lightbox. */
  feedbackPhotos: (feedback: ShopFeedback) => ReactNode;
  /** The order's chat between its two sides. */
  chat?: ReactNode;
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card aria-labelledby={id}>
      <div css={stack(3)}>
        <h2 id={id} css={titleStyles}>
          {title}
        </h2>
        {children}
      </div>
    </Card>
  );
}

export function OrderView({ order, payment, paymentFirst, feedbackPhotos, chat }: OrderViewProps) {
  const { t, i18n } = useTranslation('shop');
  const href = useHref();
  const paymentBlock = payment ? <Block title={t('order>payment_title')}>{payment}</Block> : null;
  const feedback = order.feedback;
  return (
    <PageShell
      title={order.item.name}
      intro={t('order>intro', { id: order.id, plan: order.plan_name, count: order.quantity })}
      back={{ to: href(order.role === 'pro' ? 'proShopOrders' : 'consumerShopOrders'), label: t('order>back') }}
    >
      <div css={cluster(1)}>
        <OrderStatusBadge status={order.status} />
        {order.is_held && order.status !== 'void' ? <ProtectedBadge /> : null}
      </div>
      <OrderNextStep order={order} />
      {paymentFirst ? paymentBlock : null}
      <OrderActions order={order} />
      <Block title={t('order>summary>title')}>
        <OrderSummary order={order} />
        {nextStepOf(order).held ? <p css={secondarySmall}>{t(`order>protected_note_${order.role}`)}</p> : null}
      </Block>
      {chat}
      {canLeaveFeedback(order) ? (
        <Block title={t('feedback>title')}>
          <FeedbackForm order={order} />
        </Block>
      ) : null}
      {feedback ? (
        <Block title={t('feedback>shown_title')}>
          <FeedbackCard feedback={feedback} role={order.role} proName={order.pro.business_name} photos={feedbackPhotos(feedback)} />
        </Block>
      ) : null}
      {order.role === 'pro' && order.status === 'completed' && !feedback ? <p css={secondarySmall}>{t('feedback>none_yet')}</p> : null}
      {paymentFirst ? null : paymentBlock}
      {order.timeline.length ? (
        <Block title={t('order>timeline_title')}>
          <Timeline
            label={t('order>timeline_title')}
            lng={i18n.language as Language}
            steps={order.timeline.map((s) => ({ title: t(`orders>status>${s.status}`), at: s.at }))}
          />
        </Block>
      ) : null}
    </PageShell>
  );
}

const titleStyles = css`
  margin: 0;
  font-size: ${theme.font.size.lg};
`;
