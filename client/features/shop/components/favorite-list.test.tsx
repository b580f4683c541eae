/** The favourites: each opens the item's public page (/shop/{id}/{slug}), says when it cannot be bought, and can be removed. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as LinkRouter from '@client/test/link-router';
import { urlOf } from '@shared/api/endpoint';
import { shopLikesContract as c } from '@shared/api/shop-likes.contract';
import { mockApi, ok } from '@client/test/mock-api';
import { renderWithProviders } from '@client/test/render-with-providers';
import shop from '../../../../locales/en-HK/shop.json';
import common from '../../../../locales/en-HK/common.json';
import { shopFavorite } from '../test/order-fixtures';
import { FavoriteList } from './favorite-list';

jest.mock('react-router', () =>
  jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter('/en-HK/dashboard/shop-consumer/favorite'),
);

const EN = { lng: 'en-HK' as const, resources: { shop, common } };

describe('FavoriteList', () => {
  it('when items are liked, then each links to its public page in the same language, with its price and state', () => {
    mockApi({});
    renderWithProviders(
      <FavoriteList
        items={[
          shopFavorite(),
          shopFavorite({ id: 10, name: '冷氣清洗 2 部', sold_out: true }),
          shopFavorite({ id: 11, name: 'Old offer', for_sale: false }),
        ]}
      />,
      EN,
    );
    expect(screen.getByRole('link', { name: 'Aircon Clean (2 units)' }).getAttribute('href')).toBe('/en-HK/shop/9/aircon-clean-2-units');
    expect(screen.getByRole('link', { name: '冷氣清洗 2 部' }).getAttribute('href')).toBe(
      `/en-HK/shop/10/${encodeURIComponent('冷氣清洗-2-部')}`,
    );
    expect(screen.getAllByText('From HK$290')).toHaveLength(3);
    expect(screen.getByText('Sold out')).toBeTruthy();
    expect(screen.getByText('No longer for sale')).toBeTruthy();
  });

  it('when the heart is pressed, then the item is unliked', async () => {
    const calls = mockApi({ [`POST ${urlOf(c.unlike, { params: { id: 9 } })}`]: ok({ shop_item_id: 9, liked: false, like_count: 2 }) });
    renderWithProviders(<FavoriteList items={[shopFavorite()]} />, EN);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Aircon Clean (2 units) from favourites' }));
    await waitFor(() => expect(calls.map((x) => [x.method, x.url])).toEqual([['POST', urlOf(c.unlike, { params: { id: 9 } })]]));
  });
});
