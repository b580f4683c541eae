/**
 * Photo likes (SPEC §7 photo service likes, §2 photo and photo/favorite, §9 liked photos 9999 a page): a consumer
 * likes photos of past work on pros' public profiles; they list under photo/favorite, and the pro sees each photo's
 * count. Likes come from consumers only (a pro in pro mode is 403 wrong_role; one's own photo is 422 photo_own).
 * Liking and unliking are idempotent. Every call answers 404 while the `photo` flag is off.
 */
import { idParams } from '../schemas/common.schema';
import { lngQuerySchema } from '../schemas/catalog.schema';
import {
  likedPhotoPageSchema,
  likedPhotosQuerySchema,
  photoLikeSchema,
  profilePhotoLikesSchema,
  proPhotoLikesSchema,
} from '../schemas/photo-likes.schema';
import { endpoint } from './endpoint';

/** A like changes the liked list, the profile's counts and the pro's counts. */
const CHANGE = ['/photos/likes', '/photos/service', '/photos/mine'];

export const photoLikesContract = {
  like: endpoint({
    method: 'POST',
    path: '/photos/likes/{id}',
    access: 'consumer',
    rate: 'write',
    summary:
      'Like a photo shown on a public profile; liking it again keeps one like. 404 for a photo not shown publicly, 422 photo_own for one’s own',
    params: idParams,
    response: photoLikeSchema,
    invalidates: CHANGE,
  }),
  unlike: endpoint({
    method: 'POST',
    path: '/photos/likes/{id}/remove',
    access: 'consumer',
    rate: 'write',
    summary: 'Remove a like (also of a photo no longer shown); nothing to remove is not an error, an unknown photo is 404',
    params: idParams,
    response: photoLikeSchema,
    invalidates: CHANGE,
  }),
  liked: endpoint({
    method: 'GET',
    path: '/photos/likes',
    access: 'consumer',
    rate: 'read',
    summary: "The caller's liked photos still shown publicly, newest like first, 9999 a page, each with its pro's profile",
    query: likedPhotosQuerySchema,
    response: likedPhotoPageSchema,
  }),
  profile: endpoint({
    method: 'GET',
    path: '/photos/service/{id}',
    access: 'visitor',
    rate: 'read',
    summary: "Like counts of a public profile's photos, and which ones the signed-in caller liked (null for a visitor)",
    params: idParams,
    response: profilePhotoLikesSchema,
  }),
  mine: endpoint({
    method: 'GET',
    path: '/photos/mine',
    access: 'pro',
    rate: 'read',
    summary: "The pro's photos of past work, service by service, each with how many consumers liked it",
    query: lngQuerySchema,
    response: proPhotoLikesSchema,
  }),
};
