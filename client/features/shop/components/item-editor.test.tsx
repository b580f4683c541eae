/** The pro's item editor: plans added and removed, the API's SPEC §8 errors under their fields with nothing typed lost, apply for review. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as LinkRouter from '@client/test/link-router';
import { urlOf } from '@shared/api/endpoint';
import { shopItemsContract as c } from '@shared/api/shop-items.contract';
import { mockApi, ok, refused } from '@client/test/mock-api';
import { renderWithProviders } from '@client/test/render-with-providers';
import shop from '../../../../locales/en-HK/shop.json';
import common from '../../../../locales/en-HK/common.json';
import { shopItem } from './item-fixtures';
import { ItemEditor, type ItemEditorProps } from './item-editor';

jest.mock('react-router', () =>
  jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter('/en-HK/dashboard/shop/product/new/7/3'),
);

const EN = { lng: 'en-HK' as const, resources: { shop, common } };
const CREATE = `POST ${urlOf(c.create, { params: { serviceId: 7, categoryId: 3 } })}`;
const EDIT = `POST ${urlOf(c.edit, { params: { id: 41 } })}`;
const APPLY = `POST ${urlOf(c.act, { params: { action: 'apply_review', id: 41 } })}`;
const DEFAULTS = {
  is_service_professional_travels_to_me: true,
  is_customer_travel_to_me: false,
  is_over_phone_or_internet: false,
  district_ids: [1],
};

function renderEditor(p: Partial<ItemEditorProps> = {}) {
  const onSaved = jest.fn();
  renderWithProviders(
    <ItemEditor
      serviceId={7}
      categoryId={3}
      defaults={DEFAULTS}
      hasHours
      hoursHref="/en-HK/dashboard/services/7/18"
      renderAreas={(a) => <p>{`${a.value.length} districts`}</p>}
      onSaved={onSaved}
      {...p}
    />,
    EN,
    { toasts: true },
  );
  return onSaved;
}

const plan = (n: number) => screen.getByRole('listitem', { name: `Plan ${n}` });

async function type(label: string, value: string, scope: HTMLElement = document.body) {
  const input = within(scope).getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.type(input, value);
}

describe('ItemEditor', () => {
  it('when the pro adds plans up to five and removes one, then the list follows and a save sends them in order as whole dollars', async () => {
    const calls = mockApi({ [CREATE]: ok(shopItem()) });
    const onSaved = renderEditor();
    expect(screen.queryByRole('button', { name: 'Remove plan 1' })).toBeNull();
    for (let n = 2; n <= 5; n++) await userEvent.click(screen.getByRole('button', { name: 'Add a plan' }));
    expect(screen.getAllByRole('listitem', { name: /^Plan \d$/ })).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Add a plan' })).toBeNull();
    expect(screen.getByText('You have the maximum of 5 plans.')).toBeTruthy();

    await type('Plan name', 'Two', plan(2));
    await type('Plan name', 'Three', plan(3));
    await userEvent.click(screen.getByRole('button', { name: 'Remove plan 2' }));
    expect(screen.getAllByRole('listitem', { name: /^Plan \d$/ })).toHaveLength(4);
    expect((within(plan(2)).getByLabelText('Plan name') as HTMLInputElement).value).toBe('Three');
    expect(screen.getByRole('button', { name: 'Add a plan' })).toBeTruthy();
    for (const n of [4, 3]) await userEvent.click(screen.getByRole('button', { name: `Remove plan ${n}` }));

    await type('Item name', 'Aircon cleaning, 2 units');
    await type('Plan name', 'Standard', plan(1));
    await type('Price (HK$)', '1,200', plan(1));
    await type('Price (HK$)', 'HK$ 380', plan(2));
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 41 }), false));
    const body = calls[0].body as { name: string; plans: unknown[]; photos: unknown[]; quantity: unknown; district_ids: number[] };
    expect(body.name).toBe('Aircon cleaning, 2 units');
    expect(body.plans).toEqual([
      { name: 'Standard', description: '', price: 1200, service_type: 'per_job' },
      { name: 'Three', description: '', price: 380, service_type: 'per_job' },
    ]);
    expect([body.photos, body.quantity, body.district_ids]).toEqual([[], null, [1]]);
  });

  it('when the server refuses a plan price and then the travel preferences, then each message shows at its field and nothing typed is lost', async () => {
    const price = common.errors.shop_812;
    const travel = common.errors.shop_805;
    const calls = mockApi({
      [CREATE]: [
        refused(400, '812', price, { 'plans.1.price': price }),
        refused(400, '805', travel, { is_service_professional_travels_to_me: travel }),
      ],
    });
    renderEditor();
    await type('Item name', 'Deep clean');
    await userEvent.click(screen.getByRole('button', { name: 'Add a plan' }));
    await type('Price (HK$)', '500', plan(1));
    await type('Price (HK$)', '20', plan(2));
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    const second = within(plan(2)).getByLabelText('Price (HK$)');
    expect(await within(plan(2)).findByText(price)).toBeTruthy();
    expect(second.getAttribute('aria-invalid')).toBe('true');
    expect(within(plan(1)).queryByText(price)).toBeNull();
    expect(screen.getByText(shop.editor.check_fields)).toBeTruthy();
    expect([(second as HTMLInputElement).value, (screen.getByLabelText('Item name') as HTMLInputElement).value]).toEqual([
      '20',
      'Deep clean',
    ]);

    await type('Price (HK$)', '200', plan(2));
    expect(within(plan(2)).queryByText(price)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const group = (await screen.findByText(travel)).closest('fieldset')!;
    expect(within(group).getByText('How you provide this service')).toBeTruthy();
    expect(calls).toHaveLength(2);
    expect((within(plan(2)).getByLabelText('Price (HK$)') as HTMLInputElement).value).toBe('200');
  });

  it('when the pro applies for review and a description is missing, then it shows there; once written, the item is saved and sent', async () => {
    const draft = shopItem({ description: '' });
    const missing = common.errors.shop_804;
    const calls = mockApi({
      [APPLY]: [refused(400, '804', missing, { description: missing }), ok(shopItem({ status: 'in_review', actions: ['edit', 'delete'] }))],
      [EDIT]: ok(shopItem()),
    });
    const onSaved = renderEditor({ item: draft });
    expect(within(screen.getByTestId('item-status')).getByText('Draft')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Apply for review' }));
    expect(await screen.findByText(missing)).toBeTruthy();
    expect(calls.map((x) => `${x.method} ${x.url}`)).toEqual([APPLY]);

    await type('Description', 'Filters and coils');
    await userEvent.click(screen.getByRole('button', { name: 'Apply for review' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ status: 'in_review' }), true));
    expect(calls.map((x) => `${x.method} ${x.url}`)).toEqual([APPLY, EDIT, APPLY]);
    expect((calls[1].body as { description: string }).description).toBe('Filters and coils');
    expect(await screen.findByText('Sent for review')).toBeTruthy();
    expect(within(screen.getByTestId('item-status')).getByText('In review')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply for review' })).toBeNull();
  });

  it('when photos are moved and removed, then the save keeps the rest at their new positions and removes the other', async () => {
    const photo = (id: number, position: number) => ({
      id,
      position,
      attachment_id: id + 500,
      url: `/api/attachments/${id + 500}`,
      image: null,
    });
    const calls = mockApi({ [EDIT]: ok(shopItem()) });
    renderEditor({ item: shopItem({ photos: [photo(1, 1), photo(2, 2), photo(3, 3)] }) });
    await userEvent.click(screen.getByRole('button', { name: 'Move photo 3 earlier' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(screen.getByText('2 / 10 photos')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect((calls[0].body as { photos: unknown }).photos).toEqual([
      { op: 'keep', photo_id: 3, position: 1 },
      { op: 'keep', photo_id: 2, position: 2 },
      { op: 'remove', photo_id: 1 },
    ]);
  });
});
