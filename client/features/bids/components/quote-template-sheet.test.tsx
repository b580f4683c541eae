/** The quote template sheet: checked before saving, sent as the API's body, and the server's price error shown at the price. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { quoteTemplatesContract } from '@shared/api/quote-templates.contract';
import { urlOf } from '@shared/api/endpoint';
import { polyfillDialog } from '@client/test/dialog-polyfill';
import { mockApi, ok, refused } from '@client/test/mock-api';
import { renderWithProviders } from '@client/test/render-with-providers';
import quotes from '../../../../locales/en-HK/quotes.json';
import common from '../../../../locales/en-HK/common.json';
import { TemplateSheet } from './quote-template-sheet';

jest.mock('react-router', () => jest.requireActual('@client/test/react-router-stub'));

beforeAll(polyfillDialog);

const services = [{ id: 7, name: 'Lee Kee Plumbing', categories: [{ id: 3, name: 'Plumbing' }] }];
const ADD = `POST ${urlOf(quoteTemplatesContract.add)}`;

function renderSheet(onSaved = jest.fn()) {
  renderWithProviders(<TemplateSheet template={null} services={services} onClose={() => undefined} onSaved={onSaved} />, {
    lng: 'en-HK',
    resources: { quotes, common },
  });
  return onSaved;
}

describe('TemplateSheet', () => {
  it('when the name and price are missing, then nothing is sent and both fields say what to fix', async () => {
    const calls = mockApi({});
    renderSheet();
    await userEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Please name the template')).toBeTruthy();
    expect(screen.getByText('Enter a price above 0 (whole HKD)')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('when a flat-price template is filled in, then it is sent as whole HKD and the sheet reports the saved name', async () => {
    const calls = mockApi({ [ADD]: ok({ id: 1, display_name: 'Unblock a drain', quote_service_id: 7 }) });
    const onSaved = renderSheet();
    await userEvent.type(screen.getByLabelText('Template name'), 'Unblock a drain');
    await userEvent.type(screen.getByLabelText('Total price (HKD)'), '650');
    await userEvent.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Unblock a drain'));
    expect(calls[0]?.body).toMatchObject({ display_name: 'Unblock a drain', quote_service_id: 7, rating_type: 'flat', flat_rate_at: 650 });
  });

  it('when the server refuses the rate, then its message shows at the price field and the sheet stays open', async () => {
    mockApi({ [ADD]: refused(400, 'validation', 'Check the form', { flat_rate_at: 'Too high for this category' }) });
    const onSaved = renderSheet();
    await userEvent.type(screen.getByLabelText('Template name'), 'Unblock a drain');
    await userEvent.type(screen.getByLabelText('Total price (HKD)'), '999999');
    await userEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Too high for this category')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
