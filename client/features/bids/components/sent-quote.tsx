/** The pro's own quote as sent: type, price, note, files and when it was sent or last changed. */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BidView } from '@shared/schemas/bids.schema';
import { theme } from '@client/styles/theme';
import { rowTop, secondarySmall } from '@client/styles/layout';
import { priceText, typeText } from './bid-format';
import { QuoteNote } from './quote-note';

export function SentQuote({ bid, action }: { bid: BidView; action?: ReactNode }) {
  const { t } = useTranslation('quotes');
  if (!bid.quote_sent_on) return null;
  return (
    <section aria-labelledby="sent-quote-title">
      <div
        css={css`
          ${rowTop(2)};
          justify-content: space-between;
        `}
      >
        <div>
          <h2
            id="sent-quote-title"
            css={css`
              font-size: ${theme.font.size.md};
              margin: 0;
            `}
          >
            {t('composer>your_quote')}
          </h2>
          <p
            css={css`
              ${secondarySmall};
              margin: 0;
            `}
          >
            {typeText(t, bid)}
          </p>
        </div>
        {action}
      </div>
      <p
        css={css`
          margin: ${theme.space[2]} 0 0;
          font-size: ${theme.font.size.xxl};
          font-weight: ${theme.font.weight.bold};
          font-variant-numeric: tabular-nums;
        `}
      >
        {priceText(t, bid)}
      </p>
      <QuoteNote bid={bid} noteSpace={2} after={bid.is_requestor_readed ? ` · ${t('composer>seen_by_customer')}` : ''} />
    </section>
  );
}
