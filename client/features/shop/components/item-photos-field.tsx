/**
 * The item's photos (1–10): uploads through the image pipeline (checked in the browser first, then POST
 * /api/attachments, which processes them), shown in their order with the first as the cover. Each can move earlier or
 * later or be removed; saving sends the list as keep, remove and add operations at positions 1…n (item-form.ts).
 */
import { css } from '@emotion/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SHOP_LIMITS } from '@shared/domain/shop-rules';
import { acceptFor, checkUpload, uploadAttachments } from '@client/lib/uploads';
import { buttonClass } from '@client/ui/button';
import { FileInput } from '@client/ui/file-input';
import { Icon } from '@client/ui/icon';
import { IconButton } from '@client/ui/icon-button';
import { Picture } from '@client/ui/picture';
import { isServerError } from '@client/ui/server-error';
import { theme } from '@client/styles/theme';
import { bareList } from '@client/styles/layout';
import { uploadedPhoto, type ItemFieldsProps, type PhotoValues } from './item-form';
import { groupError, note } from './item-editor.styles';

const MAX = SHOP_LIMITS.photos.max;

export function ItemPhotosField({ values, patch, errors }: ItemFieldsProps) {
  const { t } = useTranslation('shop');
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { photos } = values;
  // The list as last rendered: the pro may remove or move photos while an upload runs.
  const latest = useRef(photos);
  latest.current = photos;
  const move = (from: number, to: number) => {
    const next = [...photos];
    const [p] = next.splice(from, 1);
    next.splice(to, 0, p);
    patch({ photos: next });
  };

  async function add(list: FileList | null) {
    const files = Array.from(list ?? []);
    if (!files.length) return;
    const bad = files.map((f) => checkUpload(f, false)).find(Boolean);
    if (bad) return setProblem(t(`editor>photo_${bad}`));
    if (photos.length + files.length > MAX) return setProblem(t('editor>photo_too_many', { max: MAX, left: MAX - photos.length }));
    setProblem(null);
    setUploading(true);
    try {
      const uploaded = await uploadAttachments(files);
      patch({ photos: [...latest.current, ...uploaded.map(uploadedPhoto)] });
    } catch (err) {
      setProblem(isServerError(err) ? err.message : t('editor>photo_failed'));
    } finally {
      setUploading(false);
    }
  }
  const error = problem ?? errors.photos;
  return (
    <div>
      <p css={note}>{t('editor>photos_hint', { max: MAX })}</p>
      {error ? (
        <p role="alert" css={groupError}>
          {error}
        </p>
      ) : null}
      {photos.length ? (
        <ol css={grid} aria-label={t('editor>photos_list')}>
          {photos.map((p, i) => (
            <li key={p.key} css={tile}>
              <PhotoImage photo={p} alt={t('editor>photo_n', { n: i + 1 })} />
              {i === 0 ? <span css={cover}>{t('editor>photo_cover')}</span> : null}
              <div css={tools}>
                <IconButton
                  icon="chevron-left"
                  label={t('editor>photo_earlier', { n: i + 1 })}
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                />
                <IconButton
                  icon="chevron-right"
                  label={t('editor>photo_later', { n: i + 1 })}
                  disabled={i === photos.length - 1}
                  onClick={() => move(i, i + 1)}
                />
                <IconButton
                  icon="trash"
                  label={t('editor>photo_remove', { n: i + 1 })}
                  onClick={() => patch({ photos: photos.filter((x) => x.key !== p.key) })}
                />
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      {photos.length < MAX ? (
        <FileInput accept={acceptFor(false)} onFiles={(f) => void add(f)} className={buttonClass({ variant: 'secondary' })}>
          <Icon name={uploading ? 'loading' : 'upload'} size={18} />
          {uploading ? t('editor>photo_uploading') : t('editor>photo_add')}
        </FileInput>
      ) : null}
      <p css={note} aria-live="polite">
        {t('editor>photo_count', { count: photos.length, max: MAX })}
      </p>
    </div>
  );
}

function PhotoImage({ photo, alt }: { photo: PhotoValues; alt: string }) {
  if (photo.image) return <Picture image={photo.image} alt={alt} sizes="160px" css={img} />;
  return <img src={photo.src} alt={alt} width={160} height={120} loading="lazy" css={img} />;
}

const grid = css`
  ${bareList};
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space[3]};
  margin-bottom: ${theme.space[3]};
  ${theme.breakpoint.sm} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const tile = css`
  position: relative;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.control};
  overflow: hidden;
  background: ${theme.color.surface};
`;

const img = css`
  display: block;
  width: 100%;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  height: auto;
`;

const cover = css`
  position: absolute;
  top: ${theme.space[1]};
  left: ${theme.space[1]};
  padding: 2px ${theme.space[2]};
  border-radius: ${theme.radius.control};
  background: ${theme.color.brand};
  color: #fff;
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.bold};
`;

const tools = css`
  display: flex;
  justify-content: space-between;
  padding: ${theme.space[1]};
`;
