/** The pro's receipt and invoice requests, newest first, with their status and what Sifu said (ADR 0010). */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import type { ChargeApplication, ChargeApplicationStatus } from '@shared/schemas/wallet-statements.schema';
import { formatHkd } from '@shared/utils/format';
import { formatDateTime } from '@shared/utils/dates';
import { Badge, type BadgeTone } from '@client/ui/badge';
import { RowList } from '@client/ui/list-row';
import { theme } from '@client/styles/theme';
import { mutedSmall, spread } from '@client/styles/layout';

const TONES: Record<ChargeApplicationStatus, BadgeTone> = { submitted: 'warning', issued: 'success', rejected: 'danger' };

export function ChargeApplicationList({ items }: { items: ChargeApplication[] }) {
  const { t, i18n } = useTranslation('pricing');
  const lng = i18n.language as Language;
  if (!items.length) return <p css={mutedStyles}>{t('charge_application>history>empty')}</p>;
  return (
    <RowList>
      {items.map((a) => (
        <li key={a.id} css={rowStyles} data-testid="charge-application">
          <div css={headStyles}>
            <strong>{t('charge_application>history>item', { id: a.id, type: t(`charge_application>type>${a.type}`) })}</strong>
            <Badge tone={TONES[a.status]}>{t(`charge_application>status>${a.status}`)}</Badge>
          </div>
          <p css={mutedStyles}>
            {formatDateTime(a.created, lng)} · {formatHkd(a.total_amount)}
            {a.company_name ? ` · ${a.company_name}` : ''}
          </p>
          <p css={mutedStyles}>{t('charge_application>history>orders', { refs: a.order_refs.join(', ') })}</p>
          {a.operator_note && !a.document_url ? (
            <p css={noteStyles}>{t('charge_application>history>operator_note', { note: a.operator_note })}</p>
          ) : null}
          {a.document_url ? (
            <p css={noteStyles}>
              <a href={a.document_url} download data-testid="charge-document-link">
                {t('charge_application>document>download', { number: a.document_number })}
              </a>
            </p>
          ) : null}
        </li>
      ))}
    </RowList>
  );
}

const rowStyles = css`
  padding: ${theme.space[3]} ${theme.space[4]};
`;

const headStyles = spread(2);

const mutedStyles = css`
  margin: ${theme.space[1]} 0 0;
  ${mutedSmall};
  overflow-wrap: anywhere;
`;

const noteStyles = css`
  margin: ${theme.space[2]} 0 0;
  font-size: ${theme.font.size.sm};
`;
