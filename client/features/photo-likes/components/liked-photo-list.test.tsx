/** The liked photos: each opens its pro's profile in the page's language, shows its count, and can be unliked. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as LinkRouter from '@client/test/link-router';
import { urlOf } from '@shared/api/endpoint';
import { photoLikesContract as c } from '@shared/api/photo-likes.contract';
import type { LikedPhoto } from '@shared/schemas/photo-likes.schema';
import { mockApi, ok } from '@client/test/mock-api';
import { renderWithProviders } from '@client/test/render-with-providers';
import media from '../../../../locales/en-HK/media.json';
import common from '../../../../locales/en-HK/common.json';
import { LikedPhotoList } from './liked-photo-list';

jest.mock('react-router', () =>
  jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter('/en-HK/dashboard/photo/favorite'),
);

const EN = { lng: 'en-HK' as const, resources: { media, common } };

const photo = (o: Partial<LikedPhoto> = {}): LikedPhoto => ({
  id: 7,
  url: '/static/demo/w.jpg',
  caption: 'Bathroom makeover',
  width: 800,
  height: 600,
  image: null,
  like_count: 3,
  liked_at: '2026-11-30 10:00:00',
  service: { quote_service_id: 12, slug: 'shun-fat-plumbing', business_name: 'Shun Fat Plumbing' },
  ...o,
});

describe('LikedPhotoList', () => {
  it('when photos are liked, then each links to its pro’s profile with its caption and count', () => {
    mockApi({});
    renderWithProviders(<LikedPhotoList items={[photo(), photo({ id: 8, caption: '', like_count: 1 })]} />, EN);
    const links = screen.getAllByRole('link', { name: 'Shun Fat Plumbing' });
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/en-HK/service/12/shun-fat-plumbing',
      '/en-HK/service/12/shun-fat-plumbing',
    ]);
    expect(screen.getByText('Bathroom makeover')).toBeTruthy();
    expect(screen.getByText('3 likes')).toBeTruthy();
    expect(screen.getByText('1 like')).toBeTruthy();
    // A photo without a caption is named by its pro.
    expect(screen.getByAltText('Photo of Shun Fat Plumbing’s work')).toBeTruthy();
  });

  it('when the heart is pressed, then the photo is unliked', async () => {
    const calls = mockApi({ [`POST ${urlOf(c.unlike, { params: { id: 7 } })}`]: ok({ service_media_id: 7, liked: false, like_count: 2 }) });
    renderWithProviders(<LikedPhotoList items={[photo()]} />, EN);
    await userEvent.click(screen.getByRole('button', { name: 'Remove the photo of Shun Fat Plumbing from your liked photos' }));
    await waitFor(() => expect(calls.map((x) => [x.method, x.url])).toEqual([['POST', urlOf(c.unlike, { params: { id: 7 } })]]));
  });
});
