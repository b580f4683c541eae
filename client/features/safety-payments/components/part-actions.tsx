/**
 * What the viewer may do with a part now, and only that (the part's `actions`; the server checks again): pay, confirm,
 * ask to cancel, apply for a refund, withdraw the request, accept it, offer another amount, send it to trust and
 * safety, say where a refund goes. Each opens its sheet or dialog, which says what will happen.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SafetyBid, SafetyPart, SafetyPartAction, SafetyPayment } from '@shared/schemas/safety-payments.schema';
import { formatHkd } from '@shared/utils/format';
import { Button } from '@client/ui/button';
import { cluster } from '@client/styles/layout';
import { useApproveRefund, useCancelRefund, useCancelRequest, useDisputeSafetyPart } from '../api/safety-payments.mutations';
import { isPayInOpen } from '../api/safety-payments.queries';
import type { NewKey } from '../hooks/use-pay-part';
import { ConfirmAction } from './confirm-action';
import { ConfirmPart } from './confirm-part';
import { PaySheet } from './pay-sheet';
import { ReasonSheet } from './reason-sheet';
import { ApplyRefundSheet, CounterRefundSheet } from './refund-sheets';
import { RefundInfoSheet } from './refund-info-sheet';

type Sheet = 'pay' | 'cancel_request' | 'apply_refund' | 'counter_refund' | 'dispute' | 'edit_refund_info';

export interface PartActionsProps {
  bid: SafetyBid;
  payment: SafetyPayment;
  part: SafetyPart;
  newKey: NewKey;
}

export function PartActions({ bid, payment, part, newKey }: PartActionsProps) {
  const { t } = useTranslation('dashboard');
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const cancelRequest = useCancelRequest();
  const dispute = useDisputeSafetyPart();
  const withdraw = useCancelRefund();
  const approve = useApproveRefund();
  const can = (a: SafetyPartAction) => part.actions.includes(a);
  const close = () => setSheet(null);
  if (!part.actions.length) return null;

  const open = (s: Sheet, label: string, variant: 'primary' | 'secondary' | 'danger' = 'secondary') =>
    can(s) ? (
      <Button variant={variant} onClick={() => setSheet(s)}>
        {label}
      </Button>
    ) : null;

  return (
    <div>
      <div css={cluster(2)} data-testid="part-actions">
        {/* With a store bill or transfer already waiting, paying is "another way", no longer the main action. */}
        {isPayInOpen(part)
          ? open('pay', t('safety_payments>actions>pay_another_way'))
          : open('pay', t('safety_payments>actions>pay', { amount: formatHkd(part.amount) }), 'primary')}
        {can('confirm') ? <ConfirmPart part={part} percent={payment.commission_percent} proName={bid.bid.pro_name} /> : null}
        {can('approve_refund') ? <ApproveRequest bid={bid} payment={payment} part={part} run={() => approve.mutateAsync(part.id)} /> : null}
        {open('counter_refund', t('safety_payments>actions>counter_refund'))}
        {open('cancel_request', t('safety_payments>actions>cancel_request'))}
        {open('apply_refund', t('safety_payments>actions>apply_refund'))}
        {open('edit_refund_info', t('safety_payments>actions>edit_refund_info'))}
        {can('cancel_refund') ? (
          <ConfirmAction
            variant="ghost"
            label={t('safety_payments>actions>cancel_refund')}
            title={t('safety_payments>withdraw_request>title')}
            body={t('safety_payments>withdraw_request>body', { amount: formatHkd(part.held) })}
            confirmLabel={t('safety_payments>withdraw_request>submit')}
            run={() => withdraw.mutateAsync(part.id)}
          />
        ) : null}
        {open('dispute', t('safety_payments>actions>dispute'))}
      </div>
      {can('pay') ? (
        <PaySheet
          open={sheet === 'pay'}
          onClose={close}
          part={part}
          partCount={payment.parts.length}
          payTypes={bid.pay_types}
          newKey={newKey}
        />
      ) : null}
      {can('cancel_request') ? (
        <ReasonSheet
          open={sheet === 'cancel_request'}
          onClose={close}
          title={t('safety_payments>cancel_request>title')}
          description={t('safety_payments>cancel_request>description', { amount: formatHkd(part.held), pro: bid.bid.pro_name })}
          reasonLabel={t('safety_payments>cancel_request>reason')}
          submitLabel={t('safety_payments>cancel_request>submit')}
          required
          run={(reason) => cancelRequest.mutateAsync({ id: part.id, reason })}
        />
      ) : null}
      {can('dispute') ? (
        <ReasonSheet
          open={sheet === 'dispute'}
          onClose={close}
          title={t('safety_payments>dispute>title')}
          description={t(`safety_payments>dispute>description_${bid.role}`)}
          reasonLabel={t('safety_payments>dispute>reason')}
          reasonHint={t('safety_payments>dispute>reason_hint')}
          submitLabel={t('safety_payments>dispute>submit')}
          submitVariant="danger"
          required={false}
          run={(reason) => dispute.mutateAsync({ id: part.id, reason })}
        />
      ) : null}
      {can('apply_refund') ? <ApplyRefundSheet part={part} open={sheet === 'apply_refund'} onClose={close} /> : null}
      {can('counter_refund') ? <CounterRefundSheet part={part} open={sheet === 'counter_refund'} onClose={close} /> : null}
      {can('edit_refund_info') ? <RefundInfoSheet part={part} open={sheet === 'edit_refund_info'} onClose={close} /> : null}
    </div>
  );
}

/**
 * Accepting the open request, in the words of who accepts: the pro accepting the consumer's cancel request or refund
 * application, or the consumer accepting the pro's other amount. The dialog says where the money goes.
 */
function ApproveRequest({
  bid,
  payment,
  part,
  run,
}: {
  bid: SafetyBid;
  payment: SafetyPayment;
  part: SafetyPart;
  run: () => Promise<unknown>;
}) {
  const { t } = useTranslation('dashboard');
  const request = part.request;
  const back =
    bid.role === 'consumer' ? (request?.counter_amount ?? 0) : request?.kind === 'cancel' ? part.held : (request?.amount ?? part.held);
  const rest = Math.max(0, part.held - back);
  const key = bid.role === 'consumer' ? 'consumer' : request?.kind === 'cancel' ? 'pro_cancel' : 'pro_refund';
  const values = {
    back: formatHkd(back),
    rest: formatHkd(rest),
    pro: bid.bid.pro_name,
    consumer: bid.bid.consumer_name,
    percent: payment.commission_percent,
  };
  return (
    <ConfirmAction
      variant="primary"
      label={t(`safety_payments>approve>button_${key}`, values)}
      title={t(`safety_payments>approve>title_${key}`, values)}
      body={t(rest > 0 ? `safety_payments>approve>body_${key}_split` : `safety_payments>approve>body_${key}`, values)}
      confirmLabel={t('safety_payments>approve>submit')}
      run={run}
    />
  );
}
