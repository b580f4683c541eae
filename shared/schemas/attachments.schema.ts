/** Upload contracts: POST /api/attachments (multipart) and the attachment shape other schemas embed. */
import { z } from 'zod';

/** One processed size of an image: its pixel size and where its WebP and JPEG encodings are served. */
export const imageVariantSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  webp: z.string(),
  jpeg: z.string(),
});
export type ImageVariant = z.infer<typeof imageVariantSchema>;

/** The processed sizes of an uploaded image: thumb fits 320×320, display fits 1600×1600. */
export const imageVariantsSchema = z.object({ thumb: imageVariantSchema, display: imageVariantSchema });
export type ImageVariants = z.infer<typeof imageVariantsSchema>;

/** A processed image as public pages show it: its upright size and both variants (for `<picture>`). */
export const publicImageSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  thumb: imageVariantSchema,
  display: imageVariantSchema,
});
export type PublicImage = z.infer<typeof publicImageSchema>;

/**
 * An uploaded file as the API returns it; `url` serves the original to users allowed to see it. Images uploaded
 * since image processing (ADR 0008) also carry their upright pixel size and variant URLs (thumb_url/display_url: JPEG; `variants`:
 * WebP and JPEG of each size), so pages reserve their space and can offer WebP.
 */
export const attachmentSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  mime: z.enum(['image/png', 'image/jpeg', 'image/gif', 'application/pdf']),
  size: z.number().int(),
  url: z.string(),
  created: z.string(),
  width: z.number().int().nullable().optional(),
  height: z.number().int().nullable().optional(),
  thumb_url: z.string().optional(),
  display_url: z.string().optional(),
  variants: imageVariantsSchema.optional(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/** POST /api/attachments response: one entry per uploaded file, in order. */
export const uploadResultSchema = z.array(attachmentSchema);

/** GET /api/attachments/{id}?size=&format=: the original by default, or a processed size (JPEG unless `format=webp`). */
export const downloadQuerySchema = z.object({
  size: z.enum(['thumb', 'display']).optional(),
  format: z.enum(['webp', 'jpeg']).optional(),
});
export type DownloadQuery = z.infer<typeof downloadQuerySchema>;
