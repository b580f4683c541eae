/** One message of a chat as a bubble (mine on the right), its files, its time and read state, after a day separator when the day changes. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import type { ChatMessage } from '@shared/schemas/chat.schema';
import { formatDay, formatTime, hkDayOf } from '@shared/utils/dates';
import { theme } from '@client/styles/theme';
import { useNow } from '@client/lib/use-now';
import { dayLabel } from '@client/lib/day-label';

export function ChatMessageItem({
  message: m,
  separator,
  lastMine,
  onReport,
}: {
  message: ChatMessage;
  separator: boolean;
  lastMine: boolean;
  /** Report this message (offered on the other person's messages). */
  onReport?: () => void;
}) {
  const { t, i18n } = useTranslation('messages');
  const lng = i18n.language as Language;
  const now = useNow();
  const day = hkDayOf(m.created);
  return (
    <>
      {separator ? (
        <li css={separatorStyles}>
          <span>{now ? `${dayLabel(t, day, lng, now)} · ${formatDay(day, lng)}` : formatDay(day, lng)}</span>
        </li>
      ) : null}
      <li
        css={[
          rowStyles,
          m.is_sender &&
            css`
              justify-content: flex-end;
            `,
        ]}
      >
        <div css={[bubbleStyles, m.is_sender ? mineStyles : theirsStyles]}>
          <span className="visually-hidden">{m.is_sender ? t('chat>you_said') : t('chat>they_said')}</span>
          {m.is_hidden ? <p css={hiddenStyles}>{t('chat>hidden_by_sifu')}</p> : null}
          {m.message ? (
            <p
              css={css`
                margin: 0;
                white-space: pre-wrap;
                overflow-wrap: anywhere;
              `}
            >
              {m.message}
            </p>
          ) : null}
          {m.attachments.map((a) => (
            <a
              key={a.id}
              href={a.url}
              target="_blank"
              rel="noreferrer"
              css={css`
                display: block;
                margin-top: ${theme.space[1]};
                color: inherit;
              `}
            >
              {a.mime.startsWith('image/') ? (
                <img
                  src={a.url}
                  alt={a.file_name}
                  width={200}
                  height={150}
                  loading="lazy"
                  css={css`
                    max-width: 200px;
                    height: auto;
                    border-radius: 8px;
                    display: block;
                  `}
                />
              ) : (
                `📄 ${a.file_name}`
              )}
            </a>
          ))}
          <span
            css={css`
              display: block;
              text-align: right;
              font-size: 11px;
              color: var(--chat-muted);
              margin-top: 2px;
              font-variant-numeric: tabular-nums;
            `}
          >
            <time dateTime={m.created.replace(' ', 'T') + 'Z'}>{formatTime(m.created)}</time>
            {m.is_sender && lastMine ? ` · ${m.is_read ? t('chat>read') : t('chat>sent')}` : null}
          </span>
        </div>
        {onReport && !m.is_sender && !m.is_hidden ? (
          <button type="button" css={reportStyles} onClick={onReport} aria-label={t('report>title_message')}>
            {t('report>open')}
          </button>
        ) : null}
      </li>
    </>
  );
}

const rowStyles = css`
  display: flex;
  align-items: flex-end;
  gap: ${theme.space[1]};
`;

/** Quiet until needed: a small text button beside the other person's bubble. */
const reportStyles = css`
  border: 0;
  background: none;
  padding: ${theme.space[1]};
  min-height: 32px;
  font-size: ${theme.font.size.xs};
  color: ${theme.color.textMuted};
  cursor: pointer;
  &:hover,
  &:focus-visible {
    color: ${theme.color.danger};
    text-decoration: underline;
  }
`;

const bubbleStyles = css`
  max-width: 80%;
  padding: ${theme.space[2]} ${theme.space[3]};
  border-radius: 16px;
  line-height: 1.5;
  font-size: ${theme.font.size.md};
`;

// Secondary text (time, read state, a hidden message) is a solid tone that keeps 4.5:1 on its bubble; a faded
// opacity fell to 3.8:1 on the brand colour.
const mineStyles = css`
  background: ${theme.color.brand};
  color: #fff;
  --chat-muted: ${theme.color.brandSoft};
  border-bottom-right-radius: 4px;
`;

const theirsStyles = css`
  background: ${theme.color.surface};
  color: ${theme.color.text};
  border: 1px solid ${theme.color.border};
  --chat-muted: ${theme.color.textMuted};
  border-bottom-left-radius: 4px;
`;

const separatorStyles = css`
  text-align: center;
  font-size: ${theme.font.size.xs};
  color: ${theme.color.textMuted};
  margin: ${theme.space[2]} 0;
  span {
    background: ${theme.color.neutralSoft};
    padding: 2px ${theme.space[2]};
    border-radius: ${theme.radius.pill};
  }
`;

/** A message hidden by Sifu keeps its bubble; the placeholder is muted so it does not read as their words. */
const hiddenStyles = css`
  margin: 0;
  color: var(--chat-muted);
`;
