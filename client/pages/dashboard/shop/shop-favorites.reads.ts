/** What dashboard/shop-consumer/favorite reads: a page of the caller's favourites (six a page from page 1, SPEC §9). */
import { pageFrom } from '@shared/domain/catalog';
import { shopFavoritesQuery } from '@client/features/shop/api/shop-likes.queries';
import { pageReads } from '@client/lib/page-reads';

export const shopFavoritesReads = pageReads(({ data, lng, search }) => ({ favorites: shopFavoritesQuery(data, lng, pageFrom(search)) }));
