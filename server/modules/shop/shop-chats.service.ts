/**
 * Shop chats (SPEC §7 nshop chats, §8 801/840; docs/decisions/0038): a consumer's question about a published item
 * (never their own) and each order's chat between its consumer and its pro. Only those two read or write a chat:
 * anyone else gets 801 for a question and 840 for an order's chat, as for one that does not exist. Blocking is the
 * chat module's, so a block between two people stops their shop chats as it stops their bid chats. A message reaches
 * both people over /ws after it commits, and the other person hears of it once until they read the chat.
 */
import { ERROR_CODES } from '@shared/api/api-error';
import { SHOP_ERRORS, SHOP_ORDER_ERRORS, SHOP_PAGE_SIZE } from '@shared/domain/shop';
import type { Language } from '@shared/i18n/i18n-config';
import { customerNameFor } from '@shared/schemas/accounts.schema';
import type { Paged } from '@shared/schemas/common.schema';
import { SHOP_CHAT_MESSAGE_MAX, type ShopChat, type ShopChatMessage, type ShopChatSendInput } from '@shared/schemas/shop-chats.schema';
import type { FullDeps } from '../../lib/adapters';
import type { Queryable } from '../../lib/db';
import { AppError, badRequest } from '../../lib/errors';
import { utcStringOf } from '../../lib/utc-time';
import { publicImageOf } from '../attachments/attachments.service';
import { blockStateBetween } from '../chat/chat.service';
import { noticeOfChatMessage } from './shop-chat-notices';
import * as repo from './shop-chats.repository';
import { findPublicItem } from './shop-items.service';
import { findOrder } from './shop-orders.repository';
import { assertShop } from './shop-orders.service';
import { shopError, shopOrderError } from './shop.errors';

type Side = 'consumer' | 'pro';
const lngOf = (lng: Language) => (lng === 'en-HK' ? 'en' : 'zh');

/** Someone who is not one of the chat's two people: 801 for a question, 840 for an order's chat (SPEC §8). */
const notTheirs = (chat: repo.ShopChatRow | undefined) =>
  shopError(chat?.shop_order_id ? SHOP_ERRORS.PRODUCT_OR_ORDER_MISSING : SHOP_ERRORS.ITEM_NOT_FOUND);

/** The chat and the caller's side of it. */
async function chatFor(q: Queryable, userId: number, id: number): Promise<{ chat: repo.ShopChatRow; side: Side; otherId: number }> {
  const chat = await repo.findChat(q, id);
  if (chat?.consumer_id === userId) return { chat, side: 'consumer', otherId: chat.pro_id };
  if (chat?.pro_id === userId) return { chat, side: 'pro', otherId: chat.consumer_id };
  throw notTheirs(chat);
}

async function reasonOf(q: Queryable, userId: number, otherId: number): Promise<ShopChat['reason']> {
  const b = await blockStateBetween(q, userId, otherId);
  return b.is_blocked ? 'blocked' : b.is_blocked_by ? 'blocked_by_other' : 'ok';
}

function chatWire(r: repo.ShopChatViewRow, userId: number, reason: ShopChat['reason']): ShopChat {
  const side: Side = r.consumer_id === userId ? 'consumer' : 'pro';
  const kind = r.shop_order_id ? 'order' : 'question';
  return {
    id: r.id,
    kind,
    role: side,
    shop_order_id: r.shop_order_id,
    item: {
      id: r.shop_item_id,
      name: r.item_name,
      photo: publicImageOf(
        {
          attachment_id: r.photo_attachment_id,
          width: r.photo_width,
          height: r.photo_height,
          variants: r.photo_variants,
        },
        'api',
      ),
      for_sale: r.for_sale,
    },
    // Privacy before commitment, as on a lead: the pro sees an asking customer's first name only until they buy.
    other_user:
      side === 'consumer'
        ? { id: r.pro_id, name: r.business_name }
        : { id: r.consumer_id, name: customerNameFor(r, kind === 'order') ?? '' },
    unread: r.unread,
    last_message: r.last_created
      ? {
          message: r.last_hidden_at ? '' : (r.last_body ?? ''),
          is_sender: r.last_sender_id === userId,
          created: utcStringOf(r.last_created),
        }
      : null,
    can_message: reason === 'ok',
    reason,
    created: utcStringOf(r.created),
  };
}

async function viewOf(q: Queryable, userId: number, id: number, lng: Language): Promise<ShopChat> {
  const row = (await repo.chatView(q, id, userId, lngOf(lng)))!;
  const otherId = row.consumer_id === userId ? row.pro_id : row.consumer_id;
  return chatWire(row, userId, await reasonOf(q, userId, otherId));
}

function messageWire(m: repo.ShopChatMessageRow, viewerId: number): ShopChatMessage {
  return {
    id: m.id,
    shop_chat_id: m.shop_chat_id,
    sender_id: m.sender_id,
    is_sender: m.sender_id === viewerId,
    // A message hidden by Sifu keeps its place, but its text is never sent.
    message: m.hidden_at ? '' : m.body,
    ...(m.hidden_at ? { is_hidden: true } : {}),
    is_read: m.is_read,
    created: utcStringOf(m.created),
  };
}

