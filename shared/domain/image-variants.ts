/** Processed image sizes: every uploaded image gets a thumb and a display size, each as WebP and JPEG. */
import type { Attachment, PublicImage } from '../schemas/attachments.schema';

export const IMAGE_SIZES = ['thumb', 'display'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

export const IMAGE_FORMATS = ['webp', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Each variant fits inside this square (pixels) and is never larger than the original. */
export const IMAGE_VARIANT_BOXES: Record<ImageSize, number> = { thumb: 320, display: 1600 };

/** Photos of past work per service (Media step). */
export const MAX_SERVICE_PHOTOS = 30;
/** Characters of a photo caption, in each language. */
export const MAX_CAPTION_CHARS = 120;

/** An attachment's processed image as public pages take it (sizes and variants), or null when it has none. */
export function publicImageOf(a: Pick<Attachment, 'width' | 'height' | 'variants'> | null | undefined): PublicImage | null {
  if (!a?.variants || !a.width || !a.height) return null;
  return { width: a.width, height: a.height, thumb: a.variants.thumb, display: a.variants.display };
}
