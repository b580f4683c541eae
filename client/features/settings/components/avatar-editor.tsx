/**
 * The avatar (SPEC §3 avatar; SPEC §5 under 10 MB): pick a JPEG, PNG or WebP picture, checked here first and again by
 * the server, which makes the square thumbnail shown in the header and beside the user's name. Removing it brings
 * back the initials.
 */
import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_BYTES } from '@shared/domain/limits';
import type { Profile } from '@shared/schemas/settings.schema';
import { Avatar } from '@client/ui/avatar';
import { Button, buttonClass } from '@client/ui/button';
import { Alert } from '@client/ui/alert';
import { Icon } from '@client/ui/icon';
import { ConfirmDialog, useConfirm } from '@client/ui/confirm-dialog';
import { theme } from '@client/styles/theme';
import { errorMessageOf } from '@client/ui/server-error';
import { useRemoveAvatar, useUploadAvatar } from '../api/settings.mutations';

export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Why a picked file cannot be the avatar, or null. */
export function avatarProblem(file: { size: number; type: string }): 'bad_type' | 'too_large' | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'bad_type';
  if (file.size >= MAX_UPLOAD_BYTES) return 'too_large';
  return null;
}

export function AvatarEditor({ profile }: { profile: Profile }) {
  const { t } = useTranslation('dashboard');
  const inputId = useId();
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const removal = useConfirm(onRemove);
  const busy = upload.isPending || remove.isPending;

  async function onFile(file: File) {
    setDone(null);
    const local = avatarProblem(file);
    if (local) {
      setProblem(t(`account_settings>avatar>${local}`));
      return;
    }
    setProblem(null);
    try {
      await upload.mutateAsync(file);
      setDone(t('account_settings>avatar>uploaded'));
    } catch (err) {
      setProblem(errorMessageOf(err, t('common|errors>network')));
    }
  }

  async function onRemove() {
    try {
      await remove.mutateAsync();
      setDone(t('account_settings>avatar>removed'));
      setProblem(null);
    } catch (err) {
      setProblem(errorMessageOf(err, t('common|errors>network')));
    }
  }

  const src = profile.avatar.amazon_s3_thumb_url;
  return (
    <div css={box}>
      <Avatar name={profile.full_name} src={src} size="xl" alt={t('account_settings>avatar>alt', { name: profile.full_name })} />
      <div css={actions}>
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        {done ? <Alert tone="success">{done}</Alert> : null}
        <span css={picker}>
          <input
            id={inputId}
            type="file"
            accept={AVATAR_TYPES.join(',')}
            disabled={busy}
            className="visually-hidden"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void onFile(file);
            }}
          />
          <label htmlFor={inputId} className={buttonClass({ variant: 'secondary' })} aria-disabled={busy || undefined}>
            <Icon name="camera" size={18} />
            {upload.isPending
              ? t('account_settings>avatar>uploading')
              : t(src ? 'account_settings>avatar>replace' : 'account_settings>avatar>upload')}
          </label>
        </span>
        {src ? (
          <Button variant="ghost" onClick={() => removal.ask(true)} disabled={busy}>
            {t('account_settings>avatar>remove')}
          </Button>
        ) : null}
        <p css={hint}>{t('account_settings>avatar>hint')}</p>
      </div>
      <ConfirmDialog
        {...removal.dialog}
        title={t('account_settings>avatar>remove_title')}
        confirmLabel={t('account_settings>avatar>remove')}
        cancelLabel={t('account_settings>cancel')}
      >
        <p>{t('account_settings>avatar>remove_body')}</p>
      </ConfirmDialog>
    </div>
  );
}

const box = css`
  display: flex;
  gap: ${theme.space[4]};
  align-items: flex-start;
  margin-bottom: ${theme.space[6]};
`;

const actions = css`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  align-items: center;
  > [role='alert'],
  > [role='status'] {
    flex-basis: 100%;
    margin: 0;
  }
`;

const picker = css`
  display: inline-flex;
  input:focus-visible + label {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;

const hint = css`
  flex-basis: 100%;
  margin: 0;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textMuted};
`;
