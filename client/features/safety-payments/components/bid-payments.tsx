/**
 * dashboard/safety-payments/{bidId}: a bid's safety payments for its consumer or its pro. What Sifu holds first; the
 * consumer's "pay into safety" cards for a flat quote or an inspection fee nobody has planned yet; each payment with
 * its parts and buttons; the pro's plan form while there is no payment, and the payout-account reminder.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { SafetyBid, SafetyPayment } from '@shared/schemas/safety-payments.schema';
import { Alert } from '@client/ui/alert';
import { Card } from '@client/ui/card';
import { EmptyState } from '@client/ui/empty-state';
import { Link } from '@client/ui/link';
import { PageShell } from '@client/ui/page-shell';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import type { NewKey } from '../hooks/use-pay-part';
import { usePaySuggestion } from '../hooks/use-pay-suggestion';
import { heldOf } from '../lib/part-label';
import { HeldAmount } from './held-amount';
import { PaymentCard } from './payment-card';
import { PayoutReminder } from './payout-reminder';
import { PlanForm } from './plan-form';
import { SuggestionCard } from './suggestion-card';

/** A payment withdrawn before anything was paid (every part void) no longer counts as one. */
const isLive = (p: SafetyPayment) => p.parts.some((part) => part.status !== 'void');

export function BidPayments({ bid, newKey }: { bid: SafetyBid; newKey: NewKey }) {
  const { t } = useTranslation('dashboard');
  const href = useHref();
  const paying = usePaySuggestion(bid.bid.id, newKey);
  // While a suggestion is being paid, its card stays and the payment it just added waits behind it.
  const live = bid.payments.filter((p) => isLive(p) && p.kind !== paying.kind);
  const held = bid.payments.reduce((s, p) => s + heldOf(p.parts), 0);
  const other = bid.role === 'consumer' ? bid.bid.pro_name : bid.bid.consumer_name;
  const suggestions = bid.role === 'consumer' ? bid.suggestions.filter((s) => !live.some((p) => p.kind === s.kind)) : [];
  // A suggestion that failed after its payment was added: the message goes above the payment, which has its own button.
  const lateError = paying.error && !suggestions.some((s) => s.kind === paying.error?.kind) ? paying.error.message : null;
  const bidPage = bid.role === 'consumer' ? href('projectQuoteOnly', { quoteId: bid.bid.id }) : href('workDetail', { bidId: bid.bid.id });
  return (
    <PageShell
      title={bid.bid.category_name}
      back={{ to: href('safetyPayments'), label: t('safety_payments>back_to_list') }}
      intro={
        <>
          {t(`safety_payments>bid>intro_${bid.role}`, { name: other })}{' '}
          <Link to={bidPage}>{t(`safety_payments>bid>open_${bid.role}`)}</Link>
        </>
      }
    >
      {held > 0 ? <HeldAmount amount={held} note={t(`safety_payments>held_note_${bid.role}`)} /> : null}
      {bid.role === 'pro' ? <PayoutReminder /> : null}
      {suggestions.map((s) => (
        <SuggestionCard
          key={s.kind}
          bid={bid}
          suggestion={s}
          onPay={(payType) => void paying.start(s, payType)}
          busy={paying.busy}
          error={paying.error?.kind === s.kind ? paying.error.message : null}
        />
      ))}
      {lateError ? <Alert tone="error">{lateError}</Alert> : null}
      {live.map((p) => (
        <PaymentCard key={p.id} bid={bid} payment={p} newKey={newKey} showHeld={live.length > 1} />
      ))}
      {bid.role === 'pro' && live.length === 0 ? (
        <Card>
          <PlanForm bid={bid} current={null} onDone={() => undefined} />
        </Card>
      ) : null}
      {bid.role === 'consumer' && live.length === 0 && suggestions.length === 0 ? (
        <Card>
          <EmptyState title={t('safety_payments>bid>waiting_title')} body={t('safety_payments>bid>waiting_body', { pro: other })} />
        </Card>
      ) : null}
      <p css={footnoteStyles}>{t('safety_payments>bid>footnote', { days: bid.auto_release_days })}</p>
    </PageShell>
  );
}

const footnoteStyles = css`
  margin: 0;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textSecondary};
`;
