/**
 * The subject panel of a certificate or identity check (queue "verifications"): the verification queue's own item
 * card (document, files, history, approve or reject with a reason), read one item at a time. A decision refreshes
 * the ticket, which the server closed in the same transaction. It lives with the pages because it composes two
 * features: the console (back-office) and the certificates' card.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { certificatesContract as c } from '@shared/api/certificates.contract';
import type { Ticket } from '@shared/schemas/back-office.schema';
import { Alert } from '@client/ui/alert';
import { useRead } from '@client/lib/endpoint-query';
import { OpsItemCard } from '@client/features/certificates/components/ops-queue';
import { mutedStyles, panelStyles } from '@client/features/back-office/components/panel-styles';

/** The panels registry's props (declared here too: a type import back to the registry would be a cycle). */
export default function VerificationPanel({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation('verify');
  const kind = ticket.subject_type === 'identity' ? 'identity' : 'certificate';
  const { data, isError } = useRead(c.opsItem, { params: { kind, id: ticket.subject_id } }, { staleTime: 5_000 });
  const [notice, setNotice] = useState<string | null>(null);
  if (isError) return <Alert tone="error">{t('ops>load_failed')}</Alert>;
  if (!data) return <p css={mutedStyles}>{t('common|loading')}</p>;
  return (
    <div css={panelStyles}>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <OpsItemCard item={data} onDecided={setNotice} />
    </div>
  );
}
