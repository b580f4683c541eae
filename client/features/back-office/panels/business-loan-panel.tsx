/**
 * The subject panel of a business-loan enquiry (queue "business_loans", subject `business_loan`; SPEC §6 flag
 * `businessLoan`): the pro, the amount and purpose, the phone to call, and finance's moves: mark it contacted once
 * called, and close it (closing closes the ticket), each with an internal note.
 */
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { businessLoansContract as c } from '@shared/api/business-loans.contract';
import { BUSINESS_LOAN_NEXT, type BusinessLoanStatus } from '@shared/domain/business-loans';
import type { Ticket } from '@shared/schemas/back-office.schema';
import type { BusinessLoanMoveInput, OpsBusinessLoan } from '@shared/schemas/business-loans.schema';
import { useCall, useRead } from '@client/lib/endpoint-query';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { StatusBadge, type StatusLooks } from '@client/ui/status-badge';
import { formatPhone } from '@shared/utils/format';
import { useOpsMe } from '../api/back-office.queries';
import { DecidedLine, DecisionForm, useReasonDecision } from '../components/decision-form';
import { DateTime } from '../components/ops-time';
import { factsStyles, mutedStyles, panelStyles } from '../components/panel-styles';

const LOOKS: StatusLooks<BusinessLoanStatus> = {
  new: { tone: 'warning', icon: 'clock' },
  contacted: { tone: 'brand', icon: 'phone' },
  closed: { tone: 'neutral', icon: 'check-circle' },
};

export default function BusinessLoanPanel({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation('ops');
  const { data, isError } = useRead(c.opsGet, { params: { id: ticket.subject_id } }, { staleTime: 5_000 });
  const { data: me } = useOpsMe();
  if (isError) return <Alert tone="error">{t('common|errors>generic')}</Alert>;
  if (!data) return <p css={mutedStyles}>{t('businessLoan>loading')}</p>;
  const mayMove = BUSINESS_LOAN_NEXT[data.status].length > 0 && Boolean(me?.queues.includes('business_loans'));
  return (
    <div css={panelStyles}>
      <Facts e={data} />
      {mayMove ? <Move e={data} /> : null}
      {data.status !== 'new' ? (
        <DecidedLine
          text={t(`businessLoan>status>${data.status}`) + (data.handled_by ? ` · ${data.handled_by.full_name}` : '')}
          at={data.closed_at ?? data.contacted_at}
          reason={data.note || null}
        />
      ) : null}
    </div>
  );
}

function Facts({ e }: { e: OpsBusinessLoan }) {
  const { t, i18n } = useTranslation('ops');
  const rows: Array<[string, ReactNode]> = [
    [
      t('businessLoan>amount'),
      <>
        <strong>HK${e.amount.toLocaleString(i18n.language)}</strong>{' '}
        <StatusBadge looks={LOOKS} status={e.status}>
          {t(`businessLoan>status>${e.status}`)}
        </StatusBadge>
      </>,
    ],
    [t('businessLoan>purpose'), t(`dashboard|businessLoan>purposes>${e.purpose}`)],
    [t('businessLoan>business_age'), t(`dashboard|businessLoan>ages>${e.business_age}`)],
    [t('businessLoan>pro'), `${e.pro.full_name} (@${e.pro.username}) · ${e.pro.email}`],
    [
      t('businessLoan>phone'),
      <a href={`tel:${e.phone}`} translate="no">
        {formatPhone(e.phone)}
      </a>,
    ],
    [t('businessLoan>details'), e.details || '—'],
    [t('businessLoan>sent'), <DateTime value={e.created} />],
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

function Move({ e }: { e: OpsBusinessLoan }) {
  const { t } = useTranslation('ops');
  const moveCall = useCall(c.opsMove, {
    input: (body: BusinessLoanMoveInput) => ({ params: { id: e.id }, body }),
    handlesErrors: true,
  });
  const decision = useReasonDecision();
  const { form, decide } = decision;
  const next = BUSINESS_LOAN_NEXT[e.status];
  const move = (status: 'contacted' | 'closed') =>
    decide((note) => moveCall.mutateAsync({ status, note }), t(`businessLoan>moved_toast>${status}`));
  return (
    <DecisionForm
      decision={decision}
      intro={<p css={mutedStyles}>{t('businessLoan>hint')}</p>}
      label={t('businessLoan>note_label')}
      hint={t('businessLoan>note_hint')}
    >
      {next.includes('contacted') ? (
        <Button onClick={() => void move('contacted')} disabled={form.pending}>
          {t('businessLoan>mark_contacted')}
        </Button>
      ) : null}
      <Button variant="secondary" onClick={() => void move('closed')} disabled={form.pending}>
        {t('businessLoan>close')}
      </Button>
    </DecisionForm>
  );
}
