import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@client/test/render-with-providers';
import type * as LinkRouter from '@client/test/link-router';
import type { EditableService } from '@shared/schemas/service-editor.schema';
import { serviceEditorContract } from '@shared/api/service-editor.contract';
import { urlOf } from '@shared/api/endpoint';
import workspace from '../../../../locales/zh-HK/workspace.json';
import common from '../../../../locales/zh-HK/common.json';
import { EditorHours } from './editor-hours';

// react-router is ESM-only for this jest config: the leave guard's blocker is idle and Link is a plain <a>.
jest.mock('react-router', () =>
  jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter('/', { useBlocker: () => ({ state: 'unblocked' }) }),
);

const SERVICE = 41;
const service = (hours: EditableService['business_hours']) => ({ quote_service_id: SERVICE, business_hours: hours }) as EditableService;

function mockApi(reply: { status: number; body: unknown }) {
  const calls: Array<{ url: string; body: unknown }> = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return { ok: reply.status < 400, status: reply.status, statusText: '', json: async () => reply.body } as Response;
  }) as typeof fetch;
  return calls;
}

function setup(hours: EditableService['business_hours']) {
  renderWithProviders(<EditorHours service={service(hours)} />, { lng: 'zh-HK', resources: { workspace, common } }, { toasts: true });
}

const day = (name: string) => screen.getByText(name, { selector: 'strong' }).closest('li') as HTMLElement;

describe('EditorHours', () => {
  it('when a closing time is before the opening time, then the period says so in place and nothing is sent', async () => {
    const calls = mockApi({ status: 500, body: null });
    setup([{ weekday: 1, open: '09:00', close: '18:00' }]);
    fireEvent.change(screen.getByLabelText('星期一第 1 個時段結束時間'), { target: { value: '08:00' } });
    expect(within(day('星期一')).getByRole('alert').textContent).toBe('結束時間要遲過開始時間');
    expect(screen.getByText('有未儲存嘅修改')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '儲存' }));
    expect(calls).toHaveLength(0);
    expect(screen.getByText('請睇下標示咗嘅欄位。')).toBeTruthy();
  });

  it('when a second period overlaps the first, then it is marked; a closed day has no periods', async () => {
    mockApi({ status: 500, body: null });
    setup([{ weekday: 3, open: '09:00', close: '18:00' }]);
    expect(within(day('星期二')).getByText('休息')).toBeTruthy();
    await userEvent.click(within(day('星期三')).getByRole('button', { name: '星期三加一個時段' }));
    fireEvent.change(screen.getByLabelText('星期三第 2 個時段開始時間'), { target: { value: '17:00' } });
    expect(within(day('星期三')).getByRole('alert').textContent).toBe('同另一個時段重疊咗');
  });

  it('when Monday is copied to the weekdays and saved, then Monday to Friday are sent and a server error lands on its period', async () => {
    const calls = mockApi({
      status: 400,
      body: { status: 'Error', error: { code: 'validation', message: '請檢查', details: { fields: { 'hours.3.close': '時間唔啱' } } } },
    });
    setup([
      { weekday: 1, open: '09:00', close: '13:00' },
      { weekday: 6, open: '10:00', close: '16:00' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: '將星期一時間抄去星期二至五' }));
    await userEvent.click(screen.getByRole('button', { name: '儲存' }));
    expect(calls[0].url).toBe(urlOf(serviceEditorContract.hours, { params: { id: SERVICE } }));
    expect((calls[0].body as { hours: { weekday: number }[] }).hours.map((h) => h.weekday)).toEqual([1, 2, 3, 4, 5, 6]);
    // hours[3] is Thursday's only period.
    expect((await within(day('星期四')).findByRole('alert')).textContent).toBe('時間唔啱');
    expect(screen.getByDisplayValue('10:00')).toBeTruthy();
  });
});
