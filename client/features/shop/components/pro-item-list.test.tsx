/** The pro's items: grouped by service and category, with status, price and stock, and the actions each status allows. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as LinkRouter from '@client/test/link-router';
import { urlOf } from '@shared/api/endpoint';
import { shopItemsContract as c } from '@shared/api/shop-items.contract';
import { polyfillDialog } from '@client/test/dialog-polyfill';
import { mockApi, ok } from '@client/test/mock-api';
import { renderWithProviders } from '@client/test/render-with-providers';
import shop from '../../../../locales/en-HK/shop.json';
import common from '../../../../locales/en-HK/common.json';
import { itemCard, shopItem } from './item-fixtures';
import { ProItemList } from './pro-item-list';

jest.mock('react-router', () => jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter('/en-HK/dashboard/shop'));

beforeAll(polyfillDialog);

const EN = { lng: 'en-HK' as const, resources: { shop, common } };
const other = { id: 4, slug: 'fridge', name: 'Fridge repair' };
const ITEMS = [
  itemCard({ id: 1, name: 'Two units', status: 'published', quantity: 10, remaining_quantity: 3 }),
  itemCard({ id: 2, name: 'Gas top-up', status: 'draft', category: other, service_category_id: 12, from_price: null }),
  itemCard({ id: 3, name: 'Three units', status: 'unpublished', quantity: 5, remaining_quantity: 0 }),
  itemCard({ id: 4, name: 'Whole flat', status: 'in_review', from_price: 1200 }),
];
const row = (id: number) => screen.getByTestId(`item-${id}`);
const buttons = (id: number) =>
  within(row(id))
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe('ProItemList', () => {
  it('when items of two categories are listed, then each group has its heading and category page, and each item its figures', () => {
    mockApi({});
    renderWithProviders(<ProItemList items={ITEMS} />, EN, { toasts: true });
    const headings = screen.getAllByRole('heading', { level: 2 });
    const groups = headings.map((h) => h.closest('section')!);
    expect(headings.map((h) => h.textContent)).toEqual(['Cool AirAircon cleaning', 'Cool AirFridge repair']);
    expect(
      within(groups[0])
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Two units', 'Three units', 'Whole flat']);
    expect(within(groups[0]).getByRole('link', { name: 'Category page' }).getAttribute('href')).toBe('/en-HK/dashboard/shop/category/9');
    expect(within(groups[1]).getByRole('link', { name: 'Category page' }).getAttribute('href')).toBe('/en-HK/dashboard/shop/category/12');
    expect(within(row(1)).getByText('On sale')).toBeTruthy();
    expect(within(row(1)).getByText('From HK$580')).toBeTruthy();
    expect(within(row(1)).getByText('3 of 10 left')).toBeTruthy();
    expect(within(row(2)).getByText('No plans yet')).toBeTruthy();
    expect(within(row(2)).getByText('Unlimited stock')).toBeTruthy();
    expect(within(row(3)).getByText('Sold out')).toBeTruthy();
  });

  it('when items are in each status, then only the actions the status allows are offered, with edit links to their editor', () => {
    mockApi({});
    renderWithProviders(<ProItemList items={ITEMS} />, EN, { toasts: true });
    expect(buttons(1)).toEqual(['Take off sale', 'Delete']);
    expect(buttons(2)).toEqual(['Apply for review', 'Delete']);
    expect(buttons(3)).toEqual(['Publish again', 'Delete']);
    expect(buttons(4)).toEqual(['Delete']);
    expect(within(row(2)).getByRole('link', { name: 'Edit Gas top-up' }).getAttribute('href')).toBe(
      '/en-HK/dashboard/shop/product/edit/7/4/2',
    );
  });

  it('when the pro deletes an item, then nothing is sent until the dialog is confirmed', async () => {
    const DELETE = `POST ${urlOf(c.act, { params: { action: 'delete', id: 1 } })}`;
    const calls = mockApi({ [DELETE]: ok(shopItem({ id: 1, status: 'deleted' })) });
    renderWithProviders(<ProItemList items={ITEMS} />, EN, { toasts: true });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Two units' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText(/"Two units" will be removed/)).toBeTruthy();
    expect(calls).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete item' }));
    await waitFor(() => expect(calls.map((x) => `${x.method} ${x.url}`)).toEqual([DELETE]));
    expect(await screen.findByText('"Two units" was deleted')).toBeTruthy();
  });

  it('when the pro takes an item off sale, then the action is sent at once', async () => {
    const OFF = `POST ${urlOf(c.act, { params: { action: 'unpublish', id: 1 } })}`;
    const calls = mockApi({ [OFF]: ok(shopItem({ id: 1, status: 'unpublished' })) });
    renderWithProviders(<ProItemList items={ITEMS} />, EN, { toasts: true });
    await userEvent.click(screen.getByRole('button', { name: 'Take Two units off sale' }));
    await waitFor(() => expect(calls.map((x) => `${x.method} ${x.url}`)).toEqual([OFF]));
  });
});
