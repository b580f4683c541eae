/** What the booker sees once booked on the landing page: the time, the reference, and how changes are made. */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import type { GreserveConfirmation } from '@shared/schemas/google-reserve.schema';
import { formatDateTime, formatTime } from '@shared/utils/dates';
import { Card } from '@client/ui/card';
import { theme } from '@client/styles/theme';
import { stack } from '@client/styles/layout';

export function BookingConfirmation({ confirmation: c, actions }: { confirmation: GreserveConfirmation; actions?: ReactNode }) {
  const { t, i18n } = useTranslation('bookings');
  const lng = i18n.language as Language;
  return (
    <Card>
      <div role="status" css={box}>
        <h2 css={title}>{t('google_reserve>done_title')}</h2>
        <p css={line}>
          {t('google_reserve>done_body', {
            item: c.item_name,
            name: c.business_name,
            when: formatDateTime(c.begin_time, lng),
            end: formatTime(c.end_time),
          })}
        </p>
        <p css={line}>{t('google_reserve>done_ref', { ref: c.greserve_id })}</p>
        <p css={muted}>{t('google_reserve>done_email')}</p>
        {actions}
      </div>
    </Card>
  );
}

const box = stack(2);
const title = css`
  margin: 0;
  font-size: ${theme.font.size.xl};
  color: ${theme.color.success};
`;
const line = css`
  margin: 0;
  overflow-wrap: anywhere;
`;
const muted = css`
  margin: 0 0 ${theme.space[2]};
  color: ${theme.color.textSecondary};
`;
