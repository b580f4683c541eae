/** A file input styled as a button, with the client-side upload problems of SPEC §5 shown next to it. */
import { css } from '@emotion/react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@client/ui/button';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { acceptFor, type useUploader } from '@client/lib/uploads';

export function UploadButton({
  uploader,
  label,
  allowPdf = true,
}: {
  uploader: ReturnType<typeof useUploader>;
  label: string;
  allowPdf?: boolean;
}) {
  const { t } = useTranslation('market');
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  const problem = uploader.problem
    ? uploader.problem === 'upload_failed' && uploader.serverMessage
      ? uploader.serverMessage
      : t(`upload>${uploader.problem}`, { max: 10 })
    : null;
  return (
    <div
      css={css`
        margin-bottom: ${theme.space[3]};
      `}
    >
      <input
        ref={ref}
        id={id}
        type="file"
        multiple
        accept={acceptFor(allowPdf)}
        className="visually-hidden"
        onChange={(e) => {
          void uploader.add(e.target.files);
          if (ref.current) ref.current.value = '';
        }}
      />
      <label
        htmlFor={id}
        className={buttonClass({ variant: 'secondary', size: 'sm' })}
        css={[
          css`
            input:focus-visible + & {
              outline: 3px solid ${theme.color.focus};
            }
          `,
        ]}
      >
        <Icon name={uploader.pending ? 'loading' : 'paperclip'} size={16} />
        {uploader.pending ? t('upload>uploading') : label}
      </label>
      <p
        css={css`
          margin: ${theme.space[1]} 0 0;
          font-size: ${theme.font.size.xs};
          color: ${theme.color.textMuted};
        `}
      >
        {t(allowPdf ? 'upload>file_rules' : 'upload>image_rules')}
      </p>
      {problem ? (
        <p
          role="alert"
          css={css`
            margin: ${theme.space[1]} 0 0;
            color: ${theme.color.danger};
            font-size: ${theme.font.size.sm};
          `}
        >
          {t('upload>cannot_upload')} {problem}
        </p>
      ) : null}
    </div>
  );
}
