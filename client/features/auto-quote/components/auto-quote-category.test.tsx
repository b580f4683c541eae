import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@client/test/render-with-providers';
import type * as LinkRouter from '@client/test/link-router';
import type { AutoQuoteSettings } from '@shared/schemas/auto-quote.schema';
import { autoQuoteContract } from '@shared/api/auto-quote.contract';
import { urlOf } from '@shared/api/endpoint';
import workspace from '../../../../locales/en-HK/workspace.json';
import common from '../../../../locales/en-HK/common.json';
import { AutoQuoteCategory } from './auto-quote-category';

jest.mock('react-router', () => jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter());

const category: AutoQuoteSettings['categories'][number] = {
  quote_service_id: 9,
  quote_category_id: 4,
  name_zh: '水喉',
  name_en: 'Plumbing',
  quote_fee: 40,
  is_auto_quote_on: false,
  template_id: null,
  price: null,
  price_note: '',
  auto_message: '',
  excluded_time_slots: [],
  expected_weekly_requests: 2.5,
  expected_weekly_spend: 100,
};

function setup(reply: { ok: boolean; status: number; body: unknown }) {
  const calls: Array<{ url: string; body: unknown }> = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), body: JSON.parse(String(init?.body ?? '{}')) });
    return { ok: reply.ok, status: reply.status, statusText: '', json: async () => reply.body } as Response;
  }) as typeof fetch;
  renderWithProviders(<AutoQuoteCategory category={category} templates={[{ id: 3, name: 'Tap swap' }]} />, {
    lng: 'en-HK',
    resources: { workspace, common },
  });
  return calls;
}

describe('AutoQuoteCategory', () => {
  it('when the pro opts in with a price and excluded slots, then the API receives them and the preview shows the weekly spend', async () => {
    const settings: AutoQuoteSettings = {
      weekly_budget: 500,
      is_stopped: false,
      week_start: '2026-11-23',
      spent_this_week: 0,
      categories: [{ ...category, is_auto_quote_on: true, price: 650, excluded_time_slots: [5] }],
      runs: [],
    };
    const calls = setup({ ok: true, status: 200, body: { status: 'Success', data: settings } });
    expect(screen.getByText(/about 2\.5 matching requests a week × HK\$40 fee ≈ HK\$100 a week/).textContent).toContain('Last 4 weeks');
    await userEvent.click(screen.getByRole('checkbox', { name: /Auto-quote Plumbing requests/ }));
    await userEvent.type(screen.getByLabelText('Price (HK$)'), '650');
    await userEvent.click(screen.getByRole('checkbox', { name: /Evening/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Plumbing' }));
    expect(calls[0]!.url).toBe(urlOf(autoQuoteContract.category, { params: { serviceId: 9, categoryId: 4 } }));
    expect(calls[0]!.body).toMatchObject({ is_auto_quote_on: true, template_id: null, price: '650', excluded_time_slots: [5] });
    expect((await screen.findByRole('status')).textContent).toBe('Saved.');
  });

  it('when the server refuses an opt-in without a price, then the error shows at the price field and the typed message stays', async () => {
    setup({
      ok: false,
      status: 400,
      body: {
        status: 'Error',
        error: { code: 'validation', message: 'Please check', details: { fields: { price: 'Choose a quote template or enter a price' } } },
      },
    });
    await userEvent.click(screen.getByRole('checkbox', { name: /Auto-quote Plumbing requests/ }));
    await userEvent.type(screen.getByLabelText('Message sent with the quote'), 'See you tomorrow');
    await userEvent.click(screen.getByRole('button', { name: 'Save Plumbing' }));
    expect((await screen.findByText('Choose a quote template or enter a price')).getAttribute('role')).toBe('alert');
    expect((screen.getByLabelText('Message sent with the quote') as HTMLTextAreaElement).value).toBe('See you tomorrow');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
