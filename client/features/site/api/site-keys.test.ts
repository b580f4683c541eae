import type { DataClient } from '@shared/api/data-client';
import { sitePageKey } from './site-keys';
import { sitePageQuery } from './site.queries';

test('the head builders read a site page under the key its query fills', () => {
  const data = { read: jest.fn() } as unknown as DataClient;
  expect(sitePageKey('en-HK', 'about-us')).toEqual(sitePageQuery(data, 'en-HK', 'about-us').queryKey);
});
