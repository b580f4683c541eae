import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as LinkRouter from '@client/test/link-router';
import { urlOf } from '@shared/api/endpoint';
import { shopOrdersContract } from '@shared/api/shop-orders.contract';
import type { ShopItem } from '@shared/schemas/shop.schema';
import type { BookingSlot } from '@shared/schemas/reservations.schema';
import { mockApi, ok, refused } from '@client/test/mock-api';
import { renderWithProviders } from '@client/test/render-with-providers';
import shop from '../../../../locales/en-HK/shop.json';
import catalog from '../../../../locales/en-HK/catalog.json';
import common from '../../../../locales/en-HK/common.json';
import { BuyForm, type BuyFormProps } from './buy-form';
import { useBuyOrder } from './buy-order';
import { shopItem } from './item-fixtures';

jest.mock('react-router', () => jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter('/en-HK/shop/9/aircon'));

const EN = { lng: 'en-HK' as const, resources: { shop, catalog, common } };
const PLACE = `POST ${urlOf(shopOrdersContract.place)}`;

/** A published item of two plans with 4 left in stock. */
const item = (over: Partial<ShopItem> = {}) =>
  shopItem({
    id: 9,
    status: 'published',
    service_type: 'per_unit',
    plans: [
      { id: 31, position: 1, name: 'Window unit', description: '', price: 300, service_type: 'per_unit' },
      { id: 32, position: 2, name: 'Split unit', description: 'Indoor and outdoor parts.', price: 450, service_type: 'per_unit' },
    ],
    quantity: 10,
    remaining_quantity: 4,
    actions: [],
    ...over,
  });

const SLOTS: BookingSlot[] = [
  { begin_time: '2026-12-03 02:00:00', end_time: '2026-12-03 03:00:00' },
  { begin_time: '2026-12-03 03:00:00', end_time: '2026-12-03 04:00:00' },
];

const goTo = jest.fn();

/** The form as the item page gives it: a consumer, slots as plain buttons, the ways to pay as a select. */
function Harness({ shopItem, ...props }: Partial<BuyFormProps> & { shopItem: ShopItem }) {
  const { buy, busy } = useBuyOrder(shopItem.id, { newKey: () => 'key-12345678', goTo });
  return (
    <BuyForm
      item={shopItem}
      viewer="consumer"
      loginHref="/en-HK/login"
      onSwitchToConsumer={async () => undefined}
      payTypes={['card', 'cvs', 'bank']}
      renderSlots={({ slots, onChange }) =>
        slots.map((s) => <button key={s.begin_time} type="button" onClick={() => onChange(s.begin_time)}>{`slot ${s.begin_time}`}</button>)
      }
      renderPayTypes={({ value, onChange, offered }) => (
        <select aria-label="Pay by" value={value} onChange={(e) => onChange(e.target.value as 'card')}>
          {offered.map((k) => (
            <option key={k}>{k}</option>
          ))}
        </select>
      )}
      onBuy={buy}
      busy={busy}
      {...props}
    />
  );
}

const render = (props: Partial<BuyFormProps> & { shopItem: ShopItem }) => renderWithProviders(<Harness {...props} />, EN);
const total = () => screen.getByTestId('buy-total').textContent;

beforeEach(() => goTo.mockClear());

