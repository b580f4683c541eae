/**
 * The pro's leads and works as a list with a clear unread state (DESIGN.md "Pro dashboard"): bold with a dot
 * until read, who and what, where and when, and what has happened (quoted, hired, messages).
 */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Language } from '@shared/i18n/i18n-config';
import type { BidView } from '@shared/schemas/bids.schema';
import { Avatar } from '@client/ui/avatar';
import { Badge, type BadgeTone } from '@client/ui/badge';
import { Icon, type IconName } from '@client/ui/icon';
import { CardCoverLink, linkCardStyles } from '@client/ui/link-card';
import { Skeleton } from '@client/ui/skeleton';
import { theme } from '@client/styles/theme';
import { bareList, clampLines, iconFactsLine, stack, timeAside } from '@client/styles/layout';
import { useNow } from '@client/lib/use-now';
import { agoText } from '@client/lib/day-label';
import { localName, requestWhenShort } from '@client/lib/request-when';
import { bidStatus, priceText } from './bid-format';

export function ProBidList({
  items,
  hrefFor,
  extra,
}: {
  items: BidView[];
  hrefFor: (b: BidView) => string;
  extra?: (b: BidView) => ReactNode;
}) {
  return (
    <ul css={[bareList, stack(2)]}>
      {items.map((b) => (
        <ProBidCard key={b.quote_bid_id} bid={b} to={hrefFor(b)} extra={extra?.(b)} />
      ))}
    </ul>
  );
}

function ProBidCard({ bid: b, to, extra }: { bid: BidView; to: string; extra?: ReactNode }) {
  const { t, i18n } = useTranslation('quotes');
  const lng = i18n.language as Language;
  const now = useNow();
  const unread = !b.is_provider_readed;
  const name = b.consumer?.full_name ?? t('leads>customer');
  const when = requestWhenShort(t, b.request, lng, now);
  const status = bidStatus(b);
  return (
    <li css={[cardStyles, unread && unreadStyles]} data-testid="lead-card" data-unread={unread || undefined}>
      <Avatar name={name} size="md" />
      <div
        css={css`
          flex: 1;
          min-width: 0;
        `}
      >
        <div
          css={css`
            display: flex;
            justify-content: space-between;
            gap: ${theme.space[2]};
            align-items: baseline;
          `}
        >
          <h2
            css={css`
              margin: 0;
              font-size: ${theme.font.size.md};
              font-weight: ${unread ? theme.font.weight.bold : theme.font.weight.medium};
              min-width: 0;
              overflow-wrap: anywhere;
            `}
          >
            <CardCoverLink to={to}>
              {unread ? (
                <>
                  <span css={inlineDot} aria-hidden="true" />
                  <span className="visually-hidden">{t('leads>unread')}: </span>
                </>
              ) : null}
              {localName(b.request.category, lng)} · {name}
            </CardCoverLink>
          </h2>
          <span css={timeAside}>{agoText(t, b.created, lng, now)}</span>
        </div>
        <p css={metaStyles}>
          {b.request.district ? (
            <span>
              <Icon name="map-pin" size={14} />
              {localName(b.request.district, lng)}
            </span>
          ) : null}
          {when ? (
            <span>
              <Icon name="calendar" size={14} />
              {when}
            </span>
          ) : null}
        </p>
        {b.request.description ? <p css={descStyles}>{b.request.description}</p> : null}
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            gap: ${theme.space[1]};
            margin-top: ${theme.space[2]};
            align-items: center;
          `}
        >
          <Badge tone={status.tone}>{t(`status>${status.key}`)}</Badge>
          {b.quote_sent_on ? (
            <span
              css={css`
                font-size: ${theme.font.size.sm};
                font-weight: ${theme.font.weight.bold};
              `}
            >
              {priceText(t, b)}
            </span>
          ) : null}
          {leadFlags(t, b).map(({ tone, icon, text }) => (
            <Badge key={icon} tone={tone} icon={icon}>
              {text}
            </Badge>
          ))}
        </div>
        {extra ? (
          <div
            css={css`
              position: relative;
              z-index: 1;
              margin-top: ${theme.space[2]};
            `}
          >
            {extra}
          </div>
        ) : null}
      </div>
    </li>
  );
}

interface LeadFlag {
  tone: BadgeTone;
  icon: IconName;
  text: string;
}

/** The lead's flags after its status and price: a confirmed phone, a discount, a favourite, unread messages. */
function leadFlags(t: TFunction, b: BidView): LeadFlag[] {
  const flags: (LeadFlag | false | undefined)[] = [
    b.consumer?.is_phone_confirmed && { tone: 'success', icon: 'phone', text: t('leads>phone_verified') },
    b.discount_percent > 0 && { tone: 'warning', icon: 'tag', text: t('leads>discount', { percent: b.discount_percent }) },
    b.provider_tag === 'favorite' && { tone: 'brand', icon: 'heart', text: t('leads>favorite') },
    b.unread_count > 0 && { tone: 'danger', icon: 'message', text: t('requests|projects>unread', { count: b.unread_count }) },
  ];
  return flags.filter((f): f is LeadFlag => Boolean(f));
}

export function ProBidListSkeleton() {
  return (
    <div css={stack(2)} aria-hidden="true">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} height={112} />
      ))}
    </div>
  );
}

const cardStyles = css`
  ${linkCardStyles};
  display: flex;
  gap: ${theme.space[3]};
  align-items: flex-start;
  padding: ${theme.space[3]} ${theme.space[4]};
`;

const unreadStyles = css`
  background: ${theme.color.brandSoft};
  border-color: ${theme.color.brand};
  box-shadow: inset 4px 0 0 ${theme.color.brand};
`;

const metaStyles = css`
  ${iconFactsLine};
  gap: 2px ${theme.space[3]};
  margin: ${theme.space[1]} 0 0;
`;

const descStyles = css`
  margin: ${theme.space[1]} 0 0;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textSecondary};
  ${clampLines(2)};
`;

const inlineDot = css`
  display: inline-block;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${theme.color.danger};
  margin-right: ${theme.space[2]};
  vertical-align: middle;
`;
