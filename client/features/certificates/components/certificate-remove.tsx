/**
 * Step 15 (certificate delete): withdraw a pending or approved certificate (status 3, it leaves the public profile),
 * or delete a pending, rejected or withdrawn one. An approved certificate is withdrawn before it can be deleted.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { Skeleton } from '@client/ui/skeleton';
import { errorMessageOf } from '@client/ui/server-error';
import { useCertificateAction, useServiceCertificates } from '../api/certificates.queries';
import { CertificateCard } from './certificate-card';
import { actionsStyles, titleStyles } from './certificate-forms';

export function CertificateRemove({ serviceId, certId, onDone }: { serviceId: number; certId?: number; onDone: () => void }) {
  const { t } = useTranslation('verify');
  const { data, isPending } = useServiceCertificates(serviceId);
  const action = useCertificateAction(serviceId);
  const [error, setError] = useState<string | null>(null);
  if (isPending) return <Skeleton variant="block" height={160} />;
  const cert = data?.find((c) => c.service_certificate_id === certId);
  if (!cert) {
    return (
      <div>
        <Alert tone="info">{t('remove>not_found')}</Alert>
        <Button onClick={onDone}>{t('form>back')}</Button>
      </div>
    );
  }
  const canWithdraw = cert.state === 'pending' || cert.state === 'approved';
  const canDelete = cert.state !== 'approved';

  async function run(kind: 'withdraw' | 'remove') {
    setError(null);
    try {
      await action.mutateAsync({ action: kind, certId: cert!.service_certificate_id });
      onDone();
    } catch (err) {
      setError(errorMessageOf(err, t('common|errors>network')));
    }
  }

  return (
    <section aria-labelledby="remove-title">
      <h2 id="remove-title" css={titleStyles}>
        {t(canWithdraw ? 'remove>title_withdraw' : 'remove>title_delete')}
      </h2>
      <p>{t(`remove>body_${cert.state}`)}</p>
      <CertificateCard certificate={cert} />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div css={actionsStyles}>
        <Button variant="ghost" onClick={onDone}>
          {t('form>cancel')}
        </Button>
        {canDelete ? (
          <Button
            variant={canWithdraw ? 'secondary' : 'danger'}
            loading={action.isPending && action.variables?.action === 'remove'}
            onClick={() => void run('remove')}
          >
            {t('remove>delete')}
          </Button>
        ) : null}
        {canWithdraw ? (
          <Button
            variant="danger"
            loading={action.isPending && action.variables?.action === 'withdraw'}
            onClick={() => void run('withdraw')}
          >
            {t('remove>withdraw')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
