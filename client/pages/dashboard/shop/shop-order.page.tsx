/**
 * dashboard/shop/order/{orderId} (pro) and dashboard/shop-consumer/order/{orderId} (consumer): one order as its side
 * sees it. The shop feature draws it; this page gives it what other features own: the payment with the way to pay
 * it (shop-order-payment.tsx) and the feedback's photos as the gallery's thumbnails and lightbox.
 */
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '@client/ui/alert';
import { PageShell } from '@client/ui/page-shell';
import { Skeleton } from '@client/ui/skeleton';
import { stack } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { useSession } from '@client/features/accounts/api/accounts.queries';
import { ReviewPhotos } from '@client/features/service-media/components/review-photos';
import { isPaymentOpen, useShopOrder } from '@client/features/shop/api/shop-orders.queries';
import { OrderChat } from '@client/features/shop/components/order-chat';
import { OrderView } from '@client/features/shop/components/order-view';
import { hasPaymentBlock, ShopOrderPayment } from './shop-order-payment';
import { orderIdFrom } from './shop-orders.reads';

export default function ShopOrderPage() {
  const { data, isError } = useShopOrder(orderIdFrom(useParams().orderId));
  if (data) {
    return (
      <OrderView
        order={data}
        payment={hasPaymentBlock(data) ? <ShopOrderPayment order={data} /> : null}
        paymentFirst={data.status === 'awaiting_payment' || isPaymentOpen(data)}
        feedbackPhotos={(feedback) => <ReviewPhotos review={feedback} />}
        chat={<OrderChat orderId={data.id} />}
      />
    );
  }
  return isError ? <Failed /> : <Loading />;
}

/** The order could not be read (it exists: a missing one is the route's 404): a way back and another try. */
function Failed() {
  const { t } = useTranslation('shop');
  const href = useHref();
  const pro = useSession().data?.role === 'pro';
  return (
    <PageShell
      title={t('order>load_failed_title')}
      back={{ to: href(pro ? 'proShopOrders' : 'consumerShopOrders'), label: t('order>back') }}
    >
      <Alert tone="warning">{t('order>load_failed_body')}</Alert>
    </PageShell>
  );
}

function Loading() {
  return (
    <div aria-busy="true" css={stack(4)}>
      <Skeleton height={48} width="60%" />
      <Skeleton height={96} />
      <Skeleton height={280} />
    </div>
  );
}
