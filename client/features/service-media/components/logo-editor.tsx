/**
 * The Logo step of service editing (SPEC §2 step 7; onboarding step 2): the current logo (or the initials shown
 * instead), upload or replace with progress, and remove after a confirmation. Errors show inline (SPEC §5).
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@client/ui/alert';
import { Avatar } from '@client/ui/avatar';
import { Button } from '@client/ui/button';
import { ConfirmDialog, useConfirm } from '@client/ui/confirm-dialog';
import { Skeleton } from '@client/ui/skeleton';
import { theme } from '@client/styles/theme';
import { useServiceMedia } from '../api/service-media.queries';
import { useServiceMediaChange } from '../api/service-media.mutations';
import { PickButton } from './pick-button';
import { LogoPicture } from './profile-logo';
import { apiProblem, UploadFeedback } from './upload-problem';
import { useImageUpload } from './use-image-upload';

const BOX = 96;

export function LogoEditor({ serviceId }: { serviceId: number }) {
  const { t, i18n } = useTranslation('media');
  const { data, isPending, isError } = useServiceMedia(serviceId);
  const change = useServiceMediaChange(serviceId);
  const { upload, percent, problem, setProblem } = useImageUpload();
  const removal = useConfirm(remove);
  const [status, setStatus] = useState('');

  if (isPending) {
    return (
      <div aria-busy="true">
        <span className="visually-hidden">{t('upload>saving')}</span>
        <Skeleton variant="block" width={BOX} height={BOX} />
      </div>
    );
  }
  if (isError || !data) return <Alert tone="error">{t('editor>load_failed')}</Alert>;

  const name =
    (i18n.language === 'en-HK' ? data.business_name_en || data.business_name_zh : data.business_name_zh || data.business_name_en) || '?';
  const logo = data.logo;
  const busy = percent !== null || change.isPending;

  async function pick(files: File[]) {
    const uploaded = await upload(files.slice(0, 1));
    if (!uploaded?.length) return;
    try {
      await change.mutateAsync({ kind: 'logo', attachmentId: uploaded[0].id });
      setStatus(t('logo>updated'));
    } catch (err) {
      setProblem(apiProblem(t, err, true));
    }
  }

  async function remove() {
    try {
      await change.mutateAsync({ kind: 'logo', attachmentId: null });
      setStatus(t('logo>removed'));
    } catch (err) {
      setProblem(apiProblem(t, err, false));
    }
  }

  return (
    <div>
      <div
        css={css`
          display: flex;
          gap: ${theme.space[4]};
          align-items: center;
          margin-bottom: ${theme.space[3]};
        `}
      >
        <figure
          css={css`
            margin: 0;
          `}
        >
          {logo?.variants ? (
            <LogoPicture image={logo.variants} alt={t('logo>alt', { name })} px={BOX} />
          ) : (
            <Avatar name={name} size="xl" alt={t('logo>alt', { name })} />
          )}
          <figcaption className="visually-hidden">{t('logo>current')}</figcaption>
        </figure>
        <p
          css={css`
            margin: 0;
            color: ${theme.color.textSecondary};
            font-size: ${theme.font.size.sm};
          `}
        >
          {logo ? t('logo>hint') : t('logo>none')}
        </p>
      </div>
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          gap: ${theme.space[2]};
        `}
      >
        <PickButton label={logo ? t('upload>replace_logo') : t('upload>choose_logo')} disabled={busy} onFiles={pick} />
        {logo ? (
          <Button variant="ghost" disabled={busy} onClick={() => removal.ask(true)}>
            {t('logo>remove')}
          </Button>
        ) : null}
      </div>
      <p
        css={css`
          color: ${theme.color.textMuted};
          font-size: ${theme.font.size.sm};
          margin: ${theme.space[2]} 0 ${theme.space[3]};
        `}
      >
        {logo ? t('upload>rules') : t('logo>hint')}
      </p>
      <UploadFeedback percent={percent} problem={problem} status={status} />
      <ConfirmDialog
        {...removal.dialog}
        title={t('logo>remove_title')}
        confirmLabel={t('logo>confirm_remove')}
        cancelLabel={t('editor>cancel')}
      >
        <p>{t('logo>remove_body')}</p>
      </ConfirmDialog>
    </div>
  );
}
