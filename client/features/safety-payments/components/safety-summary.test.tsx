/** A bid's safety payment at a glance, in its column and under its chat: held money, what to pay, what to set up, or nothing. */
import { screen, waitFor } from '@testing-library/react';
import type * as LinkRouter from '@client/test/link-router';
import { urlOf } from '@shared/api/endpoint';
import { safetyPaymentsContract as c } from '@shared/api/safety-payments.contract';
import { DEFAULT_FEATURE_FLAGS } from '@shared/config/feature-flags';
import { EnvContext } from '@client/lib/env';
import { mockApi, ok } from '@client/test/mock-api';
import { renderWithProviders, type Translations } from '@client/test/render-with-providers';
import dashboard from '../../../../locales/en-HK/dashboard.json';
import common from '../../../../locales/en-HK/common.json';
import dashboardZh from '../../../../locales/zh-HK/dashboard.json';
import commonZh from '../../../../locales/zh-HK/common.json';
import { safetyBid, safetyPart, safetyPayment } from '../test/safety-fixtures';
import { SafetySummary } from './safety-summary';

jest.mock('react-router', () => jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter('/en-HK/dashboard/quotes/5'));

const EN = { lng: 'en-HK' as const, resources: { dashboard, common } };
const ZH = { lng: 'zh-HK' as const, resources: { dashboard: dashboardZh, common: commonZh } };
const BID = `GET ${urlOf(c.bid, { params: { bidId: 5 } })}`;

function show(variant: 'card' | 'line', { flag = true, status = 3, lng = EN as Translations } = {}) {
  const env = { PUBLIC_URL: 'http://localhost:3000', featureFlags: { ...DEFAULT_FEATURE_FLAGS, safetyPayment: flag } };
  return renderWithProviders(
    <EnvContext.Provider value={env}>
      <SafetySummary bidId={5} quoteStatusId={status} variant={variant} />
    </EnvContext.Provider>,
    lng,
  );
}

describe('SafetySummary', () => {
  it('when money is held on the bid, then the card says how much Sifu holds, the pressing status and links to the payment', async () => {
    mockApi({
      [BID]: ok(
        safetyBid({
          payments: [
            safetyPayment({
              parts: [safetyPart({ status: 'held', held: 1200 }), safetyPart({ id: 32, status: 'refund_requested', held: 300 })],
            }),
          ],
        }),
      ),
    });
    show('card');
    const card = await screen.findByTestId('safety-summary');
    expect(card.textContent).toContain('HK$1,500 held by Sifu');
    expect(card.textContent).toContain('Refund requested');
    expect(screen.getByRole('link', { name: 'See the safety payment' }).getAttribute('href')).toBe('/en-HK/dashboard/safety-payments/5');
  });

  it('when the consumer can pay a suggestion, then the chat line offers it in Chinese', async () => {
    mockApi({ [BID]: ok(safetyBid({ suggestions: [{ kind: 'job', plan: 'full', price: 1200, parts: [1200] }] })) });
    show('line', { lng: ZH });
    const line = await screen.findByTestId('safety-summary-line');
    expect(line.textContent).toContain('將 HK$1,200 付入安心付');
    expect(screen.getByRole('link', { name: '用安心付付款' })).toBeTruthy();
  });

  it('when a hired pro has no payment yet, then the card asks to set one up; a voided payment counts as none', async () => {
    mockApi({ [BID]: ok(safetyBid({ role: 'pro', payments: [safetyPayment({ parts: [safetyPart({ status: 'void' })] })] })) });
    show('card');
    expect((await screen.findByTestId('safety-summary')).textContent).toContain('Get paid through Sifu');
    expect(screen.getByRole('link', { name: 'Set up the payment' })).toBeTruthy();
  });

  it('when the flag is off or the pro has not quoted, then nothing is read or shown', async () => {
    const calls = mockApi({ [BID]: ok(safetyBid({ suggestions: [{ kind: 'job', plan: 'full', price: 1200, parts: [1200] }] })) });
    const off = show('card', { flag: false });
    const unquoted = show('card', { status: 1 });
    await waitFor(() => expect(calls).toHaveLength(0));
    expect(off.container.textContent).toBe('');
    expect(unquoted.container.textContent).toBe('');
  });
});
