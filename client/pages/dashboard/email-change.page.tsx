/**
 * dashboard/email_change[/{hash}] (SPEC §2, both roles): ask for a new address with the current
 * password, or, from the e-mailed link, confirm it.
 */
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card, Stack } from '@client/ui/card';
import { SkeletonText } from '@client/ui/skeleton';
import { useHref } from '@client/lib/paths';
import { useSettings } from '@client/features/settings/api/settings.queries';
import { EmailChangeForm } from '@client/features/settings/components/email-change-form';
import { EmailChangeConfirm } from '@client/features/settings/components/email-change-confirm';

export default function EmailChangePage() {
  const { t } = useTranslation('dashboard');
  const href = useHref();
  const { hash } = useParams();
  const { data: settings } = useSettings();
  return (
    <Stack>
      <Card>
        <h1>{t(hash ? 'account_settings>email_change>confirm_title' : 'account_settings>email_change>title')}</h1>
        {hash ? (
          <EmailChangeConfirm hash={hash} profileHref={href('settings', { path: 'profile' })} requestHref={href('emailChange')} />
        ) : settings ? (
          <EmailChangeForm currentEmail={settings.profile.email} />
        ) : (
          <SkeletonText lines={4} />
        )}
      </Card>
    </Stack>
  );
}
