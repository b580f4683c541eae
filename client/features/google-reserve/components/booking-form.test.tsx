import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@client/test/render-with-providers';
import type * as LinkRouter from '@client/test/link-router';
import type { GreserveConfirmation } from '@shared/schemas/google-reserve.schema';
import { googleReserveContract } from '@shared/api/google-reserve.contract';
import { urlOf } from '@shared/api/endpoint';
import bookings from '../../../../locales/en-HK/bookings.json';
import common from '../../../../locales/en-HK/common.json';
import zhBookings from '../../../../locales/zh-HK/bookings.json';
import zhCommon from '../../../../locales/zh-HK/common.json';
import { BookingForm } from './booking-form';

jest.mock('react-router', () => jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter());

// 2030-01-07 10:00 to 11:00 in Hong Kong.
const SLOT = { begin_time: '2030-01-07 02:00:00', end_time: '2030-01-07 03:00:00' };

function setup(reply: { ok: boolean; status: number; body: unknown }, o: { chosen?: typeof SLOT | null; lng?: 'en-HK' | 'zh-HK' } = {}) {
  const calls: Array<{ url: string; body: Record<string, unknown> }> = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), body: JSON.parse(String(init?.body ?? '{}')) });
    return { ok: reply.ok, status: reply.status, statusText: '', json: async () => reply.body } as Response;
  }) as typeof fetch;
  const onBooked = jest.fn();
  const resources = o.lng === 'zh-HK' ? { bookings: zhBookings, common: zhCommon } : { bookings, common };
  renderWithProviders(<BookingForm serviceId={7} itemId={31} chosen={o.chosen === undefined ? SLOT : o.chosen} onBooked={onBooked} />, {
    lng: o.lng ?? 'en-HK',
    resources,
  });
  return { calls, onBooked };
}

async function fill() {
  await userEvent.type(screen.getByLabelText('Your name'), 'Chan Tai Man');
  await userEvent.type(screen.getByLabelText('Phone number'), '9123 4567');
  await userEvent.type(screen.getByLabelText('Email'), 'chan@example.com');
  await userEvent.type(screen.getByLabelText('Note (optional)'), 'Ring twice');
}

describe('BookingForm', () => {
  it('when a visitor fills the form for the chosen time, then the booking is sent with the server time and the confirmation is handed on', async () => {
    const confirmation: GreserveConfirmation = {
      greserve_id: 'sifu-abc',
      business_name: 'Test Plumbing',
      item_name: 'Pipe check',
      begin_time: SLOT.begin_time,
      end_time: SLOT.end_time,
      consumer_name: 'Chan Tai Man',
    };
    const { calls, onBooked } = setup({ ok: true, status: 200, body: { status: 'Success', data: confirmation } });
    expect(screen.getByText(/^Chosen: .*10:00 to 11:00$/)).toBeTruthy();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(calls).toEqual([
      {
        url: urlOf(googleReserveContract.book, { params: { serviceId: 7, googleReserveId: 31 } }),
        body: {
          consumer_name: 'Chan Tai Man',
          consumer_phone: '9123 4567',
          email: 'chan@example.com',
          note: 'Ring twice',
          begin_time: SLOT.begin_time,
        },
      },
    ]);
    expect(onBooked).toHaveBeenCalledWith(confirmation);
  });

  it('when the server refuses fields, then each message shows at its field and nothing is handed on', async () => {
    const { onBooked } = setup({
      ok: false,
      status: 400,
      body: {
        status: 'Error',
        error: {
          code: 'validation',
          message: 'Please check the highlighted fields.',
          details: { fields: { consumer_phone: 'Enter a Hong Kong phone number of 8 digits', email: 'Enter a valid email address' } },
        },
      },
    });
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect((await screen.findByText('Enter a Hong Kong phone number of 8 digits')).getAttribute('role')).toBe('alert');
    expect(screen.getByLabelText('Phone number').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(onBooked).not.toHaveBeenCalled();
  });

  it('when no time is chosen, then the button is disabled and the form says to pick one (in Chinese too)', () => {
    setup({ ok: true, status: 200, body: {} }, { chosen: null, lng: 'zh-HK' });
    expect(screen.getByText('請喺列表揀一個時間。')).toBeTruthy();
    expect((screen.getByRole('button', { name: '確認預約' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
