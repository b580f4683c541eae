/**
 * Notification settings (SPEC §3 notification_settings): per event type, grouped, a switch for each
 * channel the type has (in-app, e-mail, SMS). Each switch saves at once. In-app stays on for wallet and verification
 * events (shared/domain/notification-preferences.ts says why); SMS goes only to a confirmed phone.
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import {
  NOTIFICATION_CHANNELS,
  channelAvailable,
  channelLocked,
  notificationGroups,
  type NotificationChannel,
  type NotificationSettings,
} from '@shared/domain/notification-preferences';
import type { NotificationType } from '@shared/schemas/notifications.schema';
import { shopEnabled } from '@shared/domain/shop';
import { useEnv } from '@client/lib/env';
import { Checkbox } from '@client/ui/checkbox';
import { Alert } from '@client/ui/alert';
import { theme } from '@client/styles/theme';
import { errorMessageOf } from '@client/ui/server-error';
import { useChangeSettings } from '../api/settings.mutations';

export interface NotificationSettingsFormProps {
  settings: NotificationSettings;
  phoneConfirmed: boolean;
  phoneHref: string;
}

export function NotificationSettingsForm({ settings, phoneConfirmed, phoneHref }: NotificationSettingsFormProps) {
  const { t } = useTranslation('dashboard');
  const { featureFlags } = useEnv();
  const change = useChangeSettings();
  const [values, setValues] = useState(settings);
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function toggle(type: NotificationType, channel: NotificationChannel, on: boolean) {
    const before = values;
    setValues((v) => ({ ...v, [type]: { ...v[type], [channel]: on } }));
    setStatus(null);
    try {
      const next = await change.mutateAsync({ notification_settings: { [type]: { [channel]: on } } });
      setValues(next.notification_settings);
      setStatus({ tone: 'success', text: t('account_settings>notifications>saved') });
    } catch (err) {
      setValues(before);
      setStatus({ tone: 'error', text: errorMessageOf(err, t('common|errors>network')) });
    }
  }

  return (
    <div>
      <p css={intro}>{t('account_settings>notifications>intro')}</p>
      {!phoneConfirmed ? (
        <p css={intro}>
          {t('account_settings>notifications>sms_needs_phone')}{' '}
          <Link to={phoneHref}>{t('account_settings>notifications>verify_phone')}</Link>
        </p>
      ) : null}
      <div aria-live="polite">{status ? <Alert tone={status.tone}>{status.text}</Alert> : null}</div>
      {notificationGroups({ shop: shopEnabled(featureFlags) }).map((g) => (
        <section key={g.key} aria-labelledby={`notif-${g.key}`} css={group}>
          <h3 id={`notif-${g.key}`} css={groupTitle}>
            {t(`account_settings>notifications>groups>${g.key}`)}
          </h3>
          {g.types.map((type) => (
            <fieldset key={type} css={row}>
              <legend css={legend}>{t(`account_settings>notifications>types>${type}`)}</legend>
              <div css={channels}>
                {NOTIFICATION_CHANNELS.filter((c) => channelAvailable(type, c)).map((channel) => {
                  const locked = channelLocked(type, channel);
                  return (
                    <Checkbox
                      key={channel}
                      name={`${type}.${channel}`}
                      label={t(`account_settings>notifications>channels>${channel}`)}
                      description={locked ? t('account_settings>notifications>always_on') : undefined}
                      checked={values[type][channel]}
                      disabled={locked || (channel === 'sms' && !phoneConfirmed && !values[type].sms)}
                      onChange={(e) => void toggle(type, channel, e.target.checked)}
                    />
                  );
                })}
              </div>
            </fieldset>
          ))}
        </section>
      ))}
    </div>
  );
}

const intro = css`
  margin: 0 0 ${theme.space[4]};
  color: ${theme.color.textSecondary};
`;

const group = css`
  margin-bottom: ${theme.space[6]};
`;

const groupTitle = css`
  font-size: ${theme.font.size.lg};
  margin: 0 0 ${theme.space[2]};
`;

const row = css`
  border: 0;
  border-top: 1px solid ${theme.color.border};
  margin: 0;
  padding: ${theme.space[3]} 0 ${theme.space[1]};
`;

/** Floated, a legend lays out like a heading line inside its fieldset. */
const legend = css`
  float: left;
  width: 100%;
  padding: 0;
  font-weight: ${theme.font.weight.medium};
`;

const channels = css`
  clear: left;
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${theme.space[6]};
`;
