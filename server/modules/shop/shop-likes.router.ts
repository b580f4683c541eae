/** The HTTP edge of shop likes and favourites (shared/api/shop-likes.contract.ts). */
import { shopLikesContract } from '@shared/api/shop-likes.contract';
import type { FullDeps } from '../../lib/adapters';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import * as likes from './shop-likes.service';

export function shopLikesRoutes(deps: FullDeps): Implementation[] {
  return implement(shopLikesContract, {
    like: ({ user, params }) => likes.like(deps, user.id, params.id),
    unlike: ({ user, params }) => likes.unlike(deps, user.id, params.id),
    favorites: ({ user, query }) => likes.favorites(deps, user.id, query.page, query.lng),
  });
}
