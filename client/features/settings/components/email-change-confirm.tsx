/**
 * The e-mailed link (dashboard/email_change/{hash}): the signed-in owner confirms with a button, never by merely
 * opening the page (mail scanners open links). Used, expired or someone else's links say so, with a way to ask again.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import { Button } from '@client/ui/button';
import { Alert } from '@client/ui/alert';
import { errorMessageOf } from '@client/ui/server-error';
import { useConfirmEmailChange } from '../api/settings.mutations';

export interface EmailChangeConfirmProps {
  hash: string;
  profileHref: string;
  requestHref: string;
}

export function EmailChangeConfirm({ hash, profileHref, requestHref }: EmailChangeConfirmProps) {
  const { t } = useTranslation('dashboard');
  const confirm = useConfirmEmailChange();
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function onConfirm() {
    setError(null);
    try {
      setDone((await confirm.mutateAsync(hash)).email);
    } catch (err) {
      setError(errorMessageOf(err, t('common|errors>network')));
    }
  }

  if (done) {
    return (
      <div>
        <Alert tone="success">{t('account_settings>email_change>confirmed', { email: done })}</Alert>
        <Link to={profileHref}>{t('account_settings>email_change>back_to_profile')}</Link>
      </div>
    );
  }
  return (
    <div>
      <p>{t('account_settings>email_change>confirm_intro')}</p>
      {error ? (
        <>
          <Alert tone="error">{error}</Alert>
          <p>
            <Link to={requestHref}>{t('account_settings>email_change>ask_again')}</Link>
          </p>
        </>
      ) : (
        <Button onClick={() => void onConfirm()} loading={confirm.isPending}>
          {t('account_settings>email_change>confirm_button')}
        </Button>
      )}
    </div>
  );
}
