/**
 * The quotes of one request, aligned so price, type, rating, hires and response time compare at a glance
 * (DESIGN.md "Quotes comparison"); each card opens the quote with its chat.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import type { BidView } from '@shared/schemas/bids.schema';
import { Avatar } from '@client/ui/avatar';
import { Badge } from '@client/ui/badge';
import { CardCoverLink, linkCardStyles } from '@client/ui/link-card';
import { MediaRow } from '@client/ui/media-row';
import { Rating } from '@client/ui/rating';
import { Skeleton } from '@client/ui/skeleton';
import { theme } from '@client/styles/theme';
import { bareList, clampLines, row, secondarySmall } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { useNow } from '@client/lib/use-now';
import { agoText } from '@client/lib/day-label';
import { responseText } from '@client/lib/response-text';
import { bidStatus, priceText, ratingLabel, typeText } from './bid-format';

export function proName(bid: BidView, lng: Language): string {
  const s = bid.service;
  if (!s) return '';
  return (lng === 'zh-HK' ? s.business_name_zh : s.business_name_en) || s.business_name_zh || s.business_name_en;
}

export function QuoteCompare({ bids }: { bids: BidView[] }) {
  const { t } = useTranslation('quotes');
  const sorted = [...bids].sort(
    (a, b) =>
      (b.quote_status_id >= 3 ? 1 : 0) - (a.quote_status_id >= 3 ? 1 : 0) ||
      Number(a.is_requestor_rejected) - Number(b.is_requestor_rejected),
  );
  return (
    <section aria-labelledby="quotes-title">
      <h2
        id="quotes-title"
        css={css`
          font-size: ${theme.font.size.lg};
          margin: 0 0 ${theme.space[3]};
        `}
      >
        {t('quotes>title', { count: bids.length })}
      </h2>
      <ul css={gridStyles}>
        {sorted.map((b) => (
          <QuoteCard key={b.quote_bid_id} bid={b} highlights={highlightsOf(b, bids)} />
        ))}
      </ul>
    </section>
  );
}

/** "Lowest price" (fixed-price quotes) and "Top rated" markers, only when there is something to compare. */
function highlightsOf(bid: BidView, all: BidView[]): Array<'lowest' | 'top_rated'> {
  const live = all.filter((b) => !b.is_requestor_rejected);
  if (live.length < 2 || bid.is_requestor_rejected) return [];
  const out: Array<'lowest' | 'top_rated'> = [];
  const flats = live.filter((b) => b.rating_type === 'flat' && b.flat_rate_at !== null).map((b) => b.flat_rate_at as number);
  if (bid.rating_type === 'flat' && flats.length > 1 && bid.flat_rate_at === Math.min(...flats)) out.push('lowest');
  const rated = live.filter((b) => (b.service?.review_count ?? 0) > 0).map((b) => b.service?.rating ?? 0);
  if ((bid.service?.review_count ?? 0) > 0 && rated.length > 1 && bid.service?.rating === Math.max(...rated)) out.push('top_rated');
  return out;
}

