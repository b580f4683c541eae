/**
 * What was bought, as it was when the order was placed: the item (linked while it is for sale), the plan and what
 * its price covers, the unit price and quantity, the amount; for the pro, Sifu's commission and what they receive;
 * the other party, the order number and date, the booked slot and the customer's note.
 */
import { useTranslation } from 'react-i18next';
import { isForSale } from '@shared/domain/shop';
import { itemSlug } from '@shared/domain/shop-catalog';
import type { Language } from '@shared/i18n/i18n-config';
import type { ShopOrder } from '@shared/schemas/shop.schema';
import { formatDateTime } from '@shared/utils/dates';
import { formatSpokenRange } from '@shared/utils/spoken-time';
import { formatHkd } from '@shared/utils/format';
import { DescriptionList, type DescriptionItem } from '@client/ui/description-list';
import { Link } from '@client/ui/link';
import { useHref } from '@client/lib/paths';
import { otherPartyOf } from '../lib/order-steps';

export function OrderSummary({ order }: { order: ShopOrder }) {
  const { t, i18n } = useTranslation('shop');
  const href = useHref();
  const lng = i18n.language as Language;
  const other = otherPartyOf(order);
  const slot = order.reservation;
  const items: (DescriptionItem | false)[] = [
    {
      term: t('order>summary>item'),
      description: isForSale(order.item.status) ? (
        <Link to={href('shopItem', { itemId: order.item.id, slug: itemSlug(order.item.name) })}>{order.item.name}</Link>
      ) : (
        order.item.name
      ),
    },
    { term: t('order>summary>plan'), description: `${order.plan_name} · ${t(`order>service_type>${order.service_type}`)}` },
    { term: t('order>summary>unit_price'), description: formatHkd(order.unit_price) },
    { term: t('order>summary>quantity'), description: order.quantity },
    {
      term: t(order.discount > 0 ? 'order>summary>subtotal' : 'order>summary>amount'),
      description: <strong>{formatHkd(order.amount)}</strong>,
    },
    order.discount > 0 && {
      term: t('order>summary>discount', { code: order.discount_code }),
      description:
        order.role === 'pro' ? t('order>summary>discount_pro', { amount: formatHkd(order.discount) }) : `− ${formatHkd(order.discount)}`,
    },
    order.discount > 0 &&
      order.role === 'consumer' && {
        term: t('order>summary>total'),
        description: <strong data-testid="order-total">{formatHkd(order.total)}</strong>,
      },
    order.role === 'pro' && { term: t('order>summary>commission'), description: `− ${formatHkd(order.commission)}` },
    order.role === 'pro' && { term: t('order>summary>receives'), description: <strong>{formatHkd(order.pro_receives)}</strong> },
    {
      term: t(`order>summary>other_${order.role}`),
      description:
        order.role === 'consumer' && order.pro.slug ? (
          <Link to={href('serviceSlug', { serviceId: order.pro.quote_service_id, slug: order.pro.slug })}>{other}</Link>
        ) : (
          other
        ),
    },
    !!slot && {
      term: t('order>summary>slot'),
      description: `${formatSpokenRange(slot.begin_time, slot.end_time, lng)}${slot.cancelled ? ` (${t('order>summary>slot_cancelled')})` : ''}`,
    },
    { term: t('order>summary>number'), description: `#${order.id}` },
    { term: t('order>summary>ordered_at'), description: formatDateTime(order.created, lng) },
    !!order.note && { term: t('order>summary>note'), description: order.note },
  ];
  return <DescriptionList layout="inline" divided items={items.filter((i): i is DescriptionItem => i !== false)} />;
}