describe('BuyForm', () => {
  it('when a plan and a quantity are chosen, then the total follows, the quantity stops at the stock left and the order is placed with them', async () => {
    const calls = mockApi({ [PLACE]: ok({ order: { id: 41 }, redirect_url: 'https://gateway.test/pay/1' }) });
    render({ shopItem: item() });
    expect(total()).toBe('HK$300');
    await userEvent.click(screen.getByRole('radio', { name: /Split unit · HK\$450 per unit/ }));
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(total()).toBe('HK$900');
    expect(screen.getByText('HK$450 × 2')).toBeTruthy();
    for (let i = 0; i < 5; i++) await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveProperty('value', '4');
    expect(screen.getByRole('button', { name: 'More' })).toHaveProperty('disabled', true);
    expect(screen.getByText('4 left')).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Pay by' }), 'cvs');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('https://gateway.test/pay/1'));
    expect(calls.find((c) => `${c.method} ${c.url}` === PLACE)?.body).toEqual({
      shop_item_id: 9,
      plan_id: 32,
      quantity: 4,
      note: '',
      pay_type: 'cvs',
      idempotency_key: 'key-12345678',
    });
  });

  it('when the item takes reservations and "pick a time now" is left without a time, then nothing is sent until one is picked', async () => {
    const calls = mockApi({ [PLACE]: ok({ order: { id: 41 }, redirect_url: '/en-HK/dashboard/shop-consumer/order/41' }) });
    render({ shopItem: item({ accepts_reservation: true }), slots: SLOTS });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    expect(screen.getByRole('alert').textContent).toBe('Pick a time, or choose to agree one with the pro after paying.');
    expect(calls).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'slot 2026-12-03 03:00:00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/en-HK/dashboard/shop-consumer/order/41'));
    expect(calls[0].body).toMatchObject({ plan_id: 31, quantity: 1, begin_time: '2026-12-03 03:00:00' });
  });

  it('when the consumer agrees the time later, then no slot is asked for nor sent; with no free slots that is the only way', async () => {
    const calls = mockApi({ [PLACE]: ok({ order: { id: 41 }, redirect_url: '/en-HK/dashboard/shop-consumer/order/41' }) });
    const { unmount } = render({ shopItem: item({ accepts_reservation: true }), slots: SLOTS });
    await userEvent.click(screen.getByRole('radio', { name: 'Agree a time with the pro after paying' }));
    expect(screen.queryByRole('button', { name: /^slot/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    await waitFor(() => expect(goTo).toHaveBeenCalled());
    expect(calls[0].body).not.toHaveProperty('begin_time');
    unmount();
    render({ shopItem: item({ accepts_reservation: true }), slots: [] });
    expect(screen.getByText('No free times in the next 14 days. You can agree a time with the pro after paying.')).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Pick a time now' })).toBeNull();
  });

  it('when the order is refused (sold out, the slot just taken), then the translated message shows and every choice is kept for another try', async () => {
    const calls = mockApi({
      [PLACE]: [
        refused(409, 'shop_sold_out', 'Sorry, this item is sold out, or fewer are left than you asked for.'),
        ok({ order: { id: 42 }, redirect_url: 'https://gateway.test/pay/2' }),
      ],
    });
    render({ shopItem: item() });
    await userEvent.click(screen.getByRole('radio', { name: /Split unit/ }));
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Note for the pro/ }), 'Two split units in Wan Chai');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Sorry, this item is sold out, or fewer are left than you asked for.');
    expect(goTo).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: /Split unit/ })).toHaveProperty('checked', true);
    expect(total()).toBe('HK$900');
    expect(screen.getByRole('textbox', { name: /Note for the pro/ })).toHaveProperty('value', 'Two split units in Wan Chai');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('https://gateway.test/pay/2'));
    const places = calls.filter((c) => `${c.method} ${c.url}` === PLACE);
    // The same choice sent again keeps its key: the server never makes a second order of one click.
    expect(places.map((c) => (c.body as { idempotency_key: string }).idempotency_key)).toEqual(['key-12345678', 'key-12345678']);
    expect(places[1].body).toMatchObject({ note: 'Two split units in Wan Chai', plan_id: 32, quantity: 2 });
  });

  it('when a visitor or a pro looks, then there is no pay button: log in and come back, or switch to the customer side', async () => {
    mockApi({});
    const { unmount } = render({ shopItem: item(), viewer: 'visitor', loginHref: '/en-HK/login?from=%2Fen-HK%2Fshop%2F9%2Faircon' });
    expect(screen.getByRole('link', { name: 'Log in to buy' }).getAttribute('href')).toBe('/en-HK/login?from=%2Fen-HK%2Fshop%2F9%2Faircon');
    expect(screen.queryByRole('button', { name: 'Confirm and pay' })).toBeNull();
    unmount();
    const onSwitchToConsumer = jest.fn(async () => undefined);
    render({ shopItem: item(), viewer: 'pro', onSwitchToConsumer });
    await userEvent.click(screen.getByRole('button', { name: 'Switch to customer' }));
    expect(onSwitchToConsumer).toHaveBeenCalled();
  });

  it('when the item is sold out, then it says so instead of offering the form', () => {
    mockApi({});
    render({ shopItem: item({ sold_out: true, remaining_quantity: 0 }) });
    expect(screen.getByRole('status').textContent).toBe("This service is sold out. Save it, or see the pro's other services.");
    expect(screen.queryByRole('button', { name: 'Confirm and pay' })).toBeNull();
  });
});
