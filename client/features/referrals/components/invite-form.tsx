/**
 * Invite someone by e-mail or SMS with the caller's link (POST /api/users/refer): what was typed stays after a
 * refusal, which shows at the field (an address that already has an account) or above the form (limits, network).
 */
import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_PATTERN, normalizePhone } from '@shared/domain/formats';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { TextField } from '@client/ui/field';
import { RadioGroup } from '@client/ui/radio-group';
import { mutedSmall, stack } from '@client/styles/layout';
import { useApiForm } from '@client/ui/use-api-form';
import { useReferInvite } from '../api/referrals.mutations';

type Channel = 'email' | 'phone';

export function InviteForm() {
  const { t } = useTranslation('dashboard');
  const invite = useReferInvite();
  const [channel, setChannel] = useState<Channel>('email');
  const [values, setValues] = useState<Record<Channel, string>>({ email: '', phone: '' });
  // An error at the shown field stays there alone; the sending limit (429) has its own words.
  const { fields, formError, validate, run, clearField } = useApiForm({
    network: t('referrals>invite_network'),
    known: [channel],
    withFields: null,
    map: (err) => (err.status === 429 ? { fields: {}, form: t('referrals>invite_limit') } : undefined),
  });
  const [sent, setSent] = useState<string | null>(null);

  function check(value: string): string | undefined {
    if (!value) return t('referrals>invite_required');
    if (channel === 'email' && !EMAIL_PATTERN.test(value)) return t('referrals>invite_bad_email');
    if (channel === 'phone' && !normalizePhone(value)) return t('referrals>invite_bad_phone');
    return undefined;
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const value = values[channel].trim();
    setSent(null);
    const problem = check(value);
    if (!validate(problem ? { [channel]: problem } : {})) return;
    const sentTo = await run(() => invite.mutateAsync(channel === 'email' ? { email: value } : { phone: value }));
    if (!sentTo.ok) return;
    setValues((v) => ({ ...v, [channel]: '' }));
    setSent(t('referrals>invite_sent', { target: value }));
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('referrals>invite_title')} css={formStyles}>
      <RadioGroup
        legend={t('referrals>invite_by')}
        name="channel"
        value={channel}
        columns={2}
        options={[
          { value: 'email', label: t('referrals>invite_by_email') },
          { value: 'phone', label: t('referrals>invite_by_phone') },
        ]}
        onChange={(v) => {
          clearField(channel);
          setChannel(v as Channel);
          setSent(null);
        }}
      />
      {channel === 'email' ? (
        <TextField
          key="email"
          name="email"
          type="email"
          autoComplete="off"
          label={t('referrals>invite_email')}
          value={values.email}
          maxLength={254}
          onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
          error={fields[channel]}
        />
      ) : (
        <TextField
          key="phone"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          label={t('referrals>invite_phone')}
          hint={t('referrals>invite_phone_hint')}
          value={values.phone}
          maxLength={32}
          onChange={(e) => setValues((v) => ({ ...v, phone: e.target.value }))}
          error={fields[channel]}
        />
      )}
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {sent ? <Alert tone="success">{sent}</Alert> : null}
      <div>
        <Button type="submit" loading={invite.isPending}>
          {t('referrals>invite_submit')}
        </Button>
      </div>
      <p css={noteStyles}>{t('referrals>invite_note')}</p>
    </form>
  );
}

const formStyles = stack(3);

const noteStyles = css`
  margin: 0;
  ${mutedSmall};
`;
