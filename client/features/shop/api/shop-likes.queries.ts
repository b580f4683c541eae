/**
 * The caller's favourites (shared/api/shop-likes.contract.ts; SPEC §2 favorite, §9 six a page from page 1): the liked
 * items, newest like first, in the page's language.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DataClient } from '@shared/api/data-client';
import type { CallResult } from '@shared/api/endpoint';
import { shopLikesContract as c } from '@shared/api/shop-likes.contract';
import type { Language } from '@shared/i18n/i18n-config';
import { useDataClient } from '@client/lib/data-client';
import { readQuery } from '@client/lib/endpoint-query';

export type ShopFavoritePage = CallResult<typeof c.favorites>;

export const shopFavoritesQuery = (data: DataClient, lng: Language, page: number) =>
  readQuery(data, c.favorites, { query: { lng, page } }, { staleTime: 10_000 });

export function useShopFavorites(page: number) {
  const lng = useTranslation().i18n.language as Language;
  return useQuery(shopFavoritesQuery(useDataClient(), lng, page));
}
