/**
 * The Media and Logo steps of service editing (SPEC §2 steps 4 and 7): photos of past work with captions in both
 * languages, in the pro's order, and the service logo. Files are uploaded first (POST /api/attachments).
 */
import { z } from 'zod';
import { MAX_CAPTION_CHARS, MAX_SERVICE_PHOTOS } from '../domain/image-variants';
import { idParam, shortText } from './common.schema';
import { listOf } from './form-values';
import { attachmentSchema } from './attachments.schema';

/** One photo of past work as its owner edits it. */
export const serviceMediaItemSchema = z.object({
  id: z.number().int(),
  /** The uploaded image (null for photos stored before uploads were processed, which only have `url`). */
  attachment: attachmentSchema.nullable(),
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  caption_zh: z.string(),
  caption_en: z.string(),
  display_order: z.number().int(),
});
export type ServiceMediaItem = z.infer<typeof serviceMediaItemSchema>;

/** GET /api/services/{id}/media, and the answer of every media and logo change. */
export const serviceMediaSchema = z.object({
  quote_service_id: z.number().int(),
  business_name_zh: z.string(),
  business_name_en: z.string(),
  photos: z.array(serviceMediaItemSchema),
  max_photos: z.number().int(),
  logo: attachmentSchema.nullable(),
});
export type ServiceMedia = z.infer<typeof serviceMediaSchema>;

export const serviceMediaParams = z.object({ id: idParam });
export const serviceMediaItemParams = z.object({ id: idParam, mediaId: idParam });

/** POST /api/services/{id}/media/add: the caller's own uploaded images (png, jpeg or gif). */
export const addMediaInputSchema = z.object({
  attachment_ids: listOf(idParam, MAX_SERVICE_PHOTOS).refine((ids) => ids.length > 0, { message: 'required' }),
});

/** POST /api/services/{id}/media/edit/{mediaId} */
export const editMediaInputSchema = z.object({
  caption_zh: shortText(MAX_CAPTION_CHARS).optional().default(''),
  caption_en: shortText(MAX_CAPTION_CHARS).optional().default(''),
});
export type EditMediaInput = z.input<typeof editMediaInputSchema>;

/** POST /api/services/{id}/media/reorder: exactly the service's photo ids, in the new order. */
export const reorderMediaInputSchema = z.object({ ids: listOf(idParam, 100) });

/** POST /api/services/{id}/logo: one of the caller's own images, or null to remove the logo. */
export const logoInputSchema = z.object({
  attachment_id: z.preprocess((v) => (v === '' || v === 'null' ? null : v), idParam.nullable()),
});
