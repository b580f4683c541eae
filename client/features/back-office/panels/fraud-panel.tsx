/**
 * The subject panel of a held sign-up (queue "fraud"): the account, the rules that fired, the IP and device with how
 * many sign-ups and accounts they carry, and the decision. Release lets the account post and quote; block (with a
 * reason the user reads) ends its sessions and keeps it out. A second decision shows the server's 409 message.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fraudReviewContract as c } from '@shared/api/fraud-review.contract';
import type { Ticket } from '@shared/schemas/back-office.schema';
import type { FraudHold } from '@shared/schemas/fraud-review.schema';
import { Alert } from '@client/ui/alert';
import { Badge } from '@client/ui/badge';
import { Button } from '@client/ui/button';
import { useCall, useRead } from '@client/lib/endpoint-query';
import { useHref } from '@client/lib/paths';
import { formatPhone } from '@shared/utils/format';
import { DateTime } from '../components/ops-time';
import { DecidedLine, DecisionForm, useReasonDecision } from '../components/decision-form';
import { factsStyles, mutedStyles, panelStyles, signalsStyles } from '../components/panel-styles';

const REVIEW_TONE = { pending: 'warning', released: 'success', blocked: 'danger' } as const;

/** The panels registry's props (declared here too: a type import back to the registry would be a cycle). */
export default function FraudPanel({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation('ops');
  const { data, isError } = useRead(c.hold, { params: { id: ticket.subject_id } }, { staleTime: 5_000 });
  if (isError) return <Alert tone="error">{t('common|errors>generic')}</Alert>;
  if (!data) return <p css={mutedStyles}>{t('fraud_hold>loading')}</p>;
  return (
    <div css={panelStyles}>
      <Facts data={data} />
      {data.review === 'pending' ? <Decision data={data} /> : <Decided data={data} />}
    </div>
  );
}

function Facts({ data }: { data: FraudHold }) {
  const { t } = useTranslation('ops');
  const href = useHref();
  const u = data.user;
  return (
    <dl css={factsStyles}>
      <dt>{t('fraud_hold>account')}</dt>
      <dd>
        {u ? (
          <>
            <Link to={href('opsUser', { id: u.id })}>{u.full_name}</Link> <span translate="no">@{u.username}</span>
          </>
        ) : (
          t('fraud_hold>no_account')
        )}
      </dd>
      {u ? (
        <>
          <dt>{t('fraud_hold>contact')}</dt>
          <dd translate="no">{[u.email, u.phone && formatPhone(u.phone)].filter(Boolean).join(' · ')}</dd>
        </>
      ) : null}
      <dt>{t(`fraud_hold>kind>${data.kind}`)}</dt>
      <dd>
        <DateTime value={data.created} />{' '}
        {data.review ? <Badge tone={REVIEW_TONE[data.review]}>{t(`fraud_hold>review>${data.review}`)}</Badge> : null}
      </dd>
      <dt>{t('fraud_hold>signals')}</dt>
      <dd css={signalsStyles}>
        {data.reasons.length
          ? data.reasons.map((r) => (
              <Badge key={r} tone="warning">
                {t(`fraud_hold>reason>${r}`, { defaultValue: r })}
              </Badge>
            ))
          : '—'}
      </dd>
      <dt>{t('fraud_hold>ip')}</dt>
      <dd>
        <code>{data.ip ?? '—'}</code> {t('fraud_hold>counts', { hour: data.counts.signups_by_ip, accounts: data.counts.accounts_by_ip })}
      </dd>
      <dt>{t('fraud_hold>device')}</dt>
      <dd>
        <code>{data.device_id ?? '—'}</code>{' '}
        {t('fraud_hold>counts', { hour: data.counts.signups_by_device, accounts: data.counts.accounts_by_device })}
      </dd>
      {data.email_domain ? (
        <>
          <dt>{t('fraud_hold>email_domain')}</dt>
          <dd translate="no">{data.email_domain}</dd>
        </>
      ) : null}
    </dl>
  );
}

function Decided({ data }: { data: FraudHold }) {
  const { t } = useTranslation('ops');
  if (!data.review) return <p css={mutedStyles}>{t('fraud_hold>not_held')}</p>;
  const text = t(`fraud_hold>decided>${data.review === 'blocked' ? 'blocked' : 'released'}`, { who: data.reviewer ?? '—' });
  return <DecidedLine text={text} at={data.reviewed_at} reason={data.review_reason} />;
}

function Decision({ data }: { data: FraudHold }) {
  const { t } = useTranslation('ops');
  const id = data.id;
  const release = useCall(c.release, { input: (reason: string) => ({ params: { id }, body: { reason } }), handlesErrors: true });
  const block = useCall(c.block, { input: (reason: string) => ({ params: { id }, body: { reason } }), handlesErrors: true });
  const decision = useReasonDecision();
  const { form, decide } = decision;
  const onRelease = () => decide((reason) => release.mutateAsync(reason), t('fraud_hold>released_toast'));
  const onBlock = () => decide((reason) => block.mutateAsync(reason), t('fraud_hold>blocked_toast'), { requireReason: true });
  return (
    <DecisionForm
      decision={decision}
      intro={<p css={mutedStyles}>{t('fraud_hold>hint')}</p>}
      label={t('fraud_hold>reason_label')}
      hint={t('fraud_hold>reason_hint')}
    >
      <Button onClick={() => void onRelease()} disabled={form.pending}>
        {t('fraud_hold>release')}
      </Button>
      <Button variant="danger" onClick={() => void onBlock()} disabled={form.pending}>
        {t('fraud_hold>block')}
      </Button>
    </DecisionForm>
  );
}
