/**
 * The data editors' form: a failed save shows the server's field errors at their fields and keeps everything typed;
 * times typed in Hong Kong time are sent as UTC, an empty optional limit as null, with the version of the row; a
 * 409 for a stale edit shows at the top. A new row, once created, opens as itself.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type * as LinkRouter from '@client/test/link-router';
import { opsDataContract } from '@shared/api/ops-data.contract';
import { urlOf } from '@shared/api/endpoint';
import { mockApi, ok, refused } from '@client/test/mock-api';
import { renderWithProviders } from '@client/test/render-with-providers';
import { useSaveCoupon } from '../api/ops-data.queries';
import { couponFields } from './field-specs';
import { RowEditor } from './row-editor';
import { hkInputOf, utcOfHkInput } from './record-form';
import ops from '../../../../locales/en-HK/ops.json';
import common from '../../../../locales/en-HK/common.json';

const mockNavigate = jest.fn();
jest.mock('react-router', () =>
  jest
    .requireActual<typeof LinkRouter>('@client/test/link-router')
    .linkRouter('/en-HK/ops/promotions', { useNavigate: () => mockNavigate }),
);

const coupon = {
  id: 5,
  code: 'SPRING-26',
  amount: 50,
  valid_from: '2026-03-01 16:00:00',
  valid_until: '2026-03-31 15:59:00',
  credit_valid_days: 30,
  max_uses: 100,
  per_user_limit: 1,
  uses: 3,
  is_active: true,
  state: 'scheduled',
  created: '2026-02-01 00:00:00',
  version: 4,
};

const EN = { lng: 'en-HK' as const, resources: { ops, common } };

function renderEditor(id: number | 'new', row: Record<string, unknown>) {
  const i18n = i18next.createInstance();
  void i18n.init({ lng: 'en-HK', resources: { 'en-HK': { ops, common } }, keySeparator: '>', nsSeparator: '|', defaultNS: 'ops' });
  return renderWithProviders(
    <RowEditor
      title="Coupon"
      fields={couponFields(i18n.t.bind(i18n))}
      row={row}
      version={id === 'new' ? undefined : coupon.version}
      id={id}
      useSave={useSaveCoupon}
      closeHref="/en-HK/ops/promotions?tab=coupons"
      savedHref={(n) => `/en-HK/ops/promotions?tab=coupons&edit=${n}`}
    />,
    EN,
  );
}

describe('Hong Kong time', () => {
  it('when a UTC time is shown and typed back, then it is 8 hours ahead in the box and the same UTC time is sent', () => {
    expect(hkInputOf('2026-03-01 16:00:00')).toBe('2026-03-02T00:00');
    expect(utcOfHkInput('2026-03-02T00:00')).toBe('2026-03-01 16:00');
    expect(utcOfHkInput('not a time')).toBe('not a time');
  });
});

describe('RowEditor', () => {
  it('when a save fails with field errors, then they show at the fields and the typed values stay; the next save sends them again', async () => {
    const url = `POST ${urlOf(opsDataContract.updateCoupon, { params: { id: 5 } })}`;
    const calls = mockApi({
      [url]: [
        refused(400, 'validation', 'Please check the highlighted fields.', { valid_until: 'The end must be after the start' }),
        ok({ ...coupon, amount: 80, version: 5 }),
      ],
    });
    renderEditor(5, coupon);
    const user = userEvent.setup();
    const amount = screen.getByLabelText('Free credit (HK$)');
    await user.clear(amount);
    await user.type(amount, '80');
    await user.clear(screen.getByLabelText('Most uses', { exact: false }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The end must be after the start')).toBeTruthy();
    expect(screen.getByText('Please check the highlighted fields.')).toBeTruthy();
    expect((screen.getByLabelText('Free credit (HK$)') as HTMLInputElement).value).toBe('80');
    expect(calls[0].body).toEqual({
      code: 'SPRING-26',
      amount: '80',
      valid_from: '2026-03-01 16:00',
      valid_until: '2026-03-31 15:59',
      credit_valid_days: '30',
      max_uses: null,
      per_user_limit: '1',
      is_active: true,
      version: 4,
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. The public pages show the change at their next visit.')).toBeTruthy();
    expect(calls[1].body).toEqual(calls[0].body);
    expect(mockNavigate).not.toHaveBeenCalled();
  });

  it('when someone else saved first, then the 409 shows above the form; a new coupon, once created, opens as itself', async () => {
    mockApi({
      [`POST ${urlOf(opsDataContract.updateCoupon, { params: { id: 5 } })}`]: refused(
        409,
        'conflict',
        'Someone else saved a change to this item after you opened it.',
      ),
      [`POST ${urlOf(opsDataContract.createCoupon)}`]: ok({ ...coupon, id: 9, version: 1 }),
    });
    const user = userEvent.setup();
    const { unmount } = renderEditor(5, coupon);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Someone else saved a change to this item after you opened it.');
    unmount();
    renderEditor('new', { per_user_limit: 1, is_active: true });
    await user.type(screen.getByLabelText('Code', { exact: false }), 'NEW-CODE');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await screen.findByText('Saved. The public pages show the change at their next visit.');
    expect(mockNavigate).toHaveBeenCalledWith('/en-HK/ops/promotions?tab=coupons&edit=9');
  });
});
