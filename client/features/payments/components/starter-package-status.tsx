/**
 * The starter package for this pro (SPEC §7 starter-package status/refund; ADR 0011): once bought, until when it can
 * be refunded (or why not), and the refund itself behind a confirmation. Nothing shows while it is still for sale.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { ConfirmDialog, useConfirm } from '@client/ui/confirm-dialog';
import { theme } from '@client/styles/theme';
import { useStarterStatus } from '../api/payments.queries';
import { useRefundStarter } from '../api/payments.mutations';
import { apiMessage } from '../lib/api-message';
import { formatHkDate } from '../lib/hk-date';

export function StarterPackageStatus() {
  const { t, i18n } = useTranslation('pricing');
  const lng = i18n.language as Language;
  const { data } = useStarterStatus();
  const refund = useRefundStarter();
  // A refusal shows above (refund.isError); the dialog closes either way.
  const confirming = useConfirm(() => refund.mutateAsync().catch(() => undefined));
  if (!data || data.state === 'available' || data.state === 'pending') return null;
  const until = data.refundable_until ? formatHkDate(data.refundable_until, lng) : '';
  return (
    <Card>
      <h2 css={titleStyles}>{t('starter>title')}</h2>
      {data.state === 'refunded' ? (
        <p css={textStyles}>{t('starter>refunded')}</p>
      ) : data.refundable ? (
        <>
          <p css={textStyles}>{t('starter>refundable', { date: until })}</p>
          <Button variant="secondary" onClick={() => confirming.ask(true)}>
            {t('starter>refund')}
          </Button>
        </>
      ) : (
        <p css={textStyles}>{t(`starter>blocked_${data.refund_blocked ?? 'too_late'}`, { date: until })}</p>
      )}
      {refund.isError ? <Alert tone="error">{apiMessage(refund.error, t)}</Alert> : null}
      {refund.isSuccess && data.state === 'refunded' ? <Alert tone="success">{t('starter>done')}</Alert> : null}
      <ConfirmDialog
        {...confirming.dialog}
        title={t('starter>confirm_title')}
        confirmLabel={t('starter>refund')}
        cancelLabel={t('starter>keep')}
      >
        {t('starter>confirm_body')}
      </ConfirmDialog>
    </Card>
  );
}

const titleStyles = css`
  font-size: ${theme.font.size.lg};
  margin: 0 0 ${theme.space[2]};
`;
const textStyles = css`
  margin: 0 0 ${theme.space[3]};
  color: ${theme.color.textSecondary};
`;
