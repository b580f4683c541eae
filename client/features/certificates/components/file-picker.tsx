/**
 * Document files for a certificate or identity check: 1 to 5 images or PDFs, uploaded at once through
 * POST /api/attachments (SPEC §5 checks in the browser first), listed with a remove button each.
 */
import { css } from '@emotion/react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_VERIFICATION_FILES } from '@shared/schemas/certificates.schema';
import { buttonClass } from '@client/ui/button';
import { errorStyles, labelStyles } from '@client/ui/field';
import { hintStyles } from '@client/ui/field-message';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { bareList, spaceBelow, stack } from '@client/styles/layout';
import { acceptFor, type useUploader } from '@client/lib/uploads';
import { fileNameStyles } from './certificate.styles';

export interface FilePickerProps {
  uploader: ReturnType<typeof useUploader>;
  label: string;
  hint: string;
  /** A field error (from the form's own check or the server's `attachment_ids`). */
  error?: string;
}

export function FilePicker({ uploader, label, hint, error }: FilePickerProps) {
  const { t } = useTranslation('verify');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const full = uploader.items.length >= MAX_VERIFICATION_FILES;
  const problem = uploader.problem
    ? uploader.problem === 'upload_failed' && uploader.serverMessage
      ? uploader.serverMessage
      : t(`files>problem_${uploader.problem}`, { max: MAX_VERIFICATION_FILES })
    : null;
  const message = problem ?? error;
  return (
    <fieldset
      css={css`
        border: 0;
        padding: 0;
        margin: 0 0 ${theme.space[4]};
        min-width: 0;
      `}
      aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
    >
      <legend css={[labelStyles, { padding: 0 }]}>{label}</legend>
      <p id={`${id}-hint`} css={[hintStyles, { marginTop: 0, marginBottom: theme.space[2] }]}>
        {hint}
      </p>
      {uploader.items.length ? (
        <ul css={listStyles}>
          {uploader.items.map((f) => (
            <li key={f.id} css={itemStyles}>
              <Icon name={f.mime === 'application/pdf' ? 'file' : 'image'} size={18} />
              <a href={f.url} target="_blank" rel="noopener noreferrer" css={fileNameStyles}>
                {f.file_name}
              </a>
              <button
                type="button"
                css={removeStyles}
                onClick={() => uploader.remove(f.id)}
                aria-label={t('files>remove', { name: f.file_name })}
              >
                <Icon name="close" size={18} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        ref={input}
        id={id}
        type="file"
        multiple
        accept={acceptFor(true)}
        className="visually-hidden"
        disabled={full || uploader.pending > 0}
        onChange={(e) => {
          void uploader.add(e.target.files);
          if (input.current) input.current.value = '';
        }}
      />
      <label
        htmlFor={id}
        aria-disabled={full || undefined}
        className={buttonClass({ variant: 'secondary', size: 'md', block: true })}
        css={[
          css`
            input:focus-visible + & {
              outline: 3px solid ${theme.color.focus};
            }
            &[aria-disabled='true'] {
              opacity: 0.55;
              cursor: not-allowed;
            }
          `,
        ]}
      >
        <Icon name={uploader.pending ? 'loading' : 'upload'} size={18} />
        {uploader.pending ? t('files>uploading') : t('files>add', { count: uploader.items.length, max: MAX_VERIFICATION_FILES })}
      </label>
      <p css={[hintStyles, { marginTop: theme.space[1] }]}>{t('files>rules', { max: MAX_VERIFICATION_FILES })}</p>
      {message ? (
        <p id={`${id}-error`} role="alert" css={errorStyles}>
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}

const listStyles = [bareList, stack(1), spaceBelow(2)];

const itemStyles = css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  padding-left: ${theme.space[2]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.control};
  background: ${theme.color.surface};
`;

const removeStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.layout.touchTarget};
  height: ${theme.layout.touchTarget};
  border: 0;
  background: none;
  color: ${theme.color.textSecondary};
  cursor: pointer;
  border-radius: ${theme.radius.control};
  &:hover {
    color: ${theme.color.danger};
    background: ${theme.color.dangerSoft};
  }
`;
