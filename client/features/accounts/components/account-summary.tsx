/** The signed-in user's details (SPEC §3 full name rule) and current role. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { formatHkd } from '@shared/utils/format';
import { theme } from '@client/styles/theme';
import { useSession } from '../api/accounts.queries';

export function AccountSummary() {
  const { t } = useTranslation('dashboard');
  const { data: me } = useSession();
  if (!me) return null;
  const rows: [string, string][] = [
    [t('settings>full_name'), me.full_name],
    [t('settings>username'), me.username],
    [t('settings>email'), me.email],
    [t('settings>role'), t(`settings>role_${me.role}`)],
    [t('settings>phone'), me.phone ?? t('settings>phone_missing')],
  ];
  if (me.role === 'pro') rows.push([t('settings>wallet'), formatHkd(me.available_wallet_amount)]);
  return (
    <dl
      css={css`
        display: grid;
        grid-template-columns: max-content 1fr;
        gap: ${theme.space[2]} ${theme.space[6]};
        margin: 0;
      `}
    >
      {rows.map(([k, v]) => (
        <div
          key={k}
          css={css`
            display: contents;
          `}
        >
          <dt
            css={css`
              color: ${theme.color.textSecondary};
            `}
          >
            {k}
          </dt>
          <dd
            css={css`
              margin: 0;
              font-weight: ${theme.font.weight.medium};
              overflow-wrap: anywhere;
            `}
          >
            {v}
          </dd>
        </div>
      ))}
    </dl>
  );
}
