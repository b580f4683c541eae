/** What happens next, in plain words for each side: what Sifu holds, who acts, and when the system does if nobody does. */
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@client/test/render-with-providers';
import shop from '../../../../locales/en-HK/shop.json';
import common from '../../../../locales/en-HK/common.json';
import shopZh from '../../../../locales/zh-HK/shop.json';
import commonZh from '../../../../locales/zh-HK/common.json';
import { shopOrder, shopPayment } from '../test/order-fixtures';
import { OrderNextStep } from './order-next-step';

const EN = { lng: 'en-HK' as const, resources: { shop, common } };
const ZH = { lng: 'zh-HK' as const, resources: { shop: shopZh, common: commonZh } };
const text = () => screen.getByTestId('order-next-step').textContent;

afterEach(() => jest.restoreAllMocks());

describe('OrderNextStep', () => {
  it('when a protected order is confirmed, then the consumer reads that Sifu holds the amount until they confirm the job is done', () => {
    renderWithProviders(<OrderNextStep order={shopOrder({ role: 'consumer', status: 'confirmed', is_held: true })} />, EN);
    expect(text()).toContain('Cool Air Co has confirmed your order.');
    expect(text()).toContain('Sifu holds HK$580 until you confirm the job is done.');
  });

  it('when a paid order waits for the pro, then the pro reads when it is cancelled if not confirmed, in Hong Kong time', () => {
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-30T17:00:00Z'));
    renderWithProviders(<OrderNextStep order={shopOrder({ role: 'pro', status: 'paid', deadline: '2026-12-01 01:00:00' })} />, EN);
    expect(text()).toContain('Mei Chan has paid HK$580.');
    // As people say it (SPEC §9): the time of day, and how soon, under 4 days.
    expect(text()).toContain("If it isn't confirmed by Tue 1 Dec, 9:00 am (in 8 hours), the order is cancelled and refunded in full.");
  });

  it('when the pro asked to cancel, then the consumer reads the reason and what accepting does; in Chinese too', () => {
    const order = shopOrder({ role: 'consumer', status: 'cancel_requested', cancel_requested_by: 'pro', cancel_reason: '部件缺貨' });
    const { unmount } = renderWithProviders(<OrderNextStep order={order} />, EN);
    expect(text()).toContain('Cool Air Co asked to cancel this order. Accept to cancel it and get HK$580 back, or keep the order.');
    expect(text()).toContain('Reason: “部件缺貨”');
    unmount();
    renderWithProviders(<OrderNextStep order={order} />, ZH);
    expect(text()).toContain('Cool Air Co要求取消呢張訂單。');
    expect(text()).toContain('原因：「部件缺貨」');
  });

  it('when a cancelled order was refunded, then each side reads who cancelled and what went back', () => {
    const order = shopOrder({
      role: 'consumer',
      status: 'cancelled',
      cancelled_by: 'pro',
      payment: shopPayment({ status: 'refunded', refunded_amount: 580 }),
    });
    renderWithProviders(<OrderNextStep order={order} />, EN);
    expect(text()).toContain('Cool Air Co cancelled this order.');
    expect(text()).toContain('HK$580 has been refunded the way you paid.');
  });
});
