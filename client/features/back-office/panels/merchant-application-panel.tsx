/**
 * The subject panel of a merchant application (queue "merchant_applications", subject `merchant_application`;
 * docs/decisions/0041): the company as registered, the contact, the bank account (masked: the full number is never
 * shown), the documents to open (each opening is audited), and finance's decision: approve, or reject with the reason
 * the applicant reads. A decided or withdrawn application shows its state and the reason given.
 */
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { merchantsContract as c } from '@shared/api/merchants.contract';
import type { MerchantApplicationStatus } from '@shared/domain/merchants';
import type { Ticket } from '@shared/schemas/back-office.schema';
import type { MerchantDecisionInput, OpsMerchantApplication } from '@shared/schemas/merchants.schema';
import type { Attachment } from '@shared/schemas/attachments.schema';
import { useCall, useRead } from '@client/lib/endpoint-query';
import { bareList, stack } from '@client/styles/layout';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { StatusBadge, type StatusLooks } from '@client/ui/status-badge';
import { formatPhone } from '@shared/utils/format';
import { useOpsMe } from '../api/back-office.queries';
import { DecidedLine, DecisionForm, useReasonDecision } from '../components/decision-form';
import { OpsPanel } from '../components/ops-frame';
import { DateTime } from '../components/ops-time';
import { factsStyles, mutedStyles, panelStyles } from '../components/panel-styles';

const LOOKS: StatusLooks<MerchantApplicationStatus> = {
  submitted: { tone: 'warning', icon: 'clock' },
  approved: { tone: 'success', icon: 'check-circle' },
  rejected: { tone: 'danger', icon: 'warning' },
  withdrawn: { tone: 'neutral', icon: 'close' },
};

export default function MerchantApplicationPanel({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation('ops');
  const { data, isError } = useRead(c.opsGet, { params: { id: ticket.subject_id } }, { staleTime: 5_000 });
  const { data: me } = useOpsMe();
  if (isError) return <Alert tone="error">{t('common|errors>generic')}</Alert>;
  if (!data) return <p css={mutedStyles}>{t('merchant_application>loading')}</p>;
  const mayDecide = data.status === 'submitted' && Boolean(me?.queues.includes('merchant_applications'));
  return (
    <div css={panelStyles}>
      <Facts a={data} />
      <OpsPanel title={t('merchant_application>documents')}>
        <div css={stack(3)}>
          <Files title={t('merchant_application>br_documents')} files={data.br_documents} />
          <Files title={t('merchant_application>bank_documents')} files={data.bank_documents} />
        </div>
      </OpsPanel>
      {mayDecide ? <Decision a={data} /> : null}
      {data.status !== 'submitted' ? (
        <DecidedLine
          text={t(`merchant_application>status>${data.status}`) + (data.decided_by ? ` · ${data.decided_by.full_name}` : '')}
          at={data.decided_at}
          reason={data.reject_reason}
        />
      ) : null}
    </div>
  );
}

function Facts({ a }: { a: OpsMerchantApplication }) {
  const { t } = useTranslation('ops');
  const none = '—';
  const rows: Array<[string, ReactNode]> = [
    [
      t('merchant_application>company'),
      <>
        <strong>{[a.company_name_zh, a.company_name_en].filter(Boolean).join(' / ')}</strong>{' '}
        <StatusBadge looks={LOOKS} status={a.status}>
          {t(`merchant_application>status>${a.status}`)}
        </StatusBadge>
      </>,
    ],
    [t('merchant_application>br_number'), <span translate="no">{a.br_number}</span>],
    [t('merchant_application>company_type'), t(`dashboard|merchant>company_types>${a.company_type}`)],
    [t('merchant_application>address'), a.address || none],
    [t('merchant_application>applicant'), `${a.applicant.full_name} (@${a.applicant.username}) · ${a.applicant.email}`],
    [t('merchant_application>contact'), `${a.contact_name} · ${formatPhone(a.phone)} · ${a.email}`],
    [t('merchant_application>account'), <span translate="no">{a.account_masked}</span>],
    [t('merchant_application>holder'), a.account_holder],
    [t('merchant_application>submitted'), <DateTime value={a.created} />],
  ];
  return (
    <dl css={factsStyles}>
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

function Files({ title, files }: { title: string; files: Attachment[] }) {
  const { t } = useTranslation('ops');
  return (
    <div>
      <p css={mutedStyles}>{title}</p>
      {files.length ? (
        <ul css={[bareList, stack(1)]}>
          {files.map((f) => (
            <li key={f.id}>
              <a href={f.url} target="_blank" rel="noopener noreferrer">
                {f.file_name || t('merchant_application>file', { id: f.id })}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p css={mutedStyles}>{t('merchant_application>no_files')}</p>
      )}
    </div>
  );
}

function Decision({ a }: { a: OpsMerchantApplication }) {
  const { t } = useTranslation('ops');
  const decideCall = useCall(c.opsDecide, {
    input: (body: MerchantDecisionInput) => ({ params: { id: a.id }, body }),
    handlesErrors: true,
  });
  const decision = useReasonDecision();
  const { form, decide } = decision;
  const onApprove = () =>
    decide((reason) => decideCall.mutateAsync({ decision: 'approve', reason }), t('merchant_application>approved_toast'));
  const onReject = () =>
    decide((reason) => decideCall.mutateAsync({ decision: 'reject', reason }), t('merchant_application>rejected_toast'), {
      requireReason: true,
    });
  return (
    <DecisionForm
      decision={decision}
      intro={<p css={mutedStyles}>{t('merchant_application>hint')}</p>}
      label={t('merchant_application>reason_label')}
      hint={t('merchant_application>reason_hint')}
    >
      <Button onClick={() => void onApprove()} disabled={form.pending}>
        {t('merchant_application>approve')}
      </Button>
      <Button variant="danger" onClick={() => void onReject()} disabled={form.pending}>
        {t('merchant_application>reject')}
      </Button>
    </DecisionForm>
  );
}
