/**
 * The pro's issued receipts and invoices as PDF downloads (plain links: the browser saves the file), newest first;
 * nothing at all while none is issued.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { formatHkd } from '@shared/utils/format';
import { Card } from '@client/ui/card';
import { theme } from '@client/styles/theme';
import { useChargeApplications } from '../api/wallet-statements.queries';

export function ChargeDocumentLinks() {
  const { t } = useTranslation('pricing');
  const { data } = useChargeApplications();
  const issued = (data?.items ?? []).filter((a) => a.document_url && a.document_number);
  if (!issued.length) return null;
  return (
    <Card>
      <h2 css={titleStyles}>{t('charge_application>document>list_title')}</h2>
      <ul css={listStyles}>
        {issued.map((a) => (
          <li key={a.id}>
            <a href={a.document_url!} download data-testid="charge-document-link">
              {t('charge_application>document>list_item', {
                type: t(`charge_application>type>${a.type}`),
                number: a.document_number,
                amount: formatHkd(a.total_amount),
              })}
            </a>
          </li>
        ))}
      </ul>
    </Card>
  );
}

const titleStyles = css`
  margin: 0 0 ${theme.space[2]};
  font-size: ${theme.font.size.lg};
`;

const listStyles = css`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  li a {
    display: inline-block;
    min-height: 44px;
    line-height: 44px;
  }
`;
