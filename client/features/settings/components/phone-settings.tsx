/**
 * Phone: the account's phone and whether it is confirmed; changing it goes through the SMS code
 * (users/verify/phone/preauth + auth), drawn by the verification feature and handed in by the page.
 */
import { css } from '@emotion/react';
import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge } from '@client/ui/badge';
import { Button } from '@client/ui/button';
import { Alert } from '@client/ui/alert';
import { theme } from '@client/styles/theme';
import { cluster } from '@client/styles/layout';
import { formatPhone } from '@shared/utils/format';
import { settingsKey } from '../api/settings.queries';

export interface PhoneSettingsProps {
  phone: string | null;
  confirmed: boolean;
  /** The OTP form; `onVerified` is called with the confirmed number. */
  renderVerification: (props: { phone: string | null; onVerified: (phone: string) => void }) => ReactNode;
}

export function PhoneSettings({ phone, confirmed, renderVerification }: PhoneSettingsProps) {
  const { t } = useTranslation('dashboard');
  const [changing, setChanging] = useState(!confirmed);
  const [verified, setVerified] = useState<string | null>(null);
  const qc = useQueryClient();
  return (
    <div>
      {verified ? <Alert tone="success">{t('account_settings>phone>verified', { phone: formatPhone(verified) })}</Alert> : null}
      <p css={current}>
        <span>{t('account_settings>phone>current')}</span>
        <strong>{phone ? formatPhone(phone) : t('account_settings>phone>none')}</strong>
        {phone ? (
          confirmed ? (
            <Badge tone="success" icon="check-circle">
              {t('account_settings>phone>confirmed')}
            </Badge>
          ) : (
            <Badge tone="warning">{t('account_settings>phone>unconfirmed')}</Badge>
          )
        ) : null}
      </p>
      <p css={why}>{t('account_settings>phone>why')}</p>
      {changing ? (
        renderVerification({
          phone: confirmed ? null : phone,
          onVerified: (p) => {
            setVerified(p);
            setChanging(false);
            void qc.invalidateQueries({ queryKey: settingsKey });
          },
        })
      ) : (
        <Button variant="secondary" onClick={() => setChanging(true)}>
          {t('account_settings>phone>change')}
        </Button>
      )}
    </div>
  );
}

const current = css`
  ${cluster(2)};
  align-items: center;
  margin: 0 0 ${theme.space[2]};
`;

const why = css`
  margin: 0 0 ${theme.space[4]};
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;
