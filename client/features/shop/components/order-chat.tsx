/** An order's chat on the order's page of either side, opened the first time anyone looks (the call is idempotent). */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { Skeleton } from '@client/ui/skeleton';
import { useOrderChat } from '../api/shop-chats.queries';
import { ShopChatPanel } from './shop-chat-panel';

export function OrderChat({ orderId }: { orderId: number }) {
  const { t } = useTranslation('shop');
  const chat = useOrderChat(orderId);
  if (chat.data) return <ShopChatPanel chatId={chat.data.id} initial={chat.data} />;
  if (chat.isError)
    return (
      <Alert tone="warning">
        {t('chat>load_failed')}{' '}
        <Button size="sm" variant="ghost" onClick={() => void chat.refetch()}>
          {t('chat>retry')}
        </Button>
      </Alert>
    );
  return (
    <div
      aria-busy="true"
      css={css`
        display: grid;
        gap: 8px;
      `}
    >
      <Skeleton height={48} />
      <Skeleton height={200} />
    </div>
  );
}
