/**
 * One safety payment on the bid's page: what it pays for and how, what Sifu holds, when it is released on its own, and
 * its parts with the buttons the viewer may use now (the part's `actions`): pay, confirm, and the part's page for the
 * rest. The pro may mark an inspection visit done, change an unpaid plan; either side may withdraw an unpaid payment.
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SafetyBid, SafetyPart, SafetyPayment } from '@shared/schemas/safety-payments.schema';
import { formatHkd } from '@shared/utils/format';
import { ButtonLink, Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { theme } from '@client/styles/theme';
import { bareList, cluster, spread, stack } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { useCancelSafetyPayment, useMarkVisited } from '../api/safety-payments.mutations';
import { isPayInOpen } from '../api/safety-payments.queries';
import type { NewKey } from '../hooks/use-pay-part';
import { heldOf, partLabel } from '../lib/part-label';
import { ConfirmAction } from './confirm-action';
import { ConfirmPart } from './confirm-part';
import { DeadlineNote } from './deadline-note';
import { HeldAmount } from './held-amount';
import { PaySheet } from './pay-sheet';
import { PlanForm } from './plan-form';
import { SafetyStatusBadge } from './safety-status-badge';

export interface PaymentCardProps {
  bid: SafetyBid;
  payment: SafetyPayment;
  newKey: NewKey;
  /** Show what this payment holds (when the bid has more than one; the page shows the total). */
  showHeld: boolean;
}

export function PaymentCard({ bid, payment, newKey, showHeld }: PaymentCardProps) {
  const { t } = useTranslation('dashboard');
  const [changing, setChanging] = useState(false);
  const cancel = useCancelSafetyPayment();
  const visited = useMarkVisited();
  const role = bid.role;
  const held = heldOf(payment.parts);
  const headingId = `safety-payment-${payment.id}`;

  if (changing) {
    return (
      <Card>
        <PlanForm bid={bid} current={payment} onDone={() => setChanging(false)} onCancel={() => setChanging(false)} />
      </Card>
    );
  }
  return (
    <Card aria-labelledby={headingId} css={stack(4)} data-testid="safety-payment">
      <div>
        <h2 id={headingId} css={titleStyles}>
          {t(`safety_payments>kind>${payment.kind}`)}
          {payment.kind === 'job' ? ` · ${t(`safety_payments>plan_type>${payment.plan}`)}` : ''}
        </h2>
        <p css={mutedStyles}>
          {t('safety_payments>payment>price', { amount: formatHkd(payment.price) })}
          {payment.inspection_deducted > 0
            ? ` · ${t('safety_payments>payment>inspection_deducted', { amount: formatHkd(payment.inspection_deducted) })}`
            : ''}
        </p>
      </div>
      {showHeld && held > 0 ? <HeldAmount amount={held} /> : null}
      {payment.auto_release_at && held > 0 ? (
        <DeadlineNote
          label={t('safety_payments>auto_release>label')}
          at={payment.auto_release_at}
          note={t(`safety_payments>auto_release>note_${role}`)}
        />
      ) : null}
      <p css={mutedStyles}>
        {t('safety_payments>payment>commission', {
          percent: payment.commission_percent,
          commission: formatHkd(payment.parts.reduce((s, p) => s + p.commission, 0)),
          receives: formatHkd(payment.parts.reduce((s, p) => s + p.pro_receives, 0)),
        })}
      </p>
      <ol css={partsStyles} aria-label={t('safety_payments>payment>parts_label')}>
        {payment.parts.map((part) => (
          <PartRow key={part.id} bid={bid} payment={payment} part={part} newKey={newKey} />
        ))}
      </ol>
      {(role === 'pro' && payment.can_mark_visited) || payment.can_change ? (
        <div css={cluster(2)}>
          {role === 'pro' && payment.can_mark_visited ? (
            <ConfirmAction
              variant="primary"
              label={t('safety_payments>actions>mark_visited')}
              title={t('safety_payments>visited>title')}
              body={t('safety_payments>visited>body', { days: bid.auto_release_days })}
              confirmLabel={t('safety_payments>visited>submit')}
              run={() => visited.mutateAsync(payment.id)}
            />
          ) : null}
          {role === 'pro' && payment.can_change ? (
            <Button variant="secondary" onClick={() => setChanging(true)}>
              {t('safety_payments>actions>change_plan')}
            </Button>
          ) : null}
          {payment.can_change ? (
            <ConfirmAction
              variant="ghost"
              label={t('safety_payments>actions>withdraw')}
              title={t('safety_payments>withdraw>title')}
              body={t(`safety_payments>withdraw>body_${role}`)}
              confirmLabel={t('safety_payments>withdraw>submit')}
              run={() => cancel.mutateAsync(payment.id)}
            />
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}

function PartRow({ bid, payment, part, newKey }: { bid: SafetyBid; payment: SafetyPayment; part: SafetyPart; newKey: NewKey }) {
  const { t } = useTranslation('dashboard');
  const href = useHref();
  const [paying, setPaying] = useState(false);
  const can = (a: SafetyPart['actions'][number]) => part.actions.includes(a);
  const others = part.actions.some((a) => a !== 'pay' && a !== 'confirm');
  // A store bill or transfer already started: its code and account number are on the part's page.
  const waiting = isPayInOpen(part) && part.pay_in?.pay_type !== 'card';
  const detail = href('safetyPayments', { bidId: bid.bid.id, pid: part.id });
  return (
    <li css={partStyles} data-testid="safety-part">
      <div css={spread(2, true)}>
        <span>
          <strong>{partLabel(t, payment, part.position)}</strong>
          <span css={amountStyles}>{formatHkd(part.amount)}</span>
        </span>
        <SafetyStatusBadge status={part.status} />
      </div>
      <div css={cluster(2)}>
        {can('pay') ? (
          <>
            <Button onClick={() => setPaying(true)}>{t('safety_payments>actions>pay', { amount: formatHkd(part.amount) })}</Button>
            <PaySheet
              open={paying}
              onClose={() => setPaying(false)}
              part={part}
              partCount={payment.parts.length}
              payTypes={bid.pay_types}
              newKey={newKey}
            />
          </>
        ) : null}
        {can('confirm') ? <ConfirmPart part={part} percent={payment.commission_percent} proName={bid.bid.pro_name} /> : null}
        <ButtonLink to={detail} variant={others || waiting ? 'secondary' : 'ghost'}>
          {t(
            waiting ? 'safety_payments>actions>how_to_pay' : others ? 'safety_payments>actions>respond' : 'safety_payments>actions>details',
          )}
        </ButtonLink>
      </div>
    </li>
  );
}

const titleStyles = css`
  margin: 0;
  font-size: ${theme.font.size.lg};
`;

const mutedStyles = css`
  margin: 0;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textSecondary};
`;

const partsStyles = css`
  ${bareList};
  & > li + li {
    border-top: 1px solid ${theme.color.border};
  }
`;

const partStyles = css`
  ${stack(2)};
  padding: ${theme.space[3]} 0;
`;

const amountStyles = css`
  margin-left: ${theme.space[2]};
  font-variant-numeric: tabular-nums;
`;
