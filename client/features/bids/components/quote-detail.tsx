/**
 * One quote as the consumer sees it: who the pro is (rating, hires, response time, verified), the price with
 * its type, note and files, and what can be done now (SPEC §4: hire, undo hire, reject, undo reject, review),
 * driven by the server's `available_actions`.
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import type { Language } from '@shared/i18n/i18n-config';
import type { BidView } from '@shared/schemas/bids.schema';
import { formatDay } from '@shared/utils/dates';
import { Avatar } from '@client/ui/avatar';
import { Badge } from '@client/ui/badge';
import { Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { MediaRow } from '@client/ui/media-row';
import { Icon } from '@client/ui/icon';
import { Rating } from '@client/ui/rating';
import { Alert } from '@client/ui/alert';
import { useToast } from '@client/ui/toast';
import { theme } from '@client/styles/theme';
import { cluster } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { responseText } from '@client/lib/response-text';
import { slotText } from '@client/lib/request-when';
import { formatPhone } from '@shared/utils/format';
import { useBidAction } from '../api/bids.mutations';
import { bidStatus, priceText, ratingLabel, typeText } from './bid-format';
import { proName } from './quote-compare';
import { QuoteNote } from './quote-note';
import { HireSheet } from './hire-sheet';
import { RejectSheet } from './reject-sheet';
import { ReviewForm } from './review-form';

export function QuoteDetail({ bid }: { bid: BidView }) {
  const { t, i18n } = useTranslation('quotes');
  const lng = i18n.language as Language;
  const href = useHref();
  const toast = useToast();
  const action = useBidAction();
  const [sheet, setSheet] = useState<'hire' | 'reject' | null>(null);
  const s = bid.service;
  const name = proName(bid, lng);
  const status = bidStatus(bid);
  const can = (a: string) => bid.available_actions.includes(a);
  const response = responseText(t, s?.response_minutes, 'quotes');

  async function run(a: 'undo_hire' | 'undo_reject') {
    await action.mutateAsync({ id: bid.quote_bid_id, action: a });
    toast.show(t(`quote>done_${a}`), { tone: 'success' });
  }

  return (
    <Card>
      <MediaRow media={<Avatar name={name} src={s?.logo_url} size="lg" />}>
        <h1
          css={css`
            font-size: ${theme.font.size.xl};
            margin: 0;
            overflow-wrap: anywhere;
          `}
        >
          {name}
        </h1>
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            gap: ${theme.space[1]} ${theme.space[3]};
            align-items: center;
            font-size: ${theme.font.size.sm};
            color: ${theme.color.textSecondary};
          `}
        >
          {s && s.review_count > 0 ? (
            <Rating value={s.rating} count={s.review_count} label={ratingLabel(t, s.rating, s.review_count)} size="sm" />
          ) : (
            <span>{t('pro>no_reviews')}</span>
          )}
          <span>{t('pro>hires', { count: s?.hired_count ?? 0 })}</span>
          {s?.is_verified ? (
            <Badge tone="success" icon="verified">
              {t('pro>verified')}
            </Badge>
          ) : null}
        </div>
      </MediaRow>
      {response ? (
        <p css={metaLine}>
          <Icon name="timer" size={16} />
          {response}
        </p>
      ) : null}
      {s ? (
        <p css={metaLine}>
          <Icon name="user" size={16} />
          <Link to={href('service', { serviceId: s.quote_service_id })}>{t('quote>view_profile')}</Link>
        </p>
      ) : null}

      <section aria-labelledby="quote-box" css={quoteBox}>
        <div
          css={css`
            display: flex;
            justify-content: space-between;
            align-items: flex-start;
            gap: ${theme.space[2]};
          `}
        >
          <div>
            <h2
              id="quote-box"
              css={css`
                font-size: ${theme.font.size.sm};
                color: ${theme.color.textSecondary};
                margin: 0;
                font-weight: ${theme.font.weight.medium};
              `}
            >
              {typeText(t, bid)}
            </h2>
            <p
              css={css`
                font-size: ${theme.font.size.xxl};
                font-weight: ${theme.font.weight.bold};
                margin: 0;
                font-variant-numeric: tabular-nums;
              `}
              data-testid="quote-price"
            >
              {priceText(t, bid)}
            </p>
          </div>
          <Badge tone={status.tone} solid={status.key === 'hired'}>
            {t(`status>${status.key}`)}
          </Badge>
        </div>
        <QuoteNote bid={bid} noteSpace={3} />
      </section>

      {bid.quote_status_id >= 3 && bid.quote_status_id <= 5 ? (
        <Alert tone="success">
          <strong>{t('quote>hired_title')}</strong>{' '}
          {bid.hire_date
            ? t('quote>hired_when', { date: formatDay(bid.hire_date, lng), time: slotText(t, bid.hire_time_slot ?? '') })
            : null}
          {s?.phone ? (
            <>
              {' '}
              {t('quote>call_pro')} <a href={`tel:${s.phone}`}>{formatPhone(s.phone)}</a>
            </>
          ) : null}
        </Alert>
      ) : null}
      {bid.is_requestor_rejected ? (
        <Alert tone="warning">
          {t('quote>rejected_note')}
          {bid.requestor_note ? `「${bid.requestor_note}」` : ''}
        </Alert>
      ) : null}

      <div css={actionsStyles}>
        {can('hired') && bid.quote_status_id === 2 ? (
          <Button size="lg" block onClick={() => setSheet('hire')} data-testid="hire">
            <Icon name="check-circle" size={20} />
            {t('quote>hire')}
          </Button>
        ) : null}
        {can('reject') ? (
          <Button variant="ghost" onClick={() => setSheet('reject')}>
            {t('quote>reject')}
          </Button>
        ) : null}
        {can('undo_reject') ? (
          <Button variant="secondary" loading={action.isPending} onClick={() => void run('undo_reject')}>
            {t('quote>undo_reject')}
          </Button>
        ) : null}
        {can('undo_hire') ? (
          <Button variant="ghost" loading={action.isPending} onClick={() => void run('undo_hire')}>
            {t('quote>undo_hire')}
          </Button>
        ) : null}
      </div>

      {bid.quote_status_id === 3 ? <p css={hintLine}>{t('quote>wait_completion')}</p> : null}
      {can('reviews') && !bid.is_reviewed ? (
        <div
          css={css`
            margin-top: ${theme.space[6]};
            border-top: 1px solid ${theme.color.border};
            padding-top: ${theme.space[4]};
          `}
        >
          <ReviewForm bid={bid} proName={name} onDone={() => toast.show(t('review>thanks'), { tone: 'success' })} />
        </div>
      ) : null}
      {bid.is_reviewed ? (
        <Alert tone="success">
          {t('review>done')} {s ? <Link to={href('service', { serviceId: s.quote_service_id })}>{t('review>see_on_profile')}</Link> : null}
        </Alert>
      ) : null}

      <HireSheet
        bid={bid}
        proName={name}
        open={sheet === 'hire'}
        onClose={() => setSheet(null)}
        onHired={() => {
          setSheet(null);
          toast.show(t('quote>done_hire', { name }), { tone: 'success' });
        }}
      />
      <RejectSheet
        bid={bid}
        open={sheet === 'reject'}
        onClose={() => setSheet(null)}
        onDone={() => {
          setSheet(null);
          toast.show(t('quote>done_reject'), { tone: 'success' });
        }}
      />
    </Card>
  );
}

const metaLine = css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  margin: ${theme.space[2]} 0 0;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textSecondary};
`;

const hintLine = css`
  margin: ${theme.space[2]} 0 0;
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;

const quoteBox = css`
  margin: ${theme.space[4]} 0;
  padding: ${theme.space[4]};
  border-radius: ${theme.radius.card};
  background: ${theme.color.background};
  border: 1px solid ${theme.color.border};
`;

const actionsStyles = css`
  ${cluster(2)};
  align-items: center;
  & > button:first-of-type[data-testid='hire'] {
    flex-basis: 100%;
  }
`;