function QuoteCard({ bid, highlights }: { bid: BidView; highlights: Array<'lowest' | 'top_rated'> }) {
  const { t, i18n } = useTranslation('quotes');
  const lng = i18n.language as Language;
  const href = useHref();
  const now = useNow();
  const s = bid.service;
  const name = proName(bid, lng);
  const status = bidStatus(bid);
  const response = responseText(t, s?.response_minutes, 'quotes');
  const unreadQuote = !bid.is_requestor_readed;
  return (
    <li
      css={[
        cardStyles,
        bid.is_requestor_rejected &&
          css`
            opacity: 0.7;
          `,
      ]}
      data-testid="quote-card"
    >
      <MediaRow
        media={<Avatar name={name} src={s?.logo_url} size="md" />}
        end={
          unreadQuote ? (
            <span css={dotStyles}>
              <span className="visually-hidden">{t('quotes>unread')}</span>
            </span>
          ) : null
        }
      >
        <h3
          css={css`
            font-size: ${theme.font.size.md};
            margin: 0;
            overflow-wrap: anywhere;
          `}
        >
          <CardCoverLink to={href('projectQuote', { requestId: bid.quote_request_id, quoteId: bid.quote_bid_id })}>{name}</CardCoverLink>
        </h3>
        <span
          css={css`
            display: inline-flex;
            flex-wrap: wrap;
            gap: ${theme.space[1]};
          `}
        >
          {s?.is_verified ? (
            <Badge tone="success" icon="verified">
              {t('pro>verified')}
            </Badge>
          ) : null}
          {highlights.map((h) => (
            <Badge key={h} tone="warning" icon={h === 'lowest' ? 'tag' : 'award'}>
              {t(`quotes>${h}`)}
            </Badge>
          ))}
        </span>
      </MediaRow>
      <dl css={rowsStyles}>
        <div>
          <dt>{t('quotes>price')}</dt>
          <dd
            css={css`
              font-size: ${theme.font.size.xl};
              font-weight: ${theme.font.weight.bold};
              color: ${theme.color.text};
              font-variant-numeric: tabular-nums;
            `}
          >
            {priceText(t, bid)}
          </dd>
        </div>
        <div>
          <dt>{t('quotes>type')}</dt>
          <dd>{typeText(t, bid)}</dd>
        </div>
        <div>
          <dt>{t('quotes>rating')}</dt>
          <dd>
            {s && s.review_count > 0 ? (
              <Rating value={s.rating} count={s.review_count} label={ratingLabel(t, s.rating, s.review_count)} size="sm" />
            ) : (
              t('pro>no_reviews')
            )}
          </dd>
        </div>
        <div>
          <dt>{t('quotes>hires')}</dt>
          <dd>{t('pro>hires', { count: s?.hired_count ?? 0 })}</dd>
        </div>
        <div>
          <dt>{t('quotes>response')}</dt>
          <dd>{response ?? '—'}</dd>
        </div>
      </dl>
      {bid.price_note ? <p css={noteStyles}>{bid.price_note}</p> : null}
      <div
        css={css`
          ${row(2)};
          justify-content: space-between;
          margin-top: auto;
          padding-top: ${theme.space[3]};
          ${secondarySmall};
        `}
      >
        <Badge tone={status.tone}>{t(`status>${status.key}`)}</Badge>
        <span
          css={css`
            display: inline-flex;
            gap: ${theme.space[2]};
            align-items: center;
          `}
        >
          {bid.unread_count > 0 ? (
            <Badge tone="danger" icon="message">
              {t('requests|projects>unread', { count: bid.unread_count })}
            </Badge>
          ) : null}
          {bid.quote_sent_on ? agoText(t, bid.quote_last_update_on ?? bid.quote_sent_on, lng, now) : null}
        </span>
      </div>
    </li>
  );
}

export function QuoteCompareSkeleton() {
  return (
    <div css={gridStyles} aria-hidden="true">
      {[0, 1].map((i) => (
        <Skeleton key={i} height={300} />
      ))}
    </div>
  );
}

const gridStyles = css`
  ${bareList};
  display: grid;
  gap: ${theme.space[3]};
  grid-template-columns: 1fr;
  ${theme.breakpoint.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${theme.breakpoint.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const cardStyles = css`
  ${linkCardStyles};
  display: flex;
  flex-direction: column;
  padding: ${theme.space[4]};
  box-shadow: ${theme.shadow.card};
`;

const rowsStyles = css`
  margin: ${theme.space[3]} 0 0;
  display: grid;
  gap: ${theme.space[1]};
  div {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: ${theme.space[3]};
    min-height: 28px;
  }
  dt {
    color: ${theme.color.textSecondary};
    font-size: ${theme.font.size.sm};
    flex-shrink: 0;
  }
  dd {
    margin: 0;
    text-align: right;
    font-size: ${theme.font.size.sm};
  }
`;

const noteStyles = css`
  margin: ${theme.space[3]} 0 0;
  padding: ${theme.space[2]} ${theme.space[3]};
  background: ${theme.color.background};
  border-radius: ${theme.radius.control};
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textSecondary};
  ${clampLines(3)};
`;

const dotStyles = css`
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${theme.color.danger};
  flex-shrink: 0;
`;
