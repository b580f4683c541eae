/**
 * Profile (SPEC §3 profile first_name/last_name and address): the name as others see it follows the full-name rule
 * (last name followed by first name, falling back to the username), shown live while typing. The e-mail address is
 * changed on its own page (confirmed by a link), so it is shown here with a link there.
 */
import { css } from '@emotion/react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import { fullName } from '@shared/schemas/accounts.schema';
import type { Profile } from '@shared/schemas/settings.schema';
import { TextField } from '@client/ui/field';
import { TextArea } from '@client/ui/textarea';
import { Button } from '@client/ui/button';
import { Alert } from '@client/ui/alert';
import { Badge } from '@client/ui/badge';
import { theme } from '@client/styles/theme';
import { useEditProfile } from '../api/settings.mutations';
import { useSettingsForm } from './use-settings-form';

export interface ProfileFormProps {
  profile: Profile;
  emailChangeHref: string;
}

export function ProfileForm({ profile, emailChangeHref }: ProfileFormProps) {
  const { t } = useTranslation('dashboard');
  const edit = useEditProfile();
  const { values, saved, setSaved, form, fieldProps, save } = useSettingsForm(
    { last_name: profile.last_name, first_name: profile.first_name, address: profile.address },
    { fields: ['last_name', 'first_name', 'address'], label: (name) => t(`account_settings>profile>${name}`) },
  );
  const preview = fullName({ ...values, username: profile.username });

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    await save(
      () => edit.mutateAsync(values),
      (next) => ({ last_name: next.last_name, first_name: next.first_name, address: next.address }),
    );
  }

  const field = (name: keyof typeof values, autoComplete: string, maxLength: number) => (
    <TextField {...fieldProps(name, autoComplete, maxLength)} />
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      {saved ? <Alert tone="success">{t('account_settings>profile>saved')}</Alert> : null}
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      <div css={names}>
        {field('last_name', 'family-name', 60)}
        {field('first_name', 'given-name', 60)}
      </div>
      <p css={previewStyles} aria-live="polite">
        {t('account_settings>profile>shown_as', { name: preview })}
      </p>
      {/* street-address is the multi-line address autofill token: HTML allows it on a textarea, not on a one-line input. */}
      <TextArea rows={2} {...fieldProps('address', 'street-address', 255)} />
      <dl css={facts}>
        <dt>{t('account_settings>profile>username')}</dt>
        <dd>{profile.username}</dd>
        <dt>{t('account_settings>profile>email')}</dt>
        <dd>
          <span css={emailLine}>
            <span>{profile.email}</span>
            {profile.is_email_verified ? (
              <Badge tone="success" icon="check-circle">
                {t('account_settings>profile>email_verified')}
              </Badge>
            ) : null}
          </span>
          {profile.pending_email ? (
            <span css={pending}>{t('account_settings>profile>email_pending', { email: profile.pending_email })}</span>
          ) : null}
          <Link to={emailChangeHref}>{t('account_settings>profile>email_change_link')}</Link>
        </dd>
      </dl>
      <Button type="submit" loading={edit.isPending}>
        {t('account_settings>profile>submit')}
      </Button>
    </form>
  );
}

const names = css`
  display: grid;
  gap: 0 ${theme.space[4]};
  ${theme.breakpoint.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const previewStyles = css`
  margin: -${theme.space[2]} 0 ${theme.space[4]};
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;

const facts = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${theme.space[2]} ${theme.space[6]};
  margin: 0 0 ${theme.space[6]};
  dt {
    color: ${theme.color.textSecondary};
  }
  dd {
    margin: 0;
    display: flex;
    flex-direction: column;
    gap: ${theme.space[1]};
    overflow-wrap: anywhere;
  }
`;

const emailLine = css`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  font-weight: ${theme.font.weight.medium};
`;

const pending = css`
  font-size: ${theme.font.size.sm};
  color: ${theme.color.warningDark};
`;
