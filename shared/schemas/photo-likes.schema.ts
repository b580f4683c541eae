/** Photo likes (shared/api/photo-likes.contract.ts): a like's answer, a profile's counts, the liked and the pro's photos. */
import { z } from 'zod';
import { publicImageSchema } from './attachments.schema';
import { lngParam } from './catalog.schema';
import { pageParam, pagedSchema } from './common.schema';

const int = z.number().int();

/** What a like or an unlike leaves: whether the caller likes the photo and how many consumers do. */
export const photoLikeSchema = z.object({ service_media_id: int, liked: z.boolean(), like_count: int });
export type PhotoLike = z.infer<typeof photoLikeSchema>;

/** The like counts of a public profile's photos; `liked` is null for a visitor (nothing to say). */
export const profilePhotoLikesSchema = z.object({
  quote_service_id: int,
  photos: z.array(z.object({ id: int, like_count: int, liked: z.boolean().nullable() })),
});
export type ProfilePhotoLikes = z.infer<typeof profilePhotoLikesSchema>;

/** A photo as the lists show it: the processed image when there is one, else the stored URL. */
const photoFields = {
  id: int,
  url: z.string(),
  caption: z.string(),
  width: int.nullable(),
  height: int.nullable(),
  image: publicImageSchema.nullable(),
  like_count: int,
};

export const likedPhotosQuerySchema = z.object({ lng: lngParam, page: pageParam });

/** A liked photo with the profile it belongs to (the link back to the pro). */
export const likedPhotoSchema = z.object({
  ...photoFields,
  liked_at: z.string(),
  service: z.object({ quote_service_id: int, slug: z.string(), business_name: z.string() }),
});
export type LikedPhoto = z.infer<typeof likedPhotoSchema>;
export const likedPhotoPageSchema = pagedSchema(likedPhotoSchema);

/** The pro's own photos, service by service, each with its like count. */
export const proPhotoLikesSchema = z.object({
  total_likes: int,
  services: z.array(
    z.object({
      quote_service_id: int,
      slug: z.string(),
      business_name: z.string(),
      is_public: z.boolean(),
      photos: z.array(z.object(photoFields)),
    }),
  ),
});
export type ProPhotoLikes = z.infer<typeof proPhotoLikesSchema>;
