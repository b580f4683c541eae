/**
 * Devices and sessions: every signed-in device (browser and system from its User-Agent, when it signed in, when it
 * was last used), this one marked. Sign out one other device, or every device but this one.
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import { describeDevice } from '@shared/domain/devices';
import type { SessionInfo } from '@shared/schemas/settings.schema';
import { formatDateTime } from '@shared/utils/dates';
import { Badge } from '@client/ui/badge';
import { Button } from '@client/ui/button';
import { Alert } from '@client/ui/alert';
import { ConfirmDialog, useConfirm } from '@client/ui/confirm-dialog';
import { SkeletonText } from '@client/ui/skeleton';
import { theme } from '@client/styles/theme';
import { errorMessageOf } from '@client/ui/server-error';
import { useSessions } from '../api/settings.queries';
import { useRevokeOtherSessions, useRevokeSession } from '../api/settings.mutations';

function DeviceName({ session }: { session: SessionInfo }) {
  const { t } = useTranslation('dashboard');
  const d = describeDevice(session.user_agent);
  return (
    <>
      {t(`account_settings>devices>browser>${d.browser}`)} · {t(`account_settings>devices>os>${d.os}`)} ·{' '}
      {t(`account_settings>devices>kind>${d.kind}`)}
    </>
  );
}

export function SessionsList() {
  const { t, i18n } = useTranslation('dashboard');
  const lng = i18n.language as Language;
  const { data: sessions } = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const signingOut = useConfirm(signOutOthers);
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  if (!sessions) return <SkeletonText lines={4} />;
  const others = sessions.filter((s) => !s.is_current);

  const fail = (err: unknown) => setStatus({ tone: 'error', text: errorMessageOf(err, t('common|errors>network')) });

  async function signOutOne(id: number) {
    try {
      await revoke.mutateAsync(id);
      setStatus({ tone: 'success', text: t('account_settings>devices>signed_out_one') });
    } catch (err) {
      fail(err);
    }
  }

  async function signOutOthers() {
    try {
      const res = await revokeOthers.mutateAsync();
      setStatus({ tone: 'success', text: t('account_settings>devices>signed_out_others', { count: res.revoked }) });
    } catch (err) {
      fail(err);
    }
  }

  return (
    <div>
      <p css={intro}>{t('account_settings>devices>intro')}</p>
      <div aria-live="polite">{status ? <Alert tone={status.tone}>{status.text}</Alert> : null}</div>
      <ul css={list} aria-label={t('account_settings>devices>list_label')}>
        {sessions.map((s) => (
          <li key={s.id} css={row}>
            <div css={details}>
              <strong>
                <DeviceName session={s} />
              </strong>
              {s.is_current ? <Badge tone="success">{t('account_settings>devices>this_device')}</Badge> : null}
              <span css={meta}>
                {t('account_settings>devices>signed_in', { date: formatDateTime(s.created, lng) })}
                <br />
                {t('account_settings>devices>last_active', { date: formatDateTime(s.last_seen, lng) })}
              </span>
            </div>
            {s.is_current ? null : (
              <Button
                variant="secondary"
                size="sm"
                loading={revoke.isPending && revoke.variables === s.id}
                onClick={() => void signOutOne(s.id)}
              >
                {t('account_settings>devices>sign_out')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others.length ? (
        <Button variant="danger" onClick={() => signingOut.ask(true)}>
          {t('account_settings>devices>sign_out_others')}
        </Button>
      ) : (
        <p css={intro}>{t('account_settings>devices>only_this')}</p>
      )}
      <ConfirmDialog
        {...signingOut.dialog}
        title={t('account_settings>devices>confirm_title')}
        confirmLabel={t('account_settings>devices>sign_out_others')}
        cancelLabel={t('account_settings>cancel')}
      >
        <p>{t('account_settings>devices>confirm_body', { count: others.length })}</p>
      </ConfirmDialog>
    </div>
  );
}

const intro = css`
  margin: 0 0 ${theme.space[4]};
  color: ${theme.color.textSecondary};
`;

const list = css`
  list-style: none;
  margin: 0 0 ${theme.space[4]};
  padding: 0;
`;

const row = css`
  display: flex;
  gap: ${theme.space[3]};
  align-items: center;
  justify-content: space-between;
  padding: ${theme.space[3]} 0;
  border-top: 1px solid ${theme.color.border};
`;

const details = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]} ${theme.space[2]};
  align-items: center;
  min-width: 0;
`;

const meta = css`
  flex-basis: 100%;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textMuted};
`;
