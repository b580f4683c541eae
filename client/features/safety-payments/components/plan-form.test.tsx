/** The pro's plan form: checked as it is typed with the server's rules, sent as whole dollars, the server's errors in place. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as LinkRouter from '@client/test/link-router';
import { urlOf } from '@shared/api/endpoint';
import { safetyPaymentsContract as c } from '@shared/api/safety-payments.contract';
import { MAX_MILESTONES } from '@shared/domain/safety-payments';
import { mockApi, ok, refused } from '@client/test/mock-api';
import { renderWithProviders } from '@client/test/render-with-providers';
import dashboard from '../../../../locales/en-HK/dashboard.json';
import common from '../../../../locales/en-HK/common.json';
import { safetyBid, safetyPart, safetyPayment } from '../test/safety-fixtures';
import { PlanForm } from './plan-form';

jest.mock('react-router', () =>
  jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter('/en-HK/dashboard/safety-payments/5'),
);

const EN = { lng: 'en-HK' as const, resources: { dashboard, common } };
const ADD = `POST ${urlOf(c.add, { params: { bidId: 5 } })}`;
const PRO_BID = safetyBid({ role: 'pro', bid: { ...safetyBid().bid, quoted_price: null } });
const problem = () => screen.getByTestId('plan-problem').textContent;

async function typeInto(label: string, value: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
}

describe('PlanForm', () => {
  it('when the deposit and balance do not add up to the price, then it says so as it is typed and sends nothing until they do', async () => {
    const calls = mockApi({ [ADD]: ok(safetyPayment({ plan: 'deposit' })) });
    const onDone = jest.fn();
    renderWithProviders(<PlanForm bid={PRO_BID} current={null} onDone={onDone} />, EN);
    await userEvent.click(screen.getByRole('radio', { name: 'Deposit and balance' }));
    await typeInto('Price (HK$)', '1,000');
    expect(screen.getByTestId('plan-commission').textContent).toBe("Sifu's commission of 5% (HK$50): you receive HK$950.");
    await typeInto('Deposit', '300');
    await typeInto('Balance', '600');
    expect(problem()).toBe(common.errors.safety_plan_parts_sum_differs);
    expect(screen.getByText('Parts add up to HK$900 of HK$1,000')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send to the customer' }));
    expect(calls).toHaveLength(0);

    await typeInto('Balance', '700');
    expect(problem()).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Send to the customer' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls[0].body).toEqual({ kind: 'job', plan: 'deposit', price: 1000, parts: [300, 700] });
  });

  it('when a part is outside the range a payment allows or the price is not whole, then the server’s own message shows', async () => {
    mockApi({});
    renderWithProviders(<PlanForm bid={PRO_BID} current={null} onDone={jest.fn()} />, EN);
    await typeInto('Price (HK$)', '99.5');
    expect(problem()).toBe(common.errors.safety_plan_price_not_whole);
    await userEvent.click(screen.getByRole('radio', { name: 'Deposit and balance' }));
    await typeInto('Price (HK$)', '1000');
    await typeInto('Deposit', '20');
    await typeInto('Balance', '980');
    expect(problem()).toBe(common.errors.safety_plan_part_out_of_range);
  });

  it('when the pro plans milestones, then stages are added up to the maximum and removed down to two', async () => {
    mockApi({});
    renderWithProviders(<PlanForm bid={PRO_BID} current={null} onDone={jest.fn()} />, EN);
    await userEvent.click(screen.getByRole('radio', { name: 'Milestones' }));
    expect(screen.getByLabelText('Stage 2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Remove stage/ })).toBeNull();
    for (let n = 3; n <= MAX_MILESTONES; n++) await userEvent.click(screen.getByRole('button', { name: 'Add a stage' }));
    expect(screen.getByLabelText(`Stage ${MAX_MILESTONES}`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a stage' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Remove stage 1' }));
    expect(screen.queryByLabelText(`Stage ${MAX_MILESTONES}`)).toBeNull();
    expect(screen.getByRole('button', { name: 'Add a stage' })).toBeTruthy();
  });

  it('when the pro asks an inspection fee, then it is one part checked against the fee range', async () => {
    const calls = mockApi({ [ADD]: ok(safetyPayment({ kind: 'inspection', price: 300 })) });
    renderWithProviders(<PlanForm bid={PRO_BID} current={null} onDone={jest.fn()} />, EN);
    await userEvent.click(screen.getByRole('radio', { name: 'Inspection fee' }));
    expect(screen.queryByRole('radio', { name: 'Milestones' })).toBeNull();
    await typeInto('Inspection fee (HK$)', '5000');
    expect(problem()).toBe(common.errors.safety_inspection_out_of_range);
    await typeInto('Inspection fee (HK$)', '300');
    await userEvent.click(screen.getByRole('button', { name: 'Send to the customer' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toEqual({ kind: 'inspection', plan: 'full', price: 300, parts: [300] });
  });

  it('when an inspection fee is already held, then the parts pay the price less the fee, as the server counts it', async () => {
    const calls = mockApi({ [ADD]: ok(safetyPayment()) });
    const inspection = safetyPayment({
      id: 20,
      kind: 'inspection',
      price: 300,
      parts: [safetyPart({ id: 30, amount: 300, held: 300, status: 'held' })],
    });
    renderWithProviders(<PlanForm bid={{ ...PRO_BID, payments: [inspection] }} current={null} onDone={jest.fn()} />, EN);
    await typeInto('Price (HK$)', '1300');
    expect(screen.getByText('The HK$300 inspection fee already paid is taken off: the customer pays HK$1,000 for the job.')).toBeTruthy();
    expect(screen.getByTestId('plan-commission').textContent).toBe("Sifu's commission of 5% (HK$50): you receive HK$950.");
    await userEvent.click(screen.getByRole('button', { name: 'Send to the customer' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toEqual({ kind: 'job', plan: 'full', price: 1300, parts: [1000] });
  });

  it('when the server refuses a field, then its message shows under that field and the form stays', async () => {
    mockApi({ [ADD]: refused(400, 'validation', 'Check the fields', { price: 'Hire the pro first' }) });
    const onDone = jest.fn();
    renderWithProviders(<PlanForm bid={PRO_BID} current={safetyPayment({ can_change: true })} onDone={onDone} />, EN);
    expect((screen.getByLabelText('Price (HK$)') as HTMLInputElement).value).toBe('1200');
    await userEvent.click(screen.getByRole('button', { name: 'Save the new plan' }));
    const price = screen.getByLabelText('Price (HK$)');
    expect(await screen.findByText('Hire the pro first')).toBeTruthy();
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(onDone).not.toHaveBeenCalled();
  });
});
