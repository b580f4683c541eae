/**
 * Up to three photos for a feedback, uploaded through the image pipeline as they are picked (checked in the browser
 * first: images under 10 MB), shown as thumbnails with a way to remove each. The form sends their attachment ids.
 */
import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SHOP_LIMITS } from '@shared/domain/shop-rules';
import { buttonClass } from '@client/ui/button';
import { FileInput } from '@client/ui/file-input';
import { Icon } from '@client/ui/icon';
import { IconButton } from '@client/ui/icon-button';
import { labelStyles } from '@client/ui/field';
import { FieldMessages } from '@client/ui/field-message';
import { theme } from '@client/styles/theme';
import { bareList, cluster, stack } from '@client/styles/layout';
import { acceptFor, uploadProblemText, type useUploader } from '@client/lib/uploads';

export function FeedbackPhotos({ uploader, error }: { uploader: ReturnType<typeof useUploader>; error?: string }) {
  const { t } = useTranslation('shop');
  const max = SHOP_LIMITS.feedbackPhotos;
  const problem = error ?? uploadProblemText(uploader, (p) => t(`common|upload>${p}`, { max }));
  const full = uploader.items.length >= max;
  const id = useId();
  return (
    <div css={stack(2)} role="group" aria-labelledby={id} aria-describedby={problem ? `${id}-error` : `${id}-hint`}>
      <span id={id} css={labelStyles}>
        {t('feedback>photos>label')}
      </span>
      {uploader.items.length ? (
        <ul css={[bareList, cluster(2)]} aria-label={t('feedback>photos>chosen')}>
          {uploader.items.map((a) => (
            <li key={a.id} css={thumbStyles}>
              <img src={a.thumb_url ?? a.url} alt={a.file_name} width={72} height={72} />
              <IconButton
                icon="close"
                variant="secondary"
                label={t('common|upload>remove', { name: a.file_name })}
                onClick={() => uploader.remove(a.id)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {full ? null : (
        <div>
          <FileInput
            accept={acceptFor(false)}
            onFiles={(files) => void uploader.add(files)}
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
          >
            <Icon name={uploader.pending ? 'loading' : 'camera'} size={16} />
            {uploader.pending ? t('common|upload>uploading') : t('feedback>photos>add')}
          </FileInput>
        </div>
      )}
      <FieldMessages id={id} hint={t('feedback>photos>rules', { max })} error={problem ?? undefined} />
    </div>
  );
}

const thumbStyles = css`
  position: relative;
  width: 72px;
  height: 72px;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    border-radius: ${theme.radius.control};
  }
  button {
    position: absolute;
    top: -8px;
    right: -8px;
    min-height: 0;
    padding: 2px;
    border-radius: 50%;
  }
`;
