import { screen, within } from '@testing-library/react';
import type * as LinkRouter from '@client/test/link-router';
import type { StoreOrder } from '@shared/schemas/store-orders.schema';
import { renderWithProviders } from '@client/test/render-with-providers';
import { code128Bars } from '../lib/code128';
import { Barcode } from './barcode';
import { StoreOrderCard } from './store-order-card';
import { StoreOrderDetail } from './store-order-detail';

jest.mock('react-router', () =>
  jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter('/en-HK/dashboard/ibon-orders'),
);

/** The bars an SVG draws, as [x, width] pairs (the white background left out). */
const barsOf = (svg: Element) =>
  [...svg.querySelectorAll('rect[fill="#000"]')].map((r) => [Number(r.getAttribute('x')), Number(r.getAttribute('width'))]);

const CODE = '1234567890123';
const BARCODE = `91${CODE}000600`;
const future = new Date(Date.now() + 50 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

const bill: StoreOrder = {
  id: 'c41',
  source: 'credit',
  name: null,
  plan_name: null,
  quantity: 1,
  credit: 600,
  amount: 600,
  payment_code: CODE,
  barcode: BARCODE,
  state: 'waiting',
  expires_at: future,
  paid_at: null,
  created: '2026-03-01 02:00:00',
  credit_hash: 'abcdefghijklmnopqrstuvwx',
  shop_order_id: null,
};

describe('Barcode', () => {
  it('when given a store bill, then it draws the Code 128 bars of exactly that value as a labelled image on white', () => {
    renderWithProviders(<Barcode value={BARCODE} label="Barcode of payment code 1234567890123" />);
    const svg = screen.getByRole('img', { name: 'Barcode of payment code 1234567890123' });
    const drawn = code128Bars(BARCODE)!;
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${drawn.width} 40`);
    expect(barsOf(svg)).toEqual(drawn.bars.map((b) => [b.x, b.w]));
    expect(svg.querySelector('rect[fill="#fff"]')?.getAttribute('width')).toBe(String(drawn.width));
  });

  it('when two values differ, then their bars differ (the barcode follows the code)', () => {
    renderWithProviders(
      <>
        <Barcode value="912222222222222000500" label="a" />
        <Barcode value="913333333333333000500" label="b" />
      </>,
    );
    expect(barsOf(screen.getByRole('img', { name: 'a' }))).not.toEqual(barsOf(screen.getByRole('img', { name: 'b' })));
  });

  it('when the value cannot be encoded in Code 128, then nothing is drawn rather than a barcode that scans wrong', () => {
    renderWithProviders(<Barcode value="付款 1234" label="none" />);
    expect(screen.queryByRole('img', { name: 'none' })).toBeNull();
  });
});

describe('StoreOrderCard and StoreOrderDetail', () => {
  it('when a bill waits for payment, then the row shows the amount, code, barcode, deadline and both links', () => {
    renderWithProviders(<StoreOrderCard order={bill} />);
    const card = screen.getByTestId('store-order');
    expect(within(card).getByRole('link', { name: 'HK$600 credit' }).getAttribute('href')).toBe('/en-HK/dashboard/ibon-order/c41');
    expect(within(card).getByText(CODE)).toBeTruthy();
    expect(within(card).getByRole('img', { name: `Barcode of payment code ${CODE}` })).toBeTruthy();
    expect(within(card).getByText('Waiting for payment')).toBeTruthy();
    expect(within(card).getByText('Pay by')).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: /Open the credit purchase/ })
        .getAttribute('href'),
    ).toBe('/en-HK/payment/abcdefghijklmnopqrstuvwx');
  });

  it('when a bill is paid, then no barcode is offered any more and the row says paid', () => {
    renderWithProviders(<StoreOrderCard order={{ ...bill, state: 'paid', paid_at: '2026-03-01 03:00:00' }} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(screen.queryByText('Pay by')).toBeNull();
  });

  it('when a shop bill waits, then its page shows the large barcode, the store steps and what happens at the deadline', () => {
    const shop: StoreOrder = { ...bill, id: 's9', source: 'shop', name: 'Deep clean', plan_name: '3 hours', quantity: 2, credit: null };
    renderWithProviders(<StoreOrderDetail order={{ ...shop, credit_hash: null, shop_order_id: 77 }} />);
    expect(screen.getByRole('img', { name: `Barcode of payment code ${CODE}` })).toBeTruthy();
    expect(screen.getByText('Deep clean (3 hours) × 2')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'How to pay at 7-Eleven or Circle K' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What happens at the deadline' })).toBeTruthy();
    expect(screen.getByText(/keeps waiting for payment/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Open the shop order/ }).getAttribute('href')).toBe('/en-HK/dashboard/shop-consumer/order/77');
  });
});
