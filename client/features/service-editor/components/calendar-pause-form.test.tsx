import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@client/test/render-with-providers';
import type * as LinkRouter from '@client/test/link-router';
import { polyfillDialog } from '@client/test/dialog-polyfill';
import { serviceEditorContract } from '@shared/api/service-editor.contract';
import { urlOf } from '@shared/api/endpoint';
import workspace from '../../../../locales/en-HK/workspace.json';
import common from '../../../../locales/en-HK/common.json';
import { CalendarPauseForm } from './calendar-pause-form';
import { calendarPause } from '../lib/calendar-fixtures';

jest.mock('react-router', () =>
  jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter('/', { useBlocker: () => ({ state: 'unblocked' }) }),
);

function setup(props: Partial<Parameters<typeof CalendarPauseForm>[0]> = {}) {
  polyfillDialog();
  const calls: Array<{ url: string; body: unknown }> = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}'));
    calls.push({ url: String(url), body });
    const data = { id: 5, quote_service_id: 9, title: '', description: '', ...body };
    return { ok: true, status: 200, statusText: '', json: async () => ({ status: 'Success', data }) } as Response;
  }) as typeof fetch;
  const onClose = jest.fn();
  renderWithProviders(
    <CalendarPauseForm serviceId={9} onClose={onClose} {...props} />,
    { lng: 'en-HK', resources: { workspace, common } },
    { toasts: true },
  );
  return { calls, onClose };
}

describe('CalendarPauseForm', () => {
  it('when Hong Kong times are entered, then the API receives them in UTC and the sheet closes', async () => {
    const { calls, onClose } = setup();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2027-02-06T07:00' } });
    fireEvent.change(screen.getByLabelText('Until'), { target: { value: '2027-02-10T00:00' } });
    await userEvent.type(screen.getByLabelText('Title (optional)'), 'Chinese New Year');
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(calls[0].url).toBe(urlOf(serviceEditorContract.addPauseEvent, { params: { id: 9 } }));
    expect(calls[0].body).toEqual({
      title: 'Chinese New Year',
      description: '',
      begin_time: '2027-02-05 23:00:00',
      end_time: '2027-02-09 16:00:00',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('when a pause is changed, then its UTC times show as Hong Kong times, and an end before the start is refused in place', async () => {
    const event = { ...calendarPause(5, '2027-03-01 01:00:00', '2027-03-02 01:00:00', 'Trip'), quote_service_id: 9 };
    const { calls } = setup({ event });
    expect(screen.getByLabelText('From')).toHaveProperty('value', '2027-03-01T09:00');
    fireEvent.change(screen.getByLabelText('Until'), { target: { value: '2027-03-01T08:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('The end must be after the start')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
