/** Inline work-list actions: mark a hired job complete, ask the customer for a review once it is done. */
import { useTranslation } from 'react-i18next';
import type { BidView } from '@shared/schemas/bids.schema';
import { Button } from '@client/ui/button';
import { Icon } from '@client/ui/icon';
import { useToast } from '@client/ui/toast';
import { errorMessageOf } from '@client/ui/server-error';
import { useBidAction, useRequestReview } from '../api/bids.mutations';

export function WorkQuickActions({ bid }: { bid: BidView }) {
  const { t } = useTranslation('quotes');
  const toast = useToast();
  const complete = useBidAction();
  const review = useRequestReview();
  if (bid.quote_status_id === 3 && bid.available_actions.includes('completed')) {
    return (
      <Button
        size="sm"
        loading={complete.isPending}
        onClick={async () => {
          await complete.mutateAsync({ id: bid.quote_bid_id, action: 'completed' });
          toast.show(t('lead>done_completed'), { tone: 'success' });
        }}
      >
        <Icon name="check-circle" size={16} />
        {t('lead>complete')}
      </Button>
    );
  }
  if (bid.quote_status_id === 4 && !bid.is_reviewed) {
    return (
      <Button
        size="sm"
        variant="secondary"
        loading={review.isPending}
        onClick={async () => {
          try {
            await review.mutateAsync(bid.quote_bid_id);
            toast.show(t('lead>done_review_request'), { tone: 'success' });
          } catch (err) {
            toast.show(errorMessageOf(err, t('requests|form>network')), { tone: 'error' });
          }
        }}
      >
        <Icon name="star" size={16} />
        {t('lead>ask_review')}
      </Button>
    );
  }
  return null;
}
