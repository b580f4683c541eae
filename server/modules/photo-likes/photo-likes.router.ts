/** The HTTP edge of photo likes (shared/api/photo-likes.contract.ts). */
import { photoLikesContract } from '@shared/api/photo-likes.contract';
import type { FullDeps } from '../../lib/adapters';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import * as likes from './photo-likes.service';

export function photoLikesRoutes(deps: FullDeps): Implementation[] {
  return implement(photoLikesContract, {
    like: ({ user, params }) => likes.like(deps, user.id, params.id),
    unlike: ({ user, params }) => likes.unlike(deps, user.id, params.id),
    liked: ({ user, query }) => likes.liked(deps, user.id, query.page, query.lng),
    profile: ({ user, params }) => likes.profile(deps, user?.id ?? null, params.id),
    mine: ({ user, query }) => likes.mine(deps, user.id, query.lng),
  });
}
