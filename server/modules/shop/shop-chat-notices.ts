/**
 * The notice of a new shop chat message (type `shop`, event `chat_message`; docs/decisions/0038): in-app and by e-mail
 * on the channels the recipient chose for shop notices. Told once: only when the message is the first the recipient
 * has not read in that chat, so a conversation does not flood them; reading the chat arms it again.
 */
import { itemSlug } from '@shared/domain/shop-catalog';
import { buildPath } from '@shared/routes/route-paths';
import type { FullDeps } from '../../lib/adapters';
import type { Tx } from '../../lib/db';
import { notify } from '../notifications/notifications.service';
import type { ShopChatRow, ShopChatViewRow } from './shop-chats.repository';
import { unreadFor } from './shop-chats.repository';
import { businessNamesOf } from './shop-orders.repository';

/** Where the notice leads: the order's page of the recipient's side, or the question (the pro's shop, the item page). */
function linkOf(chat: ShopChatRow, itemName: string, to: 'consumer' | 'pro'): string {
  if (chat.shop_order_id) return buildPath(to === 'pro' ? 'proShopOrder' : 'consumerShopOrder', { orderId: chat.shop_order_id });
  if (to === 'pro') return `${buildPath('proShop', {})}?chat=${chat.id}`;
  return `${buildPath('shopItem', { itemId: chat.shop_item_id, slug: itemSlug(itemName) })}?ask=1`;
}

/** In the message's transaction: tells the other person of the chat, unless they already have an unread message there. */
export async function noticeOfChatMessage(deps: FullDeps, tx: Tx, m: { chat: ShopChatViewRow; senderId: number }): Promise<void> {
  const { chat } = m;
  const to = m.senderId === chat.consumer_id ? 'pro' : 'consumer';
  const recipientId = to === 'pro' ? chat.pro_id : chat.consumer_id;
  if ((await unreadFor(tx, chat.id, recipientId)) !== 1) return;
  const names = to === 'consumer' ? await businessNamesOf(tx, chat.service_id) : undefined;
  await notify(deps, tx, {
    userId: recipientId,
    type: 'shop',
    params: {
      event: 'chat_message',
      role: to,
      kind: chat.shop_order_id ? 'order' : 'question',
      shop_chat_id: chat.id,
      // Not `shop_item_id`: a shop notice naming an item opens the item's editor.
      chat_item_id: chat.shop_item_id,
      shop_order_id: chat.shop_order_id,
      item: chat.item_name,
      business_name_zh: names?.business_name_zh ?? null,
      business_name_en: names?.business_name_en ?? null,
    },
    link: linkOf(chat, chat.item_name, to),
  });
}
