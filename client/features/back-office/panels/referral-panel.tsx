/**
 * The subject panel of a held referral reward (queue "referrals"): the reward and why it was held, the referrer
 * (with how many referrals they made and were paid for) and the friend who joined, the network they joined from, and
 * the decision. Pay grants the free credit once; reject needs a reason. A second decision shows the server's 409.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { referralsContract as c } from '@shared/api/referrals.contract';
import type { Ticket } from '@shared/schemas/back-office.schema';
import type { ReferralHold } from '@shared/schemas/referrals.schema';
import { formatHkd } from '@shared/utils/format';
import { Alert } from '@client/ui/alert';
import { Badge } from '@client/ui/badge';
import { Button } from '@client/ui/button';
import { useCall, useRead } from '@client/lib/endpoint-query';
import { useHref } from '@client/lib/paths';
import { DateTime } from '../components/ops-time';
import { DecidedLine, DecisionForm, useReasonDecision } from '../components/decision-form';
import { factsStyles, mutedStyles, panelStyles, signalsStyles } from '../components/panel-styles';

const STATUS_TONE = { pending: 'neutral', held: 'warning', paid: 'success', refused: 'neutral' } as const;

/** The panels registry's props (declared here too: a type import back to the registry would be a cycle). */
export default function ReferralPanel({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation('ops');
  const { data, isError } = useRead(c.opsHold, { params: { id: ticket.subject_id } }, { staleTime: 5_000 });
  if (isError) return <Alert tone="error">{t('common|errors>generic')}</Alert>;
  if (!data) return <p css={mutedStyles}>{t('referral_hold>loading')}</p>;
  return (
    <div css={panelStyles}>
      <Facts data={data} />
      {data.status === 'held' ? <Decision data={data} /> : <Decided data={data} />}
    </div>
  );
}

function Person({ p }: { p: ReferralHold['referrer'] }) {
  const href = useHref();
  return (
    <>
      <Link to={href('opsUser', { id: p.id })}>{p.full_name}</Link> <span translate="no">@{p.username}</span>
    </>
  );
}

function Facts({ data }: { data: ReferralHold }) {
  const { t } = useTranslation('ops');
  return (
    <dl css={factsStyles}>
      <dt>{t('referral_hold>reward')}</dt>
      <dd>
        <strong>{formatHkd(data.reward_amount ?? 0)}</strong>{' '}
        <Badge tone={STATUS_TONE[data.status]}>{t(`referral_hold>status>${data.status}`)}</Badge>
        {data.reward_trigger ? ` · ${t(`referral_hold>trigger>${data.reward_trigger}`)}` : ''}
      </dd>
      <dt>{t('referral_hold>signals')}</dt>
      <dd css={signalsStyles}>
        {data.held_reasons.length
          ? data.held_reasons.map((r) => (
              <Badge key={r} tone="warning">
                {t(`referral_hold>reason>${r}`)}
              </Badge>
            ))
          : '—'}
      </dd>
      <dt>{t('referral_hold>referrer')}</dt>
      <dd>
        <Person p={data.referrer} /> · {t('referral_hold>referrer_counts', { total: data.referrer_total, paid: data.referrer_paid })}
      </dd>
      <dt>{t('referral_hold>referred')}</dt>
      <dd>
        <Person p={data.referred} /> · <DateTime value={data.created} />
      </dd>
      <dt>{t('referral_hold>ip')}</dt>
      <dd>
        <code>{data.ip ?? '—'}</code> {t('referral_hold>from_ip_day', { count: data.from_ip_day })}
      </dd>
      <dt>{t('referral_hold>device')}</dt>
      <dd>
        <code>{data.device_id ?? '—'}</code>
      </dd>
      {data.held_at ? (
        <>
          <dt>{t('referral_hold>held_at')}</dt>
          <dd>
            <DateTime value={data.held_at} />
          </dd>
        </>
      ) : null}
    </dl>
  );
}

function Decided({ data }: { data: ReferralHold }) {
  const { t } = useTranslation('ops');
  if (!data.reviewed_at) return <p css={mutedStyles}>{t('referral_hold>not_held')}</p>;
  const text = t(`referral_hold>decided>${data.status === 'paid' ? 'paid' : 'rejected'}`, { who: data.reviewer ?? '—' });
  return <DecidedLine text={text} at={data.reviewed_at} reason={data.review_reason} />;
}

function Decision({ data }: { data: ReferralHold }) {
  const { t } = useTranslation('ops');
  const id = data.id;
  const amount = formatHkd(data.reward_amount ?? 0);
  const approve = useCall(c.opsApprove, { handlesErrors: true });
  const reject = useCall(c.opsReject, { input: (reason: string) => ({ params: { id }, body: { reason } }), handlesErrors: true });
  const decision = useReasonDecision();
  const { form, decide } = decision;
  // Paying takes no reason: the box is for a rejection.
  const onApprove = () => decide(() => approve.mutateAsync({ params: { id } }), t('referral_hold>paid_toast', { amount }));
  const onReject = () => decide((reason) => reject.mutateAsync(reason), t('referral_hold>rejected_toast'), { requireReason: true });
  return (
    <DecisionForm
      decision={decision}
      intro={<p css={mutedStyles}>{t('referral_hold>hint', { amount })}</p>}
      label={t('referral_hold>reason_label')}
    >
      <Button onClick={() => void onApprove()} disabled={form.pending}>
        {t('referral_hold>pay', { amount })}
      </Button>
      <Button variant="secondary" onClick={() => void onReject()} disabled={form.pending}>
        {t('actions>reject')}
      </Button>
    </DecisionForm>
  );
}
