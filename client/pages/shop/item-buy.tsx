/**
 * The item page's checkout, loaded when the buyer first picks a plan (its own chunk: none of it is in the page's first
 * JavaScript). Composed from the features it needs: the shop's buy form, the free slots in the reservations' slot
 * picker, the ways to pay in the payments' choice (with the shop's own texts), switching a pro to the customer side,
 * and the move to the provider's page or the order's page (as a safety payment's pay-in does).
 */
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isPartnerSlug, partnerEnabled } from '@shared/domain/partners';
import type { Language } from '@shared/i18n/i18n-config';
import type { ShopItem } from '@shared/schemas/shop.schema';
import { formatHkd } from '@shared/utils/format';
import { Alert } from '@client/ui/alert';
import { useEnv } from '@client/lib/env';
import { useDataClient } from '@client/lib/data-client';
import type { Me } from '@shared/schemas/accounts.schema';
import { useSwitchRole } from '@client/features/accounts/api/accounts.mutations';
import { usePackages } from '@client/features/payments/api/payments.queries';
import { PayTypeOptions } from '@client/features/payments/components/pay-type-options';
import { newCheckoutKey } from '@client/features/payments/lib/checkout-key';
import { SlotPicker } from '@client/features/reservations/components/slot-picker';
import { goToPayment } from '@client/features/safety-payments/lib/go-to-payment';
import { itemSlotsQuery } from '@client/features/shop/api/shop-item-page.queries';
import { partnerOfferQuery } from '@client/features/partners/api/partners.queries';
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
  const { t, i18n } = useTranslation('shop');
  const navigate = useNavigate();
  const discount = usePartnerDiscount(item, i18n.language as Language);
  const switchRole = useSwitchRole();
  const slots = useQuery({ ...itemSlotsQuery(useDataClient(), item.id), enabled: item.accepts_reservation && !item.sold_out });
  const packages = usePackages();
  const { buy, busy } = useBuyOrder(item.id, { newKey: newCheckoutKey, goTo: (url) => goToPayment(url, (to) => void navigate(to)) });
  return (
    <>
      {discount ? <Alert tone="info">{discount.banner}</Alert> : null}
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
        onBuy={(choice) => buy(discount ? { ...choice, ...discount.choice } : choice)}
        busy={busy}
        discount={discount?.line}
      />
    </>
  );
}

/**
 * Coming from a partner area (`?partner=fet`, docs/decisions/0043): the partner's open code, when the area is on and
 * the item is in one of its categories. The server checks it again when the order is placed.
 */
function usePartnerDiscount(item: ShopItem, lng: Language) {
  const { t } = useTranslation('shop');
  const slug = useSearchParams()[0].get('partner');
  const { featureFlags } = useEnv();
  const on = isPartnerSlug(slug) && partnerEnabled(featureFlags, slug);
  const offer = useQuery({ ...partnerOfferQuery(useDataClient(), on ? slug : 'fet', lng), enabled: on });
  const coupon = offer.data?.coupons.find((c) => c.state === 'open');
  if (!on || !offer.data || !coupon || !offer.data.categories.some((c) => c.id === item.category.id)) return undefined;
  const values = { partner: offer.data.name, code: coupon.code, amount: formatHkd(coupon.amount) };
  return {
    choice: { partner: offer.data.slug, coupon_code: coupon.code },
    line: { label: t('buy>partner_discount', values), amount: coupon.amount },
    banner: t('buy>partner_banner', values),
  };
}
