/**
 * Conversations (dashboard/inbox) of either role: who, for which request, the price, the newest message and the
 * unread state. The pro's rows name the customer by first name until a quote is sent (the server decides).
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import type { BidView } from '@shared/schemas/bids.schema';
import { Avatar } from '@client/ui/avatar';
import { Badge } from '@client/ui/badge';
import { ListRow, RowList, RowMain } from '@client/ui/list-row';
import { theme } from '@client/styles/theme';
import { timeAside } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { useNow } from '@client/lib/use-now';
import { agoText } from '@client/lib/day-label';
import { localName } from '@client/lib/request-when';
import { bidStatus, priceText } from './bid-format';
import { proName } from './quote-compare';

export function InboxList({ items, side = 'consumer' }: { items: BidView[]; side?: 'consumer' | 'pro' }) {
  const { t, i18n } = useTranslation('quotes');
  const lng = i18n.language as Language;
  const href = useHref();
  const now = useNow();
  return (
    <RowList>
      {items.map((b) => {
        const name = side === 'pro' ? (b.consumer?.full_name ?? t('leads>customer')) : proName(b, lng);
        const district = b.request.district ? localName(b.request.district, lng) : null;
        const to =
          side === 'pro'
            ? href('leadDetail', { bidId: b.quote_bid_id })
            : href('projectQuote', { requestId: b.quote_request_id, quoteId: b.quote_bid_id });
        const status = bidStatus(b);
        const unread = b.unread_count > 0;
        return (
          <ListRow key={b.quote_bid_id} to={to} align="start">
            <Avatar name={name} src={side === 'pro' ? null : b.service?.logo_url} size="md" />
            <RowMain>
              <span
                css={css`
                  display: flex;
                  justify-content: space-between;
                  gap: ${theme.space[2]};
                `}
              >
                <strong
                  css={css`
                    font-weight: ${unread ? theme.font.weight.bold : theme.font.weight.medium};
                    overflow: hidden;
                    text-overflow: ellipsis;
                    white-space: nowrap;
                  `}
                >
                  {name}
                </strong>
                <span css={timeAside}>{agoText(t, b.modified, lng, now)}</span>
              </span>
              <span
                css={css`
                  display: block;
                  font-size: ${theme.font.size.sm};
                  color: ${theme.color.textSecondary};
                `}
              >
                {localName(b.request.category, lng)}
                {side === 'pro' && district ? ` · ${district}` : ''} · {priceText(t, b)}
              </span>
              {b.last_message ? (
                <span
                  css={css`
                    display: block;
                    margin-top: ${theme.space[1]};
                    font-size: ${theme.font.size.sm};
                    color: ${unread ? theme.color.text : theme.color.textSecondary};
                    overflow: hidden;
                    text-overflow: ellipsis;
                    white-space: nowrap;
                  `}
                >
                  {b.last_message.is_mine ? `${t('inbox>you')}: ` : ''}
                  {b.last_message.body}
                </span>
              ) : null}
              <span
                css={css`
                  display: flex;
                  gap: ${theme.space[1]};
                  margin-top: ${theme.space[1]};
                  flex-wrap: wrap;
                `}
              >
                <Badge tone={status.tone}>{t(`status>${status.key}`)}</Badge>
                {unread ? (
                  <Badge tone="danger" icon="message">
                    {t('requests|projects>unread', { count: b.unread_count })}
                  </Badge>
                ) : null}
              </span>
            </RowMain>
          </ListRow>
        );
      })}
    </RowList>
  );
}
