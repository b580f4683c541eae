import { screen } from '@testing-library/react';
import type { BidView } from '@shared/schemas/bids.schema';
import { DEFAULT_FEATURE_FLAGS } from '@shared/config/feature-flags';
import { EnvContext } from '@client/lib/env';
import { renderWithProviders } from '@client/test/render-with-providers';
import quotes from '../../../../locales/en-HK/quotes.json';
import zhQuotes from '../../../../locales/zh-HK/quotes.json';
import { QuoteNote } from './quote-note';

const bid = {
  rating_type: 'onsite',
  inspection_fee: 300,
  price_note: 'I need to see the pipes first.',
  attachments: [],
  quote_sent_on: '2026-11-22 01:00:00',
  quote_last_update_on: null,
} as unknown as BidView;

function renderNote(b: BidView, { safetyPayment = true, zh = false } = {}) {
  const env = { PUBLIC_URL: 'http://localhost:3000', featureFlags: { ...DEFAULT_FEATURE_FLAGS, safetyPayment } };
  return renderWithProviders(
    <EnvContext.Provider value={env}>
      <QuoteNote bid={b} noteSpace={3} />
    </EnvContext.Provider>,
    zh ? { lng: 'zh-HK', resources: { quotes: zhQuotes } } : { lng: 'en-HK', resources: { quotes } },
  );
}

describe('QuoteNote', () => {
  it('when the quote has an inspection fee, then both sides read it with the deduction, in either language', () => {
    const { unmount } = renderNote(bid);
    expect(screen.getByTestId('quote-inspection-fee').textContent).toBe('Inspection fee HK$300 · deducted if hired');
    unmount();
    renderNote(bid, { zh: true });
    expect(screen.getByTestId('quote-inspection-fee').textContent).toBe('上門檢查費 HK$300 · 如獲聘請施工會從工程價錢扣除');
  });

  it('when a later flat quote kept the fee, then it still shows under the price', () => {
    renderNote({ ...bid, rating_type: 'flat', flat_rate_at: 1200 });
    expect(screen.getByText('Inspection fee HK$300 · deducted if hired')).toBeTruthy();
  });

  it('when there is no fee, or the safetyPayment flag is off, then no inspection fee line shows', () => {
    const { unmount } = renderNote({ ...bid, inspection_fee: null });
    expect(screen.queryByTestId('quote-inspection-fee')).toBeNull();
    expect(screen.getByText('I need to see the pipes first.')).toBeTruthy();
    unmount();
    renderNote(bid, { safetyPayment: false });
    expect(screen.queryByTestId('quote-inspection-fee')).toBeNull();
  });
});
