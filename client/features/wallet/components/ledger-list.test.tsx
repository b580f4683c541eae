import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type * as LinkRouter from '@client/test/link-router';
import type { WalletTransaction } from '@shared/schemas/wallet.schema';
import { WALLET_TX_TYPES } from '@shared/domain/wallet-ledger';
import { createI18n } from '@client/lib/i18n';
import pricing from '../../../../locales/en-HK/pricing.json';
import common from '../../../../locales/en-HK/common.json';
import { LedgerList } from './ledger-list';

jest.mock('react-router', () => jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter());

let id = 0;
const row = (o: Partial<WalletTransaction>): WalletTransaction => ({
  id: ++id,
  type: WALLET_TX_TYPES.QUOTE_FEE,
  type_name: 'quote_fee',
  amount: -18,
  balance_after: 182,
  quote_bid_id: 41,
  description: 'quote_fee',
  created: '2026-11-20 04:00:00',
  ...o,
});

describe('LedgerList', () => {
  it('when rows carry a refund reason, a coupon code or free text, then each row says so, and a plain fee is named by its type', () => {
    render(
      <I18nextProvider i18n={createI18n('en-HK', { pricing, common })}>
        <LedgerList
          items={[
            row({ type: WALLET_TX_TYPES.QUOTE_FEE_REFUND, amount: 18, balance_after: 200, description: 'quote_fee_refund:unread_48h' }),
            row({ type: WALLET_TX_TYPES.COUPON, amount: 30, quote_bid_id: null, description: 'coupon:SIFU-HELLO' }),
            row({ type: WALLET_TX_TYPES.ADJUSTMENT, amount: 5, quote_bid_id: null, description: 'Goodwill credit after a site outage' }),
            row({}),
          ]}
        />
      </I18nextProvider>,
    );
    const rows = screen.getAllByRole('listitem');
    expect(rows[0].textContent).toContain('Quote fee refund (not opened within 48 hours)');
    expect(rows[0].textContent).toContain('+HK$18');
    expect(rows[1].textContent).toContain('Coupon SIFU-HELLO');
    expect(rows[2].textContent).toContain('Goodwill credit after a site outage');
    expect(rows[3].textContent).toContain('Quote fee');
    expect(rows[3].textContent).toContain('Quote #41');
  });
});
