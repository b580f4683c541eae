/** What deleting the account does, and the wallet warning (purchased credit is given up, free credit lapses). */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { DeletionPreview } from '@shared/schemas/privacy.schema';
import { Alert } from '@client/ui/alert';
import { theme } from '@client/styles/theme';

export function DeletionConsequences({ preview }: { preview: DeletionPreview }) {
  const { t } = useTranslation('dashboard');
  const items = [
    t('privacy>delete>signout'),
    t('privacy>delete>personal'),
    ...(preview.open_requests ? [t('privacy>delete>requests', { count: preview.open_requests })] : []),
    ...(preview.public_services ? [t('privacy>delete>services', { count: preview.public_services })] : []),
    t('privacy>delete>kept'),
    t('privacy>delete>reviews'),
    t('privacy>delete>reuse'),
  ];
  return (
    <>
      <ul css={listStyles}>
        {items.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      {preview.balance > 0 ? <WalletWarning preview={preview} /> : null}
    </>
  );
}

function WalletWarning({ preview }: { preview: DeletionPreview }) {
  const { t } = useTranslation('dashboard');
  return (
    <Alert tone="warning">
      <strong>{t('privacy>wallet>title', { amount: preview.balance })}</strong>
      <br />
      {preview.paid_balance > 0
        ? t('privacy>wallet>paid', { paid: preview.paid_balance, free: preview.free_balance })
        : t('privacy>wallet>free_only', { free: preview.free_balance })}
    </Alert>
  );
}

const listStyles = css`
  margin: 0 0 ${theme.space[4]};
  padding-left: ${theme.space[6]};
  line-height: ${theme.font.lineHeight.body};
  li + li {
    margin-top: ${theme.space[1]};
  }
`;
