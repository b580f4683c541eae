/**
 * One side's shop chats as rows: the item's photo, the other person and the item, the last message and when, and
 * the unread count. A question leads to `?chat={id}` on the same page (ShopChatInbox opens it in a sheet); an order's
 * chat row leads to the order's page, where its chat is.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import type { ShopChat } from '@shared/schemas/shop-chats.schema';
import { Badge } from '@client/ui/badge';
import { ListRow, RowAside, RowList, RowMain, RowMeta, RowTitle } from '@client/ui/list-row';
import { useHref } from '@client/lib/paths';
import { useNow } from '@client/lib/use-now';
import { agoText } from '@client/lib/day-label';
import { OrderPhoto } from './order-photo';

export function ShopChatList({ items, label }: { items: ShopChat[]; label: string }) {
  const { t, i18n } = useTranslation('shop');
  const lng = i18n.language as Language;
  const href = useHref();
  const now = useNow();
  return (
    <RowList aria-label={label}>
      {items.map((c) => {
        const name = c.other_user.name || t(c.role === 'pro' ? 'chat>customer' : 'chat>pro');
        const last = c.last_message;
        const to = c.shop_order_id
          ? href(c.role === 'pro' ? 'proShopOrder' : 'consumerShopOrder', { orderId: c.shop_order_id })
          : `${href(c.role === 'pro' ? 'proShop' : 'consumerShopOrders')}?chat=${c.id}`;
        return (
          <ListRow key={c.id} to={to} align="start" testId="shop-chat-row">
            <OrderPhoto photo={c.item.photo} size={48} />
            <RowMain css={mainStyles}>
              <RowTitle weight={c.unread > 0 ? 'bold' : 'medium'} truncate>
                {name} · {c.item.name}
              </RowTitle>
              {last ? (
                <RowMeta truncate>
                  {last.is_sender ? t('chat>you_prefix') : ''}
                  {last.message || t('chat>hidden')}
                </RowMeta>
              ) : null}
              {last ? <RowMeta>{agoText(t, last.created, lng, now)}</RowMeta> : null}
            </RowMain>
            {c.unread > 0 ? (
              <RowAside>
                <Badge tone="brand" solid>
                  {t('chat>unread', { count: c.unread })}
                </Badge>
              </RowAside>
            ) : null}
          </ListRow>
        );
      })}
    </RowList>
  );
}

const mainStyles = css`
  display: grid;
  gap: 2px;
  min-width: 0;
`;
