/**
 * Write a chat message: Enter sends, Shift+Enter starts a new line (not while an input method is composing). The box
 * is cleared at once, like messaging apps, and the text is put back when the send fails. The chat that uses it checks
 * the text and sends it; files, when the chat takes them, come in through `attach` and `files`.
 */
import { css } from '@emotion/react';
import { useId, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { FileInput } from '../file-input';
import { Icon } from '../icon';
import { theme } from '../../styles/theme';
import { disc } from '../../styles/layout';

export interface ChatComposerProps {
  placeholder: string;
  sendLabel: string;
  /** A send is under way (the send button shows it and waits). */
  sending: boolean;
  /** The send button waits (files still uploading). */
  busy?: boolean;
  maxLength?: number;
  /** The trimmed text's problem (empty, too long) as words to show, or null when it may be sent. */
  check: (message: string) => string | null;
  /** Sends the trimmed text; a rejection's words come from `failure`. */
  send: (message: string) => Promise<unknown>;
  failure: (err: unknown) => string;
  /** A problem from outside the box (an upload that failed), shown above it. */
  problem?: string | null;
  /** Before the box: a ChatAttachButton. */
  attach?: ReactNode;
  /** Above the box: the files picked so far. */
  files?: ReactNode;
}

export function ChatComposer({
  placeholder,
  sendLabel,
  sending,
  busy,
  maxLength,
  check,
  send,
  failure,
  problem,
  attach,
  files,
}: ChatComposerProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const textId = `${useId()}-text`;
  const errorId = `${textId}-error`;
  const shown = problem ?? error;

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    const message = text.trim();
    const wrong = check(message);
    if (wrong) return setError(wrong);
    setError(null);
    setText('');
    try {
      await send(message);
    } catch (err) {
      setText(message);
      setError(failure(err));
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  }

  return (
    <form onSubmit={submit} css={formStyles} noValidate>
      {shown ? (
        <p id={errorId} role="alert" css={errorStyles}>
          {shown}
        </p>
      ) : null}
      {files}
      <div css={rowStyles}>
        {attach}
        <label htmlFor={textId} className="visually-hidden">
          {placeholder}
        </label>
        <textarea
          id={textId}
          rows={1}
          value={text}
          maxLength={maxLength}
          placeholder={placeholder}
          aria-describedby={shown ? errorId : undefined}
          onChange={(e) => {
            setText(e.target.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
          css={textStyles}
        />
        <button type="submit" css={[roundStyles, sendStyles]} disabled={sending || busy} aria-label={sendLabel}>
          <Icon name={sending ? 'loading' : 'send'} size={20} />
        </button>
      </div>
    </form>
  );
}

/** The round paperclip before the box that picks files (it spins while they upload). */
export function ChatAttachButton({
  accept,
  onFiles,
  label,
  uploading,
}: {
  accept: string;
  onFiles: (files: FileList | null) => void;
  label: string;
  uploading: boolean;
}) {
  return (
    <FileInput accept={accept} onFiles={onFiles} css={roundStyles} title={label}>
      <Icon name={uploading ? 'loading' : 'paperclip'} size={20} />
      <span className="visually-hidden">{label}</span>
    </FileInput>
  );
}

/** The files picked for the next message, each with a button that takes it off. */
export function ChatFileChips({
  files,
  removeLabel,
  onRemove,
}: {
  files: ReadonlyArray<{ id: number; file_name: string }>;
  removeLabel: (name: string) => string;
  onRemove: (id: number) => void;
}) {
  if (!files.length) return null;
  return (
    <ul css={chipListStyles}>
      {files.map((a) => (
        <li key={a.id} css={chipStyles}>
          <span css={chipNameStyles}>{a.file_name}</span>
          <button type="button" onClick={() => onRemove(a.id)} aria-label={removeLabel(a.file_name)} css={chipButtonStyles}>
            <Icon name="close" size={14} />
          </button>
        </li>
      ))}
    </ul>
  );
}

const formStyles = css`
  border-top: 1px solid ${theme.color.border};
  padding: ${theme.space[2]} ${theme.space[3]} calc(${theme.space[2]} + env(safe-area-inset-bottom, 0px));
  background: ${theme.color.surface};
`;

const rowStyles = css`
  display: flex;
  align-items: flex-end;
  gap: ${theme.space[2]};
`;

const errorStyles = css`
  margin: 0 0 ${theme.space[2]};
  color: ${theme.color.danger};
  font-size: ${theme.font.size.sm};
`;

const textStyles = css`
  flex: 1;
  min-width: 0;
  resize: none;
  max-height: 120px;
  min-height: 44px;
  padding: 10px ${theme.space[3]};
  border: 1.5px solid ${theme.color.borderStrong};
  border-radius: 22px;
  font: inherit;
  font-size: ${theme.font.size.md};
  line-height: 1.4;
  field-sizing: content;
  &:focus {
    outline: none;
    border-color: ${theme.color.brand};
  }
`;

const roundStyles = css`
  flex-shrink: 0;
  ${disc(44)};
  border: 0;
  background: ${theme.color.neutralSoft};
  color: ${theme.color.textSecondary};
  cursor: pointer;
`;

const sendStyles = css`
  background: ${theme.color.brand};
  color: #fff;
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const chipListStyles = css`
  list-style: none;
  margin: 0 0 ${theme.space[2]};
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]};
`;

const chipStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  padding: 2px 2px 2px ${theme.space[2]};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.brandSoft};
  color: ${theme.color.brandDark};
  font-size: ${theme.font.size.xs};
`;

const chipNameStyles = css`
  max-width: 160px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const chipButtonStyles = css`
  ${disc(28)};
  border: 0;
  background: none;
  cursor: pointer;
  color: inherit;
`;
