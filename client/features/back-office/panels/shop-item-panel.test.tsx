import { fireEvent, screen, waitFor } from '@testing-library/react';
import type * as LinkRouter from '@client/test/link-router';
import { mockApi, ok, refused } from '@client/test/mock-api';
import { renderWithProviders } from '@client/test/render-with-providers';
import { subjectTicket } from '@client/test/ticket-fixtures';
import { backOfficeContract } from '@shared/api/back-office.contract';
import { urlOf } from '@shared/api/endpoint';
import { shopItemsContract as c } from '@shared/api/shop-items.contract';
import type { ShopItem } from '@shared/schemas/shop.schema';
import ops from '../../../../locales/en-HK/ops.json';
import common from '../../../../locales/en-HK/common.json';
import opsZh from '../../../../locales/zh-HK/ops.json';
import commonZh from '../../../../locales/zh-HK/common.json';
import ShopItemPanel from './shop-item-panel';

jest.mock('react-router', () => jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter());

const EN = { lng: 'en-HK' as const, resources: { ops, common } };
const ZH = { lng: 'zh-HK' as const, resources: { ops: opsZh, common: commonZh } };

const variant = (n: number) => ({
  width: 320,
  height: 240,
  webp: `/api/attachments/${n}?size=thumb&format=webp`,
  jpeg: `/api/attachments/${n}?size=thumb`,
});

const inReview: ShopItem = {
  id: 7,
  status: 'in_review',
  service: { quote_service_id: 12, slug: 'polar-aircon', business_name: 'Polar Aircon Engineering', rating: 4.8, review_count: 31 },
  category: { id: 3, slug: 'aircon-cleaning', name: 'Aircon cleaning' },
  service_category_id: null,
  name: 'Aircon deep clean, 2 units',
  description: 'Filters, fins and drip tray washed, then disinfected.',
  service_type: 'per_unit',
  service_info: 'About 45 minutes a unit.',
  is_service_professional_travels_to_me: true,
  is_customer_travel_to_me: false,
  is_over_phone_or_internet: false,
  areas: [
    { id: 1, slug: 'wan-chai', name: 'Wan Chai' },
    { id: 2, slug: 'eastern', name: 'Eastern' },
  ],
  plans: [
    { id: 31, position: 1, name: '2 window units', description: 'HK$290 a unit.', price: 580, service_type: 'per_job' },
    { id: 32, position: 2, name: '2 split units', description: '', price: 880, service_type: 'per_job' },
  ],
  photos: [
    {
      id: 41,
      position: 1,
      attachment_id: 90,
      url: '/api/attachments/90',
      image: { width: 800, height: 600, thumb: variant(90), display: variant(90) },
    },
  ],
  quantity: 40,
  remaining_quantity: 38,
  sold_out: false,
  keywords: ['aircon', 'summer offer'],
  accepts_reservation: false,
  service_notice: 'Outdoor units on high floors need a gondola, charged separately.',
  rating: { score: 0, count: 0 },
  like_count: 0,
  liked: null,
  review_note: null,
  actions: ['publish', 'reject'],
  published_at: null,
  created: '2026-11-28 09:00:00',
  modified: '2026-11-28 10:00:00',
};

const me = (queues: string[]) => ({ id: 1, full_name: 'Sam Support', roles: ['support'], queues, areas: [] });
const read = `GET ${urlOf(c.opsItem, { params: { id: 7 } })}`;
const decide = `POST ${urlOf(c.opsDecide, { params: { id: 7 } })}`;
const meUrl = `GET ${urlOf(backOfficeContract.me)}`;
const ticket = subjectTicket('shop_item', 'shop_items');
const posts = (calls: Array<{ method: string }>) => calls.filter((x) => x.method === 'POST');

describe('ShopItemPanel', () => {
  it('when an item waits for review, then its plans, prices, photos and texts show, and publishing sends the decision', async () => {
    const calls = mockApi({ [read]: ok(inReview), [meUrl]: ok(me(['shop_items'])), [decide]: ok({ ...inReview, status: 'published' }) });
    renderWithProviders(<ShopItemPanel ticket={ticket} />, EN, { toasts: true });
    expect(await screen.findByText('Aircon deep clean, 2 units')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Polar Aircon Engineering' })).toBeTruthy();
    expect(screen.getByText('HK$580 · Per job')).toBeTruthy();
    expect(screen.getByText('HK$290 a unit.')).toBeTruthy();
    expect(screen.getByText('38 of 40 left')).toBeTruthy();
    expect(screen.getByText('Wan Chai、Eastern')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Photo 1 of Aircon deep clean, 2 units' })).toBeTruthy();
    expect(screen.getByText('Outdoor units on high floors need a gondola, charged separately.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(posts(calls)).toEqual([{ method: 'POST', url: decide.slice(5), body: { decision: 'publish', note: '' } }]));
    expect(await screen.findByText('Item published; the pro is told')).toBeTruthy();
  });

  it('when rejecting, then a reason is required before anything is sent, and a colleague’s decision first shows the 409', async () => {
    const calls = mockApi({
      [read]: ok(inReview),
      [meUrl]: ok(me(['shop_items'])),
      [decide]: refused(409, 'shop_wrong_status', 'This item has already been decided.'),
    });
    renderWithProviders(<ShopItemPanel ticket={ticket} />, EN, { toasts: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Give a reason')).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'The photos show another company’s logo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(posts(calls)).toEqual([
        { method: 'POST', url: decide.slice(5), body: { decision: 'reject', note: 'The photos show another company’s logo' } },
      ]),
    );
    expect(await screen.findByText('This item has already been decided.')).toBeTruthy();
  });

  it('when a published item is opened (in Chinese), then it shows its status and only a takedown', async () => {
    const published = { ...inReview, status: 'published' as const, actions: ['reject' as const], published_at: '2026-11-28 15:00:00' };
    mockApi({ [read]: ok(published), [meUrl]: ok(me(['shop_items'])) });
    renderWithProviders(<ShopItemPanel ticket={ticket} />, ZH, { toasts: true });
    expect(await screen.findByRole('button', { name: '下架' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '上架' })).toBeNull();
    expect(screen.getAllByText('已上架').length).toBeGreaterThan(0);
    expect(screen.getByText('尚餘 38／40')).toBeTruthy();
  });

  it('when the reader works no shop queue, the item was rejected, or it was deleted, then there is nothing to decide', async () => {
    const rejected = { ...inReview, status: 'rejected' as const, actions: [], review_note: 'Blurry photos' };
    mockApi({ [read]: ok(rejected), [meUrl]: ok(me(['payouts'])) });
    const view = renderWithProviders(<ShopItemPanel ticket={ticket} />, EN, { toasts: true });
    expect(await screen.findByText(/Blurry photos/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
    view.unmount();
    mockApi({
      [read]: { status: 404, body: { status: 'Error', error: { code: 801, message: 'Not found' } } },
      [meUrl]: ok(me(['shop_items'])),
    });
    renderWithProviders(<ShopItemPanel ticket={ticket} />, EN, { toasts: true });
    expect(await screen.findByText('The pro deleted this item; there is nothing to decide.')).toBeTruthy();
  });
});
