/** dashboard/settings: account details and password. */
import { useTranslation } from 'react-i18next';
import { Card, Stack } from '@client/ui/card';
import { AccountSummary } from '@client/features/accounts/components/account-summary';
import { ChangePasswordForm } from '@client/features/accounts/components/change-password-form';

export default function SettingsPage() {
  const { t } = useTranslation('dashboard');
  return (
    <Stack>
      <Card>
        <h1>{t('settings>title')}</h1>
        <AccountSummary />
      </Card>
      <Card>
        <h2>{t('settings>password_title')}</h2>
        <ChangePasswordForm />
      </Card>
    </Stack>
  );
}
