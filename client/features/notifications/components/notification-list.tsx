/** In-app notifications, newest first; each opens what it is about and is marked read. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Language } from '@shared/i18n/i18n-config';
import type { UserRole } from '@shared/schemas/accounts.schema';
import type { Notification, NotificationType } from '@shared/schemas/notifications.schema';
import { Icon, type IconName } from '@client/ui/icon';
import { ListRow, RowIcon, RowList, RowMain, RowMeta, RowTitle } from '@client/ui/list-row';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { useNow } from '@client/lib/use-now';
import { agoText } from '@client/lib/day-label';
import { formatDateTime } from '@shared/utils/dates';
import { useMarkNotificationsRead } from '../api/notifications.mutations';

const ICON: Record<NotificationType, IconName> = {
  new_lead: 'inbox',
  new_quote: 'quote',
  quote_updated: 'quote',
  hired: 'check-circle',
  hire_undone: 'reply',
  rejected: 'close',
  completed: 'award',
  review_request: 'star',
  reviewed: 'star',
  new_message: 'message',
  request_closed: 'lock',
  certificate_approved: 'verified',
  certificate_rejected: 'warning',
  identity_approved: 'shield',
  identity_rejected: 'warning',
  payment_received: 'wallet',
  payment_failed: 'credit-card',
  fee_refunded: 'wallet',
  referral_reward: 'gift',
  narrow_declined: 'users',
  request_withdrawn: 'close',
  auto_quote_sent: 'coins',
  auto_quote_budget_out: 'warning',
  support_reply: 'message',
  account_warning: 'warning',
  account_suspended: 'lock',
  account_reinstated: 'check-circle',
  service_suspended: 'lock',
  service_reinstated: 'check-circle',
  content_hidden: 'warning',
  content_restored: 'check-circle',
  credit_refund_approved: 'wallet',
  credit_refund_rejected: 'warning',
  receipt_ready: 'receipt',
  merchant_application_approved: 'check-circle',
  merchant_application_rejected: 'warning',
  business_loan_contacted: 'phone',
  business_loan_closed: 'check-circle',
  safety_payment: 'wallet',
  safety_payout_paid: 'wallet',
  safety_payout_failed: 'warning',
  shop: 'tag',
  voice: 'phone',
  request_expiry: 'clock',
  hire_intent: 'check-circle',
  booking: 'calendar',
};

export function notificationText(t: TFunction<'messages'>, n: Notification, lng: Language): string {
  const p = n.params;
  const pick = (zh: unknown, en: unknown) => String((lng === 'zh-HK' ? zh : en) ?? zh ?? en ?? '');
  const business = pick(p.business_name_zh, p.business_name_en);
  const key =
    n.type === 'fee_refunded'
      ? `notifications>fee_refunded_${String(p.reason)}`
      : n.type === 'safety_payment'
        ? `notifications>safety_payment_${String(p.event)}`
        : n.type === 'shop'
          ? p.event === 'chat_message'
            ? `shop|chat>notice>${String(p.kind)}_${String(p.role)}`
            : `shop|notices>${String(p.event)}>${String(p.role)}`
          : n.type === 'voice' || n.type === 'request_expiry'
            ? `notifications>${n.type}_${String(p.event)}`
            : n.type === 'booking'
              ? `notifications>booking_${String(p.event)}${p.by && p.by === p.role ? '_self' : `_${String(p.role)}`}`
              : `notifications>${n.type}`;
  return t(key, {
    category: pick(p.category_zh, p.category_en),
    district: pick(p.district_zh, p.district_en),
    business,
    score: String(p.score ?? ''),
    // A booking names the other side: the customer to the pro, the business to the customer.
    who:
      n.type === 'booking'
        ? String((p.role === 'pro' ? p.other : business) ?? '')
        : String(p.name ?? '') || business || t('quotes|leads>customer'),
    certificate: pick(p.certificate_zh, p.certificate_en),
    reason: String(p.reason ?? ''),
    // Whole HKD with thousands separators: "HK${{amount}}" reads HK$1,140.
    amount: typeof p.amount === 'number' ? p.amount.toLocaleString('en-US') : String(p.amount ?? ''),
    credit: String(p.credit ?? ''),
    what: p.what ? t(`notifications>what_${String(p.what)}`) : '',
    until: String(p.until ?? ''),
    summary: String(p.summary ?? ''),
    number: String(p.number ?? ''),
    account: String(p.account ?? ''),
    item: String(p.item ?? ''),
    company: String(p.company ?? ''),
    net: typeof p.net === 'number' ? p.net.toLocaleString('en-US') : '',
    when: typeof p.start_at === 'string' ? formatDateTime(p.start_at, lng) : '',
  });
}

export function NotificationList({ items, role }: { items: Notification[]; role: UserRole }) {
  const { t, i18n } = useTranslation('messages');
  const lng = i18n.language as Language;
  const href = useHref();
  const now = useNow();
  const mark = useMarkNotificationsRead();
  const target = (n: Notification): string | null => {
    // Certificate and identity decisions open the certification page.
    if (/^(certificate|identity)_/.test(n.type))
      return href('certification', {
        cert_id: n.type.startsWith('certificate_') ? Number(n.params.service_certificate_id) || undefined : undefined,
      });
    // Payments: a receipt opens the order, a failed top-up the credit page.
    if (n.type === 'payment_received' && typeof n.params.order === 'string') return href('payment', { hash: n.params.order });
    if (n.type === 'payment_failed') return href('credit');
    // A decision on a merchant application opens the application.
    if (n.type.startsWith('merchant_application_')) return href('merchantApplication');
    // Finance's move on a business-loan enquiry opens the pro's enquiry page.
    if (n.type.startsWith('business_loan_')) return href('businessLoan');
    // A referral reward opens the referrals page.
    if (n.type === 'referral_reward') return href('referrals');
    // A returned payout opens the payout account, where the pro corrects the details.
    if (n.type === 'safety_payout_failed' || (n.type === 'shop' && n.params.event === 'payout_failed'))
      return href('settings', { path: 'payout' });
    if (n.type === 'shop') return shopTarget(href, n.params);
    // A booking opens the recipient's page of it: the appointment, or that side's page of a shop order.
    if (n.type === 'booking') {
      const orderId = Number(n.params.shop_order_id);
      if (orderId) return href(n.params.role === 'pro' ? 'proShopOrder' : 'consumerShopOrder', { orderId });
      return href('appointment', { appointmentId: Number(n.params.appointment_id) });
    }
    // A step of a safety payment opens that payment's part (or the bid's payments).
    if (n.type === 'safety_payment' && n.quote_bid_id)
      return href('safetyPayments', { bidId: n.quote_bid_id, pid: Number(n.params.part_id) || undefined });
    if (!n.quote_bid_id)
      return n.quote_request_id && role === 'consumer' ? href('projectQuoteList', { requestId: n.quote_request_id }) : null;
    if (role === 'pro')
      return href(['hired', 'completed', 'reviewed', 'hire_undone', 'safety_payout_paid'].includes(n.type) ? 'workDetail' : 'leadDetail', {
        bidId: n.quote_bid_id,
      });
    return n.quote_request_id
      ? href('projectQuote', { requestId: n.quote_request_id, quoteId: n.quote_bid_id })
      : href('projectQuoteOnly', { quoteId: n.quote_bid_id });
  };
  return (
    <RowList>
      {items.map((n) => {
        const to = target(n);
        return (
          <ListRow
            key={n.id}
            to={to}
            css={rowStyles}
            onClick={() => {
              if (!n.is_read) mark.mutate([n.id]);
            }}
          >
            <RowIcon tone={n.is_read ? 'brand' : 'brandSolid'}>
              <Icon name={ICON[n.type]} size={20} />
            </RowIcon>
            <RowMain>
              <RowTitle weight={n.is_read ? 'regular' : 'bold'}>{notificationText(t, n, lng)}</RowTitle>
              <RowMeta>
                {agoText(t, n.created, lng, now)}
                {!n.is_read ? (
                  <>
                    {' '}
                    · <span>{t('notifications>unread')}</span>
                  </>
                ) : null}
              </RowMeta>
            </RowMain>
            {to ? <Icon name="chevron-right" size={20} /> : null}
          </ListRow>
        );
      })}
    </RowList>
  );
}

/** A shop notice opens the item's editor (an operator's decision) or the recipient's page of the order. */
function shopTarget(href: ReturnType<typeof useHref>, p: Notification['params']): string | null {
  // A new message of a question opens it: on the pro's shop page, or on the item's page for the consumer.
  if (p.event === 'chat_message' && !Number(p.shop_order_id))
    return p.role === 'pro'
      ? `${href('proShop')}?chat=${Number(p.shop_chat_id)}`
      : `${href('shopItem', { itemId: Number(p.chat_item_id) })}?ask=1`;
  const itemId = Number(p.shop_item_id);
  if (itemId)
    return href('proShopProduct', {
      action: 'edit',
      serviceId: Number(p.service_id),
      categoryId: Number(p.category_id),
      shopItemId: itemId,
    });
  const orderId = Number(p.shop_order_id);
  if (!orderId) return null;
  return href(p.role === 'pro' ? 'proShopOrder' : 'consumerShopOrder', { orderId });
}

/** A row without a link keeps the link rows' height and hover, so the list reads as one. */
const rowStyles = css`
  color: ${theme.color.text};
  min-height: 64px;
  &:hover {
    background: ${theme.color.background};
  }
`;
