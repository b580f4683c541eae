/**
 * Photo likes (SPEC §7 photo service likes, §2 photo and photo/favorite, §9 9999 a page): a consumer likes photos of
 * past work on public profiles, never their own (a pro's account in customer mode: 422 photo_own); liking twice or at
 * once keeps one like, unliking removes it. A photo not shown publicly cannot be liked (404); a like of a photo hidden
 * later stays, out of the lists, and is back when the photo is. Every call is a 404 while the `photo` flag is off.
 */
import { LIKED_PHOTOS_PAGE_SIZE, photoEnabled } from '@shared/domain/photo-likes';
import type { Language } from '@shared/i18n/i18n-config';
import type { Paged } from '@shared/schemas/common.schema';
import type { LikedPhoto, PhotoLike, ProfilePhotoLikes, ProPhotoLikes } from '@shared/schemas/photo-likes.schema';
import { publicMediaUrlOf } from '@shared/domain/public-media';
import type { FullDeps } from '../../lib/adapters';
import { notFound, unprocessable } from '../../lib/errors';
import { pageOf } from '../../lib/ops-edits';
import { utcStringOf } from '../../lib/utc-time';
import { publicImageOf } from '../attachments/attachments.service';
import * as repo from './photo-likes.repository';

function assertPhoto(deps: FullDeps): void {
  if (!photoEnabled(deps.env.featureFlags)) throw notFound();
}

const sfxOf = (lng: Language) => (lng === 'en-HK' ? 'en' : 'zh');

const photoOf = (r: repo.PhotoRow) => ({
  id: r.id,
  url: publicMediaUrlOf(r.url),
  caption: r.caption,
  width: r.width,
  height: r.height,
  image: publicImageOf(r),
  like_count: r.like_count,
});

/** POST /api/photos/likes/{id}: 404 unless the photo is shown publicly; one's own photo is refused. */
export async function like(deps: FullDeps, userId: number, photoId: number): Promise<PhotoLike> {
  assertPhoto(deps);
  const photo = await repo.findPhoto(deps.db, photoId);
  if (!photo?.shown) throw notFound();
  if (photo.owner_id === userId) throw unprocessable('photo_own', 'photo_own');
  await repo.addLike(deps.db, userId, photoId);
  return { service_media_id: photoId, ...(await repo.likeState(deps.db, userId, photoId)) };
}

/** POST /api/photos/likes/{id}/remove: whatever the photo's state (a hidden photo's like can go); unknown is 404. */
export async function unlike(deps: FullDeps, userId: number, photoId: number): Promise<PhotoLike> {
  assertPhoto(deps);
  if (!(await repo.findPhoto(deps.db, photoId))) throw notFound();
  await repo.removeLike(deps.db, userId, photoId);
  return { service_media_id: photoId, ...(await repo.likeState(deps.db, userId, photoId)) };
}

/** GET /api/photos/likes: the caller's liked photos still shown, newest like first, LIKED_PHOTOS_PAGE_SIZE a page. */
export async function liked(deps: FullDeps, userId: number, page: number, lng: Language): Promise<Paged<LikedPhoto>> {
  assertPhoto(deps);
  const size = LIKED_PHOTOS_PAGE_SIZE;
  const rows = await repo.likedPage(deps.db, userId, sfxOf(lng), size, (page - 1) * size);
  const items = rows.map((r) => ({
    ...photoOf(r),
    liked_at: utcStringOf(r.liked_at),
    service: { quote_service_id: r.quote_service_id, slug: r.slug, business_name: r.business_name },
  }));
  return pageOf(items, rows[0]?.total ?? 0, page, size);
}

/** GET /api/photos/service/{id}: a public profile's counts; `liked` per photo for a signed-in caller. */
export async function profile(deps: FullDeps, viewerId: number | null, serviceId: number): Promise<ProfilePhotoLikes> {
  assertPhoto(deps);
  if (!(await repo.publicService(deps.db, serviceId))) throw notFound();
  return { quote_service_id: serviceId, photos: await repo.profileCounts(deps.db, serviceId, viewerId) };
}

/** GET /api/photos/mine: the pro's own photos with their counts, service by service. */
export async function mine(deps: FullDeps, userId: number, lng: Language): Promise<ProPhotoLikes> {
  assertPhoto(deps);
  const rows = await repo.ownServices(deps.db, userId, sfxOf(lng));
  const services = rows.map((s) => ({
    quote_service_id: s.quote_service_id,
    slug: s.slug,
    business_name: s.business_name,
    is_public: s.is_public,
    photos: s.photos.map(photoOf),
  }));
  const total_likes = services.reduce((n, s) => n + s.photos.reduce((m, p) => m + p.like_count, 0), 0);
  return { total_likes, services };
}
