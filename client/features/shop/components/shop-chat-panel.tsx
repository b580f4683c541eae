/**
 * One shop chat (a question about an item, or an order's chat): messages oldest first with day lines and read state,
 * older ones on demand, live updates over /ws, the composer, or why the caller cannot write (a block). The other
 * person's messages are marked read while the chat is on screen.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/ui/button';
import { ChatBubble, chatMarks } from '@client/ui/chat/chat-bubble';
import { ChatClosedNote, ChatFrame, ChatMessageList } from '@client/ui/chat/chat-frame';
import { useRealtime } from '@client/lib/realtime';
import { useDayLine } from '@client/lib/use-day-line';
import { useDataClient } from '@client/lib/data-client';
import {
  fetchOlderShopMessages,
  refreshShopChatLists,
  shopChatMessagesKey,
  useShopChat,
  useShopChatMessages,
  type ShopChatMessages,
  type ShopChatView,
} from '../api/shop-chats.queries';
import { addShopMessage, markMineRead, useMarkShopChatRead, useUnblockShopChatUser } from '../api/shop-chats.mutations';
import { ShopChatComposer } from './shop-chat-composer';

export interface ShopChatPanelProps {
  chatId: number;
  /** The chat as already read (an order's chat opened by the page), shown until its own read arrives. */
  initial?: ShopChatView;
  /** Inside a sheet: no card frame of its own, and it fills the sheet's height. */
  bare?: boolean;
}

/** The other person's name as the caller sees it (an asking customer with no first name is "the customer"). */
export function useOtherName(chat: ShopChatView | undefined): string {
  const { t } = useTranslation('shop');
  return chat?.other_user.name || t(chat?.role === 'pro' ? 'chat>customer' : 'chat>pro');
}

export function ShopChatPanel({ chatId, initial, bare }: ShopChatPanelProps) {
  const { t } = useTranslation('shop');
  const qc = useQueryClient();
  const data = useDataClient();
  const chat = useShopChat(chatId).data ?? initial;
  const page = useShopChatMessages(chatId);
  const markRead = useMarkShopChatRead(chatId);
  const unblock = useUnblockShopChatUser();
  const listRef = useRef<HTMLOListElement>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const messages = page.data?.messages ?? [];
  const lastId = messages[messages.length - 1]?.id;
  const unread = messages.some((m) => !m.is_sender && !m.is_read);
  const name = useOtherName(chat);
  const dayLine = useDayLine();

  useEffect(() => {
    if (unread && !markRead.isPending) markRead.mutate();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unread, lastId]);

  useLayoutEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lastId]);

  useRealtime((e) => {
    if (e.type === 'shop_message' && e.shop_chat_id === chatId) {
      addShopMessage(qc, chatId, e.message);
      refreshShopChatLists(qc);
    }
    if (e.type === 'shop_chat_read' && e.shop_chat_id === chatId && e.reader_id === chat?.other_user.id) markMineRead(qc, chatId);
    if (e.type === 'reconnected') void qc.invalidateQueries({ queryKey: shopChatMessagesKey(chatId) });
  });

  async function older() {
    const first = messages[0];
    if (!first) return;
    setLoadingOlder(true);
    try {
      const more = await fetchOlderShopMessages(data, chatId, first.id);
      qc.setQueryData<ShopChatMessages>(shopChatMessagesKey(chatId), (cur) =>
        cur
          ? {
              has_more: more.has_more,
              messages: [...more.messages.filter((m) => !cur.messages.some((x) => x.id === m.id)), ...cur.messages],
            }
          : cur,
      );
    } finally {
      setLoadingOlder(false);
    }
  }

  const emptyKey = chat?.kind === 'order' ? 'chat>empty_order' : `chat>empty_question_${chat?.role ?? 'consumer'}`;
  const marks = chatMarks(messages.map((m) => ({ at: m.created, mine: m.is_sender })));
  const texts = {
    youSaid: t('chat>you_said'),
    theySaid: t('chat>they_said'),
    hidden: t('chat>hidden'),
    sent: t('chat>sent'),
    read: t('chat>read'),
  };
  return (
    <ChatFrame
      title={t('chat>title', { name })}
      titleId={`shop-chat-${chatId}-title`}
      name={name}
      subtitle={chat ? t(`chat>about_${chat.kind}`, { item: chat.item.name }) : null}
      bare={bare}
    >
      <ChatMessageList
        ref={listRef}
        label={t('chat>messages')}
        loading={page.isPending}
        failed={page.isError ? { text: t('chat>load_failed'), retryLabel: t('chat>retry'), onRetry: () => void page.refetch() } : null}
        older={page.data?.has_more ? { label: t('chat>older'), loading: loadingOlder, onLoad: () => void older() } : null}
        empty={page.data && messages.length === 0 ? t(emptyKey, { name }) : null}
      >
        {messages.map((m, i) => (
          <ChatBubble
            key={m.id}
            message={m}
            dayLine={marks[i].separator ? dayLine(m.created) : null}
            lastMine={marks[i].lastMine}
            texts={texts}
          />
        ))}
      </ChatMessageList>
      {!chat || chat.can_message ? (
        <ShopChatComposer chatId={chatId} />
      ) : (
        <ChatClosedNote>
          {t(`chat>reason_${chat.reason}`)}
          {chat.reason === 'blocked' ? (
            <>
              {' '}
              <Button size="sm" variant="ghost" loading={unblock.isPending} onClick={() => unblock.mutate(chat.other_user.id)}>
                {t('chat>unblock')}
              </Button>
            </>
          ) : null}
        </ChatClosedNote>
      )}
    </ChatFrame>
  );
}
