/** One message of a bid's chat: the kit's bubble in this chat's words, with a report button beside the other person's. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@shared/schemas/chat.schema';
import { ChatBubble, type ChatBubbleTexts } from '@client/ui/chat/chat-bubble';
import { theme } from '@client/styles/theme';
import { quietButtonStyles } from './report-button';

export function useChatTexts(): ChatBubbleTexts {
  const { t } = useTranslation('messages');
  return {
    youSaid: t('chat>you_said'),
    theySaid: t('chat>they_said'),
    hidden: t('chat>hidden_by_sifu'),
    sent: t('chat>sent'),
    read: t('chat>read'),
  };
}

export function ChatMessageItem({
  message: m,
  dayLine,
  lastMine,
  texts,
  onReport,
}: {
  message: ChatMessage;
  dayLine: string | null;
  lastMine: boolean;
  texts: ChatBubbleTexts;
  /** Report this message (offered on the other person's messages). */
  onReport?: () => void;
}) {
  const { t } = useTranslation('messages');
  return (
    <ChatBubble
      message={m}
      dayLine={dayLine}
      lastMine={lastMine}
      texts={texts}
      aside={
        onReport && !m.is_sender && !m.is_hidden ? (
          <button type="button" css={[quietButtonStyles, reportStyles]} onClick={onReport} aria-label={t('report>title_message')}>
            {t('report>open')}
          </button>
        ) : null
      }
    />
  );
}

/** Beside a bubble the button has room all round. */
const reportStyles = css`
  padding: ${theme.space[1]};
`;
