/**
 * Shop likes (SPEC §7 likes, §2 favorite, §9 favourites six a page; docs/decisions/0038): a like is a favourite, so
 * liking a published item (never one's own) adds it to the caller's favourites and unliking removes it. Both are
 * idempotent. Every call answers 404 while the `shop` or `nshop` flag is off.
 */
import { idParams } from '../schemas/common.schema';
import { shopFavoritePageSchema, shopFavoritesQuerySchema, shopLikeSchema } from '../schemas/shop.schema';
import { endpoint } from './endpoint';

/** A like changes the favourites and the item's like count. */
const CHANGE = ['/nshop/likes', '/nshop/items'];

export const shopLikesContract = {
  like: endpoint({
    method: 'POST',
    path: '/nshop/likes/{id}',
    access: 'user',
    rate: 'write',
    summary:
      'Like a published item (a favourite); liking it again keeps one like. 801 for an item not public, 422 shop_own_item for one’s own',
    params: idParams,
    response: shopLikeSchema,
    invalidates: CHANGE,
  }),
  unlike: endpoint({
    method: 'POST',
    path: '/nshop/likes/{id}/remove',
    access: 'user',
    rate: 'write',
    summary: 'Remove an item from the favourites (also one no longer for sale); nothing to remove is not an error',
    params: idParams,
    response: shopLikeSchema,
    invalidates: CHANGE,
  }),
  favorites: endpoint({
    method: 'GET',
    path: '/nshop/likes',
    access: 'user',
    rate: 'read',
    summary: "The caller's favourites, newest like first, six a page: name, first photo, lowest price, the pro and whether it is for sale",
    query: shopFavoritesQuerySchema,
    response: shopFavoritePageSchema,
  }),
};
