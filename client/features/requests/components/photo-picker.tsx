/**
 * Photos for a request, chosen before they can be uploaded: checked in the browser (SPEC §5: under 10 MB,
 * png/jpeg/gif), previewed, and kept as Blobs until the request is sent (pending-photos.ts).
 */
import { css } from '@emotion/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@client/ui/icon';
import { Alert } from '@client/ui/alert';
import { theme } from '@client/styles/theme';
import { disc } from '@client/styles/layout';
import { acceptFor, checkUpload } from '@client/lib/uploads';
import type { PendingPhoto } from '../hooks/pending-photos';
import { MAX_PHOTOS } from './form-model';
import { tileGrid } from './tile-grid';

export interface PhotoPickerProps {
  photos: PendingPhoto[];
  onChange: (photos: PendingPhoto[]) => void;
}

export function PhotoPicker({ photos, onChange }: PhotoPickerProps) {
  const { t } = useTranslation('common');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const urls = useMemo(
    () => photos.map((p) => (typeof URL !== 'undefined' && URL.createObjectURL ? URL.createObjectURL(p.blob) : '')),
    [photos],
  );
  useEffect(() => () => urls.forEach((u) => u && URL.revokeObjectURL(u)), [urls]);

  function add(files: FileList | null) {
    const list = Array.from(files ?? []);
    if (!list.length) return;
    const bad = list.map((f) => checkUpload(f, false)).find(Boolean);
    if (bad) {
      setProblem(t(`upload>${bad}`));
      return;
    }
    if (photos.length + list.length > MAX_PHOTOS) {
      setProblem(t('upload>too_many', { max: MAX_PHOTOS }));
      return;
    }
    setProblem(null);
    onChange([
      ...photos,
      ...list.map((f, i) => ({ id: `${Date.now()}-${i}-${f.name}`, name: f.name, type: f.type, size: f.size, blob: f })),
    ]);
  }

  return (
    <div>
      {problem ? (
        <Alert tone="error">
          <strong>{t('upload>cannot_upload')}</strong> {problem}
        </Alert>
      ) : null}
      <ul css={gridStyles}>
        {photos.map((p, i) => (
          <li key={p.id} css={tileStyles}>
            {urls[i] ? (
              <img
                src={urls[i]}
                alt={p.name}
                width={120}
                height={120}
                css={css`
                  width: 100%;
                  height: 100%;
                  object-fit: cover;
                `}
              />
            ) : (
              <span>{p.name}</span>
            )}
            <button
              type="button"
              onClick={() => onChange(photos.filter((x) => x.id !== p.id))}
              aria-label={t('upload>remove', { name: p.name })}
              css={removeStyles}
            >
              <Icon name="close" size={16} />
            </button>
          </li>
        ))}
        {photos.length < MAX_PHOTOS ? (
          <li
            css={[
              tileStyles,
              css`
                border-style: dashed;
              `,
            ]}
          >
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept={acceptFor(false)}
              multiple
              className="visually-hidden"
              onChange={(e) => {
                add(e.target.files);
                if (inputRef.current) inputRef.current.value = '';
              }}
            />
            <label htmlFor={inputId} css={addStyles}>
              <Icon name="camera" size={24} />
              <span>{t('upload>add_photos')}</span>
            </label>
          </li>
        ) : null}
      </ul>
      <p
        css={css`
          color: ${theme.color.textMuted};
          font-size: ${theme.font.size.sm};
          margin: ${theme.space[2]} 0 0;
        `}
      >
        {t('upload>photo_rules', { max: MAX_PHOTOS })}
      </p>
    </div>
  );
}

const gridStyles = tileGrid(3, 5);

const tileStyles = css`
  position: relative;
  aspect-ratio: 1;
  border: 1.5px solid ${theme.color.borderStrong};
  border-radius: ${theme.radius.control};
  overflow: hidden;
  background: ${theme.color.neutralSoft};
  display: flex;
  align-items: center;
  justify-content: center;
`;

const addStyles = css`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[1]};
  color: ${theme.color.brandDark};
  cursor: pointer;
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
  text-align: center;
  padding: ${theme.space[1]};
  input:focus-visible + & {
    outline: 3px solid ${theme.color.focus};
    outline-offset: -3px;
  }
`;

const removeStyles = css`
  position: absolute;
  top: 4px;
  right: 4px;
  ${disc(32)};
  border: 0;
  background: rgba(17, 24, 39, 0.7);
  color: #fff;
  cursor: pointer;
`;
