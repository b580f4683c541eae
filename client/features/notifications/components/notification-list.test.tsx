import { screen } from '@testing-library/react';
import type * as LinkRouter from '@client/test/link-router';
import { renderWithProviders } from '@client/test/render-with-providers';
import type { Notification } from '@shared/schemas/notifications.schema';
import messages from '../../../../locales/en-HK/messages.json';
import quotes from '../../../../locales/en-HK/quotes.json';
import shop from '../../../../locales/en-HK/shop.json';
import common from '../../../../locales/en-HK/common.json';
import { NotificationList } from './notification-list';

jest.mock('react-router', () =>
  jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter('/en-HK/dashboard/notifications'),
);

let seq = 0;
const shopNotice = (params: Notification['params']): Notification => ({
  id: ++seq,
  type: 'shop',
  quote_request_id: null,
  quote_bid_id: null,
  params,
  is_read: false,
  created: '2030-01-20 03:00:00',
});

const render = (items: Notification[], role: 'consumer' | 'pro') =>
  renderWithProviders(<NotificationList items={items} role={role} />, { lng: 'en-HK', resources: { messages, quotes, shop, common } });

describe('NotificationList: shop notices', () => {
  it('when a pro has shop notices, then each reads its step and opens the order, the item editor or the payout account', () => {
    render(
      [
        shopNotice({ event: 'new_order', role: 'pro', shop_order_id: 31, item: 'Aircon cleaning', amount: 1500, net: 1425 }),
        shopNotice({
          event: 'item_rejected',
          role: 'pro',
          shop_item_id: 7,
          service_id: 4,
          category_id: 12,
          item: 'Aircon cleaning',
          reason: 'Blurry photos',
        }),
        shopNotice({
          event: 'payout_failed',
          role: 'pro',
          shop_order_id: 31,
          item: 'Aircon cleaning',
          amount: 1425,
          reason: 'Account closed',
        }),
      ],
      'pro',
    );
    const order = screen.getByRole('link', { name: /New order: Aircon cleaning, HK\$1,500 paid/ });
    expect(order.getAttribute('href')).toBe('/en-HK/dashboard/shop/order/31');
    const item = screen.getByRole('link', { name: /Your item Aircon cleaning was not approved: Blurry photos/ });
    expect(item.getAttribute('href')).toBe('/en-HK/dashboard/shop/product/edit/4/12/7');
    const payout = screen.getByRole('link', { name: /The bank returned the HK\$1,425 payout/ });
    expect(payout.getAttribute('href')).toBe('/en-HK/dashboard/settings/payout');
  });

  it('when a consumer has a shop notice, then it names the pro’s business and opens their page of the order', () => {
    render(
      [
        shopNotice({
          event: 'cancelled',
          role: 'consumer',
          shop_order_id: 32,
          item: 'Aircon cleaning',
          amount: 500,
          business_name_zh: '測試冷氣',
          business_name_en: 'Test Aircon',
        }),
      ],
      'consumer',
    );
    const link = screen.getByRole('link', { name: /Test Aircon cancelled the order Aircon cleaning: HK\$500 is refunded in full/ });
    expect(link.getAttribute('href')).toBe('/en-HK/dashboard/shop-consumer/order/32');
  });
});

describe('NotificationList: booking notices', () => {
  const booking = (params: Notification['params']): Notification => ({
    id: ++seq,
    type: 'booking',
    quote_request_id: 5,
    quote_bid_id: 6,
    params: {
      appointment_id: 44,
      shop_order_id: null,
      other: 'Chan Tai Man',
      business_name_zh: '測試水喉',
      business_name_en: 'Test Plumbing',
      category_zh: '水喉維修',
      category_en: 'Plumbing',
      start_at: '2030-01-08 02:00:00',
      ...params,
    },
    is_read: false,
    created: '2030-01-06 03:00:00',
  });

  it('when a pro is told of each booking change, then each names the customer, the service and the time, and opens the appointment', () => {
    render(
      [
        booking({ event: 'made', role: 'pro', by: 'consumer' }),
        booking({ event: 'moved', role: 'pro', by: 'consumer' }),
        booking({ event: 'cancelled', role: 'pro', by: 'consumer' }),
        booking({ event: 'cancelled', role: 'pro', by: 'pro' }),
        booking({ event: 'reminder', role: 'pro', by: null }),
      ],
      'pro',
    );
    const names = [
      'Chan Tai Man booked you for plumbing on 8 Jan 2030, 10:00',
      'Chan Tai Man moved the plumbing booking to 8 Jan 2030, 10:00',
      "Chan Tai Man cancelled the plumbing booking on 8 Jan 2030, 10:00. You don't need to go",
      'You cancelled your plumbing booking on 8 Jan 2030, 10:00',
      "Reminder: Chan Tai Man's plumbing booking is tomorrow, 8 Jan 2030, 10:00",
    ];
    for (const name of names) {
      expect(screen.getByRole('link', { name: new RegExp(name.replace(/[.()]/g, '\\$&')) }).getAttribute('href')).toBe(
        '/en-HK/dashboard/appointment/44',
      );
    }
  });

  it('when the customer is told, then each names the business; a shop order’s slot opens the customer’s page of the order', () => {
    render(
      [
        booking({ event: 'made', role: 'consumer', by: 'consumer' }),
        booking({ event: 'cancelled', role: 'consumer', by: 'pro' }),
        booking({ event: 'reminder', role: 'consumer', by: null, shop_order_id: 31 }),
      ],
      'consumer',
    );
    expect(screen.getByRole('link', { name: /You booked Test Plumbing for plumbing on 8 Jan 2030, 10:00/ }).getAttribute('href')).toBe(
      '/en-HK/dashboard/appointment/44',
    );
    expect(screen.getByRole('link', { name: /Test Plumbing cancelled your plumbing booking on 8 Jan 2030, 10:00/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Reminder: your plumbing booking with Test Plumbing is tomorrow/ }).getAttribute('href')).toBe(
      '/en-HK/dashboard/shop-consumer/order/31',
    );
  });
});
