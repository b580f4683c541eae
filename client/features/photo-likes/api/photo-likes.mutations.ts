/**
 * Liking and unliking a photo. Both make the liked list and the counts stale (the contract's `invalidates`); a
 * failure goes to the app's error dialog.
 */
import { photoLikesContract as c } from '@shared/api/photo-likes.contract';
import { useCall } from '@client/lib/endpoint-query';

const byId = (id: number) => ({ params: { id } });

export const useLikePhoto = () => useCall(c.like, { input: byId });
export const useUnlikePhoto = () => useCall(c.unlike, { input: byId });
