/** Write a message (non-empty, SPEC §5) with optional files; Enter sends, Shift+Enter starts a new line. */
import { css } from '@emotion/react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FileInput } from '@client/ui/file-input';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { disc } from '@client/styles/layout';
import { errorMessageOf } from '@client/ui/server-error';
import { acceptFor, uploadProblemText, useUploader } from '@client/lib/uploads';
import { useSendMessage } from '../api/chat.mutations';

export function ChatComposer({ bidId }: { bidId: number }) {
  const { t } = useTranslation('messages');
  const send = useSendMessage(bidId);
  const files = useUploader();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const textId = `${useId()}-text`;
  const problem = uploadProblemText(files, (p) => t(`common|upload>${p}`, { max: 10 }));

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    const message = text.trim();
    if (!message && !files.items.length) {
      setError(t('chat>empty_message'));
      return;
    }
    setError(null);
    const attachments = files.items;
    // Cleared at once, like messaging apps; put back if the send fails.
    setText('');
    files.reset();
    try {
      await send.mutateAsync({ message, attachments: attachments.map((a) => a.id) });
    } catch (err) {
      setText(message);
      files.reset(attachments);
      setError(errorMessageOf(err, t('requests|form>network')));
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
      {error || problem ? (
        <p
          role="alert"
          css={css`
            margin: 0 0 ${theme.space[2]};
            color: ${theme.color.danger};
            font-size: ${theme.font.size.sm};
          `}
        >
          {problem ? `${t('common|upload>cannot_upload')} ${problem}` : error}
        </p>
      ) : null}
      {files.items.length ? (
        <ul
          css={css`
            list-style: none;
            margin: 0 0 ${theme.space[2]};
            padding: 0;
            display: flex;
            flex-wrap: wrap;
            gap: ${theme.space[1]};
          `}
        >
          {files.items.map((a) => (
            <li key={a.id} css={chipStyles}>
              <span
                css={css`
                  max-width: 160px;
                  overflow: hidden;
                  text-overflow: ellipsis;
                  white-space: nowrap;
                `}
              >
                {a.file_name}
              </span>
              <button
                type="button"
                onClick={() => files.remove(a.id)}
                aria-label={t('common|upload>remove', { name: a.file_name })}
                css={iconBtn}
              >
                <Icon name="close" size={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div
        css={css`
          display: flex;
          align-items: flex-end;
          gap: ${theme.space[2]};
        `}
      >
        <FileInput accept={acceptFor(true)} onFiles={(list) => void files.add(list)} css={roundBtn} title={t('common|upload>add_files')}>
          <Icon name={files.pending ? 'loading' : 'paperclip'} size={20} />
          <span className="visually-hidden">{t('common|upload>add_files')}</span>
        </FileInput>
        <label htmlFor={textId} className="visually-hidden">
          {t('chat>placeholder')}
        </label>
        <textarea
          id={textId}
          rows={1}
          value={text}
          maxLength={5000}
          placeholder={t('chat>placeholder')}
          onChange={(e) => {
            setText(e.target.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
          css={textStyles}
        />
        <button type="submit" css={[roundBtn, sendStyles]} disabled={send.isPending || files.pending > 0} aria-label={t('chat>send')}>
          <Icon name={send.isPending ? 'loading' : 'send'} size={20} />
        </button>
      </div>
    </form>
  );
}

const formStyles = css`
  border-top: 1px solid ${theme.color.border};
  padding: ${theme.space[2]} ${theme.space[3]} calc(${theme.space[2]} + env(safe-area-inset-bottom, 0px));
  background: ${theme.color.surface};
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

const roundBtn = css`
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

const iconBtn = css`
  ${disc(28)};
  border: 0;
  background: none;
  cursor: pointer;
  color: inherit;
`;
