/** A small count for the dashboard navigation (messages + new leads or quotes), hidden at zero. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { UnreadCount } from '@shared/schemas/bids.schema';
import { theme } from '@client/styles/theme';
import { useUnreadCount } from '../api/notifications.queries';

export type UnreadKind = 'projects' | 'leads' | 'messages' | 'notifications' | 'total';

export function countOf(c: UnreadCount | undefined, kind: UnreadKind): number {
  if (!c) return 0;
  switch (kind) {
    case 'projects':
      return c.unread_quotes + c.unread_messages;
    case 'leads':
      return c.unread_leads;
    case 'messages':
      return c.unread_messages;
    case 'notifications':
      return c.unread_notifications;
    default:
      return c.total;
  }
}

export function UnreadBadge({ kind }: { kind: UnreadKind }) {
  const { data } = useUnreadCount();
  return <CountBadge n={countOf(data, kind)} kind={kind} />;
}

/** The badge itself, for counts read elsewhere (user/me's unreadBookingCount beside the appointments). */
export function CountBadge({ n, kind }: { n: number; kind: string }) {
  const { t } = useTranslation('dashboard');
  if (!n) return null;
  return (
    <span css={badgeStyles} data-testid={`unread-${kind}`}>
      <span aria-hidden="true">{n > 99 ? '99+' : n}</span>
      <span className="visually-hidden">{t('nav>unread_count', { count: n })}</span>
    </span>
  );
}

const badgeStyles = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  margin-left: ${theme.space[1]};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.danger};
  color: #fff;
  font-size: 12px;
  font-weight: ${theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  line-height: 1;
`;
