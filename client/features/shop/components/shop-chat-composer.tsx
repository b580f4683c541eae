/** Write a shop chat message (trimmed, 1–2,000 characters) on the kit's composer; a failed send keeps the text. */
import { useTranslation } from 'react-i18next';
import { SHOP_CHAT_MESSAGE_MAX } from '@shared/schemas/shop-chats.schema';
import { ChatComposer } from '@client/ui/chat/chat-composer';
import { errorMessageOf } from '@client/ui/server-error';
import { useSendShopMessage } from '../api/shop-chats.mutations';

export function ShopChatComposer({ chatId }: { chatId: number }) {
  const { t } = useTranslation('shop');
  const send = useSendShopMessage(chatId);
  return (
    <ChatComposer
      placeholder={t('chat>placeholder')}
      sendLabel={t('chat>send')}
      sending={send.isPending}
      check={(message) =>
        !message
          ? t('chat>empty_message')
          : [...message].length > SHOP_CHAT_MESSAGE_MAX
            ? t('chat>too_long', { max: SHOP_CHAT_MESSAGE_MAX.toLocaleString('en-US') })
            : null
      }
      send={(message) => send.mutateAsync(message)}
      failure={(err) => errorMessageOf(err, t('chat>send_failed'))}
    />
  );
}
