/**
 * The Media step of service editing (SPEC §2 step 4): the pro uploads photos of past work (with progress), writes a
 * caption in each language, puts them in order with move buttons (keyboard and thumb friendly, no dragging) and
 * deletes them after a confirmation. Errors show inline, in the user's language (SPEC §5 "cannot upload", code 2).
 */
import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_CAPTION_CHARS } from '@shared/domain/image-variants';
import type { ServiceMediaItem } from '@shared/schemas/service-media.schema';
import { Alert } from '@client/ui/alert';
import { ConfirmDialog, useConfirm } from '@client/ui/confirm-dialog';
import { EmptyState } from '@client/ui/empty-state';
import { Icon } from '@client/ui/icon';
import { Skeleton } from '@client/ui/skeleton';
import { theme } from '@client/styles/theme';
import { bareList, twoColumnsFromMd, cluster } from '@client/styles/layout';
import { useServiceMedia } from '../api/service-media.queries';
import { useServiceMediaChange } from '../api/service-media.mutations';
import { MediaItemCard } from './media-item-card';
import { PickButton } from './pick-button';
import { apiProblem, UploadFeedback } from './upload-problem';
import { useImageUpload } from './use-image-upload';

type Direction = 'up' | 'down';

export function MediaEditor({ serviceId }: { serviceId: number }) {
  const { t } = useTranslation('media');
  const { data, isPending, isError } = useServiceMedia(serviceId);
  const change = useServiceMediaChange(serviceId);
  const { upload, percent, problem, setProblem } = useImageUpload();
  const [status, setStatus] = useState('');
  const deleting = useConfirm(confirmDelete);
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: number; dir: Direction } | null>(null);

  const busy = percent !== null || change.isPending;
  // After a move (buttons are disabled while it is saved) focus returns to the moved photo's buttons; at either end
  // one of them is disabled, so the other one gets it.
  useEffect(() => {
    if (!focusAfterMove || busy) return;
    const { id, dir } = focusAfterMove;
    const same = moveButtons.current.get(`${id}:${dir}`);
    const other = moveButtons.current.get(`${id}:${dir === 'up' ? 'down' : 'up'}`);
    (same && !same.disabled ? same : other)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, busy, data]);

  if (isPending) {
    return (
      <div aria-busy="true">
        <span className="visually-hidden">{t('upload>saving')}</span>
        <Skeleton variant="block" height={160} />
      </div>
    );
  }
  if (isError || !data) return <Alert tone="error">{t('editor>load_failed')}</Alert>;

  const photos = data.photos;
  const left = data.max_photos - photos.length;

  async function addFiles(files: File[]) {
    const uploaded = await upload(files, { left, max: data!.max_photos });
    if (!uploaded) return;
    try {
      await change.mutateAsync({ kind: 'add', attachmentIds: uploaded.map((a) => a.id) });
      setStatus(t('editor>count', { count: photos.length + uploaded.length, max: data!.max_photos }));
    } catch (err) {
      setProblem(apiProblem(t, err, true));
    }
  }

  async function move(index: number, dir: Direction) {
    const to = dir === 'up' ? index - 1 : index + 1;
    if (to < 0 || to >= photos.length) return;
    const ids = photos.map((p) => p.id);
    [ids[index], ids[to]] = [ids[to], ids[index]];
    setProblem(null);
    setFocusAfterMove({ id: photos[index].id, dir });
    try {
      await change.mutateAsync({ kind: 'reorder', ids });
      setStatus(t('editor>moved', { from: index + 1, to: to + 1 }));
    } catch (err) {
      setProblem(apiProblem(t, err, false));
    }
  }

  async function confirmDelete({ item }: { item: ServiceMediaItem; n: number }) {
    try {
      await change.mutateAsync({ kind: 'delete', mediaId: item.id });
      setStatus(t('editor>deleted'));
    } catch (err) {
      setProblem(apiProblem(t, err, false));
    }
  }

  return (
    <div>
      <p
        css={css`
          color: ${theme.color.textSecondary};
          margin: 0 0 ${theme.space[3]};
        `}
      >
        {t('editor>intro')}
      </p>
      <div css={toolbarStyles}>
        <PickButton label={t('upload>add_photos')} multiple disabled={busy || left <= 0} onFiles={addFiles} />
        <span css={countStyles}>{t('editor>count', { count: photos.length, max: data.max_photos })}</span>
      </div>
      <p css={hintStyles}>{t('upload>rules')}</p>
      <UploadFeedback percent={percent} problem={problem} status={status} />
      {photos.length === 0 ? (
        <EmptyState title={t('editor>empty_title')} body={t('editor>empty_body')} />
      ) : (
        <ol css={gridStyles}>
          {photos.map((item, i) => (
            <li key={item.id}>
              <MediaItemCard
                serviceId={serviceId}
                item={item}
                n={i + 1}
                maxCaption={MAX_CAPTION_CHARS}
                actions={
                  <div css={actionStyles}>
                    {(['up', 'down'] as const).map((dir) => (
                      <button
                        key={dir}
                        type="button"
                        ref={(el) => {
                          if (el) moveButtons.current.set(`${item.id}:${dir}`, el);
                          else moveButtons.current.delete(`${item.id}:${dir}`);
                        }}
                        disabled={busy || (dir === 'up' ? i === 0 : i === photos.length - 1)}
                        onClick={() => move(i, dir)}
                        aria-label={t(dir === 'up' ? 'editor>move_up' : 'editor>move_down', { n: i + 1 })}
                        css={iconButtonStyles}
                      >
                        <Icon name={dir === 'up' ? 'chevron-up' : 'chevron-down'} size={20} />
                      </button>
                    ))}
                    <button
                      type="button"
                      disabled={busy}
                      onClick={() => deleting.ask({ item, n: i + 1 })}
                      aria-label={t('editor>delete', { n: i + 1 })}
                      css={[
                        iconButtonStyles,
                        css`
                          color: ${theme.color.danger};
                        `,
                      ]}
                    >
                      <Icon name="trash" size={20} />
                    </button>
                  </div>
                }
              />
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        {...deleting.dialog}
        title={t('editor>delete_title')}
        confirmLabel={t('editor>confirm_delete')}
        cancelLabel={t('editor>cancel')}
      >
        <p>
          {deleting.subject ? `${t('editor>photo_label', { n: deleting.subject.n })}: ` : ''}
          {t('editor>delete_body')}
        </p>
      </ConfirmDialog>
    </div>
  );
}

const toolbarStyles = css`
  ${cluster(3)};
  align-items: center;
`;
const countStyles = css`
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
  font-variant-numeric: tabular-nums;
`;
const hintStyles = css`
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};
  margin: ${theme.space[2]} 0 ${theme.space[4]};
`;
const gridStyles = [bareList, twoColumnsFromMd(3)];
const actionStyles = css`
  display: flex;
  gap: ${theme.space[1]};
`;
const iconButtonStyles = css`
  width: ${theme.layout.touchTarget};
  height: ${theme.layout.touchTarget};
  border-radius: ${theme.radius.control};
  border: 1.5px solid ${theme.color.borderStrong};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  cursor: pointer;
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
  &:hover:not(:disabled) {
    background: ${theme.color.neutralSoft};
  }
`;
