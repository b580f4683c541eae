/**
 * Liking an item adds it to the caller's favourites; unliking removes it (also one no longer for sale). Both make the
 * favourites and the items' like counts stale (the contract's `invalidates`); a failure goes to the app's error dialog.
 */
import { shopLikesContract as c } from '@shared/api/shop-likes.contract';
import { useCall } from '@client/lib/endpoint-query';

const byId = (id: number) => ({ params: { id } });

export const useLikeShopItem = () => useCall(c.like, { input: byId });
export const useUnlikeShopItem = () => useCall(c.unlike, { input: byId });
