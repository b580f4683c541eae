/** A file input styled as a button, with the client-side upload problems of SPEC §5 shown next to it. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@client/ui/button';
import { FileInput } from '@client/ui/file-input';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { acceptFor, uploadProblemText, type useUploader } from '@client/lib/uploads';

export function UploadButton({
  uploader,
  label,
  allowPdf = true,
}: {
  uploader: ReturnType<typeof useUploader>;
  label: string;
  allowPdf?: boolean;
}) {
  const { t } = useTranslation('common');
  const problem = uploadProblemText(uploader, (p) => t(`upload>${p}`, { max: 10 }));
  return (
    <div
      css={css`
        margin-bottom: ${theme.space[3]};
      `}
    >
      <FileInput
        accept={acceptFor(allowPdf)}
        onFiles={(files) => void uploader.add(files)}
        className={buttonClass({ variant: 'secondary', size: 'sm' })}
      >
        <Icon name={uploader.pending ? 'loading' : 'paperclip'} size={16} />
        {uploader.pending ? t('upload>uploading') : label}
      </FileInput>
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
