/** One appointment in the list: when, what, with whom, and its state. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import type { Language } from '@shared/i18n/i18n-config';
import type { Appointment } from '@shared/schemas/reservations.schema';
import { formatDateTime, formatTime } from '@shared/utils/dates';
import { Badge } from '@client/ui/badge';
import { theme } from '@client/styles/theme';
import { cardSurface, cluster, stack } from '@client/styles/layout';

export function AppointmentCard({ a, to }: { a: Appointment; to: string }) {
  const { t, i18n } = useTranslation('workspace');
  const lng = i18n.language as Language;
  return (
    <li css={item}>
      <Link to={to} css={link}>
        <span css={when}>
          {formatDateTime(a.begin_time, lng)}–{formatTime(a.end_time)}
        </span>
        <span>
          {a.category_name} · {t(a.role === 'consumer' ? 'booking>with_pro' : 'booking>with_customer', { name: a.other_name })}
        </span>
        <span css={badges}>
          <Badge tone={a.status === 'booked' ? 'success' : 'neutral'}>{t(`booking>status_${a.status}`)}</Badge>
          <Badge tone="brand">{t(`booking>role_${a.role}`)}</Badge>
        </span>
      </Link>
    </li>
  );
}

const item = css`
  list-style: none;
  ${cardSurface};
`;
const link = css`
  ${stack(1)};
  padding: ${theme.space[4]};
  color: ${theme.color.text};
  text-decoration: none;
`;
const when = css`
  font-weight: ${theme.font.weight.bold};
`;
const badges = cluster(2);
