/**
 * The pro's moves on a lead (SPEC §4, shown only when the server lists them in `available_actions`): accept or
 * decline a narrowed lead, pass, favourite, archive / unarchive, mark complete, ask for a review.
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BidView } from '@shared/schemas/bids.schema';
import { Button } from '@client/ui/button';
import { Icon } from '@client/ui/icon';
import { Alert } from '@client/ui/alert';
import { useToast } from '@client/ui/toast';
import { ConfirmMove, WorkspaceAction, WorkspaceActions } from '@client/ui/bid-workspace';
import { theme } from '@client/styles/theme';
import { errorMessageOf } from '@client/ui/server-error';
import { useHref } from '@client/lib/paths';
import { useBidAction, useFavorite, useRequestReview } from '../api/bids.mutations';

export function LeadActions({ bid }: { bid: BidView }) {
  const { t } = useTranslation('quotes');
  const href = useHref();
  const navigate = useNavigate();
  const toast = useToast();
  const action = useBidAction();
  const favorite = useFavorite();
  const review = useRequestReview();
  const [confirm, setConfirm] = useState<'pass' | 'decline' | 'completed' | null>(null);
  const can = (a: string) => bid.available_actions.includes(a);
  const id = bid.quote_bid_id;

  async function run(a: 'accept' | 'decline' | 'pass' | 'archive' | 'unarchive' | 'completed') {
    await action.mutateAsync({ id, action: a });
    setConfirm(null);
    toast.show(t(`lead>done_${a}`), { tone: 'success' });
    if (a === 'pass' || a === 'decline') navigate(href('requests'));
  }

  async function askReview() {
    try {
      await review.mutateAsync(id);
      toast.show(t('lead>done_review_request'), { tone: 'success' });
    } catch (err) {
      toast.show(errorMessageOf(err, t('requests|form>network')), { tone: 'error' });
    }
  }

  const narrowed = bid.narrow_status === 1 && can('accept');
  return (
    <div>
      {narrowed ? (
        <Alert tone="info">
          <strong>{t('lead>narrow_title')}</strong> {t('lead>narrow_body')}
          <div
            css={css`
              display: flex;
              gap: ${theme.space[2]};
              margin-top: ${theme.space[3]};
            `}
          >
            <Button size="sm" onClick={() => void run('accept')} loading={action.isPending}>
              {t('lead>accept')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setConfirm('decline')}>
              {t('lead>decline')}
            </Button>
          </div>
        </Alert>
      ) : null}
      {bid.quote_status_id === 3 && can('completed') ? (
        <Button block size="lg" onClick={() => setConfirm('completed')} data-testid="mark-complete">
          <Icon name="check-circle" size={20} />
          {t('lead>complete')}
        </Button>
      ) : null}
      {bid.quote_status_id === 4 && !bid.is_reviewed ? (
        <Button block size="lg" variant="secondary" onClick={() => void askReview()} loading={review.isPending}>
          <Icon name="star" size={20} />
          {t('lead>ask_review')}
        </Button>
      ) : null}
      <WorkspaceActions label={t('lead>actions')} spaceAbove={2}>
        <Button
          size="sm"
          variant="secondary"
          aria-pressed={bid.provider_tag === 'favorite'}
          loading={favorite.isPending}
          onClick={() => favorite.mutate({ id, favorite: bid.provider_tag !== 'favorite' })}
        >
          <Icon name="heart" size={16} />
          {bid.provider_tag === 'favorite' ? t('lead>unfavorite') : t('lead>favorite')}
        </Button>
        {can('archive') ? <WorkspaceAction icon="inbox" label={t('lead>archive')} onClick={() => void run('archive')} /> : null}
        {can('unarchive') ? <WorkspaceAction icon="reply" label={t('lead>unarchive')} onClick={() => void run('unarchive')} /> : null}
        {can('pass') && !narrowed ? (
          <WorkspaceAction icon="close" label={t('lead>pass')} variant="ghost" onClick={() => setConfirm('pass')} />
        ) : null}
      </WorkspaceActions>
      <ConfirmMove
        open={confirm !== null}
        title={confirm ? t(`lead>confirm_${confirm}_title`) : ''}
        body={confirm ? t(`lead>confirm_${confirm}_body`) : ''}
        cancelLabel={t('common|cancel')}
        confirmLabel={confirm ? t(`lead>confirm_${confirm}`) : ''}
        confirmVariant={confirm === 'completed' ? 'primary' : 'danger'}
        busy={action.isPending}
        onConfirm={() => confirm && void run(confirm)}
        onClose={() => setConfirm(null)}
      />
    </div>
  );
}
