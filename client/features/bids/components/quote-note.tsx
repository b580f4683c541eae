/**
 * Under a quote's price: its inspection fee (safetyPayment flag, docs/decisions/0037), its note (line breaks kept),
 * its files, and when it was sent or last changed.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import type { BidView } from '@shared/schemas/bids.schema';
import { formatDateTime } from '@shared/utils/dates';
import { formatHkd } from '@shared/utils/format';
import { useEnv } from '@client/lib/env';
import { theme } from '@client/styles/theme';
import { AttachmentList } from './attachment-list';

export function QuoteNote({ bid, noteSpace, after }: { bid: BidView; noteSpace: 2 | 3; after?: string }) {
  const { t, i18n } = useTranslation('quotes');
  const lng = i18n.language as Language;
  const inspectionFee = useEnv().featureFlags.safetyPayment ? bid.inspection_fee : null;
  return (
    <>
      {inspectionFee !== null ? (
        <p css={inspectionStyles} data-testid="quote-inspection-fee">
          {t('quote>inspection_fee', { fee: formatHkd(inspectionFee) })}
        </p>
      ) : null}
      {bid.price_note ? (
        <p
          css={css`
            white-space: pre-line;
            margin: ${theme.space[noteSpace]} 0 0;
          `}
        >
          {bid.price_note}
        </p>
      ) : null}
      <AttachmentList items={bid.attachments} />
      {bid.quote_sent_on ? (
        <p css={sentStyles}>
          {bid.quote_last_update_on
            ? t('quote>updated_on', { when: formatDateTime(bid.quote_last_update_on, lng) })
            : t('quote>sent_on', { when: formatDateTime(bid.quote_sent_on, lng) })}
          {after}
        </p>
      ) : null}
    </>
  );
}

const inspectionStyles = css`
  margin: ${theme.space[2]} 0 0;
  font-weight: ${theme.font.weight.medium};
`;

const sentStyles = css`
  margin: ${theme.space[2]} 0 0;
  font-size: ${theme.font.size.xs};
  color: ${theme.color.textMuted};
`;
