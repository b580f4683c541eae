import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type * as LinkRouter from '@client/test/link-router';
import { createI18n } from '@client/lib/i18n';
import { buildPath } from '@shared/routes/route-paths';
import type { Appointment } from '@shared/schemas/reservations.schema';
import workspace from '../../../../locales/en-HK/workspace.json';
import common from '../../../../locales/en-HK/common.json';
import { AppointmentCard, appointmentTarget } from './appointment-card';

jest.mock('react-router', () =>
  jest
    .requireActual<typeof LinkRouter>('@client/test/link-router')
    .linkRouter(() => ({ pathname: '/en-HK/dashboard/appointment', search: '' })),
);

const DIRECT: Appointment = {
  id: 5,
  quote_bid_id: 105,
  quote_request_id: 205,
  shop_order: null,
  quote_service_id: 9,
  begin_time: '2030-03-06 02:00:00',
  end_time: '2030-03-06 03:00:00',
  note: '',
  status: 'booked',
  cancelled_on: null,
  cancelled_by: null,
  role: 'consumer',
  business_name: 'Chan Plumbing',
  category_name: 'Plumbing',
  other_name: 'Chan Plumbing',
  other_phone: null,
  can_cancel: true,
  can_reschedule: true,
};
const SHOP: Appointment = {
  ...DIRECT,
  id: 6,
  quote_bid_id: null,
  quote_request_id: null,
  shop_order: { id: 77, item_name: 'Aircon cleaning', plan_name: '2 units', status: 'awaiting_payment' },
  can_cancel: false,
  can_reschedule: false,
};

const href = (name: Parameters<typeof buildPath>[0], params?: Parameters<typeof buildPath>[1]) => buildPath(name, params, 'en-HK');

function show(a: Appointment) {
  render(
    <I18nextProvider i18n={createI18n('en-HK', { workspace, common })}>
      <ul>
        <AppointmentCard a={a} to={appointmentTarget(href, a)} />
      </ul>
    </I18nextProvider>,
  );
  return screen.getByRole('link');
}

describe('AppointmentCard', () => {
  it('when the booking is a shop order’s slot, then it says so with the item and plan, shows the order awaiting payment and opens the viewer’s side of the order', () => {
    const link = show(SHOP);
    expect(link.textContent).toContain('Shop order: Aircon cleaning (2 units)');
    expect(link.textContent).toContain('Awaiting payment');
    expect(link.getAttribute('href')).toBe('/en-HK/dashboard/shop-consumer/order/77');
    expect(appointmentTarget(href, { ...SHOP, role: 'pro' })).toBe('/en-HK/dashboard/shop/order/77');
  });

  it('when the booking is a direct one, then it opens the appointment page without a shop label', () => {
    const link = show(DIRECT);
    expect(link.getAttribute('href')).toBe('/en-HK/dashboard/appointment/5');
    expect(link.textContent).not.toContain('Shop order');
    expect(link.textContent).toContain('Booked');
  });
});
