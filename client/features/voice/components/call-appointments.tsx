/**
 * Call appointments in the calendar (SPEC §4 set appointment): the viewer's accepted and proposed call times from now
 * on, soonest first, each opening the bid's chat where it is managed. Nothing shows while there are none.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import type { AppointmentStatus } from '@shared/schemas/voice.schema';
import { formatDateTime } from '@shared/utils/dates';
import { Badge } from '@client/ui/badge';
import { Icon } from '@client/ui/icon';
import { Link } from '@client/ui/link';
import { theme } from '@client/styles/theme';
import { cardSurface, stack } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { useVoiceAppointments } from '../api/voice.queries';

const SHOWN: readonly AppointmentStatus[] = ['accepted', 'proposed'];

/** `role`: the viewer's, which decides where a bid's chat is. */
export function CallAppointments({ role }: { role: 'consumer' | 'pro' | undefined }) {
  const { t, i18n } = useTranslation('voice');
  const href = useHref();
  const { data } = useVoiceAppointments();
  const items = (data?.appointments ?? []).filter((a) => SHOWN.includes(a.status)).sort((a, b) => a.start_at.localeCompare(b.start_at));
  if (!items.length || !role) return null;
  // The chat of a bid: the pro's lead page, or the customer's page of the quote.
  const chatOf = (bidId: number) => (role === 'pro' ? href('leadDetail', { bidId }) : href('projectQuoteOnly', { quoteId: bidId }));
  return (
    <section aria-labelledby="call-appointments" css={section} data-testid="call-appointments">
      <h2 id="call-appointments" css={heading}>
        <Icon name="phone" size={18} />
        {t('calendar>title')}
      </h2>
      <ul css={list}>
        {items.map((a) => (
          <li key={a.id}>
            <Link
              to={chatOf(a.quote_bid_id)}
              css={card}
              aria-label={`${t('calendar>with', { name: a.other_name })}, ${formatDateTime(a.start_at, i18n.language as Language)}`}
            >
              <span css={when}>{formatDateTime(a.start_at, i18n.language as Language)}</span>
              <span>{t('calendar>with', { name: a.other_name })}</span>
              {a.note ? <span css={note}>{a.note}</span> : null}
              <span>
                <Badge tone={a.status === 'accepted' ? 'success' : 'warning'}>{t(`appointment>status_${a.status}`)}</Badge>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

const section = css`
  ${stack(3)};
`;

const heading = css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  margin: 0;
  font-size: ${theme.font.size.lg};
`;

const list = css`
  ${stack(3)};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const card = css`
  ${cardSurface};
  ${stack(1)};
  padding: ${theme.space[4]};
  color: inherit;
  text-decoration: none;
  &:hover {
    border-color: ${theme.color.brand};
  }
`;

const when = css`
  font-weight: ${theme.font.weight.bold};
`;

const note = css`
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
  overflow-wrap: anywhere;
`;
