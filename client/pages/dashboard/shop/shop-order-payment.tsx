/**
 * An order's payment on its page, drawn with the payments features (a page composes features): the try's status,
 * how and when it was paid, or, while it waits, the store code or account number with the steps (the safety
 * payments' pay-in section and the payments' code and barcode). For the consumer of an unpaid order, "pay now" picks a
 * way to pay the provider offers, starts a checkout (one idempotency key per choice, so a retried click never opens a
 * second one) and follows where the answer leads: the hosted card page, or this page with the store code.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PayType } from '@shared/domain/payments';
import type { ShopOrder } from '@shared/schemas/shop.schema';
import { formatHkd } from '@shared/utils/format';
import { Button } from '@client/ui/button';
import { FormSheet } from '@client/ui/form-sheet';
import { useApiForm } from '@client/ui/use-api-form';
import { stack } from '@client/styles/layout';
import { usePackages } from '@client/features/payments/api/payments.queries';
import { cardInfoLabel } from '@client/features/payments/lib/card-label';
import { createCheckoutKeys } from '@client/features/payments/lib/checkout-key';
import { PayInSection } from '@client/features/safety-payments/components/pay-in-section';
import { firstPayType, PayTypeChoice } from '@client/features/safety-payments/components/pay-type-choice';
import { goToPayment, isAppPath } from '@client/features/safety-payments/lib/go-to-payment';
import { isPaymentOpen } from '@client/features/shop/api/shop-orders.queries';
import { useShopCheckout } from '@client/features/shop/api/shop-orders.mutations';
import { payInCodes } from '../safety-payments/pay-in-codes';

/**
 * Whether the order has a payment to show (to the pro once it is settled: while it waits, paying is the consumer's
 * business), or is one its consumer can pay now.
 */
export const hasPaymentBlock = (o: ShopOrder) => (o.payment !== null && (o.role === 'consumer' || !isPaymentOpen(o))) || payable(o);

const payable = (o: ShopOrder) => o.role === 'consumer' && o.status === 'awaiting_payment';

export function ShopOrderPayment({ order }: { order: ShopOrder }) {
  const { t } = useTranslation('shop');
  const [open, setOpen] = useState(false);
  const waiting = isPaymentOpen(order);
  return (
    <div css={stack(4)}>
      {order.payment ? (
        <PayInSection payIn={order.payment} codes={payInCodes} cardLabel={order.role === 'consumer' ? cardInfoLabel : () => null} />
      ) : null}
      {payable(order) ? (
        <div>
          <Button variant={waiting ? 'secondary' : 'primary'} onClick={() => setOpen(true)}>
            {waiting ? t('order>pay>another_way') : t('order>pay>button', { amount: formatHkd(order.total) })}
          </Button>
          <PayNowSheet order={order} open={open} onClose={() => setOpen(false)} />
        </div>
      ) : null}
    </div>
  );
}

function PayNowSheet({ order, open, onClose }: { order: ShopOrder; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const offered = usePackages().data?.pay_types ?? ['card'];
  const [chosen, setChosen] = useState<PayType | null>(null);
  const payType = chosen && offered.includes(chosen) ? chosen : firstPayType(offered);
  const [keys] = useState(createCheckoutKeys);
  const [leaving, setLeaving] = useState(false);
  const checkout = useShopCheckout();
  const form = useApiForm({ network: t('common|errors>network') });
  async function pay() {
    const res = await form.run(() =>
      checkout.mutateAsync({ id: order.id, pay_type: payType, idempotency_key: keys.keyFor({ id: order.id, payType }) }),
    );
    if (!res.ok) return;
    // A full-page navigation takes a moment: the button stays busy until the page goes; a router one closes the sheet.
    if (isAppPath(res.data.redirect_url)) onClose();
    else setLeaving(true);
    goToPayment(res.data.redirect_url, (to) => void navigate(to));
  }
  return (
    <FormSheet
      open={open}
      onClose={onClose}
      title={t('order>pay>title', { amount: formatHkd(order.amount) })}
      description={t(`order>pay>note${order.is_held ? '_held' : ''}`)}
      closeLabel={t('common|close')}
      cancelLabel={t('order>act>back')}
      submitLabel={t('order>pay>submit', { amount: formatHkd(order.amount) })}
      submitBlock
      pending={checkout.isPending || leaving}
      formError={form.formError}
      onSubmit={() => void pay()}
    >
      <PayTypeChoice value={payType} onChange={setChosen} offered={offered} />
    </FormSheet>
  );
}