/** POST /api/nshop/chats/item/{id}: the caller's question chat about a public item, opened once. */
export async function openItemChat(deps: FullDeps, userId: number, itemId: number, lng: Language): Promise<ShopChat> {
  assertShop(deps);
  const item = await findPublicItem(deps.db, itemId);
  if (item.pro_id === userId) throw shopOrderError(SHOP_ORDER_ERRORS.OWN_ITEM);
  const chat = await repo.openChat(deps.db, { itemId, orderId: null, consumerId: userId, proId: item.pro_id });
  return viewOf(deps.db, userId, chat.id, lng);
}

/** POST /api/nshop/chats/order/{id}: an order's chat, for its consumer or its pro (840 for anyone else). */
export async function openOrderChat(deps: FullDeps, userId: number, orderId: number, lng: Language): Promise<ShopChat> {
  assertShop(deps);
  const order = await findOrder(deps.db, orderId);
  if (!order || (order.consumer_id !== userId && order.pro_id !== userId)) throw shopError(SHOP_ERRORS.PRODUCT_OR_ORDER_MISSING);
  const chat = await repo.openChat(deps.db, {
    itemId: order.shop_item_id,
    orderId,
    consumerId: order.consumer_id,
    proId: order.pro_id,
  });
  return viewOf(deps.db, userId, chat.id, lng);
}

/** GET /api/nshop/chats/{id} */
export async function getChat(deps: FullDeps, userId: number, id: number, lng: Language): Promise<ShopChat> {
  assertShop(deps);
  await chatFor(deps.db, userId, id);
  return viewOf(deps.db, userId, id, lng);
}

/** GET /api/nshop/chats/{id}/messages: the newest page, oldest first; `before_id` pages back. */
export async function chatMessages(
  deps: FullDeps,
  userId: number,
  id: number,
  opts: { before_id?: number; limit: number },
): Promise<{ messages: ShopChatMessage[]; has_more: boolean }> {
  assertShop(deps);
  await chatFor(deps.db, userId, id);
  const rows = await repo.listMessages(deps.db, id, opts.before_id ?? null, opts.limit + 1);
  const hasMore = rows.length > opts.limit;
  return { messages: (hasMore ? rows.slice(1) : rows).map((m) => messageWire(m, userId)), has_more: hasMore };
}

/** POST /api/nshop/chats/{id}/messages: trimmed, 1–2,000 characters, not while either person blocked the other. */
export async function sendChatMessage(deps: FullDeps, userId: number, id: number, input: ShopChatSendInput, lng: Language) {
  assertShop(deps);
  const { chat, otherId } = await chatFor(deps.db, userId, id);
  const text = input.message.trim();
  if (!text) throw new AppError({ code: ERROR_CODES.EMPTY_MESSAGE, status: 400, messageKey: 'empty_message' });
  // Characters as the database counts them (code points), not UTF-16 units.
  if ([...text].length > SHOP_CHAT_MESSAGE_MAX) throw badRequest('validation', { message: 'too_long' });
  if ((await reasonOf(deps.db, userId, otherId)) !== 'ok')
    throw new AppError({ code: ERROR_CODES.CHAT_BLOCKED, status: 403, messageKey: 'chat_blocked' });
  const m = await deps.db.withTransaction(async (tx) => {
    const row = await repo.insertMessage(tx, chat.id, userId, text);
    const view = (await repo.chatView(tx, chat.id, userId, lngOf(lng)))!;
    await noticeOfChatMessage(deps, tx, { chat: view, senderId: userId });
    tx.afterCommit(() => {
      for (const viewer of [userId, otherId])
        deps.realtime.publish([viewer], { type: 'shop_message', shop_chat_id: chat.id, message: messageWire(row, viewer) });
    });
    return row;
  });
  return messageWire(m, userId);
}

/** POST /api/nshop/chats/{id}/read: the other person's messages become read, and their "sent" marks turn "read". */
export async function markChatRead(deps: FullDeps, userId: number, id: number): Promise<{ marked: number }> {
  assertShop(deps);
  const { chat, otherId } = await chatFor(deps.db, userId, id);
  const marked = await repo.markRead(deps.db, chat.id, userId);
  if (marked) deps.realtime.publish([otherId, userId], { type: 'shop_chat_read', shop_chat_id: chat.id, reader_id: userId });
  return { marked };
}

/** GET /api/nshop/chats: one side's chats with messages, the latest first, 20 a page. */
export async function listChats(
  deps: FullDeps,
  userId: number,
  query: { role: Side; kind: 'question' | 'order' | 'all'; page: number },
  lng: Language,
): Promise<Paged<ShopChat> & { unread_chats: number }> {
  assertShop(deps);
  const size = SHOP_PAGE_SIZE.orders;
  const { rows, total, unreadChats } = await repo.listChats(deps.db, {
    viewerId: userId,
    side: query.role,
    kind: query.kind,
    lng: lngOf(lng),
    limit: size,
    offset: (query.page - 1) * size,
  });
  const items: ShopChat[] = [];
  // One at a time: the block state is a read per chat.
  for (const r of rows)
    items.push(chatWire(r, userId, await reasonOf(deps.db, userId, query.role === 'consumer' ? r.pro_id : r.consumer_id)));
  return { items, page: query.page, page_size: size, total, total_pages: Math.ceil(total / size), unread_chats: unreadChats };
}
