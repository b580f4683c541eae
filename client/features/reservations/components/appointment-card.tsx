/**
 * One appointment in the list: when, what, with whom, and its state. A shop order's slot says so, with the item and
 * plan bought, and opens the viewer's side of the order (where it is managed) instead of the appointment page.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import type { Language } from '@shared/i18n/i18n-config';
import type { RouteName, RouteParams } from '@shared/routes/route-paths';
import type { Appointment } from '@shared/schemas/reservations.schema';
import { formatSpokenRange, showsTimeLeft } from '@shared/utils/spoken-time';
import { inText } from '@client/lib/due-text';
import { useNow } from '@client/lib/use-now';
import { Badge } from '@client/ui/badge';
import { theme } from '@client/styles/theme';
import { cardSurface, cluster, stack } from '@client/styles/layout';

export function AppointmentCard({ a, to }: { a: Appointment; to: string }) {
  const { t, i18n } = useTranslation('workspace');
  const lng = i18n.language as Language;
  const now = useNow();
  // SPEC §9: how soon it starts, only under 4 days and while it stands.
  const soon = a.status === 'booked' && showsTimeLeft(a.begin_time, now) ? inText(t, a.begin_time, now) : null;
  const shop = a.shop_order;
  const unpaid = shop?.status === 'awaiting_payment' && a.status === 'booked';
  return (
    <li css={item}>
      <Link to={to} css={link} data-testid={shop ? 'appointment-shop' : 'appointment'}>
        <span css={when}>{formatSpokenRange(a.begin_time, a.end_time, lng, now)}</span>
        {soon ? <span css={left}>{soon}</span> : null}
        {shop ? <span css={what}>{t('booking>shop_label', { item: shop.item_name, plan: shop.plan_name })}</span> : null}
        <span>
          {a.category_name} · {t(a.role === 'consumer' ? 'booking>with_pro' : 'booking>with_customer', { name: a.other_name })}
        </span>
        <span css={badges}>
          <Badge tone={a.status === 'cancelled' ? 'neutral' : unpaid ? 'warning' : 'success'}>
            {unpaid ? t('booking>shop_awaiting_payment') : t(`booking>status_${a.status}`)}
          </Badge>
          <Badge tone="brand">{t(`booking>role_${a.role}`)}</Badge>
          {shop ? <Badge tone="neutral">{t('booking>shop_order')}</Badge> : null}
        </span>
      </Link>
    </li>
  );
}

/** Where an appointment opens: the appointment page, or for a shop order's slot the viewer's page of the order. */
export function appointmentTarget(
  href: (name: RouteName, params?: RouteParams) => string,
  a: Pick<Appointment, 'id' | 'role' | 'shop_order'>,
): string {
  if (!a.shop_order) return href('appointment', { appointmentId: a.id });
  return href(a.role === 'pro' ? 'proShopOrder' : 'consumerShopOrder', { orderId: a.shop_order.id });
}

const item = css`
  list-style: none;
  ${cardSurface};
`;
const link = css`
  ${stack(1)};
  padding: ${theme.space[4]};
  color: ${theme.color.text};
  text-decoration: none;
`;
const when = css`
  font-weight: ${theme.font.weight.bold};
`;
const left = css`
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;
const what = css`
  font-weight: ${theme.font.weight.bold};
  color: ${theme.color.brandDark};
  overflow-wrap: anywhere;
`;
const badges = cluster(2);
