/**
 * The questions of one side (the pro's customers' questions on their shop page, the consumer's own on their orders
 * page): the list with unread counts, and the question named by `?chat=` open in a sheet (a notice links there). Live:
 * a new message moves the list.
 */
import { css } from '@emotion/react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Badge } from '@client/ui/badge';
import { ListSkeleton } from '@client/ui/list-row';
import { Sheet } from '@client/ui/sheet';
import { theme } from '@client/styles/theme';
import { cluster, secondarySmall, stack } from '@client/styles/layout';
import { useRealtime } from '@client/lib/realtime';
import { refreshShopChatLists, useShopChat, useShopChats } from '../api/shop-chats.queries';
import { ShopChatList } from './shop-chat-list';
import { ShopChatPanel, useOtherName } from './shop-chat-panel';

export function ShopChatInbox({ role }: { role: 'consumer' | 'pro' }) {
  const { t } = useTranslation('shop');
  const qc = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const openId = Number(search.get('chat')) || 0;
  const list = useShopChats(role, 'question');
  useRealtime((e) => {
    if (e.type === 'shop_message') refreshShopChatLists(qc);
  });
  const close = () =>
    setSearch(
      (cur) => {
        const next = new URLSearchParams(cur);
        next.delete('chat');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const items = list.data?.items ?? [];
  const titleId = `shop-questions-${role}`;
  return (
    <section aria-labelledby={titleId} css={stack(3)}>
      <div css={cluster(2)}>
        <h2 id={titleId} css={titleStyles}>
          {t(`chat>questions_title_${role}`)}
        </h2>
        {list.data?.unread_chats ? (
          <Badge tone="brand" solid>
            {t('chat>unread_chats', { count: list.data.unread_chats })}
          </Badge>
        ) : null}
      </div>
      <p css={secondarySmall}>{t(`chat>questions_intro_${role}`)}</p>
      {list.isPending ? <ListSkeleton rowHeight={72} /> : null}
      {list.data && items.length === 0 ? <p css={emptyStyles}>{t(`chat>questions_empty_${role}`)}</p> : null}
      {items.length ? <ShopChatList items={items} label={t(`chat>questions_title_${role}`)} /> : null}
      {openId ? <ChatSheet chatId={openId} onClose={close} /> : null}
    </section>
  );
}

/** A question in a sheet: a bottom sheet on a phone, a dialog on a wide screen. */
export function ChatSheet({ chatId, onClose }: { chatId: number; onClose: () => void }) {
  const { t } = useTranslation('shop');
  const chat = useShopChat(chatId);
  const name = useOtherName(chat.data);
  return (
    <Sheet
      open
      onClose={onClose}
      closeLabel={t('common|close')}
      title={chat.data ? t('chat>title', { name }) : t('chat>loading')}
      description={chat.data ? t(`chat>about_${chat.data.kind}`, { item: chat.data.item.name }) : undefined}
    >
      {chat.isError ? <p role="alert">{t('chat>load_failed')}</p> : <ShopChatPanel chatId={chatId} bare />}
    </Sheet>
  );
}

const titleStyles = css`
  margin: 0;
  font-size: ${theme.font.size.lg};
`;
const emptyStyles = css`
  margin: 0;
  padding: ${theme.space[4]};
  border: 1px dashed ${theme.color.border};
  border-radius: ${theme.radius.card};
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
  line-height: 1.7;
`;
