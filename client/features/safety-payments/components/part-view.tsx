/**
 * dashboard/safety-payments/{bidId}/{pid}: one part for its consumer or pro. Its status and what Sifu holds, the
 * buttons the viewer may use now, the money in full, the open request, where a refund goes, trust and safety's
 * decision, the pro's payout, the pay-in (with what is needed to pay it while it waits) and the status timeline.
 */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SafetyBid, SafetyPart } from '@shared/schemas/safety-payments.schema';
import { formatHkd } from '@shared/utils/format';
import { Badge } from '@client/ui/badge';
import { ButtonLink } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { DescriptionList } from '@client/ui/description-list';
import { PageShell } from '@client/ui/page-shell';
import { theme } from '@client/styles/theme';
import { stack } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { isPayInOpen } from '../api/safety-payments.queries';
import type { NewKey } from '../hooks/use-pay-part';
import { partLabel } from '../lib/part-label';
import { DeadlineNote } from './deadline-note';
import { HeldAmount } from './held-amount';
import { Money } from './money';
import { PartActions } from './part-actions';
import { PayInSection, type PayInSectionProps } from './pay-in-section';
import { RequestSection } from './request-section';
import { SafetyStatusBadge } from './safety-status-badge';
import { StatusTimeline } from './status-timeline';

export interface PartViewProps extends Pick<PayInSectionProps, 'codes' | 'cardLabel'> {
  bid: SafetyBid;
  part: SafetyPart;
  newKey: NewKey;
}

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card aria-labelledby={id} css={stack(3)}>
      <h2 id={id} css={h2Styles}>
        {title}
      </h2>
      {children}
    </Card>
  );
}

export function PartView({ bid, part, newKey, codes, cardLabel }: PartViewProps) {
  const { t } = useTranslation('dashboard');
  const href = useHref();
  const payment = bid.payments.find((p) => p.parts.some((x) => x.id === part.id));
  const role = bid.role;
  const other = role === 'consumer' ? bid.bid.pro_name : bid.bid.consumer_name;
  const label = payment ? partLabel(t, payment, part.position) : t('safety_payments>part>title_n', { n: part.position });
  const money = [
    { term: t('safety_payments>money>amount'), description: <Money amount={part.amount} /> },
    { term: t('safety_payments>held_by_sifu'), description: <Money amount={part.held} strong /> },
    { term: t('safety_payments>money>refunded'), description: <Money amount={part.refunded} /> },
    { term: t('safety_payments>money>released'), description: <Money amount={part.released} /> },
    {
      term: t('safety_payments>money>commission', { percent: payment?.commission_percent ?? 0 }),
      description: <Money amount={part.commission} />,
    },
    { term: t(`safety_payments>money>receives_${role}`), description: <Money amount={part.pro_receives} /> },
  ];
  const paid = part.pay_in?.status === 'paid';
  // While a store bill or transfer waits, how to pay it is what the page is for: it comes first.
  const waiting = isPayInOpen(part);
  const payIn = part.pay_in ? (
    <Block id="safety-part-pay-in" title={t('safety_payments>pay_in>title')}>
      {/* The consumer's card is the consumer's: the pro sees how and when it was paid, not which card. */}
      <PayInSection payIn={part.pay_in} codes={codes} cardLabel={role === 'consumer' ? cardLabel : () => null} />
      {paid && role === 'consumer' ? (
        <div>
          <ButtonLink variant="secondary" to={href('safetyPayments', { bidId: bid.bid.id, pid: part.id, detail: 'receipt' })}>
            {t('safety_payments>receipt>open')}
          </ButtonLink>
        </div>
      ) : null}
    </Block>
  ) : null;
  return (
    <PageShell
      title={label}
      intro={t('safety_payments>part>intro', { category: bid.bid.category_name, name: other })}
      back={{ to: href('safetyPayments', { bidId: bid.bid.id }), label: t('safety_payments>back_to_bid') }}
    >
      <div>
        <SafetyStatusBadge status={part.status} />
      </div>
      {part.held > 0 ? <HeldAmount amount={part.held} note={t(`safety_payments>held_note_${role}`)} /> : null}
      {payment?.auto_release_at && part.status === 'held' ? (
        <DeadlineNote
          label={t('safety_payments>auto_release>label')}
          at={payment.auto_release_at}
          note={t(`safety_payments>auto_release>note_${role}`)}
        />
      ) : null}
      {waiting ? payIn : null}
      {part.request ? (
        <Block id="safety-part-request" title={t(`safety_payments>request>title_${part.request.kind}`)}>
          <RequestSection part={part} request={part.request} role={role} />
        </Block>
      ) : null}
      {payment ? <PartActions bid={bid} payment={payment} part={part} newKey={newKey} /> : null}
      <Block id="safety-part-money" title={t('safety_payments>part>money_title')}>
        <DescriptionList layout="inline" divided items={money} />
        <p css={noteStyles}>{t('safety_payments>part>commission_note')}</p>
      </Block>
      {part.refund_info ? (
        <Block id="safety-part-refund-info" title={t('safety_payments>refund_info>current_title')}>
          <DescriptionList
            layout="inline"
            divided
            items={[
              {
                term: t('safety_payments>refund_info>method_legend'),
                description: t(`account_settings>payout>method_${part.refund_info.method}`),
              },
              { term: t('account_settings>payout>current_holder'), description: part.refund_info.holder },
              { term: t('account_settings>payout>current_account'), description: <span translate="no">{part.refund_info.masked}</span> },
            ]}
          />
        </Block>
      ) : null}
      {part.decision_note ? (
        <Block id="safety-part-decision" title={t('safety_payments>part>decision_title')}>
          <p css={textStyles}>{part.decision_note}</p>
        </Block>
      ) : null}
      {role === 'pro' && part.payout ? (
        <Block id="safety-part-payout" title={t('safety_payments>payout>title')}>
          <p css={textStyles}>
            <Badge tone={part.payout.status === 'paid' ? 'success' : part.payout.status === 'failed' ? 'danger' : 'neutral'}>
              {t(`safety_payments>payout>status>${part.payout.status}`)}
            </Badge>{' '}
            {t(`safety_payments>payout>note_${part.payout.status}`, { amount: formatHkd(part.payout.amount) })}
          </p>
        </Block>
      ) : null}
      {waiting ? null : payIn}
      {part.timeline.length ? (
        <Block id="safety-part-timeline" title={t('safety_payments>part>timeline_title')}>
          <StatusTimeline timeline={part.timeline} />
        </Block>
      ) : null}
    </PageShell>
  );
}

const h2Styles = css`
  margin: 0;
  font-size: ${theme.font.size.lg};
`;

const textStyles = css`
  margin: 0;
`;

const noteStyles = css`
  margin: 0;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textSecondary};
`;
