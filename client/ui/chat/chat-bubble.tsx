/**
 * One chat message as a bubble (mine on the right) with its files, its time and, on my last one, sent or read; a day
 * line before it when the day changes. Both chats (a bid's, a shop's) draw their messages with it; the texts come
 * from the chat that uses it.
 */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { formatTime, sameHkDay } from '@shared/utils/dates';
import { theme } from '../../styles/theme';

/** What a bubble shows of a message (the bid chat's and the shop chat's messages both fit). */
export interface ChatBubbleMessage {
  message: string;
  is_sender: boolean;
  is_read: boolean;
  is_hidden?: boolean;
  /** A server timestamp. */
  created: string;
  attachments?: ReadonlyArray<{ id: number; url: string; mime: string; file_name: string }>;
}

/** The chat's own words around a bubble: who said it (for screen readers), the hidden placeholder, sent and read. */
export interface ChatBubbleTexts {
  youSaid: string;
  theySaid: string;
  hidden: string;
  sent: string;
  read: string;
}

/**
 * Where the day lines go and which is my last message, for a thread in time order: `at` is an entry's server
 * timestamp, `mine` whether it is a message of mine (entries that are not messages are never mine).
 */
export function chatMarks(items: ReadonlyArray<{ at: string; mine: boolean }>): Array<{ separator: boolean; lastMine: boolean }> {
  let lastMine = -1;
  items.forEach((x, i) => {
    if (x.mine) lastMine = i;
  });
  return items.map((x, i) => ({ separator: i === 0 || !sameHkDay(items[i - 1].at, x.at), lastMine: i === lastMine }));
}

export interface ChatBubbleProps {
  message: ChatBubbleMessage;
  /** The day line before this message (client/lib/use-day-line.ts words it), or none. */
  dayLine?: string | null;
  /** My last message: it says whether it was read. */
  lastMine: boolean;
  texts: ChatBubbleTexts;
  /** Beside the bubble (a report button on the other person's message). */
  aside?: ReactNode;
}

export function ChatBubble({ message: m, dayLine, lastMine, texts, aside }: ChatBubbleProps) {
  return (
    <>
      {dayLine ? <ChatDayLine text={dayLine} /> : null}
      <li css={[rowStyles, m.is_sender && mineRow]}>
        <div css={[bubbleStyles, m.is_sender ? mineStyles : theirsStyles]}>
          <span className="visually-hidden">{m.is_sender ? texts.youSaid : texts.theySaid}</span>
          {m.is_hidden ? <p css={hiddenStyles}>{texts.hidden}</p> : null}
          {m.message ? <p css={textStyles}>{m.message}</p> : null}
          {m.attachments?.map((a) => (
            <a key={a.id} href={a.url} target="_blank" rel="noreferrer" css={fileStyles}>
              {a.mime.startsWith('image/') ? (
                <img src={a.url} alt={a.file_name} width={200} height={150} loading="lazy" css={imageStyles} />
              ) : (
                `📄 ${a.file_name}`
              )}
            </a>
          ))}
          <span css={metaStyles}>
            <time dateTime={m.created.replace(' ', 'T') + 'Z'}>{formatTime(m.created)}</time>
            {m.is_sender && lastMine ? ` · ${m.is_read ? texts.read : texts.sent}` : null}
          </span>
        </div>
        {aside}
      </li>
    </>
  );
}

/** The day line between the messages of two days. */
export function ChatDayLine({ text }: { text: string }) {
  return (
    <li css={separatorStyles}>
      <span>{text}</span>
    </li>
  );
}

const rowStyles = css`
  display: flex;
  align-items: flex-end;
  gap: ${theme.space[1]};
`;

const mineRow = css`
  justify-content: flex-end;
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

const textStyles = css`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const fileStyles = css`
  display: block;
  margin-top: ${theme.space[1]};
  color: inherit;
`;

const imageStyles = css`
  max-width: 200px;
  height: auto;
  border-radius: 8px;
  display: block;
`;

const metaStyles = css`
  display: block;
  text-align: right;
  font-size: 11px;
  color: var(--chat-muted);
  margin-top: 2px;
  font-variant-numeric: tabular-nums;
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
