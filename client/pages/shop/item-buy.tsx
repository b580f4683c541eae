/**
 * The item page's checkout, loaded when the buyer first picks a plan (its own chunk: none of it is in the page's first
 * JavaScript). Composed from the features it needs: the shop's buy form, the free slots in the reservations' slot
 * picker, the ways to pay in the payments' choice (with the shop's own texts), switching a pro to the customer side,
 * and the move to the provider's page or the order's page (as a safety payment's pay-in does).
 */
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ShopItem } from '@shared/schemas/shop.schema';
import { useDataClient } from '@client/lib/data-client';
import type { Me } from '@shared/schemas/accounts.schema';
import { useSwitchRole } from '@client/features/accounts/api/accounts.mutations';
import { usePackages } from '@client/features/payments/api/payments.queries';
import { PayTypeOptions } from '@client/features/payments/components/pay-type-options';
import { newCheckoutKey } from '@client/features/payments/lib/checkout-key';
import { SlotPicker } from '@client/features/reservations/components/slot-picker';
import { goToPayment } from '@client/features/safety-payments/lib/go-to-payment';
import { itemSlotsQuery } from '@client/features/shop/api/shop-item-page.queries';
import { BuyForm } from '@client/features/shop/components/buy-form';
import { useBuyOrder } from '@client/features/shop/components/buy-order';

export default function ItemBuy({
  item,
  me,
  planId,
  loginHref,
}: {
  item: ShopItem;
  me: Me | null | undefined;
  planId: number;
  loginHref: string;
}) {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const switchRole = useSwitchRole();
  const slots = useQuery({ ...itemSlotsQuery(useDataClient(), item.id), enabled: item.accepts_reservation && !item.sold_out });
  const packages = usePackages();
  const { buy, busy } = useBuyOrder(item.id, { newKey: newCheckoutKey, goTo: (url) => goToPayment(url, (to) => void navigate(to)) });
  return (
    <BuyForm
      item={item}
      initialPlanId={planId}
      viewer={!me ? 'visitor' : me.role === 'pro' ? 'pro' : 'consumer'}
      loginHref={loginHref}
      onSwitchToConsumer={() => switchRole.mutateAsync('consumer')}
      slots={slots.isError ? null : slots.data?.slots}
      renderSlots={(p) => <SlotPicker ns="bookings" {...p} />}
      payTypes={packages.data?.pay_types}
      renderPayTypes={(p) => (
        <PayTypeOptions
          {...p}
          texts={{
            legend: t('buy>pay_type'),
            describe: (k) => ({ label: t(`buy>pay>${k}`), description: t(`buy>pay>${k}_help`) }),
          }}
        />
      )}
      onBuy={buy}
      busy={busy}
    />
  );
}
